"""Step 3 of chapter 14: the orders of every neutral unit of a revolt or intervention, as a referee would
write them, so a player can predict them. One small policy, read top to bottom for each unit:

1. A revolt does nothing in its first season ("Les révoltes n'agissent pas pendant leur première saison.
   Par contre, les interventions extérieures agissent dès la première saison"); a unit caught in a storm
   holds.
2. In autumn, a unit that would not be supplied where it stands moves towards the nearest supplied space of
   its area ("Une révolte tentera toujours de se placer dans une province ravitaillée à l'automne, même si
   elle doit pour cela délaisser momentanément son objectif"), unless "toujours ravitaillée".
3. Random movers (the Scythians, the Gauls: "les déplacements sont déterminés de façon aléatoire") draw
   among holding and every move inside their area, from the game's dice.
4. Pyrrhus's fleet convoys his guard from EPI into ITA.
5. Otherwise the first objective of its mission not yet met, in the text's order: besiege a citadel from
   where it stands (A1, then A2 the next season), or take the shortest path (ties by space id) inside its
   area, never through a citadel it may not besiege, supply or occupy.
6. Objectives met: supply one of its own citadels that an enemy besieges from next door; else attack the
   weakest enemy standing next to it inside its area if it is stronger ("Les révoltes (...) défendront leur
   champ d'action", not the Scythians); else hold.
7. Last, a holding unit supports the move of a unit of the same revolt (or a compatriot of the general
   revolt of the Greeks) that it can reach: "ne peut soutenir (...) l'unité d'un joueur ou une autre unité
   neutre ne participant pas à la même révolte, à une exception près : la Révolte générale des Grecs."
"""

from __future__ import annotations

from typing import Any

from engine.core.rng import RngState
from engine.diadoques.adjudicator.geometry import reach
from engine.diadoques.board import Board
from engine.diadoques.events.common import (
    PELLA_TARGETS,
    area_of,
    dice_of,
    forbidden_of,
    path_towards,
    pella_demoted,
    season_tag,
    siege_posts,
    steps,
    units_of,
)
from engine.diadoques.events.model import ActiveRevolt, EventDef, EventsFile, Objective, load_events
from engine.diadoques.orders import Convoy, Hold, Move, Siege, Supply, SupportHold, SupportMove, UnitOrder
from engine.diadoques.state import DiadoquesState
from engine.diadoques.supply import is_supplied
from engine.diadoques.units import Unit


def neutral_orders(
    board: Board, state: DiadoquesState, rng: RngState | None = None
) -> dict[str, dict[str, UnitOrder]]:
    """owner ("revolt:<id>") -> its units' orders. Draws dice only for random movers (from `rng`, by
    default the state's own generator, which it advances)."""
    data = load_events()
    dice = dice_of(state, rng)
    out: dict[str, dict[str, UnitOrder]] = {}
    claimed: set[str] = set()  # where a neutral unit already moves this season: no two neutrals collide
    for event_id in sorted(state.events.active):
        revolt = state.events.active[event_id]
        event = data.events[event_id]
        units = units_of(state.position, revolt.owner)
        if not units:
            continue
        acting = event.kind == "intervention" or revolt.appeared != season_tag(state)
        sheet: dict[str, UnitOrder] = {}
        for unit in units:
            if not acting or unit.space in state.position.blocked:
                sheet[unit.id] = Hold()
                continue
            order = _order_for(board, state, data, revolt, event, unit, dice, claimed)
            if isinstance(order, Move):
                claimed.add(order.dest)
            sheet[unit.id] = order
        out[revolt.owner] = sheet
    _supports(board, state, out)
    _pyrrhus_backs_the_aetolians(board, state, out)
    return out


def add_neutral_orders(
    board: Board, state: DiadoquesState, sheets: Any = None, rng: RngState | None = None
) -> tuple[DiadoquesState, list[dict[str, Any]]]:
    """The step: every neutral sheet put in `state.sheets` under its owner, which the season's resolution
    passes to the adjudicator with the players' (a sheet speaks for its owner's units)."""
    work = state.model_copy(deep=True)
    orders = neutral_orders(board, work, rng)
    for owner, sheet in orders.items():
        work.sheets[owner] = sheet
    return work, [{"kind": "neutral_orders", "revolt": o, "units": len(s)} for o, s in sorted(orders.items())]


