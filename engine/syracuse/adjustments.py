"""D. Adjustments: D.1 keep one stratagem, D.2 free moves to safe places and Catane, D.3 recovery,
D.4 supply and famine, D.5 attrition, sieges and the destruction of walls and chains."""

from __future__ import annotations

from collections.abc import Callable

from engine.core import Action
from engine.syracuse import advantage, stratagems
from engine.syracuse.board import board
from engine.syracuse.content.models import CATANE
from engine.syracuse.dice import roll, take_roll
from engine.syracuse.facts import facts
from engine.syracuse.losses import eliminate_unit, recover_unit, weaken_unit
from engine.syracuse.queries import (
    board_facts,
    fort_of_zone,
    fortified_owner,
    hap_pf_by_zone,
    is_naval,
    is_port,
    leader_swords,
    leaders_at,
    leaders_in_play,
    leaders_on_map,
    live_units,
    on_map,
    pf_of,
    units_at,
    weakened_units,
)
from engine.syracuse.state import SyracuseState, other, writable, writable_unit
from engine.syracuse.steps import Ev, act, ask, decision, emit, goto, step
from engine.syracuse.supply import d4_supply
from engine.syracuse.victory import win


def d_side(state: SyracuseState) -> str:
    d = state.ctx.d
    return d["order"][d["i"]]


@step("d_start")
def _d_start(state: SyracuseState, ev: Ev) -> None:
    state.ctx.d = {
        "order": [state.initiative, other(state.initiative)],
        "i": 0,
        "part": "12",
        "stage": "keep",
    }
    goto(state, "d_side")


@step("d_side")
def _d_side(state: SyracuseState, ev: Ev) -> None:
    d = state.ctx.d
    if d["part"] == "12" and d["i"] >= 2:
        d.update(part="35", i=0)
        _start_d3(state)
    if d["part"] == "35" and d["i"] >= 2:
        state.ctx.d = None
        goto(state, "turn_end")
        return
    side = d_side(state)
    stage = d["stage"]
    if stage == "keep":
        d["stage"] = "d2"
        d["catane"] = {"naval": 0, "land": 0}
        if len(state.hands[side]) > facts().rules.stratagems_kept:
            ask(state, side, "keep")
        return
    if stage == "d2":
        ask(state, side, "d2")
        return
    if stage == "d3":
        if "recover_left" not in d:  # entered from elsewhere (a position set up by hand)
            _start_d3(state)
        ask(state, side, "recover", left=d["recover_left"] + (state.ctx.d3_extra or 0))
        return
    if stage == "d4":
        d4_supply(state, side, ev)
        d["stage"] = "d4_end"
        return
    if stage == "d4_end":
        d["stage"] = "d4_check"
        if stratagems.window_open(state, side, "d4_end"):
            ask(state, side, "d_window", moment="d4_end")
        return
    if stage == "d4_check":
        d["stage"] = "d5_strat"
        _famine(state, side, ev)
        return
    if stage == "d5_strat":
        d["stage"] = "attrition"
        d["attrition"] = attrition_zones(state, side)
        if stratagems.window_open(state, side, "d5"):
            ask(state, side, "d_window", moment="d5")
        return
    if stage == "attrition":
        if d.get("attrition_pick"):
            ask(state, side, "attrition_pick", zone=d["attrition_pick"])
            return
        if not d["attrition"]:
            d["stage"] = "siege"
            d["sieges"] = siege_zones(state, side)
            return
        zone = d["attrition"].pop(0)
        units = units_at(state, zone, side, fort=False)
        if units:
            worth_asking = attrition_reroll_matters(attrition_modifier(state, zone, side), len(units), side)
            roll(
                state,
                ev,
                "attrition",
                1,
                then="attrition_rolled",
                worth_asking=worth_asking,
                zone=zone,
                side=side,
            )
        return
    if stage == "siege":
        if d.get("occupy"):
            ask(state, side, "siege_occupy", zone=d["occupy"]["zone"])
            return
        if not d["sieges"]:
            d["stage"] = "walls"
            d["tried"] = []
            return
        zone = d["sieges"].pop(0)
        if siege_possible(state, side, zone):
            bonus = min(facts().rules.siege_bonus_max, len(units_at(state, zone, side, fort=False)))
            need = facts().rules.siege_success

            def judge(dice: list[int]) -> str:
                return side if dice[0] + bonus >= need else other(side)

            roll(state, ev, "siege", 1, then="siege_rolled", judge=judge, zone=zone, side=side)
        return
    if stage == "walls":
        if not _wall_targets(state, side):
            d["i"] += 1
            if d["i"] < 2:
                _start_d3(state)
            return
        ask(state, side, "wall_attempt")
        return


