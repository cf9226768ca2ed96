"""The storage settings: durability chosen (FULL unless the admin says NORMAL) and reaching every SQLite
connection; backups on by default, outside the data folder."""

from __future__ import annotations

from pathlib import Path

import pytest
from sqlalchemy import text

from agora.settings import SettingsError, load_settings
from tests.store.storage_support import open_as_bot

SYNCHRONOUS_CODES = {"NORMAL": 1, "FULL": 2}  # what PRAGMA synchronous answers


def test_defaults_are_full_durability_and_backups_every_six_hours(monkeypatch):
    monkeypatch.delenv("BACKUP_DIR", raising=False)
    monkeypatch.delenv("SQLITE_SYNCHRONOUS", raising=False)
    settings = load_settings(_env_file=None)
    assert settings.sqlite_synchronous == "FULL"
    assert (settings.backup_dir, settings.backup_interval_hours, settings.backup_keep) == (
        Path("backups"),
        6.0,
        28,
    )


def test_the_durability_setting_is_read_from_the_environment_and_checked(monkeypatch):
    monkeypatch.setenv("SQLITE_SYNCHRONOUS", "normal")
    assert load_settings(_env_file=None).sqlite_synchronous == "NORMAL"
    monkeypatch.setenv("SQLITE_SYNCHRONOUS", "off")
    with pytest.raises(SettingsError, match="SQLITE_SYNCHRONOUS"):
        load_settings(_env_file=None)


@pytest.mark.sqlite_only
@pytest.mark.parametrize("mode", ["NORMAL", "FULL"])
async def test_every_connection_gets_the_chosen_synchronous_mode(tmp_path, mode):
    storage = await open_as_bot(tmp_path / "data" / "agora.db", tmp_path / "backups", synchronous=mode)
    try:
        async with storage.engine.connect() as first, storage.engine.connect() as second:
            for connection in (first, second):
                assert await connection.scalar(text("PRAGMA synchronous")) == SYNCHRONOUS_CODES[mode]
    finally:
        await storage.close()
