## games

games-error-no_game = Il n'y a pas de partie dans ce salon. Créez-en une avec /partie nouvelle.
games-error-channel_busy = Ce salon a déjà une partie en préparation ou en cours.
games-error-unknown_title = Aucun jeu ne s'appelle { $title }.
games-error-already_joined = Vous avez déjà rejoint cette partie.
games-error-seat_taken = Cette place est déjà prise.
games-error-unknown_seat = Cette partie n'a pas de place nommée { $seat }.
games-error-game_full = Cette partie est complète ({ $max ->
        [one] { $max } joueur
       *[other] { $max } joueurs
    }).
games-error-not_in_lobby = Cette partie a déjà commencé.
games-error-not_creator = Seul le joueur qui a créé cette partie peut la lancer.
games-error-not_enough_players = Pas assez de joueurs : { $count ->
        [one] { $count } inscrit
       *[other] { $count } inscrits
    }, il en faut au moins { $min }.
games-error-creator_cannot_leave = Vous avez créé cette partie, vous ne pouvez pas la quitter ; abandonnez-la plutôt.
games-error-not_in_game = Vous ne jouez pas dans cette partie.
games-error-not_allowed_to_abandon = Seuls le créateur de la partie ou un gestionnaire du serveur peuvent l'abandonner.
games-error-stale = Ce message n'est plus à jour : la partie a avancé. Utilisez le dernier message.
games-error-busy_retry = La partie traitait un autre coup. Veuillez réessayer.
games-error-not_started = Cette partie n'a pas encore commencé.
games-error-bad_turn_hours = Le nombre d'heures par tour doit être un entier de { $min } à { $max }.
games-error-bad_seed = La graine doit être un entier de 0 à { $max }.