## fair_table : une seule demande en attente par siège et par sorte, les sièges de bot qui répondent (ticket #44)

fair_table-error-own_pending-draw = Votre proposition de match nul attend encore une réponse : elle n'a pas été publiée à nouveau.
fair_table-error-own_pending-undo = Votre demande d'annulation attend encore la réponse des autres joueurs : elle n'a pas été publiée à nouveau.
fair_table-error-other_pending-draw = Une proposition de match nul attend déjà une réponse : répondez-y avec ses boutons.
fair_table-error-other_pending-undo = Une demande d'annulation attend déjà la réponse des joueurs : il faut d'abord y répondre.
fair_table-error-already_voted-pause = Vous avez déjà voté pour mettre la partie en pause : votre vote compte jusqu'à ce que les autres votent.
fair_table-error-already_voted-resume = Vous avez déjà voté pour reprendre la partie : votre vote compte jusqu'à ce que les autres votent.
fair_table-draw_offered = { $mention } propose le match nul.
fair_table-undo_asked = { $mention } demande à reprendre sa dernière action ({ $count ->
        [one] { $count } action
       *[other] { $count } actions
    } en tout).
fair_table-bot_refuses_undo = { $bot } refuse : un robot ne reprend jamais des actions qui ont révélé des dés, une pioche ou un choix caché. La partie continue.
fair_table-autopilot_name = { $seat } ({ $player }, joué par { $bot } { $missed ->
        [0] depuis que le joueur le lui a confié
       *[other] après { $missed ->
            [one] { $missed } délai dépassé
           *[other] { $missed } délais dépassés
        }
    })
