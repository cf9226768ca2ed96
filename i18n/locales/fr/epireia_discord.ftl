## epireia_discord

epireia_discord-answer-commit = Engager la figure
epireia_discord-answer-hold = La garder
epireia_discord-battle_column = Révélation : front { $front }, colonne { $column }.
epireia_discord-battle_done = La Grande Bataille est jouée.
epireia_discord-battle_plan = Placement secret. Prêtes : { $ready }.
epireia_discord-board_posted = Plateau de { $player }.
epireia_discord-cmd-board = plateau
epireia_discord-cmd-board-description = Afficher le plateau d'un joueur en image
epireia_discord-cmd-build = construire
epireia_discord-cmd-build-description = Construire un bâtiment sur votre plateau (une action)
epireia_discord-cmd-commit = engager
epireia_discord-cmd-commit-description = Grande Bataille : engager votre figure sur la colonne révélée, ou la garder
epireia_discord-cmd-decide = decider
epireia_discord-cmd-decide-description = Décision de ligue : proposer un choix, ou confirmer celui du partenaire
epireia_discord-cmd-donate = donner
epireia_discord-cmd-donate-description = Donner des ressources à votre ligue (une action)
epireia_discord-cmd-end = finir
epireia_discord-cmd-end-description = Finir votre phase de développement ou de diplomatie
epireia_discord-cmd-epireia = epireia
epireia_discord-cmd-epireia-description = Jouer à Epireia : développement, diplomatie, décisions de ligue, Grande Bataille
epireia_discord-cmd-front = front
epireia_discord-cmd-front-description = Grande Bataille : placer une figure sur un front (secret)
epireia_discord-cmd-map = carte
epireia_discord-cmd-map-description = Afficher la carte de la Grèce
epireia_discord-cmd-move = envoyer
epireia_discord-cmd-move-description = Envoyer une figure vers un Empire, un Territoire ou une Cité neutre
epireia_discord-cmd-place = placer
epireia_discord-cmd-place-description = Grande Bataille : placer un jeton sur une case de votre champ de bataille (secret)
epireia_discord-cmd-produce = produire
epireia_discord-cmd-produce-description = Produire un jeton Militaire pour votre ligue (une action)
epireia_discord-cmd-ready = pret
epireia_discord-cmd-ready-description = Grande Bataille : déclarer, proposer ou confirmer le placement de la ligue
epireia_discord-cmd-status = etat
epireia_discord-cmd-status-description = Afficher la partie et ce que vous pouvez faire
epireia_discord-commit_turn = La { $league } peut engager sa figure sur cette colonne (une minute, sinon elle reste en réserve).
epireia_discord-commit_window_closed = ⏱️ La { $league } a laissé passer la minute : sa figure reste en réserve.
epireia_discord-confirm_choice = Confirmer la proposition
epireia_discord-enemy_line = Figures ennemies : { $figures }.
epireia_discord-enemy_plan = { $league } : { $left ->
        [one] { $left } jeton encore à placer
       *[other] { $left } jetons encore à placer
    }, { $figures ->
        [one] { $figures } figure placée
       *[other] { $figures } figures placées
    }, prête : { $ready }.
