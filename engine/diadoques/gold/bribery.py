"""Bribery and counter-bribery (§9b), applied before the military orders: counter-bribery first, then the
bribes ("application des ordres de contre-corruption puis de corruption", §8a).

Steps (the contract's shape):
- `counter_bribery_step(board, state, sheets, rng)`: each power's counter-bribes, paid at once.
- `bribery_step(board, state, sheets, rng)`: every target's highest valid bribe, one d100 each.
- `year_end_bribery_step(board, state, sheets, rng)`: after autumn, the year's counter-bribery and
  bribes paid are forgotten ("se cumule jusqu'à la fin de l'automne de l'année en cours").
"""

from __future__ import annotations

from typing import Any

from engine.core.rng import RngState
from engine.diadoques.board import Board
from engine.diadoques.characters.roster import (
    CLEOPATRE,
    COUPLES,
    OLYMPIAS,
    PARTNER_OF,
    ROYALS,
    controller_of,
    is_dynast,
    is_lone,
    space_of,
)
from engine.diadoques.control import is_power
from engine.diadoques.gold.citadels import control_with_declines
from engine.diadoques.gold.common import (
    character_could_reach,
    free_leaders,
    sheet,
    unit_by_id,
    unit_could_enter,
)
from engine.diadoques.gold.secrecy import private, public
from engine.diadoques.orders import CharacterMove
from engine.diadoques.secondary import Dissociate, SecondarySheet
from engine.diadoques.state import DiadoquesState
from engine.diadoques.units import NEUTRAL, Position, Unit, UnitKind

BASE_CHANCE = 75
""" "base de 75%"."""
MAX_CHANCE = 95
""" "avec un maximum de 95%"."""
DYNAST_RAISE = 10
""" "La présence du diadoque ou de l'épigone au commandement d'une unité relève le niveau de corruption
de celle-ci de 10 T.\""""
OLYMPIAS_DROP = 5
""" "La présence d'Olympias au commandement d'une unité abaisse le niveau de corruption de celle-ci
de 5 T.\""""
HUSBAND_RAISE = 10
""" "Le niveau de corruption de l'unité commandée par le mari de Cléopâtre (si celle-ci est vivante)
augmente de 10 T" (§6b)."""
BRIBED_BECOMES = {UnitKind.Am: UnitKind.A, UnitKind.Ag: UnitKind.Ae}
""" "Une armée de milice corrompue devient armée de mercenaires et une armée de garde devient armée
d'élite (les autres restent inchangées).\""""


# ----------------------------------------------------------------------------------- the level
def leaving_leaders(state: DiadoquesState, sheets: dict[str, SecondarySheet]) -> set[str]:
    """Leaders ordered to leave their unit this turn: a dissociation, or a move of their own."""
    out = {o.character for s in sheets.values() for o in s.secondary if isinstance(o, Dissociate)}
    for orders in state.sheets.values():
        out |= {o.character for o in orders.values() if isinstance(o, CharacterMove)}
    return out


def royal_target(target: str) -> str:
    """ "Philippe III et Eurydice, ainsi que Roxane et Alexandre IV, sont considérés comme un seul
    personnage face à une tentative de corruption": a couple is bribed through its lead."""
    if target in COUPLES:
        return target
    return PARTNER_OF.get(target, target)


def bribe_level(
    state: DiadoquesState, target: str, leaving: frozenset[str] | set[str] = frozenset()
) -> int | None:
    """The target's corruption level: "niveau de base + contre-corruption + présence éventuelle du
    diadoque, de l'épigone ou d'Olympias + bonus éventuel dû à Cléopâtre". None: not a target."""
    counter = state.counter_bribes.get(target, 0)
    unit = unit_by_id(state.position, target)
    if unit is None:
        if target in ROYALS:
            return ROYALS[target].bribe_level + counter
        return None
    level = unit.kind.bribe_level + counter
    leader = unit.commander
    # "Si le diadoque, l'épigone ou Olympias a reçu l'ordre de quitter son unité pendant le même tour que
    # la corruption, le niveau de corruption de celle-ci est ramené à sa valeur normale."
    if leader is not None and leader not in leaving:
        if is_dynast(leader):
            level += DYNAST_RAISE
        elif leader == OLYMPIAS:
            level -= OLYMPIAS_DROP
        if leader == state.cleopatre_husband and CLEOPATRE not in state.dead:
            level += HUSBAND_RAISE
    return level