def _order_for(
    board: Board,
    state: DiadoquesState,
    data: EventsFile,
    revolt: ActiveRevolt,
    event: EventDef,
    unit: Unit,
    dice: RngState,
    claimed: set[str],
) -> UnitOrder:
    position = state.position
    role = revolt.roles.get(unit.id, "")
    area = area_of(data, state, revolt, role)
    forbidden = forbidden_of(data, revolt)
    friends = _friends(state, revolt)
    avoid = forbidden | claimed | {u.space for u in position.units if u.owner in friends and u.id != unit.id}
    if state.season == "autumn" and not event.always_supplied and not is_supplied(board, position, unit):
        supplied = {s for s in area if is_supplied(board, position, unit.model_copy(update={"space": s}))}
        path = path_towards(board, position, unit, supplied, area, avoid)
        return Move(dest=path[0]) if path else Hold()
    if event.random_moves:
        options = sorted(s for s in steps(board, position, unit, unit.space) if s in area and s not in avoid)
        pick = dice.below(len(options) + 1)
        return Hold() if pick == len(options) else Move(dest=options[pick])
    if revolt.event == "pyrrhus" and "italy" in revolt.flags:
        order = _pyrrhus(position, revolt, unit, role)
        if order is not None:
            return order
    for objective in _objectives(data, state, revolt, role):
        order = _pursue(board, state, revolt, event, unit, objective, area, forbidden, avoid)
        if order is not None:
            return order
    return _defend(board, state, revolt, event, unit, area, forbidden)


def _objectives(data: EventsFile, state: DiadoquesState, revolt: ActiveRevolt, role: str) -> list[Objective]:
    """Its mission's targets, then, for a Greek of the general revolt, its compatriots' ("au lieu de tenir
    sur place, elle vient en aide à ses compatriotes")."""
    own = list(data.events[revolt.event].missions[revolt.mission].objectives.get(role, ()))
    if revolt.event == "pyrrhus" and role == "ag" and pella_demoted(state):
        own += [
            Objective(type="occupy", space="MAC"),
            *(Objective(type="siege", space=c) for c in PELLA_TARGETS[1:]),
        ]
    if revolt.general:
        for member in data.events["greek-general"].members:
            if member == revolt.event:
                continue
            for member_role, objectives in data.events[member].missions[0].objectives.items():
                if (member_role == "f") == (role == "f"):
                    own.extend(objectives)
    return own


def _friends(state: DiadoquesState, revolt: ActiveRevolt) -> set[str]:
    """Its own owner, and during the general revolt of the Greeks every Greek revolt's."""
    if not revolt.general:
        return {revolt.owner}
    return {r.owner for r in state.events.active.values() if r.general}


def _met(state: DiadoquesState, board: Board, revolt: ActiveRevolt, objective: Objective) -> bool:
    """Met when the revolt (or, in the general revolt, a compatriot) holds it."""
    position = state.position
    friends = _friends(state, revolt)
    if objective.type == "siege":
        return position.citadel_owner.get(objective.space) in friends
    if board.space(objective.space).is_sea:
        return any(u.space == objective.space for u in position.units if u.owner in friends)
    return position.province_owner.get(objective.space) in friends


def _pursue(
    board: Board,
    state: DiadoquesState,
    revolt: ActiveRevolt,
    event: EventDef,
    unit: Unit,
    objective: Objective,
    area: set[str],
    forbidden: set[str],
    avoid: set[str],
) -> UnitOrder | None:
    """The order that brings the unit nearer this objective, None if met or out of its reach."""
    if _met(state, board, revolt, objective):
        return None
    if objective.type == "occupy":
        path = path_towards(board, state.position, unit, {objective.space}, area, avoid)
        return Move(dest=path[0]) if path else None
    citadel = objective.space
    if citadel in forbidden or event.cannot_siege or citadel not in area:
        return None
    posts = siege_posts(board, unit, citadel) & (area | {unit.space})
    if unit.space in posts:
        stage = 2 if state.position.first_sieges.get(unit.id) == citadel else 1
        return Siege(citadel=citadel, stage=stage)
    path = path_towards(board, state.position, unit, posts, area, avoid)
    return Move(dest=path[0]) if path else None


