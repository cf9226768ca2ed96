"""Opening the bot's database with every check, and what runs beside it: the file watch, the
running-bot lock and the automatic backups. `AgoraBot.setup_hook` calls `open_storage`."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import timedelta
from pathlib import Path
from typing import Any

from sqlalchemy import event
from sqlalchemy.ext.asyncio import AsyncEngine

from agora.errors import AgoraError
from agora.settings import Settings
from agora.store.backup import RunLock, backup_before_upgrade, run_automatic_backups
from agora.store.db import create_engine_from_url
from agora.store.guard import FileWatch, check_sqlite_at_start, remember_database, sqlite_file
from agora.store.migrate import upgrade_to_head

log = logging.getLogger("agora.store")

WATCH_INTERVAL_SECONDS = 10.0  # also checked before every write; this catches an idle bot


@dataclass
class StorageOptions:
    url: str
    backup_dir: Path = Path("backups")
    backup_interval_hours: float = 6.0
    backup_keep: int = 28
    synchronous: str = "FULL"
    pool_size: int = 20
    allow_new: bool = False


def storage_options(settings: Settings, *, allow_new: bool = False) -> StorageOptions:
    return StorageOptions(
        url=settings.database_url,
        backup_dir=settings.backup_dir,
        backup_interval_hours=settings.backup_interval_hours,
        backup_keep=settings.backup_keep,
        synchronous=settings.sqlite_synchronous,
        pool_size=settings.database_pool_size,
        allow_new=allow_new,
    )


@dataclass
class Storage:
    engine: AsyncEngine
    database: Path | None = None
    watch: FileWatch | None = None
    lock: RunLock | None = None
    tasks: list[asyncio.Task[Any]] = field(default_factory=list)

    async def close(self) -> None:
        for task in self.tasks:
            task.cancel()
        for task in self.tasks:
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task
        self.tasks.clear()
        await self.engine.dispose()
        if self.lock is not None:
            self.lock.release()
            self.lock = None


async def open_storage(options: StorageOptions, on_lost: Callable[[str], None]) -> Storage:
    """Check, migrate and open the database; StorageError (one line) when it must not be used."""
    database = sqlite_file(options.url)
    lock = None
    if database is not None:
        await asyncio.to_thread(
            check_sqlite_at_start, database, options.backup_dir, allow_new=options.allow_new
        )
        lock = _run_lock(database)
    try:
        if database is not None:
            await asyncio.to_thread(backup_before_upgrade, database, options.backup_dir)
        await upgrade_to_head(options.url)
    except BaseException:
        if lock is not None:
            lock.release()
        raise
    engine = create_engine_from_url(
        options.url,
        pool_size=options.pool_size,
        synchronous=options.synchronous,
        must_exist=database is not None,
    )
    storage = Storage(engine=engine, database=database, lock=lock)
    if database is None:
        return storage
    await asyncio.to_thread(remember_database, options.backup_dir, database)
    storage.watch = FileWatch(database, on_lost)  # `on_lost` may be replaced later (by the bot)
    event.listen(engine.sync_engine, "before_cursor_execute", _refuse_writes_when_lost(storage.watch))
    storage.tasks.append(asyncio.create_task(_watch_forever(storage.watch), name="agora-storage-watch"))
    if options.backup_interval_hours > 0:
        interval = timedelta(hours=options.backup_interval_hours)
        storage.tasks.append(
            asyncio.create_task(
                run_automatic_backups(database, options.backup_dir, interval, options.backup_keep),
                name="agora-backups",
            )
        )
    return storage


def _run_lock(database: Path) -> RunLock | None:
    try:
        return RunLock(database)
    except OSError as exc:  # a read-only data folder: run, but `restore` cannot see that the bot runs
        log.warning("storage.no_run_lock path=%s: %s", database, exc)
        return None


_WRITES = ("INSERT", "UPDATE", "DELETE", "REPLACE")


def _refuse_writes_when_lost(watch: FileWatch) -> Callable[..., None]:
    """Before every write statement: is the file still there? Reads go on (they read the last state,
    which is right) so that nothing but the refused writes notices until the bot stops."""

    def before_statement(_conn: Any, _cursor: Any, statement: str, *_args: Any) -> None:
        if statement.lstrip()[:7].upper().startswith(_WRITES) and watch.check() is not None:
            raise AgoraError("storage.error.unavailable")

    return before_statement


async def _watch_forever(watch: FileWatch) -> None:
    while watch.check() is None:
        await asyncio.sleep(WATCH_INTERVAL_SECONDS)
