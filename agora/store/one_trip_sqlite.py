"""aiosqlite with one trip to the connection's thread per statement.

aiosqlite runs every call of a cursor (create, execute, fetch, close) as its own job on the
connection's thread, and each job costs a thread switch and a wake-up of the event loop. SQLAlchemy
makes three or four such calls per statement, and rolls back every connection it takes back. Here a
statement is one job: the thread executes it, fetches every row (SQLAlchemy fetches them all right
after anyway) and closes its sqlite3 cursor; the cursor the caller holds answers from that buffer. A
commit or rollback with no transaction open, and no job still on the thread, is skipped: sqlite3
would do nothing. `create_engine_from_url` plugs this in for SQLite through SQLAlchemy's `do_connect`
event.

Inside `statements_here()`, a statement skips the trip: it runs on the event loop's own thread when the
connection's thread has nothing left to do. A trip costs little CPU but two turns of a busy event loop
(and the interpreter lock handed back and forth); the game service's writes hold the process's write
gate (agora/games/service.py) across their statements, so under load every move queued behind those
turns. Only the trips wait there: a statement here runs with SQLite's busy timeout at 0, and one that
meets another process's lock goes to the thread and waits for it as configured. Commits and rollbacks
(the disk sync) always go to the thread.
"""

from __future__ import annotations

import sqlite3
from collections import deque
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager as sync_contextmanager
from contextvars import ContextVar
from functools import partial
from typing import Any

import aiosqlite
from aiosqlite.context import contextmanager

_Outcome = tuple[list[Any], Any, int, int | None]

_here: ContextVar[bool] = ContextVar("agora_sqlite_statements_here", default=False)
_trip_watchers: list[Callable[[str], None]] = []


@sync_contextmanager
def statements_here() -> Iterator[None]:
    """The statements run inside (by this task) execute on the event loop's thread when they can (see
    the module doc). For short statements only: the loop waits for them."""
    token = _here.set(True)
    try:
        yield
    finally:
        _here.reset(token)


@sync_contextmanager
def watching_trips(watcher: Callable[[str], None]) -> Iterator[None]:
    """Inside, `watcher` is told the name of every job any connection hands to its thread (`commit`,
    `_run_statement`…): tests count the trips a piece of work takes."""
    _trip_watchers.append(watcher)
    try:
        yield
    finally:
        _trip_watchers.remove(watcher)


def _is_busy(exc: sqlite3.OperationalError) -> bool:
    return (getattr(exc, "sqlite_errorcode", 0) & 0xFF) == sqlite3.SQLITE_BUSY


def _waiting_up_to(connection: sqlite3.Connection, busy_ms: int, job: Callable[[], Any]) -> Any:
    """On the connection's thread: the busy timeout back to its configured value, then the job."""
    connection.execute(f"PRAGMA busy_timeout={int(busy_ms)}").close()
    return job()


def _run_statement(connection: sqlite3.Connection, sql: str, parameters: Any, many: bool) -> _Outcome:
    """On the connection's thread: the statement, all its rows, and what the cursor said of it."""
    cursor = connection.cursor()
    try:
        if many:
            cursor.executemany(sql, parameters)
        else:
            cursor.execute(sql, parameters)
        rows = cursor.fetchall() if cursor.description else []
        return rows, cursor.description, cursor.rowcount, cursor.lastrowid
    finally:
        cursor.close()


class BufferedCursor:
    """The async cursor SQLAlchemy's aiosqlite adapter expects, each statement run in one trip."""

    def __init__(self, connection: OneTripConnection) -> None:
        self._connection = connection
        self._rows: deque[Any] = deque()
        self.description: Any = None
        self.rowcount = -1
        self.lastrowid: int | None = None
        self.arraysize = 1

    async def _run(self, sql: str, parameters: Any, many: bool) -> BufferedCursor:
        work = partial(_run_statement, self._connection.sqlite, sql, parameters, many)
        outcome = self._connection.run_here(work) if _here.get() else None
        if outcome is None:
            outcome = await self._connection._execute(work)
        rows, self.description, self.rowcount, self.lastrowid = outcome
        self._rows = deque(rows)
        return self

    async def execute(self, sql: str, parameters: Iterable[Any] | None = None) -> BufferedCursor:
        return await self._run(sql, [] if parameters is None else parameters, False)

    async def executemany(self, sql: str, parameters: Iterable[Iterable[Any]]) -> BufferedCursor:
        return await self._run(sql, parameters, True)

    async def fetchone(self) -> Any:
        return self._rows.popleft() if self._rows else None

    async def fetchmany(self, size: int | None = None) -> list[Any]:
        count = min(self.arraysize if size is None else size, len(self._rows))
        return [self._rows.popleft() for _ in range(count)]

    async def fetchall(self) -> Sequence[Any]:
        rows, self._rows = list(self._rows), deque()
        return rows

    async def close(self) -> None:
        self._rows.clear()  # the sqlite3 cursor was closed on the worker, with its statement

    async def __aenter__(self) -> BufferedCursor:
        return self

    async def __aexit__(self, *_exc: object) -> None:
        await self.close()


