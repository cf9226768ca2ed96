"""5.2-5.5 What a side may build now and building it: shared by the works phase and the stratagems
that build for free, so neither has to import the other."""

from __future__ import annotations

from engine.syracuse.board import board
from engine.syracuse.events import Ev, emit
from engine.syracuse.facts import facts
from engine.syracuse.queries import board_facts, hap_pf_by_zone
from engine.syracuse.state import SyracuseState
from engine.syracuse.supply import refresh_persistent


def buildable(state: SyracuseState, side: str) -> list[tuple[str, str]]:
    """(kind, target) pairs the side may build now; the map conditions are helper D1's board queries."""
    b, bf = board(), board_facts(state)
    pf = hap_pf_by_zone(state, side)
    need = facts().rules.build_min_pf
    out: list[tuple[str, str]] = []
    if b.camp_buildable(side, bf, pf, need):  # type: ignore[arg-type]
        out.append(("camp", "camp"))
    out += [("fort", f) for f in b.buildable_forts(side, bf, pf, need)]  # type: ignore[arg-type]
    out += [("wall", w) for w in b.buildable_walls(side, bf, pf, need)]  # type: ignore[arg-type]
    if b.chains_buildable(side, bf):  # type: ignore[arg-type]
        out.append(("chains", "chains"))
    return out


def kind_of(target: str) -> str:
    if target in ("camp", "chains"):
        return target
    return "fort" if target in facts().forts else "wall"


def build(state: SyracuseState, side: str, target: str, ev: Ev, free: bool = False) -> None:
    kind = kind_of(target)
    if kind == "camp":
        state.works.camp, state.works.camp_turn = "built", state.turn
    elif kind == "fort":
        state.works.forts[target] = side
    elif kind == "wall":
        state.works.walls[target] = "built"
    else:
        state.works.chains = "built"
    emit(ev, "built", side=side, kind=kind, target=target, free=free)
    refresh_persistent(state, ev)
