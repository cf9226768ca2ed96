"""Game moments to draw: seeded games stepped with legal actions up to a named moment, for the tests, the
benchmark and the sample pictures. Deterministic: the same players and seed give the same states.

`moments(players, seed)` yields `(name, state)` pairs: `start` (first development phase), `mid` (turn 3 or
later, after figures went out), `plan` (Great Battle, half the plan placed), `reveal_N` (after each column
reveal or resolution), `done` (game over). Render a moment with `EpireiaEngine().view(state, seat)`.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator

from engine.core import Action
from engine.epireia.engine import EpireiaEngine
from engine.epireia.seats import SEATS_BY_PLAYERS
from engine.epireia.state import EpireiaOptions, EpireiaState

ENGINE = EpireiaEngine()
# Passing actions are picked rarely so that sample games build, produce and travel.
PASSIVE = frozenset({"end_development", "end_diplomacy", "decline", "hold"})


def _choose(rnd: random.Random, legal: list[Action]) -> Action:
    active = [a for a in legal if a.kind not in PASSIVE]
    if active and rnd.random() < 0.85:
        return rnd.choice(active)
    return rnd.choice(legal)


def _step(state: EpireiaState, rnd: random.Random) -> EpireiaState:
    status = ENGINE.status(state)
    seat = status.waiting_for[0]
    return ENGINE.apply(state, seat, _choose(rnd, ENGINE.legal_actions(state, seat))).state


def _new_game(players: int, seed: int, solo_scenario: str | None) -> EpireiaState:
    options = EpireiaOptions(players=players, solo_scenario=solo_scenario)
    return ENGINE.create(options, SEATS_BY_PLAYERS[players], seed)


def moments(
    players: int, seed: int = 1, solo_scenario: str | None = None
) -> Iterator[tuple[str, EpireiaState]]:
    state = _new_game(players, seed, solo_scenario)
    rnd = random.Random(seed)
    seen: set[str] = set()
    reveals = 0
    plan_moves = 0
    for _ in range(20_000):
        if ENGINE.status(state).finished:
            yield "done", state
            return
        battle = state.battle
        name = None
        if "start" not in seen and state.phase == "development":
            name = "start"
        elif "mid" not in seen and state.turn >= 3 and state.phase == "diplomacy" and state.moved:
            name = "mid"
        elif battle is not None and battle.stage == "plan":
            plan_moves += 1
            if plan_moves == 8 and "plan" not in seen:
                name = "plan"
        if name is not None:
            seen.add(name)
            yield name, state
        before = (battle.front, battle.column, battle.stage) if battle is not None else None
        state = _step(state, rnd)
        after = state.battle
        if after is not None and after.stage != "plan" and (after.front, after.column, after.stage) != before:
            reveals += 1
            if after.stage != "done":
                yield f"reveal_{reveals}", state
    raise RuntimeError("sample game did not end")


def play_until(
    players: int, seed: int, reached: Callable[[EpireiaState], bool], solo_scenario: str | None = None
) -> EpireiaState:
    """The first state of the seeded game for which `reached(state)` holds."""
    state = _new_game(players, seed, solo_scenario)
    rnd = random.Random(seed)
    for _ in range(20_000):
        if reached(state):
            return state
        if ENGINE.status(state).finished:
            break
        state = _step(state, rnd)
    raise RuntimeError("sample game never reached the wanted state")


def moment(players: int, name: str, seed: int = 1) -> EpireiaState:
    """One named moment of the seeded game (KeyError if that game never reaches it)."""
    for found, state in moments(players, seed):
        if found == name:
            return state
    raise KeyError(name)
