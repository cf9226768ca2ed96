"""Supply (Ra) and sieges (A1/A2), decided once the movements are settled (§9a "Siège", "Ravitaillement").

Neither feeds back into the movements: a besieger or a supplier holds its space like any unit, and only
its dislodgement, the attacks on the supplier and the supports given (already decided) matter here.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any

from engine.diadoques.adjudicator.decisions import MovementGraph
from engine.diadoques.adjudicator.resolver import Lookup
from engine.diadoques.orders import Move, Siege, Supply
from engine.diadoques.units import Position


@dataclass
class SiegeResults:
    supply: dict[str, tuple[bool, str | None]] = field(default_factory=dict)
    siege: dict[str, tuple[bool, str | None, int]] = field(default_factory=dict)  # ok, reason, stage
    fallen: dict[str, str] = field(default_factory=dict)  # citadel -> new owner
    first_sieges: dict[str, str] = field(default_factory=dict)


def decide_sieges(board: Any, position: Position, graph: MovementGraph, look: Lookup) -> SiegeResults:
    out = SiegeResults()
    supplied: set[str] = set()
    for uid, order in graph.orders.items():
        if not isinstance(order, Supply):
            continue
        if graph.dislodged(uid, look):
            out.supply[uid] = (False, "dislodged")
            continue
        # cut by any foreign attack with a path, whatever its result, unless the attacker must retreat
        attacked = [
            m
            for m in graph.moves_into[graph.units[uid].space]
            if graph.units[m].owner != graph.units[uid].owner
            and graph.path(m, look)
            and not graph.dislodged(m, look)
        ]
        if attacked:
            out.supply[uid] = (False, "supply_cut")
            continue
        out.supply[uid] = (True, None)
        supplied.add(order.citadel)

    by_citadel: dict[str, list[str]] = defaultdict(list)
    for uid, order in graph.orders.items():
        if isinstance(order, Siege):
            by_citadel[order.citadel].append(uid)
    for citadel, besiegers in by_citadel.items():
        port = bool(getattr(board.space(citadel), "port", False))
        garrison = [
            g
            for g in graph.at[citadel]
            if not (isinstance(graph.orders[g], Move) and look(("move", g)) is True)
        ]
        power: dict[str, int] = {}
        standing: list[str] = []
        for uid in besiegers:
            stage = 2 if position.first_sieges.get(uid) == citadel else 1
            unit = graph.units[uid]
            extra = graph.supports(graph.move_supports.get((unit.space, citadel), []), look)[0]
            power[uid] = unit.strength + extra
            if graph.dislodged(uid, look):
                out.siege[uid] = (False, "dislodged", stage)
            elif citadel in supplied:
                out.siege[uid] = (False, "supplied", stage)
            elif port and garrison and not _beats_garrison(graph, look, uid, garrison[0], power[uid]):
                out.siege[uid] = (False, "garrison_holds", stage)
            else:
                out.siege[uid] = (True, None, stage)
                standing.append(uid)
        if port and len(standing) > 1:
            winner = _contest(graph, standing, power)
            for uid in standing:
                if uid != winner:
                    ok, _, stage = out.siege[uid]
                    out.siege[uid] = (False, "outsieged", stage)
        for uid in besiegers:
            ok, _, stage = out.siege[uid]
            if not ok:
                continue
            if stage == 2:
                out.fallen[citadel] = graph.units[uid].owner
            else:
                out.first_sieges[uid] = citadel
    return out


def _beats_garrison(graph: MovementGraph, look: Lookup, uid: str, garrison: str, power: int) -> bool:
    """At a port citadel: a fleet needs more than an army inside; an army needs at least a fleet inside."""
    besieger, inside = graph.units[uid], graph.units[garrison]
    defence = inside.strength + graph.supports(graph.hold_supports.get(inside.space, []), look)[0]
    if besieger.kind.is_fleet and not inside.kind.is_fleet:
        return power > defence
    if not besieger.kind.is_fleet and inside.kind.is_fleet:
        return power >= defence
    return True


def _contest(graph: MovementGraph, standing: list[str], power: dict[str, int]) -> str | None:
    """Two sieges of one port citadel: the stronger; on a tie an army wins, fleets alone: nobody."""
    best = max(power[u] for u in standing)
    top = [u for u in standing if power[u] == best]
    if len(top) == 1:
        return top[0]
    armies = [u for u in top if not graph.units[u].kind.is_fleet]
    return armies[0] if len(armies) == 1 else None
