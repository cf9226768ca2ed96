"""Whole Epireia games through the emulated Discord, every action made by the right user through the
DM controls or `/epireia` commands, with the game's seeded dice: a two-player game to the end of the
Great Battle, a four-player game with league planning and decisions, and a solo scenario. Public
messages are checked never to show a secret choice or a battle placement before its reveal."""

from __future__ import annotations

import asyncio
from datetime import timedelta

import pytest

from engine.core import Action
from engine.epireia.content import load_content
from tests.e2e.controls import living_message, settle
from tests.e2e.epireia_support import EpireiaTable, open_game

SECRET_MARKS = ("places a token", "column 1, line", "column 2, line", "column 3, line", "front (secret)")


def in_battle(stage: str):
    def done(game) -> bool:
        battle = (game.state or {}).get("battle") or {}
        return battle.get("stage") == stage

    return done


def new_public(emulator, channel, since: int) -> list[str]:
    return [m.text for m in emulator.channel_messages(channel)[since:]]


async def plan_the_battle(table: EpireiaTable, emulator, channel, seed: int) -> None:
    """Every league places tokens and figures in secret; nothing of it may reach the channel."""
    since = len(emulator.channel_messages(channel))
    await table.play_until(in_battle("columns"), seed=seed)
    for text in new_public(emulator, channel, since)[:-1]:  # the last one reveals the figures
        assert not any(mark in text for mark in SECRET_MARKS), text


async def check_battle_refusals(table: EpireiaTable, emulator, channel) -> None:
    """Committing again once the league has answered for the column (or it is resolved) is refused."""
    game = await table.game()
    seat = table.bot.service.status_of(game).waiting_for[0]
    await table.do(seat, (await table.legal(seat))[0])  # the league answers through its DM button
    game = await table.game()
    league = game.state["players"][seat]["league"]
    battle = game.state["battle"]
    if game.status == "active" and battle["stage"] == "columns" and league not in battle["commit_order"]:
        refused = await emulator.slash(table.users[seat], channel, "epireia commit", answer="commit")
        assert refused.ephemeral and "already answered" in refused.text
        assert (await table.game()).version == game.version


@pytest.mark.slow
async def test_a_two_player_game_to_the_end_of_the_great_battle(bot, emulator, world):
    table = await open_game(emulator, world, bot, 2, [world.alice, world.bob])
    await table.play_until(in_battle("plan"), seed=3)
    # Planning: a cavalry or trireme token on a hoplite slot is refused privately, nothing changes.
    game = await table.game()
    seat = table.bot.service.status_of(game).waiting_for[0]
    league = game.state["players"][seat]["league"]
    places = [a for a in await table.legal(seat) if a.kind == "place"]
    assert places
    token = places[0].params["token"]
    field = load_content().battlefield(league)
    unit = load_content().token(token).unit
    wrong = next(
        f"{front}:{column}:1"
        for front in ("flank", "centre", "sea")
        for column in (1, 2, 3)
        if field.slot_type(front, column, 1) != unit
    )
    refused = await emulator.slash(table.users[seat], world.channel, "epireia place", token=token, slot=wrong)
    assert refused.ephemeral and "cannot go on" in refused.text
    assert (await table.game()).version == game.version
    await plan_the_battle(table, emulator, world.channel, seed=3)
    await check_battle_refusals(table, emulator, world.channel)
    status = await living_message(emulator, bot, (await table.game()).id)
    pictures_before = {a.id for a in status.attachments}
    await table.play_until(lambda g: g.status == "finished", seed=3)
    game = await table.game()
    assert game.status == "finished"
    texts = "\n".join(m.text for m in emulator.channel_messages(world.channel))
    assert "column 1 revealed" in texts and "won by" in texts
    status = await living_message(emulator, bot, game.id)
    assert "Decided by:" in status.text
    # The status message got a new picture after the reveals (edited in place, not re-posted per step).
    assert status.attachments and {a.id for a in status.attachments} != pictures_before


