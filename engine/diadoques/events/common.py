"""What the event steps share: revolt owners, a unit's area of action, and small map questions."""

from __future__ import annotations

from collections import deque

from engine.core.rng import RngState
from engine.diadoques.board import Board
from engine.diadoques.events.model import ActiveRevolt, EventDef, EventsFile, Mission
from engine.diadoques.state import DiadoquesState
from engine.diadoques.units import Position, Unit

REVOLT_PREFIX = "revolt:"


def owner_of(event_id: str) -> str:
    """The owner of a revolt's units and citadels (units.py: "revolt:<id>")."""
    return f"{REVOLT_PREFIX}{event_id}"


def season_tag(state: DiadoquesState) -> str:
    return f"{state.year}-{state.season}"


def dice_of(state: DiadoquesState, rng: RngState | None) -> RngState:
    """The state's own generator (the working copy's), unless the caller hands another one."""
    return state.rng if rng is None else rng


def mission_of(data: EventsFile, revolt: ActiveRevolt) -> Mission:
    return data.events[revolt.event].missions[revolt.mission]


def pyrrhus_present(state: DiadoquesState) -> bool:
    return "pyrrhus" in state.events.active


def area_of(data: EventsFile, state: DiadoquesState, revolt: ActiveRevolt, role: str) -> set[str]:
    """The unit's area of action: its mission's, the land areas of all three Greek revolts for a land unit
    of the general revolt, without EPI while Pyrrhus is there (the Aetolians' and the general revolt's
    restriction), and with ITA and Tarente for Pyrrhus's guard once his fleet is out."""
    event = data.events[revolt.event]
    area = set(mission_of(data, revolt).areas.get(role, ()))
    if revolt.general and role != "f":
        for member in data.events["greek-general"].members:
            for mission in data.events[member].missions:
                for member_role, spaces in mission.areas.items():
                    if member_role != "f":
                        area |= set(spaces)
    if pyrrhus_present(state) and (event.pyrrhus_excludes or revolt.general) and revolt.event != "pyrrhus":
        area -= {"EPI"}
    if revolt.event == "pyrrhus" and "italy" in revolt.flags:
        area |= {"ITA", "tarente"} if role == "ag" else {"MIO"}
    if revolt.event == "pyrrhus" and role == "ag" and pella_demoted(state):
        area |= set(PELLA_TARGETS)
    return area


PELLA_TARGETS = ("MAC", "pella", "pydna")
""" "si Pella perd son statut de capitale, MAC, Pella et Pydna sont ajoutées au champ d'action et aux
objectifs de Pyrrhus.\""""


def pella_demoted(state: DiadoquesState) -> bool:
    """Pella is no one's capital any more (its power eliminated, or its capital moved)."""
    return "pella" not in state.capitals.values()


def forbidden_of(data: EventsFile, revolt: ActiveRevolt) -> set[str]:
    event = data.events[revolt.event]
    out = set(event.forbidden) | set(mission_of(data, revolt).forbidden)
    if revolt.general:
        out |= set(data.events["greek-general"].forbidden)
    return out


def units_of(position: Position, owner: str) -> list[Unit]:
    return sorted((u for u in position.units if u.owner == owner), key=lambda u: u.id)


def steps(board: Board, position: Position, unit: Unit, space: str) -> set[str]:
    """Where the unit could move from `space` by an ordinary move: blocked spaces and closed borders out;
    into a citadel only one's own (chapter 9a)."""
    raw = board.fleet_moves(space) if unit.kind.is_fleet else board.army_moves(space)
    out = set()
    for dest in raw:
        if dest in position.blocked or position.border_closed(space, dest):
            continue
        if board.space(dest).is_citadel and position.citadel_owner.get(dest) != unit.owner:
            continue
        out.add(dest)
    return out


def path_towards(
    board: Board, position: Position, unit: Unit, goals: set[str], area: set[str], avoid: set[str]
) -> list[str] | None:
    """The shortest path (first step first) from the unit to one of `goals`, inside `area`, never through
    `avoid`; ties broken by space id, so a player can predict it. [] when already there; None: no way."""
    if unit.space in goals:
        return []
    seen = {unit.space: [unit.space]}
    queue = deque([unit.space])
    while queue:
        here = queue.popleft()
        for dest in sorted(steps(board, position, unit, here)):
            if dest in seen or dest not in area or dest in avoid:
                continue
            seen[dest] = seen[here] + [dest]
            if dest in goals:
                return seen[dest][1:]
            queue.append(dest)
    return None


def siege_posts(board: Board, unit: Unit, citadel: str) -> set[str]:
    """Where this unit must stand to besiege or supply the citadel (chapter 9a)."""
    space = board.space(citadel)
    if unit.kind.is_fleet:
        return set(space.access_seas) if space.port else set()
    return {space.province} if space.province else set()


def event_def(data: EventsFile, revolt: ActiveRevolt) -> EventDef:
    return data.events[revolt.event]


def objective_spaces(data: EventsFile, revolt: ActiveRevolt) -> set[str]:
    """Its mission's targets; a rising city's (Nora, Isaura, Rhodes) are the cities themselves."""
    event = data.events[revolt.event]
    if not event.missions:
        return set(event.takes)
    mission = mission_of(data, revolt)
    return {o.space for objectives in mission.objectives.values() for o in objectives}


def look_at_targets(board: Board, data: EventsFile, position: Position, revolt: ActiveRevolt) -> None:
    """Remember who holds each of the revolt's targets: upkeep compares to tell who lost a war to it."""
    for space in objective_spaces(data, revolt):
        owners = position.citadel_owner if board.space(space).is_citadel else position.province_owner
        revolt.targets[space] = owners.get(space)
