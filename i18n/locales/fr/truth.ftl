## truth : Epireia dit ce qui se passe vraiment (ticket 45, point 4), et les refus disent quoi faire à la place

# Un Augure par son nom et par son effet.
truth-augure = { $augure } — { $effect }
truth-augure_line = Augure du tour : { $augures }
truth-error-development_over = Votre phase de développement est finie pour ce tour : construire, donner et produire attendront le tour suivant. Envoyez maintenant vos figures (/epireia envoyer) ou terminez votre diplomatie (/epireia finir).
truth-error-diplomacy_later = Les figures s'envoient pendant la phase de diplomatie, après votre développement : utilisez d'abord vos actions de développement, ou terminez votre développement (/epireia finir).
truth-opt-seat = siege
truth-opt-seat-description = Le plateau de qui, par siège : tout joueur, un bot aussi
truth-error-no_such_seat = Il n'y a pas de siège { $seat } dans cette partie : choisissez l'un des sièges que l'option propose.

# Le nom court de chaque sujet d'aide, tel qu'on le tape dans `sujet:` sans le choisir dans la liste.
truth-topic-overview = aperçu
truth-topic-start = lancer
truth-topic-titles = jeux
truth-topic-commands = commandes
truth-topic-turn = tour
truth-topic-phase = phase
truth-topic-stratagems = stratagèmes
truth-topic-figures = figures
truth-topic-admins = administrateurs
truth-topic-buildings = bâtiments
