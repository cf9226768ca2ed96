"""The timing computations: reminder lists, quick and rule-timed decisions, durations."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from agora.clock import Clock, parse_duration
from agora.games import timing as tm
from engine.registry import get_engine

NOW = datetime(2026, 11, 24, 12, 0, tzinfo=UTC)


def test_durations_and_reminder_lists() -> None:
    assert parse_duration("+13h") == timedelta(hours=13)
    assert parse_duration("30m") == timedelta(minutes=30)
    assert parse_duration("+2d") == timedelta(days=2)
    assert parse_duration("soon") is None and parse_duration("-1h") is None
    assert tm.reminder_offsets("default") == ["half", "1h"]
    assert tm.reminder_offsets("none") == []
    assert tm.reminder_offsets("12h+2h+30m") == ["12h", "2h", "30m"]
    assert tm.reminder_offsets("half+later") is None


def test_reminders_fall_between_now_and_the_deadline_without_duplicates() -> None:
    deadline = NOW + timedelta(hours=2)
    # Half of two hours is one hour before: one reminder, not two.
    assert tm.reminder_times(["half", "1h"], NOW, deadline) == [NOW + timedelta(hours=1)]
    # A reminder earlier than now is dropped.
    assert tm.reminder_times(["3h", "30m"], NOW, deadline) == [deadline - timedelta(minutes=30)]


def test_quick_decisions_get_the_short_time_and_the_rules_own_times_win() -> None:
    engine = get_engine("syracuse")
    state = engine.create(engine.parse_options({}), ["athens", "syracuse"], 1)
    status = engine.status(state)
    options = tm.TimingOptions.of({"turn_hours": 24, "decision_minutes": 10})
    kind, length, rule = tm.decision_time(options, engine, state, status)
    expected = timedelta(minutes=10) if kind in engine.defaults.quick else timedelta(hours=24)
    assert length == expected and not rule
    untimed = tm.schedule({}, engine, state, status, NOW, None)
    assert untimed["deadline_at"] is None and untimed["reminder_at"] is None
    timed = tm.schedule({"turn_hours": 24}, engine, state, status, NOW, {"missed": {"athens": 1}})
    assert timed["deadline_at"] == NOW + timedelta(hours=24)
    assert timed["reminder_at"] == NOW + timedelta(hours=12)
    assert timed["timing"]["missed"] == {"athens": 1}  # counts survive a new deadline


def test_the_clock_only_moves_forward() -> None:
    clock = Clock()
    before = clock.now()
    clock.advance(timedelta(hours=13))
    assert clock.now() - before >= timedelta(hours=13)
    try:
        clock.advance(timedelta(seconds=-1))
    except ValueError:
        pass
    else:
        raise AssertionError("a clock moved back")
