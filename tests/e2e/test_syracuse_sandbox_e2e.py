"""The Syracuse sandbox script plays the opening of scenario 10.1 and saves readable map images."""

from __future__ import annotations

from PIL import Image

from tests.sandbox_run import run_sandbox


def test_the_syracuse_sandbox_script_plays_the_opening_and_saves_the_maps(tmp_path):
    result = run_sandbox("examples/syracuse.txt", out=tmp_path)
    transcript = result.stdout
    assert "You cannot activate that zone" in transcript  # a refused activation, privately
    assert "Combat in T11 · Anapus plain:" in transcript and "die 4 modified to" in transcript
    assert "Syracuse plays S25 Good omens" in transcript
    assert "[DM to alice]" in transcript and "Your stratagems (secret):" in transcript
    pictures = sorted(tmp_path.glob("*.png"))
    maps = [path for path in pictures if "-closeup-" not in path.name]  # a combat's close-up is smaller
    assert len(maps) >= 3
    for path in pictures:
        with Image.open(path) as picture:
            assert picture.width >= (800 if path in maps else 400) and path.stat().st_size < 1_000_000
