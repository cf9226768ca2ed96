## seats

seats-cmd-substitute = remplacer
seats-cmd-substitute-description = Donner une place de cette partie à un autre membre (créateur ou Gérer le serveur)
seats-cmd-hand_over = ceder
seats-cmd-hand_over-description = Céder votre place dans cette partie à un autre membre
seats-cmd-concede = capituler
seats-cmd-concede-description = Capituler dans cette partie
seats-cmd-offer_draw = proposer-nulle
seats-cmd-offer_draw-description = Proposer le match nul à votre adversaire (parties à deux)
seats-cmd-undo = annuler-coup
seats-cmd-undo-description = Reprendre votre dernière action (les autres sont consultés après un dé ou leur coup)
seats-opt-seat = place
seats-opt-seat-description = La place à donner
seats-opt-user = membre
seats-opt-user-description = Le membre qui prend la place
seats-result-conceded = { $seat } a capitulé
seats-result-draw_agreed = match nul accepté par les joueurs
seats-substituted = { $new } joue désormais { $seat } à la place de { $old } (remplaçant désigné par { $by }).
seats-handed_over = { $old } a cédé { $seat } à { $new }.
seats-creator_passed = { $mention } est désormais le créateur de la partie.
seats-creator_left = Le créateur a quitté le serveur : { $mention } est désormais le créateur de la partie.
seats-conceded = { $mention } capitule.
seats-draw_offered = { $mention } propose le match nul. { $others }, acceptez-vous ? (La proposition expire { $expires }.)
seats-draw_agreed = { $mention } accepte le match nul.
seats-draw_refused = { $mention } a refusé le match nul : la partie continue.
seats-undone = { $mention } a repris sa dernière action.
seats-undo_asked = { $mention } demande à reprendre sa dernière action ({ $count ->
        [one] { $count } action
       *[other] { $count } actions
    } en tout). { $others }, êtes-vous d'accord ? (La demande expire { $expires }.)
seats-undo_agreed = Tous les joueurs sont d'accord : la dernière action de { $mention } est reprise.
seats-undo_refused = { $mention } a refusé l'annulation : la partie continue.
seats-accepted_waiting = { $mention } est d'accord ; on attend les autres joueurs.
seats-button-draw_yes = Accepter le nul
seats-button-draw_no = Refuser
seats-button-undo_yes = Accepter l'annulation
seats-button-undo_no = Refuser
seats-error-replaced = Vous ne jouez plus dans cette partie : votre place a été donnée à un autre joueur.
seats-error-not_allowed = Seul le créateur de la partie ou un membre avec Gérer le serveur peut désigner un remplaçant.
seats-error-already_seated = Ce membre joue déjà dans cette partie.
seats-error-bot_seat = Une place revient à une personne : pour la confier au robot, utilisez /partie robot place:
seats-error-concede_multi = Un joueur seul ne peut pas capituler dans cette partie.
seats-error-draw_two_players = Le match nul ne se propose que dans les parties à deux joueurs.
seats-error-no_ending = Cette partie ne peut pas finir par capitulation ou accord.
seats-error-nothing_to_undo = Vous n'avez aucune action à reprendre.
seats-error-request_stale = Cette demande ne vaut plus : la partie a avancé depuis.
seats-error-request_expired = Cette demande a expiré.
seats-error-own_request = Vous avez fait cette demande : ce sont les autres joueurs qui y répondent.
seats-error-history_mismatch = L'historique de cette partie ne se rejoue pas : rien ne peut être repris.
