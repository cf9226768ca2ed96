## diadoques_characters : les personnages des Diadoques, la succession et l'élimination (engine/diadoques/characters)

diadoques_characters-reason-not_on_board = ce personnage n'est pas sur la carte
diadoques_characters-reason-not_yours = on ne peut donner qu'un membre de la Famille Royale ou un diadoque ou épigone capturé que l'on contrôle
diadoques_characters-reason-married = Cléopâtre, mariée à votre diadoque ou épigone, ne peut pas être donnée
diadoques_characters-reason-bad_beneficiary = le bénéficiaire doit être un autre joueur encore en jeu

diadoques_characters-event-character_captured = { $character } est capturé par { $power }
diadoques_characters-event-character_freed = { $character } retrouve sa liberté
diadoques_characters-event-character_died = { $character } meurt
diadoques_characters-event-capture_roll = { $power } tente de capturer { $character } : le dé donne { $roll }
diadoques_characters-event-royal_retreat = { $character }, seul, quitte { $from } et se retire à { $to }
diadoques_characters-event-philippe_neutral = Philippe III, sans unité à commander, quitte { $power } et devient neutre
diadoques_characters-event-citadel_neutral = { $citadel } devient neutre
diadoques_characters-event-command_taken = { $character } prend le commandement d'une unité ({ $power })
diadoques_characters-event-character_dissociated = { $character } quitte son unité
diadoques_characters-event-character_gift = { $power } donne { $character } à { $to }
diadoques_characters-event-assassination_failed = { $power } ne peut pas assassiner { $character }
diadoques_characters-event-marriage_announced = { $power } annonce un mariage avec Cléopâtre : { $character }
diadoques_characters-event-cleopatre_married = { $character } épouse Cléopâtre : { $prestige } PP pour { $power }
diadoques_characters-event-royal_order = { $power } donne l'ordre royal ; bénéficiaire : { $beneficiary }
diadoques_characters-event-epigone_appeared = { $power } : l'épigone apparaît en { $space }
diadoques_characters-event-epigone_cannot_appear = { $power } : l'épigone n'a aucune citadelle où apparaître
diadoques_characters-event-dynasties_established = Les dynasties des diadoques sont établies
diadoques_characters-event-power_eliminated = { $power } est éliminé
diadoques_characters-event-treasury_deposited = { $power } : le trésor est déposé à { $citadel }
diadoques_characters-event-treasury_taken = { $power } s'empare du trésor laissé par { $from }
diadoques_characters-event-treasury_lost = { $power } : le trésor est perdu
diadoques_characters-event-militia_gone = { $power } : la milice se disperse
diadoques_characters-event-unit_in_royal_service = { $character } prend une unité à son service
diadoques_characters-event-treasury_amount = { $power } : le trésor contenait { $amount } T
diadoques_characters-event-treasury_received = { $power } reçoit { $amount } T (trésor laissé par { $from })
