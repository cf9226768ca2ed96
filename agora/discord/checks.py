"""Who may do what, decided from the interaction (Discord permissions) and the stored game."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord

from agora.errors import AgoraError
from i18n import t

if TYPE_CHECKING:
    from agora.games import GameRecord, GameService


def is_server_manager(interaction: discord.Interaction) -> bool:
    """A member with Manage Server may abandon any game of the server."""
    perms = getattr(interaction, "permissions", None)
    return bool(perms is not None and perms.manage_guild and interaction.guild_id is not None)


def home_channel_id(interaction: discord.Interaction) -> int | None:
    """The channel whose game an interaction acts on: a thread's parent (a game played in a thread, an
    Epireia league's planning thread), else the interaction's own channel. A game is stored under the
    channel it was opened in; its thread, if any, is only where its table and feed are shown."""
    channel = interaction.channel
    if isinstance(channel, discord.Thread) and channel.parent_id is not None:
        return channel.parent_id
    return interaction.channel_id


def require_guild(interaction: discord.Interaction) -> int:
    """Games live in server channels; refuse commands sent from a DM. The game's channel is answered."""
    channel_id = home_channel_id(interaction)
    if interaction.guild_id is None or channel_id is None:
        raise AgoraError("lobby.error.guild_only")
    return channel_id


def can_abandon(creator_id: int, user_id: int, *, is_admin: bool) -> bool:
    return is_admin or creator_id == user_id


async def require_title_game(service: GameService, channel_id: int, title: str, lang: str) -> GameRecord:
    """The channel's active game, refused unless it is a game of `title` (a title's own commands)."""
    game = await service.require_active(channel_id)
    if game.title != title:
        raise AgoraError("bot.error.wrong_title", title=t(f"{title}.title", lang))
    return game
