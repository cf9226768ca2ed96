"""The interface every title implements: pure, synchronous, deterministic from the stored seed.

Inspired by boardgame.io: moves are functions of (state, seat, action); the framework decides who
may act from `status()`; each seat sees only `view(state, seat)`; randomness is state.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable
from typing import Any, ClassVar, Generic, TypeVar

from pydantic import BaseModel, Field, model_validator

from engine.core.actions import Action, Event, IllegalAction
from engine.core.defaults import DecisionDefaults
from engine.core.endings import CONCEDE, CONCEDED_KIND, DRAW_KIND, ENDINGS, check_ending, rng_consumed
from engine.core.forced import NOTHING_FORCED, ForcedChoices
from engine.core.options import OptionSpec, specs_from_model
from engine.core.rng import RngState

SYSTEM_SEAT = "__system__"
"""The seat that logs platform actions such as forcing dice; never a player."""

FORCE_DICE = "__force_dice__"
"""Action kind, valid only from SYSTEM_SEAT: queue the next die results (tests and the sandbox)."""


class SeatSpec(BaseModel):
    """A seat a player can take in the lobby: a side, a city or a league slot."""

    id: str
    label_key: str  # translation key of the seat's display name


class GameState(BaseModel):
    """Base of every title's state. Titles subclass it and add their own fields."""

    title: str
    seats: list[str]
    options: dict[str, Any] = Field(default_factory=dict)
    rng: RngState


class PendingDecision(BaseModel):
    """A decision the game waits for: which seats decide, which kind of decision, among what.

    Several seats may decide at once (secret choices revealed together, simultaneous orders): `seats`
    names them all; `answered` those who have already given their part (what they chose stays hidden),
    so the decision waits on the others. With `each` (the default) it is settled when every seat has
    answered; without, the first answer settles it for all (a league answering as one). `parts` gives
    each seat's own options when they differ by seat, `defaults` what a timeout plays for a seat still
    to answer, and `seconds` the time the rules themselves allow (None: the game's deadline options).
    The platform's timeouts read the default and the time from here (`GameEngine.default_action`,
    agora/games/timing.py). `seat` is the first of `seats` (a single-seat decision's seat). Give either
    `seat` or `seats`; the other is filled in."""

    seat: str = ""
    seats: list[str] = Field(default_factory=list)
    kind: str  # translation key under the title's `decision.` namespace
    options: list[Action] = Field(default_factory=list)
    params: dict[str, Any] = Field(default_factory=dict)
    answered: list[str] = Field(default_factory=list)
    each: bool = True
    # A seat's part and default may be secret (a league's reserve tokens, a hand): never dumped nor
    # printed with the status (which is public), read for that seat only (its timeout, its controls).
    parts: dict[str, list[Action]] = Field(default_factory=dict, exclude=True, repr=False)
    defaults: dict[str, Action] = Field(default_factory=dict, exclude=True, repr=False)
    seconds: float | None = None

    @model_validator(mode="after")
    def _seats(self) -> PendingDecision:
        if not self.seats and self.seat:
            self.seats = [self.seat]
        elif self.seats and not self.seat:
            self.seat = self.seats[0]
        if not self.seats or self.seat not in self.seats:
            raise ValueError("a pending decision names its deciding seat(s)")
        if not set(self.answered) <= set(self.seats):
            raise ValueError("only a deciding seat can have answered")
        return self

    @property
    def simultaneous(self) -> bool:
        return len(self.seats) > 1

    @property
    def waiting(self) -> list[str]:
        """The seats whose part is still to come."""
        return [s for s in self.seats if s not in self.answered]

    def awaits(self, seat: str) -> bool:
        return seat in self.seats and seat not in self.answered

    def options_for(self, seat: str) -> list[Action]:
        return self.parts.get(seat, self.options) if self.awaits(seat) else []

    def default_for(self, seat: str) -> Action | None:
        return self.defaults.get(seat) if self.awaits(seat) else None


def simultaneous_decision(
    kind: str,
    seats: list[str],
    legal: Callable[[str], list[Action]],
    defaults: DecisionDefaults,
    *,
    answered: list[str] | None = None,
    each: bool = True,
    params: dict[str, Any] | None = None,
) -> PendingDecision:
    """One decision several seats make at once, as a title reports it from `status`: each seat still to
    answer gets its part (its legal actions) and its timeout default (the title's preferences for
    `kind`, engine/core/defaults.py); the time is the rules' own for `kind`, if they time it.
    `legal(seat)` must be `legal_actions(state, seat)`: the platform takes a seat's list from here
    instead of listing it again."""
    done = [s for s in seats if s in (answered or [])]
    parts = {s: legal(s) for s in seats if s not in done}
    chosen = {s: defaults.pick(kind, options) for s, options in parts.items()}
    return PendingDecision(
        seats=seats,
        kind=kind,
        answered=done,
        each=each,
        parts=parts,
        defaults={s: a for s, a in chosen.items() if a is not None},
        seconds=defaults.rule_seconds.get(kind),
        params=params or {},
    )


