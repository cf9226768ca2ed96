"""Retreats, settled in the same call as the movements (§9a "Retraite", "Conflit entre retraites",
"En cas de retraite non prévue").

Each dislodged unit has a list of spaces in decreasing preference: the one its order gave (then, unless it
ended with X, the text's defaults), or the defaults alone. Conflicts are settled by deferred acceptance
(Gale-Shapley): every unit claims its best remaining space, each space keeps its best claimant (the
stronger unit; on equal strength the one with fewer spaces left after this one, so every unit keeps a way
out when it can; then a seeded lot), and the rejected claim their next space, until nothing changes.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.core.rng import RngState
from engine.diadoques.adjudicator.geometry import controls, kind_of, reach, special_reach
from engine.diadoques.units import Position, Unit


@dataclass(frozen=True)
class Dislodged:
    unit: Unit
    attacker_from: frozenset[str]
    retreats: tuple[str, ...]
    disband_last: bool


@dataclass(frozen=True)
class Field:
    """What the board looks like to a retreating unit once the movements are done."""

    occupied: frozenset[str]
    standoffs: frozenset[str]
    besieged: frozenset[str]  # citadels whose siege succeeded this season
    second_sieges: frozenset[str]  # citadels under an A2 this season: never a default retreat
    owners: dict[str, str | None]  # citadel owners at the start of the season


def _ways(board: Any, position: Position, d: Dislodged) -> set[str]:
    """Its ordinary moves, and round Arabia, the only special move a retreat may take (§9a)."""
    ordinary = reach(board, position, d.unit, d.unit.space, d.unit.kind.is_fleet)
    return ordinary | special_reach(board, position, d.unit, retreat=True)


def legal(board: Any, position: Position, field: Field, d: Dislodged, space: str) -> bool:
    if space not in _ways(board, position, d):
        return False
    if space in field.occupied or space in d.attacker_from or space in field.standoffs:
        return False
    return kind_of(board, space) != "citadel" or controls(position, d.unit.owner, space)


def default_preferences(board: Any, field: Field, d: Dislodged, spaces: list[str]) -> list[str]:
    """The text's order: armies supplied province / citadel / unsupplied province; fleets sea / citadel;
    citadels not besieged before besieged (never one under A2); major port / major / minor port / minor."""

    def rank(space: str) -> tuple[int, int, int] | None:
        kind = kind_of(board, space)
        info = board.space(space)
        if kind == "citadel":
            if space in field.second_sieges:
                return None
            besieged = 1 if space in field.besieged else 0
            major = bool(getattr(info, "major", False))
            port = bool(getattr(info, "port", False))
            size = (0 if port else 1) if major else (2 if port else 3)
            return (1, besieged, size)
        if d.unit.kind.is_fleet:
            return (0, 0, 0)
        supplied = board.is_arsenal(space)
        if getattr(info, "no_income", False):  # HYR, NAB: only with their citadel (§11a)
            supplied = any(controls_any(board, field, space, d.unit.owner))
        return (0 if supplied else 2, 0, 0)

    ranked = [(rank(s), s) for s in spaces]
    return [s for r, s in sorted((r, s) for r, s in ranked if r is not None)]


def controls_any(board: Any, field: Field, province: str, owner: str) -> list[bool]:
    return [field.owners.get(c) == owner for c in board.citadels_of(province)]


def settle(
    board: Any, position: Position, field: Field, units: list[Dislodged], rng: RngState
) -> dict[str, str | None]:
    """Unit id -> the space it retreats to, or None if it is destroyed."""
    prefs: dict[str, list[str]] = {}
    for d in units:
        legal_spaces = sorted(s for s in _ways(board, position, d) if legal(board, position, field, d, s))
        listed = [s for s in d.retreats if s in legal_spaces]
        if d.retreats or d.disband_last:
            chosen = (
                listed
                if d.disband_last
                else listed
                + [s for s in default_preferences(board, field, d, legal_spaces) if s not in listed]
            )
        else:
            chosen = default_preferences(board, field, d, legal_spaces)
        prefs[d.unit.id] = list(dict.fromkeys(chosen))
    order = sorted(prefs)
    lot = {uid: rng.below(1 << 30) for uid in order}  # one draw each, in a fixed order: replayable
    strength = {d.unit.id: d.unit.strength for d in units}

    def priority(uid: str, space: str) -> tuple[int, int, int]:
        left = len(prefs[uid]) - prefs[uid].index(space) - 1
        return (-strength[uid], left, lot[uid])

    nxt = dict.fromkeys(order, 0)
    holder: dict[str, str] = {}
    free = list(reversed(order))
    result: dict[str, str | None] = {}
    while free:
        uid = free.pop()
        if nxt[uid] >= len(prefs[uid]):
            result[uid] = None
            continue
        space = prefs[uid][nxt[uid]]
        nxt[uid] += 1
        rival = holder.get(space)
        if rival is None:
            holder[space] = uid
        elif priority(uid, space) < priority(rival, space):
            holder[space] = uid
            free.append(rival)
        else:
            free.append(uid)
    for space, uid in holder.items():
        result[uid] = space
    return result
