## core

core-error-bad_options = Those game options are not valid: { $detail }
core-error-system_action = Only players can take the action { $kind }.
core-error-system_only = Only the referee can force dice.
core-error-not_seated = You are not seated in this game.
core-error-game_over = This game is over.
core-error-bad_dice = Dice values must be whole numbers from 1 to 20.
core-error-not_your_turn = It is not your turn.
core-error-unknown_action = Unknown action: { $kind }.
