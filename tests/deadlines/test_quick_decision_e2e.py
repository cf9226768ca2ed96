"""The quick-decision time (issue 44, point 9): a stratagem window gets the game's `decision_minutes`, not
a whole turn, with its reminder at half time, and the deadline passes when those minutes are up."""

from __future__ import annotations

from datetime import timedelta

from tests.deadlines.support import advance, open_timed_game, posted_since
from tests.e2e.syracuse_support import DiscordPlayer


async def test_a_stratagem_window_gets_the_quick_decision_time(bot, emulator, world):
    game = await open_timed_game(emulator, world, bot, "syracuse", "turn_hours:24,decision_minutes:10")
    assert game.deadline_at - bot.clock.now() > timedelta(hours=23)  # an ordinary decision: the turn
    users = {"athens": world.alice, "syracuse": world.bob}
    seat = bot.service.status_of(game).waiting_for[0]
    player = DiscordPlayer(emulator, bot, world, users, command_every=0)
    await player.play(seat, bot.service.seat_legal_actions(game, seat)[0])  # a pass: a window opens
    window = await bot.service.get(game.id)
    awaited = bot.service.status_of(window).waiting_for[0]
    engine = bot.service.engine_for(window)
    assert engine.decision_kind(engine.load_state(window.state), awaited) in engine.defaults.quick
    assert timedelta(minutes=9) < window.deadline_at - bot.clock.now() <= timedelta(minutes=10)
    user = users[awaited]

    count = len(emulator.channel_messages(world.channel))
    assert await advance(emulator, bot, minutes=4) == 0
    assert await advance(emulator, bot, minutes=1) == 1  # half time: five minutes
    assert posted_since(emulator, world.channel, count)[-1].pinged_user_ids == [user.id]
    assert await advance(emulator, bot, minutes=4) == 0
    assert await advance(emulator, bot, minutes=1) == 1  # ten minutes: the deadline
    assert (await bot.service.get(game.id)).timing["missed"] == {awaited: 1}
