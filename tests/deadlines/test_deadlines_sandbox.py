"""examples/deadlines.txt: a game moved on by reminders and timeouts, time driven by `clock:` lines."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_the_deadlines_script_shows_reminders_and_timeouts(tmp_path):
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DISCORD_", "DATABASE_"))}
    result = subprocess.run(
        [sys.executable, "bot.py", "--sandbox", "--script", "examples/deadlines.txt", "--out", str(tmp_path)],
        cwd=ROOT,
        env={**env, "LOG_LEVEL": "WARNING"},
        capture_output=True,
        text=True,
        timeout=180,
    )
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    out = result.stdout
    # Half time, then one hour before: alice (awaited) is pinged in the channel and by DM.
    assert out.count("@alice: the game waits for you. Deadline in 12 hours.") == 1
    assert out.count("[DM to alice]\n    ⏰") == 2 and "[DM to bob]\n    ⏰" not in out
    assert "Time is up for Athens (@alice): Agora played “Pass” for them." in out
    assert "Time is up for Syracuse (@bob): Agora played “Pass” for them." in out
    assert "The game is paused: no move until it is resumed" in out
    assert "Deadline: in 2 days" in out  # 48 h set mid-game, kept through the three-day pause
    assert "!!!" not in out
