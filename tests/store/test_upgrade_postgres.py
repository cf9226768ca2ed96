"""`python bot.py upgrade` on PostgreSQL: the migrations run, and the way back it names is the admin's
pg_dump (Agora keeps no file copy of a server database)."""

from __future__ import annotations

import os

import pytest
from alembic.migration import MigrationContext

from agora.store.db import create_engine_from_url
from agora.store.migrate import head_revisions
from tests.conftest import postgres_server_url
from tests.store.storage_support import bot_py

pytestmark = [
    pytest.mark.postgres,
    pytest.mark.skipif(postgres_server_url() is None, reason="needs PostgreSQL: set AGORA_TEST_POSTGRES_URL"),
]


async def test_upgrade_migrates_a_postgresql_database_and_names_pg_dump_as_the_way_back(
    database_url, tmp_path
):
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DISCORD_", "DATABASE_"))}
    env.update(DATABASE_URL=database_url, BACKUP_DIR=str(tmp_path / "backups"))
    code, stdout, stderr = await bot_py(env, "upgrade")
    assert code == 0 and "Traceback" not in stderr, stderr
    assert "pg_dump" in stdout and "pg_restore" in stdout
    engine = create_engine_from_url(database_url)
    try:
        async with engine.connect() as connection:
            heads = await connection.run_sync(
                lambda c: set(MigrationContext.configure(c).get_current_heads())
            )
    finally:
        await engine.dispose()
    assert heads == set(head_revisions())
    assert not (tmp_path / "backups").exists() or not list((tmp_path / "backups").glob("*.db"))
