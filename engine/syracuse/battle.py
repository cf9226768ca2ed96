"""Combats of an action phase (4.): paying the AP, battles, fort and camp assaults, losses and retreats.

A battle runs as a chain of stages kept in `ctx.battle`: stratagem windows (attacker, then
defender), the roll (which the Advantage may cancel), losses chosen by their owners, the loser's
retreat one counter at a time, stacking after the retreat, the S9 window, and captured leaders.
The table itself is helper D1's `engine.syracuse.combat`.
"""

from __future__ import annotations

from math import ceil
from typing import Any

from engine.core import Action
from engine.syracuse import combat, stratagems
from engine.syracuse.b3 import budget_left, capture_leaders, eliminate_leader
from engine.syracuse.board import board
from engine.syracuse.content.models import CATANE
from engine.syracuse.dice import roll, take_roll
from engine.syracuse.facts import facts
from engine.syracuse.losses import eliminate_unit, weaken_unit
from engine.syracuse.movement import can_carry, sea_passable
from engine.syracuse.queries import (
    board_facts,
    fort_of_zone,
    fortified_owner,
    is_naval,
    leader_swords,
    leaders_at,
    naval_pf_limit,
    overstacked,
    pf_of,
    stack_limit,
    unit_pf,
    unit_type,
    units_at,
)
from engine.syracuse.state import SyracuseState, other, writable, writable_leader, writable_unit
from engine.syracuse.steps import Ev, act, ask, decision, emit, goto, step


# ------------------------------------------------------------------------ which zones fight
def contested_zones(state: SyracuseState) -> list[str]:
    """4.1: zones holding combat units of both sides outside forts (land units on land, triremes at sea)."""
    sides: dict[str, set[str]] = {}
    f = facts()
    for u in state.units.values():
        if u.zone is None or u.zone == CATANE or u.in_fort:
            continue
        if f.is_sea(u.zone) and not is_naval(u.id):
            continue  # troops carried by a convoy do not fight (3.5)
        sides.setdefault(u.zone, set()).add(u.side)
    return sorted(z for z, s in sides.items() if len(s) == 2)


def assault_zones(state: SyracuseState) -> list[str]:
    """4.3: the enemy holds only the fort of a reinforced zone where the active player stands."""
    side = state.active
    done = state.ctx.assaulted or []
    out = []
    for zone in sorted({u.zone for u in state.units.values() if u.zone and u.side == side and not u.in_fort}):
        if zone in done or fort_of_zone(zone) is None:
            continue
        if units_at(state, zone, other(side), fort=True) and not units_at(
            state, zone, other(side), fort=False
        ):
            out.append(zone)
    return out


def camp_assault_possible(state: SyracuseState) -> bool:
    """4.4: the Syracusan attacks the built camp only by a combined attack (S11) from T13 and T15."""
    if state.active != "syracusan" or state.works.camp != "built" or state.ctx.camp_assaulted:
        return False
    camp = next(fo for fo in facts().content.map.fortifications if fo.id == "athenian_camp")
    if not all(
        [u for u in units_at(state, z, "syracusan", fort=False) if not is_naval(u)] for z in camp.assault_from
    ):
        return False
    if "syracusan" in state.played_this_phase or not stratagems.holds(state, "syracusan", 11):
        return False
    return state.combat_paid or budget_left(state) >= 1


def pay_combat_ap(state: SyracuseState, ev: Ev) -> bool:
    """B.3.3: one AP pays every combat of the action phase."""
    if state.combat_paid:
        return True
    if budget_left(state) < 1:
        return False
    state.phase_spent += 1
    state.combat_paid = True
    emit(ev, "combat_ap", side=state.active)
    return True


@step("combat_start")
def _combat_start(state: SyracuseState, ev: Ev) -> None:
    state.ctx.assaulted = []
    zones = contested_zones(state)
    if zones and not pay_combat_ap(state, ev):
        # 4.1: no AP left for the compulsory combats: the attacker's units go back weakened
        side = state.active
        for zone in zones:
            for uid in units_at(state, zone, side, fort=False):
                unit = writable_unit(state, uid)
                if unit.origin is not None:
                    unit.zone, unit.in_fort = unit.origin, unit.origin_fort
                    unit.weakened = True
                    emit(ev, "unit_returns_weakened", unit=uid, zone=unit.origin)
            for lid in leaders_at(state, zone, side):
                leader = writable_leader(state, lid)
                if leader.origin is not None:
                    leader.zone, leader.in_fort = leader.origin, False
        capture_leaders(state, ev)
    goto(state, "combat_choose")


