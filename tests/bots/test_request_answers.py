"""A bot seat's answers to the other players' requests (agora/bots/answers.py, docs/bots.md): the stated
policy, as pure functions."""

from __future__ import annotations

from dataclasses import dataclass

from agora.bots.answers import (
    LOSING_BELOW,
    accepts_draw,
    accepts_undo,
    request_crosses_randomness,
    win_chance,
)
from engine.registry import get_engine


@dataclass
class _Asked:
    crosses_randomness: bool


def test_a_bot_accepts_an_undo_only_when_it_crosses_no_randomness():
    assert accepts_undo(False) is True
    assert accepts_undo(True) is False
    assert accepts_undo(request_crosses_randomness(_Asked(False))) is True
    assert accepts_undo(request_crosses_randomness(_Asked(True))) is False
    # a request that does not say whether it crosses randomness is taken as crossing it: refused
    assert accepts_undo(request_crosses_randomness(object())) is False


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
