"""Threads as Discord has them: created without a message, with their parent, their permissions, their
refusals (archived, locked), their names' length and their own message bucket."""

from __future__ import annotations

import discord
import pytest
from emulator_demo_bot import DemoBot

from emulator import Emulator
from emulator.world import Permission


async def _public_thread(bot: DemoBot, world, name: str = "game-12") -> discord.Thread:
    channel = bot.get_channel(world.channel.id)
    assert isinstance(channel, discord.TextChannel)
    return await channel.create_thread(name=name, type=discord.ChannelType.public_thread)


async def test_a_public_thread_without_a_message(emu: Emulator, world, bot: DemoBot) -> None:
    thread = await _public_thread(bot, world)
    (model,) = emu.threads(world.channel)
    assert model.id == thread.id and model.type == 11 and model.parent_id == world.channel.id
    await emu.wait_idle()
    cached = bot.get_channel(thread.id)  # THREAD_CREATE reached the bot's cache
    assert isinstance(cached, discord.Thread) and cached.parent_id == world.channel.id
    await thread.send("hello")
    assert [m.content for m in emu.channel_messages(model)] == ["hello"]
    assert emu.channel_messages(world.channel) == []


async def test_an_interaction_in_a_thread_has_the_thread_as_its_channel(
    emu: Emulator, world, bot: DemoBot
) -> None:
    thread = await _public_thread(bot, world)
    await emu.wait_idle()
    model = emu.world.channels[thread.id]
    result = await emu.slash(world.bob, model, "here")
    assert result.text == f"Thread {thread.id} parent={world.channel.id}"
    assert result.message.channel_id == thread.id


async def test_thread_names_are_one_to_a_hundred_characters(emu: Emulator, world, bot: DemoBot) -> None:
    with pytest.raises(discord.HTTPException) as refused:
        await _public_thread(bot, world, name="x" * 101)
    assert refused.value.code == 50035
    thread = await _public_thread(bot, world, name="x" * 100)
    with pytest.raises(discord.HTTPException) as renamed:
        await thread.edit(name="y" * 101)
    assert renamed.value.code == 50035


async def test_creating_a_public_thread_needs_the_permission(emu: Emulator, world, bot: DemoBot) -> None:
    emu.set_overwrite(world.channel, emu.world.bot_user.id, deny=Permission.CREATE_PUBLIC_THREADS)
    await emu.wait_idle()
    with pytest.raises(discord.Forbidden) as refused:
        await _public_thread(bot, world)
    assert refused.value.code == 50013 and emu.threads(world.channel) == []
    channel = bot.get_channel(world.channel.id)
    assert isinstance(channel, discord.TextChannel)
    private = await channel.create_thread(name="team", type=discord.ChannelType.private_thread)
    assert private.type is discord.ChannelType.private_thread  # the other permission still holds


async def test_posting_in_a_thread_needs_send_messages_in_threads(emu: Emulator, world, bot: DemoBot) -> None:
    thread = await _public_thread(bot, world)
    emu.set_overwrite(world.channel, emu.world.bot_user.id, deny=Permission.SEND_MESSAGES_IN_THREADS)
    await emu.wait_idle()
    with pytest.raises(discord.Forbidden) as refused:
        await thread.send("hello")
    assert refused.value.code == 50013
    await bot.get_partial_messageable(world.channel.id).send("the channel still takes it")


async def test_archived_and_locked_threads_refuse_messages(emu: Emulator, world, bot: DemoBot) -> None:
    thread = await _public_thread(bot, world)
    model = emu.world.channels[thread.id]
    emu.set_thread(model, archived=True)
    with pytest.raises(discord.HTTPException) as archived:
        await thread.send("hello")
    assert archived.value.code == 50083
    emu.set_thread(model, archived=False, locked=True)
    await thread.send("the bot manages threads: a locked thread still takes its message")
    emu.set_overwrite(world.channel, emu.world.bot_user.id, deny=Permission.MANAGE_THREADS)
    await emu.wait_idle()
    with pytest.raises(discord.Forbidden) as locked:
        await thread.send("hello")
    assert locked.value.code == 160005
    assert len(emu.channel_messages(model)) == 1


async def test_each_thread_has_its_own_message_bucket(emu: Emulator, world, bot: DemoBot) -> None:
    thread = await _public_thread(bot, world)
    for n in range(5):
        await bot.get_partial_messageable(world.channel.id).send(f"channel {n}")
    assert emu.rate_limited == []  # the parent's five messages leave the thread's bucket untouched
    for n in range(6):
        await thread.send(f"thread {n}")  # the sixth waits for its retry_after (discord.py retries)
    limited = [x for x in emu.rate_limited if x.scope == "channel"]
    assert [x.path for x in limited] == [f"/channels/{thread.id}/messages"]
    assert len(emu.channel_messages(emu.world.channels[thread.id])) == 6