@step("combat_choose")
def _combat_choose(state: SyracuseState, ev: Ev) -> None:
    options = _fight_options(state)
    if options == [act("end_phase")]:
        goto(state, "b3_end_phase")
        return
    ask(state, state.active, "fight")


def _fight_options(state: SyracuseState) -> list[Action]:
    zones = contested_zones(state)
    if zones:
        return [act("fight", zone=z) for z in zones]
    out = []
    if state.combat_paid or budget_left(state) >= 1:
        out += [act("assault", zone=z) for z in assault_zones(state)]
    if camp_assault_possible(state):
        out.append(act("camp_assault"))
    return [*out, act("end_phase")]


@decision("fight", _fight_options, error="no_such_combat")
def _fight(state: SyracuseState, action: Action, ev: Ev) -> None:
    state.prompt = None
    side = state.active
    if action.kind == "end_phase":
        goto(state, "b3_end_phase")
        return
    if action.kind == "fight":
        zone = action.params["zone"]
        setup_battle(state, zone, "normal")
    elif action.kind == "assault":
        zone = action.params["zone"]
        pay_combat_ap(state, ev)
        state.ctx.assaulted.append(zone)
        setup_battle(state, zone, "fort")
    else:
        pay_combat_ap(state, ev)
        state.ctx.camp_assaulted = True
        stratagems.spend(state, side, 11, ev)
        setup_battle(state, "T17", "camp")
    emit(ev, "battle", zone=state.ctx.battle["zone"], kind=state.ctx.battle["kind"], attacker=side)
    goto(state, "battle")


def setup_battle(state: SyracuseState, zone: str, kind: str) -> None:
    attacker = state.active
    defender = other(attacker)
    naval = facts().is_sea(zone)

    def fighters(side: str, fort: bool) -> list[str]:
        return [u for u in units_at(state, zone, side, fort=fort) if is_naval(u) == naval]

    if kind == "camp":
        camp = next(fo for fo in facts().content.map.fortifications if fo.id == "athenian_camp")
        att = [
            u for z in camp.assault_from for u in units_at(state, z, attacker, fort=False) if not is_naval(u)
        ]
        att_leaders = [c for z in camp.assault_from for c in leaders_at(state, z, attacker, fort=False)]
        dfn: list[str] = []
        def_leaders = leaders_at(state, zone, defender)
        stage = "camp_garrison"
    elif kind == "fort":
        att, att_leaders = fighters(attacker, False), leaders_at(state, zone, attacker, fort=False)
        dfn, def_leaders = fighters(defender, True), leaders_at(state, zone, defender, fort=True)
        stage = "strat_att"
    else:
        att, att_leaders = fighters(attacker, False), leaders_at(state, zone, attacker, fort=False)
        dfn, def_leaders = fighters(defender, False), leaders_at(state, zone, defender, fort=False)
        stage = "strat_att"
    state.ctx.battle = {
        "zone": zone,
        "kind": kind,
        "naval": naval,
        "attacker": attacker,
        "defender": defender,
        "att": att,
        "def": dfn,
        "att_leaders": att_leaders,
        "def_leaders": def_leaders,
        "stage": stage,
        "played": [],  # [{"n": number, "side": side, ...}]
        "pf_bonus": {attacker: 0, defender: 0},
        "pf_factor": {},
        "losses": [],
        "retreat": [],
    }


def forces(state: SyracuseState) -> tuple[list[str], list[str]]:
    b = state.ctx.battle
    return (
        [u for u in b["att"] if state.units[u].zone is not None],
        [u for u in b["def"] if state.units[u].zone is not None],
    )


