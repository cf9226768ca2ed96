"""The turn machinery a title builds its sequence of play from (ideas from boardgame.io's flow: phases in
an order, a turn order inside a phase, moves as functions of the state, several seats active at once).

- `PhaseOrder`: the phases of a round, in the order they are played, and which one follows which.
- `TurnOrder`: the seats that act one after the other in a phase (typed progress, stored in the state).
- `MoveTable`: the moves allowed in each *stage* (a phase, or a part of one: a pending personal
  decision, a battle plan...): each stage lists its legal actions and applies one. The engine asks the
  table for the current stage instead of dispatching with if/elif.
- `StepMachine`: for titles whose sequence is a chain of automatic steps interrupted by decisions
  (Syracuse): `@machine.step(name)` runs until it asks a seat a question, `@machine.decision(kind, options)`
  answers it; `advance` runs steps until the game waits on a seat.

Pending decisions (`PendingDecision` in contract.py) name every seat deciding at once; default actions on
timeout come from `GameEngine.defaults` (defaults.py); undo barriers from `GameEngine.is_barrier`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar

from pydantic import BaseModel, Field

from engine.core.actions import Action, Event, IllegalAction

S = TypeVar("S")
Events = list[Event]


# ------------------------------------------------------------------------------------------ phases
@dataclass(frozen=True)
class PhaseOrder:
    """The phases of a round in play order; after the last comes the first again (a new round)."""

    phases: tuple[str, ...]

    def __post_init__(self) -> None:
        if len(set(self.phases)) != len(self.phases):
            raise ValueError(f"a phase is listed twice: {self.phases}")

    def first(self) -> str:
        return self.phases[0]

    def next(self, phase: str) -> str:
        """The phase after `phase` (wrapping to the first: the next round)."""
        i = self.phases.index(phase)
        return self.phases[(i + 1) % len(self.phases)]

    def is_last(self, phase: str) -> bool:
        return phase == self.phases[-1]

    def __contains__(self, phase: object) -> bool:
        return phase in self.phases


# -------------------------------------------------------------------------------------- turn order
class TurnOrder(BaseModel):
    """Seats (or sides) acting one after the other, and whose turn it is: typed progress that lives in
    the state and survives a save. `current` is None once every seat has had its turn."""

    order: list[str] = Field(default_factory=list)
    position: int = 0

    @classmethod
    def starting_with(cls, first: str, seats: list[str] | tuple[str, ...]) -> TurnOrder:
        """Every seat once, in the seats' order rotated to start with `first`."""
        i = list(seats).index(first)
        return cls(order=[*seats[i:], *seats[:i]])

    @property
    def current(self) -> str | None:
        return self.order[self.position] if self.position < len(self.order) else None

    @property
    def done(self) -> bool:
        return self.position >= len(self.order)

    def restart(self) -> str | None:
        """Back to the first seat (the same order again, e.g. for the next phase)."""
        self.position = 0
        return self.current

    def pass_turn(self) -> str | None:
        """End the current seat's turn; the next seat, or None when the round of turns is over."""
        self.position += 1
        return self.current


# ------------------------------------------------------------------------------------ moves by stage
@dataclass(frozen=True)
class Stage(Generic[S]):
    """The moves of one stage: `waiting(state)` names the seats whose input it needs (several at once
    for simultaneous choices), `legal(state, seat)` lists a seat's moves (in the title's own form:
    actions or action dumps), `apply(state, seat, action)` plays one and returns the events."""

    legal: Callable[[S, str], list[Any]]
    apply: Callable[[S, str, Action], Events]
    waiting: Callable[[S], list[str]]


class MoveTable(Generic[S]):
    """Which moves the game allows now: `stage_of(state)` names the stage, each stage has its moves."""

    def __init__(self, stage_of: Callable[[S], str | None], refusal: str = "machinery.error.not_allowed_now"):
        self._stage_of = stage_of
        self._stages: dict[str, Stage[S]] = {}
        self._refusal = refusal

    def stage(
        self, name: str, legal: Callable[[S, str], list[Any]], waiting: Callable[[S], list[str]]
    ) -> Callable[..., Any]:
        """Register the apply function of the stage `name`, with its waiting and legal-moves functions."""

        def register(apply: Callable[[S, str, Action], Events]) -> Callable[[S, str, Action], Events]:
            if name in self._stages:
                raise ValueError(f"stage {name!r} registered twice")
            self._stages[name] = Stage(legal=legal, apply=apply, waiting=waiting)
            return apply

        return register

    def waiting(self, state: S) -> list[str]:
        """The seats the current stage waits on (none once the game is over or between stages)."""
        stage = self.current(state)
        return [] if stage is None else stage.waiting(state)

    def current(self, state: S) -> Stage[S] | None:
        name = self._stage_of(state)
        return None if name is None else self._stages[name]

    def legal(self, state: S, seat: str) -> list[Any]:
        stage = self.current(state)
        return [] if stage is None else stage.legal(state, seat)

    def apply(self, state: S, seat: str, action: Action) -> Events:
        stage = self.current(state)
        if stage is None:
            raise IllegalAction(self._refusal, action=action.kind)
        return stage.apply(state, seat, action)


# ------------------------------------------------------------------------------------- step machine
class Stepped(Protocol):
    step: str


T = TypeVar("T", bound=Stepped)


@dataclass(frozen=True)
class Decision(Generic[T]):
    options: Callable[[T], list[Action]]
    choose: Callable[[T, Action, Events], None]
    error: str  # reason key when an action is not among the options


class StepMachine(Generic[T]):
    """Named automatic steps and the decisions they ask for.

    A step is a function of (state, events) that either moves the game on (changes `state.step`) or asks
    a seat a decision and returns. Steps are re-entrant: once the decision is taken the same step runs
    again and reads its progress from the state. `settled(state, events)` says when to stop: a seat is
    asked, or the game is over."""

    MAX_AUTO_STEPS = 10_000

    def __init__(self, settled: Callable[[T, Events], bool]) -> None:
        self.steps: dict[str, Callable[[T, Events], None]] = {}
        self.decisions: dict[str, Decision[T]] = {}
        self._settled = settled

    def step(self, name: str) -> Callable[[Callable[[T, Events], None]], Callable[[T, Events], None]]:
        def register(fn: Callable[[T, Events], None]) -> Callable[[T, Events], None]:
            if name in self.steps:
                raise ValueError(f"step {name!r} registered twice")
            self.steps[name] = fn
            return fn

        return register

    def decision(
        self, kind: str, options: Callable[[T], list[Action]], error: str = "illegal_choice"
    ) -> Callable[[Callable[[T, Action, Events], None]], Callable[[T, Action, Events], None]]:
        """Register the apply function of a decision kind, with its options function."""

        def register(fn: Callable[[T, Action, Events], None]) -> Callable[[T, Action, Events], None]:
            if kind in self.decisions:
                raise ValueError(f"decision {kind!r} registered twice")
            self.decisions[kind] = Decision(options=options, choose=fn, error=error)
            return fn

        return register

    def advance(self, state: T, events: Events) -> None:
        """Run steps until a decision is awaited or the game is over."""
        for _ in range(self.MAX_AUTO_STEPS):
            if self._settled(state, events):
                return
            self.steps[state.step](state, events)
        raise RuntimeError(f"turn sequence does not settle at step {state.step}")

    def decide(self, state: T, kind: str, action: Action, events: Events) -> None:
        """Apply the answer to the decision `kind`, then run on until the next one."""
        self.decisions[kind].choose(state, action, events)
        self.advance(state, events)
