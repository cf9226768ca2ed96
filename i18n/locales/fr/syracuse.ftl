## syracuse

# Names with their own grammar (docs/glossary.md): messages write « d'{ -athenes } », « de { -syracuse } ».
-athenes = Athènes
-syracuse = Syracuse

syracuse-title = Syracuse, 415-413 av. J.-C.
syracuse-seat-athens = Athènes
syracuse-seat-syracuse = Syracuse
syracuse-side-athenian = { -athenes }
syracuse-side-syracusan = { -syracuse }
syracuse-phase-a_draw = A. Tirage des stratagèmes
syracuse-phase-b1_initiative = B.1 Initiative et points d'action
syracuse-phase-b2_reinforcements = B.2 Renforts
syracuse-phase-b3_actions = B.3 Phases d'actions
syracuse-phase-c_works = C. Travaux
syracuse-phase-d_adjustments = D. Ajustements
syracuse-phase-over = Partie terminée
syracuse-result-total = victoire totale
syracuse-result-tactical = victoire tactique (points de victoire)
syracuse-result-strategic = victoire stratégique (points de victoire)
syracuse-result-draw = match nul
syracuse-stratagem-s1 = S1 Periplous
syracuse-stratagem-s2 = S2 Kuklos
syracuse-stratagem-s3 = S3 Diekplous
syracuse-stratagem-s4 = S4 Tempête en mer
syracuse-stratagem-s5 = S5 Coques pourries
syracuse-stratagem-s6 = S6 Navires renforcés
syracuse-stratagem-s7 = S7 Archers
syracuse-stratagem-s8 = S8 Spartiates
syracuse-stratagem-s9 = S9 Cavaliers
syracuse-stratagem-s10 = S10 Attaque de nuit
syracuse-stratagem-s11 = S11 Attaque combinée
syracuse-stratagem-s12 = S12 Mur
syracuse-stratagem-s13 = S13 Fort
syracuse-stratagem-s14 = S14 Sape
syracuse-stratagem-s15 = S15 Récup. x1
syracuse-stratagem-s16 = S16 Récup. x2
syracuse-stratagem-s17 = S17 Renforts retardés
syracuse-stratagem-s18 = S18 Renforts
syracuse-stratagem-s19 = S19 Chef blessé
syracuse-stratagem-s20 = S20 Discorde chez l'ennemi
syracuse-stratagem-s21 = S21 Alcibiade
syracuse-stratagem-s22 = S22 Ravitaillement
syracuse-stratagem-s23 = S23 Épidémie
syracuse-stratagem-s24 = S24 Désertion
syracuse-stratagem-s25 = S25 Bons augures
syracuse-decision-b1_advantage = Vous avez l'Avantage : +2 PA, inverser l'initiative, un autre usage, ou le garder.
syracuse-decision-b2_window = Renforts : jouez un stratagème (S17, S18, S21, S25) ou passez.
syracuse-decision-s17_answer = Votre adversaire fait entrer un renfort optionnel : l'annuler avec S17 ?
syracuse-decision-place = Choisissez la zone d'entrée du renfort { $group }.
syracuse-decision-announce = Annoncez le nombre de PA dépensés dans cette phase d'actions.
syracuse-decision-passive_window = Votre adversaire commence une phase d'actions : jouez un stratagème ou passez.
syracuse-decision-activation = Activez une zone, jouez un stratagème, ou terminez vos mouvements.
syracuse-decision-forming = Choisissez les pions du groupe à déplacer, puis partez (ou terminez avec cette zone).
syracuse-decision-moving = Déplacez le groupe d'une zone, débarquez, ou arrêtez-vous.
syracuse-decision-withdraw = Des troupes ennemies entrent en { $zone }, tenue par votre seule cavalerie : se replier ?
syracuse-decision-stack_elim = Trop d'unités en { $zone } : choisissez celle à éliminer.
syracuse-decision-fight = Choisissez le combat suivant (ou un assaut, ou finissez la phase).
syracuse-decision-camp_garrison = Le camp est attaqué : placez une unité de T17 sur le marqueur camp.
syracuse-decision-battle_strat = Combat en { $zone } : jouez un stratagème ou passez.
syracuse-decision-reroll = Vous avez l'Avantage : annuler ce jet ({ $purpose } : { $dice }) et relancer ?
syracuse-decision-battle_loss = Résultat { $code } : choisissez une unité à affaiblir (encore { $left }).
syracuse-decision-retreat = { $counter } recule : choisissez la destination.
syracuse-decision-occupy = Faites entrer une unité victorieuse, ou terminez.
syracuse-decision-restack = Trop d'unités en { $zone } après le recul : déplacez-en une.
syracuse-decision-strat_pick = { $stratagem } : choisissez l'unité { $effect ->
        [eliminate] à éliminer
       *[other] à affaiblir
    }.
