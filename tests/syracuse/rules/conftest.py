"""A position builder for Syracuse rule tests (in the spirit of DiplomacyGM's BoardBuilder).

`Position` starts from a scenario with the map emptied (or as deployed), lets a test place counters,
build works, hand out stratagems and force dice, then enters the turn sequence at a chosen step and
plays actions through the public engine interface, collecting the events.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.core import Action, Event
from engine.syracuse.engine import SyracuseEngine
from engine.syracuse.setup import counter_of_face, new_state
from engine.syracuse.state import SEAT_OF, SIDES, SyracuseState, other, writable_leader, writable_unit
from engine.syracuse.steps import advance

ATH, SYR = "athenian", "syracusan"
FLEET = [
    "ath_t20_tacheiai_1",
    "ath_t20_tacheiai_2",
    "ath_t25_stratiotides_1",
    "ath_t25_stratiotides_2",
    "ath_t20_tacheiai_3",
]


class Position:
    def __init__(
        self,
        scenario: str = "historical",
        seed: int = 7,
        empty: bool = True,
        turn: int = 3,
        fleet: bool = True,
    ):
        self.engine = SyracuseEngine()
        self.state: SyracuseState = new_state(scenario, {"scenario": scenario, "tie_rule": None}, seed)
        self.state.turn = turn
        self.events: list[Event] = []
        if empty:
            for uid in self.state.units:
                writable_unit(self.state, uid).zone = None
            for lid in self.state.leaders:
                writable_leader(self.state, lid).zone = None
            self.state.hands = {s: [] for s in SIDES}
            self.state.reinforcements_due = []
        if empty and fleet:  # the Athenian fleet waits at Catane, or the game would end at once (9.1)
            for uid in FLEET:
                writable_unit(self.state, uid).zone = "CATANE"

    # --- setting up -----------------------------------------------------------------------------
    def unit(self, uid: str, zone: str, fort: bool = False, weakened: bool = False) -> Position:
        unit = writable_unit(self.state, uid)
        unit.zone, unit.in_fort, unit.weakened, unit.eliminated = zone, fort, weakened, False
        return self

    def leader(self, lid: str, zone: str, fort: bool = False, wounded: bool = False) -> Position:
        leader = writable_leader(self.state, lid)
        leader.zone, leader.in_fort, leader.wounded = zone, fort, wounded
        return self

    def hand(self, side: str, *numbers: int) -> Position:
        for n in numbers:
            cid = counter_of_face(n)
            if cid in self.state.bowl:
                self.state.bowl.remove(cid)
            self.state.hands[side].append(cid)
        return self

    def dice(self, *values: int) -> Position:
        self.state.rng.forced.extend(values)
        return self

    def at(self, step: str, **ctx: Any) -> Position:
        self.state.step = step
        self.state.prompt = None
        for part, value in ctx.items():
            setattr(self.state.ctx, part, value)
        advance(self.state, self.events)
        return self

    def action_phase(self, side: str, ap: int, other_ap: int = 0) -> Position:
        self.state.initiative = self.state.active = side
        self.state.ap = {side: ap, other(side): other_ap}
        return self.at("b3_phase")

    # --- playing --------------------------------------------------------------------------------
    def do(self, side: str, kind: str, **params: Any) -> list[Event]:
        result = self.engine.apply(self.state, SEAT_OF[side], Action(kind=kind, params=params))
        self.state = result.state  # type: ignore[assignment]
        self.events += result.events
        return result.events

    def legal(self, side: str) -> list[Action]:
        return self.engine.legal_actions(self.state, SEAT_OF[side])

    def kinds(self, side: str) -> set[str]:
        return {a.kind for a in self.legal(side)}

    @property
    def prompt(self) -> str | None:
        return self.state.prompt.kind if self.state.prompt else None

    @property
    def waiting(self) -> str | None:
        return self.state.prompt.seat if self.state.prompt else None

    def events_of(self, kind: str) -> list[dict[str, Any]]:
        return [e.params for e in self.events if e.kind == kind]

    def move(self, side: str, zone: str, ids: list[str], path: list[str], ap: int | None = None) -> None:
        """Activate `zone`, pick `ids` and walk `path` (stopping at its end unless forced earlier)."""
        if self.prompt == "announce":
            self.do(side, "announce", ap=ap or self.state.ap[side])
        self.do(side, "activate", zone=zone)
        for cid in ids:
            self.do(side, "pick", id=cid)
        self.do(side, "go")
        for target in path:
            self.do(side, "step", to=target)
        if self.prompt == "moving":
            self.do(side, "stop")
        if self.prompt == "forming":
            self.do(side, "done")

    def keep_dice(self) -> None:
        while self.prompt == "reroll":
            self.do(self.state.advantage, "keep_dice")


@pytest.fixture
def position():
    return Position
