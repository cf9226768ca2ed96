"""One pending request of a kind per game: a draw offer, an undo request (issue #44, point 6).

A request stays pending until it is answered (refused, or accepted by all), expires, or the game moves
(its buttons name the version it was made at). While it is pending, asking again would post the same
question and ping the same people: the repeat is refused privately instead, and so is a second request
of the same kind by another seat, which would otherwise replace the first and turn its buttons into
answers to a question nobody saw. Pause and resume votes are counted once per voter (agora/games/timed.py).
"""

from __future__ import annotations

from datetime import datetime
from typing import Protocol

from agora.errors import AgoraError

OWN_PENDING = {"draw": "fair_table.error.own_pending.draw", "undo": "fair_table.error.own_pending.undo"}
OTHER_PENDING = {"draw": "fair_table.error.other_pending.draw", "undo": "fair_table.error.other_pending.undo"}
ALREADY_VOTED = {
    "pause": "fair_table.error.already_voted.pause",
    "resume": "fair_table.error.already_voted.resume",
}


class Pending(Protocol):
    kind: str
    seat: str
    version: int
    expires_at: datetime


def still_pending(request: Pending | None, game_version: int, now: datetime) -> bool:
    """True while `request` can still be answered: made at the game's current version, not expired."""
    return request is not None and request.version == game_version and now < request.expires_at


def refuse_if_pending(
    kind: str, pending: Pending | None, seat: str, game_version: int, now: datetime
) -> None:
    """Raise the private refusal when a request of `kind` is still waiting in this game."""
    if not still_pending(pending, game_version, now):
        return
    assert pending is not None
    raise AgoraError(OWN_PENDING[kind] if pending.seat == seat else OTHER_PENDING[kind])


def refuse_second_vote(verb: str, voters: list[int], user_id: int) -> None:
    """A pause or resume vote counts once: repeating it would only post the same line again."""
    if user_id in voters:
        raise AgoraError(ALREADY_VOTED[verb])
