"""Sessions, shards, DMs and the world changing while the bot is connected."""

from __future__ import annotations

import asyncio

import discord
import pytest
from conftest import running
from emulator_demo_bot import DemoBot

from emulator import Emulator


async def test_buttons_in_a_dm_are_clicked_by_the_recipient(emu: Emulator, world, bot: DemoBot) -> None:
    reply = await emu.slash(world.bob, world.channel, "dmcounter")
    assert reply.text == "check your DMs"
    (dm,) = emu.dms(world.bob)
    click = await emu.click(world.bob, dm, "Add")
    assert click.responded and dm.content == "count=1 colour=none"
    assert emu.dm_channel(world.bob).recipient_id == world.bob.id


async def test_a_slow_deferred_answer_is_still_collected(emu: Emulator, world, bot: DemoBot) -> None:
    result = await emu.slash(world.bob, world.channel, "slow")
    assert result.deferred
    assert result.text == "done slowly" and result.ephemeral == result.messages


async def test_a_guild_added_while_connected_reaches_the_bot(emu: Emulator, world, bot: DemoBot) -> None:
    guild = emu.add_guild("Late", owner=world.bob)
    channel = emu.add_channel(guild, "new")
    await emu.wait_idle()
    assert bot.get_guild(guild.id) is not None
    assert (await emu.slash(world.bob, channel, "secret")).responded


async def test_two_bot_processes_as_two_shards(emu: Emulator, world) -> None:
    """Two separate clients (as two processes would be), one per shard, on one emulator."""
    other = emu.add_guild("Other", owner=world.alice, shard=(1, 2))
    mine = emu.add_guild("Mine", owner=world.alice, shard=(0, 2))
    channels = {0: emu.add_channel(mine, "a"), 1: emu.add_channel(other, "b")}
    first, second = DemoBot(shard_id=0, shard_count=2), DemoBot(shard_id=1, shard_count=2)
    task = asyncio.create_task(second.start(emu.token))
    try:
        async with running(first, emu):
            assert {g.id for g in first.guilds} >= {mine.id} and other.id not in {g.id for g in first.guilds}
            assert second.get_guild(other.id) is not None and second.get_guild(mine.id) is None
            for shard, channel in channels.items():
                assert (await emu.slash(world.alice, channel, "where")).text == f"shard {shard}"
    finally:
        await second.close()
        await asyncio.wait_for(task, timeout=5)


async def test_retried_errors_on_the_callback_do_not_count_as_failures(
    emu: Emulator, world, bot: DemoBot
) -> None:
    emu.inject_error("POST", "/interactions/*/callback", status=429, retry_after=0.05)
    result = await emu.slash(world.bob, world.channel, "secret")
    assert result.responded and result.error is None
    assert [e["status"] for e in result.errors] == [429]


async def test_server_errors_are_retried(emu: Emulator, world, bot: DemoBot) -> None:
    emu.inject_error("POST", "/webhooks/*", status=500)  # discord.py waits 1 s, then retries
    result = await emu.slash(world.bob, world.channel, "render")
    assert [m.text for m in result.messages] == ["Board\nturn 1", "and a private note"]


async def test_wait_idle_reports_what_keeps_it_busy(emu: Emulator, world) -> None:
    async with running(DemoBot(), emu):
        pass  # registers the commands, then goes offline
    emu.timing.response_window = 0.2
    result = await emu.slash(world.bob, world.channel, "secret")  # no bot is connected
    assert not result.responded and result.messages == []
    await emu.wait_idle(quiet=0.05, timeout=1)
    with pytest.raises(TimeoutError, match=r"not delivered yet|awaits"):
        emu.delay_interactions(5)
        task = asyncio.create_task(emu.slash(world.bob, world.channel, "secret"))
        await asyncio.sleep(0)  # let the user act
        try:
            await emu.wait_idle(quiet=0.05, timeout=0.3)
        finally:
            task.cancel()


async def test_commands_in_a_dm_with_the_bot(emu: Emulator, world, bot: DemoBot) -> None:
    dm = emu.open_dm(world.stranger)  # no guild in common is needed to talk to the bot in DMs
    result = await emu.slash(world.stranger, dm, "secret")
    assert result.text == "only you see this" and result.answered_after is not None
    assert emu.ephemerals(world.stranger) == result.messages


