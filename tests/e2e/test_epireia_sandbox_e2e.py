"""The Epireia sandbox script plays from the lobby to the second turn and saves readable pictures."""

from __future__ import annotations

import pytest
from PIL import Image

from tests.sandbox_run import run_sandbox


@pytest.mark.slow
def test_the_epireia_script_plays_and_saves_the_pictures(tmp_path):
    result = run_sandbox("examples/epireia.txt", out=tmp_path)
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
