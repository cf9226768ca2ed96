"""`python bot.py upgrade`: after installing a new version of Agora, keep a copy of the database, then
bring its schema to this version's. The copy is the way back: reinstall the previous version and
`python bot.py restore <the copy>`. On PostgreSQL the copy is the admin's pg_dump (README, Backups)."""

from __future__ import annotations

import asyncio
import sqlite3

from agora.settings import Settings
from agora.store import migrate  # module import: tests stand a newer head in
from agora.store.backup import backup_sqlite, bot_stopped
from agora.store.guard import StorageError, connect_existing, sqlite_file


def _sqlite_revisions(database) -> list[str]:
    connection = connect_existing(database)
    try:
        tables = {row[0] for row in connection.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        if "alembic_version" not in tables:
            return []
        return sorted(row[0] for row in connection.execute("SELECT version_num FROM alembic_version"))
    finally:
        connection.close()


def upgrade_command(settings: Settings) -> str:
    """Back up, then migrate; returns the lines to print, or raises StorageError (nothing changed)."""
    head = ", ".join(sorted(migrate.head_revisions()))
    database = sqlite_file(settings.database_url)
    if database is None:
        asyncio.run(migrate.upgrade_to_head(settings.database_url))
        return (
            f"The database schema is at {head}. On PostgreSQL keep a pg_dump before each upgrade (README, "
            "Backups): restoring it with pg_restore, under the previous version of Agora, is the way back."
        )
    if not database.exists():
        raise StorageError(f"There is no database at {database} to upgrade; nothing was changed.")
    with bot_stopped(database, verb="upgrade"):
        try:
            before = _sqlite_revisions(database)
        except sqlite3.DatabaseError as exc:
            raise StorageError(f"{database} is damaged ({exc}); nothing was changed.") from None
        copy = backup_sqlite(database, settings.backup_dir, label="before-upgrade")
        asyncio.run(migrate.upgrade_to_head(settings.database_url))
    was = ", ".join(before) or "empty"
    done = "already up to date" if ", ".join(before) == head else f"upgraded from {was} to {head}"
    return (
        f"Backed up to {copy}; database schema {done}.\n"
        f"The way back: reinstall the previous version of Agora, then `python bot.py restore {copy}`."
    )