def _start_d3(state: SyracuseState) -> None:
    """D.3 for the side whose turn it is: "Il peut retourner autant d'unités affaiblies sur leur face
    pleine force que le nombre total de ses bonus de chef". No "sur la carte" here, unlike 2.C and D.2:
    a leader at Catane counts. (The count is overwritten, never removed and added again, so the key keeps
    its place and the stored text is the same whether the state was reloaded or kept in memory.)"""
    d = state.ctx.d
    d["stage"] = "d3"
    side = d_side(state)
    d["recover_left"] = sum(leader_swords(state, c.id) for c in leaders_in_play(state, side))
    state.ctx.d3_extra = 0


# ------------------------------------------------------------------------------- D.1 and D.2
def _keep_options(state: SyracuseState) -> list[Action]:
    return [act("keep", counter=c) for c in sorted(set(state.hands[d_side(state)]))]


@decision("keep", _keep_options, error="not_in_hand")
def _keep(state: SyracuseState, action: Action, ev: Ev) -> None:
    """D.1: one stratagem at most stays in hand; the others go back to the bowl."""
    state.prompt = None
    side = d_side(state)
    kept = action.params["counter"]
    back = [c for c in state.hands[side]]
    back.remove(kept)
    state.hands[side] = [kept]
    state.bowl = sorted(state.bowl + back)
    emit(ev, "stratagems_returned", side=side, count=len(back))


def safe_places(state: SyracuseState, side: str) -> tuple[list[str], list[str], list[str]]:
    """D.2 havens of a side: (fortified land zones, ports, forts with their "/fort" suffix)."""
    f = facts()
    land = [z.id for z in f.zones.values() if z.kind == "land" and fortified_owner(state, z.id) == side]
    ports = [z.id for z in f.zones.values() if z.port_of == side and f.is_sea(z.id) and is_port(state, z.id)]
    forts = [f.forts[fo].zone + "/fort" for fo, owner in sorted(state.works.forts.items()) if owner == side]
    return land, ports, forts


def safe_destinations(state: SyracuseState, side: str, cid: str, places=None, rooms=None) -> list[str]:  # type: ignore[no-untyped-def]
    """D.2: a fortified zone, fort or port the side controls (stacking respected), or Catane (Athenian,
    no chains, land PF escorted by at least as many trireme PF moved there)."""
    land, ports, forts = places or safe_places(state, side)
    counter = state.units.get(cid) or state.leaders[cid]
    here = counter.zone
    naval = cid in state.units and is_naval(cid)
    if naval:
        out = [z for z in ports if z != here]
    else:
        out = [z for z in land if z != here]
        for target in forts:
            zone = target[:-5]
            if here == zone and counter.in_fort:
                continue
            room = rooms[zone] if rooms is not None else _fort_room(state, side, zone)
            if cid in state.leaders or room > 0:
                out.append(target)
    if side == "athenian" and state.works.chains != "built" and here != CATANE:
        catane = state.ctx.d["catane"]
        if naval or cid in state.leaders or catane["naval"] - catane["land"] >= pf_of(state, [cid]):
            out.append(CATANE)
    return out