def chance(paid_this_year: int, level: int) -> int:
    """ "base de 75% + corruption versée dans l'année en cours - niveau de corruption, avec un maximum de
    95%" (never below 0)."""
    return max(0, min(MAX_CHANCE, BASE_CHANCE + paid_this_year - level))


# ---------------------------------------------------------------------------------- who may bribe
def target_space(state: DiadoquesState, target: str) -> str | None:
    unit = unit_by_id(state.position, target)
    return unit.space if unit is not None else space_of(state.position, target)


def may_bribe(board: Board, state: DiadoquesState, power: str, target: str) -> bool:
    """§9b: "Pour corrompre une unité ou un personnage, il faut disposer d'une unité qui pourrait
    potentiellement se rendre dans l'espace de la cible, d'une flotte située dans une zone maritime
    adjacente à la province côtière contenant la cible, de son diadoque ou de son épigone (non prisonnier)
    dans le même espace que la cible ou qui pourrait potentiellement se rendre dans l'espace de la cible";
    "Le diadoque seul peut corrompre des unités ou personnages de la Famille Royale" (§6b); royals only
    "s'ils sont seuls"; never one's own unit, never a diadoque or an epigone."""
    position = state.position
    space = target_space(state, target)
    if space is None or target in state.dead:
        return False
    unit = unit_by_id(position, target)
    if unit is not None:
        if unit.owner == power:
            return False
    elif target not in ROYALS or not is_lone(position, target) or controller_of(position, target) == power:
        return False
    leaders = free_leaders(state, power)
    if any(character_could_reach(board, position, where, space) for _, where in leaders):
        return True
    if unit is None:  # the royal family: the diadoque or epigone only
        return False
    province = board.province_of(space)
    for mine in position.units:
        if mine.owner != power:
            continue
        if unit_could_enter(board, position, mine, space):
            return True
        if (
            mine.kind.is_fleet
            and province is not None
            and province in board.adjacent_provinces_of_sea(mine.space)
        ):
            return True  # "une flotte située dans une zone maritime adjacente à la province côtière"
    return False


# ----------------------------------------------------------------------------------- the steps
def counter_bribery_step(
    board: Board, state: DiadoquesState, sheets: dict[str, SecondarySheet], rng: RngState | None = None
) -> tuple[DiadoquesState, list[dict[str, Any]]]:
    """§9b: "La contre-corruption est une somme libre versée à une de ses unités militaires du printemps à
    l'automne, pour augmenter son niveau de corruption. Il est également possible de verser de la
    contre-corruption à une unité ou un personnage neutres. Elle est dépensée immédiatement et se cumule
    jusqu'à la fin de l'automne de l'année en cours." Secret: seen by its payer only."""
    work = state.model_copy(deep=True)
    events: list[dict[str, Any]] = []
    for power in work.powers:
        for order in sheet(sheets, power).counter_bribes:
            problem = _counter_problem(work, power, order.target, order.amount)
            if problem is None:
                work.treasuries[power] -= order.amount
                work.counter_bribes[order.target] = work.counter_bribes.get(order.target, 0) + order.amount
            events.append(
                private(
                    "counter_bribe",
                    [power],
                    power=power,
                    target=order.target,
                    amount=order.amount,
                    succeeded=problem is None,
                    reason=problem,
                )
            )
    return work, events