syracuse-decision-works_dice = Travaux : lancez vos dés, ou défaussez d'abord un stratagème de votre couleur pour un dé de plus.
syracuse-decision-build = Vous avez { $pt ->
        [one] { $pt } point de travaux
       *[other] { $pt } points de travaux
    } : construisez, jouez un stratagème, ou terminez.
syracuse-decision-keep = Gardez un stratagème ; les autres retournent dans le bol.
syracuse-decision-d2 = Mouvements gratuits vers vos zones fortifiées, forts, ports (ou Catane), puis terminez.
syracuse-decision-recover = Retournez des unités affaiblies sur leur face pleine force (reste { $left }), ou terminez.
syracuse-decision-d_window = Jouez un stratagème maintenant, ou passez.
syracuse-decision-attrition_pick = Attrition en { $zone } : choisissez l'unité à affaiblir.
syracuse-decision-siege_occupy = Le fort de { $zone } est pris : faites-y entrer une ou deux unités, ou terminez.
syracuse-decision-wall_attempt = Tentez de détruire un mur ennemi ou les chaînes, ou terminez.
syracuse-error-not_now = Ce n'est pas ce que la partie vous demande maintenant. Vos contrôles (ou /partie main) montrent vos choix ; /syracuse regles sujet:phase les explique.
syracuse-error-illegal_choice = Ce choix n'est pas permis ({ $kind }).
syracuse-error-bad_ap = Annoncez entre 1 PA et tous vos PA restants.
syracuse-error-bad_entry_zone = Les renforts ne peuvent pas entrer là.
syracuse-error-bad_retreat = Les unités ne peuvent pas reculer là.
syracuse-error-cannot_activate = Vous ne pouvez pas activer cette zone (aucun pion mobile, ou pas assez de PA).
syracuse-error-cannot_build = Vous ne pouvez pas construire cela maintenant.
syracuse-error-cannot_move_there = Le groupe ne peut pas aller là.
syracuse-error-cannot_pick = Ce pion ne peut pas rejoindre ce groupe.
syracuse-error-cannot_play = Vous ne pouvez pas jouer ce stratagème maintenant.
syracuse-error-cannot_recover = Cette unité ne peut pas récupérer maintenant.
syracuse-error-no_such_combat = Ce combat n'existe pas.
syracuse-error-not_a_safe_place = Ce n'est pas un de vos lieux sûrs.
syracuse-error-not_in_battle = Cette unité n'a pas combattu.
syracuse-error-not_in_hand = Vous n'avez pas ce stratagème.
syracuse-event-turn_begins = Début du tour { $turn } ({ $season } { $year } av. J.-C.).
syracuse-event-ap_roll = { $side } obtient { $total } aux dés : { $ap } PA.
syracuse-event-initiative = { $side } a l'initiative.
syracuse-event-advantage_used = { $side } utilise l'Avantage ({ $use }) ; il passe à l'adversaire.
syracuse-event-advantage_reroll = { $side } utilise l'Avantage pour relancer : { $dice }.
syracuse-event-advantage_taken = { $side } reprend l'Avantage (Bons augures).
syracuse-event-dice = Dés pour { $purpose } : { $dice }.
syracuse-event-stratagem_drawn = { $side } tire un stratagème.
syracuse-event-stratagem_drawn_private = Vous tirez le pion { $counter } (stratagèmes { $faces }).
syracuse-event-bowl_empty = Le bol est vide : { $side } ne tire rien.
syracuse-event-stratagem_played = { $side } joue le stratagème S{ $number }.
syracuse-event-stratagem_discarded = { $side } défausse un stratagème pour un dé de travaux de plus.
syracuse-event-stratagems_returned = { $side } remet { $count ->
        [one] { $count } stratagème
       *[other] { $count } stratagèmes
    } dans le bol.
syracuse-event-reinforcements = Les renforts { $side_id ->
        [athenian] athéniens
       *[other] syracusains
    } { $group } entrent en { $zone }.
syracuse-event-entry_cleared = La zone d'entrée { $zone } est libérée : ses occupants vont en { $to }.
syracuse-event-optional_reinforcement = { $side } fait entrer le renfort optionnel { $group }.
syracuse-event-reinforcement_cancelled = Le renfort { $group } est annulé.
syracuse-event-reinforcement_delayed = Le renfort { $group } est retardé d'un tour.
syracuse-event-alcibiades_recalled = Alcibiade est rappelé à Athènes et quitte le jeu.
syracuse-event-leader_recovers = { $leader } est rétabli.
syracuse-event-phase_announced = { $side } commence une phase d'actions avec { $ap } PA (il en restera { $left }).
syracuse-event-zone_activated = { $side } active { $zone } pour { $cost } PA (reste { $left } dans la phase).
syracuse-event-step = { $side } se déplace de { $frm } vers { $to } ({ $cost } PM).
syracuse-event-group_stops = Le groupe { $side_id ->
        [athenian] athénien
       *[other] syracusain
    } s'arrête en { $zone }.
