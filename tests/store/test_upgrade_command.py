"""`python bot.py upgrade`: a copy of the database first, then the migrations; restoring the copy (under
the previous version) is the way back. Refused, changing nothing, while a bot runs on the database."""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

import pytest
from alembic import command

from agora.store.backup import RunLock
from agora.store.db import create_engine_from_url
from agora.store.migrate import alembic_config, head_revisions
from tests.store.storage_support import (
    a_database_with_a_game,
    assert_one_line_refusal,
    bot_py,
    digest,
    sqlite_url,
)

pytestmark = pytest.mark.sqlite_only


def revisions(path: Path) -> set[str]:
    with sqlite3.connect(path) as connection:
        found = {row[0] for row in connection.execute("SELECT version_num FROM alembic_version")}
    connection.close()
    return found


def games(path: Path) -> list[tuple]:
    with sqlite3.connect(path) as connection:
        rows = connection.execute("SELECT id, version, state FROM games ORDER BY id").fetchall()
    connection.close()
    return rows


async def one_version_back(path: Path) -> None:
    """The database as the previous version of Agora left it: its last migration undone."""
    engine = create_engine_from_url(sqlite_url(path))
    config = alembic_config(sqlite_url(path))

    def downgrade(connection) -> None:
        config.attributes["connection"] = connection
        command.downgrade(config, "-1")

    try:
        async with engine.begin() as connection:
            await connection.run_sync(downgrade)
    finally:
        await engine.dispose()


def env_for(database: Path, backups: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DISCORD_", "DATABASE_"))}
    env.update(DATABASE_URL=sqlite_url(database), BACKUP_DIR=str(backups))
    return env


async def test_upgrade_keeps_a_copy_then_migrates_and_the_copy_is_the_way_back(tmp_path: Path) -> None:
    database, backups = tmp_path / "data" / "agora.db", tmp_path / "backups"
    await a_database_with_a_game(database, backups)
    await one_version_back(database)
    old, before = revisions(database), games(database)
    assert old != set(head_revisions())

    code, stdout, stderr = await bot_py(env_for(database, backups), "upgrade")
    assert code == 0 and "Traceback" not in stderr, stderr
    assert "Backed up to" in stdout and "upgraded from" in stdout and "bot.py restore" in stdout
    assert revisions(database) == set(head_revisions()) and games(database) == before
    [copy] = backups.glob("agora-*-before-upgrade.db")
    assert str(copy) in stdout
    assert revisions(copy) == old and games(copy) == before  # the old version's database, whole

    code, stdout, stderr = await bot_py(env_for(database, backups), "restore", str(copy))
    assert code == 0, stderr
    assert revisions(database) == old and games(database) == before  # back where it was

    code, stdout, _ = await bot_py(env_for(database, backups), "upgrade")
    assert code == 0 and "upgraded from" in stdout
    code, stdout, _ = await bot_py(env_for(database, backups), "upgrade")
    assert code == 0 and "already up to date" in stdout


async def test_upgrade_is_refused_while_a_bot_runs_and_changes_nothing(tmp_path: Path) -> None:
    database, backups = tmp_path / "data" / "agora.db", tmp_path / "backups"
    await a_database_with_a_game(database, backups)
    await one_version_back(database)
    before = digest(database)
    running = RunLock(database)  # what a running bot holds (a bot started here would migrate itself)
    try:
        code, _, stderr = await bot_py(env_for(database, backups), "upgrade")
        assert_one_line_refusal(code, stderr, "a bot is running", "stop it first", "upgrade")
    finally:
        running.release()
    assert digest(database) == before
    assert not list(backups.glob("*before-upgrade*"))


async def test_upgrade_of_a_missing_database_says_so(tmp_path: Path) -> None:
    code, _, stderr = await bot_py(env_for(tmp_path / "none.db", tmp_path / "backups"), "upgrade")
    assert_one_line_refusal(code, stderr, "no database")
