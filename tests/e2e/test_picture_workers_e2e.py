"""The bot draws its maps in its picture worker process (`PICTURE_WORKERS`, one by default): a game's
pictures and the maps asked for with `/syracuse map`; a game's opening map reaches the channel the same
way as when the bot draws it itself; a Syracuse start has the close-ups' layer, an Epireia start the map's
layers drawn there ahead."""

from __future__ import annotations

import asyncio
import io

from PIL import Image

from agora.discord.images import picture_workers
from tests.e2e.epireia_support import open_game as open_epireia
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


async def drawn_ahead(count: int) -> int:
    """The worker's caches built ahead, once `count` of them are (or 30 s have passed: a worker just
    spawned on a busy machine takes seconds to import what it draws with)."""
    for _ in range(600):
        if picture_workers.prepared >= count:
            break
        await asyncio.sleep(0.05)
    return picture_workers.prepared


async def test_a_syracuse_start_has_its_closeups_layer_drawn_ahead_once(bot, emulator, world):
    """The first Syracuse game this process shows has the layer its combats' close-ups are cut from
    drawn in the worker, band by band then put together; the next game draws nothing more."""
    from render.syracuse.base import MASTER_BANDS

    before = picture_workers.prepared
    await start_game(emulator, bot, world, TOTAL_VICTORY.seed)
    steps = MASTER_BANDS + 1
    assert await drawn_ahead(before + steps) == before + steps, "every band, then the whole layer"

    await emulator.slash(world.carol, world.other_channel, "game new", title="syracuse", seat="athens")
    await emulator.click(world.admin, emulator.channel_messages(world.other_channel)[-1], "Join")
    await emulator.slash(world.carol, world.other_channel, "game start")
    await emulator.wait_idle()
    assert emulator.channel_messages(world.other_channel)[-1].attachments, "the second game started"
    await asyncio.sleep(0.5)  # time for a second head start to reach the worker, were there one
    assert picture_workers.prepared == before + steps


async def test_an_epireia_start_has_its_maps_layers_drawn_ahead_once_per_language(bot, emulator, world):
    """An Epireia start shows no map (the set-up has none); the first game of a language this process
    shows has the map's layers drawn in the worker then, not inside the move that ends the set-up."""
    before = picture_workers.prepared
    table = await open_epireia(emulator, world, bot, 2, [world.alice, world.bob])
    assert await drawn_ahead(before + 1) == before + 1, "the start drew the map ahead, in the worker"
    await table.do("delos1", (await table.legal("delos1"))[0])  # announced again: nothing more to draw
    await emulator.wait_idle()
    assert picture_workers.prepared == before + 1

    await emulator.slash(world.carol, world.other_channel, "game new", title="epireia", language="fr")
    await emulator.click(world.admin, emulator.channel_messages(world.other_channel)[-1], "Rejoindre")
    await emulator.slash(world.carol, world.other_channel, "game start")
    assert await drawn_ahead(before + 2) == before + 2, "a game in French draws the French map ahead"
