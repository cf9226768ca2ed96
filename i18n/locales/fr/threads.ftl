## threads

threads-name = { $title } — partie n°{ $id }
threads-opened = La table et le récit de la partie seront dans son fil { $thread } : jouez-y, ou ici.
threads-see_thread = La partie se poursuit dans son fil { $thread }.
threads-no_permission = Je n'ai pas le droit de créer des fils publics ici (permission « Créer des fils publics ») : la partie se joue dans ce salon.
threads-opt-thread = fil
threads-opt-thread-description = Jouer dans un fil public de ce salon (par défaut : le réglage du serveur)
threads-choice-yes = Oui
threads-choice-no = Non
threads-cmd-settings = reglages
threads-cmd-settings-description = Voir ou changer les réglages des parties du serveur (Gérer le serveur pour changer)
threads-opt-thread_default = fil_par_defaut
threads-opt-thread_default-description = Les nouvelles parties ouvrent-elles un fil public, sauf avis contraire de /partie nouvelle
threads-settings = Réglages du serveur — les nouvelles parties ouvrent un fil public : { $value }.
threads-settings_saved = C'est noté. Réglages du serveur — les nouvelles parties ouvrent un fil public : { $value }.
threads-error-manage_server = Seul un membre ayant la permission « Gérer le serveur » peut changer les réglages du serveur.
threads-option-league_plan-name = Préparation des ligues
threads-option-league_plan-description = Où une ligue de deux prépare la bataille : un fil privé (lisible par les modérateurs du serveur) ou les MP
threads-option-league_plan-value-thread = fil privé
threads-option-league_plan-value-dm = MP
