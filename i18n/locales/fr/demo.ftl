## demo

demo-title = Duel des Oracles (partie de test)
demo-seat-red = Rouge
demo-seat-blue = Bleu
demo-phase-play = jouer une carte
demo-phase-decide = garder ou relancer
demo-phase-over = partie terminée
demo-decision-reroll = Garder votre jet ou relancer une fois ?
demo-event-played = { $seat } joue un { $card } et lance { $die }.
demo-event-rerolled = { $seat } relance : { $die }.
demo-event-scored = { $seat } marque { $points } (total { $total }).
demo-event-drew = Vous piochez un { $card }.
demo-event-ended = La partie est terminée.
demo-result-target = a atteint l'objectif
demo-result-cards_out = meilleur score quand les cartes sont épuisées
demo-result-draw = match nul
demo-error-nothing_to_decide = Il n'y a pas de jet à garder ou relancer.
demo-error-decide_first = Gardez ou relancez d'abord votre jet.
demo-error-not_in_hand = La carte { $card } n'est pas dans votre main.
