"""Which language to answer in.

Private replies (ephemeral, errors) follow the user's own Discord locale; public messages follow the
game's language, which defaults to the server's preferred locale when the game is created.
"""

from __future__ import annotations

import discord

from agora.i18n import LANGUAGES, normalize_locale


def user_lang(interaction: discord.Interaction) -> str:
    return normalize_locale(interaction.locale)


def guild_lang(interaction: discord.Interaction) -> str:
    if interaction.guild_locale is not None:
        return normalize_locale(interaction.guild_locale)
    guild = interaction.guild
    return normalize_locale(guild.preferred_locale if guild is not None else None)


def new_game_lang(interaction: discord.Interaction, requested: str | None) -> str:
    """The language of a new game: the one asked for, else the server's."""
    if requested and requested in LANGUAGES:
        return requested
    return guild_lang(interaction)
