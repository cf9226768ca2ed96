"""When the awaited players must act and when they are reminded: pure computations over a game's
options and state, stored in `games.deadline_at`, `games.reminder_at` and `games.timing`.

Options (set at `/game new`, changed with `/game deadline`):
- `turn_hours`: time for an ordinary decision (no deadline at all without it);
- `decision_minutes`: time for a quick decision (a stratagem window, a re-roll: the engine's `quick`);
- `reminders`: `half+1h` (the default: at half time and one hour before), `none`, or durations before
  the deadline joined with `+` (`12h+2h+30m`), `half` meaning half the time;
- `timeout`: what happens when the deadline passes (agora/games/timeouts.py);
- `forfeit_after`: missed deadlines before the `forfeit` policy ends the game.

A decision the rulebook times itself (Epireia's commit minute) gets its own time, no reminder and the
`pass` policy, whatever the options say.

`timing` (JSON) holds: `reminders` (ISO times still to come, the first is `reminder_at`), `kind` (the
decision timed), `rule` (True for a rule-timed decision), `missed` (seat → deadlines missed),
`overdue` (seats a `pass` timeout still plays for), `votes` (pause/resume votes), `forfeit`,
`paused_seconds` (time spent paused so far: an undo moves a restored deadline on by the pauses since,
agora/games/position_clock.py).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from agora.clock import parse_duration
from engine.core import GameEngine, GameState, GameStatus

TURN_HOURS = "turn_hours"
DECISION_MINUTES = "decision_minutes"
REMINDERS = "reminders"
TIMEOUT = "timeout"
FORFEIT_AFTER = "forfeit_after"
OPTION_NAMES = (DECISION_MINUTES, REMINDERS, TIMEOUT, FORFEIT_AFTER)
"""The timing options besides `turn_hours` (which agora/games/options.py already handles)."""

DEFAULTS: dict[str, Any] = {DECISION_MINUTES: 60, REMINDERS: "half+1h", TIMEOUT: "wait", FORFEIT_AFTER: 3}
DECISION_MINUTES_RANGE = (1, 1440)
FORFEIT_AFTER_RANGE = (1, 10)
WAIT_AGAIN = timedelta(days=1)  # the `wait` policy reminds once a day after the deadline
PAUSED = "paused_seconds"
GAME_FACTS = ("missed", "votes", "forfeit", "autopilot", PAUSED)
"""Timing facts about the game rather than the decision awaited: a new deadline (or an undo) keeps them."""


@dataclass(frozen=True)
class TimingOptions:
    turn_hours: int | None
    decision_minutes: int
    reminders: str
    timeout: str
    forfeit_after: int

    @classmethod
    def of(cls, options: dict[str, Any]) -> TimingOptions:
        return cls(
            turn_hours=options.get(TURN_HOURS),
            decision_minutes=int(options.get(DECISION_MINUTES, DEFAULTS[DECISION_MINUTES])),
            reminders=str(options.get(REMINDERS, DEFAULTS[REMINDERS])),
            timeout=str(options.get(TIMEOUT, DEFAULTS[TIMEOUT])),
            forfeit_after=int(options.get(FORFEIT_AFTER, DEFAULTS[FORFEIT_AFTER])),
        )


def reminder_offsets(text: str) -> list[str] | None:
    """The reminder list as parts (`half`, `1h`...); None when the text is not valid."""
    value = text.strip().lower()
    if value in ("none", "off", "0"):
        return []
    if value == "default":
        value = DEFAULTS[REMINDERS]
    parts = [p.strip() for p in value.split("+") if p.strip()]
    if not parts or len(parts) > 5:
        return None
    if any(p != "half" and parse_duration(p) is None for p in parts):
        return None
    return parts


def reminder_times(parts: list[str], now: datetime, deadline: datetime) -> list[datetime]:
    """When to remind, between now and the deadline, earliest first, without duplicates."""
    length = deadline - now
    times = set()
    for part in parts:
        before = length / 2 if part == "half" else parse_duration(part)
        assert before is not None
        at = deadline - before
        if now < at < deadline:
            times.add(at.replace(microsecond=0))
    return sorted(times)


def decision_time(
    options: TimingOptions, engine: GameEngine, state: GameState, status: GameStatus
) -> tuple[str, timedelta | None, bool]:
    """The awaited decision's kind, the time it allows (None: untimed) and whether the rules time it."""
    kind = engine.decision_kind(state, status.waiting_for[0], status=status)
    rule = engine.decision_seconds(state, status.waiting_for[0], status=status)  # the decision's own time
    if rule is not None:
        return kind, timedelta(seconds=rule), True
    if not options.turn_hours:
        return kind, None, False
    turn = timedelta(hours=options.turn_hours)
    if kind in engine.defaults.quick:
        return kind, min(turn, timedelta(minutes=options.decision_minutes)), False
    return kind, turn, False


def schedule(
    stored_options: dict[str, Any],
    engine: GameEngine,
    state: GameState,
    status: GameStatus,
    now: datetime,
    timing: dict[str, Any] | None,
) -> dict[str, Any]:
    """The `games` values after a change: a fresh deadline and reminders for the awaited decision.

    Missed-deadline counts, votes and the seats a bot plays for their absent player are kept; a
    player's action ends any timeout in progress."""
    kept = {k: v for k, v in (timing or {}).items() if k in GAME_FACTS}
    if status.finished or not status.waiting_for:
        return {"deadline_at": None, "reminder_at": None, "timing": kept or None}
    options = TimingOptions.of(stored_options)
    kind, length, rule = decision_time(options, engine, state, status)
    if length is None:
        return {"deadline_at": None, "reminder_at": None, "timing": kept or None}
    deadline = now + length
    times = [] if rule else reminder_times(reminder_offsets(options.reminders) or [], now, deadline)
    values = dict(kept, kind=kind, rule=rule, reminders=[t.isoformat() for t in times])
    return {"deadline_at": deadline, "reminder_at": times[0] if times else None, "timing": values}


def next_reminder(timing: dict[str, Any], fired: datetime) -> tuple[datetime | None, list[str]]:
    """The reminder after the one that fired at `fired`, and the list still to come."""
    left = [t for t in timing.get("reminders", []) if datetime.fromisoformat(t) > fired]
    return (datetime.fromisoformat(left[0]) if left else None), left


def shifted(values: list[str], by: timedelta) -> list[str]:
    return [(datetime.fromisoformat(t) + by).isoformat() for t in values]
