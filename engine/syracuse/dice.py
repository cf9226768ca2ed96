"""Dice the Advantage may cancel (8): combats, assaults, sieges, wall/chains tests, attrition, stratagems.

`roll()` throws the dice, then the Advantage holder decides to keep them or to have them thrown again
(which hands the Advantage over). The step named `then` reads `state.ctx.roll` and applies the
outcome, then returns to the step that was running.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.syracuse.state import SyracuseState, other
from engine.syracuse.steps import Ev, act, ask, decision, emit, goto, step

Judge = Callable[[list[int]], str]  # the side a result favours
WorthAsking = Callable[[list[int], str], bool]  # (dice, Advantage holder) -> could a new throw help him


def roll(
    state: SyracuseState,
    ev: Ev,
    purpose: str,
    n: int,
    then: str,
    judge: Judge | None = None,
    worth_asking: WorthAsking | None = None,
    **data: Any,
) -> None:
    """Throw `n` dice for `purpose`; `then` applies them. With a `judge`, the Advantage holder is only
    asked when the result goes against him (a new throw could not help him otherwise); with
    `worth_asking`, only when a new throw could turn out better for him."""
    dice = [state.rng.d6() for _ in range(n)]
    state.ctx.roll = {"purpose": purpose, "dice": dice, "then": then, "back": state.step, "data": data}
    emit(ev, "dice", purpose=purpose, dice=list(dice), **{k: v for k, v in data.items() if _plain(v)})
    if worth_asking is not None and not worth_asking(dice, state.advantage):
        goto(state, then)
        return
    if judge is not None and judge(dice) == state.advantage:
        goto(state, then)
        return
    goto(state, "reroll_offer")


def _plain(value: Any) -> bool:
    return isinstance(value, str | int | bool) or value is None


def take_roll(state: SyracuseState) -> dict[str, Any]:
    """The settled roll, for the `then` step; also sends the game back to the step it came from."""
    rolled = state.ctx.roll
    state.ctx.roll = None
    goto(state, rolled["back"])
    return rolled


@step("reroll_offer")
def _offer(state: SyracuseState, ev: Ev) -> None:
    ask(state, state.advantage, "reroll", purpose=state.ctx.roll["purpose"], dice=state.ctx.roll["dice"])


def _reroll_options(state: SyracuseState) -> list:
    return [act("keep_dice"), act("reroll")]


@decision("reroll", _reroll_options)
def _reroll(state: SyracuseState, action, ev: Ev) -> None:
    state.prompt = None
    rolled = state.ctx.roll
    if action.kind == "reroll":
        rolled["dice"] = [state.rng.d6() for _ in rolled["dice"]]
        holder = state.advantage
        state.advantage = other(holder)
        emit(ev, "advantage_reroll", side=holder, purpose=rolled["purpose"], dice=list(rolled["dice"]))
    goto(state, rolled["then"])