class GameResult(BaseModel):
    winners: list[str]  # seats; empty for a draw or a solo loss
    kind: str  # translation key under the title's `result.` namespace (e.g. "total", "draw")
    params: dict[str, Any] = Field(default_factory=dict)


class GameStatus(BaseModel):
    phase: str  # translation key under the title's `phase.` namespace
    turn: int | None = None
    waiting_for: list[str] = Field(default_factory=list)  # seats whose input the game needs now
    pending: list[PendingDecision] = Field(default_factory=list)
    finished: bool = False
    result: GameResult | None = None
    params: dict[str, Any] = Field(default_factory=dict)  # extra public facts (AP, season...)


class ApplyResult(BaseModel):
    state: GameState
    events: list[Event]


S = TypeVar("S", bound=GameState)


class GameEngine(ABC, Generic[S]):
    """One title's rules. Subclasses set the class attributes and implement the `_` methods."""

    title: ClassVar[str]
    state_model: ClassVar[type[GameState]]
    options_model: ClassVar[type[BaseModel]]
    defaults: ClassVar[DecisionDefaults] = DecisionDefaults()
    """What a seat does when its time runs out (see engine/core/defaults.py)."""

    # --- lobby facts -------------------------------------------------------------------------
    @abstractmethod
    def seat_specs(self, options: BaseModel) -> list[SeatSpec]:
        """Seats offered in the lobby for these options, in the order they should be shown."""

    @abstractmethod
    def player_range(self, options: BaseModel) -> tuple[int, int]:
        """Minimum and maximum number of seated players for these options."""

    def option_specs(self) -> list[OptionSpec]:
        """The lobby options this title declares: allowed values, default, catalog texts."""
        return specs_from_model(self.options_model, f"choices.option.{self.title}")

    def parse_options(self, raw: dict[str, Any]) -> BaseModel:
        """Validate lobby options; raise IllegalAction with a translatable reason when invalid."""
        try:
            return self.options_model.model_validate(raw)
        except ValueError as exc:  # pydantic.ValidationError is a ValueError
            raise IllegalAction("core.error.bad_options", detail=str(exc).splitlines()[0]) from exc

    # --- the game -----------------------------------------------------------------------------
    @abstractmethod
    def create(self, options: BaseModel, seats: list[str], seed: int) -> S:
        """A new game for the given seats (ids from `seat_specs`)."""

    @abstractmethod
    def legal_actions(self, state: S, seat: str) -> list[Action]:
        """Every action `seat` may take now; empty when it is not waiting on this seat.

        Must be finite and concrete, so a random player can pick any of them. Multi-part choices
        are split into several steps (e.g. pick units, then the destination)."""

    @abstractmethod
    def _apply(self, state: S, seat: str, action: Action) -> list[Event]:
        """Mutate `state` (already a private copy) or raise IllegalAction."""

    def apply_trusted(self, state: S, seat: str, action: Action) -> list[Event]:
        """`_apply` for an action known to be in `legal_actions(state, seat)`: `apply` checks it first, and
        the bots' searches pass only actions taken from that list.

        Mutates `state` in place. Titles whose `_apply` re-lists the legal actions to check the one given
        skip that check here; the outcome must be the same as `_apply`'s."""
        return self._apply(state, seat, action)

    @abstractmethod
    def view(self, state: S, seat: str | None) -> dict[str, Any]:
        """What `seat` may see (None: a spectator), as plain JSON. Hidden items are removed."""

    def view_common(self, state: S) -> Any:
        """What every seat's view of `state` has in common, for a title whose views are worth building
        from one shared part (the platform shows one state to every seat and to the spectators): None,
        or a value `view_from` takes back. The views built from it share it: nobody changes a view."""
        return None

    def view_from(self, state: S, seat: str | None, common: Any) -> dict[str, Any]:
        """`view(state, seat)`, given `view_common(state)` (None: nothing shared)."""
        return self.view(state, seat)

    @abstractmethod
    def status(self, state: S) -> GameStatus:
        """Phase, whose input is awaited, pending decisions, and the result once ended."""

    # --- provided -----------------------------------------------------------------------------
    def seat_sight(
        self, state: S, seat: str, legal: list[Action] | None = None, common: Any = None
    ) -> tuple[dict[str, Any], list[Action]]:
        """`view(state, seat)` and `legal_actions(state, seat)` together, for a caller that shows both (a
        seat's controls); `legal`, when given, is that list already (a pending decision's part), and
        `common` the state's `view_common`. A title whose view lists the legal actions lists them once
        here, or not at all when given."""
        view = self.view(state, seat) if common is None else self.view_from(state, seat, common)
        return view, self.legal_actions(state, seat) if legal is None else legal

    # `status`, where a provided method takes it, is `self.status(state)` when the caller has it already:
    # the platform asks several of these of one state per move, and each would build the status again.
    def decision_kind(self, state: S, seat: str, *, status: GameStatus | None = None) -> str:
        """The kind of decision `seat` is awaited for: its pending decision's kind, else the phase."""
        status = self.status(state) if status is None else status
        own = [p.kind for p in status.pending if p.awaits(seat)]
        return own[0] if own else status.phase

    def default_action(self, state: S, seat: str, *, status: GameStatus | None = None) -> Action | None:
        """The legal action a timeout plays for `seat` (None when it is not awaited): the default its
        pending decision names, else the title's preference for the kind of decision."""
        status = self.status(state) if status is None else status
        for decision in status.pending:
            chosen = decision.default_for(seat)
            if chosen is not None:
                return chosen
        kind = self.decision_kind(state, seat, status=status)
        return self.defaults.pick(kind, self.legal_actions(state, seat))

    def decision_seconds(self, state: S, seat: str, *, status: GameStatus | None = None) -> float | None:
        """The time the rules allow `seat`'s awaited decision (None: the game's deadline options)."""
        status = self.status(state) if status is None else status
        for decision in status.pending:
            if decision.awaits(seat) and decision.seconds is not None:
                return decision.seconds
        return self.defaults.rule_seconds.get(self.decision_kind(state, seat, status=status))

    # --- single options the platform plays for a seat (engine/core/forced.py, issue 11) ----------
    forced_choices: ClassVar[ForcedChoices] = NOTHING_FORCED

    def forced_action(self, state: S, seat: str, *, status: GameStatus | None = None) -> Action | None:
        """The seat's only legal action when playing it for them reveals nothing hidden (its decision
        kind's single option follows from public information); None when the seat must be asked."""
        legal = self.forceable_options(state, seat, status=status)
        return legal[0] if legal is not None and len(legal) == 1 else None

    def forceable_options(
        self, state: S, seat: str, *, status: GameStatus | None = None
    ) -> list[Action] | None:
        """`legal_actions(state, seat)` when a single option of the seat's decision kind would be played
        for them (`forced_action`); None, without listing them, when the seat is asked whatever they
        are. A caller that goes on to apply or show them passes the list on instead of listing it again."""
        if self.forced_choices is NOTHING_FORCED:
            return None  # the title asks everything: no need to list the options
        kind = self.decision_kind(state, seat, status=status)
        if not self.forced_choices.is_public(kind, state, seat):
            return None
        return self.legal_actions(state, seat)

    def forfeit_winners(self, state: S, seat: str) -> list[str]:
        """Who wins when `seat` forfeits (misses too many deadlines): every other seat by default."""
        return [s for s in state.seats if s != seat]

    def apply(
        self,
        state: S,
        seat: str,
        action: Action,
        *,
        legal: list[Action] | None = None,
        status: GameStatus | None = None,
        owned: bool = False,
    ) -> ApplyResult:
        """Apply an action for a seat; the given state is never modified, unless `owned`.

        `legal`: `legal_actions(state, seat)` when the caller has it already, computed from this very
        state (the platform keeps it per stored version), so that a move does not list them again;
        `status`: `status(state)`, likewise. Raises IllegalAction (nothing changed) when the rules
        refuse it. `owned`: the caller hands `state` over (nothing else holds it, and the caller never
        reads it again): the action changes it in place, sparing the copy of the whole state, which
        costs more than most actions; refused, it is left as it was."""
        if action.kind == FORCE_DICE:
            return self._force_dice(state, seat, action)
        if seat == SYSTEM_SEAT:
            raise IllegalAction("core.error.system_action", kind=action.kind)
        if seat not in state.seats:
            raise IllegalAction("core.error.not_seated")
        if action.kind in ENDINGS:
            return self._end_by_players(state, seat, action)
        if (self.status(state) if status is None else status).finished:
            raise IllegalAction("core.error.game_over")
        if legal is None:
            legal = self.legal_actions(state, seat)
        key = action.key()
        if not any(a.key() == key for a in legal):
            raise self.refusal(state, seat, action, legal)
        work = state if owned else state.model_copy(deep=True)
        events = self.apply_trusted(work, seat, action)
        return ApplyResult(state=work, events=events)

    def refusal(self, state: S, seat: str, action: Action, legal: list[Action]) -> IllegalAction:
        """Why `action` is not among `legal` (the seat's legal actions), as the error `apply` raises.

        The default asks the title's `_apply` on a scratch copy, whose checks give the precise reason
        (not your turn, no action left, wrong zone...); an action `_apply` would accept although it is
        not listed is refused all the same, with the platform's generic reason."""
        try:
            self._apply(state.model_copy(deep=True), seat, action)
        except IllegalAction as exc:
            return exc
        except Exception:
            pass
        if not legal:
            return IllegalAction("core.error.not_your_turn")
        return IllegalAction("machinery.error.not_legal", kind=action.kind)

    # --- concessions, draws and undo barriers (platform actions, see engine/core/endings.py) ----
    def concession_winners(self, state: S, seat: str) -> list[str]:
        """Who wins when `seat` concedes: the opponent of a two-player game; nobody in a solo game
        (a loss). Titles with more players override it or keep the refusal."""
        if len(state.seats) == 2:
            return [s for s in state.seats if s != seat]
        if len(state.seats) == 1:
            return []
        raise IllegalAction("seats.error.concede_multi")

    def secret_fingerprint(self, state: S) -> Any:
        """The secret parts of the state (hands, decks, hidden plans), in a comparable form: an action
        that changes them revealed or drew something and is an undo barrier. The default, derived from
        the views, is every state field the spectator view leaves out (conservative: it may block an
        undo it could allow, never the reverse); titles narrow it to what is really secret."""
        data = self.dump_state(state)
        public = self.view(state, None)
        return {k: v for k, v in data.items() if k not in public and k != "rng"}

    def is_barrier(self, before: S, after: S) -> bool:
        """True when the action that led from `before` to `after` rolled a die, drew or shuffled
        (the random generator moved) or changed a secret: it may not be undone without consent."""
        return rng_consumed(before.rng, after.rng) or (
            self.secret_fingerprint(before) != self.secret_fingerprint(after)
        )

    def reseed(self, state: S, salt: int) -> S:
        """A copy of `state` that draws from a fresh random stream (an undo took back revealed
        randomness: the stream it revealed must not come again). Deterministic from `salt`, which the
        platform logs; nothing any seat sees changes but what was still face down."""
        work = state.model_copy(deep=True)
        work.rng = work.rng.reseeded(salt)
        self.reshuffle_unseen(work)
        return work

    def reshuffle_unseen(self, state: S) -> None:
        """Shuffle again, with `state.rng`, what the title shuffled in advance and nobody has seen yet
        (face-down decks, piles drawn from the top): their order is part of the random stream. The
        default does nothing: a title that draws at random when it draws has no such stack."""

    def _end_by_players(self, state: S, seat: str, action: Action) -> ApplyResult:
        check_ending(action.kind, state.seats, self.status(state).finished)
        if "result" not in type(state).model_fields:
            raise IllegalAction("seats.error.no_ending")
        if action.kind == CONCEDE:
            result = GameResult(
                winners=self.concession_winners(state, seat), kind=CONCEDED_KIND, params={"seat": seat}
            )
        else:
            result = GameResult(winners=[], kind=DRAW_KIND)
        work = state.model_copy(deep=True)
        work.result = result  # type: ignore[attr-defined]
        return ApplyResult(state=work, events=[])  # the Discord layer says who conceded or agreed

    def _force_dice(self, state: S, seat: str, action: Action) -> ApplyResult:
        if seat != SYSTEM_SEAT:
            raise IllegalAction("core.error.system_only")
        values = action.params.get("values")
        if (
            not isinstance(values, list)
            or not values
            or not all(isinstance(v, int) and 1 <= v <= 20 for v in values)
        ):
            raise IllegalAction("core.error.bad_dice")
        work = state.model_copy(deep=True)
        work.rng.forced.extend(values)
        return ApplyResult(state=work, events=[])

    def load_state(self, data: dict[str, Any]) -> S:
        return self.state_model.model_validate(data)  # type: ignore[return-value]

    def dump_state(self, state: S) -> dict[str, Any]:
        return state.model_dump(mode="json")

    def load_state_json(self, text: str | bytes) -> S:
        """`load_state` of JSON text, parsed and validated in one pass (no intermediate dicts)."""
        return self.state_model.model_validate_json(text)  # type: ignore[return-value]

    def dump_state_json(self, state: S) -> str:
        """`dump_state` as JSON text, written in one pass: what the platform stores."""
        return state.model_dump_json()

    def is_legal(self, state: S, seat: str, action: Action) -> bool:
        key = action.key()
        return any(a.key() == key for a in self.legal_actions(state, seat))


def force_dice_action(values: list[int]) -> Action:
    return Action(kind=FORCE_DICE, params={"values": list(values)})
