## deadlines

deadlines-cmd-pause = pause
deadlines-cmd-pause-description = Mettre la partie en pause : les échéances s'arrêtent (créateur, ou majorité des joueurs)
deadlines-cmd-resume = reprendre
deadlines-cmd-resume-description = Reprendre une partie en pause avec le temps qui restait (créateur, ou majorité)
deadlines-cmd-deadline = echeance
deadlines-cmd-deadline-description = Changer les échéances, rappels et la règle de dépassement (créateur seulement)
deadlines-opt-turn_hours = heures_par_tour
deadlines-opt-turn_hours-description = Heures laissées au joueur attendu pour une décision (1-168)
deadlines-opt-decision_minutes = minutes_decision
deadlines-opt-decision_minutes-description = Minutes pour une décision rapide, comme une fenêtre de stratagème (1-1440)
deadlines-opt-reminders = rappels
deadlines-opt-reminders-description = Quand rappeler avant l'échéance : half+1h (défaut), none, ou par ex. 12h+2h
deadlines-opt-timeout = depassement
deadlines-opt-timeout-description = Ce qui se passe quand l'échéance est dépassée
deadlines-opt-forfeit_after = forfait_apres
deadlines-opt-forfeit_after-description = Échéances manquées avant que la règle « forfait » termine la partie (1-10)
deadlines-choice-timeout-wait = attendre (rappel une fois par jour)
deadlines-choice-timeout-pass = passer (jouer le choix par défaut des règles pour l'absent)
deadlines-choice-timeout-forfeit = forfait (après N échéances manquées, l'absent perd)
deadlines-reminder = ⏰ { $mentions } : la partie vous attend. Échéance { $when }.
deadlines-reminder_dm = ⏰ { $title } n° { $id } dans { $channel } vous attend. Échéance { $when }.
deadlines-waiting = ⏰ { $mentions } : l'échéance est passée et la partie vous attend toujours. Prochain rappel { $when }.
deadlines-missed = ⏰ { $mentions } : échéance manquée ({ $missed } sur { $limit } ; à { $limit }, la partie est perdue par forfait). Nouvelle échéance { $when }.
deadlines-passed = ⏰ Le temps est écoulé pour { $player } : Agora a joué « { $action } » à sa place.
deadlines-forfeit = ⏰ { $player } a manqué { $limit ->
        [one] { $limit } échéance
       *[other] { $limit } échéances
    } et perd la partie par forfait.
deadlines-paused = ⏸️ { $mention } a mis la partie en pause : les échéances sont gelées et les coups attendent `/partie reprendre`.
deadlines-resumed = ▶️ { $mention } a repris la partie : les échéances repartent avec le temps qui restait.
deadlines-vote_pause = { $mention } vote pour la pause : encore { $missing ->
        [one] { $missing } vote nécessaire
       *[other] { $missing } votes nécessaires
    } (ou le créateur).
deadlines-vote_resume = { $mention } vote pour la reprise : encore { $missing ->
        [one] { $missing } vote nécessaire
       *[other] { $missing } votes nécessaires
    } (ou le créateur).
deadlines-configured = Échéances de la partie n° { $id } : { $summary }
deadlines-summary = { $turn } par décision, { $quick } min pour les décisions rapides, rappels { $reminders }, au dépassement : { $timeout }.
deadlines-summary_forfeit = { $turn } par décision, { $quick } min pour les décisions rapides, rappels { $reminders }, au dépassement : forfait après { $limit ->
        [one] { $limit } échéance manquée
       *[other] { $limit } échéances manquées
    }.
deadlines-no_deadline = pas d'échéance
deadlines-hours = { $hours } h
deadlines-policy-wait = attendre
deadlines-policy-pass = passer
deadlines-policy-forfeit = forfait
deadlines-status-paused = En pause ⏸️ (échéances gelées)
deadlines-error-paused = La partie est en pause : aucun coup avant sa reprise avec `/partie reprendre`.
deadlines-error-already_paused = La partie est déjà en pause.
deadlines-error-not_paused = La partie n'est pas en pause.
deadlines-error-no_default = Aucune action par défaut n'existe pour cette décision.
deadlines-error-bad_decision_minutes = Les minutes d'une décision rapide doivent être un entier de { $min } à { $max }.
deadlines-error-bad_forfeit_after = Le nombre d'échéances manquées avant forfait doit être un entier de { $min } à { $max }.
deadlines-error-bad_reminders = « { $value } » n'est pas une liste de rappels : utilisez half+1h, none, ou des durées comme 12h+2h+30m.
deadlines-error-bad_timeout = « { $value } » n'est pas une règle de dépassement : choisissez parmi { $choices }.
deadlines-not_due = Rien n'était dû.
deadlines-error-not_creator = Seul le joueur qui a créé cette partie peut en changer les échéances.
deadlines-option-decision_minutes-name = Minutes pour une décision rapide
deadlines-option-decision_minutes-description = Temps pour une décision rapide, comme une fenêtre de stratagème ou une relance (de 1 à 1 440 minutes ; 60 par défaut).
deadlines-option-reminders-name = Rappels
deadlines-option-reminders-description = Quand rappeler les joueurs attendus avant l'échéance : half+1h (par défaut), none, ou des durées comme 12h+2h+30m.
deadlines-option-timeout-name = À l'échéance
deadlines-option-timeout-description = wait (rappel une fois par jour), pass (le choix par défaut des règles est joué) ou forfeit (le joueur absent perd après le nombre d'échéances manquées permis).
deadlines-option-timeout-value-wait = attendre (rappel une fois par jour)
deadlines-option-timeout-value-pass = passer (le choix par défaut des règles est joué)
deadlines-option-timeout-value-forfeit = forfait (le joueur absent perd)
deadlines-option-forfeit_after-name = Échéances manquées avant forfait
deadlines-option-forfeit_after-description = Avec timeout:forfeit, combien d'échéances un joueur peut manquer (de 1 à 10 ; 3 par défaut).
deadlines-choice-timeout-bot = robot (le robot joue pour le joueur absent jusqu'à son retour)
deadlines-policy-bot = robot
deadlines-option-timeout-value-bot = robot (le robot joue jusqu'au retour du joueur)
deadlines-bot_took_over = { $player } a dépassé l'échéance : 🤖 le robot joue { $seat } jusqu'à son retour (n'importe laquelle de ses commandes, ou /partie main, lui rend sa place).
deadlines-back_from_bot = { $player } est de retour : le robot lui rend sa place.
deadlines-back_in_seat = Vous retrouvez votre place : vos commandes pour la partie telle qu'elle est sont dans un nouveau message privé (ou utilisez /partie main).
