"""Syracuse shows what the player needs (#11 part 3): a move names the counters that moved."""

from __future__ import annotations

import random
from typing import Any

from agora.presenters.syracuse_labels import counter_label
from engine.core import Action
from engine.core.playout import play
from engine.registry import get_engine
from tests.e2e.syracuse_support import LAZY_KINDS, SEATS, DiscordPlayer, start_game

MOVER_SEED = 1
EAGER_KINDS = ("step", "go", "pick", "activate")


def eager_mover(rnd: random.Random):
    """Moves whenever it can (so a group steps within the first ten actions), else does the least."""

    def choose(engine: Any, state: Any, seat: str, legal: list[Action]) -> Action:
        for kind in (*EAGER_KINDS, *LAZY_KINDS):
            options = [a for a in legal if a.kind == kind]
            if options:
                return rnd.choice(options) if kind in EAGER_KINDS else options[0]
        return legal[0]

    return choose


def to_first_step() -> tuple[list[tuple[str, Action]], dict[str, Any]]:
    """The log up to and including the first step of a group, and that step's event params."""
    engine = get_engine("syracuse")
    log = play(engine, engine.options_model(), SEATS, MOVER_SEED, eager_mover(random.Random(1))).log
    state = engine.create(engine.options_model(), SEATS, MOVER_SEED)
    for number, (seat, action) in enumerate(log):
        result = engine.apply(state, seat, action)
        state = result.state
        for event in result.events:
            if event.kind == "step":
                return log[: number + 1], dict(event.params)
    raise AssertionError("the eager mover never stepped")


async def test_a_move_names_the_counters_that_moved(bot, emulator, world):
    users = await start_game(emulator, bot, world, MOVER_SEED)
    player = DiscordPlayer(emulator, bot, world, users)
    log, step = to_first_step()
    await player.play_all(log)
    channel = "\n".join(m.text for m in emulator.channel_messages(world.channel))
    moved = [counter_label(c, "en") for c in [*step["units"], *step["leaders"]]]
    assert moved
    line = next(line for line in channel.splitlines() if " moves " in line and f"({step['cost']} MP)" in line)
    for name in moved:
        assert name in line, (name, line)
