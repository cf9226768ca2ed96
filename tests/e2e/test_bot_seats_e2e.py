"""Bot seats through the emulator: `/game bot` in the lobby, games played to the end against bots, and
a bot taking over a seat in the middle of a game (`agora.bots.control.hand_to_bot`).

The human players act through their real controls (DM buttons and selects, else the title's commands);
the bots play through the runner (process pool, `GameService.act`), at the easy level and without the
pause between steps, to keep the tests affordable.
"""

from __future__ import annotations

import asyncio
import random

import pytest

from agora.bots.control import give_back, hand_to_bot
from agora.bots.identity import is_bot
from engine.core import Action
from tests.e2e.controls import settle
from tests.e2e.epireia_support import EpireiaTable, choose
from tests.e2e.syracuse_support import DiscordPlayer, lazy_chooser


async def _settled(bot, emulator) -> None:  # type: ignore[no-untyped-def]
    await bot.bots.idle()
    await emulator.wait_idle(quiet=0.05)


async def _game(bot, game_id):  # type: ignore[no-untyped-def]
    return await bot.service.get(game_id)


def _human_awaited(bot, game) -> list[str]:  # type: ignore[no-untyped-def]
    status = bot.service.status_of(game)
    return [s for s in status.waiting_for if not is_bot(game.user_of(s))]


async def _syracuse_move(player: DiscordPlayer, game, seat: str, action: Action) -> None:  # type: ignore[no-untyped-def]
    user = player.users[seat]
    keys = [a.key() for a in player.bot.service.seat_legal_actions(game, seat)]
    if not await player._by_control(user, game, keys.index(action.key())):
        await player._by_command(user, action)
    assert not player.errors, player.errors
    assert not await settle(player.emulator, player.bot, game.id)  # every person holds live controls


async def _bot_turns_happen(bot, emulator, game_id, rounds: int = 400):  # type: ignore[no-untyped-def]
    """Wait until the game waits on a person again (or ends); fails if the bots never move."""
    for _ in range(rounds):
        await _settled(bot, emulator)
        game = await _game(bot, game_id)
        if game.status != "active" or _human_awaited(bot, game):
            return game
        await asyncio.sleep(0.05)
    raise AssertionError("the game waits on a bot that does not play")


@pytest.mark.slow
@pytest.mark.parametrize("human_seat", ["athens", "syracuse"])
async def test_a_syracuse_game_against_the_bot_to_the_end(emulator, bot, world, human_seat):
    bot.bots.pause = 0
    bot_seat = "syracuse" if human_seat == "athens" else "athens"
    await emulator.slash(world.alice, world.channel, "game new", title="syracuse", seat=human_seat)
    result = await emulator.slash(world.alice, world.channel, "game bot", seat=bot_seat, level="easy")
    assert not result.error, result.error
    assert "🤖 Bot (easy)" in emulator.channel_messages(world.channel)[-1].text
    await emulator.slash(world.alice, world.channel, "game start")
    game = await bot.service.get_active(world.channel.id)
    player = DiscordPlayer(emulator, bot, world, {human_seat: world.alice}, command_every=0)
    chooser = lazy_chooser(random.Random(3), activity=0.3)
    human_moves = 0
    while True:
        game = await _bot_turns_happen(bot, emulator, game.id)
        if game.status != "active":
            break
        seat = _human_awaited(bot, game)[0]
        legal = bot.service.seat_legal_actions(game, seat)
        await _syracuse_move(player, game, seat, chooser(None, None, seat, legal))
        human_moves += 1
    assert game.status == "finished"
    status = bot.service.status_of(game)
    assert status.finished and status.result is not None
    export = await bot.service.export(game.id)
    bot_moves = [a for a in export["actions"] if a["seat"] == bot_seat]
    assert bot_moves and all(is_bot(a["user_id"]) for a in bot_moves)  # logged like a person's moves
    assert human_moves > 0
    assert await bot.service.replay_state(game.id) == game.state  # replayable from the log
    mentioning = [m.text for m in emulator.world.messages.values() if "<@-" in m.text]
    assert not mentioning, mentioning[:3]  # the bot seat is named, never mentioned (issue #44)