epireia_discord-error-column_resolved = Votre ligue a déjà répondu pour cette colonne, ou elle est résolue : il n'y a pas de figure à y engager maintenant.
epireia_discord-error-no_such_player = Ce membre ne joue pas dans cette partie.
epireia_discord-event-brigands_lost = 🗡️ Brigands en { $territory } (attaque { $attack }) : { $die } { $mod } = { $total } contre { $target } — ils résistent.
epireia_discord-event-brigands_won = 🗡️ Brigands en { $territory } (attaque { $attack }) : { $die } { $mod } = { $total } contre { $target } — battus.
epireia_discord-event-column_resolved = ⚔️ Front { $front }, colonne { $column } : { $scores } — gagnée par { $winner }.
epireia_discord-event-column_revealed = 👁️ Front { $front }, colonne { $column } révélée — { $tokens }.
epireia_discord-event-conflict = ⚔️ Conflit en { $place } : { $rolls } — { $winner } l'emporte.
epireia_discord-event-figures_revealed = Les figures de la bataille sont révélées : { $figures }.
epireia_discord-event-game_over = 🏁 La partie est finie : { $how }.
epireia_discord-event-game_over_league = 🏁 La { $league } l'emporte : { $how }.
epireia_discord-event-income = { $seat } reçoit { $resources }.
epireia_discord-event-integration = 🏛️ { $seat } tente de rallier { $city } : { $die } { $mod } = { $total }, il faut { $target } — { $outcome }.
epireia_discord-event-integration_auto = 🏛️ { $seat } rallie { $city } sans jet (il faut { $target }) — { $outcome }.
epireia_discord-event-negotiation = 🤝 { $seat } négocie avec { $empire } par { $figure } : { $die } { $mod } = { $total }, il faut { $target } — { $outcome }.
epireia_discord-event-negotiation_auto = 🤝 { $seat } négocie avec { $empire } par { $figure } sans jet (il faut { $target }) — { $outcome }.
epireia_discord-event-produced = { $who } produit un jeton Militaire : { $token }.
epireia_discord-event-resources_gained = { $seat } gagne { $resources }.
epireia_discord-event-resources_lost = { $seat } perd { $resources }.
epireia_discord-event-start_figures_revealed = Les figures de départ sont révélées : { $figures }.
epireia_discord-event-territory_taken = { $seat } prend { $territory } ({ $resource }).
epireia_discord-event-token_gained = { $who } gagne un jeton Militaire : { $token }.
epireia_discord-failure = échec
epireia_discord-figure_chosen = figure de départ choisie (secret)
epireia_discord-free = gratuit
epireia_discord-label-assign = { $figure } sur le front { $front }
epireia_discord-label-build = { $building } — { $cost }
epireia_discord-label-commit = Engager la figure ici
epireia_discord-label-confirm = Confirmer
epireia_discord-label-decline = Refuser
epireia_discord-label-donate = Donner { $amount } { $resource }
epireia_discord-label-end_development = Finir mon développement
epireia_discord-label-end_diplomacy = Finir ma diplomatie
epireia_discord-label-hidden = Jeton face cachée { $index }
epireia_discord-label-hold = La garder en réserve
epireia_discord-label-move = { $figure } → { $to }
epireia_discord-label-place = { $token } en { $slot }
epireia_discord-label-produce = { $token } — { $cost }
epireia_discord-label-propose = Proposer ce plan
epireia_discord-label-ready = Placement prêt
epireia_discord-league_field =
    { $resources }
    Réserve : { $reserve ->
        [one] { $reserve } jeton
       *[other] { $reserve } jetons
    }
