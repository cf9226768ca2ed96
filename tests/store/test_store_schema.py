"""The migrations build exactly the models' schema, on an empty database, from any directory."""

from __future__ import annotations

import asyncio
import json
import sys
from datetime import UTC, datetime
from pathlib import Path

import pytest
from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import inspect, text
from sqlalchemy.exc import IntegrityError

from agora.store import Base, Game, create_engine_from_url, make_sessionmaker, upgrade_to_head
from agora.store.migrate import alembic_config

HEAD = ScriptDirectory.from_config(alembic_config()).get_current_head()  # the newest revision


NOW = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)
MIGRATING_PROCESS = Path(__file__).with_name("migrating_process.py")
PROCESSES = 4


def _game(channel_id: int, status: str) -> Game:
    return Game(
        guild_id=1,
        channel_id=channel_id,
        title="demo",
        status=status,
        options={},
        language="en",
        creator_id=11,
        seed=1,
        version=0,
        created_at=NOW,
        updated_at=NOW,
    )


async def test_empty_database_upgraded_to_head_has_exactly_the_models_schema(db_url):
    await upgrade_to_head(db_url)
    engine = create_engine_from_url(db_url)
    try:
        async with engine.connect() as connection:

            def differences(sync_connection):
                context = MigrationContext.configure(
                    sync_connection, opts={"compare_type": True, "compare_server_default": True}
                )
                return compare_metadata(context, Base.metadata)

            assert await connection.run_sync(differences) == []

            def named_constraints(sync_connection):
                inspector = inspect(sync_connection)
                return (
                    {i["name"]: bool(i["unique"]) for i in inspector.get_indexes("games")},
                    [c["name"] for c in inspector.get_check_constraints("games")],
                    [c["name"] for c in inspector.get_unique_constraints("seats")],
                    [c["name"] for c in inspector.get_unique_constraints("action_log")],
                )

            indexes, checks, seat_uniques, log_uniques = await connection.run_sync(named_constraints)
    finally:
        await engine.dispose()
    # compare_metadata ignores check constraints and partial-index conditions: check them by name here,
    # and by behaviour in the test below.
    assert indexes == {
        "ix_games_guild_id_id": False,
        "ix_games_channel_id_id": False,
        "ix_games_open_guild": False,
        "uq_games_open_channel": True,
        "ix_games_deadline_at": False,  # 0003_deadlines: the timer service's due queries
        "ix_games_reminder_at": False,
    }
    assert checks == ["ck_games_status"]
    assert seat_uniques == ["uq_seats_game_id_user_id"]
    assert log_uniques == ["uq_action_log_game_id_seq"]


async def test_upgrade_is_idempotent_and_independent_of_the_working_directory(db_url, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    await upgrade_to_head(db_url)
    await upgrade_to_head(db_url)
    engine = create_engine_from_url(db_url)
    try:
        async with engine.connect() as connection:
            assert (
                await connection.execute(text("SELECT version_num FROM alembic_version"))
            ).scalar() == HEAD
    finally:
        await engine.dispose()


async def test_database_allows_one_open_game_per_channel(sessionmaker):
    async with sessionmaker() as session, session.begin():
        session.add_all([_game(7, "finished"), _game(7, "abandoned"), _game(7, "lobby"), _game(8, "active")])
    with pytest.raises(IntegrityError):
        async with sessionmaker() as session, session.begin():
            session.add(_game(7, "active"))


async def test_database_refuses_unknown_status(sessionmaker):
    with pytest.raises(IntegrityError):
        async with sessionmaker() as session, session.begin():
            session.add(_game(9, "paused"))


async def test_times_come_back_timezone_aware_in_utc(sessionmaker):
    async with sessionmaker() as session, session.begin():
        game = _game(10, "lobby")
        session.add(game)
    async with sessionmaker() as session:
        stored = await session.get(Game, game.id)
        assert stored is not None and stored.created_at == NOW and stored.created_at.tzinfo is not None


async def test_sqlite_connections_use_wal_foreign_keys_and_a_busy_timeout(db_engine, is_sqlite):
    if not is_sqlite:
        pytest.skip("SQLite pragmas")
    async with db_engine.connect() as connection:
        assert (await connection.execute(text("PRAGMA journal_mode"))).scalar() == "wal"
        assert (await connection.execute(text("PRAGMA foreign_keys"))).scalar() == 1
        assert (await connection.execute(text("PRAGMA busy_timeout"))).scalar() >= 1000


async def test_sqlite_file_folder_is_created(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    engine = create_engine_from_url("sqlite+aiosqlite:///data/nested/agora.db")
    try:
        async with make_sessionmaker(engine)() as session:
            assert (await session.execute(text("SELECT 1"))).scalar() == 1
    finally:
        await engine.dispose()
    assert (tmp_path / "data" / "nested" / "agora.db").exists()


async def _migrating_process(db_url: str, folder: Path) -> asyncio.subprocess.Process:
    return await asyncio.create_subprocess_exec(
        sys.executable, str(MIGRATING_PROCESS), db_url, str(folder),
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE,
    )  # fmt: skip


async def test_processes_starting_together_migrate_once(db_url, tmp_path):
    """Real OS processes (as several bot processes would) call `upgrade_to_head` at the same moment on
    one empty database: every one of them gets through, exactly one creates the schema (the DDL each
    sent is counted), and the database ends at the head revision, once."""
    processes = [await _migrating_process(db_url, tmp_path) for _ in range(PROCESSES)]
    try:
        async with asyncio.timeout(60):
            while len(list(tmp_path.glob("ready-*"))) < PROCESSES:
                await asyncio.sleep(0.01)
        (tmp_path / "go").touch()  # all are waiting: they start together
        outputs = [await asyncio.wait_for(p.communicate(), timeout=120) for p in processes]
    finally:
        for process in processes:
            if process.returncode is None:
                process.kill()
    reports = [json.loads(stdout.decode().strip().splitlines()[-1]) for stdout, _ in outputs]
    errors = [(r, stderr.decode()[-2000:]) for r, (_, stderr) in zip(reports, outputs, strict=True)]
    assert all(r.get("started") for r in reports), errors
    assert [p.returncode for p in processes] == [0] * PROCESSES, errors
    model_tables = set(Base.metadata.tables)
    creators = [r for r in reports if set(r["created"]) & model_tables]
    assert len(creators) == 1, reports  # one process migrated, the others found it done
    assert sorted(t for t in creators[0]["created"] if t in model_tables) == sorted(model_tables), reports

    engine = create_engine_from_url(db_url)
    try:
        async with engine.connect() as connection:
            versions = (await connection.execute(text("SELECT version_num FROM alembic_version"))).all()
            assert versions == [(HEAD,)]
    finally:
        await engine.dispose()