@pytest.mark.slow
async def test_three_bots_and_a_person_play_epireia_to_the_end_of_the_great_battle(emulator, bot, world):
    bot.bots.pause = 0
    await emulator.slash(world.alice, world.channel, "game new", title="epireia", options="players:4")
    game = await bot.service.get_active(world.channel.id)
    human_seat = game.seat_of(world.alice.id)
    for seat in ("delos1", "delos2", "pelo1", "pelo2"):
        if seat != human_seat:
            result = await emulator.slash(world.alice, world.channel, "game bot", seat=seat, level="easy")
            assert not result.error, result.error
    await emulator.slash(world.alice, world.channel, "game start")
    table = EpireiaTable(emulator, bot, world.channel, {human_seat: world.alice})
    rnd = random.Random(4)
    while True:
        game = await _bot_turns_happen(bot, emulator, game.id)
        if game.status != "active":
            break
        seat = _human_awaited(bot, game)[0]
        await table.do(seat, choose(rnd, bot.service.seat_legal_actions(game, seat)))
    assert game.status == "finished"
    state = game.state
    assert state["battle"] is not None and state["battle"]["stage"] == "done"  # the Great Battle was fought
    export = await bot.service.export(game.id)
    seats_by_bots = {a["seat"] for a in export["actions"] if is_bot(a["user_id"])}
    assert seats_by_bots == {"delos1", "delos2", "pelo1", "pelo2"} - {human_seat}
    text = "\n".join(m.text for m in emulator.channel_messages(world.channel))
    assert "🤖 Bot (easy)" in text  # named as bots in the feed
    # The person's league thread follows the bot partner's planning like a person's commands: after the
    # bot's run of moves the league's plan is posted there again (the first post opens the room, when
    # no token is placed yet), and it lists the bot's tokens.
    league = state["players"][human_seat]["league"]
    partner = next(s for s, p in state["players"].items() if p["league"] == league and s != human_seat)
    room = next(th for th in emulator.threads(world.channel) if world.alice.id in th.thread_member_ids)
    posts = [m.text for m in emulator.channel_messages(room)]
    placed = [a for a in export["actions"] if a["seat"] == partner and a["action"]["kind"] == "place"]
    assert placed and len(posts) >= 2, posts
    assert "—" not in posts[-1].splitlines()[1], posts[-1]  # the placement line names tokens


async def test_a_bot_takes_over_a_seat_in_the_middle_of_a_game_and_gives_it_back(emulator, bot, world):
    bot.bots.pause = 0
    await emulator.slash(world.alice, world.channel, "game new", title="syracuse", seat="athens")
    await emulator.click(world.bob, emulator.channel_messages(world.channel)[-1], "Join")
    await emulator.slash(world.alice, world.channel, "game start")
    await emulator.wait_idle()
    game = await bot.service.get_active(world.channel.id)
    player = DiscordPlayer(
        emulator, bot, world, {"athens": world.alice, "syracuse": world.bob}, command_every=0
    )
    chooser = lazy_chooser(random.Random(1), activity=0.5)
    while "syracuse" not in bot.service.status_of(game).waiting_for:  # play until Syracuse must act
        seat = bot.service.status_of(game).waiting_for[0]
        await _syracuse_move(
            player, game, seat, chooser(None, None, seat, bot.service.seat_legal_actions(game, seat))
        )
        game = await _game(bot, game.id)
    version = game.version
    bob_dms = len(emulator.dms(world.bob))

    game = await hand_to_bot(bot.service, world.channel.id, "syracuse", "easy")
    assert is_bot(game.user_of("syracuse")) and game.seat_of(world.bob.id) is None
    bot.bots.poke(game)
    game = await _bot_turns_happen(bot, emulator, game.id)
    assert game.version > version  # the bot played the seat
    assert "syracuse" not in _human_awaited(bot, game)
    export = await bot.service.export(game.id)
    assert any(is_bot(a["user_id"]) and a["seat"] == "syracuse" for a in export["actions"])
    assert len(emulator.dms(world.bob)) == bob_dms  # nobody is DMed for the bot's seat

    game = await give_back(bot.service, world.channel.id, "syracuse", world.bob.id)
    assert game.user_of("syracuse") == world.bob.id
    assert not game.timing["autopilot"]  # given back: the bot keeps the seat for nobody
    assert await bot.service.replay_state(game.id) == game.state


