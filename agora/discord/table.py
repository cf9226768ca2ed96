"""The game table on Discord: what to post, DM and ping after a change, and what a click does.

Everything shown is built from `GameService.view_for` (a seat's or a spectator's view) and the seat's
legal actions, through the title's presenter. Public messages use the game's language; private ones
(DMs, ephemeral replies) the language of the person they are for — for DMs that is the game's
language, since a DM has no interaction to tell us the user's locale.
"""

from __future__ import annotations

import io
import json
import logging
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import discord

from agora.errors import AgoraError
from agora.i18n import t
from agora.presenters import EmbedSpec, PrivateContent, TableContext, presenter_for
from engine.core import Action, Event, GameStatus

from .components import ComponentRef, GameButton
from .images import DEFAULT_UPLOAD_LIMIT, upload_limit
from .locale import user_lang
from .logs import track
from .messages import build_embed, controls_view
from .ops import reply, safe_dm, safe_send

if TYPE_CHECKING:
    from agora.games import ActOutcome, GameRecord, GameService

log = logging.getLogger("agora.table")
NO_MENTIONS = discord.AllowedMentions.none()


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
        self._told_dm_closed: set[tuple[int, int]] = set()  # (game, user) told once per process

    # --- facts about a game ---------------------------------------------------------------------
    def seat_label(self, game: GameRecord, seat: str, lang: str) -> str:
        for spec in self.service.seat_specs(game):
            if spec.id == seat:
                return t(spec.label_key, lang)
        return seat

    def context(self, game: GameRecord, lang: str | None = None) -> TableContext:
        lang = lang or game.language
        names = {s.seat: f"{self.seat_label(game, s.seat, lang)} (<@{s.user_id}>)" for s in game.seats}
        return TableContext(title=game.title, language=lang, seat_names=names, options=dict(game.options))

    def game_status(self, game: GameRecord) -> GameStatus | None:
        return self.service.status_of(game)

    def legal_actions(self, game: GameRecord, seat: str) -> list[Action]:
        if game.state is None or game.status != "active":
            return []
        engine = self.service.engine_for(game)
        return engine.legal_actions(engine.load_state(game.state), seat)

    def title_name(self, title: str, lang: str) -> str:
        return t(f"{title}.title", lang)

    # --- building messages --------------------------------------------------------------------
    def lobby_embed(self, game: GameRecord, lang: str) -> EmbedSpec:
        low, high = self.service.player_range(game)
        seat_lines = []
        for spec in self.service.seat_specs(game):
            user = game.user_of(spec.id)
            who = f"<@{user}>" if user is not None else t("lobby.seat_free", lang)
            seat_lines.append(f"{t(spec.label_key, lang)} — {who}")
        shown_options = ", ".join(f"{k}: {v}" for k, v in sorted(game.options.items())) or "—"
        return EmbedSpec(
            title=t("lobby.lobby_title", lang, title=self.title_name(game.title, lang), id=game.id),
            description=t("lobby.lobby_help", lang, low=low, high=high),
            fields=[
                (t("lobby.field.seats", lang), "\n".join(seat_lines), False),
                (t("lobby.field.options", lang), shown_options, True),
                (t("lobby.field.language", lang), game.language, True),
                (t("lobby.field.creator", lang), f"<@{game.creator_id}>", True),
            ],
        )

    def lobby_view(self, game: GameRecord, lang: str) -> discord.ui.View:
        view = discord.ui.View(timeout=None)
        view.add_item(
            GameButton(game.id, game.version, "join", label=t("lobby.button.join", lang), style="success")
        )
        return view

    def hand_view(self, game: GameRecord, lang: str) -> discord.ui.View:
        """A "My hand" button on public messages: private content on demand, whatever the DMs."""
        view = discord.ui.View(timeout=None)
        view.add_item(
            GameButton(game.id, game.version, "hand", label=t("lobby.button.hand", lang), style="secondary")
        )
        return view

    def summary_embed(self, game: GameRecord) -> EmbedSpec:
        """The public summary: the lobby while it gathers players, else the title's presenter."""
        lang = game.language
        if game.status == "lobby" or game.state is None:
            return self.lobby_embed(game, lang)
        status = self.game_status(game)
        assert status is not None
        presenter = presenter_for(game.title)
        ctx = self.context(game)
        spec = presenter.public_summary(ctx, self.service.view_for(game, None), status)
        extra = list(spec.fields)
        if game.status == "abandoned":
            extra.insert(0, (t("lobby.field.status", lang), t("lobby.status.abandoned", lang), False))
        elif not status.finished and status.waiting_for:
            waiting = ", ".join(ctx.name(s) for s in status.waiting_for)
            extra.insert(0, (t("lobby.field.waiting", lang), waiting, False))
            if game.deadline_at is not None:
                stamp = int(game.deadline_at.timestamp())
                extra.insert(1, (t("lobby.field.deadline", lang), f"<t:{stamp}:R>", True))
        footer = spec.footer or t("lobby.footer", lang, id=game.id)
        return EmbedSpec(spec.title, spec.description, extra, spec.colour, footer, spec.image)

    def private_content(self, game: GameRecord, seat: str, user_id: int, lang: str) -> PrivateContent:
        status = self.game_status(game)
        assert status is not None
        presenter = presenter_for(game.title)
        view = self.service.view_for(game, user_id)
        return presenter.private_content(
            self.context(game, lang), seat, view, self.legal_actions(game, seat), status
        )

    async def private_payload(
        self, game: GameRecord, seat: str, user_id: int, lang: str, *, lines: list[str], limit: int
    ) -> dict[str, Any]:
        content = self.private_content(game, seat, user_id, lang)
        header = t("lobby.private_header", lang, title=self.title_name(game.title, lang), id=game.id)
        text = "\n".join([header, *lines, content.text])
        payload: dict[str, Any] = {"content": text[:2000], "allowed_mentions": NO_MENTIONS}
        if content.embed is not None:
            embed, image = await build_embed(content.embed, limit=limit)
            payload["embed"] = embed
            if image is not None:
                payload["file"] = image.to_file()
        view = controls_view(game.id, game.version, content)
        if view is not None:
            payload["view"] = view
        return payload

    async def public_payload(
        self, game: GameRecord, *, lines: list[str], ping: list[int], limit: int = DEFAULT_UPLOAD_LIMIT
    ) -> dict[str, Any]:
        lang = game.language
        if ping:
            mentions = " ".join(f"<@{u}>" for u in ping)
            key = "lobby.game_over_ping" if game.status == "finished" else "lobby.your_move"
            lines = [*lines, t(key, lang, mentions=mentions)]
        embed, image = await build_embed(self.summary_embed(game), limit=limit)
        payload: dict[str, Any] = {
            "content": "\n".join(lines)[:2000] or None,
            "embed": embed,
            "allowed_mentions": discord.AllowedMentions(
                everyone=False, roles=False, users=[discord.Object(u) for u in ping]
            ),
        }
        if image is not None:
            payload["file"] = image.to_file()
        if game.status == "lobby":
            payload["view"] = self.lobby_view(game, lang)
        elif game.status == "active":
            payload["view"] = self.hand_view(game, lang)
        return payload

    def narrate(self, game: GameRecord, events: list[Event], seat: str | None, lang: str) -> list[str]:
        """Event lines a seat may see (None: the public ones only)."""
        presenter = presenter_for(game.title)
        ctx = self.context(game, lang)
        if seat is None:
            return [presenter.narrate(ctx, e) for e in events if e.audience is None]
        return [presenter.narrate(ctx, e) for e in events if e.audience is not None and e.visible_to(seat)]

    # --- after a change -----------------------------------------------------------------------
    def awaited_users(self, game: GameRecord, status: GameStatus | None) -> list[int]:
        if status is None or status.finished:
            return []
        users = [game.user_of(seat) for seat in status.waiting_for]
        return [u for u in users if u is not None]

    async def post_public(self, game: GameRecord, payload: dict[str, Any]) -> discord.Message | None:
        channel = self.bot.get_partial_messageable(game.channel_id, guild_id=game.guild_id)
        return await safe_send(channel, **payload)

    async def dm_seat(self, game: GameRecord, seat: str, user_id: int, *, lines: list[str]) -> bool:
        try:
            channel = await self.bot.create_dm(discord.Object(id=user_id))
        except discord.HTTPException:
            return False
        payload = await self.private_payload(
            game, seat, user_id, game.language, lines=lines, limit=DEFAULT_UPLOAD_LIMIT
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
            lines = self.narrate(game, events, seat, game.language)
            now = self.private_content(game, seat, user_id, game.language).fingerprint()
            was = None
            if before is not None and before.state is not None:
                was = self.private_content(before, seat, user_id, game.language).fingerprint()
            if now == was and not lines:
                continue
            delivered = await self.dm_seat(game, seat, user_id, lines=lines)
            results.append(SeatDelivery(user_id, seat, delivered))
            if not delivered:
                await self.dm_fallback(game, seat, user_id, interaction, lines=lines)
        return results

    async def dm_fallback(
        self,
        game: GameRecord,
        seat: str,
        user_id: int,
        interaction: discord.Interaction | None,
        *,
        lines: list[str],
    ) -> None:
        if interaction is not None and interaction.user.id == user_id:
            lang = user_lang(interaction)
            payload = await self.private_payload(
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
                "allowed_mentions": discord.AllowedMentions(
                    users=[discord.Object(user_id)], everyone=False, roles=False
                ),
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
        lines = list(header or []) + self.narrate(game, outcome.events, None, game.language)
        previous = outcome.previous_status.waiting_for if outcome.previous_status else None
        ping = self.awaited_users(game, outcome.status) if outcome.status.waiting_for != previous else []
        if outcome.status.finished:
            ping = [s.user_id for s in game.seats]
        limit = upload_limit(interaction) if interaction is not None else DEFAULT_UPLOAD_LIMIT
        payload = await self.public_payload(game, lines=lines, ping=ping, limit=limit)
        if public_via_interaction and interaction is not None:
            await reply(interaction, ephemeral=False, **payload)
        else:
            await self.post_public(game, payload)
        await self.deliver_private(game, outcome.events, before=before, interaction=interaction)

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
        outcome = await self.service.act(
            game.channel_id, interaction.user.id, action, expected_version=expected_version, game_id=game.id
        )
        lang = user_lang(interaction)
        if interaction.type is discord.InteractionType.component:
            # The clicked controls belong to the old version: take them off the message.
            await interaction.response.edit_message(view=None)
        else:
            await reply(interaction, ephemeral=True, content=t("lobby.action_done", lang))
        await self.announce(outcome, before=game, interaction=interaction)
        return outcome

    async def on_component(self, interaction: discord.Interaction, ref: ComponentRef) -> None:
        async with track(interaction, f"component:{ref.verb}") as tracked:
            tracked.game_id = ref.game_id
            game = await self.service.get(ref.game_id)
            if game is None or game.status in ("finished", "abandoned"):
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
        legal = self.legal_actions(game, seat)
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
        label = self.seat_label(updated, joined_seat, updated.language)
        line = t("lobby.joined", updated.language, mention=interaction.user.mention, seat=label)
        payload = await self.public_payload(updated, lines=[line], ping=[])
        await reply(interaction, ephemeral=False, **payload)

    async def show_hand(self, interaction: discord.Interaction, game: GameRecord) -> None:
        seat = game.seat_of(interaction.user.id)
        if seat is None:
            raise AgoraError("games.error.not_in_game")
        if game.status != "active":
            raise AgoraError("games.error.not_started")
        lang = user_lang(interaction)
        payload = await self.private_payload(
            game, seat, interaction.user.id, lang, lines=[], limit=upload_limit(interaction)
        )
        await reply(interaction, ephemeral=True, **payload)

    async def confirm_abandon(
        self, interaction: discord.Interaction, game: GameRecord, *, confirmed: bool
    ) -> None:
        from .checks import is_server_manager

        lang = user_lang(interaction)
        if not confirmed:
            await interaction.response.edit_message(content=t("lobby.abandon_cancelled", lang), view=None)
            return
        updated = await self.service.abandon(
            game.channel_id, interaction.user.id, is_admin=is_server_manager(interaction)
        )
        await interaction.response.edit_message(content=t("lobby.abandon_done", lang), view=None)
        text = t("lobby.abandoned", updated.language, id=updated.id, mention=interaction.user.mention)
        await self.post_public(updated, {"content": text, "allowed_mentions": NO_MENTIONS})

    # --- export -------------------------------------------------------------------------------
    async def export_file(self, game: GameRecord) -> discord.File:
        data = await self.service.export(game.id)
        body = json.dumps(data, ensure_ascii=False, indent=2, default=str).encode("utf-8")
        return discord.File(io.BytesIO(body), filename=f"agora-game-{game.id}.json")
