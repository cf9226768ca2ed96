"""At start, the bot refuses a database it must not use with one line, no traceback and nothing written:
a vanished file or data folder where a database existed, a file that is not a database, a damaged page,
an empty file, another program's database, a schema from a newer Agora, a PostgreSQL server that cannot
be reached. A first start on a new install just works; `--new-database` starts empty on purpose."""

from __future__ import annotations

import socket
import sqlite3

import pytest
from sqlalchemy import text

from agora.store.guard import StorageError, read_marker
from agora.store.migrate import upgrade_to_head
from tests.e2e.test_bot_process_e2e import bot_env
from tests.store.storage_support import (
    a_database_with_a_game,
    assert_one_line_refusal,
    bot_py,
    digest,
    open_as_bot,
    service_on,
    sqlite_url,
)


@pytest.fixture
def files(tmp_path):
    return tmp_path / "data" / "agora.db", tmp_path / "backups"


@pytest.mark.sqlite_only
async def test_a_first_start_creates_the_database_and_remembers_it(files):
    database, backups = files
    assert read_marker(backups, database) is None
    storage = await open_as_bot(database, backups)
    await storage.close()
    assert database.exists() and read_marker(backups, database) is not None
    storage = await open_as_bot(database, backups)  # a restart on the same file: fine
    await storage.close()


@pytest.mark.sqlite_only
async def test_a_deleted_database_stops_bot_py_at_start_and_new_database_starts_empty(files, emulator, world):
    database, backups = files
    await a_database_with_a_game(database, backups)
    database.unlink()
    env = bot_env(emulator, sqlite_url(database), BACKUP_DIR=str(backups))
    code, _, stderr = await bot_py(env)
    line = assert_one_line_refusal(code, stderr, str(database), "missing", "restore", "--new-database")
    assert "Traceback" not in line and not database.exists()  # no empty database created behind our back
    storage = await open_as_bot(database, backups, allow_new=True)  # what --new-database does
    try:
        assert await service_on(storage.engine).list_guild(1) == []
    finally:
        await storage.close()


@pytest.mark.sqlite_only
async def test_a_missing_data_folder_stops_the_start(files):
    database, backups = files
    await a_database_with_a_game(database, backups)
    for path in database.parent.iterdir():
        path.unlink()
    database.parent.rmdir()
    with pytest.raises(StorageError, match="its folder is gone"):
        await open_as_bot(database, backups)
    assert not database.parent.exists()


@pytest.mark.sqlite_only
async def test_an_emptied_file_where_a_database_was_stops_the_start(files):
    database, backups = files
    await a_database_with_a_game(database, backups)
    for suffix in ("-wal", "-shm"):
        database.with_name(database.name + suffix).unlink(missing_ok=True)
    database.write_bytes(b"")
    with pytest.raises(StorageError, match="is empty"):
        await open_as_bot(database, backups)
    assert database.stat().st_size == 0


@pytest.mark.sqlite_only
async def test_a_file_that_is_not_a_database_stops_bot_py_and_is_left_untouched(files, emulator, world):
    database, backups = files
    database.parent.mkdir(parents=True)
    database.write_text("these are my notes, not a database\n" * 50)
    before = digest(database)
    code, _, stderr = await bot_py(bot_env(emulator, sqlite_url(database), BACKUP_DIR=str(backups)))
    assert_one_line_refusal(code, stderr, "not a SQLite database", "nothing was changed")
    assert digest(database) == before


@pytest.mark.sqlite_only
async def test_another_programs_sqlite_database_is_refused_untouched(files):
    database, backups = files
    database.parent.mkdir(parents=True)
    with sqlite3.connect(database) as connection:
        connection.execute("CREATE TABLE recipes (name TEXT)")
    connection.close()
    before = digest(database)
    with pytest.raises(StorageError, match="another program"):
        await open_as_bot(database, backups)
    assert digest(database) == before


def corrupt_a_page(database, page_size: int = 4096) -> None:
    """Overwrite the middle of a b-tree page (not the header page) with garbage."""
    data = bytearray(database.read_bytes())
    pages = len(data) // page_size
    assert pages >= 3, pages
    for page in range(1, pages):  # every page but the first: the schema stays readable
        start = page * page_size + 8
        data[start : start + 200] = b"\xa5" * 200
    database.write_bytes(bytes(data))


@pytest.mark.sqlite_only
async def test_a_corrupted_page_is_found_by_the_quick_check_and_nothing_is_written(files):
    database, backups = files
    await a_database_with_a_game(database, backups, moves=10)
    with sqlite3.connect(database) as connection:  # everything into the main file, then corrupt a copy
        connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    connection.close()
    broken = database.with_name("broken.db")
    broken.write_bytes(database.read_bytes())
    corrupt_a_page(broken)
    before = digest(broken)
    with pytest.raises(StorageError, match="damaged") as refused:
        await open_as_bot(broken, backups)
    assert "restore" in str(refused.value) and "\n" not in str(refused.value)
    assert digest(broken) == before


async def test_a_database_from_a_newer_agora_is_refused_in_one_line(database_url):
    await upgrade_to_head(database_url)
    from agora.store import create_engine_from_url

    engine = create_engine_from_url(database_url)
    async with engine.begin() as connection:
        await connection.execute(text("UPDATE alembic_version SET version_num = '0042_from_the_future'"))
    await engine.dispose()
    with pytest.raises(StorageError, match="newer version of Agora") as refused:
        await upgrade_to_head(database_url)
    assert "0042_from_the_future" in str(refused.value) and "\n" not in str(refused.value)
    engine = create_engine_from_url(database_url)
    async with engine.connect() as connection:  # still the future revision: nothing was migrated
        revision = await connection.scalar(text("SELECT version_num FROM alembic_version"))
    await engine.dispose()
    assert revision == "0042_from_the_future"


@pytest.mark.sqlite_only
async def test_bot_py_refuses_a_newer_schema_in_one_line(files, emulator, world):
    database, backups = files
    await a_database_with_a_game(database, backups)
    with sqlite3.connect(database) as connection:
        connection.execute("UPDATE alembic_version SET version_num = '0042_from_the_future'")
    connection.close()
    before = digest(database)
    code, _, stderr = await bot_py(bot_env(emulator, sqlite_url(database), BACKUP_DIR=str(backups)))
    assert_one_line_refusal(code, stderr, "newer version of Agora", "0042_from_the_future")
    assert digest(database) == before


def closed_loopback_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]  # closed again when the probe is: nobody listens there


async def test_bot_py_says_in_one_line_that_postgresql_cannot_be_reached(emulator, world):
    port = closed_loopback_port()
    url = f"postgresql+asyncpg://agora:s3cret-pw@127.0.0.1:{port}/agora"
    code, _, stderr = await bot_py(bot_env(emulator, url))
    line = assert_one_line_refusal(code, stderr, "cannot reach the database server", f"127.0.0.1:{port}")
    assert "s3cret-pw" not in stderr and "DATABASE_URL" in line
