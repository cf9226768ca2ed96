## epireia

epireia-decision-build_discounted = Construisez un bâtiment à coût réduit.
epireia-decision-choose_figure = Choisissez votre nouvelle Figure Influente.
epireia-decision-choose_opponent = Choisissez l'adversaire qui subit l'effet.
epireia-decision-choose_token = Choisissez un jeton Militaire dans la pile.
epireia-decision-destroy_building = Choisissez le bâtiment à détruire.
epireia-decision-extra_action = Utilisez votre bonus de Prestige maintenant, ou perdez-le.
epireia-decision-league_brigands_prestige = Votre ligue décide qui gagne le Prestige pour la victoire sur les Brigands.
epireia-decision-league_territory_receiver = Votre ligue décide qui prend le Territoire et sa ressource.
epireia-decision-pick_hidden = Choisissez un des jetons face cachée à défausser.
epireia-error-action_forbidden = Ce tour-ci, un effet en vigueur interdit { $action ->
        [build] de construire
        [donate] de faire un don
        [produce] de produire des jetons militaires
       *[other] cette action
    } : choisissez une autre action, ou terminez votre développement (/epireia finir).
epireia-error-already_built = { $slot } est déjà construit.
epireia-error-already_proposed = Le plan est déjà proposé ; votre partenaire doit confirmer.
epireia-error-bad_destination = { $figure } ne peut pas se rendre en { $place }.
epireia-error-bad_donation = Un don est de 2 à 8 unités d'une même ressource.
epireia-error-bad_front = Ce front n'est pas disponible.
epireia-error-bad_seats = Les places doivent être : { $expected }.
epireia-error-bad_slot = Un jeton ne peut pas aller sur { $slot }.
epireia-error-donation_amount = Donnez entre { $low } et { $high ->
        [one] { $high } unité
       *[other] { $high } unités
    }.
epireia-error-figure_already_moved = { $figure } s'est déjà déplacée pendant cette phase.
epireia-error-figure_building_barred = À 3 joueurs, la ligue de Délos ne peut pas construire ce bâtiment Politique.
epireia-error-level2_locked = Construisez d'abord le bâtiment militaire pour produire des { $unit } de niveau 2.
epireia-error-no_action_left = Il ne vous reste aucune action.
epireia-error-not_allowed_now = Ce n'est pas possible maintenant : vos contrôles (ou /partie main) montrent ce que vous pouvez faire.
epireia-error-not_enough_resources = Vous n'avez pas assez de ressources.
epireia-error-not_your_decision = Cette décision appartient à l'autre ligue.
epireia-error-not_your_figure = { $figure } n'est pas une de vos figures.
epireia-error-not_your_turn = Ce n'est pas votre tour.
epireia-error-partner_must_confirm = Votre partenaire doit confirmer le plan.
epireia-error-plan_incomplete = Placez d'abord une figure sur chaque front possible.
epireia-error-plan_locked = Votre placement est définitif.
epireia-error-reserve_full = La réserve de votre ligue est pleine.
epireia-error-token_not_available = Le jeton { $token } ne fait pas partie de vos jetons rassemblés.
epireia-error-token_not_in_supply = Le jeton { $token } n'est pas dans la pioche.
epireia-error-too_many_figures = Chaque front a déjà une figure.
epireia-error-unknown_action = Epireia n'a pas cette action : vos contrôles (ou /partie main) montrent ce que vous pouvez faire.
epireia-error-unknown_building = Il n'y a pas de bâtiment { $slot } sur votre plateau.
epireia-error-unknown_scenario = Scénario solo inconnu { $scenario }.
epireia-event-admin_chosen = { $seat } choisit l'administrateur { $admin }.
epireia-event-augure_revealed = Augure révélé : { $augure }
epireia-event-administrator_used = { $seat } utilise la compétence de l'administrateur ({ $admin }).
epireia-event-battle_begins = La Grande Bataille commence !
epireia-event-bonus_lost = { $seat } n'utilise pas le bonus : il est perdu.
epireia-event-brigands_beaten = Les Brigands sont battus en { $territory } ; { $seat } gagne du Prestige.
epireia-event-brigands_fight = Brigands en { $territory } : attaque { $attack }, { $total } obtenu contre { $target }.
epireia-event-brigands_placed = Des Brigands apparaissent en { $territory }.
epireia-event-building_destroyed = { $seat } perd le bâtiment { $slot }.
epireia-event-built = { $seat } construit { $slot } ({ $count ->
        [one] { $count } bâtiment
       *[other] { $count } bâtiments
    }).
