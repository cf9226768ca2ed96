"""Database fixtures for the store and service tests.

`db_url` is the shared `database_url` (tests/conftest.py): a fresh temporary SQLite file, or a fresh
database on the PostgreSQL server named by AGORA_TEST_POSTGRES_URL.
Nothing here depends on the store tests themselves, so these fixtures can move to a shared conftest.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from sqlalchemy import make_url, select
from sqlalchemy.ext.asyncio import AsyncEngine, AsyncSession, async_sessionmaker

from agora.games import GameRecord, GameService
from agora.store import Base, create_engine_from_url, make_sessionmaker, upgrade_to_head
from engine.core import Action


@pytest.fixture
def db_url(database_url: str) -> str:
    """An empty database: SQLite in a temp folder, or PostgreSQL when AGORA_TEST_POSTGRES_URL is set."""
    return database_url


@pytest.fixture
def is_sqlite(db_url: str) -> bool:
    return make_url(db_url).get_backend_name() == "sqlite"


@pytest.fixture
async def migrated_url(db_url: str) -> str:
    await upgrade_to_head(db_url)
    return db_url


@pytest.fixture
async def db_engine(migrated_url: str) -> AsyncIterator[AsyncEngine]:
    engine = create_engine_from_url(migrated_url)
    yield engine
    await engine.dispose()


@pytest.fixture
def sessionmaker(db_engine: AsyncEngine) -> async_sessionmaker[AsyncSession]:
    return make_sessionmaker(db_engine)


class SteppingClock:
    """A test clock: fixed until moved, so timestamps and deadlines are predictable."""

    def __init__(self, start: datetime) -> None:
        self.now = start

    def __call__(self) -> datetime:
        return self.now

    def advance(self, **delta: float) -> datetime:
        self.now += timedelta(**delta)
        return self.now


@pytest.fixture
def clock() -> SteppingClock:
    return SteppingClock(datetime(2026, 3, 1, 12, 0, tzinfo=UTC))


@pytest.fixture
def service(sessionmaker: async_sessionmaker[AsyncSession], clock: SteppingClock) -> GameService:
    return GameService(sessionmaker, include_hidden_titles=True, clock=clock)


@pytest.fixture
async def second_service(migrated_url: str, clock: SteppingClock) -> AsyncIterator[GameService]:
    """Another service with its own engine and connection pool on the same database: a second
    bot process, sharing no lock with `service`."""
    engine = create_engine_from_url(migrated_url)
    yield GameService(make_sessionmaker(engine), include_hidden_titles=True, clock=clock)
    await engine.dispose()


@pytest.fixture
def dump_database(
    sessionmaker: async_sessionmaker[AsyncSession],
) -> Callable[[], Any]:
    """A function returning every row of every table, to prove a refused call changed nothing."""

    async def dump() -> dict[str, list[tuple[Any, ...]]]:
        tables: dict[str, list[tuple[Any, ...]]] = {}
        async with sessionmaker() as session:
            for table in Base.metadata.sorted_tables:
                rows = (await session.execute(select(table))).all()
                tables[table.name] = sorted((tuple(r) for r in rows), key=repr)
        return tables

    return dump


class DemoTable:
    """Drives the demo title (Oracle Duel, seats red and blue) through a service, as the Discord
    layer would: Alice creates the game in channel 100 of guild 1, Bob joins, Carol watches."""

    guild = 1
    channel = 100
    alice = 11
    bob = 12
    carol = 13

    def __init__(self, service: GameService) -> None:
        self.service = service

    async def create(self, **options: Any) -> GameRecord:
        return await self.service.create(
            guild_id=self.guild,
            channel_id=self.channel,
            creator_id=self.alice,
            title="demo",
            options=options,
            language="en",
            seed=4242,
        )

    async def lobby(self, players: int = 2, **options: Any) -> GameRecord:
        game = await self.create(**options)
        for user in (self.alice, self.bob)[:players]:
            game = await self.service.join(self.channel, user)
        return game

    async def started(self, **options: Any) -> GameRecord:
        await self.lobby(**options)
        return (await self.service.start(self.channel, self.alice)).game

    async def next_move(self, game: GameRecord) -> tuple[int, Action]:
        """The awaited player and their first legal action (deterministic)."""
        status = self.service.status_of(game)
        assert status is not None and status.waiting_for
        user = game.user_of(status.waiting_for[0])
        assert user is not None
        return user, self.service.legal_actions(game, user)[0]

    async def play_to_end(self, max_steps: int = 200) -> GameRecord:
        game = await self.service.require_active(self.channel)
        for _ in range(max_steps):
            user, action = await self.next_move(game)
            outcome = await self.service.act(self.channel, user, action, expected_version=game.version)
            game = outcome.game
            if outcome.status.finished:
                return game
        raise AssertionError("the demo game did not end")


@pytest.fixture
def table(service: GameService) -> DemoTable:
    return DemoTable(service)
