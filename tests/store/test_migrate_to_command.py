"""`python bot.py migrate-to URL`: every row of the bot's SQLite database copied into another database,
where the games play on. The target is the test's own database: a second SQLite file, or a new
PostgreSQL database when AGORA_TEST_POSTGRES_URL is set (tests/conftest.py)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from sqlalchemy import select

from agora.store.backup import RunLock
from agora.store.db import create_engine_from_url
from agora.store.models import Base
from tests.store.storage_support import (
    CHANNEL,
    a_database_with_a_game,
    assert_one_line_refusal,
    bot_py,
    digest,
    play_moves,
    service_on,
    sqlite_url,
)


def env_for(database: Path, backups: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DISCORD_", "DATABASE_"))}
    env.update(DATABASE_URL=sqlite_url(database), BACKUP_DIR=str(backups))
    return env


async def every_row(url: str) -> dict[str, list[tuple]]:
    """Each table's rows, in primary-key order, as the models read them (so both backends compare)."""
    engine = create_engine_from_url(url)
    try:
        async with engine.connect() as connection:
            return {
                table.name: [
                    tuple(row)
                    for row in await connection.execute(select(table).order_by(*table.primary_key.columns))
                ]
                for table in Base.metadata.sorted_tables
            }
    finally:
        await engine.dispose()


async def test_migrate_to_copies_every_row_and_the_games_play_on_there(
    tmp_path: Path, database_url: str
) -> None:
    source, backups = tmp_path / "data" / "agora.db", tmp_path / "backups"
    await a_database_with_a_game(source, backups, moves=3)
    before, source_digest = await every_row(sqlite_url(source)), digest(source)
    assert before["games"] and len(before["action_log"]) >= 3

    code, stdout, stderr = await bot_py(env_for(source, backups), "migrate-to", database_url)
    assert code == 0 and "Traceback" not in stderr, stderr
    assert "(1 games)" in stdout and "DATABASE_URL=" in stdout
    assert await every_row(database_url) == before
    assert digest(source) == source_digest  # the source is only read

    engine = create_engine_from_url(database_url)
    try:
        service = service_on(engine)
        await play_moves(service, 2)  # new rows after the copied ones: the ids carry on from them
        game = await service.require_active(CHANNEL)
        assert game.id == before["games"][0][0]
        assert await service.replay_state(game.id) == game.state
    finally:
        await engine.dispose()

    code, _, stderr = await bot_py(env_for(source, backups), "migrate-to", database_url)
    assert_one_line_refusal(code, stderr, "already holds rows", "nothing was copied")


@pytest.mark.sqlite_only
async def test_migrate_to_is_refused_while_a_bot_runs_on_the_source(tmp_path: Path) -> None:
    source, backups, target = tmp_path / "agora.db", tmp_path / "backups", tmp_path / "new.db"
    await a_database_with_a_game(source, backups)
    running = RunLock(source)
    try:
        code, _, stderr = await bot_py(env_for(source, backups), "migrate-to", sqlite_url(target))
        assert_one_line_refusal(code, stderr, "a bot is running", "migrate-to")
    finally:
        running.release()
    assert not target.exists()


@pytest.mark.sqlite_only
async def test_migrate_to_refuses_the_database_itself_and_a_missing_url(tmp_path: Path) -> None:
    source, backups = tmp_path / "agora.db", tmp_path / "backups"
    await a_database_with_a_game(source, backups)
    code, _, stderr = await bot_py(env_for(source, backups), "migrate-to", sqlite_url(source))
    assert_one_line_refusal(code, stderr, "DATABASE_URL itself")
    code, _, stderr = await bot_py(env_for(source, backups), "migrate-to")
    assert_one_line_refusal(code, stderr, "migrate-to URL")
