## core

core-error-bad_options = Ces options de partie ne sont pas valides : { $detail }
core-error-system_action = Seuls les joueurs peuvent effectuer l'action { $kind }.
core-error-system_only = Seul l'arbitre peut imposer les dés.
core-error-not_seated = Vous n'êtes pas assis à cette partie.
core-error-game_over = Cette partie est terminée.
core-error-bad_dice = Les valeurs de dés doivent être des entiers de 1 à 20.
core-error-not_your_turn = Ce n'est pas votre tour.
core-error-unknown_action = Action inconnue : { $kind }.