def _fort_room(state: SyracuseState, side: str, zone: str) -> int:
    return facts().forts[fort_of_zone(zone)].stack_limit - len(units_at(state, zone, side, fort=True))  # type: ignore[index]


def _d2_options(state: SyracuseState) -> list[Action]:
    side = d_side(state)
    places = safe_places(state, side)
    rooms = {target[:-5]: _fort_room(state, side, target[:-5]) for target in places[2]}  # once, not per unit
    out = []
    movers = [u.id for u in live_units(state, side) if on_map(u.zone)]
    movers += [c.id for c in leaders_on_map(state, side) if not c.sick]
    for cid in movers:
        out += [act("d2_move", counter=cid, to=z) for z in safe_destinations(state, side, cid, places, rooms)]
    return [*out, act("done")]


@decision("d2", _d2_options, error="not_a_safe_place")
def _d2(state: SyracuseState, action: Action, ev: Ev) -> None:
    state.prompt = None
    d = state.ctx.d
    if action.kind == "done":
        d["i"] += 1
        d["stage"] = "keep"
        return
    cid, to = action.params["counter"], action.params["to"]
    counter = writable(state, cid)
    fort = to.endswith("/fort")
    if to == CATANE and cid in state.units:
        key = "naval" if is_naval(cid) else "land"
        d["catane"][key] += pf_of(state, [cid])
    counter.zone, counter.in_fort = (to[:-5], True) if fort else (to, False)
    emit(ev, "safe_move", counter=cid, side=counter.side, to=to)
    from engine.syracuse.b3 import capture_leaders

    capture_leaders(state, ev)


# ------------------------------------------------------------------------------------- D.3
def _recover_options(state: SyracuseState) -> list[Action]:
    side = d_side(state)
    d = state.ctx.d
    out = []
    if d["recover_left"] + (state.ctx.d3_extra or 0) > 0:
        out += [act("recover", unit=u) for u in weakened_units(state, side)]
    out += stratagems.offers(state, side, "d3")
    out += advantage.anytime_uses(state, side)
    return [*out, act("done")]


@decision("recover", _recover_options, error="cannot_recover")
def _recover(state: SyracuseState, action: Action, ev: Ev) -> None:
    """D.3: as many weakened units back to full strength as the side's leader bonuses (plus S15/S16)."""
    state.prompt = None
    side = d_side(state)
    d = state.ctx.d
    if action.kind == "done":
        d["stage"] = "d4"
        state.ctx.d3_extra = 0
        return
    if action.kind == "play":
        stratagems.play(state, side, action, ev)
        return
    if action.kind == "advantage":
        advantage.apply_anytime(state, side, action, ev)
        return
    recover_unit(state, action.params["unit"], ev, "leaders")
    if d["recover_left"] > 0:
        d["recover_left"] -= 1
    else:
        state.ctx.d3_extra -= 1


# ------------------------------------------------------------------------------------- D.4
def _d_window_options(state: SyracuseState) -> list[Action]:
    moment = state.prompt.data["moment"] if state.prompt else "d5"
    return [act("pass"), *stratagems.offers(state, d_side(state), moment)]


@decision("d_window", _d_window_options, error="cannot_play")
def _d_window(state: SyracuseState, action: Action, ev: Ev) -> None:
    state.prompt = None
    if action.kind == "play":
        stratagems.play(state, d_side(state), action, ev)


def _famine(state: SyracuseState, side: str, ev: Ev) -> None:
    """6.3: on box 0, Syracuse capitulates; the Athenian army is weakened."""
    if state.supply[side].level > facts().rules.supply_track_min:
        return
    if side == "syracusan":
        win(state, "athenian", "total", ev, reason="capitulation")
        return
    emit(ev, "famine", side=side)
    for unit in live_units(state, side):
        weaken_unit(state, unit.id, ev, "famine")


