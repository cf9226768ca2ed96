"""A sandbox script with bots is repeatable (#45 part 7): a `clock:` line that hands a seat to the bot
waits until the bot's moves are posted, so they are printed under that line, the same on every run."""

from __future__ import annotations

import pytest

from tests.sandbox_run import run_sandbox

SCRIPT = "tests/e2e/bots_and_clock.txt"


def _blocks(transcript: str) -> dict[str, str]:
    """What was printed under each script line, by the line."""
    blocks: dict[str, str] = {}
    for block in transcript.split("\n>>> ")[1:]:
        line, _, printed = block.partition("\n")
        blocks[line] = printed
    return blocks


@pytest.mark.slow
def test_a_script_with_bots_prints_the_same_transcript_twice():
    first = run_sandbox(SCRIPT, drop=("BOT_",)).stdout
    second = run_sandbox(SCRIPT, drop=("BOT_",)).stdout
    assert "!!!" not in first
    timed_out = _blocks(first)["clock: +25h"]
    assert "missed the deadline: 🤖 the bot plays Athens" in timed_out
    # the bot's move for Athens is shown under the line that made it fall due: the game waits on bob
    assert "Waiting for: Syracuse (@bob)" in timed_out, timed_out
    assert first == second
