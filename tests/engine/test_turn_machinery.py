"""The turn machinery of engine/core: phases, turn order, simultaneous pending decisions, moves by stage,
the step machine, and `apply` enforcing the legal list itself."""

from __future__ import annotations

from typing import Any

import pytest
from pydantic import BaseModel

from engine.core import (
    Action,
    Event,
    GameEngine,
    GameState,
    GameStatus,
    IllegalAction,
    PendingDecision,
    SeatSpec,
)
from engine.core.rng import RngState
from engine.core.turns import MoveTable, PhaseOrder, StepMachine, TurnOrder
from engine.epireia.engine import EpireiaEngine
from engine.epireia.state import EpireiaOptions
from engine.syracuse.engine import SyracuseEngine, SyracuseOptions


def test_phases_follow_their_order_and_a_round_starts_again():
    phases = PhaseOrder(("draw", "orders", "resolve"))
    assert phases.first() == "draw"
    assert [phases.next(p) for p in phases.phases] == ["orders", "resolve", "draw"]
    assert phases.is_last("resolve") and "orders" in phases and "war" not in phases
    with pytest.raises(ValueError):
        PhaseOrder(("a", "a"))


def test_turn_order_rotates_from_the_first_seat_and_survives_a_save():
    order = TurnOrder.starting_with("c", ["a", "b", "c", "d"])
    assert order.current == "c"
    assert [order.pass_turn(), order.pass_turn(), order.pass_turn()] == ["d", "a", "b"]
    saved = TurnOrder.model_validate_json(order.model_dump_json())
    assert saved.current == "b" and saved.pass_turn() is None and saved.done


def test_a_pending_decision_may_await_several_seats_at_once():
    both = PendingDecision(seats=["red", "blue"], kind="secret_orders")
    assert both.seat == "red" and both.simultaneous and both.awaits("blue")
    one = PendingDecision(seat="red", kind="discard")
    assert one.seats == ["red"] and not one.simultaneous and not one.awaits("blue")
    with pytest.raises(ValueError):
        PendingDecision(kind="nobody")


def test_moves_are_dispatched_by_the_current_stage():
    table: MoveTable[dict[str, Any]] = MoveTable(lambda s: s.get("stage"), refusal="x.error.now")

    @table.stage("bid", legal=lambda s, seat: ["bid"], waiting=lambda s: ["red", "blue"])
    def _bid(state: dict[str, Any], seat: str, action: Action) -> list[Event]:
        state["bids"] = state.get("bids", 0) + 1
        return [Event(kind="bid", params={"seat": seat})]

    state: dict[str, Any] = {"stage": "bid"}
    assert table.legal(state, "red") == ["bid"] and table.waiting(state) == ["red", "blue"]
    assert table.apply(state, "red", Action(kind="bid"))[0].kind == "bid" and state["bids"] == 1
    with pytest.raises(ValueError):
        table.stage("bid", legal=lambda s, seat: [], waiting=lambda s: [])(_bid)
    with pytest.raises(IllegalAction) as err:
        table.apply({"stage": None}, "red", Action(kind="bid"))
    assert err.value.reason == "x.error.now" and table.legal({"stage": None}, "red") == []
    assert table.waiting({"stage": None}) == []


class _Counter(BaseModel):
    step: str = "count"
    n: int = 0
    asked: bool = False


def test_the_step_machine_runs_steps_until_a_seat_is_asked():
    machine: StepMachine[_Counter] = StepMachine(settled=lambda s, ev: s.asked or s.step == "end")

    @machine.step("count")
    def _count(state: _Counter, ev: list[Event]) -> None:
        state.n += 1
        if state.n % 3 == 0:
            state.asked = True  # a decision every third count
        if state.n >= 6:
            state.step = "end"

    @machine.decision("go_on", options=lambda s: [Action(kind="go")])
    def _go(state: _Counter, action: Action, ev: list[Event]) -> None:
        state.asked = False

    state = _Counter()
    machine.advance(state, [])
    assert state.n == 3 and state.asked
    machine.decide(state, "go_on", Action(kind="go"), [])
    assert state.n == 6 and state.step == "end"
    with pytest.raises(ValueError):
        machine.step("count")(_count)


