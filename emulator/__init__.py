"""A loopback Discord (REST + gateway) that the real discord.py client talks to; see emulator/README.md."""

from emulator.driver import Emulator, InteractionResult, UserActionError
from emulator.patch import point_discord_at, restore_discord

__all__ = ["Emulator", "InteractionResult", "UserActionError", "point_discord_at", "restore_discord"]
