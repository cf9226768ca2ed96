"""Pause freezes a deadline; a restart in the middle of a deadline still fires it once; two bots on
one database fire a timer once (SQLite here, PostgreSQL in the database run)."""

from __future__ import annotations

import asyncio
from datetime import timedelta

from sqlalchemy import func, select

from agora.bot import start_in_background
from agora.store.models import ActionLog
from tests.deadlines.support import advance, open_timed_game, posted_since


async def _log_count(bot, game_id: int) -> int:
    async with bot.db_engine.connect() as connection:
        return await connection.scalar(select(func.count()).where(ActionLog.game_id == game_id))


async def test_pause_freezes_the_deadline_and_refuses_moves(bot, emulator, world):
    game = await open_timed_game(emulator, world, bot, "syracuse", "turn_hours:10,timeout:pass")
    await advance(emulator, bot, hours=4)
    left = (await bot.service.get(game.id)).deadline_at - bot.clock.now()
    # bob's vote alone is not a majority of two seats; alice (the creator) pauses at once.
    voted = await emulator.slash(world.bob, world.channel, "game pause")
    assert "1 more vote" in voted.text and (await bot.service.get(game.id)).paused_at is None
    paused = await emulator.slash(world.alice, world.channel, "game pause")
    assert "paused the game" in paused.text and "Paused" in paused.text
    refused = await emulator.slash(world.alice, world.channel, "syracuse pass")
    assert refused.ephemeral and "paused" in refused.text
    count = len(emulator.channel_messages(world.channel))
    assert await advance(emulator, bot, days=5) == 0  # frozen: no reminder, no timeout
    assert posted_since(emulator, world.channel, count) == []
    # bob's resume vote is counted; the creator's decides.
    voted = await emulator.slash(world.bob, world.channel, "game resume")
    assert "1 more vote" in voted.text
    await emulator.slash(world.alice, world.channel, "game resume")
    resumed = await bot.service.get(game.id)
    assert resumed.paused_at is None
    assert resumed.version == game.version  # buttons sent before the pause still work after it
    assert abs((resumed.deadline_at - bot.clock.now()) - left).total_seconds() < 5  # the time left is kept
    # Half time (5 h) and one hour before (9 h) come as far after the resume as they were ahead.
    assert await advance(emulator, bot, hours=5, minutes=50) == 2
    assert await _log_count(bot, game.id) == 0
    assert await advance(emulator, bot, minutes=15) >= 1  # now the deadline passes
    assert await _log_count(bot, game.id) >= 1


async def test_a_restart_in_the_middle_of_a_deadline_fires_it_once(bot_runner, bot, emulator, world):
    game = await open_timed_game(emulator, world, bot, "syracuse", "turn_hours:6,timeout:pass,reminders:none")
    await advance(emulator, bot, hours=3)
    offset = bot.clock.offset
    fresh = await bot_runner.restart()  # a new process: the timer lives in the database
    fresh.clock.advance(offset)
    count = len(emulator.channel_messages(world.channel))
    assert await advance(emulator, fresh, hours=3) >= 1
    assert await _log_count(fresh, game.id) >= 1
    logged = await _log_count(fresh, game.id)
    assert await fresh.timers.run_due() == 0  # nothing fires twice
    assert await _log_count(fresh, game.id) == logged
    texts = [m.text for m in posted_since(emulator, world.channel, count)]
    assert sum("Time is up for Athens" in t for t in texts) == 1


async def test_two_bots_on_one_database_fire_each_timer_once(bot_runner, bot, emulator, world):
    """Two bot processes share the database and Discord: both see the timers due at the same time
    and race to fire them; each reminder and timeout happens once."""
    game = await open_timed_game(emulator, world, bot, "syracuse", "turn_hours:4,timeout:pass")
    twin, task = await start_in_background(bot_runner.settings(), emulator.token, seed=99)
    bot_runner.bots.insert(0, (twin, task))  # stopped with the others
    await emulator.wait_ready()
    count = len(emulator.channel_messages(world.channel))
    for delta in ({"hours": 2}, {"hours": 1}, {"hours": 1}):
        for each in (bot, twin):
            each.clock.advance(timedelta(**delta))
        before = bot.timers.fired_total + twin.timers.fired_total
        await asyncio.gather(bot.timers.run_due(), twin.timers.run_due())
        await emulator.wait_idle()
        assert bot.timers.fired_total + twin.timers.fired_total > before
    texts = [m.text for m in posted_since(emulator, world.channel, count)]
    assert sum("waits for you" in t for t in texts) == 2  # half time, one hour before: once each
    assert sum("Time is up for Athens" in t for t in texts) == 1
    rows = await _log_count(bot, game.id)
    assert rows >= 1
    assert await bot.service.replay_state(game.id) == (await bot.service.get(game.id)).state
