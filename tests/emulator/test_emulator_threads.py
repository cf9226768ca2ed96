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


async def _private_thread_with(bot: DemoBot, world, member) -> discord.Thread:
    channel = bot.get_channel(world.channel.id)
    assert isinstance(channel, discord.TextChannel)
    thread = await channel.create_thread(name="league", type=discord.ChannelType.private_thread)
    await thread.add_user(discord.Object(id=member.id))
    return thread


async def test_removing_a_thread_member_takes_the_private_thread_from_them(
    emu: Emulator, world, bot: DemoBot
) -> None:
    """Discord's Remove Thread Member: the creator of a private thread may remove a member without Manage
    Threads; the removed member no longer sees the thread nor acts in it."""
    thread = await _private_thread_with(bot, world, world.bob)
    model = emu.world.channels[thread.id]
    assert emu.world.can_see(world.bob.id, model)
    emu.set_overwrite(world.channel, emu.world.bot_user.id, deny=Permission.MANAGE_THREADS)
    await emu.wait_idle()
    await thread.remove_user(discord.Object(id=world.bob.id))
    assert world.bob.id not in model.thread_member_ids and not emu.world.can_see(world.bob.id, model)
    members = await thread.fetch_members()
    assert [m.id for m in members] == [emu.world.bot_user.id]
    await thread.remove_user(discord.Object(id=world.bob.id))  # not a member any more: still 204


async def test_thread_members_change_only_in_an_unarchived_thread(emu: Emulator, world, bot: DemoBot) -> None:
    thread = await _private_thread_with(bot, world, world.bob)
    model = emu.world.channels[thread.id]
    emu.set_thread(model, archived=True)
    for change in (thread.remove_user, thread.add_user):
        with pytest.raises(discord.HTTPException) as archived:
            await change(discord.Object(id=world.bob.id))
        assert archived.value.code == 50083
    assert world.bob.id in model.thread_member_ids


async def test_removing_from_a_thread_the_bot_did_not_create_needs_manage_threads(
    emu: Emulator, world, bot: DemoBot
) -> None:
    thread = await _public_thread(bot, world)
    await thread.add_user(discord.Object(id=world.bob.id))
    model = emu.world.channels[thread.id]
    model.owner_id = world.alice.id  # a member's thread: the bot is not its creator
    emu.set_overwrite(world.channel, emu.world.bot_user.id, deny=Permission.MANAGE_THREADS)
    await emu.wait_idle()
    with pytest.raises(discord.Forbidden) as refused:
        await thread.remove_user(discord.Object(id=world.bob.id))
    assert refused.value.code == 50013 and world.bob.id in model.thread_member_ids
