"""The 25 stratagems (7.): the bowl, secret hands, which face a side may play, when, and their effects.

A counter is usable by a side through a face of its colour or a neutral face (7.). Each *moment* of the
turn lists the numbers that may be played there; during B.3 a side plays at most one stratagem per
action phase (2.B.3). A used counter goes back to the bowl, except the permanent faces S6 and S21 (A).
Play actions look like `play(counter=sc04, face=8)`, with a `target`/`zone`/`use` when one is needed.
"""

from __future__ import annotations

from math import ceil

from engine.core import Action
from engine.syracuse.board import board
from engine.syracuse.construction import build, buildable
from engine.syracuse.content.models import CATANE
from engine.syracuse.dice import roll
from engine.syracuse.facts import facts
from engine.syracuse.losses import eliminate_unit
from engine.syracuse.queries import (
    board_facts,
    fortified_owner,
    hap_pf_by_zone,
    is_naval,
    is_port,
    is_protected,
    leaders_on_map,
    live_units,
    on_map,
    pf_of,
    unit_type,
    units_at,
    weakened_units,
)
from engine.syracuse.state import ATHENS, SEAT_OF, SYRACUSE, SyracuseState, other, writable_leader
from engine.syracuse.steps import Ev, act, emit
from engine.syracuse.supply import refresh_persistent

MOMENTS: dict[str, set[int]] = {
    "b2": {17, 18, 21, 25},
    "s17_answer": {17},
    "b3": {4, 7, 14, 20, 23, 25},
    "battle_att": {1, 3, 8, 10, 11, 19, 25},
    "battle_def": {1, 2, 8, 10, 11, 19, 25},
    "after_battle": {9},
    "c": {6, 12, 13, 25},
    "d3": {15, 16, 25},
    "d4_end": {22},
    "d5": {5, 24, 25},
}
ACTION_PHASE_MOMENTS = {"b3", "battle_att", "battle_def", "after_battle"}


# ---------------------------------------------------------------------------------- the bowl
def draw(state: SyracuseState, side: str, ev: Ev) -> None:
    if not state.bowl:
        emit(ev, "bowl_empty", side=side)
        return
    counter = state.bowl.pop(state.rng.below(len(state.bowl)))
    state.hands[side].append(counter)
    emit(ev, "stratagem_drawn", side=side)
    emit(
        ev,
        "stratagem_drawn_private",
        audience=[_seat(side)],
        side=side,
        counter=counter,
        faces=faces(counter),
    )


def _seat(side: str) -> str:

    return SEAT_OF[side]


def faces(counter: str) -> list[int]:
    c = facts().counters[counter]
    return [f.stratagem for f in (c.front, c.back) if f.stratagem]


def usable(state: SyracuseState, side: str) -> list[tuple[str, int]]:
    out = []
    for cid in state.hands[side]:
        c = facts().counters[cid]
        for face in (c.front, c.back):
            if face.stratagem and face.colour in (side, "neutral") and face.stratagem not in state.permanent:
                out.append((cid, face.stratagem))
    return out


def holds(state: SyracuseState, side: str, number: int) -> bool:
    return any(n == number for _, n in usable(state, side))


def own_colour_counters(state: SyracuseState, side: str) -> list[str]:
    """2.C: counters with a face of the side's own colour (discarded for one more works die)."""
    c = facts().counters
    return [cid for cid in state.hands[side] if side in (c[cid].front.colour, c[cid].back.colour)]


def spend(state: SyracuseState, side: str, number: int, ev: Ev, in_action_phase: bool = True) -> None:
    cid = next(c for c, n in usable(state, side) if n == number)
    state.hands[side].remove(cid)
    if facts().stratagems[number].permanent:
        state.removed_counters.append(cid)
        state.permanent.append(number)
    else:
        state.bowl.append(cid)
        state.bowl.sort()
    if in_action_phase and state.step in ("b3_window", "b3_activate", "battle", "combat_choose"):
        state.played_this_phase.append(side)
    emit(ev, "stratagem_played", side=side, number=number)


