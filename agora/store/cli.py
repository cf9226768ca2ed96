"""`python bot.py backup` and `python bot.py restore FILE`: each returns the line to print, or raises
StorageError with the line that explains why not."""

from __future__ import annotations

from pathlib import Path

from agora.settings import Settings
from agora.store.backup import backup_sqlite, restore_sqlite
from agora.store.guard import StorageError, sqlite_file

POSTGRES_HINT = "see README, Backups: use pg_dump and pg_restore"


def _database(settings: Settings, verb: str) -> Path:
    database = sqlite_file(settings.database_url)
    if database is None:
        raise StorageError(f"`bot.py {verb}` works on a SQLite file; for PostgreSQL {POSTGRES_HINT}.")
    return database


def backup_command(settings: Settings) -> str:
    path = backup_sqlite(_database(settings, "backup"), settings.backup_dir, manual=True)
    return f"Backed up to {path}"


def restore_command(settings: Settings, file: str | None) -> str:
    if not file:
        raise StorageError("Name the backup to restore: python bot.py restore FILE")
    restored = restore_sqlite(Path(file), _database(settings, "restore"), settings.backup_dir)
    kept = f"; the replaced database is kept as {restored.replaced}" if restored.replaced else ""
    games = f"{restored.games} games"
    return f"Restored {restored.database} from {restored.source} ({games}){kept}. Start the bot."
