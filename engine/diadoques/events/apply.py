"""Step 2 of chapter 14: what the drawn event does before the season's orders are resolved.

- Storms and floods (§14b, §14c) block spaces ("On ne peut pas entrer (...) dans un espace affecté") and
  close the borders a flooded river runs along "d'un bout à l'autre" (`Position.blocked`,
  `Position.closed_borders`, read by the adjudicator); the orders of units caught there are cancelled; at
  sea "une flotte (...) peut éventuellement sombrer (1d6 : 1). Chaque personnage (pris séparément) peut se
  noyer (1d6 : 1) ou être rejeté (1d6 : 2) sur une province adjacente à la zone maritime (tirée au sort)."
- A royal death (§14a): the character dies (characters/deaths.py); its prestige goes with it.
- Gold from Carthage or Chandragupta: promised now, "comptabilisé (...) à la fin du tour" (upkeep).
- Revolts and interventions (§14d-f): their units appear; "Les unités et personnages présents doivent faire
  retraite"; a neutral citadel of their mission is theirs at once, its treasure gone.
"""

from __future__ import annotations

from typing import Any

from engine.core.rng import RngState
from engine.diadoques.board import Board
from engine.diadoques.characters.capture import capture_roll
from engine.diadoques.characters.deaths import kill
from engine.diadoques.characters.roster import (
    OLYMPIAS,
    controller_of,
    is_dynast,
    set_controller,
    set_free,
    space_of,
)
from engine.diadoques.control import is_power, update_control
from engine.diadoques.events.common import (
    dice_of,
    look_at_targets,
    owner_of,
    season_tag,
    steps,
    units_of,
)
from engine.diadoques.events.conditions import in_progress, tarentine_beneficiary
from engine.diadoques.events.model import ActiveRevolt, EventDef, EventsFile, UnitSpec, load_events
from engine.diadoques.state import DiadoquesState
from engine.diadoques.units import NEUTRAL, Unit, UnitKind

Events = list[dict[str, Any]]


def apply_event(
    board: Board, state: DiadoquesState, sheets: Any = None, rng: RngState | None = None
) -> tuple[DiadoquesState, Events]:
    """Apply `state.events.drawn` (set by draw_event); cancelled orders leave `state.sheets`."""
    data = load_events()
    work = state.model_copy(deep=True)
    dice = dice_of(work, rng)
    events: Events = []
    event_id = work.events.drawn
    if event_id is None:
        return work, events
    event = data.events[event_id]
    base = {"kind": "event", "event": event_id, "type": event.type}
    events.append(base)
    if event.type in ("storm", "flood"):
        _storm(board, work, event, dice, events)
    elif event.type == "royal_death":
        kill(work, event.character or "", "event", events)
    elif event.type == "gold":
        holder = work.position.citadel_owner[event.citadel or ""] or ""
        work.events.pending_gold[holder] = work.events.pending_gold.get(holder, 0) + event.amount
        events.append(
            {"kind": "gold_promised", "power": holder, "donor": event.donor, "amount": event.amount}
        )
    elif event.type == "uprising":
        _uprising(board, work, event_id, event, dice, events)
    elif event.type == "greek_general":
        for member in event.members:
            _start_or_renew(board, work, data, member, dice, events, general=True)
    elif event.type == "revolt":
        _start_or_renew(board, work, data, event_id, dice, events, general=False)
    elif event.type == "satraps":
        work.events.satraps_offer = True
        events.append({"kind": "satraps_offer"})
    work.events.happened.append(event_id)
    work.position = update_control(board, work.position)
    return work, events


# ------------------------------------------------------------------------------ storms and floods
def _storm(board: Board, work: DiadoquesState, event: EventDef, dice: RngState, events: Events) -> None:
    closed = {
        tuple(sorted((b.a, b.b)))
        for b in board.borders
        if b.river and b.river_full_length and b.river_name in event.rivers
    }
    position = work.position
    work.position = position.model_copy(
        update={
            "blocked": position.blocked | frozenset(event.spaces),
            "closed_borders": position.closed_borders | frozenset(closed),  # type: ignore[arg-type]
        }
    )
    work.events.storm_spaces = sorted(set(work.events.storm_spaces) | set(event.spaces))
    for unit in work.position.units:
        if unit.space in event.spaces:
            _cancel_orders(work, unit.id, events)
    if event.storm == "sea":
        for sea in event.spaces:
            _storm_at_sea(board, work, sea, dice, events)


