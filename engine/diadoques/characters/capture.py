"""Capture, control and freedom of the characters after the moves (§6b "Capture et contrôle des
personnages"), and the lone royals' retreat to a neutral citadel.

"Il est possible de capturer un diadoque ou un épigone ennemi ou un membre de la Famille Royale dans les
cas suivants :
- un diadoque ou épigone croise une unité ennemie pendant les mouvements : avec 1d6, le personnage est
  capturé sur 1-2 en mer et 1-4 à terre.
- un personnage se retrouve seul dans le même espace qu'une unité ennemie (ou un diadoque ou épigone dans
  le cas des membres de la Famille Royale) après les mouvements et retraites : avec 1d6, (...)
- un personnage se trouve dans une citadelle qui change de camp : la capture est automatique.
Un joueur peut décider, en le prévoyant dans ses ordres, de ne pas tenter la capture d'un personnage, en
le citant précisément (chapitre 9c)."
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.core.rng import RngState
from engine.diadoques.board import Board
from engine.diadoques.characters.command import follow_units
from engine.diadoques.characters.deaths import kill
from engine.diadoques.characters.roster import (
    COUPLES,
    PARTNER_OF,
    PHILIPPE,
    commanded_unit,
    controller_of,
    is_dynast,
    is_royal,
    power_of,
    set_controller,
    set_free,
    sync_couples,
)
from engine.diadoques.control import is_power
from engine.diadoques.secondary import GiveCharacter, NoCapture, SecondarySheet
from engine.diadoques.state import DiadoquesState
from engine.diadoques.units import NEUTRAL, Position

SEA_CAPTURE = 2
""" "capturé sur 1-2 en mer\""""
LAND_CAPTURE = 4
""" "et 1-4 à terre\""""

Events = list[dict[str, Any]]


def capture_roll(board: Board, space: str, rng: RngState) -> tuple[int, bool]:
    """One d6 and whether it captures in that space (a citadel counts as land)."""
    roll = rng.d6()
    return roll, roll <= (SEA_CAPTURE if board.space(space).is_sea else LAND_CAPTURE)


def declined(sheets: Mapping[str, SecondarySheet]) -> set[tuple[str, str]]:
    """(power, character) pairs a power chose not to capture: "en le citant précisément"."""
    return {
        (power, o.character) for power, s in sheets.items() for o in s.secondary if isinstance(o, NoCapture)
    }


def _capture(
    work: DiadoquesState, cid: str, captor: str, keeper: str | None, how: str, events: Events
) -> None:
    """`cid` now held by `captor`, associated with `keeper` (a unit or a lone diadoque/epigone) if any."""
    position = set_controller(work.position, cid, captor)
    if keeper is not None:
        position = position.model_copy(update={"attached": {**position.attached, cid: keeper}})
    work.position = position
    events.append({"kind": "character_captured", "character": cid, "power": captor, "how": how})


def after_military_moves(
    board: Board,
    state: DiadoquesState,
    sheets: Mapping[str, SecondarySheet],
    rng: RngState | None = None,
    *,
    before: Position,
) -> tuple[DiadoquesState, Events]:
    """Step, right after the adjudication (moves, sieges and the units' retreats), with `before` the
    position the adjudicator started from. In turn: the leaders of units destroyed in combat die and
    those of garrisons taken by a siege are captured; the associated characters follow their units;
    everyone in a citadel that changed sides is captured; the crossings; the gifts of characters; the
    characters who lost their keeper go free; the lone characters beside an enemy are rolled for."""
    work = state.model_copy(deep=True)
    rng = rng or work.rng
    events: Events = []
    no = declined(sheets)
    _vanished_units(work, before, events)
    work.position = follow_units(work.position)
    _fallen_citadels(work, before, no, events)
    _crossings(board, work, before, no, rng, events)
    _gifts(work, sheets, events)
    _freedom(work, events)
    _lone_captures(board, work, no, rng, events)
    work.position = sync_couples(follow_units(work.position), work.dead)
    return work, events


def _vanished_units(work: DiadoquesState, before: Position, events: Events) -> None:
    """ "Un chef militaire est éliminé si l'unité qu'il commande (...) est éliminée suite à un combat, sauf
    dans le cas d'un siège" and "tout personnage dans la citadelle est capturé, y compris un personnage
    commandant l'ex-garnison"; the other associated characters are set free where the unit stood ("il
    peut être de nouveau capturé par l'unité victorieuse")."""
    alive = {u.id for u in work.position.units}
    for unit in before.units:
        if unit.id in alive:
            continue
        fell = before.citadel_owner.get(unit.space) != work.position.citadel_owner.get(unit.space)
        if unit.commander and unit.commander not in work.dead:
            if fell:
                work.position = set_free(work.position, unit.commander, unit.space)
            else:
                victor = next((u.owner for u in work.position.units if u.space == unit.space), None)
                kill(work, unit.commander, "unit_destroyed", events, by=victor, space=unit.space)
        for cid, target in sorted(before.attached.items()):
            if target == unit.id and cid not in work.dead:
                work.position = set_free(work.position, cid, unit.space)


