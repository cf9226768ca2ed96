"""Run the Alembic migrations from code, at start-up or in tests, from any working directory."""

from __future__ import annotations

from pathlib import Path

from alembic import command
from alembic.config import Config
from sqlalchemy import text
from sqlalchemy.engine import Connection

from agora.store.db import create_engine_from_url

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


async def upgrade_to_head(url: str) -> None:
    """Bring the database at `url` to the latest schema. Safe to call at every start."""
    engine = create_engine_from_url(url)
    try:
        async with engine.begin() as connection:
            await connection.run_sync(_upgrade, alembic_config(url))
    finally:
        await engine.dispose()


def _upgrade(connection: Connection, config: Config) -> None:
    # Two bot processes starting together must not both run the same migration: take a lock that
    # lasts until this transaction ends (and, on SQLite, makes the whole upgrade one transaction).
    if connection.dialect.name == "postgresql":
        connection.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": MIGRATION_LOCK_KEY})
    elif connection.dialect.name == "sqlite":
        connection.exec_driver_sql("BEGIN IMMEDIATE")
    config.attributes["connection"] = connection
    command.upgrade(config, "head")
