"""Private threads follow the seats (issue 44, point 1): after every change of who holds a seat of a
four-player Epireia game (a substitute, a hand-over, a player leaving the seat to the bot, a timeout giving
it to the bot, the person taking it back), each league's private planning thread holds, on Discord itself,
exactly the people who now hold that league's seats, and the bot: the former holder is removed from the
thread (they can no longer read it) and the new one is added and handed the seat's secrets by DM at once,
in their own language (carol and dave use French, the others English)."""

from __future__ import annotations

import asyncio
from typing import Any

from agora.bots.identity import is_bot
from tests.deadlines.support import advance
from tests.e2e.controls import bot_quiet, settle
from tests.e2e.epireia_support import EpireiaTable, open_game
from tests.e2e.test_epireia_games_e2e import in_battle

# The league's secret battle plan, as a seat's DM shows it.
SECRETS = {"en": "Your league's placement (secret)", "fr": "Placement de votre ligue (secret)"}


async def planning_with_rooms(bot, emulator, world, extra: str = "") -> tuple[EpireiaTable, dict[str, Any]]:
    """A four-player game planning its Great Battle, each league in its private thread: (table, league ->
    the thread's emulator model)."""
    users = [world.alice, world.bob, world.carol, world.admin]
    table = await open_game(emulator, world, bot, 4, users, extra=extra)
    await table.play_until(in_battle("plan"), seed=4)
    for _ in range(400):
        if len(emulator.threads(world.channel)) == 2:
            break
        await asyncio.sleep(0.05)
    game = await table.game()
    rooms = {}
    for thread in emulator.threads(world.channel):
        league = next(
            p["league"]
            for s, p in game.state["players"].items()
            if game.user_of(s) in thread.thread_member_ids
        )
        rooms[league] = thread
    assert set(rooms) == {"delos", "peloponnese"}
    for league in rooms:  # each league places a token in secret: the plan a new holder must be shown
        seat = next(s for s, p in game.state["players"].items() if p["league"] == league)
        await table.do(seat, next(a for a in await table.legal(seat) if a.kind == "place"))
    return table, rooms


async def assert_rooms_follow_the_seats(table: EpireiaTable, emulator, rooms: dict[str, Any]) -> None:
    """Each league's thread: its seats' holders (bots aside) and the bot, nobody else, as Discord has it."""
    await bot_quiet(emulator)
    game = await table.game()
    bot_id = emulator.world.bot_user.id
    for league, thread in rooms.items():
        seats = [s for s, p in game.state["players"].items() if p["league"] == league]
        holders = {game.user_of(s) for s in seats} - {None}
        wanted = {u for u in holders if not is_bot(u)} | {bot_id}
        assert thread.thread_member_ids == wanted, (league, thread.thread_member_ids, wanted)


def league_of(game, seat: str) -> str:
    return game.state["players"][seat]["league"]


def seat_of_user(game, user) -> str:
    seat = game.seat_of(user.id)
    assert seat is not None
    return seat


def dm_after(emulator, user, count: int) -> str:
    return "\n".join(m.text for m in emulator.dms(user)[count:])


