"""Secondary orders about citadels, provinces and passage (§9c, §11e): opening the gates, not taking a
province without citadel, transferring the capital, granting passage through the canal.

Steps (the contract's shape):
- `passage_step(board, state, sheets, rng)`: before the military orders; sets this season's
  `Position.passages` (the adjudicator reads them for the canal MOR-GAR).
- `open_gates_step(board, state, sheets, rng)`: after the military orders.
- `no_control_step(board, state, sheets, rng, before=...)`: after the military orders, with the
  position at the start of the season. `control_with_declines(board, state)` is `update_control` that
  keeps a declined province as it was while the decliner stays: seasons.py should use it.
- `transfer_capital_step(board, state, sheets, rng)`: after the military orders.
"""

from __future__ import annotations

from typing import Any

from engine.core.rng import RngState
from engine.diadoques.adjudicator.geometry import CANAL_KEEPER
from engine.diadoques.board import Board
from engine.diadoques.characters.roster import controller_of, is_military_leader
from engine.diadoques.control import occupiers, update_control
from engine.diadoques.gold.common import free_leaders, sheet, unit_by_id
from engine.diadoques.gold.secrecy import private, public
from engine.diadoques.secondary import GrantPassage, NoControl, OpenGates, SecondarySheet, TransferCapital
from engine.diadoques.state import DiadoquesState
from engine.diadoques.units import Position

NEW_CAPITALS = ("alexandrie", "alexandrie-d-issos", "babylone", "lysimachia", "pella", "sardes")
""" "transférer sa capitale vers une des citadelles suivantes (...) : Alexandrie, Alexandrie d'Issos,
Babylone, Lysimachia, Pella ou Sardes.\""""
CAPITAL_FROM = -306
""" "à partir de -306 et une seule fois dans la partie"."""
LINK_KEEPERS = {"canal": CANAL_KEEPER}
"""Who may grant a passage through a special link: the canal's keeper, Egypt's holder (adjudicator).
The towpath ends in Athènes, entered only by its holder; round Arabia is open to all: no passage."""


# ---------------------------------------------------------------------------------------- passage
def passage_step(
    board: Board, state: DiadoquesState, sheets: dict[str, SecondarySheet], rng: RngState | None = None
) -> tuple[DiadoquesState, list[dict[str, Any]]]:
    """ "Accorder le passage à une unité ou un personnage d'un autre joueur dans le cadre des mouvements
    spéciaux (chapitre 9a)": only the holder of the way may grant it; it lasts the season."""
    work = state.model_copy(deep=True)
    granted: set[str] = set()
    events: list[dict[str, Any]] = []
    for power in work.powers:
        for order in sheet(sheets, power).secondary:
            if not isinstance(order, GrantPassage):
                continue
            link = order.link or "canal"
            keeper = LINK_KEEPERS.get(link)
            mover = unit_by_id(work.position, order.mover)
            mover_side = mover.owner if mover is not None else controller_of(work.position, order.mover)
            if keeper is None or work.position.province_owner.get(keeper) != power:
                problem = "passage_not_yours"
            elif mover_side != order.to_power or order.to_power == power:
                problem = "passage_no_mover"
            else:
                problem = None
                granted.add(f"{order.mover}:{link}")
            params = {"power": power, "to": order.to_power, "mover": order.mover, "link": link}
            if problem:
                events.append(private("passage_refused", [power], reason=problem, **params))
            else:
                events.append(public("passage_granted", **params))
    work.position = work.position.model_copy(update={"passages": frozenset(granted)})
    return work, events


# ------------------------------------------------------------------------------------ open the gates
def gates_problem(board: Board, state: DiadoquesState, power: str, order: OpenGates) -> str | None:
    """ "La citadelle concernée ne doit pas contenir de garnison ni de chef militaire et le joueur
    bénéficiaire doit posséder dans la province de la citadelle une armée ou le diadoque ou l'épigone. Pour
    les citadelles portuaires, la prise de contrôle peut se faire également via une flotte ou le diadoque
    ou l'épigone, situé dans une zone maritime adjacente à la citadelle et ayant un accès.\""""
    position = state.position
    citadel = order.citadel
    if citadel not in board.spaces or not board.space(citadel).is_citadel:
        return "gates_not_a_citadel"
    if position.citadel_owner.get(citadel) != power or order.to_power == power:
        return "gates_not_yours"
    if position.units_at(citadel) or any(
        where == citadel and is_military_leader(cid) and cid not in state.dead
        for cid, where in position.characters.items()
    ):
        return "gates_not_empty"
    space = board.space(citadel)
    posts = {space.province}
    seas = set(space.access_seas)
    to = order.to_power
    armies = {u.space for u in position.units if u.owner == to and not u.kind.is_fleet}
    fleets = {u.space for u in position.units if u.owner == to and u.kind.is_fleet}
    leaders = {where for _, where in free_leaders(state, to)}
    if armies & posts or leaders & (posts | seas) or fleets & seas:
        return None
    return "gates_nobody_to_enter"


