"""SQLite backups and restore.

A backup is a consistent copy made through SQLite's online backup API while the bot runs (in WAL mode
the copy's read transaction never blocks the bot's writes), written under a temporary name and then
renamed, so a backup file is always whole. Automatic backups are named `<stem>-YYYYmmdd-HHMMSS.db` and
rotated; `python bot.py backup` adds `-manual` to the name and is never rotated away.

A restore needs the bot stopped: every running bot holds a shared lock on `<database>.lock`, and the
restore takes it exclusively. The replaced database is kept beside it as `<name>.replaced-<time>`.
"""

from __future__ import annotations

import asyncio
import contextlib
import fcntl
import logging
import re
import sqlite3
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import IO

from agora.store import migrate  # module import: tests stand a newer head in
from agora.store.guard import (
    SQLITE_HEADER,
    StorageError,
    connect_existing,
    damaged_message,
    list_backups,
    read_marker,
    remember_database,
)

log = logging.getLogger("agora.store")

_STAMP = "%Y%m%d-%H%M%S"
_AUTOMATIC = re.compile(r"-(\d{8}-\d{6})\.db$")
_COMPANIONS = ("-wal", "-shm")


def _stamp(now: datetime | None = None) -> str:
    return (now or datetime.now(UTC)).strftime(_STAMP)


def automatic_backups(backup_dir: Path, database: Path) -> list[Path]:
    return [p for p in list_backups(backup_dir, database) if _AUTOMATIC.search(p.name)]


def backup_sqlite(database: Path, backup_dir: Path, *, manual: bool = False, label: str = "") -> Path:
    """Copy `database` (with what its WAL holds) into `backup_dir`; returns the new file. Manual and
    labelled backups are never rotated away."""
    if not database.exists():
        raise StorageError(f"There is no database at {database} to back up.")
    backup_dir.mkdir(parents=True, exist_ok=True)
    suffix = f"-{label}" if label else "-manual" if manual else ""
    target = backup_dir / f"{database.stem}-{_stamp()}{suffix}.db"
    partial = target.with_name(target.name + ".part")
    try:
        source = connect_existing(database)
    except sqlite3.Error as exc:
        raise StorageError(f"Cannot open the database {database}: {exc}.") from None
    try:
        copy = sqlite3.connect(partial)
        try:
            # All pages in one step: one read snapshot, so concurrent writes never restart the copy.
            source.backup(copy)
        finally:
            copy.close()
    except sqlite3.DatabaseError as exc:
        partial.unlink(missing_ok=True)
        raise StorageError(damaged_message(database, str(exc))) from None
    finally:
        source.close()
    partial.replace(target)
    return target


