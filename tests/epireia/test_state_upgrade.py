"""Games saved before the turn order became the core `TurnOrder` (two fields, `order` and `active`) still
load: the state upgrader of `EpireiaState` moves them into `turns`, and the loaded game is the one its
log replays to today."""

from __future__ import annotations

import json
from pathlib import Path

from engine.core import Action
from engine.core.playout import replay
from engine.epireia.engine import EpireiaEngine
from engine.epireia.state import EpireiaOptions

SAVED = Path(__file__).with_name("saved_before_turn_order.json")
"""A 4-player game in turn 2's diplomacy, second seat to play, saved by the engine before the change,
with its seed and action log."""


def test_a_game_saved_before_the_turn_order_loads_as_its_log_replays_and_plays_on():
    saved = json.loads(SAVED.read_text(encoding="utf-8"))
    assert "order" in saved["state"] and "turns" not in saved["state"]
    engine = EpireiaEngine()
    loaded = engine.load_state(saved["state"])
    log = [(seat, Action.model_validate(a)) for seat, a in saved["log"]]
    replayed = replay(engine, EpireiaOptions(players=saved["players"]), saved["seats"], saved["seed"], log)
    assert engine.dump_state(loaded) == engine.dump_state(replayed)
    assert loaded.turns.current == saved["state"]["order"][saved["state"]["active"]]
    assert engine.status(loaded).waiting_for == [loaded.turns.current]
    seat = loaded.turns.current
    action = engine.legal_actions(loaded, seat)[-1]
    assert engine.dump_state(engine.apply(loaded, seat, action).state) == engine.dump_state(
        engine.apply(replayed, seat, action).state
    )
