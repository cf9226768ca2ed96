"""Small helpers the gold steps share: reaching a space, paying, reading the sheets."""

from __future__ import annotations

from engine.diadoques.adjudicator.geometry import reach, special_reach
from engine.diadoques.board import Board
from engine.diadoques.characters.roster import is_prisoner, space_of
from engine.diadoques.secondary import SecondarySheet
from engine.diadoques.state import DiadoquesState
from engine.diadoques.units import Position, Unit, diadoque_id, epigone_id


def unit_by_id(position: Position, unit_id: str) -> Unit | None:
    return next((u for u in position.units if u.id == unit_id), None)


def unit_could_enter(board: Board, position: Position, unit: Unit, space: str) -> bool:
    """§9b: "une unité qui pourrait potentiellement se rendre dans l'espace de la cible (voir l'ordre de
    mouvement ci-dessus)": the move's geometry (special links included), whoever holds the space."""
    fleet = unit.kind.is_fleet
    return space in reach(board, position, unit, unit.space, fleet) or space in special_reach(
        board, position, unit
    )


def character_could_reach(board: Board, position: Position, where: str, space: str) -> bool:
    """A character "dans le même espace que la cible ou qui pourrait potentiellement se rendre dans
    l'espace de la cible": characters move "au choix comme une unité terrestre ou maritime" (§6b)."""
    if where == space:
        return True
    return space in reach(board, position, None, where, False) or space in reach(
        board, position, None, where, True
    )


def free_leaders(state: DiadoquesState, power: str) -> list[tuple[str, str]]:
    """(character id, space) of the power's diadoque and epigone on the board, alive and not prisoners."""
    out = []
    for cid in (diadoque_id(power), epigone_id(power)):
        where = space_of(state.position, cid)
        if where is None or cid in state.dead or is_prisoner(state.position, cid):
            continue
        out.append((cid, where))
    return out


def within(board: Board, start: str, goal: str, steps: int) -> bool:
    """Whether `goal` is at most `steps` spaces from `start`, over every link of the map (land and sea
    borders, a citadel and its province, a port citadel and its seas): §11b's "rayon de 2 espaces"."""
    frontier = {start}
    seen = {start}
    for _ in range(steps):
        if goal in seen:
            return True
        nxt: set[str] = set()
        for space in frontier:
            nxt |= _links(board, space)
        frontier = nxt - seen
        seen |= nxt
    return goal in seen


def _links(board: Board, space: str) -> set[str]:
    out = board.army_moves(space) | board.fleet_moves(space)
    s = board.space(space)
    if s.is_sea:
        out |= board.adjacent_provinces_of_sea(space)
    elif s.is_land:
        out |= board.seas_of_province(space)
    return out


def sheet(sheets: dict[str, SecondarySheet], power: str) -> SecondarySheet:
    return sheets.get(power) or SecondarySheet()
