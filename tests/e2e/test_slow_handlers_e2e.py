"""A slow bot is waited for, not guessed at: on a loaded machine a database read or a step between two
messages can outlast the emulator's quiet windows (the deferred update's 1 s grace, `wait_idle`'s 0.2 s),
and a test then read an answer before the bot had sent it. CI met both: a forged click's refusal read
as missing (the PostgreSQL pass beside the SQLite one), and a started game's second DM not yet sent."""

from __future__ import annotations

import asyncio

from tests.e2e.test_guard_e2e import assert_private_answer, forge_button, new_demo_lobby

SLOWER_THAN_THE_GRACE = 1.6  # the emulator gives a deferred update 1 s to show its edit


def slowed(method, seconds: float):
    async def slow(*args, **kwargs):
        await asyncio.sleep(seconds)
        return await method(*args, **kwargs)

    return slow


async def test_a_refusal_after_a_slow_read_is_still_the_clicks_answer(bot, emulator, world, monkeypatch):
    await new_demo_lobby(emulator, world)
    game = await bot.service.get_active(world.channel.id)
    monkeypatch.setattr(bot.service, "get", slowed(bot.service.get, SLOWER_THAN_THE_GRACE))
    own = await emulator.say(world.bob, emulator.open_dm(world.bob), "hello")
    forged = await forge_button(emulator, world.bob, own, f"agora:{game.id}:v0:join")
    assert_private_answer(forged)


async def test_every_seat_has_its_dm_once_a_slow_start_is_idle(bot, emulator, world, monkeypatch):
    await new_demo_lobby(emulator, world)
    await emulator.slash(world.bob, world.channel, "game join")
    table = bot.table
    monkeypatch.setattr(table, "_deliver_seat", slowed(table._deliver_seat, 0.5))  # past the 0.2 s quiet
    await emulator.slash(world.alice, world.channel, "game start")
    await emulator.wait_idle()
    for user in (world.alice, world.bob):
        assert emulator.dms(user), f"no DM for {user.name}"
