"""B.3 action phases: announce the AP, activate zones, form and move groups, cavalry withdrawal, stacking.

The same forming/moving decisions serve the free moves of reinforcements (B.2) and the cavalry
withdrawal (3.2); `ctx.mode` says which rules bind the group.
"""

from __future__ import annotations

from engine.core import Action
from engine.syracuse import stratagems
from engine.syracuse.content.models import CATANE
from engine.syracuse.facts import facts
from engine.syracuse.movement import (
    FORT,
    capture_lonely_leaders,
    conquer_empty_fort,
    disembark_targets,
    land_ids,
    may_stop_here,
    move_counters,
    must_stop,
    naval_ids,
    split_target,
    step_targets,
    withdrawal_possible,
)
from engine.syracuse.queries import (
    is_naval,
    leader_swords,
    leaders_at,
    overstacked,
    pf_of,
    unit_type,
    units_at,
)
from engine.syracuse.state import Group, SyracuseState, other, writable, writable_leader, writable_unit
from engine.syracuse.steps import Ev, act, ask, decision, emit, goto, step


def counter_side(state: SyracuseState, cid: str) -> str:
    return state.units[cid].side if cid in state.units else state.leaders[cid].side


def counter_zone(state: SyracuseState, cid: str) -> str | None:
    return state.units[cid].zone if cid in state.units else state.leaders[cid].zone


def counter_fort(state: SyracuseState, cid: str) -> bool:
    return state.units[cid].in_fort if cid in state.units else state.leaders[cid].in_fort


def eliminate_leader(state: SyracuseState, lid: str, ev: Ev, cause: str, in_combat: bool = False) -> None:
    leader = writable_leader(state, lid)
    leader.zone, leader.in_fort, leader.eliminated = None, False, True
    if in_combat:
        leader.killed_in_combat = True
        state.vp_eliminated[other(leader.side)] += facts().rules.victory_points["leader_killed"]
    emit(ev, "leader_eliminated", leader=lid, side=leader.side, cause=cause)


def capture_leaders(state: SyracuseState, ev: Ev, in_combat: bool = False) -> None:
    for lid in capture_lonely_leaders(state):
        eliminate_leader(state, lid, ev, "captured", in_combat)


# ----------------------------------------------------------------------------- the phase loop
@step("b3_start")
def _b3_start(state: SyracuseState, ev: Ev) -> None:
    state.active = state.initiative
    goto(state, "b3_phase")


@step("b3_phase")
def _b3_phase(state: SyracuseState, ev: Ev) -> None:
    for side in (state.active, other(state.active)):
        if state.ap[side] > 0:
            state.active = side
            ask(state, side, "announce")
            return
    goto(state, "c_start")


def _announce_options(state: SyracuseState) -> list[Action]:
    return [act("announce", ap=n) for n in range(1, state.ap[state.active] + 1)]


@decision("announce", _announce_options, error="bad_ap")
def _announce(state: SyracuseState, action: Action, ev: Ev) -> None:
    """B.3.1: the active player announces the AP he will spend (1 to all he has); they are spent now."""
    state.prompt = None
    n = action.params["ap"]
    state.ap[state.active] -= n
    state.phase_budget, state.phase_spent = n, 0
    state.combat_paid = False
    state.activated, state.played_this_phase = [], []
    state.archers_zones = {}
    for uid, unit in list(state.units.items()):
        if unit.moved or unit.origin is not None or unit.entry:
            unit = writable_unit(state, uid)
            unit.moved, unit.origin, unit.entry = False, None, ()
    for lid, leader in list(state.leaders.items()):
        if leader.moved or leader.origin is not None:
            leader = writable_leader(state, lid)
            leader.moved, leader.origin = False, None
    emit(ev, "phase_announced", side=state.active, ap=n, left=state.ap[state.active])
    state.ctx.passive_window = True
    goto(state, "b3_window")


@step("b3_window")
def _b3_window(state: SyracuseState, ev: Ev) -> None:
    """The passive player may answer the announcement with a stratagem (2.B.3: at any time)."""
    passive = other(state.active)
    passive_window, state.ctx.passive_window = state.ctx.passive_window, None
    if passive_window and stratagems.window_open(state, passive, "b3"):
        ask(state, passive, "passive_window")
        return
    goto(state, "b3_activate")


def _passive_options(state: SyracuseState) -> list[Action]:
    return [act("pass"), *stratagems.offers(state, other(state.active), "b3")]


