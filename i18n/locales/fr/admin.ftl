## admin

admin-cmd-admin = admin
admin-cmd-admin-description = L'hébergeur du bot : son état (propriétaire du bot seulement)
admin-cmd-status = etat
admin-cmd-status-description = Parties, travail différé en attente, dernière sauvegarde et erreurs du dernier jour (propriétaire)
admin-error-owner_only = Seul le propriétaire du bot (celui de son application Discord) peut voir son état.
admin-none = aucun
admin-backup = { $file } ({ $when })
admin-no_backup = aucune dans BACKUP_DIR (sous PostgreSQL, sauvegardez avec l'outil de copie de la base : voir docs/hosting.md)
admin-status = **État d'Agora** ({ $now })
    Parties — en cours : { $active }, en salon d'attente : { $lobby }, terminées : { $finished }, abandonnées : { $abandoned }
    Travail différé — annonces en attente dans l'outbox : { $outbox } (la plus ancienne : { $oldest }) ; minuteries en attente : { $timers } (prochaine : { $next })
    Dernière sauvegarde : { $backup }
    Erreurs du dernier jour : { $errors } (voir le journal)
