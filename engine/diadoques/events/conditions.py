"""When an event is inapplicable (chapter 14: "Si l'événement tiré est inapplicable (...) alors il n'y a
aucun événement"), and when a revolt is already in progress (it is then drawn again)."""

from __future__ import annotations

from engine.diadoques.board import Board
from engine.diadoques.characters.roster import (
    ROYALS,
    controller_of,
    is_dynast,
    is_military_leader,
    space_of,
)
from engine.diadoques.control import is_power
from engine.diadoques.events.common import owner_of, units_of
from engine.diadoques.events.model import EventDef
from engine.diadoques.state import DiadoquesState


def in_progress(state: DiadoquesState, event_id: str) -> bool:
    """A revolt is in progress while it has a unit on the board or holds a citadel (Nora, the Carians)."""
    if event_id not in state.events.active:
        return False
    owner = owner_of(event_id)
    position = state.position
    return bool(units_of(position, owner)) or owner in position.citadel_owner.values()


def _no_army_or_leader(board: Board, state: DiadoquesState, province: str) -> bool:
    """ "ne se produit pas si une armée, un diadoque ou un épigone se trouve sur CAR\""""
    position = state.position
    if any(u.space == province and not u.kind.is_fleet for u in position.units):
        return False
    return not any(is_dynast(c) and space_of(position, c) == province for c in _characters(state))


def _characters(state: DiadoquesState) -> set[str]:
    return set(state.position.characters) | {u.commander for u in state.position.units if u.commander}


def _tarente_free(board: Board, state: DiadoquesState) -> bool:
    """ "ne se produit pas tant que Tarente est contrôlée par un joueur ou par les Romains\""""
    owner = state.position.citadel_owner.get("tarente")
    return not is_power(owner) and owner != owner_of("rome")


def tarentine_beneficiary(state: DiadoquesState, province: str) -> str | None:
    """ "toute unité ou chef militaire présent en ITA, sauf aux Romains": the power of the army there, else
    of the first military leader standing there (by id; design: one power at most in practice)."""
    position = state.position
    for unit in sorted(position.units, key=lambda u: u.id):
        if unit.space == province and is_power(unit.owner):
            return unit.owner
    for cid in sorted(_characters(state)):
        if is_military_leader(cid) and space_of(position, cid) == province:
            power = controller_of(position, cid)
            if is_power(power):
                return power
    return None


def _royal_family_gone(board: Board, state: DiadoquesState) -> bool:
    """ "ne peut pas se produire tant que la Famille Royale n'a pas complètement disparu\""""
    return all(royal in state.dead for royal in ROYALS)


def _satraps_possible(board: Board, state: DiadoquesState) -> bool:
    """ "Seul un joueur contrôlant une des citadelles de Suse, Ecbatane ou Parsagadès peut bénéficier\""""
    owners = state.position.citadel_owner
    return any(is_power(owners.get(c)) for c in ("suse", "ecbatane", "parsagades"))


def condition_holds(board: Board, state: DiadoquesState, name: str) -> bool:
    key, _, arg = name.partition(":")
    if key == "no_army_or_leader":
        return _no_army_or_leader(board, state, arg)
    if key == "tarente_free":
        return _tarente_free(board, state)
    if key == "royal_family_gone":
        return _royal_family_gone(board, state)
    if key == "satraps_possible":
        return _satraps_possible(board, state)
    raise ValueError(f"unknown event condition {name}")


def applicable(board: Board, state: DiadoquesState, event_id: str, event: EventDef) -> bool:
    """Whether the event can take effect now (its own conditions; once-only events; a royal still alive;
    a gift's citadel held by a player)."""
    if event.once and event_id in state.events.happened:
        return False
    if event.type == "royal_death":
        return event.character not in state.dead
    if event.type == "gold":
        return is_power(state.position.citadel_owner.get(event.citadel or ""))
    if event.type == "satraps" and state.events.satraps_offer:
        return False
    return all(condition_holds(board, state, c) for c in event.conditions)
