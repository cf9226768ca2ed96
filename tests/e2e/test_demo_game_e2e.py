"""A whole demo game (Oracle Duel) played through Discord: selects and buttons in DMs, a slash command,
forced dice, the end announced publicly, and the export of the finished game."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.e2e.controls import living_message
from tests.sandbox_run import run_sandbox

ROOT = Path(__file__).resolve().parents[2]


def newest_dm_with(emulator, user, label):
    for message in reversed(emulator.dms(user)):
        labels = [b[0] for b in message.buttons()] + [s.placeholder for s in message.selects()]
        if label in labels:
            return message
    raise AssertionError(f"no DM to {user} offers {label!r}")


async def test_a_whole_demo_game_to_the_end(bot, emulator, world):
    # Seed 7 deals red 2 1 4 and blue 5 2 5; the deck then gives 3 and 4.
    await emulator.slash(world.alice, world.channel, "game new", title="demo", options="target:12")
    await emulator.click(world.bob, emulator.channel_messages(world.channel)[-1], "Join")
    await emulator.slash(world.alice, world.channel, "game start")
    await emulator.wait_idle()
    await bot.service.force_dice(world.channel.id, [5, 3, 6, 2])

    async def select(user, option):
        await emulator.select(user, newest_dm_with(emulator, user, "Play a card"), "Play a card", [option])
        await emulator.wait_idle()

    async def click(user, label):
        result = await emulator.click(user, newest_dm_with(emulator, user, label), label)
        await emulator.wait_idle()
        return result

    await select(world.alice, "Card 4")  # rolls 5
    await click(world.alice, "Reroll")  # rerolls 3: red 7, draws a 3
    assert "You draw a 3." in emulator.dms(world.alice)[-1].text  # a private event, by DM only
    assert all("You draw" not in m.text for m in emulator.channel_messages(world.channel))
    await select(world.bob, "Card 5")  # rolls 6
    await click(world.bob, "Keep")  # blue 11
    played = await emulator.slash(world.alice, world.channel, "duel play", card=3)  # rolls 2
    assert played.ephemeral
    await emulator.wait_idle()
    await click(world.alice, "Keep")  # red 12: the target

    finished = (await bot.service.list_guild(world.guild.id, include_ended=True))[0]
    assert finished.status == "finished"
    last = await living_message(emulator, bot, finished.id)
    assert "Game over" in last.text and "Red" in last.text

    exported = await emulator.slash(world.alice, world.channel, "game export")
    files = [a for m in exported.ephemeral for a in m.attachments]
    data = json.loads(files[0].data)
    assert data["game"]["status"] == "finished" and len(data["actions"]) >= 6


def test_the_sandbox_plays_the_example_script(tmp_path):
    result = run_sandbox("examples/demo.txt", out=tmp_path, timeout=120)
    transcript = result.stdout
    assert "[DM to alice]" in transcript and "[ephemeral to bob]" in transcript
    assert "Game over" in transcript
    assert list(tmp_path.glob("*.png")) and str(tmp_path) in transcript


@pytest.mark.parametrize("script", sorted(p.name for p in (ROOT / "examples").glob("*.txt")))
def test_every_example_script_plays_to_its_end(script):
    result = subprocess.run(
        [sys.executable, "bot.py", "--sandbox", "--script", f"examples/{script}"],
        cwd=ROOT,
        env={**os.environ, "LOG_LEVEL": "WARNING"},
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stdout[-3000:]
    assert "!!!" not in result.stdout


def test_a_failing_script_line_exits_non_zero_and_says_why(tmp_path):
    script = tmp_path / "bad.txt"
    script.write_text('alice: /game new title:demo\nbob: click "No such button"\n', encoding="utf-8")
    result = subprocess.run(
        [sys.executable, "bot.py", "--sandbox", "--script", str(script)],
        cwd=ROOT,
        env={**os.environ, "LOG_LEVEL": "WARNING"},
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 1
    assert "line 2" in result.stdout and "No such button" in result.stdout
