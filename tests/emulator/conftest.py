"""Each test gets its own emulator on a free port, discord.py pointed at it, and a helper to run a bot."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator

import pytest
from discord.ext import commands
from emulator_demo_bot import DemoBot

from emulator import Emulator, point_discord_at, restore_discord


@pytest.fixture
async def emu() -> AsyncIterator[Emulator]:
    emulator = Emulator()
    await emulator.start()
    point_discord_at(emulator.base_url, emulator.gateway_url)
    try:
        yield emulator
    finally:
        await emulator.stop()
        restore_discord()
    await asyncio.sleep(0)  # let cancelled callbacks run
    leftover = [t for t in asyncio.all_tasks() if t is not asyncio.current_task() and not t.done()]
    assert leftover == [], f"tasks still running after the bot and the emulator stopped: {leftover}"


@contextlib.asynccontextmanager
async def running(bot: commands.Bot, emu: Emulator) -> AsyncIterator[commands.Bot]:
    """Start the bot against the emulator, wait until it has its guilds, and close it cleanly afterwards."""
    task = asyncio.create_task(bot.start(emu.token))
    try:
        ready = asyncio.create_task(emu.wait_ready())
        done, _ = await asyncio.wait({task, ready}, return_when=asyncio.FIRST_COMPLETED)
        if task in done:
            ready.cancel()
            task.result()  # the bot failed to start: raise its error
        await ready
        # on_ready comes guild_ready_timeout after the last guild; closing earlier leaves a task behind
        await asyncio.wait_for(bot.wait_until_ready(), timeout=5)
        yield bot
    finally:
        await bot.close()
        await asyncio.wait_for(task, timeout=5)


@pytest.fixture
def world(emu: Emulator):
    """A guild with a channel, two members (one with Manage Server) and a user outside the guild."""
    alice = emu.add_user("alice", locale="fr")
    bob = emu.add_user("bob")
    guild = emu.add_guild("Club", locale="fr", owner=None)
    channel = emu.add_channel(guild, "games")
    emu.add_member(guild, alice, manage_guild=True)
    emu.add_member(guild, bob)
    stranger = emu.add_user("stranger")
    return type(
        "World", (), {"alice": alice, "bob": bob, "guild": guild, "channel": channel, "stranger": stranger}
    )


@pytest.fixture
async def bot(emu: Emulator, world) -> AsyncIterator[DemoBot]:
    async with running(DemoBot(), emu) as started:
        yield started  # type: ignore[misc]