# ---------------------------------------------------------------------------- apply enforces legality
class _NoOptions(BaseModel):
    pass


class _LaxState(GameState):
    score: int = 0


class _Lax(GameEngine[_LaxState]):
    """A title whose `_apply` forgets to check anything: `apply` must still refuse what is not listed."""

    title = "lax"
    state_model = _LaxState
    options_model = _NoOptions

    def seat_specs(self, options: BaseModel) -> list[SeatSpec]:
        return [SeatSpec(id="solo", label_key="lax.seat.solo")]

    def player_range(self, options: BaseModel) -> tuple[int, int]:
        return 1, 1

    def create(self, options: BaseModel, seats: list[str], seed: int) -> _LaxState:
        return _LaxState(title=self.title, seats=["solo"], rng=RngState(seed=seed))

    def legal_actions(self, state: _LaxState, seat: str) -> list[Action]:
        return [Action(kind="add", params={"n": 1})]

    def _apply(self, state: _LaxState, seat: str, action: Action) -> list[Event]:
        state.score += action.params["n"]
        return []

    def view(self, state: _LaxState, seat: str | None) -> dict[str, Any]:
        return {"score": state.score}

    def status(self, state: _LaxState) -> GameStatus:
        return GameStatus(phase="play", waiting_for=["solo"])


def test_apply_refuses_an_action_outside_the_legal_list_even_when_the_title_forgets_to():
    engine = _Lax()
    state = engine.create(_NoOptions(), ["solo"], 1)
    assert engine.apply(state, "solo", Action(kind="add", params={"n": 1})).state.score == 1
    with pytest.raises(IllegalAction) as err:
        engine.apply(state, "solo", Action(kind="add", params={"n": 1000}))
    assert err.value.reason == "machinery.error.not_legal" and err.value.params == {"kind": "add"}
    with pytest.raises(IllegalAction):
        engine.apply(state, "solo", Action(kind="add", params={}))  # _apply would crash: refused instead
    assert state.score == 0


def test_apply_checks_against_the_legal_list_it_is_given_without_listing_again(monkeypatch):
    engine = _Lax()
    state = engine.create(_NoOptions(), ["solo"], 1)
    listed = engine.legal_actions(state, "solo")
    monkeypatch.setattr(_Lax, "legal_actions", lambda *_: pytest.fail("listed again"))
    assert engine.apply(state, "solo", Action(kind="add", params={"n": 1}), legal=listed).state.score == 1
    with pytest.raises(IllegalAction):
        engine.apply(state, "solo", Action(kind="add", params={"n": 1000}), legal=listed)
    with pytest.raises(IllegalAction):  # an empty list (not the seat's turn) refuses everything
        engine.apply(state, "solo", Action(kind="add", params={"n": 1}), legal=[])


def test_real_titles_refuse_with_their_own_reason():
    syracuse = SyracuseEngine()
    state = syracuse.create(SyracuseOptions(), ["athens", "syracuse"], 3)
    waiting = syracuse.status(state).waiting_for[0]
    other = next(s for s in state.seats if s != waiting)
    with pytest.raises(IllegalAction) as err:
        syracuse.apply(state, other, syracuse.legal_actions(state, waiting)[0])
    assert err.value.reason == "core.error.not_your_turn"
    with pytest.raises(IllegalAction) as err:
        syracuse.apply(state, waiting, Action(kind="no_such_move"))
    assert err.value.reason == "syracuse.error.not_now"

    epireia = EpireiaEngine()
    state = epireia.create(EpireiaOptions(players=2), ["delos1", "pelo1"], 3)
    with pytest.raises(IllegalAction) as err:
        epireia.apply(state, state.seats[0], Action(kind="no_such_move"))
    assert err.value.reason.startswith("epireia.error.")
