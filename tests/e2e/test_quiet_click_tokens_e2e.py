"""A seat's DM is edited through its player's newest click on it (issue #10, the global limit): Discord
does not count interaction endpoints against a bot's 50 requests per second, so the edit a simultaneous
decision makes when another seat acts (the quiet one that says who has chosen: the seat's controls
still work meanwhile) costs the token nothing, and the seat holds live controls throughout."""

from __future__ import annotations

import random

from tests.e2e.controls import live_control_ids
from tests.e2e.epireia_support import choose, open_game


async def test_a_waiting_seat_is_edited_through_its_own_last_click(bot, emulator, world):
    table = await open_game(emulator, world, bot, 2, [world.alice, world.bob])
    rnd = random.Random(1)
    for _ in range(20):  # the cities and administrators, one seat at a time, by DM clicks
        game = await table.game()
        status = bot.service.status_of(game)
        if len(status.waiting_for) == 2:
            break
        seat = status.waiting_for[0]
        await table.do(seat, choose(rnd, await table.legal(seat)))
    assert len(status.waiting_for) == 2, status  # the starting figures: both seats at once
    waiting_seat = table.log[-1][0]  # it clicked last, and the game still waits on it
    acting_seat = next(s for s in status.waiting_for if s != waiting_seat)
    waiting_user = table.users[waiting_seat]
    its_dm = emulator.dms(waiting_user)[-1]
    first = len(emulator.requests)

    await table.do(acting_seat, choose(rnd, await table.legal(acting_seat)))

    game = await table.game()
    assert waiting_seat in bot.service.status_of(game).waiting_for
    working = f"agora:{game.id}:v{bot.table.controls_version(game, waiting_seat)}:"
    assert live_control_ids([emulator.message(its_dm.id)], working)
    await bot.table.flush_quiet_edits()  # the edit that says who has chosen, made now
    await emulator.wait_idle(quiet=0.05)
    prefix = f"agora:{game.id}:v{game.version}:"
    # Its message moved to the new version, and not through a plain edit (which names the message in
    # its path and counts against the global limit): through its click's `@original`.
    assert live_control_ids([emulator.message(its_dm.id)], prefix)
    plain = [r.path for r in emulator.requests[first:] if r.method == "PATCH" and str(its_dm.id) in r.path]
    assert plain == []
