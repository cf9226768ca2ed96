"""The async database engine: SQLite (aiosqlite) by default, PostgreSQL (asyncpg) by configuration."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from sqlalchemy import event
from sqlalchemy.engine import make_url
from sqlalchemy.ext.asyncio import AsyncEngine, AsyncSession, async_sessionmaker, create_async_engine

DEFAULT_DATABASE_URL = "sqlite+aiosqlite:///data/agora.db"
SQLITE_BUSY_TIMEOUT_MS = 5000
# SQLAlchemy's default pool (5 + 10 overflow) made clicks wait for a connection with 50 games being
# played at once; every click reads the game, every move writes it.
DEFAULT_POOL_SIZE = 20


def create_engine_from_url(
    url: str = DEFAULT_DATABASE_URL, *, pool_size: int = DEFAULT_POOL_SIZE, **kwargs: Any
) -> AsyncEngine:
    """An async engine for `url`. For a server database, a pool of `pool_size` connections (and as
    many again under bursts). For a SQLite file, its folder is created and every connection gets
    WAL (readers never block the writer), foreign keys ON and a busy timeout (writers queue)."""
    parsed = make_url(url)
    if parsed.get_backend_name() != "sqlite":
        kwargs.setdefault("max_overflow", pool_size)
        return create_async_engine(url, pool_pre_ping=True, pool_size=pool_size, **kwargs)
    database = parsed.database or ""
    if database and database != ":memory:" and not database.startswith("file:"):
        Path(database).expanduser().parent.mkdir(parents=True, exist_ok=True)
    engine = create_async_engine(url, **kwargs)
    event.listen(engine.sync_engine, "connect", _configure_sqlite)
    return engine


def _configure_sqlite(dbapi_connection: Any, _record: Any) -> None:
    cursor = dbapi_connection.cursor()
    try:
        # The busy timeout first, so that every later statement (even these pragmas) waits for a lock.
        cursor.execute(f"PRAGMA busy_timeout={SQLITE_BUSY_TIMEOUT_MS}")
        cursor.execute("PRAGMA foreign_keys=ON")
        cursor.execute("PRAGMA journal_mode")
        if str(cursor.fetchone()[0]).lower() != "wal":
            _switch_to_wal(cursor)
        cursor.execute("PRAGMA synchronous=NORMAL")  # safe with WAL, far fewer fsyncs
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