@decision("passive_window", _passive_options, error="cannot_play")
def _passive(state: SyracuseState, action: Action, ev: Ev) -> None:
    state.prompt = None
    goto(state, "b3_activate")
    if action.kind == "play":
        stratagems.play(state, other(state.active), action, ev)


def budget_left(state: SyracuseState) -> int:
    return state.phase_budget - state.phase_spent


def activation_cost(state: SyracuseState, leaders: list[str]) -> int:
    """B.3.2: free with a double-bonus leader, 1 AP with another leader, 2 AP without a leader."""
    if not leaders:
        return 2
    return 0 if max(leader_swords(state, lid) for lid in leaders) >= 2 else 1


def activation_keys(state: SyracuseState, side: str) -> list[tuple[str, int, list[str]]]:
    """Zones the active player may activate now: (key, AP cost, counters that may then move).

    B.3.2 precision: the units of a fort activate with their zone, unless enemy units stand in the
    zone: then the fort is a zone of its own (`T9/fort`), costed by the leaders inside it."""
    # one pass over the counters: per (zone, in fort) the movable ones and the leaders present
    movable: dict[tuple[str, bool], list[str]] = {}
    leaders: dict[tuple[str, bool], list[str]] = {}
    enemy_outside: set[str] = set()
    for u in state.units.values():
        if u.zone is None:
            continue
        if u.side != side:
            if not u.in_fort:
                enemy_outside.add(u.zone)
        elif not u.moved:
            movable.setdefault((u.zone, u.in_fort), []).append(u.id)
    for c in state.leaders.values():
        if c.zone is None or c.side != side:
            continue
        leaders.setdefault((c.zone, c.in_fort), []).append(c.id)
        if not c.moved and not c.sick:
            movable.setdefault((c.zone, c.in_fort), []).append(c.id)
    out = []
    left = budget_left(state)
    for zone in sorted({z for z, _ in movable}):
        if zone in enemy_outside:
            areas = [(zone, [(zone, False)]), (zone + FORT, [(zone, True)])]
        else:
            areas = [(zone, [(zone, False), (zone, True)])]
        for key, places in areas:
            if key in state.activated:
                continue
            pool = [c for place in places for c in movable.get(place, [])]
            if not pool:
                continue
            cost = activation_cost(state, [c for place in places for c in leaders.get(place, [])])
            if cost <= left:
                out.append((key, cost, pool))
    return out


@step("b3_activate")
def _b3_activate(state: SyracuseState, ev: Ev) -> None:
    ask(state, state.active, "activation")


def _activation_options(state: SyracuseState) -> list[Action]:
    side = state.active
    out = [act("activate", zone=key) for key, _, _ in activation_keys(state, side)]
    out += stratagems.offers(state, side, "b3")
    out.append(act("end_moves"))
    return out


@decision("activation", _activation_options, error="cannot_activate")
def _activation(state: SyracuseState, action: Action, ev: Ev) -> None:
    state.prompt = None
    side = state.active
    if action.kind == "end_moves":
        state.ctx.after_stacking = "combat_start"
        goto(state, "stacking")
        return
    if action.kind == "play":
        stratagems.play(state, side, action, ev)
        return
    key = action.params["zone"]
    for k, cost, pool in activation_keys(state, side):
        if k == key:
            state.phase_spent += cost
            state.activated.append(key)
            state.ctx.pool, state.ctx.mode, state.ctx.mover = pool, "normal", side
            state.ctx.return_step = "b3_activate"
            emit(ev, "zone_activated", side=side, zone=key, cost=cost, left=budget_left(state))
            goto(state, "forming")
            return


# --------------------------------------------------------------------------- forming a group
@step("forming")
def _forming(state: SyracuseState, ev: Ev) -> None:
    ask(state, state.ctx.mover, "forming")


def _eligible(state: SyracuseState) -> list[str]:
    pool = state.ctx.pool
    group = state.group
    out = []
    for cid in pool:
        zone = counter_zone(state, cid)
        if zone is None:
            continue
        if cid in state.units and state.units[cid].moved:
            continue
        if cid in state.leaders and (state.leaders[cid].moved or state.leaders[cid].sick):
            continue
        if group is not None:
            if cid in group.units or cid in group.leaders:
                continue
            if zone != group.zone or counter_fort(state, cid) != group.in_fort:
                continue
        out.append(cid)
    return out


