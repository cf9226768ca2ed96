"""Discord cogs: thin command layers over the game service.

`PLATFORM_EXTENSIONS` are the commands of every game; a title's own commands are the cogs its manifest
names (engine/<title>/manifest.py), loaded by the bot with the titles it offers."""

PLATFORM_EXTENSIONS = ("cogs.lobby",)
LATE_EXTENSIONS = ("cogs.help",)  # after the titles' cogs: it adds `rules` to their command groups
