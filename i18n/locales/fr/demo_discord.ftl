## demo_discord

demo_discord-cmd-duel = duel
demo_discord-cmd-duel-description = Coups du Duel des Oracles (partie de test)
demo_discord-cmd-duel-play = jouer
demo_discord-cmd-duel-play-description = Jouer une carte de votre main
demo_discord-opt-card = carte
demo_discord-opt-card-description = La carte à jouer
demo_discord-seat_line = { $score ->
        [one] { $score } point
       *[other] { $score } points
    }, { $cards ->
        [one] { $cards } carte
       *[other] { $cards } cartes
    }
demo_discord-target = Objectif
demo_discord-deck = Pioche
demo_discord-rolled = { $seat } a joué un { $card } et obtenu { $die }.
demo_discord-your_hand = Vous êtes { $seat }. Votre main : { $hand }.
demo_discord-your_turn = À vous : jouez une carte.
demo_discord-card = Carte { $card }
demo_discord-play_placeholder = Jouer une carte
demo_discord-keep = Garder
demo_discord-reroll = Relancer
demo_discord-decide = Vous avez joué un { $card } et obtenu { $die } : garder ou relancer une fois ?