def _storm_at_sea(board: Board, work: DiadoquesState, sea: str, dice: RngState, events: Events) -> None:
    sunk: set[str] = set()
    for unit in sorted(work.position.units_at(sea), key=lambda u: u.id):
        if unit.kind.is_fleet and dice.d6() == 1:
            sunk.add(unit.id)
            events.append({"kind": "fleet_sunk", "unit": unit.id, "power": unit.owner, "space": sea})
    aboard = sorted(
        {c for c, s in work.position.characters.items() if s == sea}
        | {u.commander for u in work.position.units_at(sea) if u.commander}
    )
    shores = sorted(p for p in board.adjacent_provinces_of_sea(sea) if p not in work.position.blocked)
    stranded = {u.commander for u in work.position.units if u.id in sunk and u.commander}
    stranded |= {c for c, target in work.position.attached.items() if target in sunk}
    work.position = work.position.model_copy(
        update={"units": tuple(u for u in work.position.units if u.id not in sunk)}
    )
    for cid in aboard:
        roll = dice.d6()
        if roll == 1:
            kill(work, cid, "drowned", events)
        elif (roll == 2 or cid in stranded) and shores:
            # design: a character whose ship sank and who did not drown is cast ashore too
            shore = dice.choice(shores)
            work.position = set_free(work.position, cid, shore)
            events.append({"kind": "cast_ashore", "character": cid, "space": shore})
        elif cid in stranded:
            kill(work, cid, "drowned", events)


def _cancel_orders(work: DiadoquesState, unit_id: str, events: Events) -> None:
    """ "Tout ordre (...) prévu est annulé": the unit's written order leaves its sheet."""
    for sheet in work.sheets.values():
        if unit_id in sheet:
            del sheet[unit_id]
            events.append({"kind": "orders_cancelled", "unit": unit_id})


# ------------------------------------------------------------------------------------- uprisings
def _uprising(
    board: Board, work: DiadoquesState, event_id: str, event: EventDef, dice: RngState, events: Events
) -> None:
    owner = owner_of(event_id)
    if event_id == "tarentines":
        power = tarentine_beneficiary(work, "ITA")
        if power is None:  # the offer stands, nobody is there to take it (design)
            events.append({"kind": "tarentine_offer", "power": None, "treasure": 0})
            return
        work.position.citadel_owner["tarente"] = power
        treasure = work.treasures.pop("tarente", 0)
        if treasure:
            work.events.pending_gold[power] = work.events.pending_gold.get(power, 0) + treasure
        events.append({"kind": "tarentine_offer", "power": power, "treasure": treasure})
        return
    revolt = ActiveRevolt(event=event_id, owner=owner, appeared=season_tag(work))
    work.events.active[event_id] = revolt
    for citadel in event.takes:
        garrison = work.position.units_at(citadel)
        if event_id == "carians" and garrison:
            continue  # design: a garrisoned Rhodes does not rise with Carie
        for unit in garrison:  # "les unités en garnison sont éliminées"
            _eliminate(work, unit, owner, events, capture_commander=True)
        _take_citadel(work, citadel, owner, events)
        for cid in _characters_at(work, {citadel}):
            _capture(work, revolt, cid, events)
    for province in event.provinces:
        if not any(u.space == province and not u.kind.is_fleet for u in work.position.units):
            work.position.province_owner[province] = owner
        for cid in _characters_at(work, {province}):  # "tout personnage est capturé"
            _capture(work, revolt, cid, events)
    events.append({"kind": "uprising", "revolt": event_id, "citadels": list(event.takes)})


def _characters_at(work: DiadoquesState, spaces: set[str]) -> list[str]:
    every = set(work.position.characters) | {u.commander for u in work.position.units if u.commander}
    return sorted(c for c in every if space_of(work.position, c) in spaces)


def _take_citadel(work: DiadoquesState, citadel: str, owner: str, events: Events) -> None:
    """ "Lorsqu'une citadelle passe sous le contrôle d'une révolte (...), le trésor qu'elle contient
    disparaît (s'il y était encore).\""""
    before = work.position.citadel_owner.get(citadel)
    work.position.citadel_owner[citadel] = owner
    gone = work.treasures.pop(citadel, 0)
    events.append({"kind": "citadel_to_revolt", "citadel": citadel, "revolt": owner, "from": before})
    if gone:
        events.append({"kind": "treasure_vanished", "citadel": citadel, "amount": gone})


def _capture(work: DiadoquesState, revolt: ActiveRevolt, cid: str, events: Events) -> None:
    """ "Un diadoque ou épigone capturé sera tué": other characters become the revolt's captives."""
    if is_dynast(cid):
        kill(work, cid, "captured_by_revolt", events)
        return
    work.position = set_controller(work.position, cid, revolt.owner)
    if cid not in revolt.captives:
        revolt.captives.append(cid)
    events.append({"kind": "captured", "character": cid, "by": revolt.owner})


