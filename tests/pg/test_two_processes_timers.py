"""Two `bot.py` processes on one PostgreSQL database race for the same due timers: each reminder is
sent once and each timeout played once (one logged default action, one narration), whichever
process claims it."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime, timedelta

import pytest
from sqlalchemy import func, select, update

from agora.store.models import ActionLog, Game
from tests.conftest import postgres_server_url
from tests.pg.players import BotProcess, observer_service, stop_all

pytestmark = [
    pytest.mark.postgres,
    pytest.mark.slow,
    pytest.mark.skipif(
        postgres_server_url() is None,
        reason="needs PostgreSQL: set AGORA_TEST_POSTGRES_URL (bash scripts/test.sh does it in CI)",
    ),
]

GAMES = 4


async def _timeouts(engine, game_id: int) -> int:
    async with engine.connect() as connection:
        return await connection.scalar(
            select(func.count()).where(ActionLog.game_id == game_id, ActionLog.user_id == 0)
        )


async def test_two_processes_fire_each_due_timer_once(emulator, database_url, tmp_path):
    guild = emulator.add_guild("timers")
    processes = [
        BotProcess(emulator, database_url, tmp_path / f"twin{n}.log", SHARD_COUNT="1", SHARD_IDS="0")
        for n in (0, 1)
    ]
    service, engine = observer_service(database_url)
    try:
        await processes[0].start()
        await emulator.wait_ready(timeout=60)
        games = []
        for index in range(GAMES):
            channel = emulator.add_channel(guild, f"timed-{index}")
            red, blue = emulator.add_user(f"red-{index}"), emulator.add_user(f"blue-{index}")
            for user in (red, blue):
                emulator.add_member(guild, user)
            options = "target:12,turn_hours:2,timeout:pass,reminders:1h"
            await emulator.slash(red, channel, "game new", title="demo", options=options)
            lobby = next(m for m in reversed(emulator.channel_messages(channel)) if m.buttons())
            await emulator.click(blue, lobby, "Join")
            await emulator.slash(red, channel, "game start")
            game = await service.get_active(channel.id)
            assert game is not None and game.deadline_at is not None
            games.append((game, channel))
        await stop_all(processes)
        # The reminders fall due while no process runs; both start together and find them due at once.
        past = datetime.now(UTC) - timedelta(seconds=1)
        async with engine.begin() as connection:
            await connection.execute(update(Game).values(reminder_at=past))
        await asyncio.gather(*(process.start() for process in processes))
        for _ in range(600):
            if all([(await service.get(game.id)).reminder_at is None for game, _ in games]):
                break
            await asyncio.sleep(0.1)
        await asyncio.sleep(2)  # time for a second, wrong, reminder to show up
        await emulator.wait_idle()
        for _, channel in games:
            assert sum("waits for you" in m.text for m in emulator.channel_messages(channel)) == 1
        await stop_all(processes)
        # Then the deadlines pass, the same way.
        async with engine.begin() as connection:
            await connection.execute(update(Game).values(deadline_at=past))
        await asyncio.gather(*(process.start() for process in processes))
        for _ in range(600):
            if all([await _timeouts(engine, game.id) for game, _ in games]):
                break
            await asyncio.sleep(0.1)
        await asyncio.sleep(2)  # time for a second, wrong, firing to show up
        await emulator.wait_idle()
        for game, channel in games:
            assert await _timeouts(engine, game.id) == 1
            texts = [m.text for m in emulator.channel_messages(channel)]
            assert sum("Time is up for" in text for text in texts) == 1
            after = await service.get(game.id)
            assert after.version == game.version + 1
            assert await service.replay_state(game.id) == after.state
    finally:
        await stop_all(processes)
        await engine.dispose()
    for process in processes:
        assert not process.error_records(), process.error_records()[:3]
