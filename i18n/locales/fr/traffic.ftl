## traffic

traffic-group = Groupe en mouvement : { $counters } · { $left } PM restants
traffic-group_at_sea = Groupe en mouvement : { $counters } · une flotte (PM illimités)
traffic-error-choice_not_legal = Le choix { $choice } de votre sélection n'est pas permis après les précédents : rien n'a été fait. Choisissez de nouveau.
traffic-placeholder-pick_several = Choisissez les pions du groupe (plusieurs à la fois)
traffic-placeholder-lose_several = Choisissez jusqu'à { $count ->
        [one] { $count } unité
       *[other] { $count } unités
    } à affaiblir