def _counter_problem(state: DiadoquesState, power: str, target: str, amount: int) -> str | None:
    unit = unit_by_id(state.position, target)
    if unit is not None:
        if unit.owner != power and is_power(unit.owner):
            return "counter_bribe_not_yours"
    elif target not in ROYALS or target in state.dead or controller_of(state.position, target) != NEUTRAL:
        return "counter_bribe_no_target"
    if amount > state.treasuries.get(power, 0):
        return "not_enough_gold"
    return None


def bribery_step(
    board: Board, state: DiadoquesState, sheets: dict[str, SecondarySheet], rng: RngState | None = None
) -> tuple[DiadoquesState, list[dict[str, Any]]]:
    """Every target's bribes: only the highest valid one is validated ("La corruption engageant le plus
    d'argent est la seule à être validée. En cas d'égalité de toutes les sommes, aucune corruption n'est
    validée"); "L'argent est dépensé uniquement si la corruption est validée, qu'elle soit un succès ou un
    échec"; one d100 from the game's dice decides. Targets are taken in a random order, so a power whose
    bribes together exceed its treasury sees the later ones fail for want of gold."""
    work = state.model_copy(deep=True)
    dice = rng if rng is not None else work.rng
    leaving = leaving_leaders(work, sheets)
    offers: dict[str, list[tuple[str, int]]] = {}
    for power in work.powers:
        for bribe in sheet(sheets, power).bribes:
            offers.setdefault(royal_target(bribe.target), []).append((power, bribe.amount))
    targets = sorted(offers)
    dice.shuffle(targets)
    events: list[dict[str, Any]] = []
    for target in targets:
        events.extend(_one_target(board, work, target, offers[target], leaving, dice))
    work.position = control_with_declines(board, work)
    return work, events


def _one_target(
    board: Board,
    work: DiadoquesState,
    target: str,
    offers: list[tuple[str, int]],
    leaving: set[str],
    dice: RngState,
) -> list[dict[str, Any]]:
    level = bribe_level(work, target, leaving)
    valid: list[tuple[str, int]] = []
    events: list[dict[str, Any]] = []
    for power, amount in offers:
        if level is None or not may_bribe(board, work, power, target):
            reason = "bribe_out_of_reach"
        elif amount > work.treasuries.get(power, 0):
            reason = "not_enough_gold"  # "si le joueur ne dispose pas de la somme engagée"
        elif amount < level:
            reason = "bribe_below_level"  # "Si la corruption versée est inférieure au niveau"
        else:
            valid.append((power, amount))
            continue
        events.append(
            private("bribe_not_validated", [power], power=power, target=target, amount=amount, reason=reason)
        )
    if not valid or level is None:
        return events
    top = max(amount for _, amount in valid)
    leaders = [power for power, amount in valid if amount == top]
    # a tie at the top validates none of them; otherwise every bribe below the top is outbid
    tie = len(leaders) > 1
    reason = "bribe_tie" if tie else "bribe_outbid"
    for power, amount in valid:
        if tie or amount != top:
            events.append(
                private(
                    "bribe_not_validated", [power], power=power, target=target, amount=amount, reason=reason
                )
            )
    if tie:
        return events
    power = leaders[0]
    work.treasuries[power] -= top
    key = f"{power}>{target}"
    work.bribes_paid[key] = work.bribes_paid.get(key, 0) + top
    odds = chance(work.bribes_paid[key], level)
    roll = dice.die(100)
    succeeded = roll <= odds
    events.append(
        public(
            "bribe",
            power=power,
            target=target,
            amount=top,
            level=level,
            counter_bribery=work.counter_bribes.get(target, 0),  # revealed: the bribe was validated
            chance=odds,
            roll=roll,
            succeeded=succeeded,
        )
    )
    if succeeded:
        events.extend(_change_sides(board, work, power, target, leaving))
    return events


