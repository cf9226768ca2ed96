"""The turn sequence (2.): A stratagem draw, B.1 initiative and AP, B.2 reinforcements, then B.3, C and D
(in `b3`, `works`, `adjustments`), and the end of the turn."""

from __future__ import annotations

from math import ceil

from engine.core import Action
from engine.syracuse import advantage, stratagems
from engine.syracuse.content.models import CATANE, Reinforcement
from engine.syracuse.facts import facts
from engine.syracuse.progress import SyracuseProgress
from engine.syracuse.queries import fortified_owner, pf_of, units_at
from engine.syracuse.state import SIDES, SyracuseState, other, writable_leader, writable_unit
from engine.syracuse.steps import Ev, act, ask, decision, emit, goto, step
from engine.syracuse.victory import final_victory


# ------------------------------------------------------------------------------------ A: the draw
@step("turn_start")
def _turn_start(state: SyracuseState, ev: Ev) -> None:
    emit(ev, "turn_begins", turn=state.turn, season=facts().season(state.turn), year=facts().year(state.turn))
    scenario = facts().scenario(state.scenario)
    for side in order_from(state.advantage):
        n = facts().rules.stratagem_draws_per_turn
        if state.turn == scenario.first_turn:
            draws = scenario.first_turn_draws
            n = draws[side] if isinstance(draws, dict) else draws  # type: ignore[index]
        for _ in range(n):
            stratagems.draw(state, side, ev)
    goto(state, "b1")


def order_from(first: str) -> list[str]:
    return [first, other(first)]


# ------------------------------------------------------------------------------ B.1: initiative, AP
def action_points(total: int, season: str) -> int:
    """2.B.1: half the 2d6 rounded up, +1 in summer and autumn, -1 in winter unless already 1 or 2."""
    rules = facts().rules
    ap = ceil(total / 2)
    modifier = rules.ap_season_modifier[season]  # type: ignore[index]
    if modifier < 0 and ap <= rules.ap_winter_floor:
        return ap
    return ap + modifier


@step("b1")
def _b1(state: SyracuseState, ev: Ev) -> None:
    season = facts().season(state.turn)
    totals = {}
    for side in SIDES:
        dice = [state.rng.d6(), state.rng.d6()]
        totals[side] = sum(dice)
        state.ap[side] = action_points(totals[side], season)
        emit(ev, "ap_roll", side=side, dice=dice, total=totals[side], ap=state.ap[side], season=season)
    a, s = totals["athenian"], totals["syracusan"]
    state.initiative = "athenian" if a > s else "syracusan" if s > a else state.advantage
    state.dice_b1 = totals
    emit(ev, "initiative", side=state.initiative, tie=a == s)
    goto(state, "b1_advantage")


@step("b1_advantage")
def _b1_advantage(state: SyracuseState, ev: Ev) -> None:
    if state.ctx.b1_done == state.turn:
        goto(state, "b2_start")
        return
    ask(state, state.advantage, "b1_advantage")


def _b1_options(state: SyracuseState) -> list[Action]:
    return [
        act("pass"),
        act("advantage", use="ap"),
        act("advantage", use="initiative"),
        *advantage.anytime_uses(state, state.advantage),
    ]


@decision("b1_advantage", _b1_options)
def _b1_choose(state: SyracuseState, action: Action, ev: Ev) -> None:
    state.prompt = None
    side = state.advantage
    state.ctx.b1_done = state.turn
    if action.kind == "advantage":
        use = action.params["use"]
        if use == "ap":
            state.ap[side] += 2
        elif use == "initiative":
            state.initiative = other(state.initiative)
        else:
            advantage.apply_anytime(state, side, action, ev)
            return
        advantage.hand_over(state, side, use, ev)


# --------------------------------------------------------------------------- B.2: reinforcements
@step("b2_start")
def _b2_start(state: SyracuseState, ev: Ev) -> None:
    state.ctx.b2 = {"order": order_from(state.advantage), "i": 0, "extra": [], "arrived": [], "placed": []}
    goto(state, "b2_strat")


@step("b2_strat")
def _b2_strat(state: SyracuseState, ev: Ev) -> None:
    b2 = state.ctx.b2
    if b2.get("answer_side"):
        ask(state, b2["answer_side"], "s17_answer")
        return
    while b2["i"] < 2:
        side = b2["order"][b2["i"]]
        if stratagems.window_open(state, side, "b2"):
            ask(state, side, "b2_window")
            return
        b2["i"] += 1
    goto(state, "b2_place")


def _b2_window_options(state: SyracuseState) -> list[Action]:
    side = state.ctx.b2["order"][state.ctx.b2["i"]]
    return [act("pass"), *stratagems.offers(state, side, "b2")]


@decision("b2_window", _b2_window_options)
def _b2_window(state: SyracuseState, action: Action, ev: Ev) -> None:
    state.prompt = None
    b2 = state.ctx.b2
    side = b2["order"][b2["i"]]
    b2["i"] += 1
    if action.kind == "play":
        stratagems.play(state, side, action, ev)


def groups_due(state: SyracuseState) -> list[dict]:
    b2 = state.ctx.b2
    due = [r for r in state.reinforcements_due if r["turn"] == state.turn and r["id"] not in b2["placed"]]
    due += [
        {"id": rid, "side": side, "turn": state.turn} for rid, side in b2["extra"] if rid not in b2["placed"]
    ]
    first = state.advantage
    return sorted(due, key=lambda r: (r["side"] != first, r["id"]))


def reinforcement(rid: str, scenario: str = "historical") -> Reinforcement:
    for r in facts().scenario(scenario).reinforcements:
        if r.id == rid:
            return r
    raise KeyError(rid)


