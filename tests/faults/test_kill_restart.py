"""`bot.py` is killed with SIGKILL at random points while players move, then started again on the same
SQLite file: every game continues from its last accepted move, a move the player saw acknowledged is
never lost, no attempt is applied twice, and the controls posted before the kill either still work
(the move did not happen) or say clearly that they expired (it did).

The bot runs with a transaction trail (`marked_bot.py`): some kills are aimed, made while a move's
transaction is provably open (its action-log row inserted, not yet committed), the others land at random
points; the trail tells which of those landed mid-transaction too. No run may print a traceback."""

from __future__ import annotations

import asyncio
import random
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from agora.games import GameService
from agora.store.db import create_engine_from_url, make_sessionmaker
from engine.core import SYSTEM_SEAT
from tests.e2e.test_bot_process_e2e import ROOT, bot_env
from tests.faults.marked_bot import TRAIL_ENV
from tests.faults.support import assert_game_whole, play_any, versioned_controls

EXPIRED = "expired"
HOLD_SECONDS = 20  # far longer than the test needs to kill the held bot
AIMED_EVERY = 3  # every third kill (the first included) is aimed inside an open transaction


@dataclass
class Table:
    channel: Any
    players: list[Any]
    title: str
    options: str | None = None
    game_id: int = 0


class BotProcess:
    """bot.py as a child process that the test kills and restarts."""

    def __init__(self, emulator, db_url: str, trail: Path) -> None:
        self.emulator = emulator
        self.trail = trail
        self.hold_file = Path(f"{trail}.hold")
        self.env = bot_env(emulator, db_url, LOG_LEVEL="WARNING", **{TRAIL_ENV: str(trail)})
        self.process: asyncio.subprocess.Process | None = None
        self.stderr = b""

    async def start(self) -> None:
        self.process = await asyncio.create_subprocess_exec(
            sys.executable, str(Path(__file__).with_name("marked_bot.py")), cwd=ROOT, env=self.env,
            stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE,
        )  # fmt: skip
        await self.emulator.wait_ready(timeout=60)
        await self.emulator.wait_idle(timeout=30)

    def trail_lines(self) -> list[str]:
        return self.trail.read_text().splitlines() if self.trail.exists() else []

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


@dataclass
class KillCount:
    aimed: int = 0
    random: int = 0
    mid_transaction: list[str] = field(default_factory=list)  # how each mid-transaction kill was made


def open_transaction_at_kill(trail_since_click: list[str]) -> bool:
    """The trail since the click shows an action-log row inserted and no commit or rollback after it:
    the process died inside that transaction."""
    logged = [i for i, line in enumerate(trail_since_click) if line.startswith("logged")]
    return bool(logged) and not any(
        line in ("commit", "rollback") for line in trail_since_click[logged[-1] + 1 :]
    )


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


async def held_mid_transaction(bot: BotProcess, emulator, since: int, move: asyncio.Task) -> bool:
    """Wait until the bot holds a move's transaction open (True), or the click ended without logging
    any action (False: that control was not a move, e.g. a step of a multi-part choice)."""
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        if "holding" in bot.trail_lines()[since:]:
            return True
        if move.done():
            await emulator.wait_idle(timeout=30)
            return "holding" in bot.trail_lines()[since:]
        await asyncio.sleep(0.005)
    return False


async def kill_during_a_move(
    bot: BotProcess, emulator, service, table: Table, rnd: random.Random, *, aimed: bool, kills: KillCount
) -> None:
    for _attempt in range(8):
        user, controls = await current_controls(emulator, service, table)
        before = player_actions(await service.export(table.game_id))
        since = len(bot.trail_lines())
        if aimed:
            bot.hold_file.write_text(str(HOLD_SECONDS))
        move = asyncio.create_task(play_any(emulator, user, controls, random.Random(rnd.random())))
        if not aimed:
            await asyncio.sleep(rnd.uniform(0.0, 0.35))
            break
        if await held_mid_transaction(bot, emulator, since, move):
            break
        await move  # not a move: try the next controls
    else:
        raise AssertionError(f"no control of {table.title} made a move to aim a kill at")
    await bot.kill()
    bot.hold_file.unlink(missing_ok=True)
    await move
    trail = bot.trail_lines()[since:]
    mid_transaction = open_transaction_at_kill(trail)
    if aimed:
        kills.aimed += 1
        assert trail[-1] == "holding" and mid_transaction, trail  # the kill provably hit the open transaction
    else:
        kills.random += 1
    if mid_transaction:
        kills.mid_transaction.append("aimed" if aimed else "random")
    acknowledged = versioned_controls(controls) is None  # the bot took the controls off: "done"
    await bot.start()

    after = player_actions(await service.export(table.game_id))
    assert after[: len(before)] == before  # history never rewritten
    assert len(after) - len(before) in (0, 1)  # one attempt: at most one move
    if acknowledged:
        assert len(after) == len(before) + 1  # what the player saw accepted is kept
    if mid_transaction:
        assert after == before and not acknowledged  # the uncommitted move is gone, and was never shown done
    await assert_game_whole(service, table.game_id)

    if versioned_controls(controls) is None:
        return  # the acknowledged message has no controls left to click
    retry = await play_any(emulator, user, controls, random.Random(rnd.random()))
    await emulator.wait_idle(timeout=30)
    retried = player_actions(await service.export(table.game_id))
    if len(after) == len(before):
        assert len(retried) == len(after) + 1, retry.text  # the pending control still works
    else:
        # It says clearly it expired, in the player's language (carol reads French: "expiré").
        assert any(word in retry.text for word in (EXPIRED, "expiré")) and retried == after, retry.text
    await assert_game_whole(service, table.game_id)


async def run_kill_rounds(emulator, world, db_url: str, trail: Path, rounds: int, seed: int) -> KillCount:
    bot = BotProcess(emulator, db_url, trail)
    kills = KillCount()
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
        for round_number in range(rounds):
            playing = [t for t in tables if (await service.get(t.game_id)).status == "active"]
            if not playing:
                break
            aimed = round_number % AIMED_EVERY == 0
            table = rnd.choice(playing)
            await kill_during_a_move(bot, emulator, service, table, rnd, aimed=aimed, kills=kills)
        for table in tables:
            await assert_game_whole(service, table.game_id)
    finally:
        await bot.stop()
        await engine.dispose()
    # A SIGKILL leaves no trace in stderr and a restart must start clean: no traceback of any kind.
    assert b"Traceback" not in bot.stderr, bot.stderr.decode()[-3000:]
    print(f"kills: {kills}")
    return kills


@pytest.mark.slow  # two bot.py start-ups: about 9 s
async def test_one_sigkill_inside_a_moves_transaction_loses_nothing(emulator, world, tmp_path):
    kills = await run_kill_rounds(
        emulator, world, f"sqlite+aiosqlite:///{tmp_path}/kill.db", tmp_path / "trail", rounds=1, seed=1
    )
    assert kills.mid_transaction == ["aimed"]


@pytest.mark.slow
async def test_sigkills_at_random_points_lose_nothing_and_apply_nothing_twice(emulator, world, tmp_path):
    kills = await run_kill_rounds(
        emulator, world, f"sqlite+aiosqlite:///{tmp_path}/kill.db", tmp_path / "trail", rounds=12, seed=2026
    )
    assert kills.aimed == 4 and kills.random == 8, kills
    assert kills.mid_transaction.count("aimed") == 4, kills
