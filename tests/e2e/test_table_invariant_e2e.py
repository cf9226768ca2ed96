"""The table's invariant in random games of the titles and setups the other e2e games do not cover:
Syracuse's historical variant and the Alcibiades what-if, Epireia with three players. Each action goes
through the Discord UI; after each one, every awaited seat must hold live controls (the players check it)."""

from __future__ import annotations

import random

import pytest

from engine.core.playout import play
from engine.registry import get_engine
from tests.e2e.epireia_support import open_game
from tests.e2e.syracuse_support import SEATS, DiscordPlayer, lazy_chooser

ACTIONS = 45  # the opening turn: setup, stratagem windows, moves, combats, adjustments


@pytest.mark.slow
@pytest.mark.parametrize("scenario", ["historical_variant", "what_if_alcibiades"])
async def test_syracuse_scenarios_keep_live_controls(bot, emulator, world, scenario):
    seed = 5
    engine = get_engine("syracuse")
    options = engine.parse_options({"scenario": scenario})
    log = play(engine, options, SEATS, seed, lazy_chooser(random.Random(seed), 0.4)).log
    bot.set_seed(seed)
    channel = world.channel
    await emulator.slash(
        world.alice, channel, "game new", title="syracuse", seat="athens", options=f"scenario:{scenario}"
    )
    await emulator.click(world.bob, emulator.channel_messages(channel)[-1], "Join")
    await emulator.slash(world.alice, channel, "game start")
    await emulator.wait_idle()
    player = DiscordPlayer(emulator, bot, world, {"athens": world.alice, "syracuse": world.bob})
    await player.play_all(log[:ACTIONS])
    assert not player.errors and player.via_controls > 0


@pytest.mark.slow
async def test_epireia_three_players_keep_live_controls(bot, emulator, world):
    users = [world.alice, world.bob, world.carol]
    table = await open_game(emulator, world, bot, 3, users)
    await table.play_until(lambda g: len(table.log) >= ACTIONS, seed=4)
    assert len(table.log) >= ACTIONS


async def test_notify_awaited_sends_a_new_dm_with_live_controls(bot, emulator, world):
    """The public path reminders use: a new DM (which notifies) to each awaited seat, with live controls."""
    from tests.e2e.controls import live_control_ids
    from tests.e2e.syracuse_support import TOTAL_VICTORY, start_game

    await start_game(emulator, bot, world, TOTAL_VICTORY.seed)
    game = await bot.service.get_active(world.channel.id)
    before = len(emulator.dms(world.alice))
    sent = await bot.table.notify_awaited(game, lines=["Reminder"])
    await emulator.wait_idle()
    assert [(d.seat, d.delivered) for d in sent] == [("athens", True)]
    newest = emulator.dms(world.alice)
    assert len(newest) == before + 1 and "Reminder" in newest[-1].text
    assert live_control_ids(newest[-1:], f"agora:{game.id}:v{game.version}:")
