## lobby

lobby-cmd-game = partie
lobby-cmd-game-description = Jeux de plateau arbitrés par Agora
lobby-cmd-new = nouvelle
lobby-cmd-new-description = Ouvrir une nouvelle partie dans ce salon
lobby-cmd-join = rejoindre
lobby-cmd-join-description = Prendre une place dans la partie de ce salon
lobby-cmd-leave = quitter
lobby-cmd-leave-description = Quitter la partie de ce salon avant son début
lobby-cmd-start = lancer
lobby-cmd-start-description = Lancer la partie (créateur seulement)
lobby-cmd-status = etat
lobby-cmd-status-description = Afficher la partie : phase, joueur attendu, échéance
lobby-cmd-abandon = abandonner
lobby-cmd-abandon-description = Abandonner la partie de ce salon (créateur ou Gérer le serveur)
lobby-cmd-list = liste
lobby-cmd-list-description = Lister les parties de ce serveur
lobby-cmd-export = exporter
lobby-cmd-export-description = Télécharger le journal et l'état final d'une partie terminée (JSON)
lobby-cmd-hand = main
lobby-cmd-hand-description = Voir ici, en privé, votre contenu secret (main, choix)
lobby-opt-title = jeu
lobby-opt-title-description = Le jeu à jouer
lobby-opt-options = options
lobby-opt-options-description = Options sous forme clé:valeur, par ex. turn_hours:24
lobby-opt-language = langue
lobby-opt-language-description = Langue des messages publics de la partie (par défaut : celle du serveur)
lobby-opt-seat = place
lobby-opt-seat-description = Le camp, la cité ou la place à prendre (par défaut : la première libre)
lobby-opt-game = partie
lobby-opt-game-description = Quelle partie terminée (par défaut : la dernière de ce salon)
lobby-choice-lang-en = Anglais
lobby-choice-lang-fr = Français
lobby-summary-turn_phase = Tour { $turn } : { $phase }
lobby-summary-ended = Partie terminée, remportée par { $winners } ({ $how }).
lobby-summary-ended_no_winner = Partie terminée : { $how }.
lobby-summary-waiting_for = En attente : { $names }.
lobby-seat_free = libre
lobby-lobby_title = { $title } — partie n°{ $id } (salle d'attente)
lobby-lobby_help = Rejoignez avec le bouton ou /partie rejoindre. Le créateur lance avec /partie lancer ({ $exact ->
        [true] { $low ->
            [one] { $low } joueur
           *[other] { $low } joueurs
        }
       *[other] { $low } à { $high ->
            [one] { $high } joueur
           *[other] { $high } joueurs
        }
    }).
lobby-field-seats = Places
lobby-field-options = Options
lobby-field-language = Langue
lobby-field-creator = Créateur
lobby-field-status = État
lobby-field-waiting = En attente
lobby-field-deadline = Échéance
lobby-button-join = Rejoindre
lobby-button-hand = Ma main
lobby-button-abandon_yes = Abandonner la partie
lobby-button-abandon_no = Annuler
lobby-status-lobby = salle d'attente
lobby-status-active = en cours
lobby-status-finished = terminée
lobby-status-abandoned = abandonnée
lobby-footer = Partie n°{ $id } · /partie main affiche votre contenu secret
lobby-private_header = { "*" }*{ $title }** — partie n°{ $id }
lobby-your_move = { $mentions } : à vous de jouer.
lobby-dm_closed_private = Je ne peux pas vous écrire en privé, voici donc votre contenu secret (/partie main à tout moment) :
lobby-dm_closed_public = { $mention }, je ne peux pas vous écrire en privé : utilisez /partie main pour voir votre contenu secret.
lobby-created = { $mention } ouvre une partie du jeu { $title } et prend la place { $seat }.
lobby-joined = { $mention } rejoint la partie : { $seat }.
lobby-left = { $mention } quitte la partie.
lobby-started = La partie du jeu { $title } commence !
lobby-abandon_confirm = Abandonner la partie n°{ $id } ({ $title }) ? C'est définitif.
lobby-abandon_cancelled = Rien n'a changé : la partie continue.
lobby-abandon_done = La partie est abandonnée.
lobby-abandoned = La partie n°{ $id } a été abandonnée par { $mention }.
lobby-list_title = Parties de ce serveur
lobby-list_empty = Aucune partie ouverte sur ce serveur.
lobby-list_line = n°{ $id } { $title } dans { $channel } : { $status }, { $players ->
        [one] { $players } joueur
       *[other] { $players } joueurs
    }
lobby-list_line_plain = n°{ $id } { $title } ({ $status })
lobby-exported = Partie n°{ $id } : journal des actions et état final.
lobby-error-expired = Ce bouton a expiré : la partie a avancé. Utilisez /partie main pour vos choix actuels.
lobby-error-expired_refreshed = Ce bouton avait expiré : la partie a avancé. Ce message montre maintenant vos choix actuels.
lobby-error-not_your_controls = Ces commandes appartiennent à un autre joueur.
lobby-error-guild_only = Les parties se jouent dans les salons d'un serveur, pas en message privé.
lobby-error-options_syntax = Je ne comprends pas l'option { $part } : écrivez des paires clé:valeur, par ex. turn_hours:24 (le champ des options propose celles de la partie pendant la saisie).
lobby-error-export_running = Cette partie est en cours ; son export révélerait des informations cachées. Exportez-la une fois terminée.
lobby-error-unknown_game = Il n'y a pas de partie { $game } sur ce serveur.
lobby-game_over_ping = { $mentions } : la partie est terminée, merci d'avoir joué.
lobby-generic-you_are = Vous êtes { $seat }.
lobby-generic-choose = Choisissez votre action ({ $count ->
        [one] { $count } possible
       *[other] { $count } possibles
    }) :
lobby-generic-placeholder = Actions { $first } à { $last }
lobby-option_pair = { $name } : { $value }
