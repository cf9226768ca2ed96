"""`bot.py` is killed with SIGKILL at random points while players move, then started again on the same
SQLite file: every game continues from its last accepted move, a move the player saw acknowledged is
never lost, no attempt is applied twice, and the controls posted before the kill either still work
(the move did not happen) or say clearly that they expired (it did)."""

from __future__ import annotations

import asyncio
import random
import time
from dataclasses import dataclass
from typing import Any

import pytest

from agora.games import GameService
from agora.store.db import create_engine_from_url, make_sessionmaker
from engine.core import SYSTEM_SEAT
from tests.e2e.test_bot_process_e2e import bot_env, run_bot_py
from tests.faults.support import assert_game_whole, play_any, versioned_controls

EXPIRED = "expired"


@dataclass
class Table:
    channel: Any
    players: list[Any]
    title: str
    options: str | None = None
    game_id: int = 0


class BotProcess:
    """bot.py as a child process that the test kills and restarts."""

    def __init__(self, emulator, db_url: str) -> None:
        self.emulator = emulator
        self.env = bot_env(emulator, db_url, LOG_LEVEL="WARNING")
        self.process: asyncio.subprocess.Process | None = None
        self.stderr = b""

    async def start(self) -> None:
        self.process = await run_bot_py(self.env)
        await self.emulator.wait_ready(timeout=60)
        await self.emulator.wait_idle(timeout=30)

    async def kill(self) -> None:
        assert self.process is not None
        self.process.kill()  # SIGKILL: no clean-up of any kind
        _, stderr = await self.process.communicate()
        self.stderr += stderr
        deadline = time.monotonic() + 10
        while self.emulator.server.gateway.ready_shard_sets() and time.monotonic() < deadline:
            await asyncio.sleep(0.02)  # the emulator notices the dead connection

    async def stop(self) -> None:
        if self.process is not None and self.process.returncode is None:
            await self.kill()


def player_actions(export: dict[str, Any]) -> list[dict[str, Any]]:
    return [a for a in export["actions"] if a["seat"] != SYSTEM_SEAT]


async def current_controls(emulator, service: GameService, table: Table):
    """The awaited player and their controls, fetched with /game hand (DMs may have been cut by a kill)."""
    game = await service.get(table.game_id)
    seat = service.status_of(game).waiting_for[0]
    user = next(u for u in table.players if u.id == game.user_of(seat))
    hand = await emulator.slash(user, table.channel, "game hand")
    controls = next((m for m in hand.ephemeral if versioned_controls(m)), None)
    assert controls is not None, hand.text
    return user, controls


async def open_tables(emulator, world) -> list[Table]:
    tables = [
        Table(world.channel, [world.alice, world.bob], "demo", "target:40"),
        Table(world.other_channel, [world.carol, world.admin], "syracuse"),
        Table(emulator.add_channel(world.guild, "epireia"), [world.bob, world.carol], "epireia"),
    ]
    await emulator.wait_idle()
    for table in tables:
        options = {"options": table.options} if table.options else {}
        creator, *others = table.players
        created = await emulator.slash(creator, table.channel, "game new", title=table.title, **options)
        assert created.public, created.text
        for user in others:
            await emulator.click(user, emulator.channel_messages(table.channel)[-1], "Join")
        started = await emulator.slash(creator, table.channel, "game start")
        assert "went wrong" not in started.text, started.text
        await emulator.wait_idle(timeout=30)
    return tables


async def kill_during_a_move(bot: BotProcess, emulator, service, table: Table, rnd: random.Random) -> None:
    user, controls = await current_controls(emulator, service, table)
    before = player_actions(await service.export(table.game_id))
    move = asyncio.create_task(play_any(emulator, user, controls, random.Random(rnd.random())))
    await asyncio.sleep(rnd.uniform(0.0, 0.35))
    await bot.kill()
    await move
    acknowledged = versioned_controls(controls) is None  # the bot took the controls off: "done"
    await bot.start()

    after = player_actions(await service.export(table.game_id))
    assert after[: len(before)] == before  # history never rewritten
    assert len(after) - len(before) in (0, 1)  # one attempt: at most one move
    if acknowledged:
        assert len(after) == len(before) + 1  # what the player saw accepted is kept
    await assert_game_whole(service, table.game_id)

    if versioned_controls(controls) is None:
        return  # the acknowledged message has no controls left to click
    retry = await play_any(emulator, user, controls, random.Random(rnd.random()))
    await emulator.wait_idle(timeout=30)
    retried = player_actions(await service.export(table.game_id))
    if len(after) == len(before):
        assert len(retried) == len(after) + 1, retry.text  # the pending control still works
    else:
        assert EXPIRED in retry.text and retried == after  # it says clearly it expired
    await assert_game_whole(service, table.game_id)


async def run_kill_rounds(emulator, world, db_url: str, rounds: int, seed: int) -> None:
    bot = BotProcess(emulator, db_url)
    engine = create_engine_from_url(db_url)
    service = GameService(make_sessionmaker(engine), include_hidden_titles=True)
    rnd = random.Random(seed)
    try:
        await bot.start()
        tables = await open_tables(emulator, world)
        for table in tables:
            game = await service.get_active(table.channel.id)
            assert game is not None and game.status == "active", table.title
            table.game_id = game.id
        for _ in range(rounds):
            playing = [t for t in tables if (await service.get(t.game_id)).status == "active"]
            if not playing:
                break
            await kill_during_a_move(bot, emulator, service, rnd.choice(playing), rnd)
        for table in tables:
            await assert_game_whole(service, table.game_id)
    finally:
        await bot.stop()
        await engine.dispose()
    assert b"Traceback" not in bot.stderr or b"database" not in bot.stderr, bot.stderr.decode()[-3000:]


@pytest.mark.slow  # two bot.py start-ups: about 9 s
async def test_one_sigkill_during_a_move_loses_nothing(emulator, world, tmp_path):
    await run_kill_rounds(emulator, world, f"sqlite+aiosqlite:///{tmp_path}/kill.db", rounds=1, seed=1)


@pytest.mark.slow
async def test_sigkills_at_random_points_lose_nothing_and_apply_nothing_twice(emulator, world, tmp_path):
    await run_kill_rounds(emulator, world, f"sqlite+aiosqlite:///{tmp_path}/kill.db", rounds=12, seed=2026)
