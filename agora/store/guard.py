"""Checks that the SQLite file the bot is about to use is the database it had, whole, and still there.

At start, before any migration touches the file:
- a missing file (or data folder) is created only on a first start; when the marker says this database
  existed, the bot stops instead of starting on an empty one (`--new-database` overrides);
- a file that is not SQLite, a damaged one (`PRAGMA quick_check`), an empty one where a database
  existed, or another program's database stops the bot with one line and nothing written.

While running, `FileWatch` compares the file's identity (device, inode) with the one opened at start
before every write statement and periodically: a deleted or replaced file stops the bot, so no move is
acknowledged into a file that nobody will ever open again.

The marker is a small JSON file in the backup folder (kept outside the data folder on purpose), named
after the database and a hash of its absolute path.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import re
import sqlite3
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any
from urllib.parse import quote

from sqlalchemy.engine import make_url

log = logging.getLogger("agora.store")

SQLITE_HEADER = b"SQLite format 3\x00"
NEW_DATABASE_FLAG = "--new-database"


class StorageError(Exception):
    """The database cannot be used as it is; the message is one line telling the admin what to do."""


def sqlite_file(url: str) -> Path | None:
    """The file behind a SQLite URL; None for a server database or an in-memory one."""
    parsed = make_url(url)
    if parsed.get_backend_name() != "sqlite":
        return None
    database = parsed.database or ""
    if not database or database == ":memory:" or database.startswith("file:"):
        return None
    return Path(database).expanduser()


def connect_existing(path: Path, *, timeout: float = 5.0) -> sqlite3.Connection:
    """A plain sqlite3 connection that never creates the file (SQLite's mode=rw)."""
    return sqlite3.connect(f"file:{quote(str(path.resolve()))}?mode=rw", uri=True, timeout=timeout)


# --- the marker ---------------------------------------------------------------------------------------
def marker_path(backup_dir: Path, database: Path) -> Path:
    digest = hashlib.sha1(str(database.resolve()).encode()).hexdigest()[:10]
    return backup_dir / f"{database.stem}-{digest}.marker.json"


def read_marker(backup_dir: Path, database: Path) -> dict[str, Any] | None:
    """What the marker remembers of this database, or None on a first start."""
    try:
        data = json.loads(marker_path(backup_dir, database).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return data if isinstance(data, dict) and data.get("database") == str(database.resolve()) else None


def remember_database(backup_dir: Path, database: Path) -> dict[str, Any]:
    """Record (or refresh) the marker once the database has been opened and migrated. A marker that
    cannot be written is a warning, not a reason to stop: the bot still runs, unguarded."""
    now = datetime.now(UTC).isoformat(timespec="seconds")
    marker = read_marker(backup_dir, database) or {"database": str(database.resolve()), "first_seen": now}
    marker["last_seen"] = now
    target = marker_path(backup_dir, database)
    try:
        backup_dir.mkdir(parents=True, exist_ok=True)
        partial = target.with_suffix(".part")
        partial.write_text(json.dumps(marker, indent=2) + "\n", encoding="utf-8")
        partial.replace(target)
    except OSError as exc:
        log.warning("storage.marker_not_written path=%s: %s", target, exc)
    return marker


def list_backups(backup_dir: Path, database: Path) -> list[Path]:
    """The automatic and manual backups of `database`, oldest first."""
    if not backup_dir.is_dir():
        return []
    named = re.compile(r"-\d{8}-\d{6}(-manual|-before-upgrade)?\.db$")
    found = [p for p in backup_dir.glob(f"{database.stem}-*.db") if named.search(p.name)]
    return sorted(found, key=lambda p: re.sub(r"-(manual|before-upgrade)$", "", p.name.removesuffix(".db")))


# --- start-up checks ----------------------------------------------------------------------------------
def _restore_hint(backup_dir: Path, database: Path) -> str:
    backups = list_backups(backup_dir, database)
    newest = f" (newest: {backups[-1]})" if backups else ""
    return (
        f"restore a backup with `python bot.py restore FILE`{newest}, or start an empty database "
        f"on purpose with `python bot.py {NEW_DATABASE_FLAG}`"
    )


def check_sqlite_at_start(database: Path, backup_dir: Path, *, allow_new: bool = False) -> None:
    """Raise StorageError (one line, nothing written) unless `database` may be opened and migrated.
    Creates the file (and its folder) on a first start or when `allow_new` says so."""
    marker = read_marker(backup_dir, database)
    if not database.exists():
        if marker is not None and not allow_new:
            what = "its folder" if not database.parent.exists() else "the file"
            raise StorageError(
                f"The database {database} is missing ({what} is gone), but Agora used it here since "
                f"{marker.get('first_seen', '?')}: {_restore_hint(backup_dir, database)}."
            )
        database.parent.mkdir(parents=True, exist_ok=True)
        _create_empty(database)
        if marker is not None:
            log.warning("storage.new_database path=%s: empty on purpose (%s)", database, NEW_DATABASE_FLAG)
        return
    _check_header(database)
    tables = _tables_and_integrity(database)
    if not tables:
        if marker is not None and not allow_new:
            raise StorageError(
                f"The database {database} is empty, but Agora used it here since "
                f"{marker.get('first_seen', '?')}: {_restore_hint(backup_dir, database)}."
            )
        return
    if "alembic_version" not in tables or "games" not in tables:
        raise StorageError(
            f"{database} is a SQLite database of another program, not Agora's; nothing was changed. "
            "Point DATABASE_URL at Agora's database (or at a new file)."
        )


def _create_empty(database: Path) -> None:
    connection = sqlite3.connect(database)
    try:
        connection.execute("PRAGMA journal_mode=WAL")
    finally:
        connection.close()


def _check_header(database: Path) -> None:
    try:
        with database.open("rb") as handle:
            header = handle.read(len(SQLITE_HEADER))
    except OSError as exc:
        raise StorageError(f"Cannot read the database {database}: {exc.strerror or exc}.") from None
    if header and header != SQLITE_HEADER:
        raise StorageError(
            f"{database} is not a SQLite database; nothing was changed. Point DATABASE_URL at Agora's "
            f"database, or restore a backup with `python bot.py restore FILE`."
        )


def damaged_message(database: Path, detail: str) -> str:
    lines = [line for line in detail.splitlines() if line.strip() and not line.startswith("***")]
    detail = " ".join(" ".join(lines[:1] or [detail]).split())[:200]
    return (
        f"The database {database} is damaged ({detail}); nothing was changed. Restore a backup with "
        "`python bot.py restore FILE` (`python bot.py backup` cannot copy a damaged file)."
    )


def _tables_and_integrity(database: Path) -> set[str]:
    """The file's table names, after SQLite's quick check of every page."""
    try:
        connection = connect_existing(database)
    except sqlite3.Error as exc:
        raise StorageError(f"Cannot open the database {database}: {exc}.") from None
    try:
        rows = connection.execute("PRAGMA quick_check").fetchall()
        verdict = [str(row[0]) for row in rows]
        if verdict != ["ok"]:
            raise StorageError(damaged_message(database, "\n".join(verdict)))
        return {row[0] for row in connection.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    except sqlite3.DatabaseError as exc:  # "file is not a database", "database disk image is malformed"
        raise StorageError(damaged_message(database, str(exc))) from None
    finally:
        connection.close()


# --- while running ------------------------------------------------------------------------------------
@dataclass
class FileWatch:
    """The identity of the database file opened at start; `check()` fails once it is gone or replaced."""

    database: Path
    on_lost: Callable[[str], None]
    identity: tuple[int, int] | None = None
    lost: str | None = None

    def __post_init__(self) -> None:
        self.identity = self._identity()

    def _identity(self) -> tuple[int, int] | None:
        try:
            stat = os.stat(self.database)
        except OSError:
            return None
        return stat.st_dev, stat.st_ino

    def check(self) -> str | None:
        """None while the file is the one opened at start; else the reason, reported once."""
        if self.lost is None and self._identity() != self.identity:
            gone = not self.database.exists()
            self.lost = (
                f"The database {self.database} was {'deleted' if gone else 'replaced'} while the bot was "
                "running; the bot stops so that no move is acknowledged into a file nobody will open again. "
                "Restore the file or a backup (`python bot.py restore FILE`), then start the bot."
            )
            self.on_lost(self.lost)
        return self.lost
