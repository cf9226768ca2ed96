## demo_discord

demo_discord-cmd-duel = duel
demo_discord-cmd-duel-description = Oracle Duel (test game) moves
demo_discord-cmd-duel-play = play
demo_discord-cmd-duel-play-description = Play a card from your hand
demo_discord-opt-card = card
demo_discord-opt-card-description = The card to play
demo_discord-seat_line = { $score ->
        [one] { $score } point
       *[other] { $score } points
    }, { $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    }
demo_discord-target = Target
demo_discord-deck = Deck
demo_discord-rolled = { $seat } played a { $card } and rolled { $die }.
demo_discord-your_hand = You are { $seat }. Your hand: { $hand }.
demo_discord-your_turn = Your turn: play a card.
demo_discord-card = Card { $card }
demo_discord-play_placeholder = Play a card
demo_discord-keep = Keep
demo_discord-reroll = Reroll
demo_discord-decide = You played a { $card } and rolled { $die }: keep it or reroll once?
