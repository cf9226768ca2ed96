"""C. Works: the dice each side throws (2.C), works points (5.1) and what they build (5.2-5.5)."""

from __future__ import annotations

from engine.core import Action
from engine.syracuse import stratagems
from engine.syracuse.construction import build, buildable, kind_of
from engine.syracuse.facts import facts
from engine.syracuse.queries import (
    cavalry_pf_on_map,
    leader_swords,
    leaders_on_map,
)
from engine.syracuse.state import SyracuseState, other
from engine.syracuse.steps import Ev, act, ask, decision, emit, goto, step


def works_dice(state: SyracuseState, side: str, discarded: bool) -> tuple[int, dict[str, int]]:
    """2.C: base dice and every modifier, as (count, breakdown)."""
    f = facts()
    year, season = f.year(state.turn), f.season(state.turn)
    mods = {"base": f.rules.works_base_dice[side]}  # type: ignore[index]
    mods["advantage"] = 1 if state.advantage == side else 0
    mods["year_414"] = 1 if side == "athenian" and year == -414 else 0
    mods["discard"] = 1 if discarded else 0
    mods["double_bonus_leader"] = (
        1 if any(leader_swords(state, c.id) >= 2 for c in leaders_on_map(state, side)) else 0
    )
    mods["labdalon"] = 1 if side == "athenian" and state.works.forts.get("labdalon") == "athenian" else 0
    mods["chains"] = -1 if side == "athenian" and state.works.chains == "built" else 0
    own, theirs = cavalry_pf_on_map(state, side), cavalry_pf_on_map(state, other(side))
    mods["cavalry"] = -1 if theirs > 2 * own else 0
    mods["winter"] = -1 if season == "winter" else 0
    mods["year_413"] = -1 if year == -413 else 0
    return max(0, sum(mods.values())), {k: v for k, v in mods.items() if v}


@step("c_start")
def _c_start(state: SyracuseState, ev: Ev) -> None:
    state.ctx.c = {"order": [state.initiative, other(state.initiative)], "i": 0}
    goto(state, "c_side")


def works_side(state: SyracuseState) -> str:
    c = state.ctx.c
    return c["order"][c["i"]]


@step("c_side")
def _c_side(state: SyracuseState, ev: Ev) -> None:
    c = state.ctx.c
    while c["i"] < 2:
        side = works_side(state)
        camp_turn = state.works.camp_turn
        if side == "syracusan" and (camp_turn is None or state.turn <= camp_turn):
            emit(ev, "no_works", side=side)  # 2.C: not before the turn after the camp is built
            c["i"] += 1
            continue
        if "pt" not in c:
            ask(state, side, "works_dice")
        else:
            ask(state, side, "build", pt=c["pt"])
        return
    state.ctx.c = None
    goto(state, "d_start")


def _dice_options(state: SyracuseState) -> list[Action]:
    side = works_side(state)
    out = [act("roll_works")]
    if not state.ctx.c.get("discarded"):
        out += [
            act("discard", counter=cid) for cid in sorted(set(stratagems.own_colour_counters(state, side)))
        ]
    return out


@decision("works_dice", _dice_options)
def _dice(state: SyracuseState, action: Action, ev: Ev) -> None:
    state.prompt = None
    side = works_side(state)
    c = state.ctx.c
    if action.kind == "discard":
        stratagems.discard(state, side, action.params["counter"], ev)
        c["discarded"] = True
        return
    n, breakdown = works_dice(state, side, bool(c.get("discarded")))
    dice = [state.rng.d6() for _ in range(n)]
    points = facts().rules.works_points_per_face
    c["pt"] = sum(points.get(d, points.get(str(d), 0)) for d in dice)  # type: ignore[call-overload]
    emit(ev, "works_roll", side=side, dice=dice, count=n, modifiers=breakdown, points=c["pt"])


def _build_options(state: SyracuseState) -> list[Action]:
    side = works_side(state)
    pt = state.ctx.c["pt"]
    costs = facts().rules.works_costs
    out = [act("build", target=t) for kind, t in buildable(state, side) if costs[kind] <= pt]
    out += stratagems.offers(state, side, "c")
    return [*out, act("done")]


@decision("build", _build_options, error="cannot_build")
def _build(state: SyracuseState, action: Action, ev: Ev) -> None:
    state.prompt = None
    side = works_side(state)
    c = state.ctx.c
    if action.kind == "done":
        emit(ev, "works_end", side=side, unused=c["pt"])  # 5.1: unused points are lost
        c.pop("pt")
        c.pop("discarded", None)
        c["i"] += 1
        return
    if action.kind == "play":
        stratagems.play(state, side, action, ev)
        return
    target = action.params["target"]
    c["pt"] -= facts().rules.works_costs[kind_of(target)]
    build(state, side, target, ev)