def free_entry_zones(state: SyracuseState, rid: str) -> list[str]:
    group = reinforcement(rid)
    return [
        z
        for z in group.entry_zones
        if z == CATANE
        or (not units_at(state, z, other(group.side)) and fortified_owner(state, z) != other(group.side))
    ]


@step("b2_place")
def _b2_place(state: SyracuseState, ev: Ev) -> None:
    due = groups_due(state)
    if not due:
        goto(state, "b2_move_start")
        return
    ask(state, due[0]["side"], "place", group=due[0]["id"])


def _clear_options(state: SyracuseState, rid: str) -> list[Action]:
    """2.B.2: no entry zone free: the zone holding the fewest enemy PF is cleared into an adjacent zone."""
    group = reinforcement(rid)
    enemy = other(group.side)
    zones = [z for z in group.entry_zones if z != CATANE]
    weights = {z: pf_of(state, units_at(state, z, enemy)) for z in zones}
    least = min(weights.values())
    out = []
    f = facts()
    for strict in (True, False):
        for z in zones:
            if weights[z] != least:
                continue
            near = f.land_adj[z] if f.is_land(z) else f.sea_adj[z] - {CATANE}
            for b in sorted(near):
                if fortified_owner(state, b) == group.side:
                    continue
                if strict and units_at(state, b, group.side):
                    continue  # preferably not into the reinforcing side's own units
                out.append(act("clear", zone=z, to=b))
        if out:
            break
    return out


def _place_options(state: SyracuseState) -> list[Action]:
    rid = state.prompt.data["group"] if state.prompt else groups_due(state)[0]["id"]
    zones = free_entry_zones(state, rid)
    if zones:
        return [act("place", group=rid, zone=z) for z in zones]
    return _clear_options(state, rid)


@decision("place", _place_options, error="bad_entry_zone")
def _place(state: SyracuseState, action: Action, ev: Ev) -> None:
    state.prompt = None
    b2 = state.ctx.b2
    if action.kind == "clear":
        zone, to = action.params["zone"], action.params["to"]
        rid = groups_due(state)[0]["id"]
        for uid in units_at(state, zone, other(reinforcement(rid).side)):
            unit = writable_unit(state, uid)
            unit.zone, unit.in_fort = to, False
        for lid, leader in list(state.leaders.items()):
            if leader.zone == zone and leader.side != reinforcement(rid).side:
                leader = writable_leader(state, lid)
                leader.zone, leader.in_fort = to, False
        emit(ev, "entry_cleared", zone=zone, to=to)
        return
    rid, zone = action.params["group"], action.params["zone"]
    group = reinforcement(rid)
    for uid in group.units:
        unit = writable_unit(state, uid)
        unit.zone, unit.in_fort, unit.weakened = zone, False, False
    for lid in group.leaders:
        if not state.leaders[lid].removed_for_good:
            writable_leader(state, lid).zone = zone
    b2["placed"].append(rid)
    b2["arrived"] += list(group.units) + [
        lid for lid in group.leaders if not state.leaders[lid].removed_for_good
    ]
    emit(ev, "reinforcements", side=group.side, group=rid, zone=zone)


@step("b2_move_start")
def _b2_move_start(state: SyracuseState, ev: Ev) -> None:
    state.ctx.b2["mover"] = 0
    for uid in state.ctx.b2["arrived"]:
        if uid in state.units:
            writable_unit(state, uid).moved = False
    goto(state, "b2_move")


@step("b2_move")
def _b2_move(state: SyracuseState, ev: Ev) -> None:
    from engine.syracuse import b3

    b2 = state.ctx.b2
    while b2["mover"] < 2:
        side = b2["order"][b2["mover"]]
        pool = [x for x in b2["arrived"] if b3.counter_side(state, x) == side and b3.counter_zone(state, x)]
        if pool:
            state.ctx.pool = pool
            state.ctx.mode = "reinforcement"
            state.ctx.mover = side
            state.ctx.return_step = "b2_move_next"
            goto(state, "forming")
            return
        b2["mover"] += 1
    state.ctx.after_stacking = "b2_heal"  # 3.3: stacking is checked at the end of the moves
    goto(state, "stacking")


@step("b2_move_next")
def _b2_move_next(state: SyracuseState, ev: Ev) -> None:
    state.ctx.b2["mover"] += 1
    goto(state, "b2_move")


@step("b2_heal")
def _b2_heal(state: SyracuseState, ev: Ev) -> None:
    """B.2: wounded or sick leaders recover (S19, S23: until B.2 of the next turn)."""
    for lid, leader in list(state.leaders.items()):
        if leader.wounded and leader.heal_turn is not None and leader.heal_turn <= state.turn:
            leader = writable_leader(state, lid)
            leader.wounded, leader.sick, leader.heal_turn = False, False, None
            emit(ev, "leader_recovers", leader=leader.id)
    for uid, unit in list(state.units.items()):
        if unit.moved:
            writable_unit(state, uid).moved = False
    for lid, leader in list(state.leaders.items()):
        if leader.moved:
            writable_leader(state, lid).moved = False
    state.ctx.b2 = None
    goto(state, "b3_start")


# ------------------------------------------------------------------------------ end of the turn
@step("turn_end")
def _turn_end(state: SyracuseState, ev: Ev) -> None:
    if state.turn == 4 and "plemmyrion" in state.works.forts:
        state.works.plemmyrion_by_turn4 = True
    if state.turn >= state.last_turn:
        final_victory(state, ev)
        return
    state.turn += 1
    state.ctx = SyracuseProgress()
    goto(state, "turn_start")
