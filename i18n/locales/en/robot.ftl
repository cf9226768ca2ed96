## robot

robot-cmd-bot = bot
robot-cmd-bot-description = Seat a computer player in this channel's lobby (or remove it)
robot-opt-seat = seat
robot-opt-seat-description = The side, city or seat the bot takes
robot-opt-level = level
robot-opt-level-description = How hard the bot thinks (default: normal)
robot-opt-remove = remove
robot-opt-remove-description = Take the bot off this seat instead
robot-choice-easy = easy
robot-choice-normal = normal
robot-choice-hard = hard
robot-level-easy = easy
robot-level-normal = normal
robot-level-hard = hard
robot-name = 🤖 Bot ({ $level })
robot-seated = { $bot } takes the seat { $seat }.
robot-removed = The bot leaves the seat { $seat }.
robot-error-unknown_level = Unknown bot level “{ $level }”: easy, normal or hard.
robot-error-no_bot_there = No bot sits on the seat “{ $seat }”.
robot-error-already_bot = A bot already plays the seat “{ $seat }”.
robot-handed = { $bot } plays the seat { $seat } for { $player } until they act again (any of their controls, or /game hand, gives it back).
robot-error-not_your_seat = Only the seat's player, the creator or a server manager may hand the seat “{ $seat }” to the bot.