async def test_user_messages_reach_the_bot_content_only_with_the_intent(emu: Emulator, world) -> None:
    async with running(DemoBot(), emu) as without_intent:
        await emu.say(world.bob, world.channel, "hello bot")
        await emu.say(world.bob, world.channel, f"hi {emu.world.bot_user.mention}")
        await emu.wait_idle()
        assert without_intent.heard == [("bob", ""), ("bob", f"hi {emu.world.bot_user.mention}")]
    intents = discord.Intents.default()
    intents.message_content = True
    async with running(DemoBot(intents=intents), emu) as with_intent:
        await emu.say(world.bob, world.channel, "hello again")
        await emu.wait_idle()
        assert with_intent.heard == [("bob", "hello again")]


async def test_the_client_fetches_what_it_does_not_cache(emu: Emulator, world, bot: DemoBot) -> None:
    guild = await bot.fetch_guild(world.guild.id)
    assert (guild.name, guild.preferred_locale.value, guild.owner_id) == ("Club", "fr", world.guild.owner_id)
    member = await guild.fetch_member(world.alice.id)
    assert member.guild_permissions.manage_guild and not member.guild_permissions.administrator
    assert (await bot.fetch_user(world.bob.id)).name == "bob"
    channel = await bot.fetch_channel(world.channel.id)
    assert channel.name == "games"
    await emu.slash(world.alice, world.channel, "team", mate=world.bob)
    (thread_model,) = emu.threads(world.channel)
    thread = await bot.fetch_channel(thread_model.id)
    assert isinstance(thread, discord.Thread) and thread.type is discord.ChannelType.private_thread
    for text in ("one", "two", "three"):
        await channel.send(text)
    history = [m.content async for m in channel.history(limit=2)]
    assert history == ["three", "two"]
    assert [c.name for c in await guild.fetch_channels()] == ["games"]
    dm = await (await bot.fetch_user(world.bob.id)).create_dm()
    assert (await bot.fetch_channel(dm.id)).recipient.id == world.bob.id
    assert emu.unknown_routes == []


async def test_a_deferral_is_owed_only_while_its_bot_is_connected(emu: Emulator, world) -> None:
    bot = DemoBot()
    async with running(bot, emu):
        action = asyncio.create_task(emu.slash(world.bob, world.channel, "hang"))
        await asyncio.sleep(0)  # let the user act
        with pytest.raises(TimeoutError, match="still thinking"):
            await emu.wait_idle(quiet=0.05, timeout=0.5)
    # the bot that deferred is gone: nothing is owed any more (a restarted bot never answers it)
    result = await action
    bot.release.set()
    assert result.deferred and result.message.loading
    await emu.wait_idle(quiet=0.05, timeout=1)


async def test_two_sessions_on_one_shard_both_receive_and_one_answer_wins(emu: Emulator, world) -> None:
    """Two processes that are not sharded (a misconfiguration, or a rolling restart) both get every event;
    Discord accepts the first answer and refuses the second with 40060."""
    first, second = DemoBot(), DemoBot()
    async with running(first, emu), running(second, emu):
        assert emu.gateway_stats["live_sessions"] == 2
        result = await emu.slash(world.bob, world.channel, "secret")
        await emu.wait_idle()
        interaction = emu.world.interactions[int(result.interaction_id)]
        assert len(interaction.delivered_to) == 2
        assert result.responded and [e["code"] for e in interaction.errors] == [40060]
        assert len(emu.ephemerals(world.bob)) == 1


async def test_watchers_hear_of_the_messages_a_user_sees_and_of_a_channel(
    emu: Emulator, world, bot: DemoBot
) -> None:
    # Simulated players wait on these instead of polling every message ever sent (tests/pg/players.py).
    heard: dict[str, int] = {"bob": 0, "channel": 0, "alice": 0}

    def hear(who: str):
        def callback() -> None:
            heard[who] += 1

        return callback

    stops = [
        emu.world.watch(world.bob.id, hear("bob")),
        emu.world.watch(world.channel.id, hear("channel")),
        emu.world.watch(world.alice.id, hear("alice")),
    ]
    await emu.slash(world.bob, world.channel, "dmcounter")  # an answer in the channel, a DM to Bob
    assert heard["bob"] >= 1 and heard["channel"] >= 1 and heard["alice"] == 0
    (dm,) = emu.dms(world.bob)
    before = dict(heard)
    await emu.click(world.bob, dm, "Add")  # the DM is edited
    assert heard["bob"] > before["bob"] and heard["channel"] == before["channel"]
    secret = await emu.slash(world.bob, world.channel, "secret")  # only Bob sees it
    assert secret.ephemeral and emu.ephemerals(world.bob)[-1:] == secret.ephemeral
    assert emu.ephemerals(world.alice) == [] and heard["alice"] == 0
    for stop in stops:
        stop()
    heard_then = dict(heard)
    await emu.click(world.bob, dm, "Add")
    assert heard == heard_then  # nobody hears once they stopped watching
