"""Which language to answer in.

Private replies (ephemeral, errors) follow the user's own Discord locale, and so do DMs (the locale
last seen from that user, else the game's); public messages follow the game's language, which defaults
to the server's preferred locale when the game is created.
"""

from __future__ import annotations

from typing import Any

import discord
from sqlalchemy.exc import DBAPIError

from i18n import LANGUAGES, normalize_locale


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


class UserLocales:
    """The language each user's Discord client last reported, kept so that DMs — which carry no
    locale — are written in it. Persisted in the store's `Meta` table so it survives restarts."""

    PREFIX = "user_locale:"

    def __init__(self, service: Any) -> None:
        self.service = service
        self._known: dict[int, str] = {}
        self._unset: set[int] = set()  # users with no language stored: not asked again on every DM

    async def note(self, interaction: discord.Interaction) -> None:
        lang = user_lang(interaction)
        user_id = interaction.user.id
        if self._known.get(user_id) != lang:
            self._known[user_id] = lang
            try:
                await self.service.meta_set(f"{self.PREFIX}{user_id}", lang)
            except DBAPIError:
                # The storage refused it (a full disk): the interaction itself says so if it writes;
                # this is only remembered for DMs, and noted again at the user's next interaction.
                self._known.pop(user_id, None)

    async def get(self, user_id: int, default: str) -> str:
        if user_id not in self._known:
            if user_id in self._unset:
                return default
            stored = await self.service.meta_get(f"{self.PREFIX}{user_id}")
            if stored is None:
                self._unset.add(user_id)  # like a stored language, kept for this process's life
                return default
            self._known[user_id] = stored
        return self._known[user_id]