def open_gates_step(
    board: Board, state: DiadoquesState, sheets: dict[str, SecondarySheet], rng: RngState | None = None
) -> tuple[DiadoquesState, list[dict[str, Any]]]:
    """ "Ouverture des portes d'une citadelle : cet ordre permet de donner le contrôle d'une citadelle à un
    autre joueur, sans que celui-ci ne soit obligé de livrer un siège." The characters inside are taken
    ("un personnage se trouve dans une citadelle qui change de camp : la capture est automatique", §6b)."""
    work = state.model_copy(deep=True)
    events: list[dict[str, Any]] = []
    for power in work.powers:
        for order in sheet(sheets, power).secondary:
            if not isinstance(order, OpenGates):
                continue
            problem = gates_problem(board, work, power, order)
            params = {"power": power, "to": order.to_power, "citadel": order.citadel}
            if problem:
                events.append(private("gates_refused", [power], reason=problem, **params))
                continue
            _hand_over(work, order.citadel, order.to_power)
            events.append(public("gates_opened", **params))
    work.position = control_with_declines(board, work)
    return work, events


def _hand_over(work: DiadoquesState, citadel: str, to: str) -> None:
    position = work.position
    owners = {**position.citadel_owner, citadel: to}
    controllers = dict(position.controllers)
    for cid, where in position.characters.items():
        if where == citadel and cid not in work.dead and controller_of(position, cid) != to:
            controllers[cid] = to
    work.position = position.model_copy(update={"citadel_owner": owners, "controllers": controllers})


# --------------------------------------------------------------------------------------- no control
def no_control_step(
    board: Board,
    state: DiadoquesState,
    sheets: dict[str, SecondarySheet],
    rng: RngState | None = None,
    before: Position | None = None,
) -> tuple[DiadoquesState, list[dict[str, Any]]]:
    """ "Ne pas prendre le contrôle d'une province sans citadelle : un joueur peut ordonner de ne pas prendre
    le contrôle d'une telle province (chapitre 11e), s'il y entre avec une armée, son diadoque ou son
    épigone." The province keeps the owner it had at the start of the season while the decliner stays."""
    work = state.model_copy(deep=True)
    start = before or state.position
    standing = occupiers(board, work.position)
    events: list[dict[str, Any]] = []
    for power in work.powers:
        for order in sheet(sheets, power).secondary:
            if not isinstance(order, NoControl):
                continue
            province = order.province
            valid = (
                province in board.spaces
                and board.space(province).is_land
                and not board.citadels_of(province)
                and standing.get(province) == power
            )
            if not valid:
                events.append(private("no_control_refused", [power], power=power, province=province))
                continue
            kept = start.province_owner.get(province)
            if kept == power:
                continue
            work.declined_control[province] = [power, kept or ""]
            events.append(public("control_declined", power=power, province=province))
    work.position = control_with_declines(board, work)
    return work, events


def control_with_declines(board: Board, state: DiadoquesState) -> Position:
    """`update_control` (§11e), then each declined province given back to the owner it kept while the
    power that declined it still stands there alone; a decline ends when that power leaves (mutates
    `state.declined_control`)."""
    position = update_control(board, state.position)
    standing = occupiers(board, position)
    owners = dict(position.province_owner)
    for province, (power, kept) in sorted(state.declined_control.items()):
        if standing.get(province) != power:
            del state.declined_control[province]
            continue
        owners[province] = kept or None
    return position.model_copy(update={"province_owner": owners})


# ---------------------------------------------------------------------------------------- capital
def capital_problem(state: DiadoquesState, power: str, citadel: str) -> str | None:
    """ "Transfert de la capitale : lorsque les dynasties sont établies (chapitre 7b), chacune d'entre elles
    peut, à partir de -306 et une seule fois dans la partie, transférer sa capitale vers une des citadelles
    suivantes (si elle en a le contrôle et que celle-ci n'est pas assiégée)". The dynasties are established
    "de toutes façons, au printemps -306", so the year suffices."""
    if state.year < CAPITAL_FROM:
        return "capital_too_early"
    if power in state.capital_moved:
        return "capital_once"
    if citadel not in NEW_CAPITALS or state.capitals.get(power) == citadel:
        return "capital_not_listed"
    if state.position.citadel_owner.get(citadel) != power:
        return "capital_not_yours"
    if citadel in state.position.first_sieges.values():
        return "capital_besieged"
    return None


def transfer_capital_step(
    board: Board, state: DiadoquesState, sheets: dict[str, SecondarySheet], rng: RngState | None = None
) -> tuple[DiadoquesState, list[dict[str, Any]]]:
    """Each transfer ordered, if allowed: the power's capital (its 3 VP and 31 T) is now that citadel."""
    work = state.model_copy(deep=True)
    events: list[dict[str, Any]] = []
    for power in work.powers:
        for order in sheet(sheets, power).secondary:
            if not isinstance(order, TransferCapital):
                continue
            problem = capital_problem(work, power, order.citadel)
            if problem:
                events.append(
                    private("capital_refused", [power], power=power, citadel=order.citadel, reason=problem)
                )
                continue
            old = work.capitals.get(power)
            work.capitals[power] = order.citadel
            work.capital_moved.append(power)
            events.append(public("capital_moved", power=power, citadel=order.citadel, previous=old))
    return work, events
