"""Reminders through the emulator with the clock moved: at half time and one hour before, pinging
only the awaited player, in the channel and by DM, with a Discord relative timestamp."""

from __future__ import annotations

from tests.deadlines.support import advance, awaited_user, open_timed_game, posted_since


async def test_reminders_at_half_time_and_one_hour_before_ping_only_the_awaited_player(bot, emulator, world):
    game = await open_timed_game(emulator, world, bot, "syracuse", "turn_hours:24")
    waiting = awaited_user(game, bot, world)
    other = world.bob if waiting is world.alice else world.alice
    channel_count = len(emulator.channel_messages(world.channel))
    dms = {u.id: len(emulator.dms(u)) for u in (waiting, other)}

    assert await advance(emulator, bot, hours=11, minutes=59) == 0  # nothing before half time
    assert posted_since(emulator, world.channel, channel_count) == []

    assert await advance(emulator, bot, minutes=1) == 1  # half time
    new = posted_since(emulator, world.channel, channel_count)
    assert len(new) == 1 and "waits for you" in new[0].text and "<t:" in new[0].text
    assert new[0].pinged_user_ids == [waiting.id]
    assert len(emulator.dms(waiting)) == dms[waiting.id] + 1 and "<t:" in emulator.dms(waiting)[-1].text
    assert len(emulator.dms(other)) == dms[other.id]

    assert await advance(emulator, bot, hours=10, minutes=59) == 0
    assert await advance(emulator, bot, minutes=1) == 1  # one hour before
    new = posted_since(emulator, world.channel, channel_count)
    assert len(new) == 2 and new[1].pinged_user_ids == [waiting.id]
    assert len(emulator.dms(other)) == dms[other.id]
    assert (await bot.service.get(game.id)).version == game.version  # reminders leave buttons valid


async def test_reminders_none_and_a_custom_list(bot, emulator, world):
    game = await open_timed_game(emulator, world, bot, "syracuse", "turn_hours:10,reminders:none")
    count = len(emulator.channel_messages(world.channel))
    assert await advance(emulator, bot, hours=9, minutes=59) == 0
    assert posted_since(emulator, world.channel, count) == []
    changed = await emulator.slash(world.alice, world.channel, "game deadline", reminders="2h+30m")
    assert not changed.ephemeral and "2h+30m" in changed.text
    assert await advance(emulator, bot, hours=7, minutes=59) == 0  # the deadline restarted: 10 h
    assert await advance(emulator, bot, minutes=1) == 1
    assert await advance(emulator, bot, hours=1, minutes=30) == 1
    assert (await bot.service.get(game.id)).version == game.version


async def test_bad_timing_options_are_refused_privately(bot, emulator, world):
    refused = await emulator.slash(
        world.alice, world.channel, "game new", title="syracuse", options="timeout:sleep"
    )
    assert refused.ephemeral and "not a timeout policy" in refused.text
    refused = await emulator.slash(
        world.alice, world.channel, "game new", title="syracuse", options="reminders:soon"
    )
    assert refused.ephemeral and "not a reminder list" in refused.text
    assert await bot.service.get_active(world.channel.id) is None
    await open_timed_game(emulator, world, bot, "syracuse", "turn_hours:5")
    refused = await emulator.slash(world.bob, world.channel, "game deadline", turn_hours=2)
    assert refused.ephemeral and "change its deadlines" in refused.text


async def test_a_french_player_is_reminded_by_dm_in_french(bot, emulator, world):
    await emulator.slash(
        world.alice, world.channel, "game new", title="syracuse", seat="syracuse", options="turn_hours:24"
    )
    await emulator.click(world.carol, emulator.channel_messages(world.channel)[-1], "Join")  # Athens
    await emulator.slash(world.alice, world.channel, "game start")
    await emulator.wait_idle()
    count = len(emulator.channel_messages(world.channel))
    assert await advance(emulator, bot, hours=12) == 1
    assert posted_since(emulator, world.channel, count)[0].pinged_user_ids == [world.carol.id]
    assert "vous attend. Échéance" in emulator.dms(world.carol)[-1].text
