"""Questions about a game state that many rules ask: who is where, with how many PF, who controls what."""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache

from engine.syracuse.board import BoardFacts
from engine.syracuse.content.models import CATANE
from engine.syracuse.facts import facts
from engine.syracuse.state import LeaderState, SyracuseState, UnitState, other

HAP = frozenset({"H", "A", "P"})  # the unit types that build and destroy works (5.1, 4.5)


def unit_type(uid: str) -> str:
    return facts().units[uid].type


def is_naval(uid: str) -> bool:
    return facts().units[uid].type == "T"


def unit_pf(state: SyracuseState, uid: str) -> int:
    info = facts().units[uid]
    return info.weakened_pf if state.units[uid].weakened else info.pf


def pf_of(state: SyracuseState, uids: Iterable[str]) -> int:
    return sum(unit_pf(state, u) for u in uids)


def live_units(state: SyracuseState, side: str | None = None) -> list[UnitState]:
    return [u for u in state.units.values() if u.zone is not None and (side is None or u.side == side)]


def units_at(state: SyracuseState, zone: str, side: str | None = None, fort: bool | None = None) -> list[str]:
    """Ids of units in `zone`; `fort` True: only inside its fort, False: only outside, None: both."""
    return [
        u.id
        for u in state.units.values()
        if u.zone == zone and (side is None or u.side == side) and (fort is None or u.in_fort == fort)
    ]


def leaders_at(
    state: SyracuseState, zone: str, side: str | None = None, fort: bool | None = None
) -> list[str]:
    return [
        c.id
        for c in state.leaders.values()
        if c.zone == zone and (side is None or c.side == side) and (fort is None or c.in_fort == fort)
    ]


def enemy_units_at(state: SyracuseState, zone: str, side: str, fort: bool | None = None) -> list[str]:
    return units_at(state, zone, other(side), fort)


def leader_swords(state: SyracuseState, lid: str) -> int:
    """A leader's bonus: its verso's value while wounded or sick (1.2)."""
    info = facts().leaders[lid]
    return info.wounded_swords if state.leaders[lid].wounded else info.swords


def on_map(zone: str | None) -> bool:
    return zone is not None and zone != CATANE


def fort_of_zone(zone: str) -> str | None:
    return facts().fort_in_zone.get(zone)


def fort_built(state: SyracuseState, zone: str) -> bool:
    fort = fort_of_zone(zone)
    return fort is not None and fort in state.works.forts


def fort_owner(state: SyracuseState, zone: str) -> str | None:
    fort = fort_of_zone(zone)
    return state.works.forts.get(fort) if fort else None


def camp_built(state: SyracuseState) -> bool:
    return state.works.camp == "built"


def fortified_owner(state: SyracuseState, zone: str) -> str | None:
    """Owner of the fortification around `zone` if it stands (5.2): Syracuse always, the camp once built."""
    if zone == CATANE:
        return None
    fid = facts().zones[zone].fortification
    if fid is None:
        return None
    if fid == "athenian_camp":
        return "athenian" if camp_built(state) else None
    return "syracusan"


def is_port(state: SyracuseState, zone: str) -> bool:
    if zone == CATANE:
        return False
    z = facts().zones[zone]
    return z.sea_type == "port" or (z.port_requires_camp and camp_built(state))


def is_protected(state: SyracuseState, zone: str) -> bool:
    if zone == CATANE:
        return False
    z = facts().zones[zone]
    return z.sea_type == "protected" and not (z.port_requires_camp and camp_built(state))


def stack_limit(state: SyracuseState, zone: str, in_fort: bool) -> int | None:
    """Units of one side allowed (3.3); None: no limit. Protected sea zones limit PF, see `naval_pf_limit`."""
    rules = facts().rules.stacking
    if in_fort:
        return rules["fort"]
    if zone == CATANE or fortified_owner(state, zone) is not None:
        return None
    if facts().is_sea(zone):
        return None
    return rules["zone"]


def naval_pf_limit(state: SyracuseState, zone: str) -> int | None:
    return facts().rules.stacking["protected_sea_pf"] if is_protected(state, zone) else None


