"""Dead connections of a server database caught before use, without a ping per checkout.

SQLAlchemy's `pool_pre_ping` pings every connection as it leaves the pool. With asyncpg that ping is
three round trips (BEGIN, an empty query, ROLLBACK: SQLAlchemy wraps it for pgbouncer), and a move takes
connections from the pool several times. A connection given back a moment ago is alive; the ones that
die (a server restart, a firewall's or the server's idle timeout) have waited in the pool. So only a
connection idle for more than `IDLE_PING_AFTER` seconds is pinged, and one that does not answer raises
`DisconnectionError`: the pool then drops it and takes another (SQLAlchemy's documented way of custom
pessimistic disconnect handling). A connection that dies while in use fails its statement as before,
and SQLAlchemy then renews every connection taken before that moment.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from functools import partial
from typing import Any

from sqlalchemy import event
from sqlalchemy.exc import DisconnectionError
from sqlalchemy.ext.asyncio import AsyncEngine

IDLE_PING_AFTER = 10.0  # seconds in the pool before a connection is pinged on its way out
USED_AT = "agora_used_at"  # in the connection record's `info`


def ping_when_idle(
    engine: AsyncEngine, idle_after: float = IDLE_PING_AFTER, clock: Callable[[], float] = time.monotonic
) -> None:
    """Ping `engine`'s connections on checkout when they have been idle more than `idle_after` seconds."""
    pool = engine.sync_engine.pool
    event.listen(pool, "checkin", partial(given_back, clock))
    event.listen(pool, "checkout", partial(taken_out, idle_after, clock))


def given_back(clock: Callable[[], float], _dbapi_connection: Any, record: Any) -> None:
    if record is not None:  # None: the connection was invalidated on its way back
        record.info[USED_AT] = clock()


def taken_out(
    idle_after: float, clock: Callable[[], float], dbapi_connection: Any, record: Any, _proxy: Any
) -> None:
    used_at = record.info.get(USED_AT)
    if used_at is None or clock() - used_at <= idle_after:
        return  # just opened, or given back a moment ago
    try:
        dbapi_connection.ping()
    except Exception as exc:
        record.info.pop(USED_AT, None)
        raise DisconnectionError("the connection did not answer a ping after being idle") from exc
