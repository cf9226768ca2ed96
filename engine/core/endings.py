"""Platform actions every title understands without writing a line: a concession and an agreed draw,
and the undo barrier rule.

Concessions and draws are logged like any move (`__concede__`, `__draw__`), so replaying the log
reproduces the ending. Each title only says who wins when a seat concedes (`concession_winners`) and,
for the barrier rule, which parts of its state are secret (`secret_fingerprint`).
"""

from __future__ import annotations

from typing import Any

from engine.core.actions import Action, IllegalAction
from engine.core.rng import RngState

CONCEDE = "__concede__"
"""Action kind: the acting seat concedes the game."""
DRAW = "__draw__"
"""Action kind: the players agreed a draw (logged for the seat that accepted the offer)."""
ENDINGS = frozenset({CONCEDE, DRAW})

CONCEDED_KIND = "seats.result.conceded"  # full translation keys: the same text for every title
DRAW_KIND = "seats.result.draw_agreed"


def concede_action() -> Action:
    return Action(kind=CONCEDE)


def draw_action() -> Action:
    return Action(kind=DRAW)


def rng_consumed(before: RngState, after: RngState) -> bool:
    """True when applying an action drew a random number or used a forced die: the result of a die,
    shuffle or draw is known from then on, so the action cannot be taken back freely."""
    return after.draws != before.draws or len(after.forced) < len(before.forced)


def check_ending(kind: str, seats: list[str], finished: bool) -> None:
    if finished:
        raise IllegalAction("core.error.game_over")
    if kind == DRAW and len(seats) != 2:
        raise IllegalAction("seats.error.draw_two_players")


def secret_dump(value: Any) -> Any:
    """A comparable form of a secret part of a state (pydantic models dumped to JSON)."""
    dump = getattr(value, "model_dump", None)
    return dump(mode="json") if dump is not None else value
