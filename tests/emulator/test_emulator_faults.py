"""Discord misbehaving, as injected by the emulator, and how the real discord.py client copes."""

from __future__ import annotations

import discord
import pytest
from conftest import running
from emulator_demo_bot import DemoBot

from emulator import Emulator


async def test_dm_to_a_closed_inbox_gets_50007(emu: Emulator, world, bot: DemoBot) -> None:
    assert (await emu.slash(world.alice, world.channel, "notify", who=world.bob)).text == "sent"
    assert [m.text for m in emu.dms(world.bob)] == ["your turn"]

    emu.set_dms_open(world.bob, False)
    result = await emu.slash(world.alice, world.channel, "notify", who=world.bob)
    assert result.text == "cannot DM: 50007"
    assert len(emu.dms(world.bob)) == 1


async def test_a_429_is_waited_out_and_retried(emu: Emulator, world, bot: DemoBot) -> None:
    emu.inject_error("POST", "/channels/*/messages", status=429, retry_after=0.05, times=2)
    result = await emu.slash(world.bob, world.channel, "post", text="hello")
    assert result.text == "posted"
    assert [m.text for m in emu.channel_messages(world.channel)] == ["hello"]
    statuses = [r.status for r in emu.requests if r.path == f"/channels/{world.channel.id}/messages"]
    assert statuses == [429, 429, 200]


async def test_a_client_error_reaches_the_bot(emu: Emulator, world, bot: DemoBot) -> None:
    emu.inject_error("POST", "/channels/*/messages", status=403, code=50013)
    result = await emu.slash(world.bob, world.channel, "post", text="hello")
    assert result.text == "failed: 403 50013"
    assert emu.channel_messages(world.channel) == []


async def test_discord_limits_are_enforced(emu: Emulator, world, bot: DemoBot) -> None:
    result = await emu.slash(world.bob, world.channel, "post", text="x" * 2001)
    assert result.text == "failed: 400 50035"


async def test_an_interaction_delivered_late_cannot_be_answered(emu: Emulator, world, bot: DemoBot) -> None:
    emu.timing.response_window = 0.3  # Discord's 3 s, shortened to keep the test fast
    emu.delay_interactions(0.5)
    result = await emu.slash(world.bob, world.channel, "secret")
    assert not result.responded
    assert result.error is not None and result.error["code"] == 10062
    emu.delay_interactions(0)
    emu.timing.response_window = 3.0
    assert (await emu.slash(world.bob, world.channel, "secret")).responded


async def test_dropped_gateway_resumes_and_replays_missed_events(emu: Emulator, world, bot: DemoBot) -> None:
    await emu.drop_gateway()
    # this interaction is dispatched while the bot is disconnected: it is replayed on RESUME
    result = await emu.slash(world.bob, world.channel, "secret")
    assert result.text == "only you see this"
    assert emu.gateway_stats["resume"] == 1 and emu.gateway_stats["identify"] == 1
    assert bot.resumed == 1


async def test_gateway_that_cannot_resume_makes_the_bot_identify_again(
    emu: Emulator, world, bot: DemoBot
) -> None:
    await emu.drop_gateway(allow_resume=False)
    await emu.wait_ready()
    assert emu.gateway_stats["identify"] == 2
    assert (await emu.slash(world.bob, world.channel, "secret")).responded


async def test_a_bad_token_is_refused_at_login(emu: Emulator, world) -> None:
    bot = DemoBot()
    with pytest.raises(discord.LoginFailure):
        await bot.start("wrong-token")
    await bot.close()


async def test_autosharded_bot_each_shard_sees_its_own_guilds(emu: Emulator, world) -> None:
    from emulator_demo_bot import ShardedDemoBot

    owner = world.alice
    guilds = [emu.add_guild(f"G{i}", owner=owner, shard=(i % 2, 2)) for i in range(4)]
    channels = [emu.add_channel(g, "play") for g in guilds]
    emu.set_recommended_shards(2)
    async with running(ShardedDemoBot(), emu) as bot:
        assert bot.shard_count == 2
        for guild in [world.guild, *guilds]:
            assert bot.get_guild(guild.id).shard_id == (guild.id >> 22) % 2
        for i, channel in enumerate(channels):
            assert (await emu.slash(owner, channel, "where")).text == f"shard {i % 2}"
        await emu.drop_gateway()
        assert (await emu.slash(owner, channels[1], "where")).text == "shard 1"
        assert emu.gateway_stats["resume"] == 2
        # direct messages belong to shard 0
        dm_result = await emu.slash(owner, emu.open_dm(owner), "secret")
        assert dm_result.responded
        receiver = emu.world.interactions[int(dm_result.interaction_id)].delivered_to
        assert [emu.server.gateway.sessions[s].shard_id for s in receiver] == [0]


async def test_privileged_intents_must_be_enabled(emu: Emulator, world) -> None:
    emu.enable_privileged_intents(members=False)
    intents = discord.Intents.default()
    intents.members = True
    bot = DemoBot(intents=intents)
    with pytest.raises(discord.PrivilegedIntentsRequired):
        await bot.start(emu.token)
    await bot.close()
