"""Discord cogs: thin command layers over the game service. `EXTENSIONS` lists what the bot loads."""

CORE_EXTENSIONS = ("cogs.lobby", "cogs.syracuse", "cogs.epireia")
DEMO_EXTENSIONS = ("cogs.demo",)  # loaded only with ENABLE_DEMO_TITLE
