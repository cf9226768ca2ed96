"""`python bot.py migrate-to URL`: copy every row of the bot's database (DATABASE_URL) into another one,
typically from the SQLite file to PostgreSQL when the bot outgrows one machine's disk. The source is
only read; the target gets this version's schema, must hold no rows yet, and gets all the rows in one
transaction (a failure leaves it empty). Then the admin points DATABASE_URL at the target."""

from __future__ import annotations

import asyncio
from contextlib import AsyncExitStack, nullcontext
from dataclasses import dataclass

from alembic.migration import MigrationContext
from sqlalchemy import Integer, MetaData, Table, func, insert, select, text
from sqlalchemy.engine import make_url
from sqlalchemy.exc import DBAPIError
from sqlalchemy.ext.asyncio import AsyncConnection

from agora.settings import Settings
from agora.store import migrate  # module import: tests stand a newer head in
from agora.store.backup import bot_stopped
from agora.store.db import create_engine_from_url
from agora.store.guard import StorageError, sqlite_file
from agora.store.models import Base

BATCH = 500  # rows per INSERT: a game's state is tens of kilobytes
_ASYNC_DRIVERS = {
    "postgresql": "postgresql+asyncpg",
    "postgres": "postgresql+asyncpg",
    "sqlite": "sqlite+aiosqlite",
}


@dataclass(frozen=True)
class Copied:
    target: str  # the URL without its password
    rows: dict[str, int]  # per table


def async_url(url: str) -> str:
    """The URL with the async driver Agora uses (`postgresql://` -> `postgresql+asyncpg://`)."""
    parsed = make_url(url)
    driver = _ASYNC_DRIVERS.get(parsed.drivername)
    return parsed.set(drivername=driver).render_as_string(hide_password=False) if driver else url


async def _revisions(connection: AsyncConnection) -> set[str]:
    return set(await connection.run_sync(lambda c: MigrationContext.configure(c).get_current_heads()))


async def _tables(connection: AsyncConnection) -> list[Table]:
    """Every table to copy, parents before children: the models', then any other a migration made."""
    reflected = MetaData()
    await connection.run_sync(reflected.reflect)
    extra = [t for name, t in reflected.tables.items() if name not in Base.metadata.tables]
    known = [t for t in Base.metadata.sorted_tables if t.name in reflected.tables]
    return known + [t for t in extra if t.name != "alembic_version"]


async def _count(connection: AsyncConnection, table: Table) -> int:
    return int((await connection.execute(select(func.count()).select_from(table))).scalar_one())


async def _restart_sequences(connection: AsyncConnection, tables: list[Table]) -> None:
    """PostgreSQL: rows copied with their ids leave each id sequence at 1; move it past the largest."""
    for table in tables:
        keys = list(table.primary_key.columns)
        if len(keys) == 1 and isinstance(keys[0].type, Integer) and keys[0].autoincrement in (True, "auto"):
            await connection.execute(
                text(
                    f"SELECT setval(pg_get_serial_sequence(:table, :column), "
                    f'COALESCE((SELECT MAX("{keys[0].name}") FROM "{table.name}"), 0) + 1, false)'
                ),
                {"table": table.name, "column": keys[0].name},
            )


async def copy_database(source_url: str, target_url: str) -> Copied:
    target_url = async_url(target_url)
    if make_url(source_url) == make_url(target_url):
        raise StorageError("The target is DATABASE_URL itself: name another database to migrate to.")
    shown = make_url(target_url).render_as_string(hide_password=True)
    source = create_engine_from_url(source_url, must_exist=True)
    target = create_engine_from_url(target_url)
    try:
        async with source.connect() as reader:
            if await _revisions(reader) != set(migrate.head_revisions()):
                raise StorageError(
                    "DATABASE_URL's schema is not this version's: run `python bot.py upgrade` first; "
                    "nothing was copied."
                )
            tables = await _tables(reader)
        await migrate.upgrade_to_head(target_url)
        async with AsyncExitStack() as stack:
            reader = await stack.enter_async_context(source.connect())
            writer = await stack.enter_async_context(target.begin())
            full = [t.name for t in tables if await _count(writer, t)]
            if full:
                raise StorageError(f"{shown} already holds rows (in {', '.join(full)}); nothing was copied.")
            rows: dict[str, int] = {}
            for table in tables:
                result = await reader.stream(select(table))
                rows[table.name] = 0
                async for batch in result.mappings().partitions(BATCH):
                    await writer.execute(insert(table), [dict(row) for row in batch])
                    rows[table.name] += len(batch)
            if writer.dialect.name == "postgresql":
                await _restart_sequences(writer, tables)
            copied = {t.name: await _count(writer, t) for t in tables}
            if copied != rows:  # never announce a copy that differs from what was read
                raise StorageError(f"The copy to {shown} does not match the source; nothing was copied.")
    except (OSError, DBAPIError) as exc:
        raise StorageError(
            f"The copy to {shown} failed ({' '.join(str(exc).split())[:300]}); nothing was copied."
        ) from None
    finally:
        await source.dispose()
        await target.dispose()
    return Copied(target=shown, rows=rows)


def migrate_to_command(settings: Settings, target_url: str | None) -> str:
    """Returns the lines to print, or raises StorageError with the reason (the source is untouched)."""
    if not target_url:
        raise StorageError("Name the database to copy to: python bot.py migrate-to URL")
    database = sqlite_file(settings.database_url)
    if database is not None and not database.exists():
        raise StorageError(f"There is no database at {database} to copy.")
    # A bot writing while the rows are read would leave the copy behind: on SQLite, make sure none runs.
    with bot_stopped(database, verb="migrate-to") if database is not None else nullcontext():
        copied = asyncio.run(copy_database(settings.database_url, target_url))
    total = sum(copied.rows.values())
    games = copied.rows.get("games", 0)
    return (
        f"Copied {total} rows ({games} games) into {copied.target}; the old database is unchanged.\n"
        f"Now set DATABASE_URL={copied.target} (with its password) and start the bot."
    )
