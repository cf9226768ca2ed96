"""A player who clicked their DM a moment ago is looking at it: when the game comes back to them, their
message is edited through that click (free against Discord's global limit) instead of a new DM that
would notify them for nothing. A player who has not clicked lately gets the new DM that notifies."""

from __future__ import annotations

from agora.discord import table as table_module
from tests.e2e.controls import live_control_ids
from tests.e2e.epireia_support import open_game


async def _back_to_the_first_player(bot, emulator, world):
    """The set-up's first decisions go one seat at a time: delos1 chooses its city (a click in its DM),
    then pelo1 chooses its own, then the game waits on delos1 again. Returns (table, delos1, its DM count
    before pelo1 acted, the game). Each step of that order is asserted: a set-up that turns out otherwise
    fails here, it is never skipped."""
    table = await open_game(emulator, world, bot, 2, [world.alice, world.bob])
    first, other = "delos1", "pelo1"
    assert bot.service.status_of(await table.game()).waiting_for == [first]
    await table.do(first, (await table.legal(first))[0])
    assert bot.service.status_of(await table.game()).waiting_for == [other]
    before = len(emulator.dms(table.users[first]))
    await table.do(other, (await table.legal(other))[0])
    game = await table.game()
    assert bot.service.status_of(game).waiting_for == [first]
    return table, first, before, game


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
