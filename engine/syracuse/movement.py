"""Moving groups of counters one step at a time (3.1-3.5): costs, stops, amphibious and naval transport.

A group is formed from the counters of one place (`pick`), then moved step by step (`step`), so the
player chooses the path: the path decides the combat shifts (river, wall, climb, amphibious landing).
Counters move with each step; `finish_group` marks them as moved for this action phase.
"""

from __future__ import annotations

from engine.syracuse.board import BoardFacts, board
from engine.syracuse.content.models import CATANE
from engine.syracuse.facts import facts
from engine.syracuse.queries import (
    board_facts,
    fort_built,
    fort_of_zone,
    fort_owner,
    fortified_owner,
    is_naval,
    leaders_at,
    pf_of,
    unit_type,
    units_at,
)
from engine.syracuse.state import Group, SyracuseState, other, writable_leader, writable_unit

FORT = "/fort"


def split_target(target: str) -> tuple[str, bool]:
    if target.endswith(FORT):
        return target[: -len(FORT)], True
    return target, False


def land_ids(group: Group) -> list[str]:
    return [u for u in group.units if not is_naval(u)]


def naval_ids(group: Group) -> list[str]:
    return [u for u in group.units if is_naval(u)]


def group_mp(group: Group) -> int | None:
    """Movement points of the group: its slowest member; None when it moves as a fleet (unlimited)."""
    rules = facts().rules
    if naval_ids(group) or group.mode == "transport":
        return None
    if land_ids(group):
        return rules.land_unit_mp
    return rules.leader_land_mp


def land_step(
    state: SyracuseState, side: str, a: str, b: str, bf: BoardFacts | None = None
) -> tuple[int, list[str]] | None:
    """Cost and entry flags of a land move a -> b between adjacent land zones (3.2); None if barred.

    The cost is helper D1's `Board.land_step_cost`; the flags feed column shifts c, e and f."""
    bf = bf or board_facts(state)
    cost = board().land_step_cost(a, b, side, bf)  # type: ignore[arg-type]
    if cost is None:
        return None
    features = board().step_features(a, b, side, bf)  # type: ignore[arg-type]
    flags = [name for name, on in (("climb", features.climb), ("river", features.river)) if on]
    if features.wall_state == "enemy_built":
        flags.append("wall")
    return cost, flags


def sea_passable(state: SyracuseState, side: str, a: str, b: str, bf: BoardFacts | None = None) -> bool:
    """May a fleet of `side` sail a -> b (3.1, 5.2, 5.5)? Helper D1's `Board.naval_step_allowed`."""
    return board().naval_step_allowed(a, b, side, bf or board_facts(state))  # type: ignore[arg-type]


def enemy_fleet(state: SyracuseState, zone: str, side: str) -> bool:
    return any(is_naval(u) for u in units_at(state, zone, other(side)))


def can_carry(state: SyracuseState, side: str, sea: str, land_pf: int) -> bool:
    """3.4: a friendly trireme in the sea zone, none of the enemy's, 1 land PF per trireme PF."""
    if sea == CATANE:
        return False
    own = [u for u in units_at(state, sea, side) if is_naval(u)]
    return bool(own) and not enemy_fleet(state, sea, side) and pf_of(state, own) >= land_pf


def archers_block(state: SyracuseState, zone: str, side: str) -> bool:
    return state.archers_zones.get(zone) == other(side)


