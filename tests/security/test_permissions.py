"""Who may do what: only seated players act, each for their own seat; only the creator or a Manage
Server member ends a game; a copied or forged button cannot reach another channel's game; custom ids
carry the game and the state version, and stale or tampered ones are refused without changing anything."""

from __future__ import annotations

import pytest

from tests.e2e.controls import stored_at
from tests.faults.support import assert_game_whole, newest_controls, start_game, versioned_controls


def tamper(message, custom_id: str, values: list[str] | None = None) -> None:
    """Make the emulator's copy of `message` carry this control, as a modified client or a message
    copied from elsewhere would (discord.py only dispatches custom ids the clicked message shows)."""
    if values is None:
        control = {"type": 2, "style": 1, "label": "forged", "custom_id": custom_id}
    else:
        options = [{"label": v or "?", "value": v} for v in values]
        control = {"type": 3, "custom_id": custom_id, "options": options, "min_values": 1, "max_values": 1}
    message.components = [{"type": 1, "components": [control]}]


async def forge(emulator, user, message, custom_id: str, values: list[str] | None = None):
    tamper(message, custom_id, values)
    kind = 2 if values is None else 3
    return await emulator.forge_component(user, message, custom_id, component_type=kind, values=values)


async def _demo_game(bot, emulator, world):
    await start_game(emulator, world.channel, world.alice, [world.bob], title="demo")
    return await bot.service.get_active(world.channel.id)


async def _unchanged(bot, game):
    now = await bot.service.get(game.id)
    assert (now.version, now.status, now.state, now.seats) == (
        game.version,
        game.status,
        game.state,
        game.seats,
    )
    await assert_game_whole(bot.service, game.id)


def _awaited(bot, world, game):
    seat = bot.service.status_of(game).waiting_for[0]
    return (world.alice, world.bob) if game.user_of(seat) == world.alice.id else (world.bob, world.alice)


async def test_a_spectator_and_the_waiting_player_cannot_move(bot, emulator, world):
    game = await _demo_game(bot, emulator, world)
    _, waiting = _awaited(bot, world, game)
    spectator = await emulator.slash(world.carol, world.channel, "duel play", card=3)
    assert spectator.ephemeral and "vous ne jouez pas" in spectator.text.lower()  # carol reads French
    out_of_turn = await emulator.slash(waiting, world.channel, "duel play", card=3)
    assert out_of_turn.ephemeral and "not your turn" in out_of_turn.text
    await _unchanged(bot, game)


async def test_nobody_else_can_use_a_players_controls(bot, emulator, world):
    """The awaited player's DM controls, copied onto the public message and clicked by others."""
    game = await _demo_game(bot, emulator, world)
    mover, waiting = _awaited(bot, world, game)
    controls = newest_controls(emulator, mover)
    public = emulator.channel_messages(world.channel)[-1]
    ids = [b.custom_id for b in controls.buttons()] + [s.custom_id for s in controls.selects()]
    for intruder in (world.carol, waiting, world.admin):
        for custom_id in ids:
            values = ["a0"] if ":pick:" in custom_id else None
            forged = await forge(emulator, intruder, public, custom_id, values)
            assert forged.ephemeral, forged.text
    await _unchanged(bot, game)


async def test_only_the_creator_or_a_server_manager_abandons(bot, emulator, world):
    game = await _demo_game(bot, emulator, world)
    refused = await emulator.slash(world.bob, world.channel, "game abandon")
    assert refused.ephemeral and "abandon" in refused.text.lower()
    public = emulator.channel_messages(world.channel)[-1]
    forged = await forge(emulator, world.bob, public, f"agora:{game.id}:v{game.version}:abandon_yes")
    assert forged.ephemeral and "abandon" in forged.text.lower()
    await _unchanged(bot, game)
    asked = await emulator.slash(world.admin, world.channel, "game abandon")
    confirmed = await emulator.click(
        world.admin, asked.ephemeral[0], asked.ephemeral[0].buttons()[0].custom_id
    )
    assert confirmed.error is None
    assert (await bot.service.get(game.id)).status == "abandoned"


