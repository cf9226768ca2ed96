"""Pebbles: two players take one or two pebbles in turn from a pile; whoever takes the last one wins."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, Field

from engine.core import Action, Event, GameEngine, GameResult, GameState, GameStatus, SeatSpec
from engine.core.rng import RngState

SEATS = ["first", "second"]


class PebblesOptions(BaseModel):
    pile: int = Field(default=5, ge=2, le=30)


class PebblesState(GameState):
    pile: int
    active: str = "first"
    result: GameResult | None = None


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
        if state.result or seat != state.active:
            return []
        return [Action(kind="take", params={"count": n}) for n in (1, 2) if n <= state.pile]

    def _apply(self, state: PebblesState, seat: str, action: Action) -> list[Event]:
        # `apply` has already checked the action against `legal_actions`
        state.pile -= action.params["count"]
        events = [Event(kind="took", params={"seat": seat, **action.params})]
        if state.pile == 0:
            state.result = GameResult(winners=[seat], kind="last_pebble")
            events.append(Event(kind="ended", params={"winners": [seat]}))
        else:
            state.active = SEATS[1 - SEATS.index(seat)]
        return events

    def view(self, state: PebblesState, seat: str | None) -> dict[str, Any]:
        return {"pile": state.pile, "active": state.active}

    def status(self, state: PebblesState) -> GameStatus:
        return GameStatus(
            phase="play",
            waiting_for=[] if state.result else [state.active],
            finished=state.result is not None,
            result=state.result,
            params={"pile": state.pile},
        )