def group_ready(state: SyracuseState, group: Group) -> bool:
    """A group may set off: a fleet carries its troops and leaders (3.1, 3.4, 3.5)."""
    f = facts()
    land = land_ids(group)
    naval = naval_ids(group)
    at_sea = group.zone == CATANE or f.is_sea(group.zone)
    if not at_sea:
        return bool(group.units or group.leaders)
    if not naval:
        return False
    return pf_of(state, land) <= pf_of(state, naval)


def _forming_options(state: SyracuseState) -> list[Action]:
    out = [act("pick", id=c) for c in _eligible(state)]
    if state.group is not None and group_ready(state, state.group):
        out.append(act("go"))
    out.append(act("done"))
    return out


@decision("forming", _forming_options, error="cannot_pick")
def _forming_choose(state: SyracuseState, action: Action, ev: Ev) -> None:
    state.prompt = None
    side = state.ctx.mover
    if action.kind == "done":
        if state.group is not None:
            state.group = None
        goto(state, state.ctx.return_step)
        return
    if action.kind == "pick":
        cid = action.params["id"]
        zone = counter_zone(state, cid)
        assert zone is not None
        if state.group is None:
            state.group = Group(side=side, zone=zone, in_fort=counter_fort(state, cid), mode=state.ctx.mode)
        counter = writable(state, cid)
        counter.origin = zone
        if cid in state.units:
            state.group.units.append(cid)
            state.units[cid].origin_fort = state.units[cid].in_fort
        else:
            state.group.leaders.append(cid)
        return
    group = state.group
    assert group is not None
    f = facts()
    if (group.zone == CATANE or f.is_sea(group.zone)) and land_ids(group):
        group.mode = "transport"
    group.peaceful = state.ctx.mode == "reinforcement"
    group.path = [group.zone]
    goto(state, "moving")


# ---------------------------------------------------------------------------- moving a group
@step("moving")
def _moving(state: SyracuseState, ev: Ev) -> None:
    assert state.group is not None
    ask(state, state.group.side, "moving")


def _moving_options(state: SyracuseState) -> list[Action]:
    group = state.group
    if group is None:
        return []
    out = [act("step", to=target) for target, _, _ in step_targets(state, group)]
    out += [act("disembark", zone=z) for z in disembark_targets(state, group)]
    can_stop = may_stop_here(group)
    if group.mode == "withdrawal" and group.zone == (state.ctx.withdraw or {}).get("zone"):
        can_stop = False
    if can_stop or not out:
        out.append(act("stop"))
    return out


@decision("moving", _moving_options, error="cannot_move_there")
def _moving_choose(state: SyracuseState, action: Action, ev: Ev) -> None:
    state.prompt = None
    group = state.group
    assert group is not None
    if action.kind == "stop":
        finish_group(state, ev)
        return
    if action.kind == "disembark":
        zone = action.params["zone"]
        land = land_ids(group)
        for uid in land:
            writable_unit(state, uid).zone = zone
        for lid in group.leaders:
            writable_leader(state, lid).zone = zone
        emit(ev, "disembark", side=group.side, zone=zone, units=land, leaders=list(group.leaders))
        finish_group(state, ev)
        return
    target = action.params["to"]
    cost, flags = next((c, fl) for t, c, fl in step_targets(state, group) if t == target)
    zone, into_fort = split_target(target)
    came_from = group.zone
    move_counters(state, group, zone, into_fort)
    group.mp_used += cost
    group.path.append(target)
    group.entry = list(flags)
    emit(
        ev,
        "step",
        side=group.side,
        frm=came_from,
        to=target,
        cost=cost,
        flags=list(flags),
        units=list(group.units),  # which counters moved, for the narration (#11)
        leaders=list(group.leaders),
    )
    capture_leaders(state, ev)  # 4.2.2: at any moment, a leader alone with enemy units is captured
    if into_fort and conquer_empty_fort(state, zone, group.side):
        emit(ev, "fort_taken", side=group.side, zone=zone)
    if group.mode == "transport" and not group.peaceful and must_stop(state, group):
        group.forced_stop = True  # 3.5: the fleet must fight; its troops stay aboard
        finish_group(state, ev)
        return
    if group.mode == "normal" and must_stop(state, group):
        if withdrawal_possible(state, group) and _withdrawal_group(state, group).units:
            trial = _withdrawal_group(state, group)
            if step_targets(state, trial):
                state.ctx.withdraw = {"zone": zone}
                ask(state, other(group.side), "withdraw", zone=zone)
                return
        finish_group(state, ev)


