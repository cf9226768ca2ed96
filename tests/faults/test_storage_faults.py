"""The storage fails under the bot (a full disk, a write the disk refuses) while players move and while
timers fire: the player is told privately, in their language, that nothing was saved and to try again;
the host gets one log line saying what to do, never a traceback; nothing changes; once the storage is
back the same move, or the same timer, goes through."""

from __future__ import annotations

import logging
import random
import sqlite3

import pytest
from sqlalchemy.engine import Connection
from sqlalchemy.exc import OperationalError

from agora.bots.identity import is_bot
from agora.games import repository
from tests.deadlines.support import advance, open_timed_game, posted_since
from tests.e2e.controls import bot_quiet, missing_controls, stored_at
from tests.faults.support import assert_game_whole, newest_controls, play_any, public_answer, start_game

NOT_SAVED = {
    "en": ("Not saved", "nothing changed", "try again"),
    "fr": ("Pas enregistré", "rien n'a changé", "réessayer"),
}
FULL_DISK_ADVICE = "free disk space"
WRITE_ADVICE = "check the disk"


class DiskFull:
    """While on, every COMMIT fails as SQLite fails it on a full disk (whoever asked for it); only
    transactions that write commit, so reads go on."""

    def __init__(self, monkeypatch, message: str = "database or disk is full", *, once: bool = False) -> None:
        self.on = False
        self.failed = 0
        real_commit = Connection._commit_impl
        fault = self

        def commit(self, *args, **kwargs):
            if fault.on:
                fault.failed += 1
                fault.on = not once
                raise OperationalError("COMMIT", {}, sqlite3.OperationalError(message))
            return real_commit(self, *args, **kwargs)

        monkeypatch.setattr(Connection, "_commit_impl", commit)


def told_the_host(caplog, advice: str) -> list[logging.LogRecord]:
    """The bot's log lines at warning level or above: exactly one, with the advice; no traceback."""
    traced = [r.getMessage() for r in caplog.records if r.exc_info]
    assert not traced, traced
    assert "Traceback" not in caplog.text
    loud = [r for r in caplog.records if r.levelno >= logging.WARNING and r.name.startswith("agora")]
    assert len(loud) == 1 and advice in loud[0].getMessage(), [r.getMessage() for r in loud]
    return loud


async def _awaiting(bot, emulator, world, player, lang):
    """A demo game of `player` and bob in which `player` is awaited."""
    await start_game(emulator, world.channel, player, [world.bob], title="demo")
    game = await bot.service.get_active(world.channel.id)
    for _ in range(4):
        if game.user_of(bot.service.status_of(game).waiting_for[0]) == player.id:
            return game
        other = world.bob
        await play_any(emulator, other, newest_controls(emulator, other), random.Random(9))
        await emulator.wait_idle()
        game = await stored_at(bot, game.id, game.version + 1)
    raise AssertionError("the player was never awaited")


async def _refused_then_retried(bot, emulator, game, user, refused, lang):
    assert refused.ephemeral, refused.text
    for words in NOT_SAVED[lang]:
        assert words in refused.text, refused.text
    after = await bot.service.get(game.id)
    assert after.version == game.version and after.state == game.state
    await assert_game_whole(bot.service, game.id)
    again = await play_any(emulator, user, newest_controls(emulator, user), random.Random(0))
    await emulator.wait_idle()
    assert again.error is None and not again.ephemeral, again.text
    assert (await stored_at(bot, game.id, game.version + 1)).version == game.version + 1
    await assert_game_whole(bot.service, game.id)


@pytest.mark.parametrize(("name", "lang"), [("alice", "en"), ("carol", "fr")])
async def test_a_full_disk_at_commit_says_not_saved_and_the_same_move_works_once_there_is_room(
    bot, emulator, world, monkeypatch, caplog, name, lang
):
    player = getattr(world, name)
    game = await _awaiting(bot, emulator, world, player, lang)
    disk = DiskFull(monkeypatch)
    caplog.clear()
    caplog.set_level(logging.INFO)
    disk.on = True
    refused = await public_answer(
        emulator, await play_any(emulator, player, newest_controls(emulator, player), random.Random(1)), 3
    )
    await emulator.wait_idle()
    disk.on = False
    assert disk.failed
    told_the_host(caplog, FULL_DISK_ADVICE)
    await _refused_then_retried(bot, emulator, game, player, refused, lang)


async def test_a_write_the_disk_refuses_mid_transaction_says_not_saved_and_logs_one_line(
    bot, emulator, world, monkeypatch, caplog
):
    game = await _awaiting(bot, emulator, world, world.alice, "en")
    real_write = repository.write_change
    failures = []

    async def failing_write(session, snap, change, now):
        record = await real_write(session, snap, change, now)
        if not failures:
            failures.append(change)
            raise OperationalError("UPDATE games", {}, sqlite3.OperationalError("disk I/O error"))
        return record

    monkeypatch.setattr(repository, "write_change", failing_write)
    caplog.clear()
    caplog.set_level(logging.INFO)
    user = world.alice
    refused = await play_any(emulator, user, newest_controls(emulator, user), random.Random(1))
    await emulator.wait_idle()
    assert failures
    told_the_host(caplog, WRITE_ADVICE)
    await _refused_then_retried(bot, emulator, game, user, refused, "en")


