"""The bot draws its maps in its picture worker process (`PICTURE_WORKERS`, one by default): a game's
pictures and the maps asked for with `/syracuse map`; a game's opening map reaches the channel the same
way as when the bot draws it itself."""

from __future__ import annotations

import io

from PIL import Image

from agora.discord.images import picture_workers
from tests.e2e.syracuse_support import TOTAL_VICTORY, start_game


async def opening_map(emulator, bot, world) -> tuple[str, tuple[int, int], str]:
    await start_game(emulator, bot, world, TOTAL_VICTORY.seed)
    opening = emulator.channel_messages(world.channel)[-1]
    picture = opening.attachments[0]
    return picture.filename, Image.open(io.BytesIO(picture.data)).size, picture.description or ""


async def test_the_opening_map_is_drawn_by_the_picture_worker(bot, emulator, world):
    assert picture_workers.count == 1, "the default settings run one picture worker"
    before = picture_workers.drawn
    name, size, alt = await opening_map(emulator, bot, world)
    assert picture_workers.drawn > before, "the worker drew it, not the bot's threads"
    assert name.startswith("syracuse-turn1") and size[0] > 500 and "Syracuse" in alt

    before = picture_workers.drawn  # a map asked for with a command is drawn there too
    asked = await emulator.slash(world.bob, world.channel, "syracuse map", zoom="harbour")
    assert picture_workers.drawn == before + 1
    assert asked.ephemeral[-1].attachments[0].filename == "syracuse-turn1-harbour.png"


async def test_without_workers_the_bot_draws_the_same_map_itself(bot_runner, emulator, world, monkeypatch):
    monkeypatch.setenv("PICTURE_WORKERS", "0")
    bot = await bot_runner.start()
    assert picture_workers.count == 0
    before = picture_workers.drawn
    name, size, alt = await opening_map(emulator, bot, world)
    assert picture_workers.drawn == before, "drawn on the bot's own threads"
    assert name.startswith("syracuse-turn1") and size[0] > 500 and "Syracuse" in alt
    # The next bot of the suite configures its own workers when it starts.
