"""Databases for the end-to-end benchmarks: a fresh SQLite file or a fresh PostgreSQL database per run,
a throwaway PostgreSQL server when none is given, and many stored (finished) games to start from.

Imported by `bench/e2e_latency.py` and `bench/run_all.py`; not a benchmark itself.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import uuid
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

from sqlalchemy import insert, make_url, select, text
from sqlalchemy.ext.asyncio import create_async_engine

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:  # `python bench/x.py` puts bench/ first; the tests' helpers live at the root
    sys.path.insert(0, str(ROOT))

from agora.games import GameService  # noqa: E402
from agora.store import create_engine_from_url, make_sessionmaker, upgrade_to_head  # noqa: E402
from agora.store.models import ActionLog, Game, Seat  # noqa: E402

POSTGRES_URL_ENV = "AGORA_BENCH_POSTGRES_URL"


async def _admin(server_url: str, statement: str) -> None:
    engine = create_async_engine(server_url, isolation_level="AUTOCOMMIT")
    try:
        async with engine.connect() as connection:
            await connection.execute(text(statement))
    finally:
        await engine.dispose()


@contextlib.asynccontextmanager
async def bot_folder() -> AsyncIterator[Path]:
    """A folder for one run's bot log and counters: removed after the run, kept (and named on stderr)
    when the run failed, for its log."""
    folder = Path(tempfile.mkdtemp(prefix="agora-bench-"))
    try:
        yield folder
    except BaseException:
        print(f"the bot's log is kept: {folder / 'bot.log'}", file=sys.stderr)
        raise
    shutil.rmtree(folder, ignore_errors=True)


@contextlib.asynccontextmanager
async def fresh_database(kind: str, postgres_server: str | None) -> AsyncIterator[str]:
    """A new empty database for one run, removed afterwards."""
    if kind == "sqlite":
        folder = Path(tempfile.mkdtemp(prefix="agora-bench-"))
        try:
            yield f"sqlite+aiosqlite:///{folder / 'agora.db'}"
        finally:
            shutil.rmtree(folder, ignore_errors=True)
        return
    if postgres_server is None:
        raise SystemExit(f"PostgreSQL benchmark needs a server: set {POSTGRES_URL_ENV} or install initdb")
    name = f"agora_bench_{uuid.uuid4().hex[:10]}"
    await _admin(postgres_server, f'CREATE DATABASE "{name}"')
    try:
        yield make_url(postgres_server).set(database=name).render_as_string(hide_password=False)
    finally:
        await _admin(postgres_server, f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


def _pg_bin() -> Path | None:
    versions = sorted(Path("/usr/lib/postgresql").glob("*/bin/initdb"), key=lambda p: int(p.parts[-3]))
    if versions:
        return versions[-1].parent
    found = shutil.which("initdb")
    return Path(found).parent if found else None


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@contextlib.contextmanager
def throwaway_postgres() -> Iterator[str | None]:
    """A PostgreSQL server in a temp folder on a free loopback port, with its default (durable)
    settings, stopped afterwards; None when PostgreSQL is not installed."""
    bin_dir = _pg_bin()
    if bin_dir is None:
        yield None
        return
    folder = Path(tempfile.mkdtemp(prefix="agora-bench-pg-"))
    as_owner: list[str] = []
    if os.geteuid() == 0:  # initdb refuses root: the cluster belongs to the postgres user
        shutil.chown(folder, "postgres")
        as_owner = ["runuser", "-u", "postgres", "--"]
    data, port = folder / "data", _free_port()
    quiet = {"stdout": subprocess.DEVNULL, "stderr": subprocess.DEVNULL}
    subprocess.run([*as_owner, str(bin_dir / "initdb"), "-D", str(data), "-U", "agora", "--auth=trust",
                    "-E", "UTF8", "--no-locale"], check=True, **quiet)  # fmt: skip
    options = f"-p {port} -k {folder} -c listen_addresses=127.0.0.1 -c max_connections=200"
    subprocess.run([*as_owner, str(bin_dir / "pg_ctl"), "-D", str(data), "-l", str(folder / "log"),
                    "-w", "start", "-o", options], check=True, **quiet)  # fmt: skip
    try:
        yield f"postgresql+asyncpg://agora@127.0.0.1:{port}/postgres"
    finally:
        subprocess.run([*as_owner, str(bin_dir / "pg_ctl"), "-D", str(data), "-m", "fast", "-w", "stop"],
                       check=False, **quiet)  # fmt: skip
        shutil.rmtree(folder, ignore_errors=True)


async def seed_finished_games(url: str, count: int) -> float:
    """Migrate, play one demo game to the end through the service, then store `count` copies of it
    (game row, seats and whole action log) as other channels' finished games; seconds taken."""
    started = time.perf_counter()
    await upgrade_to_head(url)
    engine = create_engine_from_url(url)
    try:
        service = GameService(make_sessionmaker(engine), include_hidden_titles=True)
        channel, red, blue = 1, 11, 12
        await service.create(guild_id=1, channel_id=channel, creator_id=red, title="demo", options={},
                             language="en", seed=99)  # fmt: skip
        await service.join(channel, red)
        await service.join(channel, blue)
        game = (await service.start(channel, red)).game
        while game.status == "active":
            status = service.status_of(game)
            user = game.user_of(status.waiting_for[0])
            legal = service.legal_actions(game, user)
            game = (await service.act(channel, user, legal[0], expected_version=game.version)).game
        async with engine.begin() as connection:
            row = (
                (await connection.execute(select(Game.__table__).where(Game.id == game.id))).mappings().one()
            )
            seats = (
                (await connection.execute(select(Seat.__table__).where(Seat.game_id == game.id)))
                .mappings()
                .all()
            )
            log = (
                await connection.execute(select(ActionLog.__table__).where(ActionLog.game_id == game.id))
            ).mappings()
            log = log.all()
            for copy in range(count - 1):
                values = {k: v for k, v in row.items() if k != "id"} | {"channel_id": 1_000_000 + copy}
                new_id = (
                    await connection.execute(insert(Game).values(values).returning(Game.id))
                ).scalar_one()
                await connection.execute(insert(Seat), [dict(s) | {"game_id": new_id} for s in seats])
                entries = [{k: v for k, v in e.items() if k != "id"} | {"game_id": new_id} for e in log]
                await connection.execute(insert(ActionLog), entries)
    finally:
        await engine.dispose()
    return time.perf_counter() - started