def _fallen_citadels(
    work: DiadoquesState, before: Position, no: set[tuple[str, str]], events: Events
) -> None:
    """Everyone in a citadel that changes sides is captured by its new owner; a prisoner in a citadel that
    becomes neutral (and joins no revolt) goes free; its own side taking it frees a diadoque or epigone."""
    for citadel, owner in sorted(work.position.citadel_owner.items()):
        if owner == before.citadel_owner.get(citadel):
            continue
        inside = [c for c, s in sorted(work.position.characters.items()) if s == citadel]
        for cid in inside:
            if cid in PARTNER_OF and cid not in COUPLES and PARTNER_OF[cid] in inside:
                continue  # a partner goes with its lead
            if owner in (None, NEUTRAL):
                if controller_of(work.position, cid) != power_of(cid):
                    work.position = set_controller(work.position, cid, NEUTRAL)
                    events.append({"kind": "character_freed", "character": cid, "why": "citadel_neutral"})
            elif controller_of(work.position, cid) != owner and (owner, cid) not in no:
                _capture(work, cid, owner, None, "citadel", events)


def _crossings(
    board: Board,
    work: DiadoquesState,
    before: Position,
    no: set[tuple[str, str]],
    rng: RngState,
    events: Events,
) -> None:
    """ "un diadoque ou épigone croise une unité ennemie pendant les mouvements": we read "croise" as the two
    swapping spaces, the character one way and the unit the other (rules-notes/diadoques-characters.md)."""
    for cid, now in sorted(work.position.characters.items()):
        was = before.characters.get(cid)
        if not is_dynast(cid) or was is None or was == now or cid in work.position.attached:
            continue
        keeper = controller_of(work.position, cid)
        for unit in before.units:
            after = next((u for u in work.position.units if u.id == unit.id), None)
            crossed = unit.space == now and after is not None and after.space == was
            if not crossed or not is_power(unit.owner) or unit.owner == keeper or (unit.owner, cid) in no:
                continue
            roll, caught = capture_roll(board, was, rng)
            events.append({"kind": "capture_roll", "character": cid, "power": unit.owner, "roll": roll})
            if caught:
                _capture(work, cid, unit.owner, unit.id, "crossing", events)
                work.position = work.position.model_copy(
                    update={"characters": {**work.position.characters, cid: after.space}}
                )
                break


def _gifts(work: DiadoquesState, sheets: Mapping[str, SecondarySheet], events: Events) -> None:
    """ "la capture sera automatique, si toutefois le personnage se retrouve bien en fin de mouvement dans
    le même espace qu'une unité du joueur concerné" (gifts checked before the moves, royal.py)."""
    for power, sheet in sorted(sheets.items()):
        for order in sheet.secondary:
            if not isinstance(order, GiveCharacter) or order.character in work.dead:
                continue
            if controller_of(work.position, order.character) != power:
                continue
            here = work.position.characters.get(order.character)
            unit = next(
                (u for u in work.position.units if u.space == here and u.owner == order.to_power), None
            )
            if unit is not None:
                _capture(work, order.character, order.to_power, unit.id, "gift", events)


def _kept(position: Position, cid: str, keeper: str) -> bool:
    """ "Pour conserver le contrôle (...) il faut : diadoque ou épigone ennemi capturé : soit le maintenir
    associé à une unité, soit l'enfermer dans une citadelle, Philippe III : lui confier le commandement
    d'une unité, autres personnages : soit le maintenir associé à une unité, son diadoque ou son épigone,
    soit l'enfermer dans une citadelle." After the moves the association is still to be made (§9c: "à la
    fin des mouvements"), so being in the same space counts."""
    unit = commanded_unit(position, cid)
    if unit is not None:
        return unit.owner == keeper
    here = position.characters.get(cid)
    if here is None:
        return True
    if any(u.space == here and u.owner == keeper for u in position.units):
        return True
    if cid == PHILIPPE:
        return False
    if position.citadel_owner.get(here) == keeper:
        return True
    if is_dynast(cid):
        return False
    return any(
        position.characters.get(d) == here and controller_of(position, d) == keeper
        for d in (f"{keeper}:diadoque", f"{keeper}:epigone")
    )


