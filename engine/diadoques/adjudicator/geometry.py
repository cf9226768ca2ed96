"""What the adjudicator asks of the map, through board.py's API, for one unit kind at a time."""

from __future__ import annotations

from typing import Any

from engine.diadoques.units import Position, Unit


def kind_of(board: Any, space: str) -> str | None:
    """ "land", "sea" or "citadel"; None for an unknown id."""
    if space not in board.spaces:
        return None
    return board.space(space).kind


def reach(board: Any, position: Position, unit: Unit | None, space: str, fleet: bool) -> set[str]:
    """Where a unit of that nature could move from `space` by an ordinary move (no special link),
    whoever controls the citadels: flooded borders and storm-blocked spaces excluded."""
    if space not in board.spaces:
        return set()
    raw = board.fleet_moves(space) if fleet else board.army_moves(space)
    return {d for d in raw if d not in position.blocked and not position.border_closed(space, d)}


def touches(board: Any, sea: str, space: str) -> bool:
    """A convoy between `sea` and `space` is possible: a coastal province or a port citadel with access."""
    kind = kind_of(board, space)
    if kind == "land":
        return space in board.adjacent_provinces_of_sea(sea)
    if kind == "citadel":
        return space in board.fleet_moves(sea)
    return False


def controls(position: Position, owner: str, citadel: str) -> bool:
    return position.citadel_owner.get(citadel) == owner


def siege_posts(board: Any, citadel: str) -> set[str]:
    """Where a besieger or a supplier stands: the enclosing province, and for a port the seas with access."""
    space = board.space(citadel)
    posts = {space.province}
    if getattr(space, "port", False):
        posts |= {s for s in board.fleet_moves(citadel) if kind_of(board, s) == "sea"}
    return posts


def can_besiege_from(board: Any, unit: Unit, citadel: str) -> bool:
    """An army in the citadel's province, or a fleet in a sea with an access arrow to the port citadel."""
    if kind_of(board, citadel) != "citadel":
        return False
    space = board.space(citadel)
    if unit.kind.is_fleet:
        return bool(getattr(space, "port", False)) and unit.space in board.fleet_moves(citadel)
    return unit.space == space.province


CANAL_KEEPER = "EGY"
"""The canal of the Pharaohs runs through Egypt: whoever holds EGY lets ships through (reconstruction)."""


def special_reach(board: Any, position: Position, unit: Unit, retreat: bool = False) -> set[str]:
    """Where the canal MOR-GAR, the towpath MIO-Athènes or the way round Arabia take this unit (§4b, §9a).
    Not for supports, convoys or (but round Arabia) retreats. The canal needs EGY's holder's side, or a
    passage granted to the unit (`Position.passages`, the secondary order of §9c); the towpath ends in
    Athènes, which one enters only if one controls it, like any citadel."""
    mover = "fleet" if unit.kind.is_fleet else "army"
    out: set[str] = set()
    for link, other in board.special_links_from(unit.space, mover):
        if retreat and link.kind != "arabia":
            continue
        if other in position.blocked:
            continue
        granted = f"{unit.id}:{link.id}" in position.passages
        if link.kind == "canal" and position.province_owner.get(CANAL_KEEPER) != unit.owner and not granted:
            continue
        out.add(other)
    return out
