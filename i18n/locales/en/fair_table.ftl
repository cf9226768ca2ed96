## fair_table: one pending request of a kind per seat, bot seats answering requests (issue #44)

fair_table-error-own_pending-draw = Your draw offer is still waiting for an answer: it was not posted again.
fair_table-error-own_pending-undo = Your undo request is still waiting for the other players' answers: it was not posted again.
fair_table-error-other_pending-draw = A draw offer is already waiting for an answer: answer it with its buttons.
fair_table-error-other_pending-undo = An undo request is already waiting for the players' answers: it must be answered first.
fair_table-error-already_voted-pause = You have already voted to pause this game: your vote counts until the others vote.
fair_table-error-already_voted-resume = You have already voted to resume this game: your vote counts until the others vote.
fair_table-draw_offered = { $mention } offers a draw.
fair_table-undo_asked = { $mention } asks to take back their last action ({ $count ->
        [one] { $count } action
       *[other] { $count } actions
    } in all).
fair_table-bot_refuses_undo = { $bot } refuses: a bot never takes back actions that revealed dice, a draw or a hidden choice. The game goes on.
fair_table-autopilot_name = { $seat } ({ $player }, played by { $bot } { $missed ->
        [0] since the player handed it over
       *[other] after { $missed ->
            [one] { $missed } timeout
           *[other] { $missed } timeouts
        }
    })
