"""Issue 44, point 3: an undo gives back the clock of the position it restores. The deadline is the one
that position had (moved on only by pauses), its reminders come back and those of the undone position
go; a seat whose move a timeout played gets no fresh window; an undo while paused is refused privately."""

from __future__ import annotations

from datetime import timedelta

import pytest

from tests.deadlines.support import advance, open_timed_game, posted_since
from tests.e2e.controls import settle
from tests.e2e.epireia_support import open_game
from tests.e2e.syracuse_support import DiscordPlayer


async def stored(bot, game_id):
    return await bot.service.get(game_id)


async def plain_move(emulator, bot, world, game):
    """The awaited Athens player (alice) makes her first choice: a pass, no die, nothing hidden."""
    users = {"athens": world.alice, "syracuse": world.bob}
    seat = bot.service.status_of(game).waiting_for[0]
    assert seat == "athens"
    player = DiscordPlayer(emulator, bot, world, users, command_every=0)
    await player.play(seat, bot.service.seat_legal_actions(game, seat)[0])
    moved = await stored(bot, game.id)
    assert bot.service.status_of(moved).waiting_for != ["athens"] or moved.version > game.version
    return moved


async def test_an_undo_gives_back_the_deadline_and_reminders_of_the_restored_position(bot, emulator, world):
    game = await open_timed_game(emulator, world, bot, "syracuse", "turn_hours:24")
    assert await advance(emulator, bot, hours=1) == 0
    moved = await plain_move(emulator, bot, world, game)  # then a stratagem window: a quick decision
    assert moved.deadline_at < game.deadline_at and moved.reminder_at < game.reminder_at
    assert await advance(emulator, bot, minutes=20) == 0

    undone = await emulator.slash(world.alice, world.channel, "game undo")
    assert "took back their last action" in undone.text, undone.text
    await emulator.wait_idle()
    restored = await stored(bot, game.id)
    assert restored.deadline_at == game.deadline_at  # the position's deadline, not a fresh one
    assert restored.reminder_at == game.reminder_at  # half time: 12 h after the start
    assert restored.timing["reminders"] == game.timing["reminders"]

    # The undone window's reminder and deadline (within the hour) are gone: nothing until alice's
    # half time, 12 h after the start, pinging alice; then one hour before; then the deadline as it was.
    count = len(emulator.channel_messages(world.channel))
    assert await advance(emulator, bot, hours=10, minutes=39) == 0
    assert posted_since(emulator, world.channel, count) == []
    assert await advance(emulator, bot, minutes=1) == 1
    new = posted_since(emulator, world.channel, count)
    assert len(new) == 1 and new[0].pinged_user_ids == [world.alice.id]
    assert await advance(emulator, bot, hours=10, minutes=59) == 0
    assert await advance(emulator, bot, minutes=1) == 1  # one hour before alice's deadline
    assert posted_since(emulator, world.channel, count)[-1].pinged_user_ids == [world.alice.id]
    assert await advance(emulator, bot, hours=1) == 1  # the deadline as it was
    assert (await stored(bot, game.id)).timing["missed"] == {"athens": 1}


async def test_undoing_the_move_a_timeout_played_gives_no_fresh_window(bot, emulator, world):
    game = await open_timed_game(emulator, world, bot, "syracuse", "turn_hours:1,timeout:pass")
    assert await advance(emulator, bot, hours=1) >= 1  # the timeout plays athens's default
    passed = await stored(bot, game.id)
    assert passed.version > game.version
    log = (await bot.service.export(game.id))["actions"]
    assert [(a["user_id"], a["seat"]) for a in log] == [(0, "athens")]

    undone = await emulator.slash(world.alice, world.channel, "game undo")
    assert "took back their last action" in undone.text, undone.text
    await emulator.wait_idle()
    # Without the clock moving on, the missed deadline is due again: the timer plays the default again
    # (from the position whose deadline it is: the one that passed), instead of a new hour for athens.
    await advance(emulator, bot, seconds=0)
    log = (await bot.service.export(game.id))["actions"]
    assert [a["action"]["kind"] for a in log] == ["pass", "__undo__", "pass"]
    assert (log[2]["user_id"], log[2]["seat"]) == (0, "athens")
    assert log[2]["action"]["clock"]["deadline"] == game.deadline_at.isoformat()
    after = await stored(bot, game.id)
    assert await bot.service.replay_state(game.id) == after.state


async def test_undo_while_paused_is_refused_privately_and_pauses_shift_the_deadline(bot, emulator, world):
    game = await open_timed_game(emulator, world, bot, "syracuse", "turn_hours:24")
    moved = await plain_move(emulator, bot, world, game)
    paused = await emulator.slash(world.alice, world.channel, "game pause")
    assert not paused.ephemeral, paused.text
    refused = await emulator.slash(world.alice, world.channel, "game undo")
    assert refused.ephemeral and "paused" in refused.text
    assert (await stored(bot, game.id)).state == moved.state

    bot.clock.advance(timedelta(hours=5))
    resumed = await emulator.slash(world.alice, world.channel, "game resume")
    assert not resumed.ephemeral, resumed.text
    undone = await emulator.slash(world.alice, world.channel, "game undo")
    assert "took back their last action" in undone.text, undone.text
    restored = await stored(bot, game.id)
    # The position's deadline, moved on by the five hours of pause (and the moments the commands took).
    shift = restored.deadline_at - game.deadline_at
    assert timedelta(hours=5) <= shift < timedelta(hours=5, minutes=1)
    assert restored.reminder_at - game.reminder_at == shift


@pytest.mark.slow
async def test_an_undo_in_the_great_battle_gives_back_the_commit_minute(bot, emulator, world):
    """Epireia's commit-or-hold minute (p.30), in a game without turn deadlines: an undo of the league's
    answer gives the window back with its end as it was, instead of no deadline at all (a game waiting
    forever)."""
    table = await open_game(emulator, world, bot, 2, [world.alice, world.bob])
    await table.play_until(lambda g: ((g.state or {}).get("battle") or {}).get("stage") == "columns", seed=5)
    window = await table.game()
    assert window.deadline_at is not None and window.timing["rule"] is True
    seat = bot.service.status_of(window).waiting_for[0]
    legal = await table.legal(seat)
    await table.do(seat, next((a for a in legal if a.kind != "hold"), legal[0]))
    await settle(emulator, bot, window.id)
    assert (await table.game()).version > window.version

    asked = await emulator.slash(table.users[seat], world.channel, "game undo")
    if "asks to take back" in asked.text:  # the answer revealed something: the other league agrees
        other = next(u for s, u in table.users.items() if s != seat)
        await emulator.click(other, asked.message, "Agree to undo")
    else:
        assert "took back their last action" in asked.text, asked.text
    await emulator.wait_idle()
    restored = await table.game()
    assert bot.service.status_of(restored).waiting_for == bot.service.status_of(window).waiting_for
    assert restored.deadline_at == window.deadline_at and restored.timing["rule"] is True
    assert restored.reminder_at is None