epireia_discord-map_posted = La carte de la Grèce, tour { $turn }.
epireia_discord-more_by_command = Plus de choix qu'il n'en tient ici : utilisez les commandes /epireia (l'autocomplétion liste tous les choix permis).
epireia_discord-no = non
epireia_discord-nobody = personne
epireia_discord-opt-amount = quantite
epireia_discord-opt-amount-description = Combien d'unités (2 à 8)
epireia_discord-opt-answer = reponse
epireia_discord-opt-answer-description = engager ou garder
epireia_discord-opt-building = batiment
epireia_discord-opt-building-description = Le bâtiment (seuls ceux que vous pouvez payer sont listés, avec leur coût)
epireia_discord-opt-choice = choix
epireia_discord-opt-choice-description = Ce que décide votre ligue (ou confirmer)
epireia_discord-opt-figure = figure
epireia_discord-opt-figure-description = Une de vos figures
epireia_discord-opt-front = front
epireia_discord-opt-front-description = Le front
epireia_discord-opt-player = joueur
epireia_discord-opt-player-description = Le plateau de qui (le vôtre par défaut)
epireia_discord-opt-resource = ressource
epireia_discord-opt-resource-description = La ressource à donner
epireia_discord-opt-slot = case
epireia_discord-opt-slot-description = La case du champ de bataille (front, colonne, ligne)
epireia_discord-opt-to = vers
epireia_discord-opt-to-description = Où va la figure
epireia_discord-opt-token = jeton
epireia_discord-opt-token-description = Le jeton Militaire
epireia_discord-others_chosen = Ont déjà choisi (en secret) : { $names }.
epireia_discord-partner_proposes = Proposition en cours : { $proposal }.
epireia_discord-place-home = sa Cité
epireia_discord-placeholder-assign_figure = Placer une figure sur un front
epireia_discord-placeholder-build = Construire (coût indiqué)
epireia_discord-placeholder-choose = Choisir…
epireia_discord-placeholder-choose_admin = Choisir votre administrateur
epireia_discord-placeholder-choose_city = Choisir votre Cité
epireia_discord-placeholder-choose_league = Choisir votre ligue
epireia_discord-placeholder-choose_start_figure = Choisir votre figure de départ (secret)
epireia_discord-placeholder-donate = Donner à la ligue
epireia_discord-placeholder-move = Envoyer { $figure } vers…
epireia_discord-placeholder-place = Placer un jeton
epireia_discord-placeholder-produce = Produire un jeton Militaire (coût indiqué)
epireia_discord-placeholder-propose = Décision de ligue : proposer
epireia_discord-plan_figures = Figures (secret) : { $figures }.
epireia_discord-plan_left = Jetons restant à placer : { $count }.
epireia_discord-plan_tokens = Placement de votre ligue (secret) : { $placed }.
epireia_discord-player_field =
    { $city } · { $admin }
    { $resources }
    Prestige { $prestige } · { $buildings ->
        [one] { $buildings } bâtiment
       *[other] { $buildings } bâtiments
    } · { $territories ->
        [one] { $territories } territoire
       *[other] { $territories } territoires
    }
    Figures : { $figures }
epireia_discord-prompt-choose = Votre choix :
epireia_discord-prompt-commit = La colonne est révélée : engagez la figure de votre ligue ici, ou gardez-la (une minute).
epireia_discord-prompt-development = Votre développement : { $actions ->
        [one] { $actions } action restante
       *[other] { $actions } actions restantes
    }.
epireia_discord-prompt-diplomacy = Votre diplomatie : envoyez vos figures, puis finissez la phase.
epireia_discord-prompt-plan = Préparez la Grande Bataille avec votre ligue : placez jetons et figures, puis déclarez le plan prêt.
epireia_discord-resource-copper = cuivre
epireia_discord-resource-wheat = blé
epireia_discord-resource-wood = bois
epireia_discord-roll = { $who } fait { $die } { $mod } = { $total }
epireia_discord-scenario_line = Scénario de l'acte { $act } : { $scenario }.
epireia_discord-slot = { $front }, colonne { $column }, ligne { $line }
epireia_discord-solo_line = Scénario solo { $scenario } : tour { $turn } sur { $limit }.
epireia_discord-success = réussite
epireia_discord-thread_intro = { $mentions } : préparez ici la Grande Bataille, hors de la vue de l'autre ligue. Utilisez /epireia placer, /epireia front et /epireia pret dans ce fil ; l'un ou l'autre peut confirmer.
epireia_discord-thread_name = Partie { $id } — { $league } : plan de bataille
epireia_discord-tie_break = Décidé par : { $how } (fronts : Délos { $delos }, Péloponnèse { $pelo }).
epireia_discord-token = { $unit } { $level }
epireia_discord-token_full = { $token } (attaque { $attack }) { $bonus }
epireia_discord-unit-cavalry = Cavalerie
epireia_discord-unit-hoplites = Hoplites
epireia_discord-unit-triremes = Trières
epireia_discord-yes = oui
epireia_discord-you_are = Vous jouez { $seat_id ->
        [solo] en solo
       *[other] la { $seat }
    }.
epireia_discord-your_reserve = Réserve de la ligue : { $tokens }.
epireia_discord-your_resources = Vos ressources : { $resources } · prestige { $prestige }.
epireia_discord-your_start_figure = Votre figure de départ secrète : { $figure }.
epireia_discord-event-token_detail = Jeton de votre ligue : { $token }.
epireia_discord-event-token_lost = { $who } perd un jeton Militaire : { $token }.
epireia_discord-event-league_decision-territory_receiver = La { $league } décide lequel de ses joueurs prend { $territory } et sa ressource.
epireia_discord-event-league_decision-brigands_prestige = La { $league } décide lequel de ses joueurs gagne le prestige pour avoir vaincu les Brigands en { $territory }.
