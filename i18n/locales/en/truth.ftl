## truth: Epireia says what really happens (issue 45, point 4), and refusals say what to do instead

# An Augure by name and by what it does.
truth-augure = { $augure } — { $effect }
truth-augure_line = Augure of the turn: { $augures }
truth-error-development_over = Your development phase is over for this turn: building, donating and producing wait for the next turn. Now send your figures (/epireia move) or end your diplomacy (/epireia end).
truth-error-diplomacy_later = Figures are sent in the diplomacy phase, after your development: use your development actions first, or end your development (/epireia end).
truth-opt-seat = seat
truth-opt-seat-description = Whose board, by seat: any player's, a bot's too
truth-error-no_such_seat = There is no seat { $seat } in this game: pick one of the seats the option offers.

# The short name of each help topic, as typed in `topic:` without picking from the list.
truth-topic-overview = overview
truth-topic-start = start
truth-topic-titles = games
truth-topic-commands = commands
truth-topic-turn = turn
truth-topic-phase = phase
truth-topic-stratagems = stratagems
truth-topic-figures = figures
truth-topic-admins = administrators
truth-topic-buildings = buildings
