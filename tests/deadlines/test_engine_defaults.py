"""Every decision reachable in random games has a legal timeout default, on both titles.

Random games visit the decision kinds; at each step the default must be one of the legal actions and
its kind must be the one the title's data prefers when that kind is legal. A game where one seat only
ever plays its default must keep moving (no decision loops on itself).
"""

from __future__ import annotations

import random

import pytest

from engine.registry import get_engine

CASES = [
    ("syracuse", {}, 2),
    ("epireia", {}, 2),
    ("epireia", {"players": 4}, 4),
    ("epireia", {"players": 3}, 3),
]


def _walk(title: str, raw: dict, players: int, seed: int, default_seat: str | None, steps: int) -> set[str]:
    engine = get_engine(title)
    options = engine.parse_options(raw)
    seats = [s.id for s in engine.seat_specs(options)][:players]
    state = engine.create(options, seats, seed)
    rnd = random.Random(seed)
    kinds: set[str] = set()
    for _ in range(steps):
        status = engine.status(state)
        if status.finished:
            break
        seat = status.waiting_for[0]
        legal = engine.legal_actions(state, seat)
        kind = engine.decision_kind(state, seat)
        kinds.add(kind)
        default = engine.default_action(state, seat)
        assert default is not None and default in legal, (title, kind, default)
        preferred = engine.defaults.preferences.get(kind, ()) + engine.defaults.preferences.get("*", ())
        legal_kinds = {a.kind for a in legal}
        wanted = next((k for k in preferred if k in legal_kinds), None)
        if wanted is not None:
            assert default.kind == wanted, (kind, default.kind, wanted)
        choice = default if seat == default_seat or default_seat == "*" else rnd.choice(legal)
        state = engine.apply(state, seat, choice).state
    return kinds


@pytest.mark.parametrize(("title", "raw", "players"), CASES)
def test_every_reached_decision_has_a_legal_default(title: str, raw: dict, players: int) -> None:
    kinds: set[str] = set()
    for seed in (1, 2):
        kinds |= _walk(title, raw, players, seed, default_seat=None, steps=1500)
    assert len(kinds) > 3  # the walk did visit several kinds of decision


@pytest.mark.parametrize(("title", "raw", "players"), CASES[:2])
def test_a_game_played_only_by_defaults_keeps_moving(title: str, raw: dict, players: int) -> None:
    engine = get_engine(title)
    kinds = _walk(title, raw, players, 3, default_seat="*", steps=400)
    assert len(kinds) > 2, kinds  # it moved through several decisions rather than looping on one
    assert engine.defaults.pick("x", []) is None


def test_epireia_commit_window_defaults_to_hold_within_the_rule_minute() -> None:
    engine = get_engine("epireia")
    assert engine.defaults.rule_seconds == {"commit_window": 60.0}
    assert engine.defaults.preferences["commit_window"] == ("hold",)


def test_syracuse_combat_decisions_have_legal_defaults_too() -> None:
    """Combat is rare in uniformly random games: half-lazy players reach it (fights, battle stratagem
    windows, retreats, losses), and every default on the way is legal."""
    from tests.e2e.syracuse_support import lazy_chooser

    engine = get_engine("syracuse")
    options = engine.parse_options({})
    kinds: set[str] = set()
    for seed in range(30):
        state = engine.create(options, ["athens", "syracuse"], seed)
        # Mostly lazy players (0.9) fight often enough that every combat decision shows in a few seeds.
        choose = lazy_chooser(random.Random(seed), 0.9)
        for _ in range(3000):
            status = engine.status(state)
            if status.finished:
                break
            seat = status.waiting_for[0]
            legal = engine.legal_actions(state, seat)
            kinds.add(engine.decision_kind(state, seat))
            assert engine.default_action(state, seat) in legal
            state = engine.apply(state, seat, choose(engine, state, seat, legal)).state
    assert {"fight", "retreat", "battle_strat", "battle_loss"} <= kinds
