## epireia_render

epireia_render-battle-alt_column = colonne { $column } { $top }–{ $bottom } ({ $winner })
epireia_render-battle-alt_hidden = { $n ->
        [one] { $n } emplacement encore face cachée
       *[other] { $n } emplacements encore face cachée
    }
epireia_render-battle-alt_revealed = colonne { $column } révélée, pas encore résolue
epireia_render-battle-base = base { $n }
epireia_render-battle-bonus-aegina_neighbour = +{ $n } côté Égine
epireia_render-battle-bonus-alone_in_column = +{ $n } si seul
epireia_render-battle-bonus-first_line = +{ $n } en 1re ligne
epireia_render-battle-bonus-second_line = +{ $n } en 2e ligne
epireia_render-battle-bonus-thrace_neighbour = +{ $n } côté Thrace
epireia_render-battle-bonus-winning_streak = +{ $n } après une victoire
epireia_render-battle-bonus-with_level2 = +{ $n } avec { $unit }
epireia_render-battle-committed_to = col. { $column }
epireia_render-battle-enemy = l'ennemi
epireia_render-battle-figure_bonus = +{ $n } fig.
epireia_render-battle-figure_secret = Figure : secrète
epireia_render-battle-front-centre = Centre
epireia_render-battle-front-flank = Flanc
epireia_render-battle-front-sea = Mer
epireia_render-battle-front_none = sans vainqueur
epireia_render-battle-front_won = remporté par la { $league }
epireia_render-battle-no_figure = Aucune figure
epireia_render-battle-now = révélée
epireia_render-battle-plan_proposed = plan proposé par { $player }
epireia_render-battle-plan_ready = plan confirmé
epireia_render-battle-planning = en placement…
epireia_render-battle-result-copper = La { $league } l'emporte au Cuivre ({ $won }–{ $lost })
epireia_render-battle-result-draw = Égalité ({ $won }–{ $lost })
epireia_render-battle-result-fronts = La { $league } l'emporte, { $won ->
        [one] { $won } front
       *[other] { $won } fronts
    } à { $lost }
epireia_render-battle-result-prestige = La { $league } l'emporte au Prestige ({ $won }–{ $lost })
epireia_render-battle-result-sea_front = La { $league } l'emporte au front maritime ({ $won }–{ $lost })
epireia_render-battle-result-solo_battle_lost = Défaite — fronts remportés : { $fronts }
epireia_render-battle-result-solo_victory = Victoire — fronts remportés : { $fronts }
epireia_render-battle-stage_column = { $front }, colonne { $column }
epireia_render-battle-stage_done = Bataille terminée
epireia_render-battle-stage_plan = Placement secret
epireia_render-battle-tie = égalité
epireia_render-battle-title = La Grande Bataille
epireia_render-battle-unplaced = Non placés :
epireia_render-battle-unplaced_count = { $n ->
        [one] { $n } jeton non placé
       *[other] { $n } jetons non placés
    }
epireia_render-board-admin_left = Utilisations restantes : { $n }
epireia_render-board-admin_slot = Bâtiment { $n }
epireia_render-board-alt_built = Construit : { $list }
epireia_render-board-alt_figures = Figures : { $list }
epireia_render-board-alt_start = Figure de départ (encore secrète pour les autres) : { $figure }
epireia_render-board-alt_territories = Territoires : { $list }
epireia_render-board-alt_title = Plateau de { $player }, { $league }
epireia_render-board-at_empire = En { $place }
epireia_render-board-at_home = Dans sa cité
epireia_render-board-at_neutral = En visite à { $place }
epireia_render-board-at_territory = Sur { $place }
epireia_render-board-buildings = Bâtiments { $n }/{ $total }
epireia_render-board-extra_build = +1 Construction
epireia_render-board-extra_donate = +1 Don
epireia_render-board-extra_produce = +1 Production
epireia_render-board-figures = Figures
epireia_render-board-forbid_move = Aucun déplacement vers { $where }
epireia_render-board-free = gratuit
epireia_render-board-lose_resources = −{ $what }
epireia_render-board-lose_tokens = { $n ->
        [one] −{ $n } jeton Militaire
       *[other] −{ $n } jetons Militaires
    }
