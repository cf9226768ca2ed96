"""A player who clicked their DM a moment ago is looking at it: when the game comes back to them, their
message is edited through that click (free against Discord's global limit) instead of a new DM that
would notify them for nothing. A player who has not clicked lately gets the new DM that notifies."""

from __future__ import annotations

import random

import pytest

from agora.discord import table as table_module
from tests.e2e.controls import live_control_ids
from tests.e2e.epireia_support import choose, open_game


async def _back_to_the_first_player(bot, emulator, world):
    """Setup decisions one seat at a time until the seat that just clicked is awaited again after the
    other one acted: (table, that seat, its DM count before the other seat acted, request count)."""
    table = await open_game(emulator, world, bot, 2, [world.alice, world.bob])
    rnd = random.Random(1)
    for _ in range(20):
        game = await table.game()
        waiting = bot.service.status_of(game).waiting_for
        if len(waiting) != 1:
            break
        seat = waiting[0]
        await table.do(seat, choose(rnd, await table.legal(seat)))
        if len(table.log) >= 2 and table.log[-2][0] == seat:
            continue  # the same seat twice: not a hand-over yet
        game = await table.game()
        after = bot.service.status_of(game).waiting_for
        if after and after[0] != seat and len(table.log) >= 1:
            other = after[0]
            user = table.users[seat]
            before = len(emulator.dms(user))
            await table.do(other, choose(rnd, await table.legal(other)))
            game = await table.game()
            if bot.service.status_of(game).waiting_for == [seat]:
                return table, seat, before, game
    pytest.skip("no hand-over back to the same seat in this setup")


async def test_the_player_who_just_clicked_gets_an_edit_not_a_new_dm(bot, emulator, world):
    table, seat, dms_before, game = await _back_to_the_first_player(bot, emulator, world)
    user = table.users[seat]
    assert len(emulator.dms(user)) == dms_before  # no new DM
    prefix = f"agora:{game.id}:v{game.version}:"
    assert live_control_ids(emulator.dms(user)[-1:], prefix)  # their message holds the live controls


async def test_a_player_who_has_not_clicked_lately_is_notified_by_a_new_dm(bot, emulator, world, monkeypatch):
    monkeypatch.setattr(table_module, "WATCHING_SECONDS", -1.0)  # every click is long ago
    table, seat, dms_before, game = await _back_to_the_first_player(bot, emulator, world)
    user = table.users[seat]
    assert len(emulator.dms(user)) == dms_before + 1
    prefix = f"agora:{game.id}:v{game.version}:"
    assert live_control_ids(emulator.dms(user)[-1:], prefix)
