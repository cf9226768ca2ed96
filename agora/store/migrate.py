"""Run the Alembic migrations from code, at start-up or in tests, from any working directory."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from alembic import command
from alembic.config import Config
from alembic.migration import MigrationContext
from alembic.script import ScriptDirectory
from alembic.util import CommandError
from sqlalchemy import text
from sqlalchemy.engine import Connection, make_url
from sqlalchemy.exc import DBAPIError

from agora.store.db import create_engine_from_url
from agora.store.guard import StorageError

PROJECT_ROOT = Path(__file__).resolve().parents[2]
MIGRATIONS_DIR = PROJECT_ROOT / "migrations"
MIGRATION_LOCK_KEY = 0x41474F5241  # "AGORA": PostgreSQL advisory lock held while migrating


def alembic_config(url: str | None = None) -> Config:
    """An Alembic config pointing at `migrations/` by absolute path. The URL travels in
    `attributes` rather than the ini options, where a '%' in a password would break interpolation."""
    ini = PROJECT_ROOT / "alembic.ini"
    config = Config(str(ini)) if ini.exists() else Config()
    config.set_main_option("script_location", str(MIGRATIONS_DIR))
    if url is not None:
        config.attributes["url"] = url
    return config


@cache
def known_revisions() -> frozenset[str]:
    """Every schema revision this version of Agora can migrate from."""
    scripts = ScriptDirectory.from_config(alembic_config())
    return frozenset(script.revision for script in scripts.walk_revisions())


def head_revisions() -> frozenset[str]:
    """The schema revision(s) this version of Agora migrates to."""
    return frozenset(ScriptDirectory.from_config(alembic_config()).get_heads())


async def upgrade_to_head(url: str) -> None:
    """Bring the database at `url` to the latest schema. Safe to call at every start. A database this
    version cannot use (written by a newer Agora) or cannot reach raises StorageError, in one line."""
    engine = create_engine_from_url(url)
    try:
        async with engine.begin() as connection:
            await connection.run_sync(_upgrade, alembic_config(url))
    except (OSError, DBAPIError) as exc:
        raise StorageError(unreachable_message(url, exc)) from None
    finally:
        await engine.dispose()


def unreachable_message(url: str, exc: BaseException) -> str:
    """One line naming the server (never the password) and the driver's reason."""
    parsed = make_url(url)
    reason = getattr(exc, "orig", None) or exc
    detail = " ".join(str(reason).split()) or type(reason).__name__
    if parsed.get_backend_name() == "sqlite":
        return f"Cannot use the database {parsed.database}: {detail}."
    where = f"{parsed.host or 'localhost'}:{parsed.port or 5432}/{parsed.database or ''}"
    return (
        f"Cannot reach the database server at {where} ({detail}): check that PostgreSQL is running and "
        "that DATABASE_URL is right."
    )


def _upgrade(connection: Connection, config: Config) -> None:
    # Two bot processes starting together must not both run the same migration: take a lock that
    # lasts until this transaction ends (and, on SQLite, makes the whole upgrade one transaction).
    if connection.dialect.name == "postgresql":
        connection.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": MIGRATION_LOCK_KEY})
    elif connection.dialect.name == "sqlite":
        connection.exec_driver_sql("BEGIN IMMEDIATE")
    current = MigrationContext.configure(connection).get_current_heads()
    unknown = sorted(set(current) - known_revisions())
    if unknown:
        raise StorageError(
            f"The database has schema revision {', '.join(unknown)}, written by a newer version of Agora; "
            "nothing was changed. Update Agora, or restore a backup made by this version."
        )
    config.attributes["connection"] = connection
    try:
        command.upgrade(config, "head")
    except CommandError as exc:
        raise StorageError(f"The database schema cannot be upgraded: {exc}; nothing was changed.") from None
