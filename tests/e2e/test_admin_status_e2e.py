"""`/admin status` (`/admin etat`): the bot's owner (its Discord application's owner) sees, privately, the
games, the delayed work waiting (outbox, pending timers), the last backup and the errors of the last day;
anyone else is refused privately, in their language. The same numbers reach the log as a health line
every HEALTH_LOG_MINUTES."""

from __future__ import annotations

import asyncio
import logging

import pytest

from agora.store.backup import backup_sqlite
from agora.store.guard import sqlite_file


@pytest.fixture
def health_every_few_ms(monkeypatch):
    monkeypatch.setenv("HEALTH_LOG_MINUTES", "0.001")  # read by the bot's Settings when it starts


def owner_of_the_bot(emulator, world):
    owner = emulator.server.world.application_owner
    emulator.server.world.users.setdefault(owner.id, owner)  # a person of Discord's, now in the server
    emulator.add_member(world.guild, owner)
    return owner


async def a_started_game_with_a_deadline(emulator, world) -> None:
    await emulator.slash(world.alice, world.channel, "game new", title="demo", options="turn_hours:24")
    await emulator.slash(world.bob, world.channel, "game join")
    started = await emulator.slash(world.alice, world.channel, "game start")
    assert started.error is None, started.text
    await emulator.wait_idle()


async def test_the_owner_sees_games_delayed_work_backup_and_errors(bot, emulator, world, tmp_path):
    owner = owner_of_the_bot(emulator, world)
    await a_started_game_with_a_deadline(emulator, world)
    logging.getLogger("agora.test").error("a failure the host should hear about")
    database = sqlite_file(bot.settings.database_url)
    if database is not None:
        backup_sqlite(database, bot.settings.backup_dir, manual=True)

    shown = await emulator.slash(owner, world.channel, "admin status")
    assert shown.ephemeral, shown.text
    assert "Games: active 1, in a lobby 0" in shown.text
    assert "announcements waiting in the outbox 0" in shown.text
    assert "pending timers 1 (next: <t:" in shown.text
    assert "Errors in the last day: 1" in shown.text
    if database is not None:
        assert "Last backup: agora-" in shown.text and "-manual.db" in shown.text
    else:
        assert "Last backup: none in BACKUP_DIR" in shown.text


async def test_anyone_else_is_refused_privately_in_their_language(bot, emulator, world):
    refused = await emulator.slash(world.admin, world.channel, "admin status")  # Manage Server is not enough
    assert refused.ephemeral and "Only the bot's owner" in refused.text and "Games" not in refused.text
    french = await emulator.slash(world.carol, world.channel, "admin status")
    assert french.ephemeral and "Seul le propriétaire du bot" in french.text


async def test_a_health_line_reaches_the_log_every_few_minutes(
    health_every_few_ms, bot, emulator, world, caplog
):
    caplog.set_level(logging.INFO, logger="agora.health")
    await a_started_game_with_a_deadline(emulator, world)
    for _ in range(200):  # waits for the record, whatever the machine's speed; asserts no duration
        lines = [r.getMessage() for r in caplog.records if r.name == "agora.health"]
        if any("games_active=1" in line for line in lines):
            break
        await asyncio.sleep(0.05)
    line = next(line for line in lines if "games_active=1" in line)
    assert line.startswith("health ") and "outbox=0" in line and "timers=1" in line and "errors_24h=" in line
