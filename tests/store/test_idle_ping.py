"""PostgreSQL connections are pinged before use only after they sat idle in the pool: a ping is three
round trips with asyncpg, and a move takes connections from the pool several times. A dead connection
found that way is replaced before the caller sees it."""

from __future__ import annotations

from typing import Any

import pytest
from sqlalchemy import text
from sqlalchemy.exc import DisconnectionError

from agora.store import create_engine_from_url
from agora.store.idle_ping import given_back, taken_out


class Record:
    def __init__(self) -> None:
        self.info: dict[str, Any] = {}


class Connection:
    def __init__(self, *, alive: bool = True) -> None:
        self.alive, self.pings = alive, 0

    def ping(self) -> None:
        self.pings += 1
        if not self.alive:
            raise ConnectionError("gone")


def test_a_connection_given_back_a_moment_ago_is_not_pinged() -> None:
    record, connection = Record(), Connection()
    given_back(lambda: 100.0, connection, record)
    taken_out(10.0, lambda: 105.0, connection, record, None)
    assert connection.pings == 0


def test_a_new_connection_is_not_pinged() -> None:
    connection = Connection()
    taken_out(10.0, lambda: 105.0, connection, Record(), None)
    assert connection.pings == 0


def test_a_connection_idle_longer_is_pinged_and_a_silent_one_refused_for_another() -> None:
    record, alive, dead = Record(), Connection(), Connection(alive=False)
    given_back(lambda: 100.0, alive, record)
    taken_out(10.0, lambda: 111.0, alive, record, None)
    assert alive.pings == 1
    with pytest.raises(DisconnectionError):  # the pool drops it and takes another
        taken_out(10.0, lambda: 111.0, dead, record, None)


async def test_a_connection_the_server_closed_while_idle_is_replaced_unseen(db_url, is_sqlite) -> None:
    if is_sqlite:
        pytest.skip("a server database's pool")
    engine = create_engine_from_url(db_url, idle_ping_after=-1.0)  # every connection counts as idle
    admin = create_engine_from_url(db_url)
    try:
        async with engine.connect() as connection:
            first = (await connection.execute(text("SELECT pg_backend_pid()"))).scalar()
        async with admin.connect() as connection:  # the server ends the idle connection
            await connection.execute(text("SELECT pg_terminate_backend(:pid)"), {"pid": first})
        async with engine.connect() as connection:
            second = (await connection.execute(text("SELECT pg_backend_pid()"))).scalar()
        assert second != first
    finally:
        await engine.dispose()
        await admin.dispose()
