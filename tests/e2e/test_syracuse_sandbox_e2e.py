"""The Syracuse sandbox script plays the opening of scenario 10.1 and saves readable map images."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from PIL import Image

ROOT = Path(__file__).resolve().parents[2]


def test_the_syracuse_sandbox_script_plays_the_opening_and_saves_the_maps(tmp_path):
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DISCORD_", "DATABASE_"))}
    result = subprocess.run(
        [sys.executable, "bot.py", "--sandbox", "--script", "examples/syracuse.txt", "--out", str(tmp_path)],
        cwd=ROOT,
        env={**env, "LOG_LEVEL": "WARNING"},
        capture_output=True,
        text=True,
        timeout=180,
    )
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    transcript = result.stdout
    assert "You cannot activate that zone" in transcript  # a refused activation, privately
    assert "Combat in T11 · Anapus plain:" in transcript and "die 4 modified to" in transcript
    assert "Syracuse plays S25 Good omens" in transcript
    assert "[DM to alice]" in transcript and "Your stratagems (secret):" in transcript
    maps = sorted(tmp_path.glob("*.png"))
    assert len(maps) >= 3
    for path in maps:
        with Image.open(path) as picture:
            assert picture.width >= 800 and path.stat().st_size < 1_000_000
