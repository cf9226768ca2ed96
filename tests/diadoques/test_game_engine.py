"""The title through the platform's contract: six seats, one simultaneous decision a season, secret money
and sheets ("La valeur de son trésor n'est pas annoncée publiquement", chapter 7c)."""

from __future__ import annotations

import json

import pytest

from engine.core.actions import Action, IllegalAction
from engine.diadoques.engine import DiadoquesEngine, DiadoquesOptions
from engine.diadoques.state import POWERS

ENGINE = DiadoquesEngine()


def started(seed: int = 5):
    state = ENGINE.create(DiadoquesOptions(), list(POWERS), seed)
    for power in POWERS:  # everyone buys the usual three mercenaries
        state = ENGINE.apply(state, power, Action(kind="buy", params={"units": "A A A"})).state
    return state


def test_six_seats_decide_each_season_together_in_any_order() -> None:
    state = started()
    status = ENGINE.status(state)
    assert status.phase == "orders" and status.params == {"year": -319, "season": "spring"}
    [decision] = status.pending
    assert decision.simultaneous and decision.seats == list(POWERS) and decision.waiting == list(POWERS)
    for power in reversed(POWERS):
        state = ENGINE.apply(state, power, Action(kind="submit")).state
        if power != POWERS[0]:
            assert power in ENGINE.status(state).pending[0].answered
    assert ENGINE.status(state).params == {"year": -319, "season": "summer"}


def test_a_unit_order_can_be_changed_until_the_sheet_is_handed_in_and_not_after() -> None:
    state = started()
    orders = [a for a in ENGINE.legal_actions(state, "eumene") if a.kind == "order"]
    unit = orders[0].params["unit"]
    first, second = [a for a in orders if a.params["unit"] == unit][1:3]
    state = ENGINE.apply(state, "eumene", first).state
    state = ENGINE.apply(state, "eumene", second).state
    assert state.sheets["eumene"][unit].model_dump_json() == second.params["order"]
    state = ENGINE.apply(state, "eumene", Action(kind="submit")).state
    assert ENGINE.legal_actions(state, "eumene") == []
    with pytest.raises(IllegalAction) as refused:
        ENGINE.apply(state, "eumene", first)
    assert refused.value.reason == "diadoques_seasons.error.sheet_sent"


def test_a_seat_sees_its_own_treasury_and_sheet_but_not_the_others() -> None:
    before = started()
    before.treasuries["seleucos"] = 9173  # a sum no other number of the views can be
    order = next(a for a in ENGINE.legal_actions(before, "seleucos") if a.kind == "order")
    state = ENGINE.apply(before, "seleucos", order).state
    mine, theirs, spectator = (ENGINE.view(state, s) for s in ("seleucos", "ptolemee", None))
    assert mine["own"]["treasury"] == state.treasuries["seleucos"] and mine["own"]["sheet"]
    assert theirs["own"] == {
        "power": "ptolemee",
        "treasury": state.treasuries["ptolemee"],
        "income": state.income["ptolemee"],
        "sheet": {},
        "winter_sheet": [],
        "secondary_sheet": None,
        "purchase": None,
    }
    assert "own" not in spectator and "9173" not in repr(spectator) and "9173" not in repr(theirs)
    json.dumps([mine, theirs, spectator])  # views are plain JSON
    # Seleucos's order changes nothing the others see
    assert theirs == ENGINE.view(before, "ptolemee") and spectator == ENGINE.view(before, None)
    assert ENGINE.secret_fingerprint(state) != ENGINE.secret_fingerprint(started())


def test_the_winter_income_reaches_only_its_power() -> None:
    state = started()
    for _ in range(3):
        for power in POWERS:
            state = ENGINE.apply(state, power, Action(kind="submit")).state
    assert state.phase == "winter"
    view = ENGINE.view(state, "ptolemee")
    incomes = [e for e in view["last_report"]["events"] if e["kind"] == "income"]
    assert [e["power"] for e in incomes] == ["ptolemee"]


def test_the_same_seed_and_sheets_give_the_same_game() -> None:
    def run():
        state = started(9)
        for power in POWERS:
            legal = [a for a in ENGINE.legal_actions(state, power) if a.kind == "order"]
            state = ENGINE.apply(state, power, legal[len(legal) // 2]).state
            state = ENGINE.apply(state, power, Action(kind="submit")).state
        return state

    assert run().model_dump() == run().model_dump()


def test_the_game_needs_its_six_diadoques() -> None:
    assert ENGINE.player_range(DiadoquesOptions()) == (6, 6)
    assert [s.id for s in ENGINE.seat_specs(DiadoquesOptions())] == list(POWERS)
    with pytest.raises(IllegalAction):
        ENGINE.create(DiadoquesOptions(), ["cassandre", "lysimaque"], 1)
