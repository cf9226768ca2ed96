## quiet

quiet-played_in_thread = 🧵 The game is played in its thread { $thread }.