def overstacked(state: SyracuseState, zone: str, side: str, in_fort: bool) -> int:
    """How many units (or, in protected waters, whether PF) exceed the limit: >0 means some must go."""
    ids = units_at(state, zone, side, in_fort)
    limit = stack_limit(state, zone, in_fort)
    if limit is not None and len(ids) > limit:
        return len(ids) - limit
    pf_limit = naval_pf_limit(state, zone)
    if pf_limit is not None and not in_fort and pf_of(state, ids) > pf_limit:
        return 1
    return 0


def cavalry_pf_deployed(state: SyracuseState, side: str) -> int:
    """PF of cavalry deployed on clear or high ground (6.1, 6.2): helper D1's `counts_as_open_ground`
    (not in a city, the camp, a fort, at sea or at Catane)."""
    from engine.syracuse.board import board

    bf = board_facts(state)
    return sum(
        unit_pf(state, u.id)
        for u in live_units(state, side)
        if unit_type(u.id) == "C"
        and u.zone is not None
        and board().counts_as_open_ground(position(u.zone, u.in_fort), bf)  # type: ignore[arg-type]
    )


def cavalry_pf_on_map(state: SyracuseState, side: str) -> int:
    return sum(
        unit_pf(state, u.id) for u in live_units(state, side) if unit_type(u.id) == "C" and on_map(u.zone)
    )


def hap_pf(state: SyracuseState, zone: str, side: str) -> int:
    return sum(unit_pf(state, u) for u in units_at(state, zone, side) if unit_type(u) in HAP)


def naval_pf(state: SyracuseState, side: str) -> int:
    total = 0
    for uid in _naval_ids(side):
        unit = state.units[uid]
        if unit.zone is not None:
            info = facts().units[uid]
            total += info.weakened_pf if unit.weakened else info.pf
    return total


@cache
def _naval_ids(side: str) -> tuple[str, ...]:
    return tuple(uid for uid, info in facts().units.items() if info.type == "T" and info.side == side)


def leaders_on_map(state: SyracuseState, side: str) -> list[LeaderState]:
    return [c for c in state.leaders.values() if c.side == side and on_map(c.zone)]


def leaders_in_play(state: SyracuseState, side: str) -> list[LeaderState]:
    """The side's leaders on the map or at Catane (D.3 counts them all; out of play: no zone)."""
    return [c for c in state.leaders.values() if c.side == side and c.zone is not None]


def weakened_units(state: SyracuseState, side: str) -> list[str]:
    return [u.id for u in live_units(state, side) if u.weakened]


def position(zone: str, in_fort: bool) -> str:
    """The board module's name for a place: a zone id, or the fort id for units inside a fort."""
    if in_fort:
        fort = fort_of_zone(zone)
        if fort:
            return fort
    return zone


def board_facts(state: SyracuseState) -> BoardFacts:
    """What helper D1's map queries need to know about this state."""
    occupied: dict[str, set[str]] = {"athenian": set(), "syracusan": set()}
    naval: dict[str, dict[str, int]] = {"athenian": {}, "syracusan": {}}
    for u in state.units.values():
        if u.zone is None:
            continue
        occupied[u.side].add(position(u.zone, u.in_fort))
        if is_naval(u.id):
            naval[u.side][u.zone] = naval[u.side].get(u.zone, 0) + unit_pf(state, u.id)
    walls = state.works.walls
    return BoardFacts(
        walls_built=frozenset(w for w, s in walls.items() if s == "built"),
        walls_destroyed=frozenset(w for w, s in walls.items() if s == "destroyed"),
        chains_built=state.works.chains == "built",
        camp=state.works.camp,  # type: ignore[arg-type]
        fort_owners=dict(state.works.forts),  # type: ignore[arg-type]
        occupied={s: frozenset(v) for s, v in occupied.items()},  # type: ignore[misc]
        naval_pf=naval,  # type: ignore[arg-type]
    )


def hap_pf_by_zone(state: SyracuseState, side: str) -> dict[str, int]:
    out: dict[str, int] = {}
    for u in live_units(state, side):
        if unit_type(u.id) in HAP and u.zone is not None:
            out[u.zone] = out.get(u.zone, 0) + unit_pf(state, u.id)
    return out
