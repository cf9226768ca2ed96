"""What a passed deadline does, by the policy the game chose at creation (`timeout` option).

Each policy is one function of (the game, its engine and state, now) returning the change to write
and what to tell the players; `POLICIES` maps the option's value to it, so a new policy (the bot
player playing for the absent seat) is one more entry. Every firing is written by the service's
compare-and-swap, claiming the game's `deadline_at` or `reminder_at` as read: when two processes
fire the same timer, one write wins and the other finds nothing due.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from agora.bots.identity import bot_user_id, is_bot
from agora.errors import AgoraError
from agora.games import repository as repo
from agora.games import timing as tm
from agora.games.automatic import after_change
from agora.games.records import GameRecord, SeatRecord
from engine.core import Action, Event, GameEngine, GameResult, GameState, GameStatus

TIMER_USER_ID = 0  # the user id logged for actions a timeout played for a seat
OVERDUE_CHAIN = 40  # most default actions one timeout plays for a seat within the same decision


@dataclass(frozen=True)
class Fired:
    """What a timer did, for the Discord side to say (agora/discord/reminders.py)."""

    kind: str  # reminder | waiting | passed | missed | forfeit
    seats: list[str]  # the seats the message is about (pinged)
    action: Action | None = None
    seat: str | None = None  # the seat an action was played for, or the forfeiting seat
    events: list[Event] = field(default_factory=list)
    status: GameStatus | None = None
    previous_status: GameStatus | None = None
    missed: int = 0
    limit: int = 0
    rule: bool = False


Decided = tuple[repo.Change, Fired]
Policy = Callable[[GameRecord, GameEngine, GameState, GameStatus, datetime], Decided]


def _timing(game: GameRecord) -> dict[str, Any]:
    return dict(game.timing or {})


def _count_missed(timing: dict[str, Any], seats: list[str]) -> dict[str, int]:
    missed = dict(timing.get("missed") or {})
    for seat in seats:
        missed[seat] = missed.get(seat, 0) + 1
    return missed


def wait(
    game: GameRecord, engine: GameEngine, state: GameState, status: GameStatus, now: datetime
) -> Decided:
    """Keep waiting: count the miss and remind the awaited players again once a day."""
    timing = _timing(game)
    timing["missed"] = _count_missed(timing, status.waiting_for)
    timing["reminders"] = []
    values = {"deadline_at": now + tm.WAIT_AGAIN, "reminder_at": None, "timing": timing}
    change = repo.Change(values=values, bump_version=False, expect={"deadline_at": game.deadline_at})
    return change, Fired("waiting", list(status.waiting_for))


def pass_turn(
    game: GameRecord, engine: GameEngine, state: GameState, status: GameStatus, now: datetime
) -> Decided:
    """Play the rules' default for an awaited seat; while that seat still owes the same decision, fire
    again at once (one logged action per firing), up to OVERDUE_CHAIN actions."""
    timing = _timing(game)
    chain = timing.get("overdue")
    if chain is None:  # the deadline itself: these seats missed it
        kind = engine.decision_kind(state, status.waiting_for[0], status=status)
        chain = {"seats": list(status.waiting_for), "kind": kind, "left": OVERDUE_CHAIN}
        if not timing.get("rule"):
            timing["missed"] = _count_missed(timing, status.waiting_for)
    seat = next((s for s in chain["seats"] if s in status.waiting_for), status.waiting_for[0])
    action = engine.default_action(state, seat, status=status)
    if action is None:
        raise AgoraError("deadlines.error.no_default")
    result = engine.apply(state, seat, action)
    # Then the single options that follow, played for people (agora/games/automatic.py).
    forced = after_change(engine, result.state, game)
    result = result.model_copy(update={"state": forced.state, "events": result.events + forced.events})
    after = forced.status
    values: dict[str, Any] = {"state": engine.dump_state_json(result.state)}
    values |= tm.schedule(game.options, engine, result.state, after, now, timing)
    still = [s for s in chain["seats"] if s in after.waiting_for]
    left = chain["left"] - 1
    if still and left > 0 and engine.decision_kind(result.state, still[0], status=after) == chain["kind"]:
        values["timing"] = dict(values["timing"] or {}, overdue=dict(chain, seats=still, left=left))
        values["deadline_at"], values["reminder_at"] = now, None
    if after.finished:
        values.update(status="finished", ended_at=now)
    entry = repo.LogEntry(user_id=TIMER_USER_ID, seat=seat, action=action)
    more = tuple(forced.entries(game))
    change = repo.Change(
        values=values, logged=entry, more_logged=more, expect={"deadline_at": game.deadline_at}
    )
    fired = Fired(
        "passed",
        [seat],
        action=action,
        seat=seat,
        events=result.events,
        status=after,
        previous_status=status,
        rule=bool(timing.get("rule")),
    )
    return change, fired


def forfeit(
    game: GameRecord, engine: GameEngine, state: GameState, status: GameStatus, now: datetime
) -> Decided:
    """Count the miss; at `forfeit_after` misses the seat loses and the game ends, else the awaited
    players get a fresh deadline."""
    timing = _timing(game)
    missed = _count_missed(timing, status.waiting_for)
    timing["missed"] = missed
    limit = tm.TimingOptions.of(game.options).forfeit_after
    worst = max(status.waiting_for, key=lambda s: missed[s])
    if missed[worst] >= limit:
        timing["forfeit"] = {"seat": worst, "winners": engine.forfeit_winners(state, worst)}
        values = {
            "status": "finished",
            "ended_at": now,
            "deadline_at": None,
            "reminder_at": None,
            "timing": timing,
        }
        # An ended game refuses its old buttons by its status, so the version may stay.
        change = repo.Change(values=values, bump_version=False, expect={"deadline_at": game.deadline_at})
        return change, Fired("forfeit", [worst], seat=worst, missed=missed[worst], limit=limit)
    values = tm.schedule(game.options, engine, state, status, now, timing)
    change = repo.Change(values=values, bump_version=False, expect={"deadline_at": game.deadline_at})
    return change, Fired("missed", list(status.waiting_for), missed=missed[worst], limit=limit)


def forfeited_status(game: GameRecord) -> GameStatus | None:
    """The final status of a game a timeout ended by forfeit (the engine's state knows nothing of it)."""
    forfeit = (game.timing or {}).get("forfeit")
    if not forfeit:
        return None
    result = GameResult(winners=list(forfeit["winners"]), kind="forfeit", params={"seat": forfeit["seat"]})
    return GameStatus(phase="over", finished=True, result=result)


AUTOPILOT_LEVEL = "normal"


def bot_plays(
    game: GameRecord, engine: GameEngine, state: GameState, status: GameStatus, now: datetime
) -> Decided:
    """The bot player takes the absent seat and plays it until its player comes back: any control of
    theirs, or `/game hand`, gives it back (`agora.bots.control.reclaim`). `timing["autopilot"]`
    remembers whose seat it is."""
    timing = _timing(game)
    timing["missed"] = _count_missed(timing, status.waiting_for)
    absent = [s for s in status.waiting_for if not is_bot(game.user_of(s))]
    if not absent:  # only bots are awaited: they are playing already
        return wait(game, engine, state, status, now)
    seat = absent[0]
    person = game.user_of(seat)
    assert person is not None
    index = [record.seat for record in game.seats].index(seat)
    handed = (SeatRecord(user_id=person, seat=seat), SeatRecord(bot_user_id(index, AUTOPILOT_LEVEL), seat))
    timing["autopilot"] = dict(timing.get("autopilot") or {}, **{seat: person})
    timing["reminders"] = []
    values = {"timing": timing, "deadline_at": None, "reminder_at": None}
    change = repo.Change(values=values, seat_handed=handed, expect={"deadline_at": game.deadline_at})
    return change, Fired("bot", [seat], seat=seat)


POLICIES: dict[str, Policy] = {"wait": wait, "pass": pass_turn, "forfeit": forfeit, "bot": bot_plays}
"""The `timeout` option's values."""


def policy_for(game: GameRecord) -> Policy:
    """The game's policy; a decision the rules time themselves (or a timeout already playing for a
    seat) always passes."""
    timing = game.timing or {}
    if timing.get("rule") or timing.get("overdue"):
        return pass_turn
    return POLICIES.get(tm.TimingOptions.of(game.options).timeout, wait)


def remind(game: GameRecord, status: GameStatus) -> Decided:
    """A reminder: move `reminder_at` to the next one (claiming the one that fired)."""
    assert game.reminder_at is not None
    timing = _timing(game)
    upcoming, left = tm.next_reminder(timing, game.reminder_at)
    timing["reminders"] = left
    change = repo.Change(
        values={"reminder_at": upcoming, "timing": timing},
        bump_version=False,
        expect={"reminder_at": game.reminder_at},
    )
    return change, Fired("reminder", list(status.waiting_for))


def validate(raw: dict[str, Any]) -> dict[str, Any]:
    """Take the timing options out of `raw` (lobby options) and return them checked, or raise."""
    out: dict[str, Any] = {}
    if tm.DECISION_MINUTES in raw:
        value = raw.pop(tm.DECISION_MINUTES)
        low, high = tm.DECISION_MINUTES_RANGE
        if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
            raise AgoraError("deadlines.error.bad_decision_minutes", min=low, max=high)
        out[tm.DECISION_MINUTES] = value
    if tm.FORFEIT_AFTER in raw:
        value = raw.pop(tm.FORFEIT_AFTER)
        low, high = tm.FORFEIT_AFTER_RANGE
        if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
            raise AgoraError("deadlines.error.bad_forfeit_after", min=low, max=high)
        out[tm.FORFEIT_AFTER] = value
    if tm.REMINDERS in raw:
        value = str(raw.pop(tm.REMINDERS))
        parts = tm.reminder_offsets(value)
        if parts is None:
            raise AgoraError("deadlines.error.bad_reminders", value=value[:40])
        out[tm.REMINDERS] = "+".join(parts) or "none"
    if tm.TIMEOUT in raw:
        value = str(raw.pop(tm.TIMEOUT)).lower()
        if value not in POLICIES:
            raise AgoraError("deadlines.error.bad_timeout", value=value[:40], choices=", ".join(POLICIES))
        out[tm.TIMEOUT] = value
    return out
