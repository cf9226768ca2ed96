"""Shared fixtures: a Discord emulator, the real AgoraBot connected to it, and a temporary database.

Later game end-to-end tests reuse them: `world` gives a guild, a channel and users; `bot_runner` starts
(and restarts) the bot with the same set-up as `bot.py`.
"""

from __future__ import annotations

import asyncio
import contextlib
from dataclasses import dataclass, field
from typing import Any

import pytest
from pydantic import SecretStr

from agora.bot import AgoraBot, start_in_background
from agora.settings import Settings


@pytest.fixture
def bot_db_url(tmp_path) -> str:
    return f"sqlite+aiosqlite:///{tmp_path}/agora-e2e.db"


@pytest.fixture
async def emulator():
    from emulator.driver import Emulator

    emu = Emulator()
    await emu.start()
    yield emu
    await emu.stop()


@dataclass
class World:
    """One server with a game channel, a spare channel, and three members (carol uses French)."""

    guild: Any
    channel: Any
    other_channel: Any
    alice: Any
    bob: Any
    carol: Any
    admin: Any


@pytest.fixture
def world(emulator) -> World:
    guild = emulator.add_guild("Agora test server", locale="en-US")
    users = {}
    for name, locale in (("alice", "en-US"), ("bob", "en-US"), ("carol", "fr"), ("admin", "en-US")):
        users[name] = emulator.add_user(name, locale=locale)
        emulator.add_member(guild, users[name], manage_guild=name == "admin")
    return World(
        guild=guild,
        channel=emulator.add_channel(guild, "games"),
        other_channel=emulator.add_channel(guild, "chat"),
        **users,
    )


@dataclass
class BotRunner:
    """Starts the real bot against the emulator; `restart()` replaces it by a new bot object on the
    same database, as a new process would."""

    emulator: Any
    database_url: str
    seed: int | None = 7
    dev_guild_id: int | None = None
    bots: list[tuple[AgoraBot, asyncio.Task]] = field(default_factory=list)

    def settings(self) -> Settings:
        return Settings(
            discord_token=SecretStr(self.emulator.token),
            discord_api_base=self.emulator.base_url,
            discord_gateway_url=self.emulator.gateway_url,
            database_url=self.database_url,
            enable_demo_title=True,
            dev_guild_id=self.dev_guild_id,
        )

    @property
    def bot(self) -> AgoraBot:
        return self.bots[-1][0]

    async def start(self, *, ready_timeout: float = 15.0) -> AgoraBot:
        bot, task = await start_in_background(self.settings(), self.emulator.token, seed=self.seed)
        self.bots.append((bot, task))
        await self.emulator.wait_ready(timeout=ready_timeout)
        await self.emulator.wait_idle()
        return bot

    async def stop(self) -> None:
        while self.bots:
            bot, task = self.bots.pop()
            await bot.close()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await asyncio.wait_for(task, timeout=5)

    async def restart(self) -> AgoraBot:
        await self.stop()
        return await self.start()


@pytest.fixture
async def bot_runner(emulator, bot_db_url):
    runner = BotRunner(emulator, bot_db_url)
    yield runner
    await runner.stop()


@pytest.fixture
async def bot(bot_runner, world) -> AgoraBot:
    return await bot_runner.start()
