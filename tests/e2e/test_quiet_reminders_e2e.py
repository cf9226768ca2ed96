"""A game played in a thread calls its players to the thread, not to its channel (issue #10): the
deadline's reminder DM and the DM that tells a player it is their turn link the game's thread, where
its feed and living table are."""

from __future__ import annotations

from tests.deadlines.support import advance, awaited_user
from tests.e2e.controls import living_message
from tests.e2e.test_thread_games_e2e import open_in_thread


async def test_a_thread_game_reminds_and_calls_players_to_its_thread(bot, emulator, world):
    thread = await open_in_thread(
        emulator, world, "syracuse", seat="athens", thread="yes", options="turn_hours:24"
    )
    await emulator.click(world.bob, emulator.channel_messages(world.channel)[-1], "Join")
    await emulator.slash(world.alice, thread, "game start")
    await emulator.wait_idle()
    game = await bot.service.get_active(world.channel.id)
    assert (await living_message(emulator, bot, game.id)).channel_id == thread.id
    waiting = awaited_user(game, bot, world)
    turn_dm = emulator.dms(waiting)[-1]  # the DM that tells them it is their turn
    assert f"<#{thread.id}>" in turn_dm.text and f"<#{world.channel.id}>" not in turn_dm.text

    before = len(emulator.dms(waiting))
    in_thread = len(emulator.channel_messages(thread))
    assert await advance(emulator, bot, hours=12) == 1  # half time: the reminder
    pinged = emulator.channel_messages(thread)[in_thread:]
    assert len(pinged) == 1 and pinged[0].pinged_user_ids == [waiting.id]  # pinged in the thread
    reminder = emulator.dms(waiting)[before:]
    assert len(reminder) == 1 and "waits for you" in reminder[0].text
    assert f"<#{thread.id}>" in reminder[0].text  # the link goes where the game is played
    assert f"<#{world.channel.id}>" not in reminder[0].text
