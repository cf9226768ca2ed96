"""Bots don't flood the channel (#45 part 6): when bots finish a game, their consecutive moves are folded
into the feed, at most one message per turn of the game (more only for text longer than a message),
inside the channel's budget of 5 messages per 5 s."""

from __future__ import annotations

import asyncio

import pytest

from agora.bots.identity import is_bot


async def _to_the_end(bot, emulator, game_id):  # type: ignore[no-untyped-def]
    for _ in range(2000):
        await bot.bots.idle()
        await emulator.wait_idle(quiet=0.05)
        game = await bot.service.get(game_id)
        if game.status != "active":
            await bot.table.living.flush_all()
            await emulator.wait_idle()
            return game
        await asyncio.sleep(0.05)
    raise AssertionError("the bots did not finish the game")


@pytest.mark.slow
async def test_a_syracuse_game_finished_by_bots_posts_at_most_one_message_per_turn(bot, emulator, world):
    bot.bots.pause = 0
    await emulator.slash(world.alice, world.channel, "game new", title="syracuse", seat="athens")
    await emulator.click(world.bob, emulator.channel_messages(world.channel)[-1], "Join")
    await emulator.slash(world.alice, world.channel, "game start")
    await emulator.wait_idle()
    game = await bot.service.get_active(world.channel.id)
    first_turn = bot.service.status_of(game).turn
    await emulator.slash(world.alice, world.channel, "game bot", seat="athens", level="easy")
    await emulator.slash(world.bob, world.channel, "game bot", seat="syracuse", level="easy")
    await emulator.wait_idle()
    before = len(emulator.channel_messages(world.channel))
    game = await _to_the_end(bot, emulator, game.id)
    assert all(is_bot(s.user_id) for s in game.seats)
    turns = bot.service.status_of(game).turn - first_turn + 1
    posted = emulator.channel_messages(world.channel)[before:]
    feed = [m for m in posted if m.content and not m.embeds]  # the result card has its embed
    assert len(feed) <= turns + sum(len(m.content) > 1500 for m in feed), (len(feed), turns)
    times = sorted(m.created_at for m in posted)
    assert all(later - earlier >= 5.0 for earlier, later in zip(times, times[5:], strict=False)), (
        "over the budget"
    )
