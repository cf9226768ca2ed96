"""Discord cogs: thin command layers over the game service.

`cogs.lobby` holds the commands of every game and `cogs.help` the help; a title's own commands are the cogs
its manifest names (engine/<title>/manifest.py). The bot loads them by name (`agora/bot.py`), with the
titles it offers."""
