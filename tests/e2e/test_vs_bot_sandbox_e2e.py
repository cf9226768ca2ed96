"""The sandbox script examples/vs-bot.txt: a person against the bot, through `bot.py --sandbox`."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_the_vs_bot_script_plays_against_the_bot():
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DISCORD_", "DATABASE_", "BOT_"))}
    result = subprocess.run(
        [sys.executable, "bot.py", "--sandbox", "--script", "examples/vs-bot.txt"],
        cwd=ROOT,
        env={**env, "LOG_LEVEL": "WARNING"},
        capture_output=True,
        text=True,
        timeout=180,
    )
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    transcript = result.stdout
    assert "!!!" not in transcript
    assert "🤖 Bot (hard) takes the seat Syracuse." in transcript
    assert "The bot leaves the seat Syracuse." in transcript
    assert "Waiting for Syracuse (🤖 Bot (easy))" in transcript  # the person's DM names the bot
    # the bot's own moves, narrated in the channel like a person's
    assert "Syracuse plays S25 Good omens" in transcript
    assert "[DM to" not in transcript.replace("[DM to alice]", "")  # only the person gets DMs