# ------------------------------------------------------------------------------------- D.5
def attrition_zones(state: SyracuseState, side: str) -> list[str]:
    """6.4: every zone holding the side's units outside Syracuse, the camp, forts, ports and Catane."""
    bf = board_facts(state)
    zones = {u.zone for u in live_units(state, side) if u.zone and not u.in_fort}
    return sorted(z for z in zones if not board().attrition_exempt(z, bf))  # type: ignore[arg-type]


def attrition_modifier(state: SyracuseState, zone: str, side: str) -> int:
    """6.4: +1 per full 5 land PF or 20 naval PF in the zone, +1 in winter."""
    rules = facts().rules
    ids = units_at(state, zone, side, fort=False)
    land = pf_of(state, [u for u in ids if not is_naval(u)])
    naval = pf_of(state, [u for u in ids if is_naval(u)])
    winter = rules.attrition_winter_bonus if facts().season(state.turn) == "winter" else 0
    return land // rules.attrition_land_pf_step + naval // rules.attrition_naval_pf_step + winter


def attrition_hits(total: int, units: int) -> int:
    """6.4: units an attrition total hits: none on 1-4, one on 5, every unit on 6 or more."""
    rules = facts().rules
    if total >= rules.attrition_all_units:
        return units
    return 1 if total == rules.attrition_one_unit else 0


def attrition_reroll_matters(base: int, units: int, side: str) -> Callable[[list[int], str], bool]:
    """8: the Advantage may cancel an attrition die; it is offered only when a new throw could turn out
    better for its holder: fewer units hit when the zone is his, more when it is his opponent's."""

    def worth_asking(dice: list[int], holder: str) -> bool:
        now = attrition_hits(dice[0] + base, units)
        possible = {attrition_hits(face + base, units) for face in range(1, 7)}
        return min(possible) < now if holder == side else max(possible) > now

    return worth_asking


@step("attrition_rolled")
def _attrition_rolled(state: SyracuseState, ev: Ev) -> None:
    rolled = take_roll(state)
    zone, side = rolled["data"]["zone"], rolled["data"]["side"]
    rules = facts().rules
    ids = units_at(state, zone, side, fort=False)
    total = rolled["dice"][0] + attrition_modifier(state, zone, side)
    emit(ev, "attrition", side=side, zone=zone, die=rolled["dice"][0], total=total)
    if total >= rules.attrition_all_units:
        for uid in ids:
            weaken_unit(state, uid, ev, "attrition")
    elif total == rules.attrition_one_unit and ids:
        state.ctx.d["attrition_pick"] = zone


def _attrition_pick_options(state: SyracuseState) -> list[Action]:
    zone = state.ctx.d["attrition_pick"]
    return [act("pick_unit", unit=u) for u in units_at(state, zone, d_side(state), fort=False)]


@decision("attrition_pick", _attrition_pick_options)
def _attrition_pick(state: SyracuseState, action: Action, ev: Ev) -> None:
    state.prompt = None
    state.ctx.d.pop("attrition_pick")
    weaken_unit(state, action.params["unit"], ev, "attrition")


def siege_zones(state: SyracuseState, side: str) -> list[str]:
    return sorted(f.zone for f in facts().forts.values() if siege_possible(state, side, f.zone))


def siege_possible(state: SyracuseState, side: str, zone: str) -> bool:
    """4.3: an enemy-held fort with its garrison, no enemy unit left in the zone, the besieger present."""
    enemy = other(side)
    return (
        bool(units_at(state, zone, enemy, fort=True))
        and not units_at(state, zone, enemy, fort=False)
        and bool(units_at(state, zone, side, fort=False))
    )