syracuse-event-disembark = Les troupes { $side_id ->
        [athenian] athéniennes
       *[other] syracusaines
    } débarquent en { $zone }.
syracuse-event-cavalry_withdraws = La cavalerie { $side_id ->
        [athenian] athénienne
       *[other] syracusaine
    } se replie de { $zone }.
syracuse-event-fort_taken = { $side } prend le fort en { $zone }.
syracuse-event-leader_eliminated = { $leader } est éliminé ({ $cause }).
syracuse-event-unit_eliminated = L'unité { $unit } est éliminée ({ $cause }).
syracuse-event-unit_weakened = L'unité { $unit } est affaiblie ({ $cause }).
syracuse-event-unit_recovers = L'unité { $unit } revient à pleine force ({ $cause }).
syracuse-event-unit_returns_weakened = Plus de PA pour combattre : l'unité { $unit } retourne affaiblie en { $zone }.
syracuse-event-combat_ap = { $side } dépense 1 PA pour les combats de la phase.
syracuse-event-battle = Combat en { $zone } ({ $kind }), { $attacker } attaque.
syracuse-event-combat_result = Combat en { $zone } : { $attacker_pf } PF contre { $defender_pf } PF, colonne { $base_column } décalée en { $column } ; dé { $roll } modifié à { $die } : attaquant { $attacker_loss }, défenseur { $defender_loss }. { $winner } l'emporte.
syracuse-event-camp_undefended = Personne ne défend le camp athénien.
syracuse-event-camp_destroyed = Le camp athénien est détruit.
syracuse-event-retreat = { $counter } recule vers { $to }.
syracuse-event-occupy = L'unité { $unit } entre en { $zone }.
syracuse-event-displaced = L'unité { $unit } est déplacée vers { $to } (empilement).
syracuse-event-combined_attack = { $side } ajoute { $pf } PF depuis { $zone } (attaque combinée).
syracuse-event-night_attack = Attaque de nuit : dé { $die }.
syracuse-event-discord = Discorde : dé { $die } contre { $leader } (il faut { $need }).
syracuse-event-leader_wounded = { $leader } est blessé.
syracuse-event-leader_sick = { $leader } tombe malade et est conduit en { $zone }.
syracuse-event-leader_returns = { $leader } revient en jeu en { $zone }.
syracuse-event-archers_hold = Les archers { $side_id ->
        [athenian] athéniens
       *[other] syracusains
    } interdisent l'entrée en { $zone } pour cette phase d'actions.
syracuse-event-chains_broken = Les chaînes sont brisées.
syracuse-event-wall_destroyed = Le mur { $wall } est détruit.
syracuse-event-reinforced_ships = Les navires syracusains sont renforcés pour le reste de la partie.
syracuse-event-no_works = { $side } n'a pas de phase de travaux ce tour.
syracuse-event-works_roll = { $side } lance { $count ->
        [one] { $count } dé de travaux
       *[other] { $count } dés de travaux
    } ({ $modifiers }) : { $dice }, { $points } PT.
syracuse-event-built = { $side } construit { $target }.
syracuse-event-works_end = { $side } termine les travaux ({ $unused } PT perdus).
syracuse-event-safe_move = { $counter } se déplace vers { $to }.
syracuse-event-supply_face = Le marqueur de ravitaillement { $side_id ->
        [athenian] d'{ -athenes }
       *[other] de { -syracuse }
    } est retourné (disette : { $famine }).
syracuse-event-cavalry_supply_roll = Supériorité de la cavalerie ennemie contre { $side } : dé { $die }.
syracuse-event-supply_moves = Le marqueur de ravitaillement { $side_id ->
        [athenian] d'{ -athenes }
       *[other] de { -syracuse }
    } est sur la case { $level }.
syracuse-event-famine = Disette pour { $side } : toutes les unités sont affaiblies.
syracuse-event-attrition = Attrition { $side_id ->
        [athenian] athénienne
       *[other] syracusaine
    } en { $zone } : dé { $die }, total { $total }.
syracuse-event-siege = { $side } assiège { $zone } : dé { $die } + { $bonus }.
syracuse-event-wall_test = { $side } tente de détruire { $target } : dé { $die }.
syracuse-event-phase_ends = { $side } termine la phase d'actions.
syracuse-event-game_over = La partie est terminée : { $kind }.
syracuse-decision-convoy_loss = Votre flotte ne peut plus transporter les troupes embarquées en { $zone } : choisissez une unité perdue.
syracuse-result-forfeit = par forfait
