"""Backups and restore of the SQLite database: `bot.py backup` while the bot runs, `bot.py restore FILE`
only once it is stopped, the game restored mid-way plays on and replays exactly; automatic backups are
taken on their schedule and rotated; a file that is not an Agora backup is never restored."""

from __future__ import annotations

import asyncio
import os
import sqlite3
from datetime import UTC, datetime, timedelta
from types import SimpleNamespace

import pytest

import agora.store.backup as backup
from agora.store.backup import check_agora_backup, list_backups, restore_sqlite, run_automatic_backups
from agora.store.guard import StorageError
from tests.store.storage_support import (
    CHANNEL,
    assert_one_line_refusal,
    bot_py,
    demo_game_started,
    digest,
    open_as_bot,
    play_moves,
    service_on,
    sqlite_url,
)

pytestmark = pytest.mark.sqlite_only


@pytest.fixture
def files(tmp_path):
    return tmp_path / "data" / "agora.db", tmp_path / "backups"


def cli_env(database, backups) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DISCORD_", "DATABASE_"))}
    env.update(DATABASE_URL=sqlite_url(database), BACKUP_DIR=str(backups), LOG_LEVEL="INFO")
    return env


async def play_to_end(service) -> None:
    for _ in range(200):
        if await service.get_active(CHANNEL) is None:
            return
        await play_moves(service, 1)
    raise AssertionError("the demo game did not end")


def logged_moves(path) -> int:
    with sqlite3.connect(path) as connection:
        count = connection.execute("SELECT count(*) FROM action_log").fetchone()[0]
    connection.close()
    return count


async def test_a_backup_taken_mid_game_is_restored_and_the_game_plays_on_and_replays_exactly(files):
    database, backups = files
    env = cli_env(database, backups)
    storage = await open_as_bot(database, backups)
    try:
        service = service_on(storage.engine)
        game_id = await demo_game_started(service)
        await play_moves(service, 3)
        at_backup = await service.get(game_id)
        code, stdout, stderr = await bot_py(env, "backup")  # while the bot runs
        assert code == 0 and "Traceback" not in stderr, stderr
        copy = backups / stdout.strip().removeprefix("Backed up to ")
        copy = copy if copy.exists() else backups / copy.name
        assert copy.exists() and check_agora_backup(copy) == 1
        await play_moves(service, 2)  # moves after the backup: the restore goes back before them
        code, _, stderr = await bot_py(env, "restore", str(copy))
        assert_one_line_refusal(code, stderr, "a bot is running", "stop it first")
    finally:
        await storage.close()  # the bot stops

    code, stdout, stderr = await bot_py(env, "restore", str(copy))
    assert code == 0 and "Traceback" not in stderr, stderr
    assert "Restored" in stdout and "1 games" in stdout and "kept as" in stdout
    [replaced] = database.parent.glob("agora.db.replaced-*[0-9]")
    assert logged_moves(replaced) == logged_moves(database) + 2  # the replaced file, kept aside, whole

    storage = await open_as_bot(database, backups)
    try:
        service = service_on(storage.engine)
        restored = await service.get(game_id)
        assert (restored.version, restored.state) == (at_backup.version, at_backup.state)
        await play_to_end(service)
        final = await service.get(game_id)
        assert final.status == "finished"
        assert await service.replay_state(game_id) == final.state
    finally:
        await storage.close()


async def test_restore_refuses_what_is_not_an_agora_backup_and_changes_nothing(files, tmp_path):
    database, backups = files
    storage = await open_as_bot(database, backups)
    await storage.close()
    before = digest(database)
    garbage = tmp_path / "notes.db"
    garbage.write_text("not a database at all\n" * 20)
    foreign = tmp_path / "recipes.db"
    with sqlite3.connect(foreign) as connection:
        connection.execute("CREATE TABLE recipes (name TEXT)")
    connection.close()
    future = tmp_path / "future.db"
    future.write_bytes(database.read_bytes())
    with sqlite3.connect(future) as connection:
        connection.execute("UPDATE alembic_version SET version_num = '0042_from_the_future'")
    connection.close()
    for source, reason in (
        (garbage, "not a SQLite database"),
        (foreign, "not an Agora database"),
        (future, "does not know"),
        (tmp_path / "absent.db", "no file"),
        (database, "the database itself"),
    ):
        with pytest.raises(StorageError, match=reason):
            restore_sqlite(source, database, backups)
        assert digest(database) == before
    assert list(database.parent.glob("*.replaced-*")) == []


def rotated_after(automatic: list, last_stamp: str) -> bool:
    """The last backup started is written and its rotation done: three kept, the newest is that one."""
    return len(automatic) == 3 and last_stamp in automatic[-1].name


class ScheduleClock:
    """The backup module's time, moved only by its own waits: each `asyncio.sleep(delay)` of the
    schedule is noted and makes `delay` pass at once, so backups are stamped with the moments the
    schedule chose (a second apart or six hours apart alike), and the test reads the schedule itself."""

    def __init__(self, start: datetime) -> None:
        self.now = start
        self.waits: list[float] = []
        clock = self

        class Now(datetime):
            @classmethod
            def now(cls, tz=None):  # type: ignore[override]
                return clock.now if tz is None else clock.now.astimezone(tz)

        self.datetime = Now
        self.asyncio = SimpleNamespace(to_thread=asyncio.to_thread, sleep=self.sleep)

    async def sleep(self, delay: float) -> None:
        self.waits.append(delay)
        self.now += timedelta(seconds=max(delay, 0.0))
        await asyncio.sleep(0.01)  # really yield: the game goes on, the backup's thread runs