def _withdrawal_group(state: SyracuseState, group: Group) -> Group:
    enemy = other(group.side)
    cav = [u for u in units_at(state, group.zone, enemy, fort=False) if unit_type(u) == "C"]
    leaders = leaders_at(state, group.zone, enemy, fort=False)
    return Group(
        side=enemy, zone=group.zone, units=cav, leaders=leaders, mode="withdrawal", path=[group.zone]
    )


def _withdraw_options(state: SyracuseState) -> list[Action]:
    return [act("withdraw"), act("stay")]


@decision("withdraw", _withdraw_options)
def _withdraw(state: SyracuseState, action: Action, ev: Ev) -> None:
    """3.2: the passive cavalry may leave (4 MP, free, not its phase move) and let the mover go on."""
    state.prompt = None
    group = state.group
    assert group is not None
    if action.kind == "stay":
        state.ctx.withdraw = None
        finish_group(state, ev)
        return
    state.ctx.suspended = group.model_dump()
    state.group = _withdrawal_group(state, group)
    emit(ev, "cavalry_withdraws", side=state.group.side, zone=group.zone)
    goto(state, "moving")


def finish_group(state: SyracuseState, ev: Ev) -> None:
    group = state.group
    assert group is not None
    f = facts()
    if group.mode == "transport" and not group.forced_stop and group.zone != CATANE and f.is_sea(group.zone):
        base = CATANE if group.side == "athenian" else "T16"
        for uid in land_ids(group):
            if state.units[uid].zone == group.zone:
                writable_unit(state, uid).zone = base
        for lid in group.leaders:
            if state.leaders[lid].zone == group.zone and land_ids(group):
                writable_leader(state, lid).zone = base
    if group.mode != "withdrawal":
        for uid in group.units:
            unit = writable_unit(state, uid)
            unit.moved, unit.entry = True, tuple(group.entry)
        for lid in group.leaders:
            writable_leader(state, lid).moved = True
    state.group = None
    capture_leaders(state, ev)
    if group.mode == "withdrawal":
        state.group = Group.model_validate(state.ctx.suspended)
        state.ctx.suspended = None
        state.ctx.withdraw = None
        goto(state, "moving")
        return
    # Where it set out from and whether it moved: what a close-up of the move shows (the zone left and the
    # zone entered), read from this one event rather than remembered across the move's actions.
    origin = group.path[0] if group.path else group.zone
    emit(
        ev,
        "group_stops",
        side=group.side,
        zone=group.zone,
        fort=group.in_fort,
        origin=origin,
        moved=len(group.path) > 1,
    )
    goto(state, "forming")


# ---------------------------------------------------------------------------------- stacking
def overstacked_places(state: SyracuseState) -> list[tuple[str, str, bool]]:
    places = {(u.side, u.zone, u.in_fort) for u in state.units.values() if u.zone is not None}
    return sorted((s, z, fo) for s, z, fo in places if z is not None and overstacked(state, z, s, fo))


@step("stacking")
def _stacking(state: SyracuseState, ev: Ev) -> None:
    """3.3: after the moves, units over the limit are eliminated, the owner choosing which."""
    places = overstacked_places(state)
    if not places:
        after, state.ctx.after_stacking = state.ctx.after_stacking, None
        goto(state, after)  # type: ignore[arg-type]
        return
    side, zone, fort = places[0]
    ask(state, side, "stack_elim", zone=zone, fort=fort)


def _stack_options(state: SyracuseState) -> list[Action]:
    side, zone, fort = overstacked_places(state)[0]
    return [act("eliminate", unit=u) for u in units_at(state, zone, side, fort)]


@decision("stack_elim", _stack_options)
def _stack_elim(state: SyracuseState, action: Action, ev: Ev) -> None:
    from engine.syracuse.losses import eliminate_unit

    state.prompt = None
    eliminate_unit(state, action.params["unit"], ev, "stacking")
    capture_leaders(state, ev)


@step("b3_end_phase")
def _b3_end_phase(state: SyracuseState, ev: Ev) -> None:
    emit(ev, "phase_ends", side=state.active)
    state.archers_zones = {}
    state.active = other(state.active)
    goto(state, "b3_phase")


def naval_group(state: SyracuseState, ids: list[str]) -> bool:
    return all(is_naval(u) for u in ids)