# ------------------------------------------------------------------------------- the stages
@step("battle")
def _battle(state: SyracuseState, ev: Ev) -> None:
    b = state.ctx.battle
    stage = b["stage"]
    if stage == "camp_garrison":
        in_camp = [u for u in units_at(state, "T17", b["defender"]) if not is_naval(u)]
        limit = facts().rules.stacking["camp_marker"]
        if len(in_camp) <= limit:
            b["def"] = in_camp
            b["stage"] = "strat_att"
            if not in_camp:
                b["stage"] = "camp_falls"
            return
        if len(b["def"]) >= limit:
            b["stage"] = "strat_att"
            return
        ask(state, b["defender"], "camp_garrison")
        return
    if stage == "camp_falls":
        emit(ev, "camp_undefended")
        b["winner"] = "attacker"
        b["stage"] = "after_losses"
        return
    if stage in ("strat_att", "strat_def"):
        side = b["attacker"] if stage == "strat_att" else b["defender"]
        moment = "battle_att" if stage == "strat_att" else "battle_def"
        b["stage"] = "strat_def" if stage == "strat_att" else "roll"
        if stratagems.window_open(state, side, moment):
            b["window"] = (side, moment)
            ask(state, side, "battle_strat", zone=b["zone"])
        return
    if stage == "roll":
        b["stage"] = "rolled"
        roll(state, ev, "combat", 1, then="battle_rolled", zone=b["zone"])
        return
    if stage == "losses":
        _next_loss(state, ev)
        return
    if stage == "after_losses":
        _after_losses(state, ev)
        return
    if stage == "retreat":
        _next_retreat(state, ev)
        return
    if stage == "occupy":
        if b["occupy_left"] <= 0 or not _occupy_options(state)[:-1]:
            b["stage"] = "restack"
            return
        ask(state, b["attacker"], "occupy")
        return
    if stage == "restack":
        place = _overstacked_after_retreat(state)
        if place is None:
            b["stage"] = "s9"
            return
        ask(state, place[0], "restack", zone=place[1], fort=place[2])
        return
    if stage == "s9":
        b["stage"] = "end"
        winner_side = b[b["winner"]] if b.get("winner") in ("attacker", "defender") else None
        if winner_side and stratagems.window_open(state, winner_side, "after_battle"):
            b["window"] = (winner_side, "after_battle")
            ask(state, winner_side, "battle_strat", zone=b["zone"])
        return
    overloaded = overloaded_convoy(state) if b["naval"] else None
    if overloaded is not None:
        ask(state, overloaded[1], "convoy_loss", zone=overloaded[0])
        return
    capture_leaders(state, ev, in_combat=True)
    state.ctx.battle = None
    goto(state, "combat_choose")


def overloaded_convoy(state: SyracuseState) -> tuple[str, str] | None:
    """3.5: after a naval combat, troops still aboard must fit 1 land PF per trireme PF of their side
    in the zone (with no trireme left, nothing is carried). Returns a (zone, side) over the limit."""
    f = facts()
    aboard: dict[tuple[str, str], list[str]] = {}
    for u in state.units.values():
        if u.zone is not None and u.zone != CATANE and f.is_sea(u.zone) and not is_naval(u.id):
            aboard.setdefault((u.zone, u.side), []).append(u.id)
    for (zone, side), ids in sorted(aboard.items()):
        ships = [u for u in units_at(state, zone, side) if is_naval(u)]
        if not ships or pf_of(state, ids) > pf_of(state, ships):
            return zone, side
    return None


def _convoy_options(state: SyracuseState) -> list[Action]:
    zone, side = overloaded_convoy(state)  # type: ignore[misc]
    return [act("eliminate", unit=u) for u in units_at(state, zone, side) if not is_naval(u)]


@decision("convoy_loss", _convoy_options)
def _convoy_loss(state: SyracuseState, action: Action, ev: Ev) -> None:
    """3.5: the owner eliminates the troops his remaining triremes cannot carry."""
    state.prompt = None
    eliminate_unit(state, action.params["unit"], ev, "convoy_lost")


def _garrison_options(state: SyracuseState) -> list[Action]:
    b = state.ctx.battle
    return [
        act("garrison", unit=u)
        for u in units_at(state, "T17", b["defender"])
        if not is_naval(u) and u not in b["def"]
    ]


