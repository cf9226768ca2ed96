"""The database file vanishes under the running bot: the next move is refused (privately, nothing is
acknowledged), the bot logs one critical line and stops, and the next start refuses the missing file."""

from __future__ import annotations

import asyncio
import logging
import random
import shutil

import pytest

import agora.store.runtime as runtime
from agora.store.guard import StorageError
from tests.faults.support import newest_controls, play_any, start_game

pytestmark = pytest.mark.sqlite_only


@pytest.fixture
def data_dir(tmp_path):
    return tmp_path / "data"


@pytest.fixture
def bot_db_url(data_dir) -> str:
    return f"sqlite+aiosqlite:///{data_dir / 'agora.db'}"


async def _until_closed(bot, timeout: float = 10.0) -> None:
    async with asyncio.timeout(timeout):
        while not bot.is_closed():
            await asyncio.sleep(0.05)


def _critical_lines(caplog) -> list[str]:
    return [r.getMessage() for r in caplog.records if r.levelno >= logging.CRITICAL]


async def test_a_database_deleted_while_running_refuses_the_next_move_and_stops_the_bot(
    bot_runner, emulator, world, data_dir, caplog
):
    bot = await bot_runner.start()
    await start_game(emulator, world.channel, world.alice, [world.bob], title="demo")
    game = await bot.service.get_active(world.channel.id)
    user = (
        world.alice
        if game.user_of(bot.service.status_of(game).waiting_for[0]) == world.alice.id
        else world.bob
    )
    public_before = len(emulator.channel_messages(world.channel))
    (data_dir / "agora.db").unlink()

    refused = await play_any(emulator, user, newest_controls(emulator, user), random.Random(0))
    await emulator.wait_idle()
    assert refused.ephemeral and "database" in refused.text and "nothing was changed" in refused.text
    assert len(emulator.channel_messages(world.channel)) == public_before  # no move announced
    await _until_closed(bot)
    [line] = _critical_lines(caplog)
    assert "was deleted while the bot was running" in line and "restore" in line
    await bot_runner.stop()
    with pytest.raises(StorageError, match="is missing"):
        await bot_runner.start()
    assert not (data_dir / "agora.db").exists()


async def test_an_idle_bot_whose_data_folder_vanishes_stops_by_itself(
    bot_runner, emulator, world, data_dir, caplog, monkeypatch
):
    monkeypatch.setattr(runtime, "WATCH_INTERVAL_SECONDS", 0.05)
    bot = await bot_runner.start()
    shutil.rmtree(data_dir)
    await _until_closed(bot)
    [line] = _critical_lines(caplog)
    assert "was deleted" in line
    await bot_runner.stop()
    with pytest.raises(StorageError, match="its folder is gone"):
        await bot_runner.start()
    assert not data_dir.exists()


async def test_bot_py_stops_with_status_3_and_one_critical_line_when_its_database_is_deleted(
    emulator, world, bot_db_url, data_dir
):
    from tests.e2e.test_bot_process_e2e import bot_env, run_bot_py

    process = await run_bot_py(bot_env(emulator, bot_db_url))
    try:
        await emulator.wait_ready(timeout=60)
        (data_dir / "agora.db").unlink()
        _, stderr = await asyncio.wait_for(process.communicate(), timeout=60)  # it stops by itself
    finally:
        if process.returncode is None:
            process.kill()
            await process.wait()
    log = stderr.decode()
    assert process.returncode == 3, log[-2000:]
    [line] = [line for line in log.splitlines() if " CRITICAL " in line]
    assert "was deleted while the bot was running" in line and "Traceback" not in log


class _SlowToClose:
    """The bot's storage, slow to close: long enough for another close to come meanwhile."""

    def __init__(self, storage) -> None:
        self.storage = storage
        self.closed = 0

    async def close(self) -> None:
        await asyncio.sleep(0.3)
        await self.storage.close()
        self.closed += 1


async def test_leaving_the_bot_waits_until_its_database_is_closed(bot_runner):
    """The lost-database stop closes the bot in a task; `bot.py` leaves `async with` when discord.py says
    the bot is closed, which comes before the database is. Leaving must wait for all of the close (else
    the loop ends and cancels it halfway), and the close runs once."""
    bot = await bot_runner.start()
    assert bot.storage is not None
    slow = bot.storage = _SlowToClose(bot.storage)
    stopping = asyncio.create_task(bot.close())  # as the lost-database stop does
    while not bot.is_closed():
        await asyncio.sleep(0.01)
    await bot.__aexit__(None, None, None)  # `async with AgoraBot(...)` ends here in bot.py
    assert slow.closed == 1 and bot.storage is None
    await bot.close()  # a later close (the test runner's) finds it done: nothing runs twice
    await stopping
    assert slow.closed == 1