def _eliminate(
    work: DiadoquesState, unit: Unit, by: str, events: Events, capture_commander: bool = False
) -> None:
    work.position = work.position.model_copy(
        update={"units": tuple(u for u in work.position.units if u.id != unit.id)}
    )
    events.append({"kind": "unit_eliminated", "unit": unit.id, "power": unit.owner, "by": by})
    _cancel_orders(work, unit.id, events)
    if unit.commander:
        if capture_commander and not is_dynast(unit.commander):
            work.position = set_free(work.position, unit.commander, unit.space)
            _capture(work, work.events.active[by.removeprefix("revolt:")], unit.commander, events)
        else:
            kill(work, unit.commander, "unit_eliminated", events)


# ------------------------------------------------------------------------- revolts' appearance
def _start_or_renew(
    board: Board,
    work: DiadoquesState,
    data: EventsFile,
    event_id: str,
    dice: RngState,
    events: Events,
    general: bool,
) -> None:
    event = data.events[event_id]
    if event.greek and any(r.general for r in work.events.active.values()):
        general = True  # "elle s'intègre de nouveau dans la Révolte générale des Grecs"
    current = work.events.active.get(event_id)
    if current is not None and in_progress(work, event_id):
        if general or current.general:  # "s'y intègre en réinitialisant sa durée"
            current.general = True
            current.seasons_left = 4
            events.append({"kind": "revolt_renewed", "revolt": event_id})
        elif event.redraw == "next_mission" and current.mission + 1 < len(event.missions):
            current.mission += 1
            _bring_units(board, work, data, current, event.missions[current.mission].units, dice, events)
            look_at_targets(board, data, work.position, current)
            events.append({"kind": "next_mission", "revolt": event_id, "mission": current.mission + 1})
        elif event.redraw == "reinforce":
            present = set(current.roles.values()) & {
                current.roles.get(u.id) for u in units_of(work.position, current.owner)
            }
            missing = [s for s in event.missions[current.mission].units if s.role not in present]
            _bring_units(board, work, data, current, tuple(missing), dice, events)
            events.append({"kind": "revolt_reinforced", "revolt": event_id})
        _acquire_neutral_citadels(data, work, current, events)
        return
    duration = event.duration
    seasons = duration.seasons if duration and duration.type in ("seasons", "conditional") else None
    revolt = ActiveRevolt(
        event=event_id,
        owner=owner_of(event_id),
        appeared=season_tag(work),
        seasons_left=seasons,
        general=general,
    )
    work.events.active[event_id] = revolt
    _bring_units(board, work, data, revolt, event.missions[0].units, dice, events)
    if event_id == "pyrrhus":
        _pyrrhus_fleet(board, work, revolt, events)
    pyrrhus = work.events.active.get("pyrrhus")
    in_epirus = pyrrhus is not None and any(u.space == "EPI" for u in units_of(work.position, pyrrhus.owner))
    if event_id == "aetolians" and in_epirus:
        revolt.flags.append("pyrrhus_ally")  # "pendant que Pyrrhus se trouve en EPI"
    if (
        event_id == "aetolians"
        and OLYMPIAS not in work.dead
        and controller_of(work.position, OLYMPIAS) == NEUTRAL
    ):
        # "Olympias se joindra à cette révolte si elle est neutre lorsque l'événement se produit."
        work.position = set_controller(work.position, OLYMPIAS, revolt.owner)
        events.append({"kind": "olympias_joins", "revolt": event_id})
    _acquire_neutral_citadels(data, work, revolt, events)
    work.position = update_control(board, work.position)  # its appearance is not a war lost (upkeep)
    look_at_targets(board, data, work.position, revolt)
    events.append(
        {"kind": "revolt_appears", "revolt": event_id, "intervention": event.kind == "intervention"}
    )


def _acquire_neutral_citadels(
    data: EventsFile, work: DiadoquesState, revolt: ActiveRevolt, events: Events
) -> None:
    """ "Une citadelle neutre est automatiquement acquise à une révolte la concernant.\""""
    mission = data.events[revolt.event].missions[revolt.mission]
    for objectives in mission.objectives.values():
        for objective in objectives:
            space = objective.space
            neutral = work.position.citadel_owner.get(space) in (None, NEUTRAL)
            if objective.type == "siege" and neutral and not work.position.units_at(space):
                _take_citadel(work, space, revolt.owner, events)


def _appear_space(board: Board, work: DiadoquesState, spec: UnitSpec, dice: RngState) -> str | None:
    if spec.appear_die:
        roll = dice.d6()
        return next(r.event for r in spec.appear_die if r.lo <= roll <= r.hi)
    if spec.appear_first_free:  # "dans un des lieux suivants par ordre décroissant"
        return next((s for s in spec.appear_first_free if not work.position.units_at(s)), None)
    return spec.appear