def discard(state: SyracuseState, side: str, counter: str, ev: Ev) -> None:
    state.hands[side].remove(counter)
    state.bowl.append(counter)
    state.bowl.sort()
    emit(ev, "stratagem_discarded", side=side)


# ------------------------------------------------------------------------------- the offers
def window_open(state: SyracuseState, side: str, moment: str) -> bool:
    """Whether `side` is asked at a stratagem window. It is asked whenever it holds a counter (hand sizes
    are public) and may still play this action phase: asking only when a play is possible would show the
    opponent, through whom the game waits for, that the hand holds a stratagem for this moment."""
    if moment in ACTION_PHASE_MOMENTS and side in state.played_this_phase:
        return False
    return bool(state.hands[side])


def offers(state: SyracuseState, side: str, moment: str) -> list[Action]:
    if moment in ACTION_PHASE_MOMENTS and side in state.played_this_phase:
        return []
    out: list[Action] = []
    seen: set[int] = set()
    for cid, n in usable(state, side):
        if n not in MOMENTS[moment] or n in seen:
            continue
        seen.add(n)
        for params in _targets(state, side, moment, n):
            out.append(act("play", counter=cid, face=n, **params))
    return out


def _battle(state: SyracuseState) -> dict:
    return state.ctx.battle or {}


def _targets(state: SyracuseState, side: str, moment: str, n: int) -> list[dict]:
    f = facts()
    enemy = other(side)
    b = _battle(state)
    if n in (1, 2, 3):
        if not b.get("naval") or (n == 1 and is_protected(state, b["zone"])):
            return []
        return [{}]
    if n == 8:
        spartan = [
            u for u in b.get("att", []) + b.get("def", []) if f.units[u].spartan and state.units[u].zone
        ]
        return [{}] if b and not b.get("naval") and side == "syracusan" and spartan else []
    if n == 10:
        return [{}] if b and not b.get("naval") else []
    if n == 11:
        if not b or b.get("kind") == "camp":
            return []
        zones = f.sea_adj.get(b["zone"], set()) if b["naval"] else f.land_adj.get(b["zone"], set())
        return [
            {"zone": z}
            for z in sorted(zones)
            if z != CATANE and [u for u in units_at(state, z, side) if is_naval(u) == b["naval"]]
        ]
    if n == 19:
        mine = "att_leaders" if b.get("attacker") == enemy else "def_leaders"
        return [{}] if b and [c for c in b.get(mine, []) if state.leaders[c].zone] else []
    if n == 9:
        loser = b.get("defender") if b.get("winner") == "attacker" else b.get("attacker")
        if not b or loser != enemy or b.get("naval"):
            return []
        if not [u for u in units_at(state, b["zone"], side) if unit_type(u) == "C"]:
            return []
        return [
            {"target": u}
            for u in b["att"] + b["def"]
            if state.units[u].side == enemy and state.units[u].zone and state.units[u].weakened
        ]
    if n == 4:
        return (
            [{}]
            if any(
                is_naval(u.id) and on_map(u.zone) and not is_port(state, u.zone) for u in live_units(state)
            )
            else []
        )
    if n == 7:
        return [
            {"zone": z}
            for z in sorted(
                {u.zone for u in live_units(state, side) if unit_type(u.id) == "A" and on_map(u.zone)}
            )
            if z and f.is_land(z) and z not in state.archers_zones
        ]
    if n == 14:
        bf = board_facts(state)
        pf = hap_pf_by_zone(state, side)
        out = [
            {"target": w}
            for w, s in sorted(state.works.walls.items())
            if s == "built" and f.walls[w].side == enemy and board().wall_destroyable(w, bf, pf)
        ]
        trireme_zones = frozenset(u.zone for u in live_units(state, side) if is_naval(u.id) and u.zone)
        if board().chains_breakable(side, bf, trireme_zones):  # type: ignore[arg-type]
            out.append({"target": "chains"})
        return out
    if n == 20:
        return [{"target": c.id} for c in leaders_on_map(state, enemy) if f.leaders[c.id].swords <= 1]
    if n == 23:
        if not [u for u in live_units(state, enemy) if on_map(u.zone) and not is_naval(u.id)]:
            return []
        return [{"target": c.id} for c in leaders_on_map(state, enemy)]
    if n == 17:
        if moment == "s17_answer":
            return [{"target": "cancel"}]
        return [
            {"target": r["id"]}
            for r in state.reinforcements_due
            if r["side"] == enemy
            and r["turn"] == state.turn
            and r["id"] not in (state.ctx.b2 or {}).get("placed", [])
        ]
    if n == 18:
        return [{"target": rid} for rid in optional_reinforcements(state, side)]
    if n == 21:
        alc = state.leaders.get("alcibiade")
        return [{}] if side == "syracusan" and alc and not alc.removed_for_good and not alc.eliminated else []
    if n == 25:
        return _good_omens(state, side, moment)
    if n == 6:
        era = state.leaders.get("erasinides")
        return [{}] if side == "syracusan" and era and on_map(era.zone) else []
    if n in (12, 13):
        kinds = ("wall",) if n == 12 else ("camp", "fort")
        return [{"target": t} for kind, t in buildable(state, side) if kind in kinds]
    if n in (15, 16):
        return [{}] if weakened_units(state, side) else []
    if n == 22:
        return [{}] if state.supply[side].level < f.rules.supply_track_max else []
    if n == 5:
        ships = [u for u in units_at(state, _m12(), enemy) if is_naval(u)]
        return [{}] if side == "syracusan" and ships else []
    if n == 24:
        return [{"target": u.id} for u in live_units(state, enemy) if f.units[u.id].allied and on_map(u.zone)]
    return []


