## seats

seats-cmd-substitute = substitute
seats-cmd-substitute-description = Give a seat of this game to another member (creator or Manage Server)
seats-cmd-hand_over = hand-over
seats-cmd-hand_over-description = Give your seat in this game to another member
seats-cmd-concede = concede
seats-cmd-concede-description = Concede this game
seats-cmd-offer_draw = offer-draw
seats-cmd-offer_draw-description = Offer your opponent a draw (two-player games)
seats-cmd-undo = undo
seats-cmd-undo-description = Take back your last action (the others are asked after a die roll or their move)
seats-opt-seat = seat
seats-opt-seat-description = The seat to give
seats-opt-user = user
seats-opt-user-description = The member who takes the seat
seats-result-conceded = { $seat } conceded
seats-result-draw_agreed = a draw agreed by the players
seats-substituted = { $new } now plays { $seat } instead of { $old } (substitute named by { $by }).
seats-handed_over = { $old } handed { $seat } over to { $new }.
seats-creator_passed = { $mention } is now the game's creator.
seats-creator_left = The creator has left the server: { $mention } is now the game's creator.
seats-conceded = { $mention } concedes.
seats-draw_offered = { $mention } offers a draw. { $others }, do you accept? (The offer expires { $expires }.)
seats-draw_agreed = { $mention } accepts the draw.
seats-draw_refused = { $mention } declined the draw: the game goes on.
seats-undone = { $mention } took back their last action.
seats-undo_asked = { $mention } asks to take back their last action ({ $count ->
        [one] { $count } action
       *[other] { $count } actions
    } in all). { $others }, do you agree? (The request expires { $expires }.)
seats-undo_agreed = Every player agreed: { $mention }'s last action is taken back.
seats-undo_refused = { $mention } refused the undo: the game goes on.
seats-accepted_waiting = { $mention } agrees; waiting for the other players.
seats-button-draw_yes = Accept the draw
seats-button-draw_no = Decline
seats-button-undo_yes = Agree to undo
seats-button-undo_no = Refuse
seats-error-replaced = You are no longer in this game: your seat was given to another player.
seats-error-not_allowed = Only the game's creator or a member with Manage Server can name a substitute.
seats-error-already_seated = That member already plays in this game.
seats-error-bot_seat = A seat goes to a person: to hand a seat to the bot player, use /game bot seat:
seats-error-concede_multi = This game cannot be conceded by one player.
seats-error-draw_two_players = Draws can only be offered in two-player games.
seats-error-no_ending = This game cannot end by concession or agreement.
seats-error-nothing_to_undo = You have no action to take back.
seats-error-request_stale = This request no longer applies: the game has moved on since.
seats-error-request_expired = This request has expired.
seats-error-own_request = You made this request: the other players answer it.
seats-error-history_mismatch = This game's history cannot be replayed, so nothing can be taken back.
