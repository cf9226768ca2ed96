"""A timeout is always announced (issue 44, point 4): `bot.py` is stopped between the timer's save and
anything posted about it; after the restart the announcement and the awaited player's fresh controls
appear, once, and a further restart does not repeat them.

The bot runs with the transaction trail of `marked_bot.py`, which holds the bot right after the commit
of a timer's change: the kill provably lands between the save and the post."""

from __future__ import annotations

import asyncio
import random
import sys
import time
from datetime import timedelta
from pathlib import Path

import pytest
from sqlalchemy import update

from agora.bots.identity import is_bot
from agora.games import GameService
from agora.store.db import create_engine_from_url, make_sessionmaker
from agora.store.models import Game
from tests.e2e.test_bot_process_e2e import ROOT
from tests.faults.support import newest_controls, play_any, start_game, versioned_controls
from tests.faults.test_kill_restart import BotProcess

TIMED_OUT = "Time is up for"
HOLD_SECONDS = 30  # far longer than the test needs to kill the held bot


async def launch_only(bot: BotProcess) -> None:
    """Start bot.py without waiting for it to be ready: it may be held before it connects."""
    bot.process = await asyncio.create_subprocess_exec(
        sys.executable, str(Path(__file__).with_name("marked_bot.py")), cwd=ROOT, env=bot.env,
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE,
    )  # fmt: skip


async def wait_for_trail(bot: BotProcess, line: str, since: int, patience: float = 60.0) -> None:
    give_up = time.monotonic() + patience
    while line not in bot.trail_lines()[since:]:
        assert time.monotonic() < give_up, bot.trail_lines()[since:]
        assert bot.process is not None and bot.process.returncode is None, "bot.py stopped by itself"
        await asyncio.sleep(0.02)


async def soon(emulator, check, patience: float = 60.0) -> None:
    """Wait until `check()` holds: after a restart, what was left is said by the timer service's first
    pass, which may come after the emulator's quiet window on a loaded machine."""
    give_up = time.monotonic() + patience
    while not check() and time.monotonic() < give_up:
        await asyncio.sleep(0.2)
    await emulator.wait_idle(timeout=30)


def announcements(emulator, channel) -> list[str]:
    return [m.text for m in emulator.channel_messages(channel) if TIMED_OUT in m.text]


def controls_of(emulator, user, game_id: int, version: int) -> list:
    """The user's DMs that carry working controls of the game at `version`."""
    return [m for m in emulator.dms(user) if versioned_controls(m) == (game_id, version) and not m.deleted]