async def test_a_substitute_then_a_hand_over_move_the_league_room(bot_runner, bot, emulator, world):
    table, rooms = await planning_with_rooms(bot, emulator, world)
    dave = emulator.add_user("dave", locale="fr")
    erin = emulator.add_user("erin", locale="en-US")
    for newcomer in (dave, erin):
        emulator.add_member(world.guild, newcomer)
        # Newcomers have talked to the bot before (it learns their language), but play no seat here.
        refused = await emulator.slash(newcomer, world.channel, "game hand")
        assert refused.ephemeral
    game = await table.game()
    seat = seat_of_user(game, world.carol)
    room = rooms[league_of(game, seat)]
    assert world.carol.id in room.thread_member_ids

    # The server manager names dave (French) to carol's seat: carol leaves the thread, dave joins it.
    dms = len(emulator.dms(dave))
    result = await emulator.slash(world.admin, world.channel, "game substitute", seat=seat, user=dave)
    assert not result.error and not result.ephemeral, result.text
    await settle(emulator, bot, game.id)
    await assert_rooms_follow_the_seats(table, emulator, rooms)
    assert not emulator.world.can_see(world.carol.id, room) and emulator.world.can_see(dave.id, room)
    assert SECRETS["fr"] in dm_after(emulator, dave, dms)  # the seat's secrets, in dave's language

    # dave hands the seat over to erin (English): dave leaves the thread, erin joins it. The thread was
    # archived meanwhile (Discord refuses member changes there): it is opened for the change and archived
    # again, as its members left it.
    emulator.set_thread(room, archived=True)
    dms = len(emulator.dms(erin))
    result = await emulator.slash(dave, world.channel, "game hand-over", user=erin)
    assert not result.error and not result.ephemeral, result.text
    await settle(emulator, bot, game.id)
    await assert_rooms_follow_the_seats(table, emulator, rooms)
    assert room.archived
    emulator.set_thread(room, archived=False)
    assert not emulator.world.can_see(dave.id, room) and emulator.world.can_see(erin.id, room)
    assert SECRETS["en"] in dm_after(emulator, erin, dms)
    assert (await table.game()).seat_of(erin.id) == seat

    # Discord refuses the removal (the bot stopped before it could finish, say): erin hands the seat back
    # to carol, but stays in the thread. The next start of the bot finishes the change.
    emulator.inject_error("DELETE", "/channels/*/thread-members/*", status=403, code=50013)
    result = await emulator.slash(erin, world.channel, "game hand-over", user=world.carol)
    assert not result.error and not result.ephemeral, result.text
    await settle(emulator, bot, game.id)
    assert erin.id in room.thread_member_ids
    table.bot = await bot_runner.restart()
    await table.bot.wait_until_ready()  # the rooms are set right once the bot is ready (`on_ready`)
    for _ in range(400):
        if erin.id not in room.thread_member_ids and world.carol.id in room.thread_member_ids:
            break
        await asyncio.sleep(0.05)
    await assert_rooms_follow_the_seats(table, emulator, rooms)
    assert erin.id not in room.thread_member_ids and world.carol.id in room.thread_member_ids


async def test_the_bot_taking_a_seat_and_its_player_taking_it_back_move_the_league_room(bot, emulator, world):
    bot.bots.pause = 0
    table, rooms = await planning_with_rooms(
        bot, emulator, world, extra="turn_hours:24,timeout:bot,reminders:none"
    )
    game = await table.game()

    # carol (French) leaves her seat to the bot: she leaves the thread; the bot plays the seat.
    seat = seat_of_user(game, world.carol)
    room = rooms[league_of(game, seat)]
    left = await emulator.slash(world.carol, world.channel, "game bot", seat=seat)
    assert not left.error and not left.ephemeral, left.text
    await bot.bots.idle()
    await assert_rooms_follow_the_seats(table, emulator, rooms)
    assert is_bot((await table.game()).user_of(seat)) and world.carol.id not in room.thread_member_ids

    # She takes it back by asking for her hand: back in the thread, her seat's secrets in French.
    dms = len(emulator.dms(world.carol))
    back = await emulator.slash(world.carol, world.channel, "game hand")
    assert back.ephemeral and not back.error
    await bot.bots.idle()
    await assert_rooms_follow_the_seats(table, emulator, rooms)
    assert (await table.game()).seat_of(world.carol.id) == seat
    assert world.carol.id in room.thread_member_ids
    assert SECRETS["fr"] in dm_after(emulator, world.carol, dms)

    # A deadline passes: the bot takes the awaited seat (`timeout:bot`) and its player leaves the thread.
    game = await table.game()
    late_seat = next(s for s in table.bot.service.status_of(game).waiting_for if not is_bot(game.user_of(s)))
    late = emulator.world.users[game.user_of(late_seat)]
    late_room = rooms[league_of(game, late_seat)]
    assert await advance(emulator, bot, hours=24) >= 1
    await bot.bots.idle()
    await assert_rooms_follow_the_seats(table, emulator, rooms)
    assert late.id not in late_room.thread_member_ids
    assert (await table.game()).timing["autopilot"].get(late_seat) == late.id

    # The late player comes back: the seat and the thread are theirs again, with the seat's secrets.
    dms = len(emulator.dms(late))
    back = await emulator.slash(late, world.channel, "game hand")
    assert back.ephemeral and not back.error
    await bot.bots.idle()
    await assert_rooms_follow_the_seats(table, emulator, rooms)
    assert late.id in late_room.thread_member_ids
    lang = "fr" if late.id == world.carol.id else "en"
    assert SECRETS[lang] in dm_after(emulator, late, dms)
