"""Weakening and eliminating units, with the victory points eliminations earn the enemy (9.2)."""

from __future__ import annotations

from engine.syracuse.facts import facts
from engine.syracuse.state import SyracuseState, other, writable_unit
from engine.syracuse.steps import Ev, emit


def eliminate_unit(state: SyracuseState, uid: str, ev: Ev, cause: str) -> None:
    if state.units[uid].zone is None:
        return
    unit = writable_unit(state, uid)
    unit.zone, unit.in_fort, unit.eliminated = None, False, True
    vp = facts().rules.victory_points
    kind = facts().units[uid].type
    points = vp["naval_unit"] if kind == "T" else vp["hoplite_unit"] if kind == "H" else vp["other_land_unit"]
    state.vp_eliminated[other(unit.side)] += points
    emit(ev, "unit_eliminated", unit=uid, side=unit.side, cause=cause)


def weaken_unit(state: SyracuseState, uid: str, ev: Ev, cause: str) -> None:
    """A full unit turns to its weakened face; a weakened one is eliminated (4.2.1, 6.3, 6.4)."""
    unit = state.units[uid]
    if unit.zone is None:
        return
    if unit.weakened:
        eliminate_unit(state, uid, ev, cause)
        return
    writable_unit(state, uid).weakened = True
    emit(ev, "unit_weakened", unit=uid, side=unit.side, cause=cause)


def recover_unit(state: SyracuseState, uid: str, ev: Ev, cause: str) -> None:
    writable_unit(state, uid).weakened = False
    emit(ev, "unit_recovers", unit=uid, side=state.units[uid].side, cause=cause)
