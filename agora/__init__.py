"""The Discord-facing platform: settings, store, lobby and game services, the Discord edge, the bot.

It sits on the engines (`engine/`), the pictures (`render/`) and the words (`i18n/`), and never the other way
round (`tests/platform/test_import_cycles.py`); the commands (`cogs/`) sit on it."""
