## needs

needs-syracuse-step = { $side } déplace { $counters } de { $frm } vers { $to } ({ $cost } PM).
needs-combat-odds = Comment le lire : { $attacker } attaque avec { $attacker_pf } PF (points de force) contre { $defender_pf } PF pour { $defender } ; ce rapport donne la colonne { $column } de la table des combats.
needs-combat-shifted = La colonne se décale (+ vers l'attaquant, − vers le défenseur) pour : { $reasons } ; le combat se lit dans la colonne { $column }.
needs-combat-die = Dé { $roll }, modifié pour : { $reasons } ; la table se lit à { $die }.
needs-combat-die_plain = Dé { $roll }, sans modificateur.
needs-combat-losses = Résultat : { $attacker } { $attacker_loss } ; { $defender } { $defender_loss }. Le camp qui perd le moins l'emporte ; le vaincu recule.
needs-combat-loss-E = perd toutes ses unités et ses chefs (E)
needs-combat-loss-A = affaiblit toutes ses unités, celles déjà affaiblies sont éliminées (A)
# key: needs.combat.loss.1/4
needs-combat-loss-1_2f_4 = affaiblit le quart de ses unités, arrondi en sa faveur, au moins une (1/4)
# key: needs.combat.loss.1/2
needs-combat-loss-1_2f_2 = affaiblit la moitié de ses unités, arrondi en sa faveur, au moins une (1/2)
# key: needs.combat.loss.3/4
needs-combat-loss-3_2f_4 = affaiblit les trois quarts de ses unités, arrondi en sa faveur, au moins une (3/4)
needs-combat-loss-R = ne perd rien (R)
needs-combat-shift-a = des hoplites attaquent une force sans hoplites
needs-combat-shift-b = aucun hoplite en attaque contre des hoplites en défense
needs-combat-shift-c = rivière franchie
needs-combat-shift-d = attaque amphibie
needs-combat-shift-e = hauteurs attaquées depuis un terrain clair
needs-combat-shift-f = mur franchi
needs-combat-shift-g = assaut d'un fort
needs-combat-mod-a = chefs avec bonus
needs-combat-mod-b = hoplites avec bonus en attaque, aucun en défense
needs-combat-mod-c = archers ou cavalerie en défense
needs-combat-mod-d = trois types d'unités en attaque
needs-combat-mod-e = uniquement des hoplites avec bonus en défense
needs-combat-mod-f = fort de la zone renforcée
needs-combat-mod-g = épées du fort assailli
needs-combat-mod-h = trières avec bonus
needs-works-face = { $die } → { $points } PT
needs-works-explained = Les points de travaux (PT) bâtissent murs et chaînes (1 PT), forts ou camp (2 PT) : un 5 rapporte 1 PT, un 6 en rapporte 2, les autres faces rien ; les PT non utilisés sont perdus. Ici : { $faces }.
needs-solo-objective = Objectif : d'ici la fin du tour { $limit }, { $goals } ; puis remporter la Grande Bataille.
needs-opt-status_game-description = Le numéro d'une partie (par défaut : celle de ce salon, même terminée)
needs-help-example-game-status = partie:12
needs-help-example-epireia-map = partie:12
needs-help-example-epireia-status = partie:12
needs-help-example-syracuse-status = partie:12
needs-card-title = Résultat — { $title }
needs-card-why = Pourquoi : { $why }
needs-card-score-syracuse = Points de victoire
needs-card-score-epireia = Prestige
needs-card-final_scores = { $what } à la fin
needs-card-chart_title = { $what }, tour par tour
needs-card-turn = Tour
needs-card-chart_alt = Graphique tour par tour : { $what } ; à la fin : { $final }.
needs-card-final_map = Carte finale
