## demo

demo-title = Oracle Duel (test game)
demo-seat-red = Red
demo-seat-blue = Blue
demo-phase-play = play a card
demo-phase-decide = keep or reroll
demo-phase-over = game over
demo-decision-reroll = Keep your roll or reroll once?
demo-event-played = { $seat } plays a { $card } and rolls { $die }.
demo-event-rerolled = { $seat } rerolls: { $die }.
demo-event-scored = { $seat } scores { $points } (total { $total }).
demo-event-drew = You draw a { $card }.
demo-event-ended = The game is over.
demo-result-target = reached the target
demo-result-cards_out = higher score when the cards ran out
demo-result-draw = draw
demo-error-nothing_to_decide = There is no roll to keep or reroll.
demo-error-decide_first = Keep or reroll your roll first.
demo-error-not_in_hand = You do not hold a { $card }.