@step("siege_rolled")
def _siege_rolled(state: SyracuseState, ev: Ev) -> None:
    rolled = take_roll(state)
    zone, side = rolled["data"]["zone"], rolled["data"]["side"]
    rules = facts().rules
    bonus = min(rules.siege_bonus_max, len(units_at(state, zone, side, fort=False)))
    total = rolled["dice"][0] + bonus
    success = total >= rules.siege_success
    emit(ev, "siege", side=side, zone=zone, die=rolled["dice"][0], bonus=bonus, success=success)
    if not success:
        return
    enemy = other(side)
    from engine.syracuse.b3 import eliminate_leader

    for uid in units_at(state, zone, enemy, fort=True):
        eliminate_unit(state, uid, ev, "siege")
    for lid in leaders_at(state, zone, enemy, fort=True):
        eliminate_leader(state, lid, ev, "captured")
    state.works.forts[fort_of_zone(zone)] = side  # type: ignore[index]
    emit(ev, "fort_taken", side=side, zone=zone)
    state.ctx.d["occupy"] = {"zone": zone, "left": facts().rules.stacking["fort"]}


def _siege_occupy_options(state: SyracuseState) -> list[Action]:
    occ = state.ctx.d["occupy"]
    if occ["left"] <= 0:
        return [act("done")]
    ids = units_at(state, occ["zone"], d_side(state), fort=False)
    return [*[act("occupy", unit=u) for u in ids], act("done")]


@decision("siege_occupy", _siege_occupy_options)
def _siege_occupy(state: SyracuseState, action: Action, ev: Ev) -> None:
    """4.3: one or two of the besieger's units may enter the fort at once."""
    state.prompt = None
    occ = state.ctx.d["occupy"]
    if action.kind == "done" or occ["left"] <= 0:
        state.ctx.d.pop("occupy")
        return
    writable_unit(state, action.params["unit"]).in_fort = True
    occ["left"] -= 1
    if occ["left"] <= 0:
        state.ctx.d.pop("occupy")


def _wall_targets(state: SyracuseState, side: str) -> list[str]:
    """4.5: enemy walls with 2 PF of H/A/P in both adjacent zones; chains with a trireme next to them."""
    bf = board_facts(state)
    tried = state.ctx.d.get("tried", [])
    pf = hap_pf_by_zone(state, side)
    out = [
        w
        for w, s in sorted(state.works.walls.items())
        if s == "built"
        and facts().walls[w].side != side
        and w not in tried
        and board().wall_destroyable(w, bf, pf, facts().rules.wall_destruction_min_pf)
    ]
    ships = frozenset(u.zone for u in live_units(state, side) if is_naval(u.id) and u.zone)
    if "chains" not in tried and board().chains_breakable(side, bf, ships):  # type: ignore[arg-type]
        out.append("chains")
    return out


def _wall_options(state: SyracuseState) -> list[Action]:
    return [*[act("attempt", target=t) for t in _wall_targets(state, d_side(state))], act("done")]


@decision("wall_attempt", _wall_options)
def _wall_attempt(state: SyracuseState, action: Action, ev: Ev) -> None:
    state.prompt = None
    d = state.ctx.d
    side = d_side(state)
    if action.kind == "done":
        d["tried"] = d.get("tried", []) + _wall_targets(state, side)
        return
    target = action.params["target"]
    d["tried"].append(target)
    rules = facts().rules
    need = rules.chains_destruction_success if target == "chains" else rules.wall_destruction_success

    def judge(dice: list[int]) -> str:
        return side if dice[0] >= need else other(side)

    roll(state, ev, "wall_destruction", 1, then="wall_rolled", judge=judge, target=target, side=side)


@step("wall_rolled")
def _wall_rolled(state: SyracuseState, ev: Ev) -> None:
    from engine.syracuse.supply import refresh_persistent

    rolled = take_roll(state)
    target, side = rolled["data"]["target"], rolled["data"]["side"]
    rules = facts().rules
    need = rules.chains_destruction_success if target == "chains" else rules.wall_destruction_success
    success = rolled["dice"][0] >= need
    emit(ev, "wall_test", side=side, target=target, die=rolled["dice"][0], success=success)
    if success:
        if target == "chains":
            state.works.chains = "broken"
        else:
            state.works.walls[target] = "destroyed"
        refresh_persistent(state, ev)
