## games

games-error-no_game = There is no game in this channel. Create one with /game new.
games-error-channel_busy = This channel already has a game in its lobby or in play.
games-error-unknown_title = There is no game called { $title }.
games-error-already_joined = You have already joined this game.
games-error-seat_taken = That seat is already taken.
games-error-unknown_seat = This game has no seat called { $seat }.
games-error-game_full = This game is full ({ $max ->
        [one] { $max } player
       *[other] { $max } players
    }).
games-error-not_in_lobby = This game has already started.
games-error-not_creator = Only the player who created this game can start it.
games-error-not_enough_players = Not enough players: { $count } seated, at least { $min } needed.
games-error-creator_cannot_leave = You created this game, so you cannot leave it; abandon it instead.
games-error-not_in_game = You are not a player in this game.
games-error-not_allowed_to_abandon = Only the game's creator or a server manager can abandon it.
games-error-stale = This message is out of date: the game has moved on. Use the latest message.
games-error-busy_retry = The game was busy with another move. Please try again.
games-error-not_started = This game has not started yet.
games-error-bad_turn_hours = Hours per turn must be a whole number from { $min } to { $max }.
games-error-bad_seed = The seed must be a whole number from 0 to { $max }.