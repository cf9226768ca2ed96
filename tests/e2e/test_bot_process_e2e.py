"""`bot.py` itself, as a separate process, against the emulator: it runs and answers, `sync` pushes the
commands, and a restart does not sync again when nothing changed."""

from __future__ import annotations

import asyncio
import os
import signal
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def bot_env(emulator, db_url: str, **extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DISCORD_", "DATABASE_", "DEV_GUILD"))}
    env.update(
        DISCORD_TOKEN=emulator.token,
        DISCORD_API_BASE=emulator.base_url,
        DISCORD_GATEWAY_URL=emulator.gateway_url,
        DATABASE_URL=db_url,
        ENABLE_DEMO_TITLE="true",
        LOG_LEVEL="INFO",
    )
    env.update(extra)
    return env


async def run_bot_py(env: dict[str, str], *args: str) -> asyncio.subprocess.Process:
    return await asyncio.create_subprocess_exec(
        sys.executable, "bot.py", *args, cwd=ROOT, env=env,
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE,
    )  # fmt: skip


async def test_bot_py_runs_against_the_emulator_and_answers_commands(emulator, world, bot_db_url):
    process = await run_bot_py(bot_env(emulator, bot_db_url))
    try:
        await emulator.wait_ready(timeout=60)
        result = await emulator.slash(world.alice, world.channel, "game new", title="demo")
        assert result.public and "opens a game" in result.text
    finally:
        if process.returncode is None:
            process.send_signal(signal.SIGINT)
        try:
            _, stderr = await asyncio.wait_for(process.communicate(), timeout=30)
        except TimeoutError:
            process.kill()  # never leave a bot running after the test
            await process.wait()
            inherited = signal.getsignal(signal.SIGINT) is signal.SIG_IGN  # and so would the bot, its child
            hint = ": this test runs with SIGINT ignored (a shell's background job?)" if inherited else ""
            raise AssertionError(f"bot.py still ran 30 s after SIGINT{hint}") from None
        log = stderr.decode()
        print(log[-3000:])
    assert "command=game new" in log and "outcome=ok" in log and "duration_ms=" in log
    assert emulator.token not in log


async def test_bot_py_sync_pushes_the_commands_to_one_guild(emulator, world, bot_db_url):
    process = await run_bot_py(bot_env(emulator, bot_db_url), "sync", "--guild", str(world.guild.id))
    stdout, stderr = await asyncio.wait_for(process.communicate(), timeout=60)
    assert process.returncode == 0, stderr.decode()[-2000:]
    assert "Synced" in stdout.decode()
    names = {c["name"] for c in emulator.registered_commands(world.guild)}
    assert {"game", "duel"} <= names


def command_puts(emulator) -> int:
    return sum(1 for r in emulator.requests if r.method == "PUT" and r.path.endswith("/commands"))


async def test_commands_are_synced_only_when_their_definitions_change(bot_runner, emulator, world):
    await bot_runner.start()
    assert command_puts(emulator) == 1
    assert any(c["name"] == "game" for c in emulator.registered_commands())
    await bot_runner.restart()
    assert command_puts(emulator) == 1  # same hash in the database: no sync


async def test_with_a_dev_guild_commands_go_to_that_guild_only(bot_runner, emulator, world):
    bot_runner.dev_guild_id = world.guild.id
    await bot_runner.start()
    assert {c["name"] for c in emulator.registered_commands(world.guild)} >= {"game", "duel"}
    assert emulator.registered_commands() == []


@pytest.mark.slow  # discord.py waits 5 s between two shards' IDENTIFYs, as Discord requires
async def test_two_shards_each_serve_their_own_guilds(bot_runner, emulator, world):
    emulator.set_recommended_shards(2)
    guilds = [emulator.add_guild(f"server {shard}", shard=(shard, 2)) for shard in (0, 1)]
    bot = await bot_runner.start(ready_timeout=30)
    assert bot.shard_count == 2
    for shard, guild in enumerate(guilds):
        assert bot.get_guild(guild.id).shard_id == shard
        channel = emulator.add_channel(guild, "games")
        emulator.add_member(guild, world.alice)
        await emulator.wait_idle()
        result = await emulator.slash(world.alice, channel, "game new", title="demo")
        assert result.public and "opens a game" in result.text


async def test_a_token_discord_rejects_gives_one_line_on_how_to_get_one(emulator, world, bot_db_url):
    from agora.settings import TOKEN_HELP

    env = bot_env(emulator, bot_db_url, LOG_LEVEL="ERROR")
    env["DISCORD_TOKEN"] = "not-the-right-token"
    process = await run_bot_py(env)
    stdout, stderr = await asyncio.wait_for(process.communicate(), timeout=60)
    assert process.returncode == 2
    assert stderr.decode().strip().splitlines()[-1] == TOKEN_HELP
    assert "Traceback" not in stderr.decode() + stdout.decode()
