"""What an undo sets on the clock from the note of the position it restores (agora/games/position_clock.py):
the position's own deadline, moved on only by the pauses since; a rule-timed window keeps its end in a game
without turn deadlines; reminders already past are not sent late; a position noted before the notes
existed gets a fresh deadline, never none; the game's facts (misses) stay as they are now."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

from agora.games.position_clock import note, restored
from agora.games.records import GameRecord
from tests.deadlines.positions import epireia_commit_window, syracuse_at

NOW = datetime(2026, 11, 24, 12, 0, tzinfo=UTC)


def record(options: dict[str, Any], timing: dict[str, Any] | None, deadline: datetime | None) -> GameRecord:
    return GameRecord(
        id=1,
        guild_id=1,
        channel_id=1,
        title="any",
        status="active",
        options=options,
        language="en",
        creator_id=1,
        seed=1,
        version=3,
        seats=(),
        state_json=None,
        created_at=NOW,
        updated_at=NOW,
        deadline_at=deadline,
        timing=timing,
    )


def test_an_undo_into_a_commit_window_gives_back_its_minute_in_a_game_without_turn_deadlines():
    engine, state, status = epireia_commit_window()
    window_end = NOW - timedelta(seconds=20)  # the window was left 40 s into its minute...
    left = record({}, {"kind": "commit_window", "rule": True, "reminders": []}, window_end)
    clock = note(left)
    # ...and the game was paused 30 s since; a league has missed a deadline meanwhile.
    now_game = record({}, {"missed": {"pelo1": 1}, "paused_seconds": 30.0, "kind": "other"}, None)
    values = restored(now_game, engine, state, status, NOW, clock)
    assert values["deadline_at"] == window_end + timedelta(seconds=30)
    assert values["reminder_at"] is None
    timing = values["timing"]
    assert timing["rule"] is True and timing["kind"] == "commit_window"
    assert timing["missed"] == {"pelo1": 1} and timing["paused_seconds"] == 30.0


def test_the_restored_positions_reminders_come_back_and_those_past_are_not_sent_late():
    engine, state, status = syracuse_at(quick=False)
    past, coming = NOW - timedelta(hours=1), NOW + timedelta(hours=3)
    left = record(
        {"turn_hours": 24},
        {"kind": "b1_advantage", "reminders": [past.isoformat(), coming.isoformat()]},
        NOW + timedelta(hours=4),
    )
    values = restored(
        record({"turn_hours": 24}, {"kind": "b2_window", "reminders": []}, None),
        engine,
        state,
        status,
        NOW,
        note(left),
    )
    assert values["deadline_at"] == NOW + timedelta(hours=4)
    assert values["reminder_at"] == coming and values["timing"]["reminders"] == [coming.isoformat()]


def test_a_position_without_a_note_gets_a_fresh_deadline_never_none():
    engine, state, status = syracuse_at(quick=False)
    values = restored(record({"turn_hours": 24}, None, None), engine, state, status, NOW, None)
    assert values["deadline_at"] == NOW + timedelta(hours=24)
    untimed = note(record({"turn_hours": 24}, None, None))  # a position a bot waited on, no deadline
    values = restored(record({"turn_hours": 24}, None, None), engine, state, status, NOW, untimed)
    assert values["deadline_at"] == NOW + timedelta(hours=24)
