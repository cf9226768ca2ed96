## fair_table: one pending request of a kind per seat, bot seats answering requests (issue #44)

fair_table-error-own_pending-draw = Your draw offer is still waiting for an answer: it was not posted again.
fair_table-error-own_pending-undo = Your undo request is still waiting for the other players' answers: it was not posted again.
fair_table-error-other_pending-draw = A draw offer is already waiting for an answer: answer it with its buttons.
fair_table-error-other_pending-undo = An undo request is already waiting for the players' answers: it must be answered first.
fair_table-error-already_voted-pause = You have already voted to pause this game: your vote counts until the others vote.
fair_table-error-already_voted-resume = You have already voted to resume this game: your vote counts until the others vote.
