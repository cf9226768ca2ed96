"""The machinery of the turn sequence: named steps that run until a player must decide.

The machinery itself is the core's `StepMachine` (engine/core/turns.py); this module holds Syracuse's
instance of it. A *step* is a function of the state that either moves the game on (changes
`state.step`) or asks a seat for a *decision* (sets `state.prompt`) and returns. A decision kind has a
function listing its legal options and a function applying the chosen one. Steps are re-entrant: when
the decision is taken the same step runs again and reads its progress from `state.ctx`. This keeps
every rule module small and lets the engine answer `legal_actions` from the prompt alone.
"""

from __future__ import annotations

from typing import Any

from engine.core.turns import StepMachine
from engine.syracuse.events import Ev, act, emit
from engine.syracuse.state import SEAT_OF, Prompt, SyracuseState
from engine.syracuse.victory import check_sudden_victory

__all__ = ["Ev", "act", "emit"]  # re-exported: rule modules build actions and events from here


def _settled(state: SyracuseState, ev: Ev) -> bool:
    """The sequence stops when a seat is asked or the game is over (sudden victory checked first)."""
    if state.result is None:
        check_sudden_victory(state, ev)
    return state.result is not None or state.prompt is not None


MACHINE: StepMachine[SyracuseState] = StepMachine(settled=_settled)
"""The turn sequence, run by the core step machine (engine/core/turns.py)."""

STEPS = MACHINE.steps
DECISIONS = MACHINE.decisions
step = MACHINE.step
decision = MACHINE.decision
advance = MACHINE.advance


def ask(state: SyracuseState, side: str, kind: str, **data: Any) -> None:
    state.prompt = Prompt(seat=SEAT_OF[side], kind=kind, data=data)


def goto(state: SyracuseState, name: str) -> None:
    state.step = name
