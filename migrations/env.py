"""Alembic environment, async-capable.

Two ways in: `agora.store.migrate.upgrade_to_head` hands over an open connection in
`config.attributes["connection"]`; the `alembic` command line opens its own async engine from the
URL (attribute `url`, else DATABASE_URL, else the default SQLite file).
"""

from __future__ import annotations

import asyncio
import os
from logging.config import fileConfig

from alembic import context
from sqlalchemy.engine import Connection

from agora.store.db import DEFAULT_DATABASE_URL, create_engine_from_url
from agora.store.models import Base

config = context.config
target_metadata = Base.metadata


def _url() -> str:
    return config.attributes.get("url") or os.environ.get("DATABASE_URL") or DEFAULT_DATABASE_URL


def _configure(connection: Connection) -> None:
    context.configure(
        connection=connection,
        target_metadata=target_metadata,
        compare_type=True,
        # SQLite can only change tables by copying them; batch mode does that for future migrations.
        render_as_batch=connection.dialect.name == "sqlite",
    )


def run_with_connection(connection: Connection) -> None:
    _configure(connection)
    with context.begin_transaction():
        context.run_migrations()


async def run_async() -> None:
    engine = create_engine_from_url(_url())
    try:
        async with engine.connect() as connection:
            await connection.run_sync(run_with_connection)
            await connection.commit()
    finally:
        await engine.dispose()


def run_offline() -> None:
    context.configure(url=_url(), target_metadata=target_metadata, literal_binds=True)
    with context.begin_transaction():
        context.run_migrations()


if context.is_offline_mode():
    run_offline()
elif (shared := config.attributes.get("connection")) is not None:
    run_with_connection(shared)
else:
    # Only the command line configures logging; the bot keeps its own configuration.
    if config.config_file_name is not None:
        fileConfig(config.config_file_name, disable_existing_loggers=False)
    asyncio.run(run_async())
