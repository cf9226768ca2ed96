"""The feed never cuts text (#45 part 1): when play is brisk the lines held back for the channel's
bucket, and a single long narration, are split at line boundaries into as many messages as needed, each
within Discord's 2,000 characters and the channel's budget, and the ping of the next player is sent."""

from __future__ import annotations

from tests.e2e.epireia_support import open_game


def _feed(emulator, channel) -> list:  # type: ignore[no-untyped-def]
    return emulator.channel_messages(channel)


async def test_a_brisk_solo_epireia_game_tells_every_turn(bot, emulator, world):
    table = await open_game(emulator, world, bot, 1, [world.alice], "solo_scenario:naxos_revolt")
    await table.play_until(lambda g: (g.state or {}).get("turn", 1) >= 10, seed=3, max_steps=900)
    reached = (await table.game()).state["turn"]
    assert reached >= 8, reached
    messages = _feed(emulator, world.channel)
    assert all(len(m.content or "") <= 2000 for m in messages)
    assert not [m for m in messages if (m.content or "").endswith("…")], "a feed message was cut"
    text = "\n".join(m.content or "" for m in messages)
    missing = [turn for turn in range(2, reached + 1) if f"Turn {turn} begins." not in text]
    assert not missing, f"turns never announced: {missing}"


async def test_a_narration_longer_than_three_messages_arrives_whole_with_its_ping(bot, emulator, world):
    """The longest narrations (Syracuse's famine list, a solo Great Battle's end) run past 2,000
    characters: every line arrives, in order, and the last message pings the next player."""
    await emulator.slash(world.alice, world.channel, "game new", title="syracuse", seat="athens")
    await emulator.click(world.bob, emulator.channel_messages(world.channel)[-1], "Join")
    await emulator.slash(world.alice, world.channel, "game start")
    await emulator.wait_idle()
    game = await bot.service.get_active(world.channel.id)
    before = len(_feed(emulator, world.channel))
    lines = [f"Famine in zone {n}: " + "the granaries are empty and the people leave " * 3 for n in range(60)]
    await bot.table.living.post_feed(game, lines=lines, ping=[world.bob.id])
    await bot.table.living.flush_all()
    await emulator.wait_idle()
    posted = _feed(emulator, world.channel)[before:]
    assert len(posted) >= 4
    assert all(len(m.content) <= 2000 for m in posted)
    told = [line for m in posted for line in m.content.splitlines()]
    assert told[: len(lines)] == lines  # split between lines, nothing cut, nothing reordered
    assert f"<@{world.bob.id}>" in posted[-1].content and world.bob.id in posted[-1].pinged_user_ids
    assert not [m for m in posted[:-1] if m.pinged_user_ids]


async def test_an_opening_longer_than_a_message_arrives_whole_under_the_status(bot, emulator, world):
    """A status message posted with more lines than it can hold keeps what fits and the feed under it
    takes the rest, then the ping: nothing is cut."""
    await emulator.slash(world.alice, world.channel, "game new", title="syracuse", seat="athens")
    await emulator.click(world.bob, emulator.channel_messages(world.channel)[-1], "Join")
    await emulator.slash(world.alice, world.channel, "game start")
    await emulator.wait_idle()
    game = await bot.service.get_active(world.channel.id)
    before = len(_feed(emulator, world.channel))
    lines = [f"Set-up {n}: " + "a garrison stands in the fortified zone " * 3 for n in range(40)]
    await bot.table.living.post_status(game, lines=lines, ping=[world.bob.id])
    await bot.table.living.flush_all()
    await emulator.wait_idle()
    posted = _feed(emulator, world.channel)[before:]
    assert all(len(m.content) <= 2000 for m in posted)
    told = [line for m in posted for line in m.content.splitlines()]
    assert [line for line in told if line.startswith("Set-up ")] == lines
    assert world.bob.id in posted[-1].pinged_user_ids
