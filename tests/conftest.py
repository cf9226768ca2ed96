"""Shared fixtures: a Discord emulator, the real AgoraBot connected to it, and a temporary database.

Later game end-to-end tests reuse them: `world` gives a guild, a channel and users; `bot_runner` starts
(and restarts) the bot with the same set-up as `bot.py`.

`database_url` is the one place that chooses the database: a fresh SQLite file per test, or — when
AGORA_TEST_POSTGRES_URL names a PostgreSQL server — a fresh database created on it for the test and
dropped afterwards. Every fixture that needs a database builds on it. With AGORA_TEST_DATABASE_ONLY=1
the run keeps only the tests that use it (how `scripts/test.sh` reruns the database tests on PostgreSQL).
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import uuid
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from typing import Any

import pytest
from pydantic import SecretStr
from sqlalchemy import make_url, text
from sqlalchemy.ext.asyncio import create_async_engine

from agora.bot import AgoraBot, start_in_background
from agora.discord.logs import interactions_being_handled
from agora.settings import Settings

POSTGRES_URL_ENV = "AGORA_TEST_POSTGRES_URL"
DATABASE_ONLY_ENV = "AGORA_TEST_DATABASE_ONLY"
DATABASE_FIXTURE = "database_url"
# CI runs two pytest processes side by side (scripts/test.sh): "elsewhere" in the SQLite one leaves the
# `cpu_soak` tests to the database-only one, where "here" adds them, so that the two take about as long.
CPU_SOAKS_ENV = "AGORA_TEST_CPU_SOAKS"


def postgres_server_url() -> str | None:
    """The PostgreSQL server the tests may use (a `postgresql+asyncpg://` URL), or None for SQLite."""
    return os.environ.get(POSTGRES_URL_ENV) or None


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers", "sqlite_only: tests a SQLite behaviour (file locks...); skipped on PostgreSQL"
    )
    config.addinivalue_line(
        "markers",
        "soak_repeat: one more seed of a soak whose first run already covers PostgreSQL; left out of the "
        "database-only pass (CI's PostgreSQL pass), run on SQLite",
    )
    config.addinivalue_line(
        "markers",
        "cpu_soak: a slow test that uses neither a database nor Discord (random games, pictures); CI runs "
        f"it once, in whichever of its two pytest processes {CPU_SOAKS_ENV} names",
    )


def refuse_misplaced_cpu_soaks(items: list[pytest.Item]) -> None:
    """A `cpu_soak` test runs only in CI's PostgreSQL process: one that reached a database or the emulator
    would lose its SQLite run without anyone noticing, so collecting it is an error."""
    misplaced = [
        item.nodeid
        for item in items
        if item.get_closest_marker("cpu_soak") is not None
        and set(getattr(item, "fixturenames", ())) & {DATABASE_FIXTURE, "emulator"}
    ]
    if misplaced:
        raise pytest.UsageError(
            f"marked cpu_soak but uses a database or Discord (drop the marker): {', '.join(misplaced)}"
        )


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """On PostgreSQL, skip the SQLite-only tests. In a database-only run, deselect the tests that
    never touch a database (engines, renders...) and the repeated seeds of soaks (`soak_repeat`), but
    keep the `cpu_soak` tests when `AGORA_TEST_CPU_SOAKS=here`; with `=elsewhere`, deselect those."""
    refuse_misplaced_cpu_soaks(items)
    if postgres_server_url() is not None:
        skip = pytest.mark.skip(reason="SQLite behaviour: this run uses PostgreSQL")
        for item in items:
            if item.get_closest_marker("sqlite_only") is not None:
                item.add_marker(skip)
    database_only = os.environ.get(DATABASE_ONLY_ENV) == "1"
    cpu_soaks = os.environ.get(CPU_SOAKS_ENV)
    if not database_only and cpu_soaks != "elsewhere":
        return

    def run_here(item: pytest.Item) -> bool:
        cpu_soak = item.get_closest_marker("cpu_soak") is not None
        if not database_only:
            return not cpu_soak
        uses_database = DATABASE_FIXTURE in getattr(item, "fixturenames", ())
        rerun = uses_database and item.get_closest_marker("soak_repeat") is None
        return rerun or (cpu_soak and cpu_soaks == "here")

    kept = [item for item in items if run_here(item)]
    dropped = [item for item in items if not run_here(item)]
    if dropped:
        config.hook.pytest_deselected(items=dropped)
        items[:] = kept


async def _admin(server_url: str, statement: str) -> None:
    # CREATE/DROP DATABASE cannot run inside a transaction: autocommit.
    engine = create_async_engine(server_url, isolation_level="AUTOCOMMIT")
    try:
        async with engine.connect() as connection:
            await connection.execute(text(statement))
    finally:
        await engine.dispose()


@pytest.fixture(autouse=True)
def _backups_in_tmp(tmp_path, monkeypatch) -> None:
    """Every bot a test starts (in this process or as `bot.py`) keeps its backups and database marker
    in the test's own folder, never in the working directory. Tests throw their databases away: they
    skip the disk sync per commit that SQLITE_SYNCHRONOUS=FULL costs in production (same behaviour)."""
    monkeypatch.setenv("BACKUP_DIR", str(tmp_path / "backups"))
    monkeypatch.setenv("SQLITE_SYNCHRONOUS", "NORMAL")


@pytest.fixture
async def database_url(tmp_path) -> AsyncIterator[str]:
    """An empty database for this test only: a SQLite file in its temp folder, or a new PostgreSQL
    database on the AGORA_TEST_POSTGRES_URL server (dropped at the end, even if processes still hold
    connections to it)."""
    server = postgres_server_url()
    if server is None:
        yield f"sqlite+aiosqlite:///{tmp_path / 'agora.db'}"
        return
    name = f"agora_test_{uuid.uuid4().hex[:12]}"
    await _admin(server, f'CREATE DATABASE "{name}"')
    try:
        yield make_url(server).set(database=name).render_as_string(hide_password=False)
    finally:
        await _admin(server, f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


@pytest.fixture
def bot_db_url(database_url: str) -> str:
    return database_url


@pytest.fixture
async def emulator():
    from emulator.driver import Emulator

    emu = Emulator()
    # The bots of these tests run in this process: the driver waits for their handlers, not for a guess.
    emu.still_handling = interactions_being_handled
    await emu.start()
    yield emu
    limited = [hit for hit in emu.rate_limited if not getattr(emu, f"expect_{hit.scope}_limit", False)]
    await emu.stop()
    # Discord's limits are on in the emulator and discord.py retries a 429 silently: a test that made
    # the bot flood fails here. A stress test may expect the global limit (`expect_global_limit`); a
    # channel's bucket is paced through the database, shared by every bot process on the token.
    assert not limited, f"the bot met Discord's rate limits {len(limited)} times: {limited[:3]}"


@dataclass
class World:
    """One server with a game channel, a spare channel, and three members (carol uses French)."""

    guild: Any
    channel: Any
    other_channel: Any
    alice: Any
    bob: Any
    carol: Any
    admin: Any


@pytest.fixture
def world(emulator) -> World:
    guild = emulator.add_guild("Agora test server", locale="en-US")
    users = {}
    for name, locale in (("alice", "en-US"), ("bob", "en-US"), ("carol", "fr"), ("admin", "en-US")):
        users[name] = emulator.add_user(name, locale=locale)
        emulator.add_member(guild, users[name], manage_guild=name == "admin")
    return World(
        guild=guild,
        channel=emulator.add_channel(guild, "games"),
        other_channel=emulator.add_channel(guild, "chat"),
        **users,
    )


@dataclass
class BotRunner:
    """Starts the real bot against the emulator; `restart()` replaces it by a new bot object on the
    same database, as a new process would."""

    emulator: Any
    database_url: str
    seed: int | None = 7
    dev_guild_id: int | None = None
    bots: list[tuple[AgoraBot, asyncio.Task]] = field(default_factory=list)

    def settings(self) -> Settings:
        return Settings(
            discord_token=SecretStr(self.emulator.token),
            discord_api_base=self.emulator.base_url,
            discord_gateway_url=self.emulator.gateway_url,
            database_url=self.database_url,
            enable_demo_title=True,
            dev_guild_id=self.dev_guild_id,
        )

    @property
    def bot(self) -> AgoraBot:
        return self.bots[-1][0]

    async def start(self, *, ready_timeout: float = 15.0) -> AgoraBot:
        bot, task = await start_in_background(self.settings(), self.emulator.token, seed=self.seed)
        self.bots.append((bot, task))
        await self.emulator.wait_ready(timeout=ready_timeout)
        await self.emulator.wait_idle()
        return bot

    async def stop(self) -> None:
        while self.bots:
            bot, task = self.bots.pop()
            await bot.close()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await asyncio.wait_for(task, timeout=5)

    async def restart(self) -> AgoraBot:
        await self.stop()
        return await self.start()


@pytest.fixture
async def bot_runner(emulator, bot_db_url):
    runner = BotRunner(emulator, bot_db_url)
    yield runner
    await runner.stop()


@pytest.fixture
async def bot(bot_runner, world) -> AgoraBot:
    return await bot_runner.start()
