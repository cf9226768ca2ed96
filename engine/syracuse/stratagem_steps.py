"""Stratagem effects that need dice or a further choice: S4, S5, S10, S17 (answering S18), S20, S23."""

from __future__ import annotations

from engine.core import Action
from engine.syracuse import stratagems
from engine.syracuse.b3 import eliminate_leader
from engine.syracuse.dice import take_roll
from engine.syracuse.losses import eliminate_unit, weaken_unit
from engine.syracuse.queries import is_naval, is_protected, live_units, on_map, units_at
from engine.syracuse.state import SyracuseState, other, writable_leader
from engine.syracuse.steps import Ev, act, ask, decision, emit, goto, step


@step("s4_rolled")
def _storm(state: SyracuseState, ev: Ev) -> None:
    """S4: a 5 or 6 weakens a trireme (a weakened one sinks); 5s are ignored in protected waters."""
    rolled = take_roll(state)
    ships = rolled["data"]["ships"].split(",") if rolled["data"]["ships"] else []
    for uid, die in zip(ships, rolled["dice"], strict=False):
        zone = state.units[uid].zone
        if zone is None:
            continue
        if die == 6 or (die == 5 and not is_protected(state, zone)):
            weaken_unit(state, uid, ev, "storm")


@step("s10_rolled")
def _night(state: SyracuseState, ev: Ev) -> None:
    """S10: 3-6 cuts the Syracusan PF by a third (rounded down), 1-2 halves the Athenian PF (rounded up)."""
    rolled = take_roll(state)
    battle = state.ctx.battle
    if rolled["dice"][0] >= 3:
        battle["pf_factor"]["syracusan"] = "two_thirds"
    else:
        battle["pf_factor"]["athenian"] = "half_up"
    emit(ev, "night_attack", die=rolled["dice"][0], success=rolled["dice"][0] >= 3)


@step("s20_rolled")
def _discord(state: SyracuseState, ev: Ev) -> None:
    """S20: 3+ removes a leader without bonus, 5+ a leader with a simple bonus."""
    from engine.syracuse.facts import facts

    rolled = take_roll(state)
    lid, state.ctx.s20 = state.ctx.s20, None
    need = 3 if facts().leaders[lid].swords == 0 else 5
    success = rolled["dice"][0] >= need and state.leaders[lid].zone is not None
    if success:
        eliminate_leader(state, lid, ev, "discord")
        writable_leader(state, lid).removed_by_s20 = True
    emit(ev, "discord", leader=lid, die=rolled["dice"][0], need=need, success=success)


@step("strat_pick")
def _strat_pick(state: SyracuseState, ev: Ev) -> None:
    pick = state.ctx.pick
    if not pick["left"] or not _pick_options(state):
        state.ctx.pick = None
        goto(state, pick["back"])
        return
    ask(state, pick["side"], "strat_pick", stratagem=pick["kind"], effect=pick["left"][0])


def _pick_options(state: SyracuseState) -> list[Action]:
    pick = state.ctx.pick
    if pick["kind"] == "s5":
        from engine.syracuse.stratagems import _m12

        ids = [u for u in units_at(state, _m12(), pick["side"]) if is_naval(u)]
    else:
        ids = [u.id for u in live_units(state, other(pick["side"])) if on_map(u.zone) and not is_naval(u.id)]
    return [act("pick_unit", unit=u) for u in sorted(ids)]


@decision("strat_pick", _pick_options)
def _picked(state: SyracuseState, action: Action, ev: Ev) -> None:
    """S5: the Athenian sinks one trireme of M12 and weakens another; S23: two enemy land units weakened."""
    state.prompt = None
    pick = state.ctx.pick
    effect = pick["left"].pop(0)
    uid = action.params["unit"]
    if effect == "eliminate":
        eliminate_unit(state, uid, ev, pick["kind"])
    else:
        weaken_unit(state, uid, ev, pick["kind"])


def _answer_options(state: SyracuseState) -> list[Action]:
    side = state.ctx.b2["answer_side"]
    return [act("pass"), *stratagems.offers(state, side, "s17_answer")]


@decision("s17_answer", _answer_options, error="cannot_play")
def _answer(state: SyracuseState, action: Action, ev: Ev) -> None:
    """S18 may be cancelled at once by the opponent's S17."""
    state.prompt = None
    b2 = state.ctx.b2
    side = b2.pop("answer_side")
    if action.kind == "play":
        stratagems.play(state, side, action, ev)
    b2.pop("answer_to", None)
