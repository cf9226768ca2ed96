## robot

robot-cmd-bot = robot
robot-cmd-bot-description = Installer un joueur artificiel dans la partie en attente de ce salon (ou le retirer)
robot-opt-seat = place
robot-opt-seat-description = Le camp, la cité ou la place que prend le robot
robot-opt-level = niveau
robot-opt-level-description = La force du robot (par défaut : normal)
robot-opt-remove = retirer
robot-opt-remove-description = Retirer plutôt le robot de cette place
robot-choice-easy = facile
robot-choice-normal = normal
robot-choice-hard = difficile
robot-level-easy = facile
robot-level-normal = normal
robot-level-hard = difficile
robot-name = 🤖 Robot ({ $level })
robot-seated = { $bot } prend la place { $seat }.
robot-removed = Le robot quitte la place { $seat }.
robot-error-unknown_level = Niveau de robot inconnu « { $level } » : facile, normal ou difficile.
robot-error-no_bot_there = Aucun robot n’occupe la place « { $seat } ».
robot-error-already_bot = Un robot joue déjà la place « { $seat } ».
robot-handed = { $bot } joue la place { $seat } pour { $player } jusqu'à son retour (n'importe laquelle de ses commandes, ou /partie main, la lui rend).
robot-error-not_your_seat = Seuls le joueur de cette place, le créateur ou un gestionnaire du serveur peuvent confier la place « { $seat } » au robot.
