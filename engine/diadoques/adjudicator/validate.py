"""Orders the rules forbid become holds, with the reason (§9a: "l'ordre est ignoré"); nothing is dropped
silently. Every unit gets an order: no order is a hold."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from engine.diadoques.adjudicator.geometry import (
    can_besiege_from,
    controls,
    kind_of,
    reach,
    special_reach,
    touches,
)
from engine.diadoques.orders import (
    CharacterMove,
    Convoy,
    Hold,
    Move,
    Siege,
    Supply,
    SupportHold,
    SupportMove,
)
from engine.diadoques.units import Position, Unit


@dataclass
class Checked:
    """The orders as they will be adjudicated."""

    orders: dict[str, Any] = field(default_factory=dict)  # unit id -> unit order
    ignored: dict[str, str] = field(default_factory=dict)  # unit id -> reason code
    convoyed: set[str] = field(default_factory=set)  # unit ids whose move goes by sea
    characters: dict[str, CharacterMove] = field(default_factory=dict)
    characters_ignored: dict[str, tuple[CharacterMove, str]] = field(default_factory=dict)
    unknown: list[str] = field(default_factory=list)  # order keys naming no unit or character


def _hold_like(order: Any) -> Hold:
    return Hold(retreats=order.retreats, retreat_disband_last=order.retreat_disband_last)


def _occupied(position: Position, space: str) -> bool:
    return bool(position.units_at(space))


def _check_move(
    board: Any, position: Position, unit: Unit, order: Move, orders: Mapping[str, Any]
) -> tuple[str | None, bool]:
    """(reason if illegal, goes by convoy)."""
    if order.dest == unit.space:
        return "same_space", False
    if kind_of(board, order.dest) is None:
        return "unknown_space", False
    if order.dest in position.blocked:
        return "blocked_space", False
    land = reach(board, position, unit, unit.space, unit.kind.is_fleet) | special_reach(board, position, unit)
    if kind_of(board, order.dest) == "citadel" and not controls(position, unit.owner, order.dest):
        return "citadel_not_controlled", False
    if (
        not unit.kind.is_fleet
        and kind_of(board, order.dest) == "land"
        and kind_of(board, unit.space) == "land"
    ):
        fleets = [
            o
            for o in orders.values()
            if isinstance(o, Convoy) and o.origin == unit.space and o.dest == order.dest
        ]
        if fleets and (order.by_convoy or order.dest not in land):
            return None, True
    if order.dest in land:
        return None, False
    if not unit.kind.is_fleet and kind_of(board, order.dest) == "land":
        return "no_convoy", False
    return "unreachable", False


def check_orders(board: Any, position: Position, given: Mapping[str, Any]) -> Checked:
    checked = Checked()
    units = {u.id: u for u in position.units}
    unit_orders = {k: v for k, v in given.items() if k in units}
    for key, order in given.items():
        if isinstance(order, CharacterMove):
            reason = _check_character(board, position, order)
            if reason is None:
                checked.characters[order.character] = order
            else:
                checked.characters_ignored[order.character] = (order, reason)
        elif key not in units:
            checked.unknown.append(key)
    # the convoy orders a move needs are looked up by space, so index them by space of the fleet
    by_space_orders = {units[k].space: o for k, o in unit_orders.items()}
    for unit in position.units:
        order = unit_orders.get(unit.id, Hold())
        reason = None
        if unit.space in position.blocked and not isinstance(order, Hold):
            reason = "blocked_space"
        elif isinstance(order, Move):
            reason, convoyed = _check_move(board, position, unit, order, by_space_orders)
            if convoyed:
                checked.convoyed.add(unit.id)
        elif isinstance(order, SupportHold | SupportMove):
            reason = _check_support(board, position, unit, order)
        elif isinstance(order, Convoy):
            reason = _check_convoy(board, position, unit, order)
        elif isinstance(order, Siege):
            reason = _check_siege_post(board, position, unit, order.citadel)
        elif isinstance(order, Supply):
            reason = _check_siege_post(board, position, unit, order.citadel, supply=True)
            if reason is None and unit.id in position.no_supply:
                reason = "no_supply_after_siege"
        if reason is not None:
            checked.ignored[unit.id] = reason
            order = _hold_like(order)
        checked.orders[unit.id] = order
    return checked


def _check_support(
    board: Any, position: Position, unit: Unit, order: SupportHold | SupportMove
) -> str | None:
    if not _occupied(position, order.target) or order.target == unit.space:
        return "no_unit_to_support"
    aim = order.target if isinstance(order, SupportHold) else order.dest
    if aim == unit.space:
        return "support_into_own_space"
    if aim not in reach(board, position, unit, unit.space, unit.kind.is_fleet):
        return "support_unreachable"
    return None


def _check_convoy(board: Any, position: Position, unit: Unit, order: Convoy) -> str | None:
    if not unit.kind.is_fleet or kind_of(board, unit.space) != "sea":
        return "cannot_convoy"
    armies = [u for u in position.units_at(order.origin) if not u.kind.is_fleet]
    if not armies:
        return "no_army_to_convoy"
    if kind_of(board, order.dest) != "land":
        return "unreachable"
    if not touches(board, unit.space, order.origin) and not any(
        touches(board, s, order.origin) for s in board.spaces if kind_of(board, s) == "sea"
    ):
        return "unreachable"
    return None


def _check_siege_post(
    board: Any, position: Position, unit: Unit, citadel: str, supply: bool = False
) -> str | None:
    if kind_of(board, citadel) != "citadel":
        return "not_a_citadel"
    if not can_besiege_from(board, unit, citadel):
        return "not_in_position"
    if not supply and controls(position, unit.owner, citadel):
        return "own_citadel"
    return None


def _check_character(board: Any, position: Position, order: CharacterMove) -> str | None:
    here = position.characters.get(order.character)
    if here is None:
        return "unknown_character"
    if kind_of(board, order.dest) is None:
        return "unknown_space"
    if order.dest in position.blocked:
        return "blocked_space"
    anywhere = reach(board, position, None, here, False) | reach(board, position, None, here, True)
    # "comme une unité terrestre ou maritime": a character also boards from a coast to its seas, and back
    kind = kind_of(board, here)
    if kind == "sea":
        anywhere |= set(board.adjacent_provinces_of_sea(here))
    elif kind == "land":
        anywhere |= {s for s in board.spaces if kind_of(board, s) == "sea" and touches(board, s, here)}
    if order.dest not in anywhere:
        return "unreachable"
    owner = position.controllers.get(order.character, order.character.split(":", 1)[0])  # a royal: its holder
    if kind_of(board, order.dest) == "citadel" and not controls(position, owner, order.dest):
        return "citadel_not_controlled"
    return None
