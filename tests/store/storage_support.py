"""Helpers of the storage tests: a real Agora database with a game in it, `bot.py` as a process, and
checks that an error was one line with no traceback."""

from __future__ import annotations

import asyncio
import hashlib
import re
import sys
from pathlib import Path

from sqlalchemy.ext.asyncio import AsyncEngine

from agora.games import GameService
from agora.store import make_sessionmaker
from agora.store.runtime import Storage, StorageOptions, open_storage

INFO_RECORD = re.compile(r"^\d{4}-\d\d-\d\dT[\d:]+ INFO ")
ROOT = Path(__file__).resolve().parents[2]
CHANNEL, ALICE, BOB = 100, 11, 12


def sqlite_url(path: Path) -> str:
    return f"sqlite+aiosqlite:///{path}"


def options(path: Path, backup_dir: Path, **extra: object) -> StorageOptions:
    return StorageOptions(url=sqlite_url(path), backup_dir=backup_dir, **extra)  # type: ignore[arg-type]


def lost_reasons() -> tuple[list[str], object]:
    reasons: list[str] = []
    return reasons, reasons.append


async def open_as_bot(path: Path, backup_dir: Path, **extra: object) -> Storage:
    """The database opened the way the bot opens it (checks, migrations, marker, watch)."""
    return await open_storage(options(path, backup_dir, backup_interval_hours=0, **extra), lambda _: None)


def service_on(engine: AsyncEngine) -> GameService:
    return GameService(make_sessionmaker(engine), include_hidden_titles=True)


async def demo_game_started(service: GameService) -> int:
    await service.create(
        guild_id=1, channel_id=CHANNEL, creator_id=ALICE, title="demo", options={}, language="en", seed=4242
    )
    for user in (ALICE, BOB):
        await service.join(CHANNEL, user)
    return (await service.start(CHANNEL, ALICE)).game.id


async def play_moves(service: GameService, count: int) -> None:
    """`count` moves of the channel's demo game: the awaited player's first legal action."""
    for _ in range(count):
        game = await service.require_active(CHANNEL)
        seat = service.status_of(game).waiting_for[0]
        user = game.user_of(seat)
        action = service.legal_actions(game, user)[0]
        await service.act(CHANNEL, user, action, expected_version=game.version)


async def a_database_with_a_game(path: Path, backup_dir: Path, moves: int = 3) -> None:
    """A real Agora database (made as the bot makes it) holding one demo game in progress."""
    storage = await open_as_bot(path, backup_dir)
    try:
        service = service_on(storage.engine)
        await demo_game_started(service)
        await play_moves(service, moves)
    finally:
        await storage.close()


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


async def bot_py(env: dict[str, str], *args: str, timeout: float = 60) -> tuple[int, str, str]:
    """`bot.py` run to its end: (exit code, stdout, stderr)."""
    process = await asyncio.create_subprocess_exec(
        sys.executable, "bot.py", *args, cwd=ROOT, env=env,
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE,
    )  # fmt: skip
    stdout, stderr = await asyncio.wait_for(process.communicate(), timeout=timeout)
    assert process.returncode is not None
    return process.returncode, stdout.decode(), stderr.decode()


def assert_one_line_refusal(code: int, stderr: str, *words: str) -> str:
    """A non-zero exit, and a stderr of one line (beside INFO log records, such as Alembic's start-up
    notes), no traceback, saying `words`."""
    lines = [line for line in stderr.splitlines() if line.strip() and not INFO_RECORD.match(line)]
    assert code != 0, stderr
    assert "Traceback" not in stderr, stderr
    assert len(lines) == 1, stderr
    for word in words:
        assert word.lower() in lines[0].lower(), lines[0]
    return lines[0]
