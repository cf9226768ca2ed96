"""Issue 44, point 2: an undo across revealed randomness needs the others' consent, and after it the game
draws from a fresh stream nobody has seen, so taking a roll back never shows what the next roll will be.
The log still replays exactly to the stored state (the fresh stream's salt is logged, never shown)."""

from __future__ import annotations

import json

from engine.core import Action
from engine.registry import get_engine
from tests.e2e.automatic_steps import AutomaticSteps, act_script
from tests.e2e.epireia_support import open_game
from tests.e2e.syracuse_support import TOTAL_VICTORY, DiscordPlayer, start_game

UNDOS = 12


async def stored(bot, world):
    return await bot.service.get_active(world.channel.id)


def rolled_dice(state: dict, seat: str, action: Action) -> list[int]:
    """The dice `action` rolls from the stored `state` (what the platform rolled when it applied it)."""
    engine = get_engine("syracuse")
    events = engine.apply(engine.load_state(state), seat, action).events
    return next(e.params["dice"] for e in events if e.kind == "works_roll")


def without_rng(state: dict) -> dict:
    return {k: v for k, v in state.items() if k != "rng"}


async def test_consented_undos_of_a_dice_roll_roll_fresh_dice_and_the_log_still_replays(bot, emulator, world):
    users = await start_game(emulator, bot, world, seed=TOTAL_VICTORY.seed)
    log = TOTAL_VICTORY.playout().log
    roll = next(i for i, (_, action) in enumerate(log) if action.kind == "roll_works")
    steps = AutomaticSteps()  # the platform plays single public options itself (issue 11)
    await act_script(bot, world.channel.id, users, log[:roll], steps)  # to the works roll (no die before)
    seat, action = log[roll]
    user, other = users[seat], next(u for s, u in users.items() if s != seat)
    player = DiscordPlayer(emulator, bot, world, users, command_every=0, automatic=steps)
    before_roll = await stored(bot, world)

    repeats, rolls = 0, []
    for round_ in range(UNDOS):
        position = await stored(bot, world)
        assert without_rng(position.state) == without_rng(before_roll.state)  # back where it was
        dice = rolled_dice(position.state, seat, action)
        await player.play(seat, action)
        rolled = await stored(bot, world)
        assert rolled.state["rng"] != position.state["rng"]  # the roll happened
        rolls.append(dice)

        asked = await emulator.slash(user, world.channel, "game undo")
        assert "asks to take back" in asked.text, asked.text
        if round_ == 0:  # without every other player's consent, nothing is taken back
            own = await emulator.click(user, asked.message, "Agree to undo")
            assert own.ephemeral and "the other players answer it" in own.text
            stranger = await emulator.click(world.carol, asked.message, "Agree to undo")
            assert stranger.ephemeral
            assert (await stored(bot, world)).state == rolled.state
        await emulator.click(other, asked.message, "Agree to undo")
        await emulator.wait_idle()
        undone = await stored(bot, world)
        assert undone.version > rolled.version
        # The next roll from the restored position: equal to the undone one only by chance.
        if rolled_dice(undone.state, seat, action) == dice:
            repeats += 1

    # n dice of a d6 are all equal by chance at most 1 time in 6: half the time would be far beyond it.
    assert repeats <= UNDOS // 2, (repeats, rolls)
    game = await stored(bot, world)
    assert await bot.service.replay_state(game.id) == game.state

    # The salts of the fresh streams are in the log (so replay is exact), never in a message.
    await emulator.slash(user, world.channel, "game concede")
    await emulator.wait_idle()
    exported = await emulator.slash(user, world.channel, "game export")
    data = json.loads(next(a for m in exported.ephemeral for a in m.attachments).data)
    assert await bot.service.replay_state(data["game"]["id"]) == data["state"]
    undos = [a["action"] for a in data["actions"] if a["action"]["kind"] == "__undo__"]
    salts = [u["params"]["salt"] for u in undos]
    assert len(undos) == UNDOS and len(set(salts)) == UNDOS
    shown = [m.text for m in emulator.channel_messages(world.channel)]
    shown += [m.text for u in (world.alice, world.bob) for m in emulator.dms(u)]
    assert not [s for s in salts if any(str(s) in text for text in shown)]


async def test_a_solo_undo_across_randomness_needs_nobody_and_draws_a_fresh_stream(bot, emulator, world):
    """Epireia solo: nobody else to ask, so the undo is taken at once (before, it waited for answers that
    could never come), and the game still goes on from a stream nobody has seen."""
    table = await open_game(emulator, world, bot, 1, [world.alice], "solo_scenario:elean_war")
    engine = get_engine("epireia")
    for _ in range(60):  # the first choices until one draws or reveals something
        game = await table.game()
        state = engine.load_state(game.state)
        seat = engine.status(state).waiting_for[0]
        action = (await table.legal(seat))[0]
        await table.do(seat, action)
        await emulator.wait_idle()
        after = await table.game()
        if engine.is_barrier(state, engine.load_state(after.state)):
            break
    else:
        raise AssertionError("no draw in the solo game's first choices")
    undone = await emulator.slash(world.alice, world.channel, "game undo")
    assert "took back their last action" in undone.text, undone.text
    await emulator.wait_idle()
    restored = await table.game()
    assert restored.state["rng"]["seed"] != game.state["rng"]["seed"]  # a fresh stream
    assert without_rng(restored.state)["phase"] == game.state["phase"]
    assert await bot.service.replay_state(restored.id) == restored.state
