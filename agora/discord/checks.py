"""Who may do what, decided from the interaction (Discord permissions) and the stored game."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord

from agora.errors import AgoraError
from agora.i18n import t

if TYPE_CHECKING:
    from agora.games import GameRecord, GameService


def is_server_manager(interaction: discord.Interaction) -> bool:
    """A member with Manage Server may abandon any game of the server."""
    perms = getattr(interaction, "permissions", None)
    return bool(perms is not None and perms.manage_guild and interaction.guild_id is not None)


def require_guild(interaction: discord.Interaction) -> int:
    """Games live in server channels; refuse commands sent from a DM."""
    if interaction.guild_id is None or interaction.channel_id is None:
        raise AgoraError("lobby.error.guild_only")
    return interaction.channel_id


def can_abandon(creator_id: int, user_id: int, *, is_admin: bool) -> bool:
    return is_admin or creator_id == user_id


async def require_title_game(service: GameService, channel_id: int, title: str, lang: str) -> GameRecord:
    """The channel's active game, refused unless it is a game of `title` (a title's own commands)."""
    game = await service.require_active(channel_id)
    if game.title != title:
        raise AgoraError("bot.error.wrong_title", title=t(f"{title}.title", lang))
    return game