@decision("camp_garrison", _garrison_options)
def _garrison(state: SyracuseState, action: Action, ev: Ev) -> None:
    """5.2: the Athenian puts 3 units of T17 on the camp marker to defend it."""
    state.prompt = None
    state.ctx.battle["def"].append(action.params["unit"])


def _battle_strat_options(state: SyracuseState) -> list[Action]:
    side, moment = state.ctx.battle["window"]
    return [act("pass"), *stratagems.offers(state, side, moment)]


@decision("battle_strat", _battle_strat_options, error="cannot_play")
def _battle_strat(state: SyracuseState, action: Action, ev: Ev) -> None:
    state.prompt = None
    side, _ = state.ctx.battle.pop("window")
    if action.kind == "play":
        stratagems.play(state, side, action, ev)


def side_force(state: SyracuseState, role: str) -> combat.Force:
    b = state.ctx.battle
    side = b[role]
    ids = forces(state)[0 if role == "attacker" else 1]
    units = tuple(
        combat.ForceUnit(type=unit_type(u), sword=facts().units[u].sword, pf=unit_pf(state, u)) for u in ids
    )
    leaders = b["att_leaders"] if role == "attacker" else b["def_leaders"]
    cancelled = any(p["n"] == 19 and p["side"] != side for p in b["played"])
    bonus = (
        0 if cancelled else sum(1 for c in leaders if state.leaders[c].zone and leader_swords(state, c) > 0)
    )
    return combat.Force(units=units, bonus_leaders=bonus)


def battle_context(state: SyracuseState) -> combat.BattleContext:
    b = state.ctx.battle
    zone = b["zone"]
    att_ids = forces(state)[0]
    holder = None
    if b["kind"] == "normal" and fort_of_zone(zone):
        if units_at(state, zone, b["attacker"], fort=True):
            holder = "attacker"
        elif units_at(state, zone, b["defender"], fort=True):
            holder = "defender"
    swords = None
    if b["kind"] == "fort":
        swords = facts().forts[fort_of_zone(zone)].swords  # type: ignore[index]
    elif b["kind"] == "camp":
        swords = next(fo for fo in facts().content.map.fortifications if fo.id == "athenian_camp").swords

    def every(flag: str) -> bool:
        return bool(att_ids) and b["kind"] == "normal" and all(flag in state.units[u].entry for u in att_ids)

    return combat.BattleContext(
        fort_holder=holder,  # type: ignore[arg-type]
        fort_assault_swords=swords,
        crossed_river=every("river"),
        amphibious=every("amphibious"),
        climbed_from_clear=every("climb") and facts().terrain(zone) == "high",
        crossed_wall=every("wall"),
    )


def stratagem_shift(state: SyracuseState) -> dict[str, int]:
    """Column shifts from stratagems (7.), towards the side that played them, and the permanent S6."""
    b = state.ctx.battle
    sizes = facts().content.crt.model_dump().get("stratagem_column_shifts", {})
    keys = {s.number: s.key for s in facts().stratagems.values()}
    out: dict[str, int] = {}
    for p in b["played"]:
        n = p["n"]
        if n in (1, 2, 3, 8):
            size = sizes.get(keys[n], 1)
            out[f"S{n}"] = size if p["side"] == b["attacker"] else -size
    if b["naval"] and 6 in state.permanent:
        size = sizes.get(keys[6], 1)
        out["S6"] = size if b["attacker"] == "syracusan" else -size
    return out


def battle_pf(state: SyracuseState) -> tuple[int, int]:
    b = state.ctx.battle
    att_ids, def_ids = forces(state)
    pf = {b["attacker"]: pf_of(state, att_ids), b["defender"]: pf_of(state, def_ids)}
    for side in pf:
        pf[side] += b["pf_bonus"].get(side, 0)
        factor = b["pf_factor"].get(side)
        if factor == "two_thirds":
            pf[side] = (2 * pf[side]) // 3
        elif factor == "half_up":
            pf[side] = ceil(pf[side] / 2)
    return pf[b["attacker"]], pf[b["defender"]]


