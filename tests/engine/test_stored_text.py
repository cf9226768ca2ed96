"""The platform stores a game's state as the engine's JSON text (`dump_state_json`) and parses it back
from that text (`load_state_json`). For every title, a game reloaded from the text at every step plays on
exactly as the same game kept in memory, and the text holds what the plain JSON dump holds."""

from __future__ import annotations

import json
import random

import pytest

from engine.core import GameEngine, GameState
from engine.core.playout import Playout, play, random_chooser
from engine.registry import get_engine

# Every title, Syracuse's scenarios, Epireia's player counts and a solo game.
GAMES = [
    ("demo", {}),
    ("syracuse", {"scenario": "historical"}),
    ("syracuse", {"scenario": "historical_variant"}),
    ("syracuse", {"scenario": "what_if_alcibiades"}),
    ("epireia", {"players": 2}),
    ("epireia", {"players": 4}),
    ("epireia", {"players": 1, "solo_scenario": "naxos_revolt"}),
]


def random_game(title: str, raw: dict, seed: int) -> tuple[GameEngine, list[str], Playout, GameState]:
    """A random game of one of `GAMES`: its engine, its seats, the game played, and its first state again
    (to replay the log step by step)."""
    engine = get_engine(title)
    options = engine.parse_options(raw)
    order = [spec.id for spec in engine.seat_specs(options)]
    kept = play(engine, options, order, seed, random_chooser(random.Random(seed)))
    return engine, order, kept, engine.create(options, order, seed)


@pytest.mark.parametrize(("title", "raw"), GAMES, ids=lambda v: str(v))
def test_a_game_reloaded_from_its_stored_text_at_every_step_plays_on_the_same(title, raw):
    engine, _order, kept, state = random_game(title, raw, 11)
    for seat, action in kept.log:
        text = engine.dump_state_json(state)
        assert json.loads(text) == engine.dump_state(state)  # the text says what the plain dump says
        state = engine.load_state_json(text)
        state = engine.apply(state, seat, action).state
    assert engine.dump_state_json(state) == engine.dump_state_json(kept.state)
    assert len(kept.log) >= 10
