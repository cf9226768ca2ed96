"""SHARD_COUNT and SHARD_IDS: how one process of a sharded bot learns which shards it runs."""

from __future__ import annotations

import pytest

from agora.bot import AgoraBot
from agora.settings import Settings, SettingsError, load_settings


def test_shard_ids_are_read_comma_separated_from_the_environment(monkeypatch):
    monkeypatch.setenv("SHARD_COUNT", "4")
    monkeypatch.setenv("SHARD_IDS", "1, 3")
    settings = load_settings()
    assert (settings.shard_count, settings.shard_ids) == (4, [1, 3])


def test_without_shard_settings_one_process_runs_every_shard(monkeypatch):
    for name in ("SHARD_COUNT", "SHARD_IDS"):
        monkeypatch.delenv(name, raising=False)
    settings = load_settings()
    assert settings.shard_count is None and settings.shard_ids is None


@pytest.mark.parametrize(("count", "ids"), [(None, "0"), ("2", "2"), ("2", "-1")])
def test_shard_ids_outside_the_count_are_one_clear_error(monkeypatch, count, ids):
    monkeypatch.delenv("SHARD_COUNT", raising=False)
    if count is not None:
        monkeypatch.setenv("SHARD_COUNT", count)
    monkeypatch.setenv("SHARD_IDS", ids)
    with pytest.raises(SettingsError, match="SHARD_"):
        load_settings()


async def test_the_bot_runs_only_the_shards_it_is_given():
    bot = AgoraBot(Settings(shard_count=2, shard_ids=[1]))  # not started: nothing to close
    assert (bot.shard_count, bot.shard_ids) == (2, [1])


def test_the_postgresql_pool_size_comes_from_the_environment(monkeypatch):
    from agora.store.db import create_engine_from_url

    monkeypatch.setenv("DATABASE_POOL_SIZE", "7")
    settings = load_settings()
    engine = create_engine_from_url(
        "postgresql+asyncpg://agora@127.0.0.1:1/agora", pool_size=settings.database_pool_size
    )
    # Created lazily: no connection is opened, so no server is needed to read the pool's size.
    assert (engine.pool.size(), engine.pool._max_overflow) == (7, 7)
