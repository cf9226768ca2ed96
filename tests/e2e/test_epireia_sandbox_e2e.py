"""The Epireia sandbox script plays from the lobby to the second turn and saves readable pictures."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PIL import Image

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.slow
def test_the_epireia_script_plays_and_saves_the_pictures(tmp_path):
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DISCORD_", "DATABASE_"))}
    result = subprocess.run(
        [sys.executable, "bot.py", "--sandbox", "--script", "examples/epireia.txt", "--out", str(tmp_path)],
        cwd=ROOT,
        env={**env, "LOG_LEVEL": "WARNING"},
        capture_output=True,
        text=True,
        timeout=180,
    )
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    transcript = result.stdout
    assert "!!!" not in transcript
    # The secret choice reaches its owner only, until both have chosen.
    secret = transcript.index("Your secret choice: Pericles.")
    assert transcript.rfind("[DM to alice]", 0, secret) > transcript.rfind("[#games]", 0, secret)
    assert "You do not have enough resources." in transcript
    assert "It is not your turn." in transcript
    assert "Pericles cannot go to Thracian Sea." in transcript
    assert "Brigands at Chalcidice" in transcript and "against" in transcript
    pictures = sorted(tmp_path.glob("*.png"))
    names = " ".join(p.name for p in pictures)
    assert "epireia-map" in names and "epireia-board-delos1" in names
    for picture in pictures:
        assert picture.stat().st_size < 1_000_000
        with Image.open(picture) as image:
            assert min(image.size) >= 800  # legible on a phone once Discord scales it down
