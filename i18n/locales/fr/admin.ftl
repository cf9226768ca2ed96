## admin

admin-cmd-admin = admin
admin-cmd-admin-description = L'hébergeur du bot : son état (propriétaire du bot seulement)
admin-cmd-status = etat
admin-cmd-status-description = Parties, travail différé en attente, dernière sauvegarde et erreurs du dernier jour (propriétaire)
admin-error-owner_only = Seul le propriétaire du bot (celui de son application Discord) peut voir son état.
admin-none = aucun
admin-backup = { $file } ({ $when })
admin-no_backup = aucune dans BACKUP_DIR (sous PostgreSQL, votre pg_dump : voir docs/hosting.md)
admin-status = **État d'Agora** ({ $now })
    Parties : { $active } en cours, { $lobby } en salon d'attente, { $finished } terminées, { $abandoned } abandonnées
    Travail différé : { $outbox } annonces en attente dans l'outbox (la plus ancienne : { $oldest }) ; { $timers } minuteries en attente (prochaine : { $next })
    Dernière sauvegarde : { $backup }
    Erreurs du dernier jour : { $errors } (voir le journal)