epireia_render-board-new_figure = +1 Figure
epireia_render-board-no_admin = Pas encore d'Administrateur
epireia_render-board-no_city = Cité pas encore choisie
epireia_render-board-no_figure = Pas encore de figure
epireia_render-board-none = aucun
epireia_render-board-per_turn = { $what } par tour
epireia_render-board-prestige = Prestige { $n }
epireia_render-board-prestige_gain = { $sign }{ $n } Prestige
epireia_render-board-roll_bonus = { $n } aux jets { $roll }
epireia_render-board-start_chosen = Figure de départ choisie (secrète jusqu'au choix de tous)
epireia_render-board-territories = Territoires { $n }/{ $limit }
epireia_render-board-unlock = Débloque { $unit } niv. 2
epireia_render-board-use_admin = Effet Administrateur
epireia_render-category-administrator = Administrateur
epireia_render-category-city = Cité
epireia_render-category-civil = Civil
epireia_render-category-military = Militaire
epireia_render-category-political = Politique
epireia_render-category-religious = Religieux
epireia_render-destination-empire = les Empires
epireia_render-destination-neutral_city = les Cités neutres
epireia_render-destination-sea = la mer
epireia_render-destination-territory = les Territoires
epireia_render-league-delos = Ligue de Délos
epireia_render-league-peloponnese = Ligue du Péloponnèse
epireia_render-map-act = Acte { $act }
epireia_render-map-allies = Cités alliées : { $cities }
epireia_render-map-alt_brigands = Brigands sur { $list }
epireia_render-map-alt_figures = Figures en déplacement : { $list }
epireia_render-map-alt_territories = Territoires contrôlés : { $list }
epireia_render-map-alt_title = Carte de la Grèce. { $status }
epireia_render-map-augure = Augure : { $augure } (encore { $left })
epireia_render-map-cancel_at = Annulé dès qu'un joueur a { $n ->
        [one] { $n } bâtiment
       *[other] { $n } bâtiments
    }
epireia_render-map-cancelled = Annulé (trop de bâtiments)
epireia_render-map-enemies = Figures ennemies : { $list }
epireia_render-map-no_scenario = Pas encore de scénario
epireia_render-map-progress = Progression : { $progress }
epireia_render-map-reserve = Réserve : { $n ->
        [one] { $n } jeton
       *[other] { $n } jetons
    }
epireia_render-map-reward = Récompense : { $n } × jeton { $what }
epireia_render-map-scenario = Scénario
epireia_render-map-sea_only = par mer seulement
epireia_render-map-thresholds = 1 fig. { $one }+ · 2 fig. { $two }+
epireia_render-map-to_play = à jouer : { $player }
epireia_render-map-treasury = Dons
epireia_render-map-turn = Tour { $turn }
epireia_render-map-turn_of = Tour { $turn }/{ $limit }
epireia_render-map-won_by = Remporté par { $winner }
epireia_render-objective-brigands_defeated = vaincre { $n } fois les Brigands
epireia_render-objective-buildings = avoir { $n ->
        [one] { $n } bâtiment
       *[other] { $n } bâtiments
    }
epireia_render-objective-buildings_of = avoir { $n ->
        [one] { $n } bâtiment
       *[other] { $n } bâtiments
    } { $what }
epireia_render-objective-control_territory = contrôler { $place }
epireia_render-objective-donations = donner { $n ->
        [one] { $n } ressource
       *[other] { $n } ressources
    } au total
epireia_render-objective-donations_of = donner { $n } { $what } au total
epireia_render-objective-empire_negotiations = réussir { $n ->
        [one] { $n } négociation avec les Empires
       *[other] { $n } négociations avec les Empires
    }
epireia_render-objective-figures = avoir { $n } Figures en jeu
epireia_render-objective-integrated_cities = intégrer { $n } Cités neutres
epireia_render-objective-level2_tokens = avoir { $n ->
        [one] { $n } jeton de niveau 2
       *[other] { $n } jetons de niveau 2
    } en réserve
epireia_render-objective-prestige = atteindre { $n } de Prestige
epireia_render-objective-reserve_tokens = avoir { $n ->
        [one] { $n } jeton Militaire
       *[other] { $n } jetons Militaires
    } en réserve
epireia_render-objective-reserve_tokens_of = avoir { $n ->
        [one] { $n } jeton
       *[other] { $n } jetons
    } { $what } en réserve
epireia_render-objective-resources = posséder { $what }
epireia_render-objective-territories = contrôler { $n } Territoires à la fois
epireia_render-phase-battle = La Grande Bataille
epireia_render-phase-development = Développement
epireia_render-phase-diplomacy = Diplomatie
epireia_render-phase-over = Partie terminée
epireia_render-phase-resolution = Résolution
epireia_render-phase-setup_admin = Mise en place : administrateurs
epireia_render-phase-setup_city = Mise en place : cités
epireia_render-phase-setup_figure = Mise en place : figures de départ
epireia_render-phase-setup_league = Mise en place : ligues
epireia_render-resource-copper = Cuivre
epireia_render-resource-wheat = Blé
epireia_render-resource-wood = Bois
epireia_render-roll-brigands = contre les Brigands
epireia_render-roll-conflict = de conflit
epireia_render-roll-empire = Empire
epireia_render-roll-neutral_city = de Cité neutre
epireia_render-scope-league = Objectif de ligue : { $goal }
epireia_render-scope-player = Objectif individuel : { $goal }
epireia_render-seat-delos1 = Délos 1
epireia_render-seat-delos2 = Délos 2
epireia_render-seat-pelo1 = Péloponnèse 1
epireia_render-seat-pelo2 = Péloponnèse 2
epireia_render-seat-solo = Joueur solo
epireia_render-unit-cavalry = Cavalerie
epireia_render-unit-hoplites = Hoplites
epireia_render-unit-triremes = Trières
epireia_render-unit_level = { $unit } niv. { $level }
