"""The bot's entry points: levels, one decision, and a chooser for `engine.core.playout.play`."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from engine.bots.infoset import mask
from engine.bots.policy import LAZY_KINDS
from engine.bots.search import search
from engine.core import Action, GameEngine, GameState


@dataclass(frozen=True)
class Level:
    name: str
    iterations: int  # determinized simulations per decision
    depth: int  # random steps after the tree before the evaluation
    exploration: float = 0.7


LEVELS: dict[str, Level] = {
    "easy": Level("easy", iterations=32, depth=12),
    "normal": Level("normal", iterations=112, depth=16),
    "hard": Level("hard", iterations=240, depth=20),
}


def decide(
    engine: GameEngine,
    state: GameState,
    seat: str,
    level: str | Level = "normal",
    seed: int = 0,
    legal: list[Action] | None = None,
    streak: int = 0,
) -> Action:
    """The bot's answer for `seat`, which must be awaited. Deterministic from (what the seat knows, seed).

    `legal` is the list of actions offered to the seat (computed when not given). The state is masked
    before anything else reads it. `streak` counts the seat's decisions in a row at the same step
    (`step_key`): past STREAK_LIMIT the bot closes the step when it can, so that moves gaining nothing
    (a unit shuttled between two safe ports in D.2) cannot loop for ever."""
    lvl = LEVELS[level] if isinstance(level, str) else level
    candidates = list(legal) if legal is not None else engine.legal_actions(state, seat)
    if not candidates:
        raise ValueError(f"seat {seat} has no decision to make")
    if len(candidates) == 1:
        return candidates[0]
    if streak >= STREAK_LIMIT:
        closing = next((a for a in sorted(candidates, key=Action.key) if a.kind in LAZY_KINDS), None)
        if closing is not None:
            return closing
    candidates.sort(key=Action.key)  # the offer's order is not information
    masked = mask(engine, state, seat)
    rnd = random.Random(seed)
    return search(engine, masked, seat, candidates, lvl.iterations, lvl.depth, lvl.exploration, rnd)


STREAK_LIMIT = 24  # decisions in a row at one step before the bot ends it (when it may)


def step_key(engine: GameEngine, state: GameState) -> tuple:
    """Which step the game is at: turn, phase and the pending decisions' kinds."""
    status = engine.status(state)
    return (status.turn, status.phase, tuple(p.kind for p in status.pending))


Chooser = Callable[[GameEngine, GameState, str, list[Action]], Action]


def bot_chooser(level: str | Level = "normal", seed: int = 0) -> Chooser:
    """A `playout.Chooser` that asks the bot; each decision gets its own seed from a counter."""
    count = 0
    streaks: dict[str, tuple[tuple, int]] = {}  # seat -> (step, decisions in a row there)

    def choose(engine: GameEngine, state: GameState, seat: str, legal: list[Action]) -> Action:
        nonlocal count
        count += 1
        key = step_key(engine, state)
        last, streak = streaks.get(seat, ((), 0))
        streak = streak + 1 if last == key else 0
        streaks[seat] = (key, streak)
        return decide(engine, state, seat, level, seed * 1_000_003 + count, legal, streak)

    return choose