async def test_after_a_restart_the_bot_plays_the_seat_it_was_waited_on_for(emulator, bot_runner, world):
    bot = await bot_runner.start()
    await emulator.slash(world.alice, world.channel, "game new", title="syracuse", seat="athens")
    await emulator.click(world.bob, emulator.channel_messages(world.channel)[-1], "Join")
    await emulator.slash(world.alice, world.channel, "game start")
    await emulator.wait_idle()
    game = await bot.service.get_active(world.channel.id)
    player = DiscordPlayer(
        emulator, bot, world, {"athens": world.alice, "syracuse": world.bob}, command_every=0
    )
    chooser = lazy_chooser(random.Random(1), activity=0.5)
    while "syracuse" not in bot.service.status_of(game).waiting_for:
        seat = bot.service.status_of(game).waiting_for[0]
        await _syracuse_move(
            player, game, seat, chooser(None, None, seat, bot.service.seat_legal_actions(game, seat))
        )
        game = await _game(bot, game.id)
    game = await hand_to_bot(bot.service, world.channel.id, "syracuse", "easy")  # nobody pokes the runner
    version = game.version
    bot = await bot_runner.restart()  # as a new process would: it finds the game waiting on its bot
    bot.bots.pause = 0
    game = await _bot_turns_happen(bot, emulator, game.id)
    assert game.version > version


async def test_bot_seats_in_the_lobby_refusals_are_private_and_change_nothing(emulator, bot, world):
    from i18n import t

    await emulator.slash(world.alice, world.channel, "game new", title="syracuse", seat="athens")
    await emulator.click(world.carol, emulator.channel_messages(world.channel)[-1], "Join")
    cases = [
        (world.carol, {"seat": "syracuse"}, "games.error.not_creator", {}),  # only the creator seats bots
        (world.alice, {"seat": "athens"}, "games.error.seat_taken", {"seat": "athens"}),
        (world.alice, {"seat": "nowhere" * 20}, "games.error.unknown_seat", {"seat": ("nowhere" * 20)[:32]}),
        (world.alice, {"seat": "athens", "remove": True}, "robot.error.no_bot_there", {"seat": "athens"}),
    ]
    before = await bot.service.get_active(world.channel.id)
    for user, options, key, params in cases:
        result = await emulator.slash(user, world.channel, "game bot", **options)
        lang = "fr" if user is world.carol else "en"
        assert result.ephemeral and not result.public, key
        assert result.text == t(key, lang, **params)
    after = await bot.service.get_active(world.channel.id)
    assert after.seats == before.seats and after.version == before.version


async def test_a_player_hands_their_seat_to_the_bot_and_takes_it_back_by_acting(emulator, bot, world):
    """#12 part 4: a seat in play can be handed to the bot player (`/game bot seat:` by its player, the
    creator or a server manager, never by another player); its player's next /game hand takes it back."""
    bot.bots.pause = 0
    await emulator.slash(world.alice, world.channel, "game new", title="syracuse", seat="athens")
    await emulator.click(world.bob, emulator.channel_messages(world.channel)[-1], "Join")
    await emulator.slash(world.alice, world.channel, "game start")
    await emulator.wait_idle()
    game = await bot.service.get_active(world.channel.id)

    refused = await emulator.slash(world.bob, world.channel, "game bot", seat="athens")
    assert refused.ephemeral and "Only the seat's player" in refused.text
    assert (await _game(bot, game.id)).user_of("athens") == world.alice.id  # nothing changed

    handed = await emulator.slash(world.bob, world.channel, "game bot", seat="syracuse", level="easy")
    assert not handed.ephemeral and "until they act again" in handed.text
    await bot.bots.idle()
    game = await _bot_turns_happen(bot, emulator, game.id)
    assert is_bot(game.user_of("syracuse")) and game.timing["autopilot"] == {"syracuse": world.bob.id}

    back = await emulator.slash(world.bob, world.channel, "game hand")
    assert back.ephemeral and not back.error
    await bot.bots.idle()
    await emulator.wait_idle()
    game = await _game(bot, game.id)
    assert game.user_of("syracuse") == world.bob.id
    assert await bot.service.replay_state(game.id) == game.state
