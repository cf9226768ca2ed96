"""Substitutes, hand-overs, the creator role, concessions, draw offers and undo, through the emulator
on the real titles (Syracuse; the demo title where a die must roll on the first move). After each
story the stored state must equal the replay of the log, undo and seat records included."""

from __future__ import annotations

import json
from datetime import timedelta

from engine.core import Action
from engine.registry import get_engine
from tests.e2e.automatic_steps import AutomaticSteps, act_script
from tests.e2e.epireia_support import open_game
from tests.e2e.syracuse_support import TOTAL_VICTORY, DiscordPlayer, start_game
from tests.sandbox_run import run_sandbox


async def stored(bot, world):
    return (await bot.service.list_guild(world.guild.id, include_ended=True))[0]


async def assert_replay_exact(bot, game_id):
    game = await bot.service.get(game_id)
    assert await bot.service.replay_state(game_id) == game.state


async def export_after_concession(bot, emulator, world, user) -> dict:
    """`user` concedes, then exports the ended game; the export's state must be the log's replay."""
    await emulator.slash(user, world.channel, "game concede")
    await emulator.wait_idle()
    exported = await emulator.slash(user, world.channel, "game export")
    data = json.loads(next(a for m in exported.ephemeral for a in m.attachments).data)
    assert await bot.service.replay_state(data["game"]["id"]) == data["state"]
    return data


def first_move(bot, game, seat) -> Action:
    return bot.service.seat_legal_actions(game, seat)[0]


async def test_a_substitute_takes_over_and_the_old_players_buttons_are_refused(bot, emulator, world):
    users = await start_game(emulator, bot, world, seed=1)
    player = DiscordPlayer(emulator, bot, world, users, command_every=0)
    old_dm = emulator.dms(world.alice)[-1]
    old_button = next(b for b in old_dm.buttons() if b.custom_id and ":a" in b.custom_id)

    refused = await emulator.slash(
        world.bob, world.channel, "game substitute", seat="athens", user=world.carol
    )
    assert "creator" in refused.text  # only the creator or a server manager names a substitute
    hostile = await emulator.slash(
        world.admin, world.channel, "game substitute", seat="x" * 1000, user=world.carol
    )
    assert hostile.ephemeral and len(hostile.text) < 300  # a private refusal that does not echo the input
    assert (await stored(bot, world)).seat_of(world.alice.id) == "athens"
    result = await emulator.slash(
        world.admin, world.channel, "game substitute", seat="athens", user=world.carol
    )
    await emulator.wait_idle()
    assert not result.error and "carol" not in result.text  # mentions, not names
    game = await stored(bot, world)
    assert game.seat_of(world.carol.id) == "athens" and game.seat_of(world.alice.id) is None
    assert game.creator_id == world.carol.id  # alice created the game: the role follows her seat
    assert f"<@{world.carol.id}> now plays" in emulator.channel_messages(world.channel)[-1].text
    carol_dm = emulator.dms(world.carol)[-1]  # the seat's private content, with its controls
    assert "stratagems" in carol_dm.text.lower() and carol_dm.buttons()

    clicked = await emulator.click(world.alice, old_dm, old_button.custom_id)
    assert "no longer in this game" in clicked.text and clicked.ephemeral
    assert (await stored(bot, world)).version == game.version

    player.users["athens"] = world.carol
    await player.play("athens", first_move(bot, game, "athens"))  # carol plays from her new DM

    # carol (a French client) hands the seat on: her old controls answer in French, privately.
    carol_dm = emulator.dms(world.carol)[-1]
    carol_button = next(b for b in carol_dm.buttons() if b.custom_id and ":a" in b.custom_id)
    await emulator.slash(world.carol, world.channel, "game hand-over", user=world.alice)
    await emulator.wait_idle()
    clicked = await emulator.click(world.carol, carol_dm, carol_button.custom_id)
    assert clicked.ephemeral and "Vous ne jouez plus dans cette partie" in clicked.text
    await assert_replay_exact(bot, game.id)
    data = await export_after_concession(bot, emulator, world, world.bob)
    kinds = [a["action"]["kind"] for a in data["actions"]]
    assert kinds.count("__substitute__") == 2 and kinds[-1] == "__concede__"


async def test_creator_hand_over_and_a_creator_who_left_the_server(bot, emulator, world):
    await start_game(emulator, bot, world, seed=1)
    handed = await emulator.slash(world.alice, world.channel, "game hand-over", user=world.carol)
    await emulator.wait_idle()
    assert not handed.error
    game = await stored(bot, world)
    assert game.seat_of(world.carol.id) == "athens" and game.creator_id == world.carol.id
    assert "creator" in emulator.channel_messages(world.channel)[-1].text
    assert emulator.dms(world.carol)

    # carol leaves the server; bob, still seated, needs a creator-only action: he takes the role.
    dave = emulator.add_user("dave")
    emulator.add_member(world.guild, dave)
    world.guild.members.pop(world.carol.id)
    result = await emulator.slash(world.bob, world.channel, "game substitute", seat="athens", user=dave)
    await emulator.wait_idle()
    assert not result.error, result.text
    game = await stored(bot, world)
    assert game.creator_id == world.bob.id and game.seat_of(dave.id) == "athens"
    assert "left the server" in result.text
    await assert_replay_exact(bot, game.id)


