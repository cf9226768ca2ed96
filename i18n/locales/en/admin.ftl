## admin

admin-cmd-admin = admin
admin-cmd-admin-description = The bot's host: its health (the bot's owner only)
admin-cmd-status = status
admin-cmd-status-description = Games, delayed work waiting, the last backup and errors of the last day (owner only)
admin-error-owner_only = Only the bot's owner (the owner of its Discord application) may see its status.
admin-none = none
admin-backup = { $file } ({ $when })
admin-no_backup = none in BACKUP_DIR (on PostgreSQL, back up with the database's own dump tool: see docs/hosting.md)
admin-status = **Agora's status** ({ $now })
    Games: active { $active }, in a lobby { $lobby }, finished { $finished }, abandoned { $abandoned }
    Delayed work: announcements waiting in the outbox { $outbox } (oldest: { $oldest }); pending timers { $timers } (next: { $next })
    Last backup: { $backup }
    Errors in the last day: { $errors } (see the log)
