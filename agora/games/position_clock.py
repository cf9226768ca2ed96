"""The clock of a position, kept so that an undo can give it back (issue 44, point 3).

Every write that leaves a position (a move, a timeout's move, an undo) notes in its first log row the
clock that position had: its deadline, the reminders still to come, the decision timed (`kind`, `rule`),
a timeout chain in progress (`overdue`) and the paused time so far. An undo restores the position's
clock from that note instead of starting a fresh one: the deadline is the one the position had (moved on
only by the pauses since), so a seat that timed out gets no new window and a rule-timed window (Epireia's
commit minute) keeps its end; the reminders are that position's, and those of the undone position are
cancelled with it. A position noted before this record existed gets a fresh deadline, never none.
"""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any

from agora.games import timing as tm
from agora.games.records import GameRecord
from engine.core import GameEngine, GameState, GameStatus

CLOCK_MARK = "clock"  # key of the note in a logged action's JSON (beside `automatic`)
PAUSED = tm.PAUSED  # timing: the game's time spent paused so far (agora/games/timed.py)


def note(game: GameRecord) -> dict[str, Any]:
    """The clock of the position `game` is in, for the log row of the write that leaves it."""
    timing = game.timing or {}
    return {
        "deadline": game.deadline_at.isoformat() if game.deadline_at is not None else None,
        "reminders": list(timing.get("reminders") or []),
        "kind": timing.get("kind"),
        "rule": bool(timing.get("rule")),
        "overdue": timing.get("overdue"),
        "paused": float(timing.get(PAUSED) or 0),
    }


def restored(
    game: GameRecord,
    engine: GameEngine,
    state: GameState,
    status: GameStatus,
    now: datetime,
    clock: dict[str, Any] | None,
) -> dict[str, Any]:
    """The `games` timer values after an undo to a position whose clock was `clock` (None: unknown).

    `game` is the game as it is now (its options and the timing facts kept)."""
    if clock is None or not clock.get("deadline") or status.finished or not status.waiting_for:
        # Untimed then, or noted before clocks were: the position's times as a move would set them
        # (a fresh window; never no deadline in a game that has deadlines).
        return tm.schedule(game.options, engine, state, status, now, game.timing)
    timing = {k: v for k, v in (game.timing or {}).items() if k in tm.GAME_FACTS}  # as they are now
    shift = timedelta(seconds=float(timing.get(PAUSED) or 0) - float(clock.get("paused") or 0))
    deadline = datetime.fromisoformat(clock["deadline"]) + shift
    reminders = [datetime.fromisoformat(t) + shift for t in clock.get("reminders") or []]
    reminders = [t for t in reminders if t > now]  # those already past are not sent late
    timing |= {"kind": clock.get("kind"), "rule": bool(clock.get("rule"))}
    timing["reminders"] = [t.isoformat() for t in reminders]
    if clock.get("overdue"):
        timing["overdue"] = clock["overdue"]
    return {"deadline_at": deadline, "reminder_at": reminders[0] if reminders else None, "timing": timing}