async def test_a_timeout_on_a_full_disk_changes_nothing_and_fires_once_the_disk_has_room(
    bot, emulator, world, monkeypatch, caplog
):
    game = await open_timed_game(emulator, world, bot, "syracuse", "turn_hours:2,timeout:pass,reminders:none")
    disk = DiskFull(monkeypatch)
    caplog.clear()
    caplog.set_level(logging.INFO)
    count = len(emulator.channel_messages(world.channel))
    disk.on = True
    assert await advance(emulator, bot, hours=2, minutes=1) == 0  # due, but nothing could be saved
    disk.on = False
    assert disk.failed
    told_the_host(caplog, FULL_DISK_ADVICE)
    same = await bot.service.get(game.id)
    assert (same.version, same.deadline_at, same.state) == (game.version, game.deadline_at, game.state)
    assert posted_since(emulator, world.channel, count) == []
    # The disk has room again: the same timer fires, once, and is told once.
    assert await advance(emulator, bot, minutes=1) == 1
    after = await bot.service.get(game.id)
    assert after.version > game.version
    text = "\n".join(m.text for m in posted_since(emulator, world.channel, count))
    assert text.count("Time is up for") == 1, text
    await assert_game_whole(bot.service, game.id)


async def test_an_announcement_a_full_disk_kept_from_being_claimed_is_said_once_there_is_room(
    bot, emulator, world, monkeypatch, caplog
):
    """The timeout is saved, then the disk fills before its announcement is claimed: nothing is said, the
    host is told once; once there is room the next timer pass says it, once, with the fresh controls."""
    game = await open_timed_game(emulator, world, bot, "syracuse", "turn_hours:2,timeout:pass,reminders:none")
    disk = DiskFull(monkeypatch)
    real_claim = bot.service.outbox_claim

    async def claim_on_a_full_disk(key):
        disk.on = True
        try:
            return await real_claim(key)
        finally:
            disk.on = False

    monkeypatch.setattr(bot.service, "outbox_claim", claim_on_a_full_disk)
    caplog.clear()
    caplog.set_level(logging.INFO)
    count = len(emulator.channel_messages(world.channel))
    assert await advance(emulator, bot, hours=2, minutes=1) == 1  # the timeout itself is saved
    assert disk.failed
    told_the_host(caplog, FULL_DISK_ADVICE)
    saved = await bot.service.get(game.id)
    assert saved.version > game.version
    assert [m.text for m in posted_since(emulator, world.channel, count) if "Time is up" in m.text] == []
    monkeypatch.setattr(bot.service, "outbox_claim", real_claim)  # room again
    await advance(emulator, bot, minutes=1)
    text = "\n".join(m.text for m in posted_since(emulator, world.channel, count))
    assert text.count("Time is up for") == 1, text
    assert await missing_controls(emulator, bot, game.id) == []
    await advance(emulator, bot, minutes=1)
    assert "\n".join(m.text for m in posted_since(emulator, world.channel, count)).count("Time is up") == 1


async def test_a_bot_move_refused_by_a_full_disk_is_played_again_once_there_is_room(
    bot, emulator, world, monkeypatch, caplog
):
    """A bot seat's move meets a full disk: one log line, nothing saved, and the bot plays it again by
    itself a moment later; the person then gets their controls."""
    alice, channel = world.alice, world.channel
    await emulator.slash(alice, channel, "game new", title="syracuse", seat="athens")
    await emulator.slash(alice, channel, "game bot", seat="syracuse", level="easy")
    await emulator.slash(alice, channel, "game start")
    await emulator.wait_idle()
    game = await bot.service.get_active(channel.id)
    bot.bots.storage_retry = 0.2
    disk = DiskFull(monkeypatch, once=True)
    real_write = repository.write_change

    async def full_for_a_bot(session, snap, change, now):
        if change.logged is not None and is_bot(change.logged.user_id) and not disk.failed:
            disk.on = True  # the commit of the bot's move fails, once
        return await real_write(session, snap, change, now)

    monkeypatch.setattr(repository, "write_change", full_for_a_bot)
    caplog.clear()
    caplog.set_level(logging.INFO)
    rnd = random.Random(44)
    for _ in range(20):
        if disk.failed:
            break
        await play_any(emulator, alice, newest_controls(emulator, alice), rnd)
        await emulator.wait_idle()
        await bot.bots.idle()
    assert disk.failed == 1
    await bot.bots.idle()
    await bot_quiet(emulator)
    told_the_host(caplog, FULL_DISK_ADVICE)
    after = await bot.service.get(game.id)
    moves = (await bot.service.export(game.id))["actions"]
    assert any(is_bot(move["user_id"]) for move in moves)  # the bot's move went through on its retry
    assert after.status != "active" or await missing_controls(emulator, bot, game.id) == []
    await assert_game_whole(bot.service, game.id)
