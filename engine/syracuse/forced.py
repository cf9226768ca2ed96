"""Syracuse's single options the platform may play for a player (engine/core/forced.py, issue 11).

Public kinds list options from the map, the counters, the battle in progress, the action points and the
Advantage: all shown to both players. Stratagem kinds also list the deciding side's hand (a window's plays,
the works die bought by discarding a counter): their single option is public only when the hand is empty
(hand sizes are public). A stratagem window opens only on a non-empty hand (`stratagems.window_open`),
so a window whose only option is "pass" is always asked: passing for the player would tell the opponent
that nothing in the hand is playable now. Choosing which stratagem to keep (`keep`) lists the hand itself
and is always asked.
"""

from __future__ import annotations

from engine.core.forced import ForcedChoices
from engine.syracuse.state import SIDE_OF, SyracuseState

PUBLIC_KINDS = frozenset(
    {
        "announce",  # 1 to the side's action points: only 1 left
        "forming",  # the counters that may join the group, go, done
        "moving",  # the zones a group may step into, stop
        "withdraw",
        "stack_elim",
        "fight",
        "convoy_loss",
        "camp_garrison",
        "battle_loss",
        "retreat",
        "occupy",
        "restack",
        "place",
        "d2",
        "attrition_pick",
        "siege_occupy",
        "wall_attempt",
        "strat_pick",
        "reroll",
        "b1_advantage",
    }
)


def _empty_hand(state: SyracuseState, seat: str) -> bool:
    return not state.hands[SIDE_OF[seat]]


def _works_dice_public(state: SyracuseState, seat: str) -> bool:
    """C: roll, or first discard a counter of the side's colour for one more die (once)."""
    return bool((state.ctx.c or {}).get("discarded")) or _empty_hand(state, seat)


HAND_KINDS = {
    "activation": _empty_hand,  # activate a zone, play a B.3 stratagem, end the moves
    "passive_window": _empty_hand,
    "battle_strat": _empty_hand,
    "b2_window": _empty_hand,
    "d_window": _empty_hand,
    "s17_answer": _empty_hand,
    "recover": _empty_hand,  # D.3: recover units, play a D.3 stratagem, use the Advantage, done
    "build": _empty_hand,  # C: build what the works points pay for, play a C stratagem, done
    "works_dice": _works_dice_public,
}

SYRACUSE_FORCED = ForcedChoices(public=PUBLIC_KINDS, secret_empty=HAND_KINDS)