def backup_before_upgrade(database: Path, backup_dir: Path) -> Path | None:
    """A backup of a database whose schema is about to be migrated (a new Agora version), so that the
    admin can go back to the previous version with its data; None when no migration is pending."""

    connection = connect_existing(database)
    try:
        tables = {row[0] for row in connection.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        if "alembic_version" not in tables:
            return None  # a new database: nothing to keep
        current = {row[0] for row in connection.execute("SELECT version_num FROM alembic_version")}
    finally:
        connection.close()
    if current == migrate.head_revisions() or not current <= migrate.known_revisions():
        return None  # up to date, or from a newer Agora (refused by the migration step, untouched)
    try:
        path = backup_sqlite(database, backup_dir, label="before-upgrade")
    except OSError as exc:  # no schema change without its copy: the admin fixes BACKUP_DIR first
        raise StorageError(
            f"Cannot keep a copy of {database} in {backup_dir} before upgrading its schema ({exc}); "
            "nothing was changed. Make BACKUP_DIR writable, then start again."
        ) from None
    log.info("storage.backup_before_upgrade path=%s from=%s", path, ",".join(sorted(current)))
    return path


def rotate(backup_dir: Path, database: Path, keep: int) -> list[Path]:
    """Delete the oldest automatic backups beyond `keep`; returns the deleted files."""
    doomed = automatic_backups(backup_dir, database)[:-keep] if keep > 0 else []
    for path in doomed:
        path.unlink(missing_ok=True)
    return doomed


def backup_and_rotate(database: Path, backup_dir: Path, keep: int) -> tuple[Path, list[Path]]:
    """One automatic backup, then the rotation, in one worker thread: never one without the other."""
    path = backup_sqlite(database, backup_dir)
    return path, rotate(backup_dir, database, keep)


def next_backup_due(backup_dir: Path, database: Path, interval: timedelta) -> datetime:
    """When the next automatic backup is due: one interval after the newest backup, or after the
    database was first seen; a bot restarted more often than the interval still makes backups."""
    backups = list_backups(backup_dir, database)
    if backups:
        stamp = re.search(r"-(\d{8}-\d{6})", backups[-1].name[len(database.stem) :])
        last = datetime.strptime(stamp[1], _STAMP).replace(tzinfo=UTC) if stamp else datetime.now(UTC)
    else:
        marker = read_marker(backup_dir, database) or {}
        try:
            last = datetime.fromisoformat(marker["first_seen"])
        except (KeyError, TypeError, ValueError):
            last = datetime.now(UTC)
    return last + interval


async def run_automatic_backups(database: Path, backup_dir: Path, interval: timedelta, keep: int) -> None:
    """Forever: wait until a backup is due, take it in a worker thread (off the event loop), rotate."""
    while True:
        delay = (next_backup_due(backup_dir, database, interval) - datetime.now(UTC)).total_seconds()
        await asyncio.sleep(max(delay, 0.0))
        try:
            path, removed = await asyncio.to_thread(backup_and_rotate, database, backup_dir, keep)
            log.info("storage.backup path=%s rotated=%d", path, len(removed))
        except (StorageError, OSError, sqlite3.Error) as exc:
            log.error("storage.backup_failed: %s", exc)
            await asyncio.sleep(min(interval.total_seconds(), 600.0))  # retry later, not in a loop


# --- the running-bot lock -----------------------------------------------------------------------------
def lock_path(database: Path) -> Path:
    return database.with_name(database.name + ".lock")


class RunLock:
    """A shared flock held by each running bot on `<database>.lock`; released by the kernel when the
    process dies, so a crash never leaves a stale lock."""

    def __init__(self, database: Path) -> None:
        self._handle: IO[bytes] | None = open(lock_path(database), "a+b")  # noqa: SIM115 - held while running
        fcntl.flock(self._handle, fcntl.LOCK_SH)

    def release(self) -> None:
        if self._handle is not None:
            self._handle.close()
            self._handle = None


@contextlib.contextmanager
def bot_stopped(database: Path, *, verb: str = "restore") -> Iterator[None]:
    """Hold the lock exclusively, or StorageError when a bot is running on `database`."""
    if not database.parent.exists():
        yield
        return
    with open(lock_path(database), "a+b") as handle:
        try:
            fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            raise StorageError(
                f"A bot is running on {database}: stop it first, then run the {verb} again."
            ) from None
        yield


# --- restore ------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Restored:
    database: Path
    source: Path
    games: int
    replaced: Path | None


def check_agora_backup(source: Path) -> int:
    """Raise StorageError unless `source` is a whole Agora database of a schema this version knows;
    returns its number of games."""

    if not source.is_file():
        raise StorageError(f"There is no file {source} to restore.")
    with source.open("rb") as handle:
        if handle.read(len(SQLITE_HEADER)) != SQLITE_HEADER:
            raise StorageError(f"{source} is not a SQLite database; nothing was restored.")
    try:
        connection = connect_existing(source)
    except sqlite3.Error as exc:
        raise StorageError(f"Cannot open {source}: {exc}; nothing was restored.") from None
    try:
        if [row[0] for row in connection.execute("PRAGMA quick_check")] != ["ok"]:
            raise StorageError(f"{source} is damaged (PRAGMA quick_check); nothing was restored.")
        tables = {row[0] for row in connection.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        if not {"alembic_version", "games", "action_log"} <= tables:
            raise StorageError(f"{source} is not an Agora database; nothing was restored.")
        revisions = [row[0] for row in connection.execute("SELECT version_num FROM alembic_version")]
        unknown = [r for r in revisions if r not in migrate.known_revisions()]
        if not revisions or unknown:
            raise StorageError(
                f"{source} has a database schema this version of Agora does not know "
                f"({', '.join(unknown) or 'none'}): update Agora first; nothing was restored."
            )
        return int(connection.execute("SELECT count(*) FROM games").fetchone()[0])
    except sqlite3.DatabaseError as exc:
        raise StorageError(f"{source} is damaged ({exc}); nothing was restored.") from None
    finally:
        connection.close()


def restore_sqlite(source: Path, database: Path, backup_dir: Path) -> Restored:
    """Replace `database` by a copy of the backup `source` (the bot must be stopped)."""
    if source.exists() and database.exists() and source.resolve() == database.resolve():
        raise StorageError(f"{source} is the database itself: name a backup to restore.")
    games = check_agora_backup(source)
    with bot_stopped(database):
        database.parent.mkdir(parents=True, exist_ok=True)
        replaced = None
        if database.exists():
            replaced = database.with_name(f"{database.name}.replaced-{_stamp()}")
            for suffix in _COMPANIONS:  # the WAL goes with its file: SQLite finds it by name
                companion = database.with_name(database.name + suffix)
                if companion.exists():
                    companion.replace(replaced.with_name(replaced.name + suffix))
            database.replace(replaced)
        else:
            for suffix in _COMPANIONS:  # a stray WAL must not be replayed into the restored file
                database.with_name(database.name + suffix).unlink(missing_ok=True)
        partial = database.with_name(database.name + ".restoring")
        source_connection = connect_existing(source)
        try:
            copy = sqlite3.connect(partial)
            try:
                source_connection.backup(copy)
                copy.execute("PRAGMA journal_mode=WAL")
            finally:
                copy.close()
        finally:
            source_connection.close()
        partial.replace(database)
        remember_database(backup_dir, database)
    return Restored(database=database, source=source, games=games, replaced=replaced)
