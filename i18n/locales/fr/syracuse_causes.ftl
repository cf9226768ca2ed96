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
