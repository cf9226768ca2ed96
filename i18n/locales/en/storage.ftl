## storage

storage-error-unavailable = The game database is unavailable, so nothing was changed. The bot is stopping; its admin has been told.
