"""The bot answers each rarer Syracuse decision legally and from its seat's view alone.

Random games seldom reach these prompts, so each is built with the rule tests' position builder
(`tests/syracuse/rules/conftest.py`): a loss to allocate, the camp's garrison, the occupation of a fort
taken by assault or by siege, units sent on from an over-stacked zone, a wall attempt, a cavalry
withdrawal. At each, the bot's answer must be one of the offered actions, and two states the seat cannot
tell apart (the opponent holds another stratagem, the dice to come differ) must give the same masked
state and the same answer.
"""

from __future__ import annotations

import copy

import pytest

from engine.bots import Level, decide
from engine.bots.infoset import mask
from engine.syracuse.state import SEAT_OF, other
from tests.syracuse.rules.conftest import Position

ATH, SYR = "athenian", "syracusan"
HOPLITES = ["ath_h3_thetes", "ath_h2_argos", "ath_h6_mercenaries"]
TINY = Level("tiny", iterations=24, depth=4)


def _assault_on_t21(p: Position, die: int) -> None:
    """Three Athenian hoplite units march from T23 on the Syracusan Olympieion fort and assault it."""
    p.state.works.forts["olympieion"] = SYR
    for uid in HOPLITES:
        p.unit(uid, "T23")
    p.unit("syr_p2_gela", "T21", fort=True)
    p.action_phase(ATH, 3)
    p.move(ATH, "T23", HOPLITES, ["T21"], ap=3)
    p.do(ATH, "end_moves")
    p.dice(die)
    p.do(ATH, "assault", zone="T21")
    p.keep_dice()


def battle_loss() -> Position:
    p = Position()
    for uid in HOPLITES:
        p.unit(uid, "T23")
    p.unit("syr_h6_syracusans_1", "T22")
    p.action_phase(ATH, 3)
    p.move(ATH, "T23", HOPLITES, ["T22"], ap=3)
    p.do(ATH, "end_moves")
    p.dice(1)  # 1/2-R: the attacker loses half
    p.do(ATH, "fight", zone="T22")
    p.keep_dice()
    return p


def camp_garrison() -> Position:
    p = Position()
    p.state.works.camp = "built"
    p.unit("syr_h6_syracusans_1", "T13").unit("syr_h6_syracusans_2", "T15")
    for uid in [*HOPLITES, "ath_h1_mantinea", "ath_h5_allied_cities"]:  # more than the camp holds (3)
        p.unit(uid, "T17")
    p.hand(SYR, 11)
    p.action_phase(SYR, 3)
    p.do(SYR, "announce", ap=3)
    p.do(SYR, "end_moves")
    p.do(SYR, "camp_assault")
    return p


def occupy() -> Position:
    p = Position()
    _assault_on_t21(p, 6)
    return p


def restack() -> Position:
    """After the battle, a zone over the stacking limit (5 units) sends units on to a free neighbour."""
    p = occupy()
    crowd = ["ath_h3_athenians_1", "ath_h3_athenians_2", "ath_h5_athenians_3", "ath_h5_athenians_4"]
    for uid in [*crowd, "ath_h5_allied_1", "ath_h5_thurii"]:
        p.unit(uid, "T24")
    p.do(ATH, "done")  # the fort stays empty
    return p


def siege_occupy() -> Position:
    p = Position(turn=3)
    p.state.works.forts["olympieion"] = SYR
    p.unit("syr_p2_gela", "T21", fort=True)
    for uid in HOPLITES:
        p.unit(uid, "T21")
    p.state.initiative = ATH
    p.state.ctx.d = {"order": [ATH, SYR], "i": 0, "part": "35", "stage": "siege", "sieges": ["T21"]}
    p.dice(3)  # 3 + 3 units: success
    p.at("d_side")
    p.keep_dice()
    return p


def wall_attempt() -> Position:
    p = Position(turn=3)
    p.state.works.walls = {"S1": "built"}
    p.unit("ath_h6_mercenaries", "T7").unit("ath_h5_allied_cities", "T13")
    p.state.ctx.d = {"order": [ATH, SYR], "i": 0, "part": "35", "stage": "walls", "tried": []}
    p.at("d_side")
    return p


def withdraw() -> Position:
    p = Position()
    p.unit("ath_h3_thetes", "T10").unit("syr_c6_syracusans", "T11")
    p.action_phase(ATH, 2)
    p.do(ATH, "announce", ap=2)
    p.do(ATH, "activate", zone="T10")
    p.do(ATH, "pick", id="ath_h3_thetes")
    p.do(ATH, "go")
    p.do(ATH, "step", to="T11")
    return p


BUILDERS = [battle_loss, camp_garrison, occupy, restack, siege_occupy, wall_attempt, withdraw]


def _with_other_hidden_facts(p: Position, side: str, pick: int) -> object:
    """The state with the opponent holding the bowl's stratagem number `pick` and other dice to come."""
    state = copy.deepcopy(p.state)
    opponent = other(side)
    counter = state.bowl.pop(pick)
    state.hands[opponent] = [*state.hands[opponent], counter]
    state.rng.seed += 1000 * (pick + 1)
    return state


@pytest.mark.parametrize("build", BUILDERS, ids=lambda b: b.__name__)
def test_the_bot_answers_the_decision_legally_from_its_seat_view(build):
    p = build()
    assert p.prompt == build.__name__, f"the position reached {p.prompt}, not {build.__name__}"
    seat = p.waiting
    side = next(s for s, name in SEAT_OF.items() if name == seat)
    legal = p.legal(side)
    assert len(legal) > 1  # a real choice
    one, two = _with_other_hidden_facts(p, side, 0), _with_other_hidden_facts(p, side, 1)
    engine = p.engine
    assert engine.view(one, seat) == engine.view(two, seat)  # the seat cannot tell them apart
    assert mask(engine, one, seat).model_dump() == mask(engine, two, seat).model_dump()
    for seed in (1, 2):
        answer = decide(engine, one, seat, TINY, seed=seed)
        assert answer.key() in {a.key() for a in legal}, f"{answer} is not offered"
        assert decide(engine, two, seat, TINY, seed=seed) == answer
