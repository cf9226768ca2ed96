"""No peeking: with the same view and the same seed, the bot decides the same whatever is hidden from it.

Each test builds two states the bot's seat cannot tell apart (its view is equal) but whose hidden facts
differ (the opponent's stratagem hand and the bowl, the dice to come, the other league's battle plan, the
scenario decks) and checks that the bot's decision is the same, and that what the search starts from —
the masked state — is the same.
"""

from __future__ import annotations

import copy
import random

from engine.bots import decide
from engine.bots.infoset import mask
from engine.epireia.seats import SEATS_BY_PLAYERS
from engine.registry import get_engine


def _same_for_the_bot(engine, a, b, seat, seeds=(1, 2, 3)) -> None:  # type: ignore[no-untyped-def]
    assert engine.view(a, seat) == engine.view(b, seat)  # the seat cannot tell them apart
    assert mask(engine, a, seat).model_dump() == mask(engine, b, seat).model_dump()
    for seed in seeds:
        assert decide(engine, a, seat, "easy", seed) == decide(engine, b, seat, "easy", seed)


def test_syracuse_decision_ignores_the_opponents_hand_the_bowl_and_the_dice():
    engine = get_engine("syracuse")
    rnd = random.Random(4)
    state = engine.create(engine.parse_options({}), ["athens", "syracuse"], 4)
    checked = 0
    while checked < 6:
        seat = engine.status(state).waiting_for[0]
        legal = engine.legal_actions(state, seat)
        opponent = "syracusan" if seat == "athens" else "athenian"
        if len(legal) > 1 and state.hands[opponent] and state.bowl:
            other = copy.deepcopy(state)
            swapped = other.hands[opponent][0]
            other.hands[opponent][0] = other.bowl.pop(rnd.randrange(len(other.bowl)))
            other.bowl = sorted([*other.bowl, swapped])
            other.rng.seed = state.rng.seed + 12345  # other dice to come
            assert other.hands[opponent] != state.hands[opponent]
            _same_for_the_bot(engine, state, other, seat)
            checked += 1
        state = engine.apply(state, seat, rnd.choice(legal)).state
        assert not engine.status(state).finished, "the game ended before enough positions were checked"


def test_epireia_decision_ignores_the_other_leagues_plan_and_the_decks():
    engine = get_engine("epireia")
    seats = SEATS_BY_PLAYERS[2]
    checked = 0
    for seed in range(1, 40):
        rnd = random.Random(seed)
        state = engine.create(engine.parse_options({"players": 2}), seats, seed)
        while not engine.status(state).finished and checked < 6:
            waiting = engine.status(state).waiting_for
            b = state.battle
            if b is not None and b.stage == "plan" and len(waiting) == 1:
                seat = waiting[0]
                rival = "peloponnese" if state.players[seat].league == "delos" else "delos"
                side = b.sides[rival]
                if len(side.slots) >= 2 and len(engine.legal_actions(state, seat)) > 1:
                    other = copy.deepcopy(state)
                    theirs = other.battle.sides[rival]
                    (s1, t1), (s2, t2) = list(theirs.slots.items())[:2]
                    theirs.slots[s1], theirs.slots[s2] = t2, t1  # the same tokens, another plan
                    if len(theirs.figures) >= 2:
                        (f1, g1), (f2, g2) = list(theirs.figures.items())[:2]
                        theirs.figures[f1], theirs.figures[f2] = g2, g1
                    for deck in other.scenario.decks.values():
                        deck.reverse()
                    other.rng.seed += 999
                    _same_for_the_bot(engine, state, other, seat)
                    checked += 1
            seat = waiting[0]
            state = engine.apply(state, seat, rnd.choice(engine.legal_actions(state, seat))).state
        if checked >= 6:
            break
    assert checked >= 3, "too few battle positions found"