def step_targets(state: SyracuseState, group: Group) -> list[tuple[str, int, list[str]]]:
    """Every place the group may step to now: (target, MP cost, entry flags)."""
    f = facts()
    side, here = group.side, group.zone
    out: list[tuple[str, int, list[str]]] = []
    mp = group_mp(group)
    left = None if mp is None else mp - group.mp_used
    peaceful = group.peaceful or group.mode in ("reinforcement", "withdrawal")
    bf = board_facts(state)  # one snapshot for every neighbour

    def enemy_in(zone: str) -> bool:
        return bool(units_at(state, zone, other(side)))

    def add(target: str, cost: int, flags: list[str]) -> None:
        zone, _ = split_target(target)
        if zone in group.path and not target.endswith(FORT) and zone != here:
            return
        if left is not None and cost > left:
            return
        if peaceful and enemy_in(zone):
            return
        if not group.units and enemy_in(zone):
            return  # a leader alone would be captured at once (4.2.2): not offered
        out.append((target, cost, flags))

    if naval_ids(group) or group.mode == "transport":
        for b in sorted(f.sea_adj.get(here, ())):
            if sea_passable(state, side, here, b, bf):
                add(b, 0, [])
        return out
    land_pf = pf_of(state, land_ids(group))
    if group.in_fort:
        add(here, f.rules.move_cost["fort"], ["fort"])
        return out
    if here == CATANE:
        return out  # land counters leave Catane only carried by a fleet (3.5)
    if f.is_sea(here):
        for b in sorted(f.sea_adj.get(here, ())):
            if b == CATANE and side == "athenian":
                add(b, f.rules.move_cost["base"], ["amphibious"])
            elif (
                b != CATANE and sea_passable(state, side, here, b, bf) and can_carry(state, side, b, land_pf)
            ):
                add(b, f.rules.move_cost["base"], [])
        for b in sorted(f.coast[here]):
            if fortified_owner(state, b) == other(side) or archers_block(state, b, side):
                continue
            climb = f.terrain(b) == "high"
            add(b, f.rules.move_cost["base"] + (f.rules.move_cost["climb"] if climb else 0), ["amphibious"])
        return out
    if fort_built(state, here):
        owner = fort_owner(state, here)
        if owner == side or not units_at(state, here, other(side), fort=True):
            add(here + FORT, f.rules.move_cost["fort"], ["fort"])
    for b in sorted(f.land_adj[here]):
        if archers_block(state, b, side):
            continue
        cost_flags = land_step(state, side, here, b, bf)
        if cost_flags is not None:
            add(b, *cost_flags)
    if group.mode != "withdrawal":
        for b in sorted(f.coast[here]):
            if can_carry(state, side, b, land_pf) and sea_passable_from_land(state, side, b):
                add(b, f.rules.move_cost["base"], [])
    return out


def sea_passable_from_land(state: SyracuseState, side: str, sea: str) -> bool:
    if fortified_owner(state, sea) == other(side):
        return False
    return not (
        side == "syracusan" and facts().zones[sea].port_requires_camp and state.works.camp != "destroyed"
    )


def move_counters(state: SyracuseState, group: Group, zone: str, in_fort: bool) -> None:
    for uid in group.units:
        unit = writable_unit(state, uid)
        unit.zone, unit.in_fort = zone, in_fort
    for lid in group.leaders:
        leader = writable_leader(state, lid)
        leader.zone, leader.in_fort = zone, in_fort
    group.zone, group.in_fort = zone, in_fort


def must_stop(state: SyracuseState, group: Group) -> bool:
    """3.2: entering a zone holding an enemy unit (even in its fort) ends the move."""
    side, zone = group.side, group.zone
    if naval_ids(group) or group.mode == "transport":
        return enemy_fleet(state, zone, side)
    if facts().is_sea(zone) if zone != CATANE else False:
        return False
    return bool(units_at(state, zone, other(side)))


def may_stop_here(group: Group) -> bool:
    """A land unit never ends its move at sea (3.4); a convoy must land its troops (3.5)."""
    zone = group.zone
    if zone == CATANE:
        return True
    return not (land_ids(group) and facts().is_sea(zone))


def disembark_targets(state: SyracuseState, group: Group) -> list[str]:
    """3.5: land troops of a convoy go ashore next to the fleet, in a zone free of enemy units."""
    if group.mode != "transport" or not land_ids(group) or group.zone == CATANE:
        return []
    side = group.side
    return [
        b
        for b in sorted(facts().coast[group.zone])
        if not units_at(state, b, other(side)) and fortified_owner(state, b) != other(side)
    ]


def withdrawal_possible(state: SyracuseState, group: Group) -> bool:
    """3.2 exception: the zone holds only enemy cavalry, and the group is not cavalry alone."""
    zone, enemy = group.zone, other(group.side)
    if group.mode != "normal" or facts().is_sea(zone) or zone == CATANE:
        return False
    enemies = units_at(state, zone, enemy)
    if not enemies or any(unit_type(u) != "C" or state.units[u].in_fort for u in enemies):
        return False
    return any(unit_type(u) != "C" for u in land_ids(group))


def capture_lonely_leaders(state: SyracuseState) -> list[str]:
    """4.2.2: a leader alone in a zone holding enemy units is captured. Returns the captured ids."""
    captured = []
    for leader in state.leaders.values():
        if leader.zone is None or leader.zone == CATANE:
            continue
        own = units_at(state, leader.zone, leader.side)
        enemy = units_at(state, leader.zone, other(leader.side))
        if enemy and not own:
            captured.append(leader.id)
    return captured


def conquer_empty_fort(state: SyracuseState, zone: str, side: str) -> bool:
    """4.3: an unoccupied enemy fort changes hands as soon as an enemy unit enters it."""
    fort = fort_of_zone(zone)
    if (
        fort
        and state.works.forts.get(fort) not in (None, side)
        and not units_at(state, zone, other(side), True)
    ):
        state.works.forts[fort] = side
        for lid in leaders_at(state, zone, other(side), fort=True):
            writable_leader(state, lid).in_fort = False
        return True
    return False