def _change_sides(
    board: Board, work: DiadoquesState, power: str, target: str, leaving: set[str]
) -> list[dict[str, Any]]:
    """ "En cas de réussite, l'unité (ou le personnage) change de camp."""
    position = work.position
    controllers = dict(position.controllers)
    if target in ROYALS:
        for cid in (target, PARTNER_OF.get(target)):
            if cid is not None and cid not in work.dead:
                controllers[cid] = power
        work.position = position.model_copy(update={"controllers": controllers})
        return [public("character_bribed", power=power, character=target)]
    unit = unit_by_id(position, target)
    assert unit is not None
    events: list[dict[str, Any]] = []
    characters = dict(position.characters)
    attached = dict(position.attached)
    commander = unit.commander
    if commander is not None:
        if commander in leaving:  # it had left its unit: it goes on alone
            characters[commander] = unit.space
        else:
            # "Un chef militaire au commandement d'une unité corrompue et qui ne s'était pas dissocié de
            # celle-ci (ordres) est tué."
            work.dead.append(commander)
            characters.pop(commander, None)
            events.append(public("commander_killed", character=commander, unit=unit.id, by=power))
    # "Les autres personnages (membres de la Famille Royale, diadoques ou épigones capturés) passent sous le
    # contrôle du nouveau camp de l'unité."
    for cid, holder in sorted(attached.items()):
        if holder == unit.id and cid not in work.dead:
            controllers[cid] = power
            events.append(public("character_changes_side", character=cid, power=power))
    new_unit = unit.model_copy(
        update={
            "owner": power,
            "kind": BRIBED_BECOMES.get(unit.kind, unit.kind),
            "commander": None,
            "commander_bonus": False,
        }
    )
    units = tuple(new_unit if u.id == unit.id else u for u in position.units)
    # a besieger keeps its A1: `first_sieges` is keyed by the unit's id, which does not change.
    work.position = position.model_copy(
        update={"units": units, "characters": characters, "controllers": controllers, "attached": attached}
    )
    work.for_sale.pop(unit.id, None)
    work.lots.pop(unit.id, None)
    events.append(
        public(
            "unit_bribed", unit=unit.id, power=power, previous_owner=unit.owner, unit_kind=new_unit.kind.value
        )
    )
    events.extend(_space_changes_side(board, work, power, new_unit))
    return events


def _space_changes_side(board: Board, work: DiadoquesState, power: str, unit: Unit) -> list[dict[str, Any]]:
    """ "En cas de corruption réussie, la province et/ou la citadelle dans laquelle se trouve l'unité
    corrompue change(nt) de camp immédiatement"; a citadel changing sides captures the characters in it
    (§6b "la capture est automatique")."""
    position: Position = work.position
    space = board.space(unit.space)
    if space.is_citadel:
        owners = dict(position.citadel_owner)
        owners[unit.space] = power
        controllers = dict(position.controllers)
        for cid, where in position.characters.items():
            if where == unit.space and cid not in work.dead and controller_of(position, cid) != power:
                controllers[cid] = power
        work.position = position.model_copy(update={"citadel_owner": owners, "controllers": controllers})
        return [public("citadel_changes_side", citadel=unit.space, power=power)]
    if space.is_land:
        owners = dict(position.province_owner)
        owners[unit.space] = power
        work.position = position.model_copy(update={"province_owner": owners})
        return [public("province_changes_side", province=unit.space, power=power)]
    return []


def year_end_bribery_step(
    board: Board,
    state: DiadoquesState,
    sheets: dict[str, SecondarySheet] | None = None,
    rng: RngState | None = None,
) -> tuple[DiadoquesState, list[dict[str, Any]]]:
    """At the end of autumn the year's counter-bribery ("se cumule jusqu'à la fin de l'automne de l'année
    en cours") and the bribes paid "dans l'année en cours" are forgotten."""
    work = state.model_copy(deep=True)
    work.counter_bribes = {}
    work.bribes_paid = {}
    return work, []
