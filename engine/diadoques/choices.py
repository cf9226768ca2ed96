"""The finite lists a seat chooses from (the platform's `legal_actions`): for each unit the orders that
make sense where it stands, and each winter the builds, disbandings, promotions and degradations allowed.

A military order listed here may still fail or be ignored at resolution (the adjudicator judges it with
every other sheet); what is listed is what the map allows the unit to attempt. The first turn allows
"mouvements ou soutiens seulement" (chapter 12).
"""

from __future__ import annotations

from engine.diadoques.board import Board
from engine.diadoques.orders import Hold, Move, Siege, Supply, SupportHold, SupportMove, UnitOrder
from engine.diadoques.state import DiadoquesState, WinterOrder
from engine.diadoques.units import Position, Unit, UnitKind
from engine.diadoques.winter import ARMY_RANK, build_problem, promotion_problem


def reach(board: Board, position: Position, unit: Unit, first_turn: bool = False) -> set[str]:
    """Where the unit may move by an ordinary move. On the first turn, a fleet stacked on its home
    province may sail to the seas along that coast and into the province's port citadels (chapter 12:
    "vers des citadelles de la province ou vers des zones maritimes adjacentes")."""
    space = board.space(unit.space)
    if unit.kind.is_fleet and space.kind == "land":
        if not first_turn:
            return set()
        seas = {
            s
            for s, sp in board.spaces.items()
            if sp.kind == "sea" and unit.space in board.adjacent_provinces_of_sea(s)
        }
        ports = {c for c in board.citadels_of(unit.space) if board.space(c).port}
        found = seas | ports
    else:
        found = set(board.fleet_moves(unit.space) if unit.kind.is_fleet else board.army_moves(unit.space))
    return {s for s in found if s not in position.blocked and not position.border_closed(unit.space, s)}


def _enterable(board: Board, position: Position, unit: Unit, dest: str) -> bool:
    """ "Pour entrer dans une citadelle, il faut en avoir le contrôle.\""""
    return board.space(dest).kind != "citadel" or position.citadel_owner.get(dest) == unit.owner


def unit_orders(board: Board, state: DiadoquesState, unit: Unit) -> list[UnitOrder]:
    """The orders a unit may be given this season, Hold first."""
    position, first = state.position, state.first_turn
    mine = reach(board, position, unit, first)
    found: list[UnitOrder] = [Hold()]
    found += [Move(dest=d) for d in sorted(mine) if _enterable(board, position, unit, d)]
    others = [u for u in position.units if u.id != unit.id]
    for other in others:
        if other.space in mine and other.space != unit.space:
            found.append(SupportHold(target=other.space))
        for dest in sorted(mine & reach(board, position, other, first)):
            if (
                other.space != unit.space
                and dest not in (other.space, unit.space)
                and _enterable(board, position, other, dest)
            ):
                found.append(SupportMove(target=other.space, dest=dest))
    if first:
        return found
    for citadel in _siege_targets(board, unit):
        owner = position.citadel_owner.get(citadel)
        if owner != unit.owner:
            stage = 2 if position.first_sieges.get(unit.id) == citadel else 1
            found.append(Siege(citadel=citadel, stage=stage))
        if unit.id not in position.no_supply and board.space(citadel).port:
            found.append(Supply(citadel=citadel))
    return found


def _siege_targets(board: Board, unit: Unit) -> list[str]:
    """Citadels the unit stands before: an army in the province, a fleet in a sea with an access arrow."""
    space = board.space(unit.space)
    if unit.kind.is_fleet:
        if space.kind != "sea":
            return []
        return sorted(c for c in board.fleet_moves(unit.space) if board.space(c).kind == "citadel")
    return list(board.citadels_of(unit.space)) if space.kind == "land" else []


def winter_orders(board: Board, state: DiadoquesState, power: str) -> list[WinterOrder]:
    """Every winter order the power may give now (those already on its sheet left out)."""
    position = state.position
    given = set(state.winter_sheets.get(power, []))
    money = state.treasuries.get(power, 0)
    found: list[WinterOrder] = []
    own = [u for u in position.units if u.owner == power]
    for unit in own:
        if unit.kind is not UnitKind.Ag:
            found.append(WinterOrder(type="disband", unit=unit.id))
        if unit.kind in (UnitKind.Ae, UnitKind.Fe):
            found.append(WinterOrder(type="degrade", unit=unit.id))
        higher = (
            [UnitKind.Fe]
            if unit.kind is UnitKind.F
            else ARMY_RANK[ARMY_RANK.index(unit.kind) + 1 :]
            if not unit.kind.is_fleet
            else []
        )
        for to in higher:
            if promotion_problem(board, position, unit, to) is None:
                found.append(WinterOrder(type="promote", unit=unit.id, kind=to))
    held = {kind: sum(1 for u in own if u.kind is kind) for kind in UnitKind}
    capital = state.capitals.get(power)
    for kind in UnitKind:
        if kind.cost > money or (kind.limit is not None and held[kind] >= kind.limit):
            continue
        for space in _build_spaces(board, position, power, kind):
            if build_problem(board, position, power, space, kind, capital) is None:
                found.append(WinterOrder(type="build", kind=kind, space=space))
    return [o for o in found if o not in given]


def _build_spaces(board: Board, position: Position, power: str, kind: UnitKind) -> list[str]:
    """Candidate spaces near what the power controls (build_problem makes the final check)."""
    citadels = sorted(c for c, owner in position.citadel_owner.items() if owner == power)
    if not kind.is_fleet:
        return sorted({*citadels, *(board.space(c).province for c in citadels)})
    near = set(citadels)
    for citadel in citadels:
        near |= {s for s in board.fleet_moves(citadel) if board.space(s).kind == "sea"}
    for province, owner in position.province_owner.items():
        if owner == power and board.space(province).port:
            near |= set(board.space(province).port_seas or ())
    return sorted(near)
