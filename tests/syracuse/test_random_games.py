"""Random players finish Syracuse games of every scenario, and replaying each log reproduces the game.

The random player picks an action *kind* uniformly among those legal, then one action of that kind:
still a random choice among legal actions, but "done" or "end the phase" is not drowned among a
hundred possible moves, so games go through every phase many times.

The soak (`@pytest.mark.slow`) plays 1,000 games per scenario. To keep CI short it drives the rules in
place (`legal_actions` then `_apply` on one working state: what `apply` runs, minus its defensive copy)
and replays one game in ten through the public `replay()`; the quick test uses `play()` and `replay()`
throughout.
"""

from __future__ import annotations

import random

import pytest

from engine.core import Action
from engine.core.playout import Chooser, play, replay
from engine.syracuse.engine import SyracuseEngine, SyracuseOptions

SEATS = ["athens", "syracuse"]
SCENARIOS = ["historical", "historical_variant", "what_if_alcibiades"]


def kind_chooser(rnd: random.Random) -> Chooser:
    def choose(engine, state, seat, legal):  # type: ignore[no-untyped-def]
        kind = rnd.choice(sorted({a.kind for a in legal}))
        return rnd.choice([a for a in legal if a.kind == kind])

    return choose


def play_and_replay(engine: SyracuseEngine, scenario: str, seed: int) -> None:
    options = SyracuseOptions(scenario=scenario)
    game = play(engine, options, SEATS, seed, kind_chooser(random.Random(seed)), max_steps=5_000)
    assert engine.status(game.state).finished
    again = replay(engine, options, SEATS, seed, game.log)
    assert engine.dump_state(again) == engine.dump_state(game.state)


@pytest.mark.parametrize("scenario", SCENARIOS)
def test_a_few_random_games_finish_and_replay(scenario):
    engine = SyracuseEngine()
    for seed in range(3):
        play_and_replay(engine, scenario, seed)


def play_in_place(
    engine: SyracuseEngine, scenario: str, seed: int
) -> tuple[object, list[tuple[str, Action]]]:
    choose = kind_chooser(random.Random(seed))
    state = engine.create(SyracuseOptions(scenario=scenario), SEATS, seed)
    log: list[tuple[str, Action]] = []
    for _ in range(5_000):
        status = engine.status(state)
        if status.finished:
            return state, log
        assert status.waiting_for, f"nobody awaited in {status.phase}"
        seat = status.waiting_for[0]
        legal = engine.legal_actions(state, seat)
        assert legal, f"{seat} has no legal action in {status.phase}"
        action = choose(engine, state, seat, legal)
        engine._apply(state, seat, action)
        log.append((seat, action))
    raise AssertionError(f"game {scenario}/{seed} did not end in 5,000 actions")


@pytest.mark.slow
@pytest.mark.cpu_soak
@pytest.mark.parametrize("scenario", SCENARIOS)
def test_a_thousand_random_games_per_scenario(scenario):
    engine = SyracuseEngine()
    options = SyracuseOptions(scenario=scenario)
    for seed in range(1_000):
        state, log = play_in_place(engine, scenario, seed)
        if seed % 10 == 0:
            again = replay(engine, options, SEATS, seed, log)
            assert engine.dump_state(again) == engine.dump_state(state), f"replay differs for seed {seed}"