def _freedom(work: DiadoquesState, events: Events) -> None:
    """ "Il retrouve sa liberté (...) s'il se retrouve seul à l'issue des mouvements": a royal becomes
    neutral, a captured diadoque or epigone its own power's again."""
    for cid in sorted(set(work.position.controllers)):
        keeper = controller_of(work.position, cid)
        if cid in PARTNER_OF and cid not in COUPLES and PARTNER_OF[cid] not in work.dead:
            continue
        if not is_power(keeper) or (is_dynast(cid) and keeper == power_of(cid)):
            continue
        if not _kept(work.position, cid, keeper):
            here = work.position.characters.get(cid) or ""
            work.position = set_controller(set_free(work.position, cid, here), cid, NEUTRAL)
            events.append({"kind": "character_freed", "character": cid, "why": "alone", "power": keeper})


def _lone_captures(
    board: Board, work: DiadoquesState, no: set[tuple[str, str]], rng: RngState, events: Events
) -> None:
    """A character alone in a space with an enemy unit (or, for a royal, an enemy diadoque or epigone):
    1d6 per possible captor, the unit's owner first, then the diadoques and epigones by power."""
    for cid, here in sorted(work.position.characters.items()):
        if cid in work.position.attached or (
            is_royal(cid) and cid in PARTNER_OF and cid not in COUPLES and PARTNER_OF[cid] not in work.dead
        ):
            continue
        keeper = controller_of(work.position, cid)
        captors: list[tuple[str, str]] = [
            (u.owner, u.id) for u in work.position.units if u.space == here and is_power(u.owner)
        ]
        if is_royal(cid):
            captors += [
                (power_of(d) or "", d)
                for d, s in sorted(work.position.characters.items())
                if s == here
                and is_dynast(d)
                and controller_of(work.position, d) == power_of(d)
                and d not in work.position.attached
            ]
        for captor, holder in captors:
            if captor == keeper or (captor, cid) in no:
                continue
            roll, caught = capture_roll(board, here, rng)
            events.append({"kind": "capture_roll", "character": cid, "power": captor, "roll": roll})
            if caught:
                _capture(work, cid, captor, holder, "alone", events)
                break


def character_retreats(
    board: Board,
    state: DiadoquesState,
    sheets: Mapping[str, SecondarySheet] | None = None,
    rng: RngState | None = None,
) -> tuple[DiadoquesState, Events]:
    """Step "retraites des personnages" (§8a): "S'ils se retrouvent seuls dans une province terrestre ou une
    zone maritime, ils se retirent dans une citadelle neutre (au hasard) accessible à partir de cet
    espace, sinon ils restent sur place." (the royal family, free and alone)."""
    work = state.model_copy(deep=True)
    rng = rng or work.rng
    events: Events = []
    for cid, here in sorted(work.position.characters.items()):
        if not is_royal(cid) or cid in work.position.attached or controller_of(work.position, cid) != NEUTRAL:
            continue
        space = board.space(here)
        if space.is_citadel:
            continue
        refuges = sorted(
            c.id
            for c in board.citadels()
            if work.position.citadel_owner.get(c.id) in (None, NEUTRAL)
            and (c.province == here if space.is_land else here in c.access_seas)
        )
        if not refuges:
            continue
        refuge = refuges[rng.below(len(refuges))] if len(refuges) > 1 else refuges[0]
        work.position = set_free(work.position, cid, refuge)
        events.append({"kind": "royal_retreat", "character": cid, "from": here, "to": refuge})
    work.position = sync_couples(follow_units(work.position), work.dead)
    return work, events


def after_winter_orders(
    board: Board,
    state: DiadoquesState,
    sheets: Mapping[str, SecondarySheet] | None = None,
    rng: RngState | None = None,
    *,
    before: Position,
) -> tuple[DiadoquesState, Events]:
    """Step, after the winter's orders (`before`: the position before them). "Il retrouve sa liberté (...)
    si l'unité à laquelle il est rattaché disparaît lors de la saison d'hiver (chapitre 10)": the
    characters associated with a unit disbanded or gone stay where it stood, free (a royal neutral, a
    captured diadoque or epigone its own power's). winter.py already leaves a disbanded unit's commander
    alone in its space; Philippe III's fate is `command.end_of_turn_commands`'."""
    work = state.model_copy(deep=True)
    events: Events = []
    alive = {u.id for u in work.position.units}
    for unit in before.units:
        if unit.id in alive:
            continue
        for cid, target in sorted(before.attached.items()):
            if target != unit.id or cid in work.dead:
                continue
            work.position = set_free(work.position, cid, unit.space)
            keeper = controller_of(work.position, cid)
            if is_power(keeper) and not (is_dynast(cid) and keeper == power_of(cid)):
                work.position = set_controller(work.position, cid, NEUTRAL)
                events.append(
                    {"kind": "character_freed", "character": cid, "why": "unit_gone", "power": keeper}
                )
    work.position = sync_couples(follow_units(work.position), work.dead)
    return work, events