async def test_a_lobby_whose_creator_left_is_started_by_a_seated_player(bot, emulator, world):
    await emulator.slash(world.alice, world.channel, "game new", title="syracuse", seat="athens")
    await emulator.click(world.bob, emulator.channel_messages(world.channel)[-1], "Join")
    refused = await emulator.slash(world.bob, world.channel, "game start")
    assert refused.ephemeral and "created this game" in refused.text  # alice is still here
    world.guild.members.pop(world.alice.id)
    started = await emulator.slash(world.bob, world.channel, "game start")
    await emulator.wait_idle()
    game = await stored(bot, world)
    assert game.status == "active" and game.creator_id == world.bob.id
    assert "left the server" in started.text
    await assert_replay_exact(bot, game.id)


async def test_concede_ends_the_game_with_the_opponents_win_and_is_exported(bot, emulator, world):
    await start_game(emulator, bot, world, seed=1)
    result = await emulator.slash(world.bob, world.channel, "game concede")
    await emulator.wait_idle()
    game = await stored(bot, world)
    assert game.status == "finished"
    status = bot.service.status_of(game)
    assert status.result.winners == ["athens"]
    assert "concedes" in result.text  # the command's public reply narrates it
    table = "\n".join(m.text for m in emulator.channel_messages(world.channel))  # the living status
    assert "Game over" in table and "Athens" in table and "conceded" in table
    exported = await emulator.slash(world.alice, world.channel, "game export")
    data = json.loads(next(a for m in exported.ephemeral for a in m.attachments).data)
    assert data["actions"][-1]["action"]["kind"] == "__concede__"
    assert data["status"]["result"]["kind"] == "seats.result.conceded"
    assert await bot.service.replay_state(game.id) == data["state"]


async def test_an_epireia_player_concedes_for_the_league(bot, emulator, world):
    await open_game(emulator, world, bot, 3, [world.alice, world.bob, world.carol])
    game = await stored(bot, world)
    conceding = next(s for s in game.seats if s.seat.startswith("pelo"))
    user = next(u for u in (world.alice, world.bob, world.carol) if u.id == conceding.user_id)
    result = await emulator.slash(user, world.channel, "game concede")
    await emulator.wait_idle()
    game = await stored(bot, world)
    assert game.status == "finished"
    assert bot.service.status_of(game).result.winners == ["delos1", "delos2"]
    assert "concedes" in result.text
    assert "conceded" in "\n".join(m.text for m in emulator.channel_messages(world.channel))
    refused = await emulator.slash(world.alice, world.channel, "game offer-draw")
    assert refused.ephemeral  # the game is over: nothing to offer
    await assert_replay_exact(bot, game.id)


async def test_a_refused_then_an_accepted_draw(bot, emulator, world):
    await start_game(emulator, bot, world, seed=1)
    offer = await emulator.slash(world.alice, world.channel, "game offer-draw")
    assert "offers a draw" in offer.text
    own = await emulator.click(world.alice, offer.message, "Accept the draw")
    assert own.ephemeral and "other players" in own.text  # one does not accept one's own offer
    declined = await emulator.click(world.bob, offer.message, "Decline")
    assert "declined the draw" in declined.text
    assert (await stored(bot, world)).status == "active"

    offer = await emulator.slash(world.alice, world.channel, "game offer-draw")
    real_clock = bot.service._clock
    bot.service._clock = lambda: real_clock() + timedelta(hours=25)  # the offer has lapsed
    late = await emulator.click(world.bob, offer.message, "Accept the draw")
    bot.service._clock = real_clock
    assert late.ephemeral and "expired" in late.text
    assert (await stored(bot, world)).status == "active"

    offer = await emulator.slash(world.alice, world.channel, "game offer-draw")
    await emulator.click(world.bob, offer.message, "Accept the draw")
    await emulator.wait_idle()
    game = await stored(bot, world)
    assert game.status == "finished" and bot.service.status_of(game).result.winners == []
    assert "draw agreed by the players" in "\n".join(m.text for m in emulator.channel_messages(world.channel))
    exported = await emulator.slash(world.alice, world.channel, "game export")
    data = json.loads(next(a for m in exported.ephemeral for a in m.attachments).data)
    assert data["actions"][-1]["action"]["kind"] == "__draw__"
    assert await bot.service.replay_state(game.id) == data["state"]