def _m12() -> str:
    return next(z.id for z in facts().zones.values() if z.port_requires_camp)


def optional_reinforcements(state: SyracuseState, side: str) -> list[str]:
    scenario = facts().scenario(state.scenario)
    b2 = state.ctx.b2 or {}
    taken = {rid for rid, _ in b2.get("extra", [])}
    out = []
    for r in scenario.reinforcements:
        if (
            r.optional
            and r.side == side
            and r.id not in taken
            and all(state.units[u].zone is None and not state.units[u].eliminated for u in r.units)
        ):
            out.append(r.id)
    return out


def _good_omens(state: SyracuseState, side: str, moment: str) -> list[dict]:
    """S25: take the Advantage back, act as S15 or S18 in their conditions, or draw a new stratagem."""
    out = []
    if state.advantage != side:
        out.append({"use": "advantage"})
    if state.bowl:
        out.append({"use": "draw"})
    if moment == "d3" and weakened_units(state, side):
        out.append({"use": "as15"})
    if moment == "b2":
        out += [{"use": "as18", "target": rid} for rid in optional_reinforcements(state, side)]
    return out


# -------------------------------------------------------------------------------- the effects
def play(state: SyracuseState, side: str, action: Action, ev: Ev) -> None:

    n = action.params["face"]
    p = action.params
    spend(state, side, n, ev)
    b = _battle(state)
    enemy = other(side)
    if n in (1, 2, 3, 8):
        b["played"].append({"n": n, "side": side})
    elif n == 19:
        b["played"].append({"n": n, "side": side})
        mine = "att_leaders" if b["attacker"] == enemy else "def_leaders"
        for lid in b[mine]:
            leader = writable_leader(state, lid)
            if leader.zone:
                leader.wounded, leader.heal_turn = True, state.turn + 1
                emit(ev, "leader_wounded", leader=lid)
    elif n == 10:
        b["played"].append({"n": n, "side": side})
        roll(
            state, ev, "night_attack", 1, then="s10_rolled", judge=lambda d: ATHENS if d[0] >= 3 else SYRACUSE
        )
    elif n == 11:
        zone = p["zone"]
        ids = [u for u in units_at(state, zone, side) if is_naval(u) == b["naval"]]
        b["pf_bonus"][side] = b["pf_bonus"].get(side, 0) + ceil(pf_of(state, ids) / 2)
        b["played"].append({"n": n, "side": side, "zone": zone})
        emit(ev, "combined_attack", side=side, zone=zone, pf=ceil(pf_of(state, ids) / 2))
    elif n == 9:
        eliminate_unit(state, p["target"], ev, "cavalry_pursuit")
    elif n == 4:
        ships = sorted(
            u.id
            for u in live_units(state)
            if is_naval(u.id) and on_map(u.zone) and not is_port(state, u.zone)
        )
        roll(state, ev, "storm", len(ships), then="s4_rolled", ships=",".join(ships))
    elif n == 5:
        state.ctx.pick = {"kind": "s5", "side": enemy, "left": ["eliminate", "weaken"], "back": state.step}
        state.step = "strat_pick"
    elif n == 7:
        state.archers_zones[p["zone"]] = side
        emit(ev, "archers_hold", side=side, zone=p["zone"])
    elif n == 14:
        if p["target"] == "chains":
            state.works.chains = "broken"
            emit(ev, "chains_broken", side=side)
        else:
            state.works.walls[p["target"]] = "destroyed"
            emit(ev, "wall_destroyed", side=side, wall=p["target"])

        refresh_persistent(state, ev)
    elif n == 20:
        state.ctx.s20 = p["target"]
        need = 3 if facts().leaders[p["target"]].swords == 0 else 5
        roll(
            state,
            ev,
            "discord",
            1,
            then="s20_rolled",
            judge=lambda d: side if d[0] >= need else enemy,
            leader=p["target"],
        )
    elif n == 23:
        leader = writable_leader(state, p["target"])
        leader.wounded, leader.sick, leader.heal_turn = True, True, state.turn + 1
        leader.zone, leader.in_fort = _fortified_home(state, leader.side), False
        emit(ev, "leader_sick", leader=leader.id, zone=leader.zone)
        state.ctx.pick = {"kind": "s23", "side": side, "left": ["weaken", "weaken"], "back": state.step}
        state.step = "strat_pick"
    elif n == 17:
        if p["target"] == "cancel":
            b2 = state.ctx.b2
            rid = b2.pop("answer_to", None)
            b2["extra"] = [(r, s) for r, s in b2["extra"] if r != rid]
            emit(ev, "reinforcement_cancelled", group=rid)
        else:
            for r in state.reinforcements_due:
                if r["id"] == p["target"]:
                    r["turn"] += 1
            emit(ev, "reinforcement_delayed", group=p["target"])
    elif n == 18:
        _call_optional(state, side, p["target"], ev)
    elif n == 21:
        alc = writable_leader(state, "alcibiade")
        alc.zone, alc.in_fort, alc.removed_for_good = None, False, True
        emit(ev, "alcibiades_recalled")
    elif n == 22:
        state.supply[side].level = min(facts().rules.supply_track_max, state.supply[side].level + 1)
        emit(ev, "supply_moves", side=side, level=state.supply[side].level)
    elif n == 24:
        eliminate_unit(state, p["target"], ev, "desertion")
    elif n == 6:
        emit(ev, "reinforced_ships")
    elif n in (12, 13):
        build(state, side, p["target"], ev, free=True)
    elif n in (15, 16):
        state.ctx.d3_extra = (state.ctx.d3_extra or 0) + (1 if n == 15 else 2)
    elif n == 25:
        use = p["use"]
        if use == "advantage":
            state.advantage = side
            emit(ev, "advantage_taken", side=side)
        elif use == "draw":
            draw(state, side, ev)
        elif use == "as15":
            state.ctx.d3_extra = (state.ctx.d3_extra or 0) + 1
        elif use == "as18":
            _call_optional(state, side, p["target"], ev)


def _call_optional(state: SyracuseState, side: str, rid: str, ev: Ev) -> None:
    b2 = state.ctx.b2
    b2["extra"].append((rid, side))
    emit(ev, "optional_reinforcement", side=side, group=rid)
    if window_open(state, other(side), "s17_answer"):
        b2["answer_to"] = rid
        b2["answer_side"] = other(side)


def _fortified_home(state: SyracuseState, side: str) -> str:
    """S23: the sick leader goes to his fortified zone (Syracuse, or the camp; Catane while no camp)."""
    for zone in facts().zones.values():
        if zone.kind == "land" and fortified_owner(state, zone.id) == side:
            return zone.id
    return CATANE
