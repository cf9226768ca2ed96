"""Pebbles: two players take one or two pebbles in turn from a pile; whoever takes the last one wins."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, Field

from engine.core import Action, Event, GameEngine, GameResult, GameState, GameStatus, SeatSpec
from engine.core.rng import RngState
from engine.core.turns import MoveTable, TurnOrder

SEATS = ["first", "second"]


class PebblesOptions(BaseModel):
    pile: int = Field(default=5, ge=2, le=30)


class PebblesState(GameState):
    pile: int
    turns: TurnOrder = Field(default_factory=lambda: TurnOrder(order=list(SEATS)))
    result: GameResult | None = None


# one stage, "take", while pebbles are left: the seat whose turn it is takes one or two
MOVES: MoveTable[PebblesState] = MoveTable(lambda state: None if state.result else "take")


def _take_options(state: PebblesState, seat: str) -> list[Action]:
    if seat != state.turns.current:
        return []
    return [Action(kind="take", params={"count": n}) for n in (1, 2) if n <= state.pile]


@MOVES.stage("take", legal=_take_options, waiting=lambda state: [state.turns.current or ""])
def _take(state: PebblesState, seat: str, action: Action) -> list[Event]:
    # `apply` has already checked the action against `legal_actions`
    state.pile -= action.params["count"]
    events = [Event(kind="took", params={"seat": seat, **action.params})]
    if state.pile == 0:
        state.result = GameResult(winners=[seat], kind="last_pebble")
        events.append(Event(kind="ended", params={"winners": [seat]}))
    elif state.turns.pass_turn() is None:  # both have taken: a new round of turns
        state.turns = TurnOrder(order=list(SEATS))
    return events


class Pebbles(GameEngine[PebblesState]):
    title = "pebbles"
    state_model = PebblesState
    options_model = PebblesOptions

    def seat_specs(self, options: BaseModel) -> list[SeatSpec]:
        return [SeatSpec(id=s, label_key=f"pebbles.seat.{s}") for s in SEATS]

    def player_range(self, options: BaseModel) -> tuple[int, int]:
        return 2, 2

    def create(self, options: BaseModel, seats: list[str], seed: int) -> PebblesState:
        opts = PebblesOptions.model_validate(options.model_dump())
        return PebblesState(
            title=self.title,
            seats=list(SEATS),
            options=opts.model_dump(),
            rng=RngState(seed=seed),
            pile=opts.pile,
        )

    def legal_actions(self, state: PebblesState, seat: str) -> list[Action]:
        return MOVES.legal(state, seat)

    def _apply(self, state: PebblesState, seat: str, action: Action) -> list[Event]:
        return MOVES.apply(state, seat, action)

    def view(self, state: PebblesState, seat: str | None) -> dict[str, Any]:
        return {"pile": state.pile, "active": state.turns.current}

    def status(self, state: PebblesState) -> GameStatus:
        return GameStatus(
            phase="play",
            waiting_for=MOVES.waiting(state),
            finished=state.result is not None,
            result=state.result,
            params={"pile": state.pile},
        )