@pytest.mark.slow
async def test_a_four_player_game_with_league_planning(bot, emulator, world):
    users = [world.alice, world.bob, world.carol, world.admin]
    table = await open_game(emulator, world, bot, 4, users)
    await table.play_until(lambda g: (g.state or {}).get("turn", 0) >= 2, seed=4)
    await bot.table.living.flush_all()  # a step held back to keep to the channel's bucket
    texts = "\n".join(m.text for m in emulator.channel_messages(world.channel))
    assert "Turn 1 ends" in texts or "Le tour 1 se termine" in texts or "Turn 2 begins" in texts
    await table.play_until(in_battle("plan"), seed=4)
    # League planning: each two-player league gets a private thread with only its members (opened as
    # soon as the change that starts the planning is announced).
    for _ in range(200):
        if len(emulator.threads(world.channel)) == 2:
            break
        await asyncio.sleep(0.05)
    game = await table.game()
    members = {
        lg: [s for s, p in game.state["players"].items() if p["league"] == lg]
        for lg in ("delos", "peloponnese")
    }
    ids = {lg: {table.users[s].id for s in seats} for lg, seats in members.items()}
    rooms = {}
    for thread in emulator.threads(world.channel):
        assert thread.type == 12  # private
        league = next(lg for lg in ids if ids[lg] <= thread.thread_member_ids)
        other = "peloponnese" if league == "delos" else "delos"
        assert not ids[other] & thread.thread_member_ids
        rooms[league] = thread
    assert set(rooms) == {"delos", "peloponnese"}
    # A member places a token by command in the thread: the partner sees it there and by DM, the
    # other league sees nothing of it.
    first, partner = members["delos"]
    place = next(a for a in await table.legal(first) if a.kind == "place")
    enemy = [table.users[s] for s in members["peloponnese"]]
    enemy_dms = [len(emulator.dms(u)) for u in enemy]
    placed = await emulator.slash(table.users[first], rooms["delos"], "epireia place", **place.params)
    assert not placed.error and placed.ephemeral
    await settle(emulator, table.bot, game.id)
    table.log.append((first, place))
    room_text = "\n".join(m.text for m in emulator.channel_messages(rooms["delos"]))
    assert "Your league's placement (secret)" in room_text and "column" in room_text
    assert "places a token" in emulator.dms(table.users[partner])[-1].text
    for user, count in zip(enemy, enemy_dms, strict=True):
        assert all("places a token" not in m.text for m in emulator.dms(user)[count:])
    await plan_the_battle(table, emulator, world.channel, seed=4)
    await table.play_until(lambda g: g.status == "finished", seed=4)
    assert (await table.game()).status == "finished"


@pytest.mark.slow
async def test_the_commit_window_closes_after_its_minute(bot_runner, bot, emulator, world):
    """p.30: a league that lets the minute pass keeps its figure back. The minute is a deadline in the
    database, so it still closes after a restart; the bot's clock is moved past it."""
    table = await open_game(emulator, world, bot, 2, [world.alice, world.bob])
    await table.play_until(in_battle("columns"), seed=5)
    game = await table.game()
    assert table.bot.service.status_of(game).waiting_for
    assert game.deadline_at is not None and game.reminder_at is None  # the rule's minute, no reminder
    assert timedelta(seconds=50) < game.deadline_at - table.bot.clock.now() <= timedelta(seconds=60)
    table.bot = await bot_runner.restart()
    posted = len(emulator.channel_messages(world.channel))
    # The clock is real time plus an offset, and a restart takes real time: move it to two seconds before
    # the deadline as stored, not by a fixed 59 s (which a slow restart under load had already used up).
    table.bot.clock.advance(game.deadline_at - table.bot.clock.now() - timedelta(seconds=2))
    assert await table.bot.timers.run_due() == 0  # still within the minute
    fired = table.bot.timers.fired_total
    table.bot.clock.advance(timedelta(seconds=2))
    await table.bot.timers.run_due()
    assert table.bot.timers.fired_total > fired
    await settle(emulator, table.bot, game.id)
    await table.bot.table.living.flush_all()
    assert "let the minute pass" in "\n".join(
        m.text for m in emulator.channel_messages(world.channel)[posted:]
    )
    assert (await table.game()).version > game.version


@pytest.mark.slow
async def test_a_solo_scenario_to_its_end(bot, emulator, world):
    """Solo (pp.31-33): the Augure of each turn and the enemy figures' moves are shown publicly."""
    table = await open_game(emulator, world, bot, 1, [world.alice], "solo_scenario:elean_war")
    await table.play_until(lambda g: g.status == "finished", seed=6, max_steps=300)
    game = await table.game()
    assert game.status == "finished"
    texts = "\n".join(m.text for m in emulator.channel_messages(world.channel))
    assert "Augure revealed" in texts, texts[-2000:]  # the status names it only while the turns last
    assert "The enemy figure" in texts
    assert "Game over" in (await living_message(emulator, bot, game.id)).text


async def test_out_of_turn_and_stale_controls_change_nothing(bot, emulator, world):
    table = await open_game(emulator, world, bot, 2, [world.alice, world.bob])
    game = await table.game()
    waiting = table.bot.service.status_of(game).waiting_for[0]
    other = next(s for s in table.users if s != waiting)
    refused = await emulator.slash(table.users[other], world.channel, "epireia end")
    assert refused.ephemeral and "not your turn" in refused.text.lower()
    await table.do(waiting, (await table.legal(waiting))[0])
    assert Action(kind="end_development") not in await table.legal(other)
