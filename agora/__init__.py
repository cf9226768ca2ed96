"""The Discord-facing platform: settings, store, lobby and game services, translations, the bot."""