@step("battle_rolled")
def _battle_rolled(state: SyracuseState, ev: Ev) -> None:
    rolled = take_roll(state)
    b = state.ctx.battle
    crt = facts().content.crt
    attacker, defender = side_force(state, "attacker"), side_force(state, "defender")
    context = battle_context(state)
    die_mods = combat.die_modifiers(attacker, defender, context)
    shifts = combat.column_shifts(attacker, defender, context, crt.column_modifiers)
    shifts.update(stratagem_shift(state))
    att_pf, def_pf = battle_pf(state)
    tie_rule = state.options.get("tie_rule") or None
    outcome = combat.resolve(
        crt, att_pf, def_pf, rolled["dice"][0], sum(die_mods.values()), sum(shifts.values()), tie_rule
    )
    b["winner"] = outcome.winner
    b["result"] = {"attacker": outcome.result.attacker, "defender": outcome.result.defender}
    emit(
        ev,
        "combat_result",
        zone=b["zone"],
        attacker=b["attacker"],
        attacker_pf=att_pf,
        defender_pf=def_pf,
        base_column=crt.columns[outcome.base_column].id,
        column=outcome.column_id,
        shifts={k: v for k, v in shifts.items() if v},
        roll=outcome.roll,
        die_modifiers={k: v for k, v in die_mods.items() if v},
        die=outcome.die,
        attacker_loss=outcome.result.attacker,
        defender_loss=outcome.result.defender,
        winner=b[outcome.winner],
    )
    b["losses"] = [
        {"role": "attacker", "code": outcome.result.attacker},
        {"role": "defender", "code": outcome.result.defender},
    ]
    b["stage"] = "losses"


def _next_loss(state: SyracuseState, ev: Ev) -> None:
    b = state.ctx.battle
    while b["losses"]:
        entry = b["losses"][0]
        role, code = entry["role"], entry["code"]
        ids = forces(state)[0 if role == "attacker" else 1]
        side = b[role]
        if "need" not in entry:
            entry["need"] = combat.units_hit(code, len(ids))
            entry["hit"] = []
            if code == "E":
                for uid in ids:
                    eliminate_unit(state, uid, ev, "combat")
                for lid in b["att_leaders"] if role == "attacker" else b["def_leaders"]:
                    if state.leaders[lid].zone is not None:
                        eliminate_leader(state, lid, ev, "combat", in_combat=True)
                b["losses"].pop(0)
                continue
            if code == "A" or entry["need"] >= len(ids):
                for uid in ids:
                    weaken_unit(state, uid, ev, "combat")
                b["losses"].pop(0)
                continue
        if len(entry["hit"]) >= entry["need"]:
            b["losses"].pop(0)
            continue
        ask(state, side, "battle_loss", role=role, code=code, left=entry["need"] - len(entry["hit"]))
        return
    b["stage"] = "after_losses"


def _loss_options(state: SyracuseState) -> list[Action]:
    b = state.ctx.battle
    entry = b["losses"][0]
    ids = forces(state)[0 if entry["role"] == "attacker" else 1]
    return [act("lose", unit=u) for u in ids if u not in entry["hit"]]


@decision("battle_loss", _loss_options, error="not_in_battle")
def _lose(state: SyracuseState, action: Action, ev: Ev) -> None:
    """4.2.1: the owner picks which units take a fractional result."""
    state.prompt = None
    entry = state.ctx.battle["losses"][0]
    entry["hit"].append(action.params["unit"])
    weaken_unit(state, action.params["unit"], ev, "combat")


