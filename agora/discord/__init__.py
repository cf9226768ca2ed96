"""The Discord edge: everything that touches discord.py objects lives here or in `cogs/`."""
