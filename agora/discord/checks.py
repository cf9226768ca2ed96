"""Who may do what, decided from the interaction (Discord permissions) and the stored game."""

from __future__ import annotations

import discord

from agora.errors import AgoraError


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
