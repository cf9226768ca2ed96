"""Random play and replay, shared by the property tests, the soak tests and the benchmarks."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from pydantic import BaseModel

from engine.core.actions import Action
from engine.core.contract import GameEngine, GameState

Chooser = Callable[[GameEngine, GameState, str, list[Action]], Action]


def random_chooser(rnd: random.Random) -> Chooser:
    def choose(engine: GameEngine, state: GameState, seat: str, legal: list[Action]) -> Action:
        return rnd.choice(legal)

    return choose


@dataclass
class Playout:
    state: GameState
    log: list[tuple[str, Action]] = field(default_factory=list)
    steps: int = 0


def play(
    engine: GameEngine,
    options: BaseModel,
    seats: list[str],
    seed: int,
    choosers: dict[str, Chooser] | Chooser,
    max_steps: int = 20_000,
) -> Playout:
    """Play until the game ends, asking the chooser of each awaited seat in turn.

    Raises RuntimeError if a waited-on seat has no legal action or the game does not end."""
    state = engine.create(options, seats, seed)
    out = Playout(state=state)
    for _ in range(max_steps):
        status = engine.status(out.state)
        if status.finished:
            return out
        if not status.waiting_for:
            raise RuntimeError(f"game waits on nobody in phase {status.phase}")
        seat = status.waiting_for[0]
        legal = engine.legal_actions(out.state, seat)
        if not legal:
            raise RuntimeError(f"seat {seat} awaited in phase {status.phase} but has no legal action")
        chooser = choosers[seat] if isinstance(choosers, dict) else choosers
        action = chooser(engine, out.state, seat, legal)
        out.state = engine.apply(out.state, seat, action, legal=legal, status=status).state
        out.log.append((seat, action))
        out.steps += 1
    raise RuntimeError(f"game did not end within {max_steps} actions")


def replay(
    engine: GameEngine,
    options: BaseModel,
    seats: list[str],
    seed: int,
    log: Iterable[tuple[str, Action]],
) -> GameState:
    """Rebuild a state from its seed and action log."""
    state = engine.create(options, seats, seed)
    for seat, action in log:
        state = engine.apply(state, seat, action).state
    return state