@pytest.mark.slow  # four bot.py start-ups
async def test_a_timeout_saved_just_before_a_crash_is_announced_once_after_the_restart(
    emulator, world, tmp_path
):
    db_url = f"sqlite+aiosqlite:///{tmp_path}/outbox.db"
    trail = tmp_path / "trail"
    bot = BotProcess(emulator, db_url, trail)
    hold = Path(f"{trail}.hold-after-timer")
    engine = create_engine_from_url(db_url)
    service = GameService(make_sessionmaker(engine), include_hidden_titles=True)
    try:
        await bot.start()
        created = await emulator.slash(
            world.alice, world.channel, "game new", title="syracuse", seat="athens",
            options="turn_hours:2,timeout:pass,reminders:none",
        )  # fmt: skip
        assert not created.ephemeral, created.text
        await emulator.click(world.bob, emulator.channel_messages(world.channel)[-1], "Join")
        started = await emulator.slash(world.alice, world.channel, "game start")
        assert not started.ephemeral, started.text
        await emulator.wait_idle(timeout=30)
        game = await service.get_active(world.channel.id)
        late = service.status_of(game).waiting_for[0]
        await bot.kill()

        # While the bot is down the deadline passes; at its start the timer fires, is saved, and the
        # bot is held (then killed) before it can say anything about it.
        async with engine.begin() as connection:
            passed = game.deadline_at - timedelta(hours=3)
            await connection.execute(update(Game).where(Game.id == game.id).values(deadline_at=passed))
        hold.write_text(str(HOLD_SECONDS))
        since = len(bot.trail_lines())
        await launch_only(bot)
        await wait_for_trail(bot, "holding-after-timer_fired", since)
        await bot.kill()
        hold.unlink()
        saved = await service.get(game.id)
        assert saved.version > game.version and saved.timing["missed"][late] == 1  # the timeout is saved
        assert announcements(emulator, world.channel) == []  # and nothing was said about it
        awaited = service.status_of(saved).waiting_for
        users = {world.alice.id: world.alice, world.bob.id: world.bob}
        next_player = users[saved.user_of(awaited[0])]
        assert controls_of(emulator, next_player, game.id, saved.version) == []

        # After the restart: the announcement once, and the player the game now waits on has controls.
        await bot.start()
        await soon(emulator, lambda: announcements(emulator, world.channel))
        now = await service.get(game.id)
        assert now.version == saved.version  # delivering it changed nothing in the game
        assert len(announcements(emulator, world.channel)) == 1, announcements(emulator, world.channel)
        assert len(controls_of(emulator, next_player, game.id, saved.version)) == 1

        # Another restart says nothing again.
        await bot.kill()
        await bot.start()
        await emulator.wait_idle(timeout=30)
        assert len(announcements(emulator, world.channel)) == 1, announcements(emulator, world.channel)
        assert len(controls_of(emulator, next_player, game.id, saved.version)) == 1
    finally:
        await bot.stop()
        await engine.dispose()
    assert b"Traceback" not in bot.stderr, bot.stderr.decode()[-3000:]


def player_dms_with_controls(emulator, user, game_id: int, version: int) -> int:
    return len(controls_of(emulator, user, game_id, version))


async def alice_until_the_bot_moves(bot, emulator, service, alice, game_id: int, since: int) -> None:
    """alice plays her newest controls until the game waits on the bot, and the bot's move is saved and
    held (marked_bot.py)."""
    rnd = random.Random(44)
    for _ in range(20):
        game = await service.get(game_id)
        if any(is_bot(game.user_of(seat)) for seat in service.status_of(game).waiting_for):
            await wait_for_trail(bot, "holding-after-bot_moved", since)
            return
        move = asyncio.create_task(play_any(emulator, alice, newest_controls(emulator, alice), rnd))
        while not move.done() and "holding-after-bot_moved" not in bot.trail_lines()[since:]:
            await asyncio.sleep(0.02)
        if "holding-after-bot_moved" in bot.trail_lines()[since:]:
            move.cancel()
            return
        await emulator.wait_idle(timeout=30)
    raise AssertionError("the game never waited on the bot")


