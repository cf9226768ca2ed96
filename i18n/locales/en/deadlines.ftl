## deadlines

deadlines-cmd-pause = pause
deadlines-cmd-pause-description = Pause the game: deadlines freeze, moves wait (creator, or a majority of players)
deadlines-cmd-resume = resume
deadlines-cmd-resume-description = Resume a paused game with the time that was left (creator, or a majority)
deadlines-cmd-deadline = deadline
deadlines-cmd-deadline-description = Change the game's deadlines, reminders and timeout policy (creator only)
deadlines-opt-turn_hours = turn_hours
deadlines-opt-turn_hours-description = Hours the awaited player has for a decision (1-168)
deadlines-opt-decision_minutes = decision_minutes
deadlines-opt-decision_minutes-description = Minutes for a quick decision such as a stratagem window (1-1440)
deadlines-opt-reminders = reminders
deadlines-opt-reminders-description = When to remind before the deadline: half+1h (default), none, or e.g. 12h+2h
deadlines-opt-timeout = timeout
deadlines-opt-timeout-description = What happens when the deadline passes
deadlines-opt-forfeit_after = forfeit_after
deadlines-opt-forfeit_after-description = Missed deadlines before the forfeit policy ends the game (1-10)
deadlines-choice-timeout-wait = wait (remind once a day)
deadlines-choice-timeout-pass = pass (play the rules' default for the absent player)
deadlines-choice-timeout-forfeit = forfeit (after N missed deadlines the absent player loses)
deadlines-reminder = ⏰ { $mentions }: the game waits for you. Deadline { $when }.
deadlines-reminder_dm = ⏰ { $title } #{ $id } in { $channel } waits for you. Deadline { $when }.
deadlines-waiting = ⏰ { $mentions }: the deadline has passed and the game still waits for you. Next reminder { $when }.
deadlines-missed = ⏰ { $mentions }: deadline missed ({ $missed } of { $limit }; at { $limit } the game is forfeited). New deadline { $when }.
deadlines-passed = ⏰ Time is up for { $player }: Agora played “{ $action }” for them.
deadlines-forfeit = ⏰ { $player } missed { $limit ->
        [one] { $limit } deadline
       *[other] { $limit } deadlines
    } and forfeits the game.
deadlines-paused = ⏸️ { $mention } paused the game: deadlines are frozen and moves wait until `/game resume`.
deadlines-resumed = ▶️ { $mention } resumed the game: deadlines run again with the time that was left.
deadlines-vote_pause = { $mention } votes to pause the game: { $missing ->
        [one] { $missing } more vote
       *[other] { $missing } more votes
    } needed (or the creator).
deadlines-vote_resume = { $mention } votes to resume the game: { $missing ->
        [one] { $missing } more vote
       *[other] { $missing } more votes
    } needed (or the creator).
deadlines-configured = Deadlines of game #{ $id }: { $summary }
deadlines-summary = { $turn } per decision, { $quick } min for quick decisions, reminders { $reminders }, on timeout: { $timeout }.
deadlines-summary_forfeit = { $turn } per decision, { $quick } min for quick decisions, reminders { $reminders }, on timeout: forfeit after { $limit ->
        [one] { $limit } missed deadline
       *[other] { $limit } missed deadlines
    }.
deadlines-no_deadline = no deadline
deadlines-hours = { $hours } h
deadlines-policy-wait = wait
deadlines-policy-pass = pass
deadlines-policy-forfeit = forfeit
deadlines-status-paused = Paused ⏸️ (deadlines frozen)
deadlines-error-paused = The game is paused: no move until it is resumed with `/game resume`.
deadlines-error-already_paused = The game is already paused.
deadlines-error-not_paused = The game is not paused.
deadlines-error-no_default = No default action exists for this decision.
deadlines-error-bad_decision_minutes = Minutes for a quick decision must be a whole number from { $min } to { $max }.
deadlines-error-bad_forfeit_after = Missed deadlines before a forfeit must be a whole number from { $min } to { $max }.
deadlines-error-bad_reminders = “{ $value }” is not a reminder list: use half+1h, none, or durations such as 12h+2h+30m.
deadlines-error-bad_timeout = “{ $value }” is not a timeout policy: choose one of { $choices }.
deadlines-not_due = Nothing was due.
deadlines-error-not_creator = Only the player who created this game can change its deadlines.
deadlines-option-decision_minutes-name = Minutes for a quick decision
deadlines-option-decision_minutes-description = Time for a quick decision such as a stratagem window or a re-roll (1-1440 minutes; 60 by default).
deadlines-option-reminders-name = Reminders
deadlines-option-reminders-description = When the awaited players are reminded before a deadline: half+1h (default), none, or times such as 12h+2h+30m.
deadlines-option-timeout-name = When a deadline passes
deadlines-option-timeout-description = wait (remind once a day), pass (play the rules' default) or forfeit (the absent player loses after the missed deadlines allowed).
deadlines-option-timeout-value-wait = wait (remind once a day)
deadlines-option-timeout-value-pass = pass (the rules' default is played)
deadlines-option-timeout-value-forfeit = forfeit (the absent player loses)
deadlines-option-forfeit_after-name = Missed deadlines before a forfeit
deadlines-option-forfeit_after-description = With timeout:forfeit, how many deadlines a player may miss (1-10; 3 by default).
deadlines-choice-timeout-bot = bot (the bot player plays for the absent player until they come back)
deadlines-policy-bot = bot
deadlines-option-timeout-value-bot = bot (the bot plays until the player is back)
deadlines-bot_took_over = { $player } missed the deadline: 🤖 the bot plays { $seat } until they come back (any of their controls, or /game hand, gives the seat back).
deadlines-back_from_bot = { $player } is back: the bot leaves the seat.
deadlines-back_in_seat = Your seat is yours again: your controls for the game as it stands are in a new DM (or use /game hand).
