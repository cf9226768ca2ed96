"""The game table on Discord: what to post, DM and ping after a change, and what a click does.

`Screens` decides what things look like; the Table decides who gets what, when, and what happens when
a DM cannot be delivered. Cogs and buttons both come through here, so every title gets the same
behaviour for free.
"""

from __future__ import annotations

import io
import json
import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import discord

from agora.bots.identity import is_bot
from agora.errors import AgoraError
from agora.i18n import t
from engine.core import Action, Event

from .checks import is_server_manager
from .components import ComponentRef
from .images import DEFAULT_UPLOAD_LIMIT, upload_limit
from .locale import UserLocales, user_lang
from .logs import track
from .ops import acknowledge, reply, safe_dm, safe_send
from .screens import NO_MENTIONS, Screens, pinging

if TYPE_CHECKING:
    from agora.games import ActOutcome, GameRecord, GameService

log = logging.getLogger("agora.table")


@dataclass
class SeatDelivery:
    """Whether a seat got its private content by DM (False: it must use /game hand)."""

    user_id: int
    seat: str
    delivered: bool


class Table:
    def __init__(self, bot: discord.Client, service: GameService) -> None:
        self.bot = bot
        self.service = service
        self.screens = Screens(service)
        self.locales = UserLocales(service)
        self._told_dm_closed: set[tuple[int, int]] = set()  # (game, user) told once per process
        self.after_change: Callable[[GameRecord], None] | None = None  # the bot runner's poke

    # --- after a change -----------------------------------------------------------------------
    async def post_public(self, game: GameRecord, payload: dict[str, Any]) -> discord.Message | None:
        channel = self.bot.get_partial_messageable(game.channel_id, guild_id=game.guild_id)
        return await safe_send(channel, **payload)

    async def dm_seat(self, game: GameRecord, seat: str, user_id: int, events: list[Event]) -> bool:
        try:
            channel = await self.bot.create_dm(discord.Object(id=user_id))
        except discord.HTTPException:
            return False
        lang = await self.locales.get(user_id, game.language)
        lines = self.screens.narrate(game, events, seat, lang)
        payload = await self.screens.private_payload(
            game, seat, user_id, lang, lines=lines, limit=DEFAULT_UPLOAD_LIMIT
        )
        return await safe_dm(channel, **payload)

    async def deliver_private(
        self,
        game: GameRecord,
        events: list[Event],
        *,
        before: GameRecord | None,
        interaction: discord.Interaction | None,
    ) -> list[SeatDelivery]:
        """DM every seat whose private content changed or who saw a private event; fall back when a
        DM cannot be delivered: an ephemeral followup to the acting user, a content-free public note
        to anyone else."""
        results = []
        for record in game.seats:
            seat, user_id = record.seat, record.user_id
            if is_bot(user_id):
                continue  # a bot reads its view itself: it never gets nor needs a DM
            private_events = any(e.audience is not None and e.visible_to(seat) for e in events)
            now = self.screens.private_content(game, seat, user_id, game.language).fingerprint()
            was = None
            if before is not None and before.state is not None:
                was = self.screens.private_content(before, seat, user_id, game.language).fingerprint()
            if now == was and not private_events:
                continue
            delivered = await self.dm_seat(game, seat, user_id, events)
            results.append(SeatDelivery(user_id, seat, delivered))
            if not delivered:
                await self.dm_fallback(game, seat, user_id, interaction, events)
        return results

    async def dm_fallback(
        self,
        game: GameRecord,
        seat: str,
        user_id: int,
        interaction: discord.Interaction | None,
        events: list[Event],
    ) -> None:
        if interaction is not None and interaction.user.id == user_id:
            lang = user_lang(interaction)
            lines = self.screens.narrate(game, events, seat, lang)
            payload = await self.screens.private_payload(
                game,
                seat,
                user_id,
                lang,
                lines=[t("lobby.dm_closed_private", lang), *lines],
                limit=upload_limit(interaction),
            )
            await reply(interaction, ephemeral=True, **payload)
            return
        key = (game.id, user_id)
        if key in self._told_dm_closed:
            return
        self._told_dm_closed.add(key)
        text = t("lobby.dm_closed_public", game.language, mention=f"<@{user_id}>")
        await self.post_public(
            game,
            {
                "content": text,
                "allowed_mentions": pinging([user_id]),
            },
        )

    async def announce(
        self,
        outcome: ActOutcome,
        *,
        before: GameRecord | None,
        interaction: discord.Interaction | None,
        header: list[str] | None = None,
        public_via_interaction: bool = False,
    ) -> None:
        """After `start` or an accepted action: one public message, DMs, and pings."""
        game = outcome.game
        lines = list(header or []) + self.screens.narrate(game, outcome.events, None, game.language)
        previous = outcome.previous_status.waiting_for if outcome.previous_status else None
        ping = (
            self.screens.awaited_users(game, outcome.status) if outcome.status.waiting_for != previous else []
        )
        if outcome.status.finished:
            ping = [s.user_id for s in game.seats if not is_bot(s.user_id)]
        limit = upload_limit(interaction) if interaction is not None else DEFAULT_UPLOAD_LIMIT
        payload = await self.screens.public_payload(game, lines=lines, ping=ping, limit=limit)
        if public_via_interaction and interaction is not None:
            await reply(interaction, ephemeral=False, **payload)
        else:
            await self.post_public(game, payload)
        await self.deliver_private(game, outcome.events, before=before, interaction=interaction)
        if self.after_change is not None:
            self.after_change(game)

    # --- acting -------------------------------------------------------------------------------
    async def act(
        self,
        interaction: discord.Interaction,
        game: GameRecord,
        action: Action,
        *,
        expected_version: int | None,
    ) -> ActOutcome:
        """Apply an action for the interaction's user, answer them, then tell everyone what changed."""
        component = interaction.type is discord.InteractionType.component
        # Acknowledge first: an interaction Discord already gave up on (10062) showed the user a
        # failure, so nothing may be applied; they simply retry.
        await acknowledge(interaction, thinking=not component)
        outcome = await self.service.act(
            game.channel_id, interaction.user.id, action, expected_version=expected_version, game_id=game.id
        )
        lang = user_lang(interaction)
        try:
            if component:
                # The clicked controls belong to the old version: take them off the message.
                await interaction.edit_original_response(view=None)
            else:
                await reply(interaction, ephemeral=True, content=t("lobby.action_done", lang))
        except discord.HTTPException as exc:
            # The move is stored: failing to answer the clicker must not keep it from the others.
            log.warning("answer after action failed", extra={"status": exc.status, "code": exc.code})
        await self.announce(outcome, before=game, interaction=interaction)
        return outcome

    async def on_component(self, interaction: discord.Interaction, ref: ComponentRef) -> None:
        async with track(interaction, f"component:{ref.verb}") as tracked:
            tracked.game_id = ref.game_id
            # Acknowledged before the game is even read: clicks queued behind others (many games at
            # once, a slow database) still answer within Discord's 3 s, and when two processes
            # receive the same click only the one whose acknowledgement Discord took goes on.
            await acknowledge(interaction, thinking=False)
            game = await self.service.get(ref.game_id)
            if game is None or game.status in ("finished", "abandoned"):
                raise AgoraError("lobby.error.expired")
            if interaction.guild_id is not None and interaction.channel_id != game.channel_id:
                # Controls live in the game's channel or in DMs: this one was copied from elsewhere.
                raise AgoraError("lobby.error.expired")
            if ref.verb == "join":
                await self.join(interaction, game)
            elif ref.verb == "hand":
                await self.show_hand(interaction, game)
            elif ref.verb in ("abandon_yes", "abandon_no"):
                await self.confirm_abandon(interaction, game, confirmed=ref.verb == "abandon_yes")
            else:
                await self.act_by_index(interaction, game, ref)

    async def act_by_index(
        self, interaction: discord.Interaction, game: GameRecord, ref: ComponentRef
    ) -> None:
        if ref.version != game.version or game.status != "active":
            raise AgoraError("lobby.error.expired")
        seat = game.seat_of(interaction.user.id)
        if seat is None:
            raise AgoraError("lobby.error.not_your_controls")
        legal = self.screens.legal_actions(game, seat)
        index = ref.action_index
        if index is None or not 0 <= index < len(legal):
            raise AgoraError("lobby.error.expired")
        try:
            await self.act(interaction, game, legal[index], expected_version=ref.version)
        except AgoraError as exc:
            if exc.key == "games.error.stale":
                raise AgoraError("lobby.error.expired") from exc
            raise

    # --- lobby verbs shared by commands and buttons --------------------------------------------
    async def join(self, interaction: discord.Interaction, game: GameRecord, seat: str | None = None) -> None:
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

    async def show_hand(self, interaction: discord.Interaction, game: GameRecord) -> None:
        seat = game.seat_of(interaction.user.id)
        if seat is None:
            raise AgoraError("games.error.not_in_game")
        if game.status != "active":
            raise AgoraError("games.error.not_started")
        lang = user_lang(interaction)
        payload = await self.screens.private_payload(
            game, seat, interaction.user.id, lang, lines=[], limit=upload_limit(interaction)
        )
        await reply(interaction, ephemeral=True, **payload)

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

    # --- export -------------------------------------------------------------------------------
    async def export_file(self, game: GameRecord) -> discord.File:
        data = await self.service.export(game.id)
        body = json.dumps(data, ensure_ascii=False, indent=2, default=str).encode("utf-8")
        return discord.File(io.BytesIO(body), filename=f"agora-game-{game.id}.json")
