"""The Advantage (8.): its holder uses it once, for one of five effects, then hands it to the opponent.

Uses in B.1 (+2 AP, swap the initiative) live in `flow`; the die reroll in `dice`; the two uses that
may come "at any time" (recover a weakened unit, bring back a leader removed by S20) are offered here
at the B.1 and D.3 windows.
"""

from __future__ import annotations

from engine.core import Action
from engine.syracuse.losses import recover_unit
from engine.syracuse.queries import weakened_units
from engine.syracuse.state import SyracuseState, other, writable_leader
from engine.syracuse.steps import Ev, act, emit


def anytime_uses(state: SyracuseState, side: str) -> list[Action]:
    if state.advantage != side:
        return []
    out = [act("advantage", use="recover", unit=u) for u in weakened_units(state, side)]
    out += [
        act("advantage", use="recall", leader=c.id)
        for c in state.leaders.values()
        if c.side == side and c.removed_by_s20 and c.zone is None
    ]
    return out


def apply_anytime(state: SyracuseState, side: str, action: Action, ev: Ev) -> None:
    use = action.params["use"]
    if use == "recover":
        recover_unit(state, action.params["unit"], ev, "advantage")
    else:
        from engine.syracuse.stratagems import _fortified_home

        leader = writable_leader(state, action.params["leader"])
        leader.zone, leader.eliminated, leader.removed_by_s20 = _fortified_home(state, side), False, False
        emit(ev, "leader_returns", leader=leader.id, zone=leader.zone)
    hand_over(state, side, use, ev)


def hand_over(state: SyracuseState, side: str, use: str, ev: Ev) -> None:
    state.advantage = other(side)
    emit(ev, "advantage_used", side=side, use=use)
