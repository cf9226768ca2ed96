fair_undo-error-paused = The game is paused: nothing can be taken back until it is resumed with `/game resume`.