def _bring_units(
    board: Board,
    work: DiadoquesState,
    data: EventsFile,
    revolt: ActiveRevolt,
    specs: tuple[UnitSpec, ...],
    dice: RngState,
    events: Events,
) -> None:
    intervention = data.events[revolt.event].kind == "intervention"
    for spec in specs:
        space = _appear_space(board, work, spec, dice)
        if space is None:
            continue
        if board.space(space).is_citadel and (
            work.position.citadel_owner.get(space) != revolt.owner or work.position.units_at(space)
        ):
            events.append({"kind": "unit_cannot_appear", "revolt": revolt.event, "space": space})
            continue  # design: Rome's elite fleet needs Tarente to be Rome's and empty
        strength = spec.kind.base_strength
        for unit in sorted(work.position.units_at(space), key=lambda u: u.id):
            _make_room(board, work, revolt, unit, strength, intervention, dice, events)
        if work.position.units_at(space):
            continue
        number = work.unit_serial.get(revolt.owner, 1)
        work.unit_serial[revolt.owner] = number + 1
        unit = Unit(id=f"{revolt.event}-{number}", owner=revolt.owner, kind=spec.kind, space=space)
        revolt.roles[unit.id] = spec.role
        work.position = work.position.model_copy(update={"units": (*work.position.units, unit)})
        events.append(
            {"kind": "neutral_unit_appears", "unit": unit.id, "revolt": revolt.event, "space": space}
        )
        roll_space = space
        for cid in _characters_at(work, {roll_space}):
            if controller_of(work.position, cid) == revolt.owner:
                continue
            if any(u.commander == cid for u in work.position.units):
                continue
            _, taken = capture_roll(board, roll_space, dice)  # "peuvent être capturés (chapitre 6b)"
            if taken:
                _capture(work, revolt, cid, events)


def _make_room(
    board: Board,
    work: DiadoquesState,
    revolt: ActiveRevolt,
    unit: Unit,
    strength: int,
    intervention: bool,
    dice: RngState,
    events: Events,
) -> None:
    """§14d's retreats: a revolt's victims go into a citadel of their own reachable from there, or, if
    stronger than the revolt (always, for an intervention), into an adjacent free space: first where
    their written move went, then their retreat list, then one drawn by lot. Else eliminated."""
    position = work.position
    written = next((s[unit.id] for s in work.sheets.values() if unit.id in s), None)
    free = {
        s
        for s in steps(board, position, unit, unit.space)
        if not position.units_at(s) and s not in position.blocked
    }
    own = sorted(s for s in free if board.space(s).is_citadel)
    choice: str | None = own[0] if own and not intervention else None
    if choice is None and (intervention or unit.strength > strength):
        wished = [getattr(written, "dest", None), *getattr(written, "retreats", ())]
        choice = next((s for s in wished if s in free), None)
        if choice is None and free:
            choice = dice.choice(sorted(free))
    _cancel_orders(work, unit.id, events)
    if choice is None:
        _eliminate(work, unit, revolt.owner, events)
        return
    moved = unit.model_copy(update={"space": choice})
    characters = {
        c: (choice if position.attached.get(c) == unit.id else s) for c, s in position.characters.items()
    }
    work.position = position.model_copy(
        update={
            "units": tuple(moved if u.id == unit.id else u for u in position.units),
            "characters": characters,
        }
    )
    events.append({"kind": "retreat_before_revolt", "unit": unit.id, "power": unit.owner, "to": choice})


def _pyrrhus_fleet(board: Board, work: DiadoquesState, revolt: ActiveRevolt, events: Events) -> None:
    """ "si l'Italie est occupée (...), une F apparaît en MIO (...). Si MIO est occupée à ce moment-là, la
    flotte n'apparaît pas et Pyrrhus reste en EPI.\""""
    if not work.position.units_at("ITA") or work.position.units_at("MIO"):
        return
    number = work.unit_serial.get(revolt.owner, 1)
    work.unit_serial[revolt.owner] = number + 1
    fleet = Unit(id=f"pyrrhus-{number}", owner=revolt.owner, kind=UnitKind.F, space="MIO")
    revolt.roles[fleet.id] = "f"
    revolt.flags.append("italy")
    work.position = work.position.model_copy(update={"units": (*work.position.units, fleet)})
    events.append({"kind": "neutral_unit_appears", "unit": fleet.id, "revolt": "pyrrhus", "space": "MIO"})


def is_revolt_owner(owner: str | None) -> bool:
    return bool(owner) and not is_power(owner) and owner != NEUTRAL
