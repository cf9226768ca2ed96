"""Epireia on Discord, set-up and the first turn (fast): the lobby, cities and administrators chosen in
the rulebook's order from DM selects, the secret starting figure by DM revealed only when everyone has
chosen (Mise en place, p.11), `/epireia` autocomplete listing only legal, affordable choices with their
costs, and bad input refused privately with nothing changed."""

from __future__ import annotations

from engine.core import Action
from engine.epireia.content import load_content
from tests.e2e.controls import living_message
from tests.e2e.epireia_support import open_game, public_text


def figure_names() -> list[str]:
    return [f.names.en for f in load_content().figures]


async def test_setup_keeps_the_starting_figure_secret_until_both_have_chosen(bot, emulator, world):
    table = await open_game(emulator, world, bot, 2, [world.alice, world.bob])
    assert set(table.users) == {"delos1", "pelo1"}
    # Cities then administrators, in the printed order: Delos, then Peloponnese (Mise en place II, V).
    for kind in ("choose_city", "choose_admin"):
        for seat in ("delos1", "pelo1"):
            game = await table.game()
            assert bot.service.status_of(game).waiting_for == [seat]
            legal = await table.legal(seat)
            assert {a.kind for a in legal} == {kind}
            await table.do(seat, legal[0])
    first = (await table.legal("delos1"))[0]
    assert first.kind == "choose_start_figure"
    await table.do("delos1", first)
    chosen = load_content().figure(first.params["figure"]).names.en
    # alice is told privately; the channel only learns that a choice was made.
    assert any(chosen in m.text for m in emulator.dms(table.users["delos1"]))
    assert chosen not in public_text(emulator, world.channel)
    assert all(chosen not in m.text for m in emulator.dms(table.users["pelo1"]))
    await table.do("pelo1", (await table.legal("pelo1"))[0])
    # The feed tells the completed step at once: both choices made, then the reveal.
    revealed = public_text(emulator, world.channel)
    assert "has chosen a starting figure" in revealed
    assert revealed.index("has chosen a starting figure") < revealed.index(
        "The starting figures are revealed"
    )
    assert chosen in revealed

    # Turn 1 begins: the living status message carries the new map, the first player is pinged.
    last = emulator.channel_messages(world.channel)[-1]
    status = await living_message(emulator, bot, (await table.game()).id)
    assert any(a.filename.startswith("epireia-map") for a in status.attachments)
    assert table.users["delos1"].id in last.pinged_user_ids

    # A figure's entry may ask its owner first (Thémistocle takes a trireme token): answer it.
    while (await table.game()).state["pending"]:
        pending = (await table.game()).state["pending"][0]
        await table.do(pending["seat"], (await table.legal(pending["seat"]))[0])

    # Autocomplete offers only what delos1 can afford now, with the cost.
    game = await table.game()
    builds = [a.params["slot"] for a in await table.legal("delos1") if a.kind == "build"]
    choices = await emulator.autocomplete(table.users["delos1"], world.channel, "epireia build", "building")
    assert sorted(c["value"] for c in choices) == sorted(builds)
    assert all("—" in c["name"] for c in choices)
    assert await emulator.autocomplete(table.users["pelo1"], world.channel, "epireia build", "building") == []

    # Bad input: an unaffordable building, acting out of turn, a landlocked figure sent by sea.
    version = game.version
    city = game.state["players"]["delos1"]["city"]
    dear = [b.id for b in load_content().buildings_of(city) if b.id not in builds and b.cost.total() > 0]
    refused = await emulator.slash(table.users["delos1"], world.channel, "epireia build", building=dear[0])
    assert refused.ephemeral and "enough resources" in refused.text
    out_of_turn = await emulator.slash(table.users["pelo1"], world.channel, "epireia end")
    assert out_of_turn.ephemeral and "not your turn" in out_of_turn.text.lower()
    assert (await table.game()).version == version

    # Development ends, then diplomacy: a figure without the sea icon cannot be sent by sea.
    await table.do("delos1", Action(kind="end_development"))
    await table.play_until(lambda g: g.state["phase"] == "diplomacy")
    game = await table.game()
    seat = bot.service.status_of(game).waiting_for[0]
    figures = game.state["players"][seat]["figures"]
    landlocked = [f for f in figures if not load_content().figure(f).sea]
    if landlocked:
        before = (await table.game()).version
        sea = next(t.id for t in load_content().map.territories if t.sea_only)
        refused = await emulator.slash(
            table.users[seat], world.channel, "epireia move", figure=landlocked[0], to=f"territory:{sea}"
        )
        assert refused.ephemeral and "cannot go to" in refused.text
        assert (await table.game()).version == before
        tos = await emulator.autocomplete(
            table.users[seat], world.channel, "epireia move", "to", figure=landlocked[0]
        )
        assert f"territory:{sea}" not in {c["value"] for c in tos}
