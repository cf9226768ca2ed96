"""Each timeout policy on each title, through the emulator with the clock moved."""

from __future__ import annotations

import pytest
from sqlalchemy import select

from agora.presenters import presenter_for
from agora.store.models import ActionLog
from tests.deadlines.support import advance, open_timed_game, posted_since

TITLES = ["syracuse", "epireia"]


async def _log(bot, game_id: int) -> list[ActionLog]:
    async with bot.db_engine.connect() as connection:
        rows = await connection.execute(
            select(ActionLog.seq, ActionLog.user_id, ActionLog.seat, ActionLog.action)
            .where(ActionLog.game_id == game_id)
            .order_by(ActionLog.seq)
        )
        return list(rows)


@pytest.mark.parametrize("title", TITLES)
async def test_pass_plays_the_rules_default_for_the_absent_seat(bot, emulator, world, title):
    game = await open_timed_game(emulator, world, bot, title, "turn_hours:2,timeout:pass")
    status = bot.service.status_of(game)
    seat = status.waiting_for[0]
    engine = bot.service.engine_for(game)
    expected = engine.default_action(engine.load_state(game.state), seat)
    count = len(emulator.channel_messages(world.channel))
    assert await advance(emulator, bot, hours=1, minutes=59) == 1  # the reminder, not yet the timeout
    assert await advance(emulator, bot, minutes=1) >= 1
    after = await bot.service.get(game.id)
    rows = await _log(bot, game.id)
    assert rows[0].seat == seat and rows[0].user_id == 0 and rows[0].action["kind"] == expected.kind
    assert after.version > game.version
    assert after.timing["missed"][seat] == 1
    assert await bot.service.replay_state(game.id) == after.state  # the log replays the timeout exactly
    text = "\n".join(m.text for m in posted_since(emulator, world.channel, count))
    # the action in the title's own words (its presenter's label, as the controls offered it)
    label = presenter_for(title).choice_label(bot.table.screens.context(game, game.language), expected)
    assert "Time is up for" in text and f"played “{label}” for them" in text, (label, text)
    # Another player's move stops the chain and gives the next decision its full time.
    assert after.deadline_at is not None and after.deadline_at > bot.clock.now()


@pytest.mark.parametrize("title", TITLES)
async def test_wait_keeps_reminding_once_a_day(bot, emulator, world, title):
    game = await open_timed_game(emulator, world, bot, title, "turn_hours:3,timeout:wait,reminders:none")
    waiting = [game.user_of(s) for s in bot.service.status_of(game).waiting_for]
    count = len(emulator.channel_messages(world.channel))
    assert await advance(emulator, bot, hours=3) == 1
    new = posted_since(emulator, world.channel, count)
    assert len(new) == 1 and "still waits for you" in new[0].text and new[0].pinged_user_ids == waiting
    assert await advance(emulator, bot, hours=23, minutes=59) == 0
    assert await advance(emulator, bot, minutes=1) == 1
    after = await bot.service.get(game.id)
    assert after.state == game.state and after.version == game.version  # nothing was played
    assert await _log(bot, game.id) == []


@pytest.mark.parametrize("title", TITLES)
async def test_forfeit_after_n_missed_deadlines_ends_the_game(bot, emulator, world, title):
    game = await open_timed_game(
        emulator, world, bot, title, "turn_hours:2,timeout:forfeit,forfeit_after:2,reminders:none"
    )
    seat = bot.service.status_of(game).waiting_for[0]
    count = len(emulator.channel_messages(world.channel))
    assert await advance(emulator, bot, hours=2) == 1
    assert "deadline missed (1 of 2" in posted_since(emulator, world.channel, count)[-1].text
    assert (await bot.service.get(game.id)).status == "active"
    assert await advance(emulator, bot, hours=2) == 1
    ended = await bot.service.get(game.id)
    assert ended.status == "finished" and ended.deadline_at is None
    result = bot.service.status_of(ended).result
    assert result.kind == "forfeit" and result.winners == [s.seat for s in ended.seats if s.seat != seat]
    last = posted_since(emulator, world.channel, count)[-1]
    assert "forfeits the game" in last.text and "by forfeit" in last.text
    exported = await bot.service.export(game.id)
    assert exported["game"]["timing"]["forfeit"]["seat"] == seat
    assert await advance(emulator, bot, days=3) == 0  # an ended game has no timer left


async def test_the_creator_changes_the_policy_mid_game(bot, emulator, world):
    game = await open_timed_game(emulator, world, bot, "syracuse", "turn_hours:2,reminders:none")
    shown = await emulator.slash(world.bob, world.channel, "game deadline")
    assert shown.ephemeral and "2 h per decision" in shown.text and "on timeout: wait" in shown.text
    changed = await emulator.slash(world.alice, world.channel, "game deadline", timeout="pass")
    assert not changed.ephemeral and "on timeout: pass" in changed.text
    assert await advance(emulator, bot, hours=2) >= 1
    assert len(await _log(bot, game.id)) >= 1  # the new policy played the default


@pytest.mark.parametrize("title", TITLES)
async def test_bot_plays_for_the_absent_player_until_they_come_back(bot, emulator, world, title):
    """timeout:bot — the bot player (issue 13) takes the seat whose deadline passed and plays it; the
    player's next /game hand gives the seat back, and the log still replays to the stored state."""
    bot.bots.pause = 0
    game = await open_timed_game(emulator, world, bot, title, "turn_hours:2,timeout:bot,reminders:none")
    seat = bot.service.status_of(game).waiting_for[0]
    person = game.user_of(seat)
    user = world.alice if person == world.alice.id else world.bob
    count = len(emulator.channel_messages(world.channel))
    assert await advance(emulator, bot, hours=2) == 1
    await bot.bots.idle()
    await emulator.wait_idle()
    taken = await bot.service.get(game.id)
    assert taken.user_of(seat) != person and taken.timing["autopilot"] == {seat: person}
    assert "the bot plays" in "\n".join(m.text for m in posted_since(emulator, world.channel, count))
    played = [row for row in await _log(bot, game.id) if row.seat == seat]
    assert played and all(row.user_id < 0 for row in played)  # the bot moved for the absent seat
    back = await emulator.slash(user, world.channel, "game hand")
    assert back.ephemeral and not back.error
    await bot.bots.idle()
    await emulator.wait_idle()
    returned = await bot.service.get(game.id)
    assert returned.user_of(seat) == person and returned.timing["autopilot"] == {}
    assert "is back" in "\n".join(m.text for m in emulator.channel_messages(world.channel))
    assert await bot.service.replay_state(game.id) == returned.state
