"""What a game looks like on Discord: lobby and summary embeds, private content, event lines.

Everything is built from the service's snapshot of the game's version (a seat's view, or the spectator
view for public messages, and the seat's legal actions: `agora/games/snapshot.py`), through the title's
presenter; the rules are never asked from here. Public messages use the game's
language; private content the language it is asked in (the user's locale for ephemeral replies, the
game's for DMs, which carry no locale).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord

from agora.bots.identity import display, is_bot, people
from agora.games.automatic import AUTOMATIC_EVENT
from agora.presenters import EmbedSpec, PrivateContent, TableContext, presenter_for
from agora.presenters.table_facts import table_facts
from engine.core import Action, Event, GameStatus
from i18n import t

from .components import GameButton
from .images import DEFAULT_UPLOAD_LIMIT, as_file
from .messages import build_embed, controls_view
from .options import option_name, value_label

if TYPE_CHECKING:
    from agora.games import GameRecord, GameService

NO_MENTIONS = discord.AllowedMentions.none()


def pinging(users: list[int]) -> discord.AllowedMentions:
    """Mentions that ping exactly these users and nobody else."""
    return discord.AllowedMentions(everyone=False, roles=False, users=[discord.Object(u) for u in users])


class Screens:
    """Builds every message of a game (as discord.py keyword arguments) from views and legal actions."""

    def __init__(self, service: GameService) -> None:
        self.service = service
        self.facts = table_facts(service)  # seat labels and contexts per version, shared with the cogs

    # --- facts about a game ---------------------------------------------------------------------
    def seat_labels(self, game: GameRecord, lang: str) -> dict[str, str]:
        """Seat id → its label in `lang`. Shared: do not change it."""
        return self.facts.seat_labels(game, lang)

    def seat_label(self, game: GameRecord, seat: str, lang: str) -> str:
        return self.facts.seat_label(game, seat, lang)

    def context(self, game: GameRecord, lang: str | None = None) -> TableContext:
        """What a presenter knows of the table. Shared by the callers of one version: do not change it."""
        return self.facts.context(game, lang)

    def title_name(self, title: str, lang: str) -> str:
        return t(f"{title}.title", lang)

    # --- building messages --------------------------------------------------------------------
    def lobby_embed(self, game: GameRecord, lang: str) -> EmbedSpec:
        low, high = self.service.player_range(game)
        seat_lines = []
        for spec in self.service.seat_specs(game):
            user = game.user_of(spec.id)
            who = display(user, lang) if user is not None else t("lobby.seat_free", lang)
            seat_lines.append(f"{t(spec.label_key, lang)} — {who}")
        shown_options = shown_options_text(game, lang)
        return EmbedSpec(
            title=t("lobby.lobby_title", lang, title=self.title_name(game.title, lang), id=game.id),
            description=t("lobby.lobby_help", lang, low=low, high=high, exact=str(low == high).lower()),
            fields=[
                (t("lobby.field.seats", lang), "\n".join(seat_lines), False),
                (t("lobby.field.options", lang), shown_options, True),
                (t("lobby.field.language", lang), game.language, True),
                (t("lobby.field.creator", lang), f"<@{game.creator_id}>", True),
            ],
        )

    def lobby_view(self, game: GameRecord, lang: str) -> discord.ui.View:
        view = discord.ui.View(timeout=None)
        if len(game.seats) < self.service.player_range(game)[1]:  # a full lobby (solo) has no seat to offer
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
        if game.status == "lobby" or game.state_json is None:
            return self.lobby_embed(game, lang)
        snap = self.service.snapshot(game)
        status = snap.status
        assert status is not None
        presenter = presenter_for(game.title)
        ctx = self.context(game)
        spec = presenter.public_summary(ctx, snap.view(None), status)
        extra = list(spec.fields)
        if game.status == "abandoned":
            extra.insert(0, (t("lobby.field.status", lang), t("lobby.status.abandoned", lang), False))
        elif game.paused_at is not None:  # deadlines frozen (agora/games/timed.py)
            extra.insert(0, (t("lobby.field.status", lang), t("deadlines.status.paused", lang), False))
        elif not status.finished and status.waiting_for:
            waiting = ", ".join(ctx.name(s) for s in status.waiting_for)
            extra.insert(0, (t("lobby.field.waiting", lang), waiting, False))
            if game.deadline_at is not None:
                stamp = int(game.deadline_at.timestamp())
                extra.insert(1, (t("lobby.field.deadline", lang), f"<t:{stamp}:R>", True))
        footer = spec.footer or t("lobby.footer", lang, id=game.id)
        return EmbedSpec(spec.title, spec.description, extra, spec.colour, footer, spec.image)

    def status_line(self, game: GameRecord) -> str:
        """The status message's first line: the turn and phase, whom the game waits on and by when
        ("" in the lobby). The embed says the same lower down, where a phone may not show it."""
        if game.status == "lobby" or game.state_json is None:
            return ""
        status = self.service.status_of(game)
        if status is None:
            return ""
        lang = game.language
        ctx = self.context(game)
        where = presenter_for(game.title).phase_line(ctx, status)
        if status.finished or game.status != "active" or not status.waiting_for:
            return where
        who = ", ".join(ctx.name(s) for s in status.waiting_for)
        if game.deadline_at is None or game.paused_at is not None:
            return t("feed.status_line", lang, where=where, who=who)
        deadline = f"<t:{int(game.deadline_at.timestamp())}:R>"
        return t("feed.status_line_deadline", lang, where=where, who=who, deadline=deadline)

    def private_content(self, game: GameRecord, seat: str, user_id: int, lang: str) -> PrivateContent:
        snap = self.service.snapshot(game)
        status = snap.status
        assert status is not None
        presenter = presenter_for(game.title)
        return presenter.private_content(
            self.context(game, lang), seat, snap.view(user_id), snap.legal(seat), status
        )

    def private_fingerprint(self, game: GameRecord, content: PrivateContent, lang: str) -> tuple[Any, ...]:
        """What a seat's private message shows of its own: the "waiting for X" line is left out (the
        status message says whom the game waits on; a DM is not edited for that alone)."""
        presenter = presenter_for(game.title)
        status = self.service.status_of(game)
        waiting = getattr(presenter, "waiting_line", None)
        line = waiting(self.context(game, lang), status) if waiting is not None and status else ""
        fingerprint = content.fingerprint()
        if not line:
            return fingerprint
        return (fingerprint[0].replace(line, ""), *fingerprint[1:])

    async def private_payload(
        self,
        game: GameRecord,
        seat: str,
        user_id: int,
        lang: str,
        *,
        lines: list[str],
        limit: int,
        content: PrivateContent | None = None,
    ) -> dict[str, Any]:
        """A seat's private message; `content` when the caller already built it (built once per seat)."""
        content = content or self.private_content(game, seat, user_id, lang)
        header = t("lobby.private_header", lang, title=self.title_name(game.title, lang), id=game.id)
        text = "\n".join([header, *lines, content.text])
        payload: dict[str, Any] = {"content": text[:2000], "allowed_mentions": NO_MENTIONS}
        if content.embed is not None:
            embed, image = await build_embed(content.embed, limit=limit)
            payload["embed"] = embed
            if image is not None:
                payload["file"] = as_file(image)
        view = controls_view(game.id, game.version, content)
        if view is not None:
            payload["view"] = view
        return payload

    async def public_payload(
        self, game: GameRecord, *, lines: list[str], ping: list[int], limit: int = DEFAULT_UPLOAD_LIMIT
    ) -> dict[str, Any]:
        lang = game.language
        ping = people(ping)
        if ping:
            mentions = " ".join(f"<@{u}>" for u in ping)
            key = "lobby.game_over_ping" if game.status == "finished" else "lobby.your_move"
            lines = [*lines, t(key, lang, mentions=mentions)]
        embed, image = await build_embed(self.summary_embed(game), limit=limit)
        where = self.status_line(game)
        payload: dict[str, Any] = {
            "content": "\n".join([where, *lines] if where else lines)[:2000] or None,
            "embed": embed,
            "allowed_mentions": pinging(ping),
        }
        if image is not None:
            payload["file"] = as_file(image)
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
            return [narrate_event(presenter, ctx, e) for e in events if e.audience is None]
        return [
            narrate_event(presenter, ctx, e) for e in events if e.audience is not None and e.visible_to(seat)
        ]

    def awaited_users(self, game: GameRecord, status: GameStatus | None) -> list[int]:
        return awaited_users(game, status)


