## diadoques_characters : les personnages des Diadoques, la succession et l'élimination (engine/diadoques/characters)

diadoques_characters-reason-not_on_board = ce personnage n'est pas sur la carte
diadoques_characters-reason-not_yours = on ne peut donner qu'un membre de la Famille Royale ou un diadoque ou épigone capturé que l'on contrôle
diadoques_characters-reason-married = Cléopâtre, mariée à votre diadoque ou épigone, ne peut pas être donnée
diadoques_characters-reason-bad_beneficiary = le bénéficiaire doit être un autre joueur encore en jeu

diadoques_characters-event-character_captured = { $character } est capturé par { $power }
diadoques_characters-event-character_freed = { $character } retrouve sa liberté
diadoques_characters-event-character_died = { $character } meurt
diadoques_characters-event-capture_roll = { $power } tente de capturer { $character } : le dé donne { $roll }
diadoques_characters-event-royal_retreat = { $character }, seul, se retire de { $from } à { $to }
diadoques_characters-event-philippe_neutral = Philippe III, sans unité à commander, quitte { $power } et devient neutre
diadoques_characters-event-citadel_neutral = { $citadel } devient neutre
diadoques_characters-event-command_taken = { $character } prend le commandement d'une unité de { $power }
diadoques_characters-event-character_dissociated = { $character } quitte son unité
diadoques_characters-event-character_gift = { $power } donne { $character } à { $to }
diadoques_characters-event-assassination_failed = { $power } ne peut pas assassiner { $character }
diadoques_characters-event-marriage_announced = { $power } annonce le mariage de { $character } avec Cléopâtre
diadoques_characters-event-cleopatre_married = { $character } épouse Cléopâtre : { $prestige } PP pour { $power }
diadoques_characters-event-royal_order = { $power } donne l'ordre royal en faveur de { $beneficiary }
diadoques_characters-event-epigone_appeared = L'épigone de { $power } apparaît en { $space }
diadoques_characters-event-epigone_cannot_appear = L'épigone de { $power } n'a aucune citadelle où apparaître
diadoques_characters-event-dynasties_established = Les dynasties des diadoques sont établies
diadoques_characters-event-power_eliminated = { $power } est éliminé
diadoques_characters-event-treasury_deposited = Le trésor de { $power } est déposé à { $citadel }
diadoques_characters-event-treasury_taken = { $power } s'empare du trésor de { $from }
diadoques_characters-event-treasury_lost = Le trésor de { $power } est perdu
diadoques_characters-event-militia_gone = La milice de { $power } se disperse
diadoques_characters-event-unit_in_royal_service = Une unité se met au service de { $character }
diadoques_characters-event-treasury_amount = Le trésor de { $power } contenait { $amount } T
diadoques_characters-event-treasury_received = { $power } reçoit { $amount } T du trésor de { $from }