async def test_undo_alone_then_with_the_others_consent(bot, emulator, world):
    users = await start_game(emulator, bot, world, seed=1)
    player = DiscordPlayer(emulator, bot, world, users, command_every=0)
    start = await stored(bot, world)
    nothing = await emulator.slash(world.alice, world.channel, "game undo")
    assert nothing.ephemeral and "no action to take back" in nothing.text
    stranger = await emulator.slash(world.admin, world.channel, "game undo")
    assert stranger.ephemeral and "not a player" in stranger.text
    await player.play("athens", first_move(bot, start, "athens"))  # a pass: no die, nothing hidden
    undone = await emulator.slash(world.alice, world.channel, "game undo")
    await emulator.wait_idle()
    assert "took back their last action" in undone.text
    game = await stored(bot, world)
    assert game.state == start.state and game.version == start.version + 2
    await assert_replay_exact(bot, game.id)

    engine = get_engine("syracuse")
    await player.play("athens", first_move(bot, game, "athens"))
    after_first = (await stored(bot, world)).state
    await player.play("athens", first_move(bot, await stored(bot, world), "athens"))
    await player.play("syracuse", first_move(bot, await stored(bot, world), "syracuse"))
    asked = await emulator.slash(world.alice, world.channel, "game undo")  # bob has moved since
    assert "asks to take back" in asked.text and "2 action" in asked.text
    assert (await stored(bot, world)).state != after_first
    await emulator.click(world.bob, asked.message, "Agree to undo")
    await emulator.wait_idle()
    game = await stored(bot, world)
    assert game.state == after_first
    assert engine.status(engine.load_state(game.state)).waiting_for == ["athens"]
    assert "Every player agreed" in emulator.channel_messages(world.channel)[-1].text
    await assert_replay_exact(bot, game.id)
    data = await export_after_concession(bot, emulator, world, world.alice)
    undos = [a["action"] for a in data["actions"] if a["action"]["kind"] == "__undo__"]
    assert len(undos) == 2 and undos[1]["params"]["consent"] == ["syracuse"]


async def test_an_undo_past_two_other_players_needs_both_of_them(bot, emulator, world):
    table = await open_game(emulator, world, bot, 3, [world.alice, world.bob, world.carol])
    users = table.users  # seat -> user
    engine = get_engine("epireia")
    start = await stored(bot, world)
    for _ in range(2):  # the first two city choices: delos1, then pelo1
        game = await stored(bot, world)
        seat = engine.status(engine.load_state(game.state)).waiting_for[0]
        await bot.service.act(world.channel.id, users[seat].id, first_move(bot, game, seat))
    first = (await bot.service.export(start.id))["actions"][0]["seat"]
    asked = await emulator.slash(users[first], world.channel, "game undo")
    assert "asks to take back" in asked.text
    others = [u for s, u in users.items() if s != first]
    waiting = await emulator.click(others[0], asked.message, "Agree to undo")
    assert "waiting for the other players" in waiting.text
    assert (await stored(bot, world)).state != start.state
    await emulator.click(others[1], asked.message, "Agree to undo")
    await emulator.wait_idle()
    game = await stored(bot, world)
    assert game.state == start.state
    await assert_replay_exact(bot, game.id)


async def test_undo_after_a_die_roll_needs_consent_and_a_refusal_changes_nothing(bot, emulator, world):
    users = await start_game(emulator, bot, world, seed=TOTAL_VICTORY.seed)
    log = TOTAL_VICTORY.playout().log
    roll = next(i for i, (_, action) in enumerate(log) if action.kind == "roll_works")
    steps = AutomaticSteps()  # the platform plays single public options itself (issue 11)
    await act_script(bot, world.channel.id, users, log[:roll], steps)  # to the works phase (no die before)
    seat, action = log[roll]
    await DiscordPlayer(emulator, bot, world, users, command_every=0, automatic=steps).play(
        seat, action
    )  # a die
    rolled = await stored(bot, world)
    assert rolled.state["rng"]["draws"] > 0

    user, other = users[seat], next(u for s, u in users.items() if s != seat)
    asked = await emulator.slash(user, world.channel, "game undo")
    assert "asks to take back" in asked.text
    assert (await stored(bot, world)).state == rolled.state  # nothing taken back without consent
    refused = await emulator.click(other, asked.message, "Refuse")
    assert "refused the undo" in refused.text
    assert not refused.message.buttons()  # the request is closed: its buttons went with it
    game = await stored(bot, world)
    assert game.state == rolled.state and game.version == rolled.version
    await assert_replay_exact(bot, game.id)


def test_the_sandbox_plays_the_seats_example(tmp_path):
    """`examples/seats.txt`: undo, a declined draw, a hand-over named with `user:@carol`, a concession."""
    result = run_sandbox("examples/seats.txt", seed=1, timeout=120)
    transcript = result.stdout
    assert "@alice took back their last action." in transcript
    assert "@alice handed Athens over to @carol." in transcript
    assert "You are no longer in this game" in transcript
    assert "Game over: Syracuse (@bob) won (Athens (@carol) conceded)." in transcript