def awaited_users(game: GameRecord, status: GameStatus | None) -> list[int]:
    """The people (not bots) a game waits on."""
    if status is None or status.finished:
        return []
    users = [game.user_of(seat) for seat in status.waiting_for]
    return [u for u in users if u is not None and not is_bot(u)]


async def public_status(
    service: GameService,
    game: GameRecord,
    *,
    lines: list[str],
    ping: list[int],
    limit: int = DEFAULT_UPLOAD_LIMIT,
) -> dict[str, Any]:
    """The game's public status message (summary embed, picture, controls) for a cog to post: built from
    the service's snapshot of the version and the title's presenter, like every message of the table."""
    return await Screens(service).public_payload(game, lines=lines, ping=ping, limit=limit)


def narrate_event(presenter: Any, ctx: TableContext, event: Event) -> str:
    """An event's line; a step the platform played for a player (agora/games/automatic.py) is said the
    same way for every title, naming the choice as the player would have seen it offered."""
    if event.kind == AUTOMATIC_EVENT:
        action = Action.model_validate(event.params["action"])
        seat = str(event.params["seat"])
        return t(
            "words.automatic", ctx.language, seat=ctx.name(seat), choice=presenter.choice_label(ctx, action)
        )
    return presenter.narrate(ctx, event)


def shown_options_text(game: GameRecord, lang: str) -> str:
    """The lobby's options as a player reads them: localised names and values (`Scénario : Historique`)."""
    from agora.games.options import option_specs  # local: the lobby view only
    from engine.registry import get_engine

    specs = option_specs(get_engine(game.title))
    parts = []
    for key, value in sorted((k, v) for k, v in game.options.items() if v is not None):
        spec = specs.get(key)
        name = option_name(spec, lang) if spec else key
        shown = value_label(spec, value, lang) if spec else str(value)
        parts.append(t("lobby.option_pair", lang, name=name, value=shown))
    return ", ".join(parts) or "—"
