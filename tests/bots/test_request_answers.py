"""A bot seat's answers to the other players' requests (agora/bots/answers.py, docs/bots.md): the stated
policy, as pure functions."""

from __future__ import annotations

from datetime import UTC, datetime

from agora.bots.answers import (
    LOSING_BELOW,
    accepts_draw,
    accepts_undo,
    win_chance,
)
from agora.games.seats import UNDO, Request
from engine.registry import get_engine


def test_a_bot_accepts_an_undo_only_when_it_crosses_no_randomness():
    assert accepts_undo(False) is True
    assert accepts_undo(True) is False
    asked = Request(UNDO, 1, "athens", 7, 3, datetime(2026, 1, 1, tzinfo=UTC), crosses_randomness=False)
    assert accepts_undo(Request.from_json(asked.to_json()).crosses_randomness) is True
    # a request stored before the flag existed is taken as crossing randomness: refused
    older = asked.to_json().replace(', "crosses_randomness": false', "")
    assert "crosses_randomness" not in older
    assert accepts_undo(Request.from_json(older).crosses_randomness) is False


def test_a_bot_accepts_a_draw_only_when_its_evaluation_says_it_is_losing():
    assert accepts_draw(LOSING_BELOW - 0.01) and not accepts_draw(LOSING_BELOW) and not accepts_draw(0.5)
    engine = get_engine("syracuse")
    options = engine.parse_options({})
    state = engine.create(options, [spec.id for spec in engine.seat_specs(options)], 1)
    athens, syracuse = win_chance(engine, state, "athens"), win_chance(engine, state, "syracuse")
    assert abs(athens + syracuse - 1) < 1e-9  # one evaluation, read from each side
    assert not accepts_draw(athens) and accepts_draw(syracuse)  # the rules of thumb favour Athens at first
    epireia = get_engine("epireia")
    options = epireia.parse_options({"players": 2})
    state = epireia.create(options, [spec.id for spec in epireia.seat_specs(options)], 1)
    assert not accepts_draw(win_chance(epireia, state, "delos1"))  # an even start: play on
