"""The step progress is typed (`engine/syracuse/progress.py`) and keeps the saved shape of the free dict it
replaced: games saved before load and save back unchanged, and a game saved and reloaded after every move
plays on exactly as the one never saved."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from engine.core.playout import replay
from engine.syracuse.engine import SyracuseEngine, SyracuseOptions
from tests.syracuse.test_random_games import SCENARIOS, SEATS, kind_chooser

SAVED = Path(__file__).with_name("saved_progress_samples.json")
"""Every shape of `ctx` met in 36 random games, saved by the engine before the progress was typed."""

ENGINE = SyracuseEngine()


def test_progress_saved_by_the_untyped_engine_loads_and_saves_back_unchanged():
    fresh = ENGINE.dump_state(ENGINE.create(SyracuseOptions(), SEATS, 1))
    samples = json.loads(SAVED.read_text(encoding="utf-8"))
    assert len(samples) > 40 and any("battle" in s for s in samples) and any("d" in s for s in samples)
    for ctx in samples:
        state = ENGINE.load_state({**fresh, "ctx": ctx})
        assert ENGINE.dump_state(state)["ctx"] == ctx


def test_an_unknown_progress_fact_is_refused_on_load():
    fresh = ENGINE.dump_state(ENGINE.create(SyracuseOptions(), SEATS, 1))
    with pytest.raises(ValueError):
        ENGINE.load_state({**fresh, "ctx": {"batle": {}}})
    with pytest.raises(ValueError):
        ENGINE.load_state({**fresh, "ctx": {"battle": {"zone": "T1", "stagee": "x"}}})


@pytest.mark.parametrize("scenario", SCENARIOS)
def test_a_game_saved_and_reloaded_after_every_move_plays_on_the_same(scenario):
    options = SyracuseOptions(scenario=scenario)
    seed = 5
    choose = kind_chooser(random.Random(seed))
    state = ENGINE.create(options, SEATS, seed)
    log = []
    while not ENGINE.status(state).finished:
        seat = ENGINE.status(state).waiting_for[0]
        action = choose(ENGINE, state, seat, ENGINE.legal_actions(state, seat))
        state = ENGINE.apply(state, seat, action).state
        log.append((seat, action))
        saved = ENGINE.dump_state(state)
        state = ENGINE.load_state(json.loads(json.dumps(saved)))
        assert ENGINE.dump_state(state) == saved
    assert ENGINE.dump_state(replay(ENGINE, options, SEATS, seed, log)) == ENGINE.dump_state(state)
