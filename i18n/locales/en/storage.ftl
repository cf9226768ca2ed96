## storage

storage-error-unavailable = The game database is unavailable, so nothing was changed. The bot is stopping; its admin has been told.
storage-error-not_saved = Not saved: the game's storage could not write, so nothing changed. Please try again in a moment.
