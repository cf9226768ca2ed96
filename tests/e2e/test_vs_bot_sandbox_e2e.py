"""The sandbox script examples/vs-bot.txt: a person against the bot, through `bot.py --sandbox`."""

from __future__ import annotations

from tests.sandbox_run import run_sandbox


def test_the_vs_bot_script_plays_against_the_bot():
    result = run_sandbox("examples/vs-bot.txt", drop=("BOT_",))
    transcript = result.stdout
    assert "!!!" not in transcript
    assert "🤖 Bot (hard) takes the seat Syracuse." in transcript
    assert "The bot leaves the seat Syracuse." in transcript
    # The seat is named as the bot's (the DM that says "Waiting for Syracuse (🤖 Bot (easy))" is edited
    # again within the same step: the bot answers at once and the person, who just clicked, gets the
    # turn back in that same message).
    assert "Syracuse — 🤖 Bot (easy)" in transcript
    # the bot's own moves, narrated in the channel like a person's
    assert "Syracuse plays S25 Good omens" in transcript
    assert "[DM to" not in transcript.replace("[DM to alice]", "")  # only the person gets DMs
