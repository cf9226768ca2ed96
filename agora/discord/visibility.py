"""Which games a user may reach: those of channels they can read, lobby verbs only from the game's own
channel (issue #14, defects 1 and 4).

Channel permissions come from discord.py's cache (the GUILDS intent brings every channel with its
permission overwrites, and the roles) and the interaction's member: `permissions_for` applies
Discord's own rules (owner, administrator, @everyone, role and member overwrites; threads use their
parent's)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol, TypeVar

import discord

from agora.discord.checks import home_channel_id
from agora.errors import AgoraError

if TYPE_CHECKING:
    from agora.games import GameRecord


class Placed(Protocol):
    """A game record or summary: where the game lives."""

    @property
    def guild_id(self) -> int | None: ...

    @property
    def channel_id(self) -> int: ...


G = TypeVar("G", bound=Placed)


def can_read_channel(interaction: discord.Interaction, channel_id: int) -> bool:
    """True when the interaction's member may view `channel_id` of the interaction's server. A channel
    unknown to the cache (deleted, another server) is unreadable."""
    guild = interaction.guild
    member = interaction.user
    if guild is None or not isinstance(member, discord.Member):
        return False
    channel = guild.get_channel_or_thread(channel_id)
    if channel is None:
        return False
    return channel.permissions_for(member).view_channel


def readable_games(interaction: discord.Interaction, games: list[G]) -> list[G]:
    """The games of this server whose channel the user may read."""
    guild_id = interaction.guild_id
    return [g for g in games if g.guild_id == guild_id and can_read_channel(interaction, g.channel_id)]


def require_game_channel(interaction: discord.Interaction, game: GameRecord) -> None:
    """Lobby verbs (join, abandon, the hand button) come from the game's own channel, by a member who
    can see it: a custom id replayed from a DM or another channel is refused."""
    in_channel = (
        interaction.guild_id is not None
        and interaction.guild_id == game.guild_id
        and home_channel_id(interaction) == game.channel_id  # or from the game's thread
    )
    if not in_channel or not interaction.permissions.view_channel:
        raise AgoraError("guard.error.wrong_channel")