def _after_losses(state: SyracuseState, ev: Ev) -> None:
    b = state.ctx.battle
    zone, kind = b["zone"], b["kind"]
    loser_role = "defender" if b["winner"] == "attacker" else "attacker"
    loser = b[loser_role]
    winner = b[b["winner"]]
    b["occupy_left"] = 0
    if kind == "camp":
        if b["winner"] == "attacker":
            state.works.camp = "destroyed"
            emit(ev, "camp_destroyed")
            b["retreat"] = [u for u in units_at(state, "T17", loser) if not is_naval(u)] + leaders_at(
                state, "T17", loser
            )
            b["occupy_left"] = 99
            b["occupy_from"] = [u for u in forces(state)[0]]
        b["stage"] = "retreat"
        return
    if kind == "fort" and loser_role == "defender":
        for uid in units_at(state, zone, loser, fort=True):
            eliminate_unit(state, uid, ev, "assault")
        for lid in leaders_at(state, zone, loser, fort=True):
            eliminate_leader(state, lid, ev, "captured", in_combat=True)
        state.works.forts[fort_of_zone(zone)] = winner  # type: ignore[index]
        emit(ev, "fort_taken", side=winner, zone=zone)
        b["occupy_left"] = facts().rules.stacking["fort"]
        b["occupy_from"] = [u for u in forces(state)[0]]
        b["stage"] = "retreat"
        return
    ids = units_at(state, zone, loser, fort=False)
    ids = [u for u in ids if is_naval(u)] if b["naval"] else [u for u in ids if not is_naval(u)]
    b["retreat"] = ids + leaders_at(state, zone, loser, fort=False)
    b["stage"] = "retreat"


def retreat_destinations(state: SyracuseState, cid: str) -> list[str]:
    """4.2.2: adjacent zones free of enemy units, a friendly fort of the zone, or by sea (3.4)."""
    b = state.ctx.battle
    zone = b["zone"] if b["kind"] != "camp" else "T17"
    side = state.units[cid].side if cid in state.units else state.leaders[cid].side
    naval = b["naval"]
    bf = board_facts(state)
    dests = board().retreat_destinations(zone, side, bf, land=not naval)  # type: ignore[arg-type]
    out = []
    for d in dests:
        if d in facts().forts:
            out.append(facts().forts[d].zone + "/fort")
        else:
            out.append(d)
    if not naval:
        out += [z for z in amphibious_retreats(state, cid, zone, side) if z not in out]
    return out


def amphibious_retreats(state: SyracuseState, cid: str, zone: str, side: str) -> list[str]:
    """4.2.2 and 3.4: a retreat by sea, through sea zones each holding a friendly fleet able to carry
    the counter (1 land PF per trireme PF, leaders free) and no enemy one, within its MP (sea zones
    cost 1 like clear ground, landing on high ground +1), to a land zone free of enemy units."""
    f = facts()
    rules = f.rules
    if cid in state.units:
        pf, mp = unit_pf(state, cid), rules.land_unit_mp
    else:
        pf, mp = 0, rules.leader_land_mp
    base, climb = rules.move_cost["base"], rules.move_cost["climb"]
    cost: dict[str, int] = {}
    frontier = [s for s in sorted(f.coast.get(zone, ())) if can_carry(state, side, s, pf)]
    for sea in frontier:
        cost[sea] = base
    found: list[str] = []
    while frontier:
        nxt: list[str] = []
        for sea in frontier:
            for land in sorted(f.coast[sea]):
                landing = cost[sea] + base + (climb if f.terrain(land) == "high" else 0)
                if (
                    land != zone
                    and landing <= mp
                    and land not in found
                    and not units_at(state, land, other(side))
                    and fortified_owner(state, land) != other(side)
                ):
                    found.append(land)
            for further in sorted(f.sea_adj.get(sea, ())):
                if further in cost or further == CATANE or cost[sea] + base > mp - base:
                    continue
                if sea_passable(state, side, sea, further) and can_carry(state, side, further, pf):
                    cost[further] = cost[sea] + base
                    nxt.append(further)
        frontier = nxt
    return found


def _next_retreat(state: SyracuseState, ev: Ev) -> None:
    b = state.ctx.battle
    while b["retreat"]:
        cid = b["retreat"][0]
        counter = state.units.get(cid) or state.leaders[cid]
        if counter.zone is None:
            b["retreat"].pop(0)
            continue
        if not retreat_destinations(state, cid):
            b["retreat"].pop(0)
            if cid in state.units:
                eliminate_unit(state, cid, ev, "no_retreat")
            else:
                eliminate_leader(state, cid, ev, "captured", in_combat=True)
            continue
        ask(state, counter.side, "retreat", counter=cid)
        return
    b["stage"] = "occupy" if b.get("occupy_left") else "restack"


def _retreat_options(state: SyracuseState) -> list[Action]:
    cid = state.ctx.battle["retreat"][0]
    return [act("retreat", counter=cid, to=d) for d in retreat_destinations(state, cid)]


