"""The machinery of the turn sequence: named steps that run until a player must decide.

A *step* is a function of the state that either moves the game on (changes `state.step`) or asks a
seat for a *decision* (sets `state.prompt`) and returns. A decision kind has a function listing its legal
options and a function applying the chosen one. Steps are re-entrant: when the decision is taken the
same step runs again and reads its progress from `state.ctx`. This keeps every rule module small and
lets the engine answer `legal_actions` from the prompt alone.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from engine.core import Action
from engine.syracuse.events import Ev, act, emit
from engine.syracuse.state import SEAT_OF, Prompt, SyracuseState
from engine.syracuse.victory import check_sudden_victory

__all__ = ["Ev", "act", "emit"]  # re-exported: rule modules build actions and events from here

StepFn = Callable[[SyracuseState, Ev], None]
STEPS: dict[str, StepFn] = {}


@dataclass(frozen=True)
class Decision:
    options: Callable[[SyracuseState], list[Action]]
    choose: Callable[[SyracuseState, Action, Ev], None]
    error: str  # reason key (under syracuse.error.) when an action is not among the options


DECISIONS: dict[str, Decision] = {}


def step(name: str) -> Callable[[StepFn], StepFn]:
    def register(fn: StepFn) -> StepFn:
        STEPS[name] = fn
        return fn

    return register


def decision(kind: str, options: Callable[[SyracuseState], list[Action]], error: str = "illegal_choice"):
    """Register the apply function of a decision kind, with its options function."""

    def register(fn: Callable[[SyracuseState, Action, Ev], None]):
        DECISIONS[kind] = Decision(options=options, choose=fn, error=error)
        return fn

    return register


def ask(state: SyracuseState, side: str, kind: str, **data: Any) -> None:
    state.prompt = Prompt(seat=SEAT_OF[side], kind=kind, data=data)


def goto(state: SyracuseState, name: str) -> None:
    state.step = name


MAX_AUTO_STEPS = 10_000


def advance(state: SyracuseState, ev: Ev) -> None:
    """Run steps until a decision is awaited or the game is over."""
    for _ in range(MAX_AUTO_STEPS):
        if state.result is None:
            check_sudden_victory(state, ev)
        if state.result is not None or state.prompt is not None:
            return
        STEPS[state.step](state, ev)
    raise RuntimeError(f"turn sequence does not settle at step {state.step}")
