## syracuse_render

syracuse_render-side-athenian = Athènes
syracuse_render-side-syracusan = Syracuse
syracuse_render-season-spring = Printemps
syracuse_render-season-summer = Été
syracuse_render-season-autumn = Automne
syracuse_render-season-winter = Hiver
syracuse_render-year = { $year } av. J.-C.
syracuse_render-turn = Tour { $turn }/{ $last }
syracuse_render-phase-a_draw = A · Stratagèmes
syracuse_render-phase-b1_initiative = B.1 · Initiative
syracuse_render-phase-b2_reinforcements = B.2 · Renforts
syracuse_render-phase-b3_actions = B.3 · Actions
syracuse_render-phase-c_works = C · Travaux
syracuse_render-phase-d_adjustments = D · Ajustements
syracuse_render-phase-over = Partie terminée
syracuse_render-initiative = Initiative : { $side }
syracuse_render-active = Joue : { $side }
syracuse_render-ap = PA
syracuse_render-supply = Ravit.
syracuse_render-famine = DISETTE
syracuse_render-vp = PV
syracuse_render-hand = Stratagèmes
syracuse_render-advantage = Avantage
syracuse_render-catane = Catane
syracuse_render-camp = Camp
syracuse_render-zoom = Zoom : { $group }
syracuse_render-group-epipolae = Épipoles
syracuse_render-group-harbour = Grand Port
syracuse_render-group-anapos = Vallée de l'Anapos
syracuse_render-group-south = Sud
syracuse_render-group-north--coast = Côte nord
syracuse_render-group-city = Ville et mer est
syracuse_render-type-T = T trières
syracuse_render-type-H = H hoplites
syracuse_render-type-C = C cavaliers
syracuse_render-type-P = P peltastes
syracuse_render-type-A = A archers
syracuse_render-legend-ally = clair = alliés
syracuse_render-legend-weakened = jaune = affaibli
syracuse_render-legend-fort = cadre = en fort
syracuse_render-legend-wall_planned = tirets = à bâtir
syracuse_render-legend-sea = mer pâle = protégée
syracuse_render-legend-leader = ● chef, ★ bonus
syracuse_render-result = Vainqueur : { $side }
syracuse_render-result_kind-total = victoire totale
syracuse_render-result_kind-strategic = victoire stratégique
syracuse_render-result_kind-tactical = victoire tactique
syracuse_render-result_kind-draw = match nul
syracuse_render-alt-result = { $result }.
syracuse_render-result-draw = Match nul
syracuse_render-alt-summary = Carte de Syracuse, tour { $turn } sur { $last }, { $season } { $year }, phase { $phase }. { $side_a } : { $ap_a } PA, ravitaillement { $supply_a }/3, { $vp_a } PV, stratagèmes en main : { $hand_a }. { $side_s } : { $ap_s } PA, ravitaillement { $supply_s }/3, { $vp_s } PV, stratagèmes en main : { $hand_s }. Avantage : { $advantage }.
syracuse_render-alt-famine = { $side } est en disette.
syracuse_render-alt-highlight = En surbrillance : { $zones }.
syracuse_render-alt-forces = Forces { $side_id ->
        [athenian] d'{ -athenes }
       *[other] de { -syracuse }
    } : { $stacks }.
syracuse_render-alt-zoom = Zoom sur { $group }.
syracuse_render-zone-T1 = Mégara
syracuse_render-zone-T2 = Thapsos
syracuse_render-zone-T3 = Léon
syracuse_render-zone-T4 = Plaine nord
syracuse_render-zone-T5 = Trogilos
syracuse_render-zone-T6 = Épipoles N.
syracuse_render-zone-T7 = Tyché
syracuse_render-zone-T8 = Collines hybléennes
syracuse_render-zone-T9 = Labdalon
syracuse_render-zone-T10 = Haut Anapos
syracuse_render-zone-T11 = Plaine de l'Anapos
syracuse_render-zone-T12 = Euryale
syracuse_render-zone-T13 = Téménitès
syracuse_render-zone-T14 = Syké
syracuse_render-zone-T15 = Lysimeleia
syracuse_render-zone-T16 = Syracuse
syracuse_render-zone-T17 = Rive du port
syracuse_render-zone-T18 = Collines sud
syracuse_render-zone-T19 = Cyané
syracuse_render-zone-T20 = Polichne
syracuse_render-zone-T21 = Olympieion
syracuse_render-zone-T22 = Route d'Hélore
syracuse_render-zone-T23 = Plaine sud
syracuse_render-zone-T24 = Embouchure
syracuse_render-zone-T25 = Dascon
syracuse_render-zone-T26 = Isthme
syracuse_render-zone-T27 = Plemmyrion
syracuse_render-zone-M1 = Large de Mégara
syracuse_render-zone-M2 = Large de Thapsos
syracuse_render-zone-M3 = Large de Trogilos
syracuse_render-zone-M4 = Large de Tyché
syracuse_render-zone-M5 = Large d'Achradine
syracuse_render-zone-M6 = Petit Port
syracuse_render-zone-M7 = Arsenal
syracuse_render-zone-M8 = Haute mer
syracuse_render-zone-M9 = Entrée du port
syracuse_render-zone-M10 = Grand Port sud
syracuse_render-zone-M11 = Grand Port nord
syracuse_render-zone-M12 = Mouillage
