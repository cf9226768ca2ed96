## diadoques_seasons : les saisons, l'économie d'hiver et la feuille de résultats de l'arbitre des Diadoques

diadoques_seasons-seat-cassandre = Cassandre
diadoques_seasons-seat-lysimaque = Lysimaque
diadoques_seasons-seat-antigone = Antigone
diadoques_seasons-seat-eumene = Eumène
diadoques_seasons-seat-ptolemee = Ptolémée
diadoques_seasons-seat-seleucos = Séleucos

diadoques_seasons-season-spring = printemps
diadoques_seasons-season-summer = été
diadoques_seasons-season-autumn = automne
diadoques_seasons-season-winter = hiver

diadoques_seasons-result-total = Victoire totale : { $winners }.
diadoques_seasons-result-measured = Victoire mesurée : { $winners }.
diadoques_seasons-result-shared = Victoire partagée, aucun point de victoire n'a changé de mains en deux ans : { $winners }.

diadoques_seasons-error-not_allowed = Cet ordre ({ $kind }) n'est pas possible maintenant.
diadoques_seasons-error-sheet_sent = Votre feuille d'ordres est déjà remise pour cette saison.
diadoques_seasons-error-six_seats = Les Diadoques se jouent avec les six diadoques.

diadoques_seasons-reason-armies_only = ce diadoque ne peut prendre que des armées au départ
diadoques_seasons-reason-army_at_sea = une armée ne peut pas apparaître en mer
diadoques_seasons-reason-contested = un autre joueur y construit aussi et aucune de vos citadelles n'est libre
diadoques_seasons-reason-fleet_on_land = une flotte ne peut pas apparaître sur terre
diadoques_seasons-reason-guard_stays = l'armée de garde ne peut pas être licenciée volontairement
diadoques_seasons-reason-limit = vous avez déjà le nombre maximal de ces unités
diadoques_seasons-reason-no_controlled_citadel = aucune citadelle contrôlée à cet endroit
diadoques_seasons-reason-no_controlled_port = aucun port ni citadelle portuaire contrôlés n'y donnent accès
diadoques_seasons-reason-no_money = pas assez d'argent
diadoques_seasons-reason-not_a_promotion = ce n'est pas une promotion
diadoques_seasons-reason-not_an_elite = seules les unités d'élite sont dégradées
diadoques_seasons-reason-not_controlled = vous ne contrôlez pas cette citadelle
diadoques_seasons-reason-not_your_unit = aucune de vos unités à cet endroit
diadoques_seasons-reason-occupied = l'espace est occupé
diadoques_seasons-reason-over_citadel_income = sous une armée ennemie, la citadelle ne lève pas plus que ses revenus propres
diadoques_seasons-reason-twice = cette unité est déjà licenciée
diadoques_seasons-reason-two_fleets_at_most = deux flottes au plus au premier tour
diadoques_seasons-reason-unknown_space = espace inconnu