epireia-event-city_chosen = { $seat } choisit { $city }.
epireia-event-city_integrated = { $city } rejoint la ligue de { $seat }.
epireia-event-column_resolved = { $front }, colonne { $column } : remportée par { $winner }.
epireia-event-column_revealed = { $front }, la colonne { $column } est révélée.
epireia-event-conflict = Conflit en { $place } : remporté par { $winner }.
epireia-event-conflict_auto = Conflit en { $place } : { $winner } l'emporte sans lancer de dé.
epireia-event-conflict_cancelled = Pas de conflit en { $place } : seul { $winner } peut lancer le dé.
epireia-event-development_ends = { $seat } termine sa phase de développement.
epireia-event-diplomacy_ends = { $seat } termine sa phase de diplomatie.
epireia-event-donated = { $seat } donne { $amount } { $resource } à la ligue.
epireia-event-empire_blocked = { $seat } ne peut pas négocier avec { $empire }.
epireia-event-empire_negotiation = { $seat } négocie avec { $empire } ({ $target } ou plus).
epireia-event-enemy_moved = La figure ennemie { $figure } obtient { $roll } et se rend en { $to }.
epireia-event-figure_committed = La { $league } engage sa figure sur { $front }, colonne { $column }.
epireia-event-figure_enters = { $figure } entre en jeu pour { $seat }.
epireia-event-figure_held = La { $league } garde sa figure en réserve sur { $front }, colonne { $column }.
epireia-event-figure_limit = { $seat } a déjà le nombre maximum de figures.
epireia-event-figure_placed = { $seat } place { $figure } sur le front { $front }.
epireia-event-figures_revealed = Les Figures Influentes sont révélées.
epireia-event-front_resolved = Le front { $front } revient à { $winner }.
epireia-event-game_over = La partie est terminée.
epireia-event-income = { $seat } collecte les ressources du tour.
epireia-event-income_skipped = { $seat } ne collecte rien ce tour-ci.
epireia-event-integration = { $seat } tente d'intégrer { $city } ({ $target } ou plus).
epireia-event-league_chosen = { $seat } rejoint la { $league }.
epireia-event-league_confirmed = { $seat } confirme le choix de la ligue : { $choice }.
epireia-event-league_decision = La { $league } doit décider ({ $decision }).
epireia-event-league_proposal = { $seat } propose { $choice }.
epireia-event-moved = { $seat } envoie { $figure } en { $to }.
epireia-event-neutral_cities_set = Cités neutres : { $cities }.
epireia-event-nothing_to_discard = Il n'y a aucun jeton à défausser.
epireia-event-plan_proposed = { $seat } propose le plan de bataille.
epireia-event-plan_ready = La { $league } a terminé son placement.
epireia-event-prestige = { $seat } passe à { $prestige } de Prestige.
epireia-event-prestige_bonus = { $seat } atteint le bonus de Prestige du niveau { $level }.
epireia-event-produced = { $seat } produit un jeton Militaire.
epireia-event-resources_gained = { $seat } gagne des ressources.
epireia-event-resources_lost = { $seat } perd des ressources.
epireia-event-scenario_cancelled = Le scénario de l'Acte { $act } est annulé.
epireia-event-scenario_revealed = Acte { $act } : scénario { $scenario }.
epireia-event-scenario_won = { $winner } réussit le scénario { $scenario }.
epireia-event-solo_objective_met = L'objectif { $index } du scénario est atteint.
epireia-event-start_figure_chosen = { $seat } a choisi sa figure de départ.
epireia-event-start_figure_secret = Votre choix secret : { $figure }.
epireia-event-start_figures_revealed = Les figures de départ sont révélées.
epireia-event-territory_limit = Personne ne peut prendre { $territory } : trois Territoires déjà contrôlés.
epireia-event-territory_taken = { $seat } prend { $territory }.
epireia-event-token_gained = Un jeton Militaire rejoint la réserve d'une ligue.
epireia-event-token_lost = Un jeton Militaire est défaussé.
epireia-event-token_placed = { $seat } place un jeton sur { $slot }.
epireia-event-token_unavailable = Aucun jeton disponible.
epireia-event-turn_begins = Le tour { $turn } commence.
epireia-event-turn_effect = Un effet s'applique à { $seat } ce tour-ci.
epireia-event-turn_ends = Le tour { $turn } se termine.
epireia-league-delos = Ligue de Délos
epireia-league-peloponnese = Ligue du Péloponnèse
epireia-phase-battle = la Grande Bataille
epireia-phase-development = phase de développement
epireia-phase-diplomacy = phase de diplomatie
epireia-phase-over = partie terminée
epireia-phase-resolution = phase de résolution
epireia-phase-setup_admin = choix des administrateurs
epireia-phase-setup_city = choix des cités
epireia-phase-setup_figure = choix secret de la figure de départ
epireia-phase-setup_league = choix de la ligue
epireia-result-copper = égalité de fronts et de Prestige, plus de Cuivre
epireia-result-draw = égalité parfaite
epireia-result-fronts = majorité des fronts remportés
epireia-result-prestige = égalité de fronts, plus de Prestige
epireia-result-sea_front = égalité de fronts, front maritime remporté
epireia-result-solo_battle_lost = la Grande Bataille est perdue
epireia-result-solo_objectives_failed = les objectifs du scénario n'ont pas été atteints à temps
epireia-result-solo_victory = le scénario est remporté
epireia-seat-delos1 = Ligue de Délos (1er joueur)
epireia-seat-delos2 = Ligue de Délos (2e joueur)
epireia-seat-pelo1 = Ligue du Péloponnèse (1er joueur)
epireia-seat-pelo2 = Ligue du Péloponnèse (2e joueur)
epireia-seat-solo = Joueur solo
epireia-title = Epireia — L'hégémonie hellénique
epireia-event-token_detail = Jeton de votre ligue : { $token }.
epireia-result-forfeit = par forfait
# Decisions several seats make at once (engine/epireia/engine.py, `simultaneous`; issue #15)
epireia-decision-setup_figure = Choisissez en secret votre Figure Influente de départ.
epireia-decision-battle = Établissez le plan de bataille de votre ligue.
epireia-decision-commit_window = Engagez la Figure de votre ligue sur cette colonne, ou retenez-la (une minute).
