"""Issue #44, point 7: bot seats are players. A request (draw offer, undo) reaches a bot seat like anyone,
and the bot answers at once by its stated policy (agora/bots/answers.py, docs/bots.md); a bot seat is
named, never mentioned (no message holds `<@-`); a seat the bot played to the end for an absent person
(`timeout:bot`) is still credited to that person, whose old controls are closed; two bot leagues get no
battle-plan thread. Through the emulator, every message the bot sent scanned at the end."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from agora.bots.answers import accepts_draw, win_chance
from agora.bots.identity import display, is_bot
from agora.games.history import crosses_randomness, plan_undo
from agora.games.seats import SeatService
from engine.registry import get_engine
from i18n import t
from tests.deadlines.support import advance, open_timed_game
from tests.e2e.epireia_support import choose
from tests.e2e.syracuse_support import DiscordPlayer
from tests.e2e.test_bot_seats_e2e import _bot_turns_happen, _human_awaited, _syracuse_move


def assert_no_bot_mention(emulator) -> None:  # type: ignore[no-untyped-def]
    """No message of the bot (channel, thread, DM, ephemeral) mentions a bot seat."""
    found = [m.text for m in emulator.world.messages.values() if "<@-" in m.text]
    assert not found, found[:3]


async def _against_the_bot(emulator, bot, world, human: str = "athens"):  # type: ignore[no-untyped-def]
    """alice against an easy bot, started; the bot plays without pauses."""
    bot.bots.pause = 0
    bot.set_seed(2)
    other = "syracuse" if human == "athens" else "athens"
    await emulator.slash(world.alice, world.channel, "game new", title="syracuse", seat=human)
    seated = await emulator.slash(world.alice, world.channel, "game bot", seat=other, level="easy")
    assert not seated.error, seated.error
    await emulator.slash(world.alice, world.channel, "game start")
    game = await bot.service.get_active(world.channel.id)
    return await _bot_turns_happen(bot, emulator, game.id)


@pytest.mark.parametrize(("human", "bot_losing"), [("athens", True), ("syracuse", False)])
async def test_a_bot_answers_a_draw_offer_at_once_by_its_evaluation(emulator, bot, world, human, bot_losing):
    """At the start the evaluation gives Athens the better chances (docs/bots.md): the Syracusan bot
    accepts a draw, the Athenian bot declines it (and declines again: each offer is answered)."""
    game = await _against_the_bot(emulator, bot, world, human)
    bot_seat = "syracuse" if human == "athens" else "athens"
    name = display(game.user_of(bot_seat), "en")
    engine = bot.service.engine_for(game)
    for _ in range(2):  # answered: the next offer is not refused as a repeat
        game = await _bot_turns_happen(bot, emulator, game.id)
        chance = win_chance(engine, engine.load_state_json(game.state_json), bot_seat)
        assert accepts_draw(chance) == bot_losing, chance
        offer = await emulator.slash(world.alice, world.channel, "game offer-draw")
        await emulator.wait_idle()
        assert offer.public and not offer.ephemeral and not offer.message.buttons(), offer.text
        assert set(offer.message.pinged_user_ids) <= {world.alice.id}, offer.text  # the end's ping at most
        if bot_losing:
            assert t("seats.draw_agreed", "en", mention=name) in offer.text
            ended = await bot.service.get(game.id)
            assert ended.status == "finished" and bot.service.status_of(ended).result.winners == []
            break
        assert t("seats.draw_refused", "en", mention=name) in offer.text
        assert (await bot.service.get(game.id)).status == "active"
    assert_no_bot_mention(emulator)


async def test_a_bot_answers_an_undo_request_at_once(emulator, bot, world):
    game = await _against_the_bot(emulator, bot, world)
    player = DiscordPlayer(emulator, bot, world, {"athens": world.alice}, command_every=0)
    rnd = random.Random(5)
    for _ in range(30):  # alice acts until the bot has acted after her: her undo then needs its consent
        seat = _human_awaited(bot, game)[0]
        legal = bot.service.seat_legal_actions(game, seat)
        await _syracuse_move(player, game, seat, rnd.choice(legal))
        game = await _bot_turns_happen(bot, emulator, game.id)
        actions = (await bot.service.export(game.id))["actions"]
        if actions and is_bot(actions[-1]["user_id"]) and game.status == "active":
            break
    before = await bot.service.get(game.id)
    # the stated policy (docs/bots.md): the bot agrees exactly when the undo takes back no revealed randomness
    _, folded, _ = await SeatService(bot.service)._history_of(game.id)
    engine = bot.service.engine_for(before)
    plan = plan_undo(engine, folded, "athens")
    assert plan is not None and plan.needs_consent
    bot_agrees = not crosses_randomness(engine, folded, plan.seq)
    asked = await emulator.slash(world.alice, world.channel, "game undo")
    await emulator.wait_idle()
    assert asked.public and not asked.message.buttons(), asked.text  # nobody left to ask
    assert set(asked.message.pinged_user_ids) <= {world.alice.id}, asked.text  # her move again, at most
    name = display(game.user_of("syracuse"), "en")
    after = await bot.service.get(game.id)
    if not bot_agrees:  # it crossed randomness: refused, nothing taken back
        assert t("fair_table.bot_refuses_undo", "en", bot=name) in asked.text, asked.text
        assert after.state == before.state and after.version == before.version
    else:  # it crossed none: the bot agreed and the actions are taken back
        assert t("seats.undo_agreed", "en", mention=world.alice.mention) in asked.text
        assert after.state != before.state
    again = await emulator.slash(world.alice, world.channel, "game undo")  # answered: not a repeat
    assert t("fair_table.error.own_pending.undo", "en") not in again.text
    assert_no_bot_mention(emulator)


async def test_a_seat_the_bot_played_to_the_end_credits_its_person_and_closes_their_controls(
    emulator, bot, world
):
    bot.bots.pause = 0
    game = await open_timed_game(emulator, world, bot, "syracuse", "turn_hours:2,timeout:bot,reminders:none")
    seat = bot.service.status_of(game).waiting_for[0]
    person = world.alice if game.user_of(seat) == world.alice.id else world.bob
    other = world.bob if person is world.alice else world.alice
    assert any(m.buttons() for m in emulator.dms(person)[-1:])  # the absent player's controls
    assert await advance(emulator, bot, hours=2) == 1  # the deadline passes: the bot takes the seat
    await bot.bots.idle()
    await emulator.wait_idle()
    taken = await bot.service.get(game.id)
    assert is_bot(taken.user_of(seat))
    conceded = await emulator.slash(other, world.channel, "game concede")  # the bot's seat wins
    assert not conceded.error, conceded.text
    await bot.bots.idle()
    await emulator.wait_idle()
    ended = await bot.service.get(game.id)
    assert ended.status == "finished" and bot.service.status_of(ended).result.winners == [seat]
    credit = t(
        "fair_table.autopilot_name",
        "en",
        seat=bot.table.screens.seat_label(ended, seat, "en"),
        player=person.mention,
        bot=display(ended.user_of(seat), "en"),
        missed=1,
    )
    assert "played by 🤖 Bot (normal) after 1 timeout" in credit
    table = "\n".join(m.text for m in emulator.channel_messages(world.channel))
    assert credit in table  # the result names the person's seat, and says the bot played it
    last = emulator.dms(person)[-1]
    assert not last.buttons() and not last.components, last.text  # their controls are closed
    assert_no_bot_mention(emulator)


async def test_two_bot_leagues_get_no_battle_plan_thread(emulator, bot, world):
    await emulator.slash(world.alice, world.channel, "game new", title="epireia", options="players:4")
    lobby = await bot.service.get_active(world.channel.id)
    mine = lobby.seat_of(world.alice.id)
    for seat in ("delos1", "delos2", "pelo1", "pelo2"):
        if seat != mine:
            await emulator.slash(world.alice, world.channel, "game bot", seat=seat, level="easy")
    lobby = await bot.service.get_active(world.channel.id)
    # The same game at the Great Battle's planning, reached by the engine (seeded choices), as the cog's
    # listener sees it after any announced change.
    engine = get_engine("epireia")
    options = engine.parse_options({"players": 4})
    order = [spec.id for spec in engine.seat_specs(options)]
    state, rnd = engine.create(options, order, 4), random.Random(4)
    while (engine.dump_state(state).get("battle") or {}).get("stage") != "plan":
        seat = engine.status(state).waiting_for[0]
        state = engine.apply(state, seat, choose(rnd, engine.legal_actions(state, seat))).state
    planning = replace(lobby, status="active", state_json=engine.dump_state_json(state))
    leagues = {s: p["league"] for s, p in engine.dump_state(state)["players"].items()}
    bot_league = next(lg for lg in leagues.values() if lg != leagues[mine])
    assert all(is_bot(planning.user_of(s)) for s in leagues if leagues[s] == bot_league)

    await bot.get_cog("Epireia").on_game_announced(planning)
    await emulator.wait_idle()
    threads = emulator.threads(world.channel)
    assert len(threads) == 1  # alice's league (alice and a bot partner) plans in its room...
    assert world.alice.id in threads[0].thread_member_ids  # ...the two bots' league gets none
    assert_no_bot_mention(emulator)