diadoques_seasons-outcome-bounced = bloqué
diadoques_seasons-outcome-cut = soutien coupé
diadoques_seasons-outcome-dislodged = délogée
diadoques_seasons-outcome-not_matched = l'unité soutenue ou convoyée n'a pas reçu cet ordre
diadoques_seasons-outcome-no_path = aucun convoi ne l'a transportée
diadoques_seasons-outcome-own_unit = une unité de son camp s'y trouve
diadoques_seasons-outcome-convoy_paradox = paradoxe du convoi
diadoques_seasons-outcome-garrison_holds = la garnison tient
diadoques_seasons-outcome-outsieged = un siège plus fort
diadoques_seasons-outcome-supplied = la citadelle a été ravitaillée
diadoques_seasons-outcome-supply_cut = ravitaillement coupé
diadoques_seasons-outcome-ignored_same_space = ignoré : elle y est déjà
diadoques_seasons-outcome-ignored_unknown_space = ignoré : espace inconnu
diadoques_seasons-outcome-ignored_blocked_space = ignoré : l'espace est bloqué
diadoques_seasons-outcome-ignored_citadel_not_controlled = ignoré : une citadelle non contrôlée doit être assiégée
diadoques_seasons-outcome-ignored_unreachable = ignoré : hors d'atteinte
diadoques_seasons-outcome-ignored_no_convoy = ignoré : aucune flotte pour la convoyer
diadoques_seasons-outcome-ignored_no_unit_to_support = ignoré : aucune unité à soutenir à cet endroit
diadoques_seasons-outcome-ignored_support_into_own_space = ignoré : une unité ne soutient pas une attaque sur son propre espace
diadoques_seasons-outcome-ignored_support_unreachable = ignoré : l'unité qui soutient n'atteint pas cet espace
diadoques_seasons-outcome-ignored_cannot_convoy = ignoré : cette unité ne peut pas convoyer
diadoques_seasons-outcome-ignored_no_army_to_convoy = ignoré : aucune armée à convoyer à cet endroit
diadoques_seasons-outcome-ignored_not_a_citadel = ignoré : ce n'est pas une citadelle
diadoques_seasons-outcome-ignored_not_in_position = ignoré : pas en position pour cette citadelle
diadoques_seasons-outcome-ignored_own_citadel = ignoré : on n'assiège pas ses propres citadelles
diadoques_seasons-outcome-ignored_no_supply_after_siege = ignoré : pas de ravitaillement la saison qui suit la sortie d'une citadelle assiégée

diadoques_seasons-event-income = { $power } perçoit { $amount } T.
diadoques_seasons-event-degraded = { $power } : l'unité { $unit } est dégradée en { $to }.
diadoques_seasons-event-disbanded_unpaid = { $power } : l'unité { $unit } est licenciée, faute de solde.
diadoques_seasons-event-disbanded_surplus = { $power } : l'unité { $unit } est licenciée, en surnombre.
diadoques_seasons-event-disbanded_no_port = { $power } : la flotte { $unit } est licenciée, faute de port.
diadoques_seasons-event-treasure_seized = { $power } s'empare du trésor à { $citadel } : { $amount } T.
diadoques_seasons-event-revolt = { $power } : l'unité { $unit } en { $space }, sans ravitaillement d'hiver, se révolte.
diadoques_seasons-event-executed = { $character } est exécuté par l'unité révoltée.
diadoques_seasons-event-unsold_removed = L'unité { $unit }, invendue aux enchères, quitte la carte.
diadoques_seasons-event-stack_disbanded = { $power } : l'unité { $unit }, encore empilée à la fin du premier tour, est licenciée.

diadoques_seasons-gm-results = Feuille de résultats, { $season } { $year }
diadoques_seasons-gm-succeeded = réussi
diadoques_seasons-gm-failed = échoué ({ $reason })
diadoques_seasons-gm-dislodged = délogée
diadoques_seasons-gm-retreated = fait retraite en { $space }
diadoques_seasons-gm-destroyed = détruite
diadoques_seasons-gm-problems = Ordres inutilisables :
diadoques_seasons-gm-unreadable = illisible
diadoques_seasons-gm-events = Ce que les règles ont fait :
diadoques_seasons-gm-new_position = Nouvelle position :
diadoques_seasons-gm-error-at_line = Ligne { $line } : { $message }
diadoques_seasons-gm-error-unreadable_file = Impossible de lire { $path } : { $error }
diadoques_seasons-gm-error-power = puissance inconnue « { $word } »
diadoques_seasons-gm-error-space = espace inconnu « { $word } »
diadoques_seasons-gm-error-kind = type d'unité inconnu « { $word } »
diadoques_seasons-gm-error-number = « { $word } » n'est pas un nombre
diadoques_seasons-gm-error-line = ligne illisible « { $text } »
diadoques_seasons-gm-error-season = saison illisible « { $text } » (par exemple : printemps -318)
diadoques_seasons-gm-error-no_unit = unité introuvable : { $text }