async def test_automatic_backups_follow_their_schedule_and_keep_the_newest(files, monkeypatch):
    database, backups = files
    storage = await open_as_bot(database, backups)
    service = service_on(storage.engine)
    await demo_game_started(service)
    interval = timedelta(hours=6)
    start = datetime(2026, 1, 1, 9, 0, tzinfo=UTC)
    clock = ScheduleClock(start)
    monkeypatch.setattr(backup, "datetime", clock.datetime)
    monkeypatch.setattr(backup, "asyncio", clock.asyncio)
    # The manual backup is stamped `start`: the schedule counts from it.
    manual = backup.backup_sqlite(database, backups, manual=True)
    real_stamp, stamps = backup._stamp, []

    def noted_stamp(now=None) -> str:  # the name of each automatic backup, as it is taken
        stamps.append(real_stamp(now))
        return stamps[-1]

    monkeypatch.setattr(backup, "_stamp", noted_stamp)
    task = asyncio.create_task(run_automatic_backups(database, backups, interval, keep=3))
    try:
        async with asyncio.timeout(20):
            while len(stamps) < 8:
                if await service.get_active(CHANNEL) is not None:
                    await play_moves(service, 1)  # the game goes on while backups are taken
                await asyncio.sleep(0.01)
    finally:
        task.cancel()
        await asyncio.gather(task, return_exceptions=True)
        await storage.close()
    # One backup every interval after the newest one, never sooner, never later: the n-th automatic
    # backup is stamped n intervals after the manual one, and the schedule waited one interval for each.
    expected = [(start + n * interval).strftime("%Y%m%d-%H%M%S") for n in range(1, len(stamps) + 1)]
    assert stamps == expected, stamps
    assert clock.waits[: len(stamps)] == [interval.total_seconds()] * len(stamps), clock.waits
    async with asyncio.timeout(10):  # a backup in flight in its worker thread finishes with its rotation
        while not rotated_after(backup.automatic_backups(backups, database), stamps[-1]):
            await asyncio.sleep(0.05)
    automatic = backup.automatic_backups(backups, database)
    assert manual in list_backups(backups, database)  # manual backups are never rotated away
    for path in automatic:
        assert check_agora_backup(path) == 1


async def test_bot_py_backup_on_postgresql_points_at_pg_dump(tmp_path):
    env = cli_env(tmp_path / "unused.db", tmp_path / "backups")
    env["DATABASE_URL"] = "postgresql+asyncpg://agora:pw@127.0.0.1:9/agora"
    code, _, stderr = await bot_py(env, "backup")
    assert_one_line_refusal(code, stderr, "pg_dump")


async def test_after_the_database_was_deleted_restoring_the_newest_backup_lets_the_bot_start(files):
    database, backups = files
    storage = await open_as_bot(database, backups)
    service = service_on(storage.engine)
    game_id = await demo_game_started(service)
    await play_moves(service, 2)
    copy = backup.backup_sqlite(database, backups)
    await storage.close()
    for path in database.parent.iterdir():
        path.unlink()
    with pytest.raises(StorageError, match=copy.name):  # the refusal names the newest backup
        await open_as_bot(database, backups)
    restored = restore_sqlite(copy, database, backups)
    assert (restored.games, restored.replaced) == (1, None)
    storage = await open_as_bot(database, backups)
    try:
        game = await service_on(storage.engine).get(game_id)
        assert game is not None and game.status == "active"
    finally:
        await storage.close()


async def test_a_syracuse_game_restored_from_a_mid_game_backup_plays_on_and_replays_exactly(files):
    """The same with a real title: hidden hands and dice come back from the backup and replay exactly."""
    database, backups = files
    storage = await open_as_bot(database, backups)
    try:
        service = service_on(storage.engine)
        await service.create(
            guild_id=1,
            channel_id=CHANNEL,
            creator_id=11,
            title="syracuse",
            options={},
            language="en",
            seed=77,
        )
        await service.join(CHANNEL, 11)
        await service.join(CHANNEL, 12)
        game_id = (await service.start(CHANNEL, 11)).game.id
        await play_moves(service, 8)
        at_backup = await service.get(game_id)
        copy = await asyncio.to_thread(backup.backup_sqlite, database, backups, manual=True)
        await play_moves(service, 4)
    finally:
        await storage.close()
    restore_sqlite(copy, database, backups)
    storage = await open_as_bot(database, backups)
    try:
        service = service_on(storage.engine)
        restored = await service.get(game_id)
        assert (restored.version, restored.state) == (at_backup.version, at_backup.state)
        await play_moves(service, 12)
        after = await service.get(game_id)
        assert after.version > at_backup.version
        assert await service.replay_state(game_id) == after.state
    finally:
        await storage.close()


async def test_a_database_about_to_be_migrated_is_backed_up_first(files, monkeypatch):
    import agora.store.migrate as migrate

    database, backups = files
    storage = await open_as_bot(database, backups)
    await demo_game_started(service_on(storage.engine))
    await storage.close()
    storage = await open_as_bot(database, backups)  # up to date: no backup
    await storage.close()
    assert list_backups(backups, database) == []
    # This version's head is one revision further: the start migrates, so it keeps a copy first.
    monkeypatch.setattr(migrate, "head_revisions", lambda: frozenset({"0002_next"}))
    storage = await open_as_bot(database, backups)
    await storage.close()
    [kept] = list_backups(backups, database)
    assert kept.name.endswith("-before-upgrade.db") and check_agora_backup(kept) == 1
    assert kept not in backup.automatic_backups(backups, database)  # never rotated away
