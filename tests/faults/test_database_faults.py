"""The database misbehaves while a move is applied: a write fails mid-transaction, the commit fails,
SQLite is locked by another connection. The player is told the move was not applied and can retry;
the game row, its log and its state never disagree."""

from __future__ import annotations

import random
import sqlite3

import pytest
from sqlalchemy.engine import Connection
from sqlalchemy.exc import OperationalError

import agora.store.db as store_db
from agora.games import repository
from tests.e2e.controls import stored_at
from tests.faults.support import assert_game_whole, newest_controls, play_any, start_game


async def _game_and_player(bot, emulator, world):
    await start_game(emulator, world.channel, world.alice, [world.bob], title="demo")
    game = await bot.service.get_active(world.channel.id)
    seat = bot.service.status_of(game).waiting_for[0]
    user = world.alice if game.user_of(seat) == world.alice.id else world.bob
    return game, user


async def _assert_unchanged_then_retry(bot, emulator, game, user, refused):
    """The refusal says nothing changed; the stored game did not move; the same control then works."""
    assert refused.ephemeral, refused.text
    after = await bot.service.get(game.id)
    assert after.version == game.version and after.state == game.state
    await assert_game_whole(bot.service, game.id)
    again = await play_any(emulator, user, newest_controls(emulator, user), random.Random(0))
    await emulator.wait_idle()
    assert again.error is None and not again.ephemeral, again.text
    assert (await stored_at(bot, game.id, game.version + 1)).version == game.version + 1
    await assert_game_whole(bot.service, game.id)


async def test_a_write_failing_mid_transaction_leaves_nothing_half_written(bot, emulator, world, monkeypatch):
    game, user = await _game_and_player(bot, emulator, world)
    real_write = repository.write_change
    failures = []

    async def flaky_write(session, snap, change, now):
        record = await real_write(session, snap, change, now)  # game row and log row are flushed...
        if not failures:  # ...then the first write fails before its commit
            failures.append(change)
            raise OperationalError("UPDATE games", {}, Exception("disk I/O error"))
        return record

    monkeypatch.setattr(repository, "write_change", flaky_write)
    refused = await play_any(emulator, user, newest_controls(emulator, user), random.Random(1))
    await emulator.wait_idle()
    assert failures and "Not saved" in refused.text and "nothing changed" in refused.text
    await _assert_unchanged_then_retry(bot, emulator, game, user, refused)


async def test_a_failing_commit_is_reported_as_not_applied(bot, emulator, world, monkeypatch):
    game, user = await _game_and_player(bot, emulator, world)
    real_write, real_commit = repository.write_change, Connection._commit_impl
    armed, failed = [], []

    async def noting_write(session, snap, change, now):
        armed.append(change)  # the next commit carries a game change
        return await real_write(session, snap, change, now)

    def failing_commit(self, *args, **kwargs):  # the database's COMMIT, whoever asked for it
        if armed and not failed:
            failed.append(True)
            raise OperationalError("COMMIT", {}, Exception("disk I/O error"))
        return real_commit(self, *args, **kwargs)

    monkeypatch.setattr(repository, "write_change", noting_write)
    monkeypatch.setattr(Connection, "_commit_impl", failing_commit)
    refused = await play_any(emulator, user, newest_controls(emulator, user), random.Random(2))
    await emulator.wait_idle()
    assert failed and "Not saved" in refused.text and "nothing changed" in refused.text
    await _assert_unchanged_then_retry(bot, emulator, game, user, refused)


@pytest.fixture
def short_busy_timeout(monkeypatch):
    """SQLite's busy timeout (5 s in production) cut to 0.2 s so a held lock fails fast."""
    monkeypatch.setattr(store_db, "SQLITE_BUSY_TIMEOUT_MS", 200)


def hold_write_lock(db_url: str) -> sqlite3.Connection:
    """Another process's connection holding SQLite's write lock (BEGIN IMMEDIATE)."""
    connection = sqlite3.connect(db_url.split("///", 1)[1], isolation_level=None, timeout=5)
    connection.execute("BEGIN IMMEDIATE")
    return connection


@pytest.mark.sqlite_only
async def test_a_locked_sqlite_refuses_the_move_with_busy_and_it_can_be_retried(
    short_busy_timeout, bot_runner, emulator, world, bot_db_url
):
    bot = await bot_runner.start()
    game, user = await _game_and_player(bot, emulator, world)
    locker = hold_write_lock(bot_db_url)
    try:
        refused = await play_any(emulator, user, newest_controls(emulator, user), random.Random(3))
        await emulator.wait_idle()
    finally:
        locker.rollback()
        locker.close()
    assert "busy" in refused.text
    await _assert_unchanged_then_retry(bot, emulator, game, user, refused)


@pytest.mark.sqlite_only
async def test_a_locked_sqlite_refuses_a_new_game_and_creates_none(
    short_busy_timeout, bot_runner, emulator, world, bot_db_url
):
    bot = await bot_runner.start()
    locker = hold_write_lock(bot_db_url)
    try:
        refused = await emulator.slash(world.alice, world.channel, "game new", title="demo")
    finally:
        locker.rollback()
        locker.close()
    assert refused.ephemeral and "busy" in refused.text
    assert await bot.service.get_active(world.channel.id) is None
    created = await emulator.slash(world.alice, world.channel, "game new", title="demo")
    assert created.public
