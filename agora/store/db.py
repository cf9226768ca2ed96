"""The async database engine: SQLite (aiosqlite) by default, PostgreSQL (asyncpg) by configuration."""

from __future__ import annotations

from functools import partial
from pathlib import Path
from typing import Any
from urllib.parse import quote

from sqlalchemy import event
from sqlalchemy.engine import make_url
from sqlalchemy.ext.asyncio import AsyncEngine, AsyncSession, async_sessionmaker, create_async_engine

from agora.store import one_trip_sqlite
from agora.store.idle_ping import IDLE_PING_AFTER, ping_when_idle

DEFAULT_DATABASE_URL = "sqlite+aiosqlite:///data/agora.db"
SQLITE_BUSY_TIMEOUT_MS = 5000
# SQLAlchemy's default pool (5 + 10 overflow) made clicks wait for a connection with 50 games being
# played at once; every click reads the game, every move writes it.
DEFAULT_POOL_SIZE = 20
# NORMAL: with WAL, a commit is durable once the WAL is synced at the next checkpoint; a power cut can
# lose the last commits (never corrupt the file). FULL: the WAL is synced at every commit. The bot takes
# its choice from the SQLITE_SYNCHRONOUS setting (docs/performance.md has the cost per move).
SYNCHRONOUS_MODES = ("NORMAL", "FULL")


def create_engine_from_url(
    url: str = DEFAULT_DATABASE_URL,
    *,
    pool_size: int = DEFAULT_POOL_SIZE,
    synchronous: str = "NORMAL",
    must_exist: bool = False,
    idle_ping_after: float = IDLE_PING_AFTER,
    **kwargs: Any,
) -> AsyncEngine:
    """An async engine for `url`. For a server database, a pool of `pool_size` connections (and as
    many again under bursts). For a SQLite file, every connection gets WAL (readers never block the
    writer), foreign keys ON, a busy timeout (writers queue) and `synchronous`. With `must_exist` (the
    bot) a missing file is an error on every connection instead of a new empty database; without it
    (tests, tools) the file and its folder are created. A server database's connections idle in the
    pool more than `idle_ping_after` seconds are pinged before use (`agora/store/idle_ping.py`)."""
    if synchronous not in SYNCHRONOUS_MODES:
        raise ValueError(f"synchronous must be one of {SYNCHRONOUS_MODES}, not {synchronous!r}")
    parsed = make_url(url)
    if parsed.get_backend_name() != "sqlite":
        kwargs.setdefault("max_overflow", pool_size)
        server = create_async_engine(url, pool_size=pool_size, **kwargs)
        ping_when_idle(server, idle_ping_after)  # not pool_pre_ping: 3 round trips a checkout (asyncpg)
        return server
    database = parsed.database or ""
    is_file = bool(database) and database != ":memory:" and not database.startswith("file:")
    if is_file and not must_exist:
        Path(database).expanduser().parent.mkdir(parents=True, exist_ok=True)
    engine = create_async_engine(url, **kwargs)
    if is_file and must_exist:
        event.listen(engine.sync_engine, "do_connect", partial(_open_existing_only, database))
    if parsed.get_driver_name() == "aiosqlite":  # after the listener above, which rewrites the arguments
        event.listen(engine.sync_engine, "do_connect", one_trip_sqlite.do_connect)
    event.listen(engine.sync_engine, "connect", partial(_configure_sqlite, synchronous))
    return engine


def _open_existing_only(database: str, _dialect: Any, _record: Any, cargs: Any, cparams: Any) -> None:
    """Open the file read-write but never create it (SQLite's mode=rw): a deleted database must
    not be replaced by an empty one behind the admin's back."""
    path = Path(database).expanduser().resolve()
    cargs[:] = [f"file:{quote(str(path))}?mode=rw"]
    cparams["uri"] = True


def _configure_sqlite(synchronous: str, dbapi_connection: Any, _record: Any) -> None:
    cursor = dbapi_connection.cursor()
    try:
        # The busy timeout first, so that every later statement (even these pragmas) waits for a lock.
        cursor.execute(f"PRAGMA busy_timeout={SQLITE_BUSY_TIMEOUT_MS}")
        cursor.execute("PRAGMA foreign_keys=ON")
        cursor.execute("PRAGMA journal_mode")
        if str(cursor.fetchone()[0]).lower() != "wal":
            _switch_to_wal(cursor)
        cursor.execute(f"PRAGMA synchronous={synchronous}")
    finally:
        cursor.close()


def _switch_to_wal(cursor: Any) -> None:
    """WAL is stored in the file, so only the first connections to a new database switch it. The
    switch needs the file to itself and does not wait on the busy timeout: when another connection
    is busy with the new file (two processes starting together), this one keeps the current mode and
    a later connection makes the switch. Both modes are correct; WAL only lets readers run beside
    the writer."""
    try:
        cursor.execute("PRAGMA journal_mode=WAL")
    except Exception as exc:  # the driver's OperationalError, whatever the async adapter calls it
        if "locked" not in str(exc).lower():
            raise


def make_sessionmaker(engine: AsyncEngine) -> async_sessionmaker[AsyncSession]:
    # expire_on_commit=False: records are built from rows after commit without reloading them.
    return async_sessionmaker(engine, expire_on_commit=False)
