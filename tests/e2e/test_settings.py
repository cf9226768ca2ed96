"""Settings: a missing or malformed token is one clear line, and the token never reaches a log."""

from __future__ import annotations

import logging
import subprocess
import sys
from pathlib import Path

import pytest

from agora.discord.logs import KeyValueFormatter, RedactingFilter, register_secret
from agora.settings import DEFAULT_DATABASE_URL, TOKEN_HELP, Settings, SettingsError

ROOT = Path(__file__).resolve().parents[2]
FAKE_TOKEN = "MTIzNDU2Nzg5MDEyMzQ1Njc4.GhIjKl.abcdefghijklmnopqrstuvwxyz0123456789AB"


def test_defaults_use_a_sqlite_file_under_data(monkeypatch, tmp_path):
    monkeypatch.chdir(tmp_path)
    for name in ("DISCORD_TOKEN", "DATABASE_URL", "DEV_GUILD_ID", "LOG_LEVEL", "ENABLE_DEMO_TITLE"):
        monkeypatch.delenv(name, raising=False)
    settings = Settings()
    assert settings.database_url == DEFAULT_DATABASE_URL
    assert settings.sqlite_path() == Path("data/agora.db")
    assert settings.enable_demo_title is False and settings.dev_guild_id is None


def test_missing_or_malformed_token_explains_how_to_get_one():
    for token in (None, "", "not-a-token"):
        with pytest.raises(SettingsError) as info:
            Settings(discord_token=token).require_token()
        assert str(info.value) == TOKEN_HELP
        assert "Reset Token" in TOKEN_HELP and ".env" in TOKEN_HELP
    assert Settings(discord_token=FAKE_TOKEN).require_token() == FAKE_TOKEN


def test_token_is_hidden_from_repr_and_from_log_records():
    settings = Settings(discord_token=FAKE_TOKEN)
    assert FAKE_TOKEN not in repr(settings) and FAKE_TOKEN not in str(settings)
    register_secret(FAKE_TOKEN)
    record = logging.LogRecord(
        "x", logging.INFO, __file__, 1, "settings %s token %s", (settings, FAKE_TOKEN), None
    )
    RedactingFilter().filter(record)
    line = KeyValueFormatter().format(record)
    assert FAKE_TOKEN not in line and "[redacted]" in line


def test_bot_without_token_prints_one_line_and_no_traceback(tmp_path):
    env = {"PATH": "/usr/bin:/bin", "DISCORD_TOKEN": "", "HOME": str(tmp_path)}
    result = subprocess.run(
        [sys.executable, str(ROOT / "bot.py")],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 2
    assert result.stderr.strip() == TOKEN_HELP
    assert "Traceback" not in result.stderr + result.stdout
