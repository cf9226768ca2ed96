## syracuse_causes : pourquoi une unité ou un chef est éliminé, affaibli ou rétabli (la `cause` de l'événement)

syracuse_causes-advantage = l'Avantage
syracuse_causes-assault = assaut
syracuse_causes-attrition = attrition
syracuse_causes-captured = capturé
syracuse_causes-cavalry_pursuit = poursuite de la cavalerie
syracuse_causes-combat = combat
syracuse_causes-convoy_lost = convoi perdu
syracuse_causes-desertion = désertion
syracuse_causes-discord = discorde
syracuse_causes-famine = disette
syracuse_causes-leaders = ralliée par ses chefs
syracuse_causes-no_retreat = aucune retraite possible
syracuse_causes-siege = siège
syracuse_causes-stacking = limite d'empilement
syracuse_causes-storm = tempête

## à quoi sert un jet de dés (le `purpose` de l'événement des dés et de la relance de l'Avantage)

syracuse_causes-purpose-attrition = l'attrition
syracuse_causes-purpose-combat = le combat
syracuse_causes-purpose-siege = le siège
syracuse_causes-purpose-storm = la tempête
syracuse_causes-purpose-wall_destruction = la destruction d'un mur
syracuse_causes-purpose-night_attack = l'attaque de nuit
syracuse_causes-purpose-discord = la discorde chez l'ennemi
