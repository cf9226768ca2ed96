"""Epireia's `league_plan:dm`: a league of two plans the Great Battle by DM, with no private thread (which
anyone with Manage Threads could read); the partner still sees the league's plan, the other league
sees nothing of it."""

from __future__ import annotations

import pytest

from tests.e2e.controls import settle
from tests.e2e.epireia_support import open_game
from tests.e2e.test_epireia_games_e2e import in_battle


@pytest.mark.slow
async def test_a_league_plans_by_dm_without_a_private_thread(bot, emulator, world):
    users = [world.alice, world.bob, world.carol, world.admin]
    table = await open_game(emulator, world, bot, 4, users, extra="league_plan:dm")
    await table.play_until(in_battle("plan"), seed=4)
    await settle(emulator, table.bot, (await table.game()).id)
    assert emulator.threads(world.channel) == []  # no league room was opened
    game = await table.game()
    players = game.state["players"]
    members = {lg: [s for s, p in players.items() if p["league"] == lg] for lg in ("delos", "peloponnese")}
    first, partner = members["delos"]
    place = next(a for a in await table.legal(first) if a.kind == "place")
    enemy = [table.users[s] for s in members["peloponnese"]]
    enemy_dms = [len(emulator.dms(u)) for u in enemy]
    placed = await emulator.slash(table.users[first], world.channel, "epireia place", **place.params)
    assert not placed.error and placed.ephemeral
    await settle(emulator, table.bot, game.id)
    table.log.append((first, place))
    assert "places a token" in emulator.dms(table.users[partner])[-1].text  # the league plans by DM
    for user, count in zip(enemy, enemy_dms, strict=True):
        assert all("places a token" not in m.text for m in emulator.dms(user)[count:])
    assert emulator.threads(world.channel) == []
