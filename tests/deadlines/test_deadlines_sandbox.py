"""examples/deadlines.txt: a game moved on by reminders and timeouts, time driven by `clock:` lines."""

from __future__ import annotations

from tests.sandbox_run import run_sandbox


def test_the_deadlines_script_shows_reminders_and_timeouts(tmp_path):
    result = run_sandbox("examples/deadlines.txt", out=tmp_path)
    out = result.stdout
    # Half time, then one hour before: alice (awaited) is pinged in the channel and by DM.
    assert out.count("@alice: the game waits for you. Deadline in 12 hours.") == 1
    assert out.count("[DM to alice]\n    ⏰") == 2 and "[DM to bob]\n    ⏰" not in out
    assert "Time is up for Athens (@alice): Agora played “Pass” for them." in out
    assert "Time is up for Syracuse (@bob): Agora played “Pass” for them." in out
    assert "The game is paused: no move until it is resumed" in out
    assert "Deadline: in 2 days" in out  # 48 h set mid-game, kept through the three-day pause
    assert "!!!" not in out
