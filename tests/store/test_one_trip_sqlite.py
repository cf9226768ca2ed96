"""SQLite through `one_trip_sqlite`: the same answers as aiosqlite, one trip to its thread per statement."""

from __future__ import annotations

import asyncio
import sqlite3
import time
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest
from sqlalchemy import text
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncEngine

from agora.store import create_engine_from_url, db, one_trip_sqlite


@pytest.fixture
async def engine(tmp_path: Path) -> AsyncIterator[AsyncEngine]:
    engine = create_engine_from_url(f"sqlite+aiosqlite:///{tmp_path / 'trips.db'}")
    async with engine.begin() as conn:
        await conn.execute(text("CREATE TABLE moves (id INTEGER PRIMARY KEY, seat TEXT UNIQUE)"))
    yield engine
    await engine.dispose()


class Trips:
    """Counts the jobs handed to SQLite's thread while it is watched (each test here uses one connection
    at a time)."""

    def __init__(self) -> None:
        self.count = 0

    def counted(self, _job: str) -> None:
        self.count += 1


@pytest.fixture
def trips() -> Iterator[Trips]:
    trips = Trips()
    with one_trip_sqlite.watching_trips(trips.counted):
        yield trips


async def test_statements_answer_as_sqlite_does(engine: AsyncEngine) -> None:
    async with engine.begin() as conn:
        inserted = await conn.execute(text("INSERT INTO moves (seat) VALUES ('red'), ('blue') RETURNING id"))
        assert [row.id for row in inserted] == [1, 2]
        updated = await conn.execute(text("UPDATE moves SET seat = seat || '!' WHERE id >= 1"))
        assert updated.rowcount == 2
        single = await conn.execute(text("INSERT INTO moves (seat) VALUES ('green')"))
        assert single.lastrowid == 3
    async with engine.connect() as conn:
        rows = await conn.execute(text("SELECT seat FROM moves ORDER BY id"))
        assert rows.fetchone() == ("red!",)
        assert rows.fetchmany(1) == [("blue!",)]
        assert rows.fetchall() == [("green",)]
        assert (await conn.execute(text("SELECT seat FROM moves WHERE id = 99"))).first() is None


async def test_a_read_then_a_write_take_one_trip_per_statement_and_one_commit(
    engine: AsyncEngine, trips: Trips
) -> None:
    async with engine.connect() as conn:  # a read: one trip, and no rollback trip when it is given back
        (await conn.execute(text("SELECT count(*) FROM moves"))).scalar_one()
    assert trips.count == 1
    async with engine.begin() as conn:  # a write: two statements and the commit
        await conn.execute(text("INSERT INTO moves (seat) VALUES ('red')"))
        await conn.execute(text("UPDATE moves SET seat = 'blue' WHERE seat = 'red'"))
    assert trips.count == 1 + 3


async def test_a_failed_write_is_rolled_back_and_raised_as_sqlalchemy_does(engine: AsyncEngine) -> None:
    async with engine.begin() as conn:
        await conn.execute(text("INSERT INTO moves (seat) VALUES ('red')"))
    with pytest.raises(IntegrityError):
        async with engine.begin() as conn:
            await conn.execute(text("INSERT INTO moves (seat) VALUES ('blue')"))
            await conn.execute(text("INSERT INTO moves (seat) VALUES ('red')"))  # not unique
    async with engine.connect() as conn:
        seats = (await conn.execute(text("SELECT seat FROM moves ORDER BY id"))).scalars().all()
    assert seats == ["red"]  # 'blue' went with the rolled-back transaction


async def test_a_rollback_asked_while_a_cancelled_write_still_waits_its_turn_is_not_skipped(
    tmp_path: Path,
) -> None:
    # The caller of an INSERT gave up (cancelled) while the thread was still busy with an earlier job:
    # the INSERT runs later and opens a transaction, which the rollback asked meanwhile must end.
    connection = await one_trip_sqlite.connect(str(tmp_path / "cancelled.db"))
    try:
        cursor = await connection.cursor()
        await cursor.execute("CREATE TABLE moves (seat TEXT)")
        busy = asyncio.create_task(connection._execute(time.sleep, 0.2))
        write = asyncio.create_task(cursor.execute("INSERT INTO moves VALUES ('red')"))
        await asyncio.sleep(0.05)
        write.cancel()
        await connection.rollback()
        await busy
        assert not connection.sqlite.in_transaction
        await cursor.execute("SELECT count(*) FROM moves")
        assert await cursor.fetchall() == [(0,)]
    finally:
        await connection.close()


async def test_statements_here_take_no_trip_and_the_commit_takes_one(
    engine: AsyncEngine, trips: Trips
) -> None:
    with one_trip_sqlite.statements_here():
        async with engine.begin() as conn:
            await conn.execute(text("INSERT INTO moves (seat) VALUES ('red')"))
            updated = await conn.execute(text("UPDATE moves SET seat = 'blue' WHERE seat = 'red'"))
            assert updated.rowcount == 1
    assert trips.count == 1  # the commit (the disk sync) only
    async with engine.connect() as conn:  # outside: every statement takes its trip again
        assert (await conn.execute(text("SELECT seat FROM moves"))).scalar_one() == "blue"
    assert trips.count == 2


async def test_a_statement_here_that_meets_another_writer_waits_for_it_on_the_thread(
    tmp_path: Path, trips: Trips
) -> None:
    # Another process (here another connection) holds the write lock and the event loop releases it
    # later: had the loop itself waited for the lock, the release could never come in time and the
    # INSERT would fail. The connection's thread waits, up to the busy timeout it was configured with.
    path = tmp_path / "locked.db"
    engine = create_engine_from_url(f"sqlite+aiosqlite:///{path}")
    async with engine.begin() as conn:
        await conn.execute(text("CREATE TABLE moves (id INTEGER PRIMARY KEY, seat TEXT)"))
    other = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
    other.execute("BEGIN IMMEDIATE")
    loop = asyncio.get_running_loop()
    late: list[float] = []

    def release(due: float) -> None:
        late.append(loop.time() - due)
        other.execute("COMMIT")

    released = loop.call_later(0.3, release, loop.time() + 0.3)
    trips.count = 0  # from here: the table's creation took its own
    try:
        with one_trip_sqlite.statements_here():
            async with engine.begin() as conn:
                await conn.execute(text("INSERT INTO moves (seat) VALUES ('red')"))
        assert not other.in_transaction  # released by the loop, while the INSERT waited
        # Not a speed figure: a loop held by the lock wait would release it only once SQLite's busy
        # timeout (5 s) had run out.
        assert late[0] < db.SQLITE_BUSY_TIMEOUT_MS / 2000
        assert trips.count == 2  # the INSERT went to the thread, then the commit
        async with engine.connect() as conn:
            assert (await conn.execute(text("SELECT seat FROM moves"))).scalar_one() == "red"
            timeout = (await conn.execute(text("PRAGMA busy_timeout"))).scalar_one()
        assert timeout == db.SQLITE_BUSY_TIMEOUT_MS  # the thread's statements wait as configured
    finally:
        released.cancel()
        other.close()
        await engine.dispose()
