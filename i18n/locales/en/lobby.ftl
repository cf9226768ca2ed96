## lobby

lobby-cmd-game = game
lobby-cmd-game-description = Board games refereed by Agora
lobby-cmd-new = new
lobby-cmd-new-description = Open a new game in this channel
lobby-cmd-join = join
lobby-cmd-join-description = Take a seat in this channel's game
lobby-cmd-leave = leave
lobby-cmd-leave-description = Leave this channel's game before it starts
lobby-cmd-start = start
lobby-cmd-start-description = Start the game (creator only)
lobby-cmd-status = status
lobby-cmd-status-description = Show the game: phase, whose turn, deadline
lobby-cmd-abandon = abandon
lobby-cmd-abandon-description = Abandon this channel's game (creator or Manage Server)
lobby-cmd-list = list
lobby-cmd-list-description = List the games of this server
lobby-cmd-export = export
lobby-cmd-export-description = Download an ended game's action log and final state as JSON
lobby-cmd-hand = hand
lobby-cmd-hand-description = See your private content (hand, choices) here, privately
lobby-opt-title = title
lobby-opt-title-description = Which game to play
lobby-opt-options = options
lobby-opt-options-description = Game options as key:value pairs, e.g. turn_hours:24
lobby-opt-language = language
lobby-opt-language-description = Language of the game's public messages (default: the server's)
lobby-opt-seat = seat
lobby-opt-seat-description = Which side, city or seat to take (default: the first free one)
lobby-opt-game = game
lobby-opt-game-description = Which ended game (default: this channel's latest)
lobby-choice-lang-en = English
lobby-choice-lang-fr = French
lobby-summary-turn_phase = Turn { $turn }: { $phase }
lobby-summary-ended = Game over: { $winners } won ({ $how }).
lobby-summary-ended_no_winner = Game over: { $how }.
lobby-summary-waiting_for = Waiting for { $names }.
lobby-seat_free = free
lobby-lobby_title = { $title } — game #{ $id } (lobby)
lobby-lobby_help = Join with the button or /game join. The creator starts with /game start ({ $exact ->
        [true] { $low ->
            [one] { $low } player
           *[other] { $low } players
        }
       *[other] { $low } to { $high ->
            [one] { $high } player
           *[other] { $high } players
        }
    }).
lobby-field-seats = Seats
lobby-field-options = Options
lobby-field-language = Language
lobby-field-creator = Creator
lobby-field-status = Status
lobby-field-waiting = Waiting for
lobby-field-deadline = Deadline
lobby-button-join = Join
lobby-button-hand = My hand
lobby-button-abandon_yes = Abandon the game
lobby-button-abandon_no = Cancel
lobby-status-lobby = lobby
lobby-status-active = in play
lobby-status-finished = finished
lobby-status-abandoned = abandoned
lobby-footer = Game #{ $id } · /game hand shows your private content
lobby-private_header = { "*" }*{ $title }** — game #{ $id }
lobby-your_move = { $mentions }: your move.
lobby-dm_closed_private = I cannot DM you, so here is your private content (use /game hand any time):
lobby-dm_closed_public = { $mention }, I cannot DM you: use /game hand to see your private content.
lobby-created = { $mention } opens a game of { $title } and sits as { $seat }.
lobby-joined = { $mention } joins as { $seat }.
lobby-left = { $mention } leaves the game.
lobby-started = The game of { $title } begins!
lobby-abandon_confirm = Abandon game #{ $id } ({ $title })? This cannot be undone.
lobby-abandon_cancelled = Nothing changed: the game goes on.
lobby-abandon_done = The game is abandoned.
lobby-abandoned = Game #{ $id } was abandoned by { $mention }.
lobby-list_title = Games in this server
lobby-list_empty = No game is open in this server.
lobby-list_line = #{ $id } { $title } in { $channel }: { $status }, { $players ->
        [one] { $players } player
       *[other] { $players } players
    }
lobby-list_line_plain = #{ $id } { $title } ({ $status })
lobby-exported = Game #{ $id }: action log and final state.
lobby-error-expired = This button has expired: the game has moved on. Use /game hand for your current choices.
lobby-error-expired_refreshed = This button had expired: the game has moved on. This message now shows your current choices.
lobby-error-not_your_controls = These controls belong to another player.
lobby-error-guild_only = Games are played in server channels, not in direct messages.
lobby-error-options_syntax = I cannot read the option { $part }: write key:value pairs, e.g. turn_hours:24 (the options field lists the game's options as you type).
lobby-error-export_running = This game is still running; its export would reveal hidden information. Export it once it has ended.
lobby-error-unknown_game = There is no game { $game } in this server.
lobby-game_over_ping = { $mentions }: the game is over, thank you for playing.
lobby-generic-you_are = You are { $seat }.
lobby-generic-choose = Choose your action ({ $count } possible):
lobby-generic-placeholder = Actions { $first }-{ $last }
lobby-option_pair = { $name }: { $value }
