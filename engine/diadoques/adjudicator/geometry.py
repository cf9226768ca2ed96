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
