## quiet

quiet-played_in_thread = 🧵 La partie se joue dans son fil { $thread }.