def _defend(
    board: Board,
    state: DiadoquesState,
    revolt: ActiveRevolt,
    event: EventDef,
    unit: Unit,
    area: set[str],
    forbidden: set[str],
) -> UnitOrder:
    position = state.position
    for citadel in sorted(c for c, o in position.citadel_owner.items() if o == revolt.owner):
        if citadel in forbidden or unit.space not in siege_posts(board, unit, citadel):
            continue
        if unit.id in position.no_supply:
            continue
        threatened = any(
            u.owner != revolt.owner and u.space in siege_posts(board, u, citadel) for u in position.units
        )
        if threatened:
            return Supply(citadel=citadel)
    if event.defends_area:
        targets = [
            u
            for u in position.units
            if u.owner != revolt.owner
            and u.space in area
            and u.space in steps(board, position, unit, unit.space)
            and u.strength < unit.strength
            and not board.space(u.space).is_citadel
        ]
        if targets:
            weakest = min(targets, key=lambda u: (u.strength, u.space))
            return Move(dest=weakest.space)
    return Hold()


def _pyrrhus(position: Any, revolt: ActiveRevolt, unit: Unit, role: str) -> UnitOrder | None:
    """ "la flotte essaye de convoyer l'Ag (...) puis l'Ag essaye de passer en ITA, soutenue par la
    flotte": here in one season, the convoyed guard's move being its attack."""
    guard = next((u for u in units_of(position, revolt.owner) if revolt.roles.get(u.id) == "ag"), None)
    fleet = next((u for u in units_of(position, revolt.owner) if revolt.roles.get(u.id) == "f"), None)
    if guard is None or fleet is None or guard.space != "EPI" or fleet.space != "MIO":
        return None
    if role == "ag":
        return Move(dest="ITA", by_convoy=True)
    return Convoy(origin="EPI", dest="ITA")


def _supports(board: Board, state: DiadoquesState, out: dict[str, dict[str, UnitOrder]]) -> None:
    position = state.position
    greeks = {r.owner for r in state.events.active.values() if r.general}
    moves = [
        (owner, uid, order)
        for owner, sheet in out.items()
        for uid, order in sorted(sheet.items())
        if isinstance(order, Move)
    ]
    for owner, sheet in out.items():
        for uid in sorted(sheet):
            if not isinstance(sheet[uid], Hold) or not _acting(state, owner):
                continue
            helper = position.unit(uid)
            if helper.space in position.blocked:
                continue
            for mover_owner, mover_id, move in moves:
                allied = mover_owner == owner or (owner in greeks and mover_owner in greeks)
                if not allied or mover_id == uid:
                    continue
                aim = move.dest
                if aim != helper.space and aim in reach(
                    board, position, helper, helper.space, helper.kind.is_fleet
                ):
                    sheet[uid] = SupportMove(target=position.unit(mover_id).space, dest=aim)
                    break


def _acting(state: DiadoquesState, owner: str) -> bool:
    revolt = next((r for r in state.events.active.values() if r.owner == owner), None)
    if revolt is None:
        return False
    data = load_events()
    return data.events[revolt.event].kind == "intervention" or revolt.appeared != season_tag(state)


def _pyrrhus_backs_the_aetolians(
    board: Board, state: DiadoquesState, out: dict[str, dict[str, UnitOrder]]
) -> None:
    """ "si le soulèvement des Étoliens et Thessaliens se produit pendant que Pyrrhus se trouve en EPI, il
    les soutient automatiquement (tant que leur action se passe dans une province voisine de EPI : siège,
    soutien, rester sur place, mouvement vers ETO ou THE)": his holding guard supports their militia."""
    aetolians = state.events.active.get("aetolians")
    pyrrhus = state.events.active.get("pyrrhus")
    if aetolians is None or pyrrhus is None or "pyrrhus_ally" not in aetolians.flags:
        return
    guards = [u for u in units_of(state.position, pyrrhus.owner) if u.space == "EPI"]
    sheet = out.get(pyrrhus.owner, {})
    if not guards or not isinstance(sheet.get(guards[0].id), Hold):
        return
    neighbours = reach(board, state.position, guards[0], "EPI", False)
    for unit in units_of(state.position, aetolians.owner):
        order = out.get(aetolians.owner, {}).get(unit.id, Hold())
        if isinstance(order, Move) and order.dest in ("ETO", "THE") and order.dest in neighbours:
            sheet[guards[0].id] = SupportMove(target=unit.space, dest=order.dest)
            return
        if not isinstance(order, Move) and unit.space in neighbours:
            sheet[guards[0].id] = SupportHold(target=unit.space)
            return
