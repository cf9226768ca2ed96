## syracuse_causes: why a unit or a leader is eliminated, weakened or restored (the `cause` of the event)

syracuse_causes-advantage = the Advantage
syracuse_causes-assault = assault
syracuse_causes-attrition = attrition
syracuse_causes-captured = captured
syracuse_causes-cavalry_pursuit = cavalry pursuit
syracuse_causes-combat = combat
syracuse_causes-convoy_lost = convoy lost
syracuse_causes-desertion = desertion
syracuse_causes-discord = discord
syracuse_causes-famine = famine
syracuse_causes-leaders = rallied by its leaders
syracuse_causes-no_retreat = no retreat possible
syracuse_causes-siege = siege
syracuse_causes-stacking = stacking limit
syracuse_causes-storm = storm
