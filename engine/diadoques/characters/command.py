"""The military leaders (§6b "Les chefs militaires"): who commands which unit, the bonus, the effect on a
unit's bribe level, the default association after the moves, and Philippe III's duty to command.

"Il ne peut y avoir qu'un commandant par unité (mais d'autres chefs militaires peuvent être présents). En
cas de présence de plusieurs chefs militaires associés à une unité en fin de tour, il faut préciser lequel
d'entre eux se trouve au commandement (si aucun ordre n'est donné, le chef ne change pas ; si l'unité
n'avait aucun chef, l'ordre de préférence est diadoque/épigone/Philippe III/Olympias)."
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from typing import Any

from engine.core.rng import RngState
from engine.diadoques.board import Board
from engine.diadoques.characters.roster import (
    CLEOPATRE,
    EURYDICE,
    OLYMPIAS,
    PHILIPPE,
    ROYALS,
    commanded_unit,
    controller_of,
    gives_combat_bonus,
    is_dynast,
    is_military_leader,
    leader_rank,
    power_of,
    set_controller,
    set_free,
    sync_couples,
)
from engine.diadoques.control import is_power
from engine.diadoques.secondary import Command, Dissociate, SecondarySheet
from engine.diadoques.state import DiadoquesState
from engine.diadoques.units import NEUTRAL, Position, Unit

DYNAST_BRIBE_BONUS = 10
""" "La présence du diadoque ou de l'épigone au commandement d'une unité relève le niveau de corruption de
celle-ci de 10 T.\""""
OLYMPIAS_BRIBE_MALUS = 5
""" "La présence d'Olympias au commandement d'une unité abaisse le niveau de corruption de celle-ci de
5 T.\""""
CLEOPATRE_BRIBE_BONUS = 10
""" "Le niveau de corruption de l'unité commandée par le mari de Cléopâtre (si celle-ci est vivante)
augmente de 10 T.\""""


def bribe_level_modifier(state: DiadoquesState, unit: Unit, leaving: Collection[str] = ()) -> int:
    """What the unit's commander adds to its bribe level (§9b). `leaving`: characters ordered to leave
    their unit this turn ("Si le diadoque, l'épigone ou Olympias a reçu l'ordre de quitter son unité
    pendant le même tour que la corruption, le niveau de corruption de celle-ci est ramené à sa valeur
    normale")."""
    leader = unit.commander
    if leader is None or leader in leaving:
        return 0
    if leader == OLYMPIAS:
        return -OLYMPIAS_BRIBE_MALUS
    if not is_dynast(leader):
        return 0
    bonus = DYNAST_BRIBE_BONUS
    if leader == state.cleopatre_husband and CLEOPATRE not in state.dead:
        bonus += CLEOPATRE_BRIBE_BONUS
    return bonus


def may_command(position: Position, cid: str, unit: Unit) -> bool:
    """A leader of the unit's side: its own diadoque or epigone (not a prisoner), or Philippe III or
    Olympias controlled by the unit's owner."""
    if not is_military_leader(cid) or controller_of(position, cid) != unit.owner:
        return False
    return power_of(cid) == unit.owner if is_dynast(cid) else True


def associate(
    position: Position, dissociated: Collection[str] = (), placed: Mapping[str, str] | None = None
) -> Position:
    """§9c "Dissocier un personnage d'une unité: par défaut, les personnages sont associés à l'unité se
    trouvant à la fin des mouvements dans le même espace", and "Placer un chef militaire au commandement".
    Only characters of the unit's side are associated (an enemy's is for capture, capture.py).
    `placed`: character -> unit id, from the Command orders."""
    placed = dict(placed or {})
    characters = dict(position.characters)
    attached = dict(position.attached)
    units = {u.id: u for u in position.units}
    for uid, unit in sorted(units.items()):
        if not is_power(unit.owner):
            continue
        commander = unit.commander
        if commander in dissociated:
            characters[commander] = unit.space
            commander = None
        here = [
            c
            for c, s in sorted(characters.items())
            if s == unit.space
            and c not in dissociated
            and controller_of(position, c) == unit.owner
            and (attached.get(c) in (None, uid) or attached.get(c) not in units)
            and not _follows_a_lead(position, c)
        ]
        for c in here:
            attached[c] = uid
        leaders = [c for c in here if may_command(position, c, unit)]
        wanted = [c for c, target in placed.items() if target == uid and (c in leaders or c == commander)]
        if wanted and wanted[0] != commander:
            if commander is not None:
                characters[commander] = unit.space
                attached[commander] = uid
            commander = wanted[0]
        elif commander is None and leaders:
            commander = min(leaders, key=leader_rank)
        if commander is not None:
            characters.pop(commander, None)
            attached.pop(commander, None)
        if commander != unit.commander:
            units[uid] = unit.model_copy(update={"commander": commander, "commander_bonus": False})
    for c in dissociated:
        attached.pop(c, None)
    return position.model_copy(
        update={
            "units": tuple(units[u.id] for u in position.units),
            "characters": characters,
            "attached": attached,
        }
    )


def _follows_a_lead(position: Position, cid: str) -> bool:
    """Eurydice and Alexandre IV go with Philippe III and Roxane, Cléopâtre with her husband, a royal taken
    by a lone diadoque with him: associated with a character, not with a unit of their own."""
    target = position.attached.get(cid)
    return target is not None and (target in ROYALS or is_dynast(target))


def follow_units(position: Position) -> Position:
    """ "Les personnages associés à une unité se déplacent avec elle, y compris en cas de retraite": each
    associated character stands where its unit (or the character it goes with) now stands."""
    where = {u.id: u.space for u in position.units}
    where.update({u.commander: u.space for u in position.units if u.commander})
    characters = dict(position.characters)
    for _ in range(3):  # a partner follows its lead, who may follow a diadoque, who may follow a unit
        for cid, target in position.attached.items():
            if target in where:
                characters[cid] = where[target]
            elif target in characters:
                characters[cid] = characters[target]
    return position.model_copy(update={"characters": characters})


def command_orders(
    board: Board, state: DiadoquesState, sheets: Mapping[str, SecondarySheet], rng: RngState | None = None
) -> tuple[DiadoquesState, list[dict[str, Any]]]:
    """Step, after the military orders: the Dissociate and Command orders of each sheet, then the
    default association of every character with the unit in its space, and its commander."""
    work = state.model_copy(deep=True)
    events: list[dict[str, Any]] = []
    dissociated: set[str] = set()
    placed: dict[str, str] = {}
    for power, sheet in sorted(sheets.items()):
        for order in sheet.secondary:
            if isinstance(order, Dissociate) and controller_of(work.position, order.character) == power:
                dissociated.add(order.character)
                events.append({"kind": "character_dissociated", "power": power, "character": order.character})
            elif isinstance(order, Command) and controller_of(work.position, order.character) == power:
                placed[order.character] = order.unit
    work.position = sync_couples(associate(work.position, dissociated, placed), work.dead)
    for unit in work.position.units:
        if unit.commander and placed.get(unit.commander) == unit.id:
            events.append(
                {"kind": "command_taken", "power": unit.owner, "character": unit.commander, "unit": unit.id}
            )
    return work, events


def end_of_turn_commands(
    board: Board,
    state: DiadoquesState,
    sheets: Mapping[str, SecondarySheet] | None = None,
    rng: RngState | None = None,
) -> tuple[DiadoquesState, list[dict[str, Any]]]:
    """Step, at the end of every turn (winter included):
    - the characters whose unit or companion has gone stand free of it;
    - Philippe III: "Si Philippe se retrouve sans unité à commander à la fin d'un tour, il devient neutre
      (sa femme aussi). S'il avait le commandement d'une garnison et que celle-ci disparaît, la citadelle
      où il se trouve devient neutre aussi." (our reading: a Philippe left without command inside a
      citadel of his controller lost its garrison);
    - the bonus: "à condition d'être au commandement de celle-ci depuis la fin du tour précédent": every
      diadoque or Olympias in command now has it next turn."""
    work = state.model_copy(deep=True)
    events: list[dict[str, Any]] = []
    position = _untie_dangling(work.position, events)
    keeper = controller_of(position, PHILIPPE)
    stranded = PHILIPPE in _on_board(position) and commanded_unit(position, PHILIPPE) is None
    if PHILIPPE not in work.dead and stranded and is_power(keeper):
        here = position.characters[PHILIPPE]
        position = set_controller(set_free(position, PHILIPPE, here), PHILIPPE, NEUTRAL)
        if EURYDICE not in work.dead:
            position = set_controller(position, EURYDICE, NEUTRAL)
        events.append({"kind": "philippe_neutral", "power": keeper, "space": here})
        if position.citadel_owner.get(here) == keeper:
            owners = {**position.citadel_owner, here: None}
            position = position.model_copy(update={"citadel_owner": owners})
            events.append({"kind": "citadel_neutral", "citadel": here, "power": keeper})
    units = tuple(
        u.model_copy(update={"commander_bonus": bool(u.commander and gives_combat_bonus(u.commander))})
        for u in position.units
    )
    work.position = sync_couples(position.model_copy(update={"units": units}), work.dead)
    return work, events


def _untie_dangling(position: Position, events: list[dict[str, Any]]) -> Position:
    """Whatever removed a unit or a character this turn (a winter disbanding, a revolt's execution, a
    sunk fleet, a lot nobody bought), those who went with it stay where they stand: "Il retrouve sa
    liberté (...) si l'unité à laquelle il est rattaché disparaît" (a royal neutral, a captured diadoque or
    epigone its own power's); one whose companion died simply stands alone."""
    units = {u.id for u in position.units}
    present = _on_board(position)
    for cid, target in sorted(position.attached.items()):
        if target in units or target in present:
            continue
        position = set_free(position, cid, position.characters.get(cid, ""))
        keeper = controller_of(position, cid)
        if not (ROYALS.get(target) or is_dynast(target)) and is_power(keeper) and power_of(cid) != keeper:
            position = set_controller(position, cid, NEUTRAL)
            events.append({"kind": "character_freed", "character": cid, "why": "unit_gone", "power": keeper})
    return position


def _on_board(position: Position) -> set[str]:
    return set(position.characters) | {u.commander for u in position.units if u.commander}
