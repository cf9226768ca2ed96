"""Random players finish Syracuse games of every scenario, and replaying each log reproduces the game.

The random player picks an action *kind* uniformly among those legal, then one action of that kind:
still a random choice among legal actions, but "done" or "end the phase" is not drowned among a
hundred possible moves, so games go through every phase many times.
"""

from __future__ import annotations

import random

import pytest

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


@pytest.mark.slow
@pytest.mark.parametrize("scenario", SCENARIOS)
def test_a_thousand_random_games_per_scenario(scenario):
    engine = SyracuseEngine()
    for seed in range(1_000):
        play_and_replay(engine, scenario, seed)
