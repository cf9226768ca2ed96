"""How a title is shown on Discord, as plain specs the generic Discord code turns into messages.

A presenter never touches Discord objects or raw game state: it receives a seat's (or a spectator's)
view from the engine, the legal actions of that seat, and the game status, and returns specs. The
generic code (agora.discord) sends them, so a new title needs one presenter module and one registry
line. Buttons and select options refer to actions by their index in `legal_actions`: the custom id
carries the state version, so an index is only ever read back against the very list it came from.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol

from engine.core import Action, Event, GameStatus
from i18n import has, t

DEFAULT_COLOUR = 0x5865F2


@dataclass(frozen=True)
class ImageSpec:
    """A picture drawn off the event loop by `render()`; returns a Pillow image."""

    name: str  # file stem, e.g. "scores"
    render: Any  # Callable[[], PIL.Image.Image]; kept loose so presenters need not import PIL types


@dataclass(frozen=True)
class EmbedSpec:
    title: str
    description: str = ""
    fields: list[tuple[str, str, bool]] = field(default_factory=list)  # (name, value, inline)
    colour: int = DEFAULT_COLOUR
    footer: str = ""
    image: ImageSpec | None = None


@dataclass(frozen=True)
class ButtonSpec:
    label: str
    action_index: int
    style: str = "primary"  # primary, secondary, success, danger


@dataclass(frozen=True)
class SelectOptionSpec:
    label: str
    action_index: int
    description: str = ""


@dataclass(frozen=True)
class SelectSpec:
    placeholder: str
    options: list[SelectOptionSpec]
    # More than 1: the player may choose several options at once, applied in turn, all or nothing.
    max_values: int = 1
    min_values: int = 1


@dataclass(frozen=True)
class PrivateContent:
    """What one seat sees privately: text, an optional embed, and controls for its legal actions."""

    text: str
    embed: EmbedSpec | None = None
    buttons: list[ButtonSpec] = field(default_factory=list)
    selects: list[SelectSpec] = field(default_factory=list)

    def fingerprint(self) -> tuple[Any, ...]:
        """Equal fingerprints mean nothing new to tell the player."""
        embed = (
            None
            if self.embed is None
            else (self.embed.title, self.embed.description, tuple(self.embed.fields))
        )
        return (
            self.text,
            embed,
            tuple(self.buttons),
            tuple((s.placeholder, tuple(s.options)) for s in self.selects),
        )


@dataclass(frozen=True)
class TableContext:
    """Facts about a game a presenter needs beyond the view: language and who sits where."""

    title: str
    language: str
    seat_names: Mapping[str, str]  # seat id -> "Red (alice)"
    options: Mapping[str, Any] = field(default_factory=dict)
    game_id: int | None = None  # which game: what a presenter remembers between versions is per game

    def name(self, seat: str) -> str:
        return self.seat_names.get(seat, seat)


class TitlePresenter(Protocol):
    title: str

    def public_summary(self, ctx: TableContext, view: dict[str, Any], status: GameStatus) -> EmbedSpec:
        """The public picture of the game (spectator view): phase, scores, whose turn."""

    def private_content(
        self, ctx: TableContext, seat: str, view: dict[str, Any], legal: list[Action], status: GameStatus
    ) -> PrivateContent:
        """A seat's private content, with controls for the actions it may take now."""

    def narrate(self, ctx: TableContext, event: Event) -> str:
        """One line for an event, in `ctx.language`."""

    def timed_out_line(
        self, ctx: TableContext, view: dict[str, Any], seat: str, action: Action, *, by_rule: bool
    ) -> str:
        """The channel's line when `seat`'s time ran out and `action` was played for it."""

    def closeup_focus(self, events: list[Event]) -> list[str]:
        """What a close-up of these (public) events would show, e.g. the zones of a combat; [] for none."""

    def closeup(self, view: dict[str, Any], focus: list[str], lang: str) -> ImageSpec | None:
        """The close-up of `focus`, drawn from `view` (the spectator's); None when the title has none."""


def result_key(title: str, kind: str) -> str:
    """The catalog key of a result: the title's own (`<title>.result.<kind>`), or a platform ending's
    full key (a concession or an agreed draw, `seats.result.*`)."""
    return kind if "." in kind else f"{title}.result.{kind}"


class BasePresenter:
    """Shared behaviour: phase, result and event lines from the title's catalog.

    Event params named `seat` or `winners` are shown as player names; every other param as is."""

    title: str = ""

    def title_name(self, lang: str) -> str:
        return t(f"{self.title}.title", lang)

    def phase_line(self, ctx: TableContext, status: GameStatus) -> str:
        phase = t(f"{self.title}.phase.{status.phase}", ctx.language, **status.params)
        if status.finished and status.result is not None:
            return self.result_line(ctx, status)
        if status.turn is not None:
            return t("lobby.summary.turn_phase", ctx.language, turn=status.turn, phase=phase)
        return phase

    def result_line(self, ctx: TableContext, status: GameStatus) -> str:
        result = status.result
        assert result is not None
        params = {k: ctx.name(v) if k == "seat" else v for k, v in result.params.items()}
        how = t(result_key(self.title, result.kind), ctx.language, **params)
        if not result.winners:
            return t("lobby.summary.ended_no_winner", ctx.language, how=how)
        winners = ", ".join(ctx.name(s) for s in result.winners)
        return t("lobby.summary.ended", ctx.language, winners=winners, how=how)

    def narrate(self, ctx: TableContext, event: Event) -> str:
        params = dict(event.params)
        if isinstance(params.get("seat"), str):
            params["seat"] = ctx.name(params["seat"])
        if isinstance(params.get("winners"), list):
            params["winners"] = ", ".join(ctx.name(s) for s in params["winners"])
        key = f"{self.title}.event.{event.kind}"
        return t(key, ctx.language, **params) if has(key) else key

    def timed_out_line(
        self, ctx: TableContext, view: dict[str, Any], seat: str, action: Action, *, by_rule: bool
    ) -> str:
        """The channel's line when `seat`'s time ran out and `action` was played for it. `view`: the
        spectator's, of the version the action was played on; `by_rule`: the title's own rules timed the
        decision (a window they close), not the game's deadline."""
        label = self.choice_label(ctx, action)
        return t("deadlines.passed", ctx.language, player=ctx.name(seat), action=label)

    def closeup_focus(self, events: list[Event]) -> list[str]:
        return []  # a title without close-ups: its living table keeps its own picture

    def closeup(self, view: dict[str, Any], focus: list[str], lang: str) -> ImageSpec | None:
        return None

    def choice_label(self, ctx: TableContext, action: Action) -> str:
        """A legal action as the player saw it offered (the automatic step's line names it)."""
        key = f"{self.title}.action.{action.kind}"
        return t(key, ctx.language, **action.params) if has(key) else action.key()

    def waiting_line(self, ctx: TableContext, status: GameStatus) -> str:
        if status.finished or not status.waiting_for:
            return ""
        names = ", ".join(ctx.name(s) for s in status.waiting_for)
        return t("lobby.summary.waiting_for", ctx.language, names=names)
