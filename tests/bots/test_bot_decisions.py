"""The bot answers every decision its seat can get, in both titles, with one of the offered actions.

Games of every Syracuse scenario and every Epireia size (solo included) are driven by random moves; at
each step the bot (a tiny search budget: the rules, not the strength, are under test) is asked for the
awaited seat's decision and must return an action from the legal list without raising. Then some of its
answers are played, so the games reach the positions a bot's own play leads to.
"""

from __future__ import annotations

import random

import pytest

from engine.bots import Level, bot_chooser, decide
from engine.core.playout import play, random_chooser
from engine.epireia.content import load_content
from engine.epireia.seats import SEATS_BY_PLAYERS
from engine.registry import get_engine

TINY = Level("tiny", iterations=4, depth=3)
SOLO = [s.id for s in load_content().solo_scenarios]
CASES = [
    ("syracuse", {"scenario": "historical"}, ["athens", "syracuse"]),
    ("syracuse", {"scenario": "historical_variant"}, ["athens", "syracuse"]),
    ("syracuse", {"scenario": "what_if_alcibiades"}, ["athens", "syracuse"]),
    ("epireia", {"players": 2}, SEATS_BY_PLAYERS[2]),
    ("epireia", {"players": 3}, SEATS_BY_PLAYERS[3]),
    ("epireia", {"players": 4}, SEATS_BY_PLAYERS[4]),
    ("epireia", {"players": 1, "solo_scenario": SOLO[0]}, SEATS_BY_PLAYERS[1]),
    ("epireia", {"players": 1, "solo_scenario": SOLO[-1]}, SEATS_BY_PLAYERS[1]),
]


@pytest.mark.parametrize("seed", [5, 6])
@pytest.mark.parametrize(("title", "raw", "seats"), CASES, ids=lambda v: str(v))
def test_the_bot_always_returns_a_legal_action(title, raw, seats, seed):
    engine = get_engine(title)
    rnd = random.Random(seed)
    state = engine.create(engine.parse_options(raw), seats, seed)
    kinds: set[str] = set()
    for step in range(20_000):
        status = engine.status(state)
        if status.finished:
            break
        seat = status.waiting_for[-1] if step % 3 == 0 else status.waiting_for[0]  # every awaited seat
        legal = engine.legal_actions(state, seat)
        assert legal, f"{seat} awaited without a legal action"
        choice = decide(engine, state, seat, TINY, seed=step)
        assert choice.key() in {a.key() for a in legal}, f"{choice} not offered to {seat}"
        kinds.add(choice.kind)
        played = choice if rnd.random() < 0.3 else rnd.choice(legal)
        state = engine.apply(state, seat, played).state
    assert engine.status(state).finished
    assert len(kinds) > 5  # many kinds of decision were answered, not one over and over


def test_same_position_and_seed_give_the_same_decision():
    engine = get_engine("syracuse")
    rnd = random.Random(2)
    state = engine.create(engine.parse_options({}), ["athens", "syracuse"], 2)
    checked = 0
    while checked < 5:
        seat = engine.status(state).waiting_for[0]
        legal = engine.legal_actions(state, seat)
        if len(legal) > 2:
            assert decide(engine, state, seat, "easy", seed=9) == decide(engine, state, seat, "easy", seed=9)
            checked += 1
        state = engine.apply(state, seat, rnd.choice(legal)).state


@pytest.mark.parametrize("title", ["syracuse", "epireia"])
def test_trusted_apply_plays_exactly_like_apply(title):
    """The search's in-place `apply_trusted` must give the states `apply` gives (same rules)."""
    engine = get_engine(title)
    seats = ["athens", "syracuse"] if title == "syracuse" else SEATS_BY_PLAYERS[2]
    rnd = random.Random(3)
    state = engine.create(engine.parse_options({}), seats, 3)
    fast = engine.create(engine.parse_options({}), seats, 3)
    while not engine.status(state).finished:
        seat = engine.status(state).waiting_for[0]
        action = rnd.choice(engine.legal_actions(state, seat))
        result = engine.apply(state, seat, action)
        events = engine.apply_trusted(fast, seat, action)
        assert events == result.events
        state = result.state
        assert fast.model_dump() == state.model_dump()


def test_the_bot_ends_a_step_where_its_moves_gain_nothing():
    """Seed 1001: D.2 lets the Syracusan bot shuttle two ships between safe ports for ever; past a streak
    of decisions at one step it ends the step, so the game finishes."""
    engine = get_engine("syracuse")
    seats = ["athens", "syracuse"]
    choosers = {"athens": random_chooser(random.Random(2002)), "syracuse": bot_chooser("easy", 2003)}
    out = play(engine, engine.parse_options({}), seats, 1001, choosers, max_steps=3_000)
    assert engine.status(out.state).finished
