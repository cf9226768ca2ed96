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

## what a roll of the dice is for (the `purpose` of the dice event and of the Advantage's reroll)

syracuse_causes-purpose-attrition = attrition
syracuse_causes-purpose-combat = the combat
syracuse_causes-purpose-siege = the siege
syracuse_causes-purpose-storm = the storm
syracuse_causes-purpose-wall_destruction = destroying a wall
syracuse_causes-purpose-night_attack = the night attack
syracuse_causes-purpose-discord = discord among the enemy
