"""Through the real bot and the emulator (issue 11): a single public option is played for the player and
said in the channel, never asked; and a group's completed move puts a close-up of the zones it left and
entered on the living table, in the edit the step makes anyway."""

from __future__ import annotations

import random

from engine.core import Action
from engine.core.playout import play
from engine.registry import get_engine
from tests.e2e.automatic_steps import log_rows_after
from tests.e2e.controls import living_message
from tests.e2e.syracuse_support import SEATS, DiscordPlayer, public_leaks, start_game
from tests.e2e.test_needs_syracuse_e2e import MOVER_SEED, eager_mover


def to_completed_move(count: int = 1) -> tuple[list[tuple[str, Action]], str, str]:
    """The eager mover's log up to the end of the `count`-th move of a group that left its zone, with the
    zone the group set out from and the zone it stopped in."""
    engine = get_engine("syracuse")
    log = play(engine, engine.options_model(), SEATS, MOVER_SEED, eager_mover(random.Random(1))).log
    state = engine.create(engine.options_model(), SEATS, MOVER_SEED)
    origin = None
    for number, (seat, action) in enumerate(log):
        result = engine.apply(state, seat, action)
        state = result.state
        for event in result.events:
            if event.kind == "step" and origin is None:
                origin = event.params["frm"]
            elif event.kind == "group_stops" and origin is not None:
                count -= 1
                if not count:
                    return log[: number + 1], origin, event.params["zone"]
                origin = None
    raise AssertionError("the eager mover never completed a move")


async def test_a_single_public_option_is_played_for_the_player_and_said_in_the_channel(bot, emulator, world):
    users = await start_game(emulator, bot, world, MOVER_SEED)
    player = DiscordPlayer(emulator, bot, world, users, command_every=1)  # each reply posts the feed
    log, _origin, _end = to_completed_move()
    await player.play_all(log)
    game = await bot.service.get_active(world.channel.id)
    automatic = [r for r in await log_rows_after(bot.service, game.id, 0) if r.action.get("automatic")]
    assert automatic and player.automatic.skipped == len(automatic)  # never asked: the script skipped them
    channel = "\n".join(m.text for m in emulator.channel_messages(world.channel))
    assert "Athens (<@" in channel and "): only possible choice: Stop here — done for you." in channel
    assert public_leaks(emulator, world) == []


async def test_a_completed_move_puts_its_closeup_on_the_living_table(bot, emulator, world):
    users = await start_game(emulator, bot, world, MOVER_SEED)
    player = DiscordPlayer(emulator, bot, world, users, command_every=0)
    # The second move (T24 to T20): the first showed the turn's new map, which a close-up never replaces.
    log, origin, end = to_completed_move(2)
    await player.play_all(log)
    game = await bot.service.get_active(world.channel.id)
    status = await living_message(emulator, bot, game.id)
    names = [a.filename for a in status.attachments]
    assert any(name.startswith(f"syracuse-closeup-{origin}") for name in names), (origin, end, names)
    description = " ".join(a.description or "" for a in status.attachments)
    assert f"Close-up: {', '.join(sorted([origin, end]))}" in description, description
    assert public_leaks(emulator, world) == []