@pytest.mark.slow  # three bot.py start-ups
async def test_a_bot_move_saved_just_before_a_crash_is_announced_once_after_the_restart(
    emulator, world, tmp_path
):
    db_url = f"sqlite+aiosqlite:///{tmp_path}/outbox.db"
    trail = tmp_path / "trail"
    bot = BotProcess(emulator, db_url, trail)
    bot.env["BOT_PAUSE_SECONDS"] = "0"
    hold = Path(f"{trail}.hold-after-bot")
    engine = create_engine_from_url(db_url)
    service = GameService(make_sessionmaker(engine), include_hidden_titles=True)
    try:
        await bot.start()
        alice, channel = world.alice, world.channel
        created = await emulator.slash(alice, channel, "game new", title="syracuse", seat="athens")
        assert not created.ephemeral, created.text
        seated = await emulator.slash(alice, channel, "game bot", seat="syracuse", level="easy")
        assert not seated.ephemeral, seated.text
        hold.write_text(str(HOLD_SECONDS))
        since = len(bot.trail_lines())
        started = await emulator.slash(world.alice, world.channel, "game start")
        assert not started.ephemeral, started.text
        await emulator.wait_idle(timeout=30)
        game = await service.get_active(world.channel.id)
        await alice_until_the_bot_moves(bot, emulator, service, world.alice, game.id, since)
        await bot.kill()
        hold.unlink()
        saved = await service.get(game.id)
        moves = (await service.export(game.id))["actions"]
        assert moves[-1]["user_id"] < 0 and moves[-1]["seat"] == "syracuse"  # the bot's move is saved
        assert service.status_of(saved).waiting_for == ["athens"]  # and the game waits on alice
        assert player_dms_with_controls(emulator, world.alice, game.id, saved.version) == 0  # unsaid

        # After the restart: alice is told, with the controls of the game as the bot left it, once.
        await bot.start()
        await soon(emulator, lambda: player_dms_with_controls(emulator, world.alice, game.id, saved.version))
        assert (await service.get(game.id)).version == saved.version
        assert player_dms_with_controls(emulator, world.alice, game.id, saved.version) == 1
        posted = len(emulator.channel_messages(world.channel))
        dms = len(emulator.dms(world.alice))

        # Another restart says nothing again.
        await bot.kill()
        await bot.start()
        await emulator.wait_idle(timeout=30)
        assert len(emulator.channel_messages(world.channel)) == posted
        assert len(emulator.dms(world.alice)) == dms
    finally:
        await bot.stop()
        await engine.dispose()
    assert b"Traceback" not in bot.stderr, bot.stderr.decode()[-3000:]


def result_cards(emulator, channel) -> list[str]:
    return [m.text for m in emulator.channel_messages(channel) if m.text.startswith("Result — ")]


@pytest.mark.slow  # three bot.py start-ups
async def test_the_result_of_a_last_move_saved_just_before_a_crash_is_posted_once_after_the_restart(
    emulator, world, tmp_path
):
    db_url = f"sqlite+aiosqlite:///{tmp_path}/outbox.db"
    trail = tmp_path / "trail"
    bot = BotProcess(emulator, db_url, trail)
    hold = Path(f"{trail}.hold-after-finish")
    engine = create_engine_from_url(db_url)
    service = GameService(make_sessionmaker(engine), include_hidden_titles=True)
    rnd = random.Random(44)
    try:
        await bot.start()
        await start_game(emulator, world.channel, world.alice, [world.bob], title="demo", options="target:5")
        game = await service.get_active(world.channel.id)
        hold.write_text(str(HOLD_SECONDS))
        since = len(bot.trail_lines())
        for _ in range(200):  # the players play on until the move that ends the game is saved and held
            current = await service.get(game.id)
            seat = service.status_of(current).waiting_for[0]
            user = world.alice if current.user_of(seat) == world.alice.id else world.bob
            move = asyncio.create_task(play_any(emulator, user, newest_controls(emulator, user), rnd))
            while not move.done() and "holding-after-game_finished" not in bot.trail_lines()[since:]:
                await asyncio.sleep(0.02)
            if "holding-after-game_finished" in bot.trail_lines()[since:]:
                break
            await emulator.wait_idle(timeout=30)
        else:
            raise AssertionError("the demo game never ended")
        await bot.kill()
        move.cancel()
        hold.unlink()
        ended = await service.get(game.id)
        assert ended.status == "finished"  # the last move is saved
        assert result_cards(emulator, world.channel) == []  # and its result was not posted

        await bot.start()
        await soon(emulator, lambda: result_cards(emulator, world.channel))
        assert len(result_cards(emulator, world.channel)) == 1, result_cards(emulator, world.channel)

        await bot.kill()
        await bot.start()
        await emulator.wait_idle(timeout=30)
        assert len(result_cards(emulator, world.channel)) == 1
    finally:
        await bot.stop()
        await engine.dispose()
    assert b"Traceback" not in bot.stderr, bot.stderr.decode()[-3000:]