class OneTripConnection(aiosqlite.Connection):
    """An aiosqlite connection whose cursors take one trip per statement (see the module doc)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        # Jobs handed to the thread (counted here) and jobs it has finished (counted there): a job
        # whose caller was cancelled still runs, and may open a transaction a skipped rollback would miss.
        self._handed = 0
        self._finished = 0
        self._busy_ms: int | None = None  # the busy timeout it was configured with (read when first needed)
        self._no_wait = False  # busy timeout at 0, for statements run on the loop's thread

    @property
    def sqlite(self) -> sqlite3.Connection:
        return self._conn

    def run_here(self, work: Callable[[], _Outcome]) -> _Outcome | None:
        """Run a statement on this (the event loop's) thread; None when it must take the trip instead:
        the connection's thread still has a job (they run in order), or another process holds a lock
        the statement needs (SQLITE_BUSY: nothing was done, the thread waits for it)."""
        connection = self._connection
        if not self._running or connection is None or self._finished != self._handed:
            return None
        if not self._no_wait:
            if self._busy_ms is None:
                self._busy_ms = int(connection.execute("PRAGMA busy_timeout").fetchone()[0])
            connection.execute("PRAGMA busy_timeout=0").close()
            self._no_wait = True
        try:
            return work()
        except sqlite3.OperationalError as exc:
            if _is_busy(exc):
                return None
            raise

    @contextmanager
    async def cursor(self) -> BufferedCursor:  # type: ignore[override]
        return BufferedCursor(self)

    async def _execute(self, fn: Any, *args: Any, **kwargs: Any) -> Any:
        if not self._running or not self._connection:
            raise ValueError("Connection closed")  # as aiosqlite says it, before anything is handed
        job = partial(fn, *args, **kwargs)
        if self._no_wait:  # on the thread, statements (and commits) wait for locks as configured
            job = partial(_waiting_up_to, self._connection, self._busy_ms or 0, job)
            self._no_wait = False
        self._handed += 1
        for watcher in _trip_watchers:
            watcher(getattr(getattr(fn, "func", fn), "__name__", repr(fn)))
        return await super()._execute(self._run_counted, job)

    def _run_counted(self, work: Any) -> Any:
        try:
            return work()
        finally:
            self._finished += 1

    def _nothing_to_end(self) -> bool:
        """No transaction open and none about to be: every job handed has run (the thread runs them
        in order, so SQLite's own flag is settled) and SQLite is in autocommit."""
        connection = self._connection
        return self._finished == self._handed and (connection is None or not connection.in_transaction)

    async def commit(self) -> None:
        if not self._nothing_to_end():
            await super().commit()

    async def rollback(self) -> None:
        if not self._nothing_to_end():
            await super().rollback()


def connect(database: str, *, iter_chunk_size: int = 64, **kwargs: Any) -> OneTripConnection:
    """Like `aiosqlite.connect`: awaiting the result opens the file on the connection's thread."""
    # The loop's thread runs statements too (`statements_here`), never at the same time as the
    # connection's own thread (see `run_here`).
    kwargs["check_same_thread"] = False
    connection = OneTripConnection(partial(sqlite3.connect, database, **kwargs), iter_chunk_size)
    connection._thread.daemon = True  # as SQLAlchemy does for aiosqlite: never holds the exit up
    return connection


def do_connect(dialect: Any, _record: Any, cargs: Any, cparams: Any) -> Any:
    """SQLAlchemy's `do_connect` listener: the connection opened by `connect` instead of plain
    aiosqlite, with the arguments the dialect (and earlier listeners) made, still wrapped by
    SQLAlchemy's aiosqlite adapter."""
    return dialect.loaded_dbapi.connect(*cargs, async_creator_fn=connect, **cparams)
