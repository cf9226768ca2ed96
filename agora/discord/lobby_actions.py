"""Lobby verbs shared by commands and buttons: joining a game and confirming its abandonment.

Split from the Table (`agora/discord/table.py`), which routes the Join and abandon buttons here and
keeps the game's messages; `/game join` and `/game abandon` come here too.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any

import discord

from agora.errors import AgoraError
from i18n import t

from .checks import is_server_manager
from .locale import user_lang
from .ops import reply
from .screens import NO_MENTIONS
from .visibility import require_game_channel

if TYPE_CHECKING:
    from agora.games import GameRecord, GameService

    from .screens import Screens

# The Table's `post_public`: a message in the game's feed (its thread, if it plays in one).
PostPublic = Callable[["GameRecord", dict[str, Any]], Awaitable[Any]]


class LobbyActions:
    def __init__(self, service: GameService, screens: Screens, post_public: PostPublic) -> None:
        self.service = service
        self.screens = screens
        self.post_public = post_public

    async def join(self, interaction: discord.Interaction, game: GameRecord, seat: str | None = None) -> None:
        require_game_channel(interaction, game)
        active = await self.service.get_active(game.channel_id)
        if active is None or active.id != game.id or active.status != "lobby":
            raise AgoraError(
                "lobby.error.expired"
                if interaction.type is discord.InteractionType.component
                else "games.error.not_in_lobby"
            )
        updated = await self.service.join(game.channel_id, interaction.user.id, seat)
        joined_seat = updated.seat_of(interaction.user.id) or ""
        label = self.screens.seat_label(updated, joined_seat, updated.language)
        line = t("lobby.joined", updated.language, mention=interaction.user.mention, seat=label)
        payload = await self.screens.public_payload(updated, lines=[line], ping=[])
        await reply(interaction, ephemeral=False, **payload)

    async def confirm_abandon(
        self, interaction: discord.Interaction, game: GameRecord, *, confirmed: bool
    ) -> None:
        lang = user_lang(interaction)
        if not confirmed:
            await interaction.edit_original_response(content=t("lobby.abandon_cancelled", lang), view=None)
            return
        updated = await self.service.abandon(
            game.channel_id, interaction.user.id, is_admin=is_server_manager(interaction)
        )
        await interaction.edit_original_response(content=t("lobby.abandon_done", lang), view=None)
        text = t("lobby.abandoned", updated.language, id=updated.id, mention=interaction.user.mention)
        await self.post_public(updated, {"content": text, "allowed_mentions": NO_MENTIONS})