async def test_a_copied_join_button_cannot_seat_anyone_in_another_channels_game(bot, emulator, world):
    lobby = await emulator.slash(world.alice, world.channel, "game new", title="demo")
    game = await bot.service.get_active(world.channel.id)
    join_id = next(b.custom_id for b in lobby.public[0].buttons() if b.custom_id.endswith(":join"))
    elsewhere = await emulator.slash(world.bob, world.other_channel, "game new", title="demo")
    forged = await forge(emulator, world.carol, elsewhere.public[0], join_id)
    assert forged.ephemeral, forged.text
    assert [s.user_id for s in (await bot.service.get(game.id)).seats] == [world.alice.id]


async def test_a_copied_move_button_cannot_act_in_another_channels_game(bot, emulator, world):
    game = await _demo_game(bot, emulator, world)
    mover, _ = _awaited(bot, world, game)
    controls = newest_controls(emulator, mover)
    other = await emulator.slash(world.carol, world.other_channel, "game new", title="demo")
    custom_id = (controls.buttons() or controls.selects())[0].custom_id
    values = ["a0"] if ":pick:" in custom_id else None
    forged = await forge(emulator, mover, other.public[0], custom_id, values)
    assert forged.ephemeral, forged.text
    await _unchanged(bot, game)


async def test_custom_ids_carry_the_game_and_version_and_stale_ones_expire(bot, emulator, world):
    game = await _demo_game(bot, emulator, world)
    mover, _ = _awaited(bot, world, game)
    hand = await emulator.slash(mover, world.channel, "game hand")
    shown = next(m for m in hand.ephemeral if versioned_controls(m))  # the same controls, on demand
    controls = newest_controls(emulator, mover)
    assert versioned_controls(controls) == versioned_controls(shown) == (game.id, game.version)
    for custom_id in [b.custom_id for b in controls.buttons()] + [s.custom_id for s in controls.selects()]:
        assert len(custom_id) <= 100 and custom_id.startswith(f"agora:{game.id}:v{game.version}:")
    dm_menu = next(m for m in emulator.dms(mover) if versioned_controls(m)).selects()[0]
    dm = next(m for m in emulator.dms(mover) if versioned_controls(m))
    applied = await emulator.select(mover, dm, dm_menu.custom_id, [dm_menu.options[0][1]])
    await emulator.wait_idle()
    assert applied.error is None
    moved = await stored_at(bot, game.id, game.version + 1)
    assert moved.version == game.version + 1
    menu = shown.selects()[0]  # still on screen, one version behind
    stale = await emulator.select(mover, shown, menu.custom_id, [menu.options[0][1]])
    assert stale.ephemeral and "expired" in stale.text
    await _unchanged(bot, moved)


@pytest.mark.parametrize(
    "custom_id, values",
    [
        ("agora:{gid}:v{ver}:a99", None),  # no such action
        ("agora:{gid}:v{ver}:pick:0", ["a999"]),  # no such option
        ("agora:{gid}:v{ver}:pick:0", ["zz"]),  # not an option at all
        ("agora:{gid}:v{ver}:pick:0", ["a²"]),  # a digit str.isdigit() accepts and int() refuses
        ("agora:{gid}:v{next}:a0", None),  # a future version
        ("agora:{gid}:v0:a0", None),  # an old version
        ("agora:987654:v{ver}:a0", None),  # an unknown game
        ("agora:99999999999999999999999999:v{ver}:a0", None),  # a game id past 64 bits
        ("agora:{gid}:v99999999999999999999999999:a0", None),  # a version past 64 bits
        ("agora:{gid}:v{ver}:frobnicate", None),  # an unknown verb
        ("agora:{gid}:v{ver}:join", None),  # joining a game in play
    ],
)
async def test_tampered_custom_ids_are_refused_and_change_nothing(bot, emulator, world, custom_id, values):
    game = await _demo_game(bot, emulator, world)
    mover, _ = _awaited(bot, world, game)
    controls = newest_controls(emulator, mover)
    forged_id = custom_id.format(gid=game.id, ver=game.version, next=game.version + 1)
    forged = await forge(emulator, mover, controls, forged_id, values)
    await emulator.wait_idle()
    assert forged.ephemeral, (forged_id, forged.text, forged.error)
    assert "went wrong" not in forged.text.lower(), forged.text
    await _unchanged(bot, game)