@decision("retreat", _retreat_options, error="bad_retreat")
def _retreat(state: SyracuseState, action: Action, ev: Ev) -> None:
    state.prompt = None
    b = state.ctx.battle
    cid, to = action.params["counter"], action.params["to"]
    b["retreat"].pop(0)
    counter = writable(state, cid)
    into_fort = to.endswith("/fort")
    counter.zone, counter.in_fort = (to[:-5], True) if into_fort else (to, False)
    emit(ev, "retreat", counter=cid, side=counter.side, to=to)


def _occupy_options(state: SyracuseState) -> list[Action]:
    b = state.ctx.battle
    zone = b["zone"]
    out = []
    for uid in b.get("occupy_from", []):
        unit = state.units[uid]
        if unit.zone is None or (unit.zone == zone and (unit.in_fort or b["kind"] == "camp")):
            continue
        out.append(act("occupy", unit=uid))
    return [*out, act("done")]


@decision("occupy", _occupy_options)
def _occupy(state: SyracuseState, action: Action, ev: Ev) -> None:
    """4.3: one or two units of the victor enter the taken fort; 4.4: any attackers enter the fallen camp."""
    state.prompt = None
    b = state.ctx.battle
    if action.kind == "done":
        b["occupy_left"] = 0
        return
    unit = writable_unit(state, action.params["unit"])
    if b["kind"] == "camp":
        unit.zone, unit.in_fort = "T17", False
    else:
        unit.zone, unit.in_fort = b["zone"], True
    b["occupy_left"] -= 1
    emit(ev, "occupy", unit=unit.id, zone=b["zone"])


def _overstacked_after_retreat(state: SyracuseState) -> tuple[str, str, bool] | None:
    for u in state.units.values():
        if u.zone is not None and overstacked(state, u.zone, u.side, u.in_fort):
            return u.side, u.zone, u.in_fort
    return None


def has_room(state: SyracuseState, zone: str, side: str, uid: str) -> bool:
    """Would one more unit (outside any fort) still respect the stacking limits of `zone` (3.3)?"""
    limit = stack_limit(state, zone, False)
    if limit is not None and len(units_at(state, zone, side, fort=False)) >= limit:
        return False
    pf_limit = naval_pf_limit(state, zone)
    return (
        pf_limit is None
        or pf_of(state, units_at(state, zone, side, fort=False)) + unit_pf(state, uid) <= pf_limit
    )


def _restack_options(state: SyracuseState) -> list[Action]:
    """4.2.2: an overstacked zone after a retreat sends units on to an adjacent zone free of enemies."""
    side, zone, fort = _overstacked_after_retreat(state)  # type: ignore[misc]
    f = facts()
    out = []
    for uid in units_at(state, zone, side, fort):
        if fort:
            near = [zone]
        elif is_naval(uid):
            near = sorted(b for b in f.sea_adj.get(zone, ()) if b != CATANE)
        else:
            near = sorted(f.land_adj.get(zone, ()))
        for b in near:
            if not has_room(state, b, side, uid):
                continue  # never push the surplus into another full zone
            if b == zone and fort:
                if not units_at(state, zone, other(side)):
                    out.append(act("displace", unit=uid, to=b))
                continue
            if units_at(state, b, other(side)) or fortified_owner(state, b) == other(side):
                continue
            if (
                is_naval(uid)
                and side == "syracusan"
                and f.zones[b].port_requires_camp
                and state.works.camp != "destroyed"
            ):
                continue
            out.append(act("displace", unit=uid, to=b))
    if not out:
        out = [act("eliminate", unit=uid) for uid in units_at(state, zone, side, fort)]
    return out


@decision("restack", _restack_options)
def _restack(state: SyracuseState, action: Action, ev: Ev) -> None:
    state.prompt = None
    uid = action.params["unit"]
    if action.kind == "eliminate":
        eliminate_unit(state, uid, ev, "stacking")
        return
    unit = writable_unit(state, uid)
    unit.zone, unit.in_fort = action.params["to"], False
    emit(ev, "displaced", unit=uid, to=action.params["to"])


def battle_info(state: SyracuseState) -> dict[str, Any] | None:
    return state.ctx.battle
