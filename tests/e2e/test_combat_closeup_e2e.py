"""After a combat the living table shows a close-up of the zone fought over (issues 10 part 2, 11 part 6),
drawn from the public view, through the real bot and the emulator."""

from __future__ import annotations

import random

import pytest

from engine.core import Action
from engine.registry import get_engine
from tests.e2e.automatic_steps import AutomaticSteps, act_script, forced_in
from tests.e2e.controls import living_message
from tests.e2e.syracuse_support import SEATS, DiscordPlayer, public_leaks, start_game

SEED = 5
EAGER = ("fight", "assault", "camp_assault")


def actions_to_a_combat(seed: int) -> tuple[list[tuple[str, Action]], str] | None:
    """Actions of a game that seeks combat (activate, fight), up to and including the first combat's end
    (None if the game ends first)."""
    engine = get_engine("syracuse")
    state = engine.create(engine.options_model(), SEATS, seed)
    rnd = random.Random(seed)
    log: list[tuple[str, Action]] = []
    for _ in range(3000):
        status = engine.status(state)
        if status.finished:
            return None
        seat = status.waiting_for[0]
        legal = engine.legal_actions(state, seat)
        eager = [a for a in legal if a.kind in EAGER]
        active = [a for a in legal if a.kind == "activate"]
        if eager:
            action = rnd.choice(eager)
        elif active and rnd.random() < 0.8:
            action = rnd.choice(active)
        else:
            action = rnd.choice(legal)
        result = engine.apply(state, seat, action)
        state = result.state
        log.append((seat, action))
        zones = [e.params["zone"] for e in result.events if e.kind == "combat_result"]
        if zones:
            return log, zones[0]
    return None


def first_combat(seeds: range) -> tuple[int, list[tuple[str, Action]], str]:
    """The first seed whose eager game reaches a combat (the rules change what dice each seed throws)."""
    for seed in seeds:
        found = actions_to_a_combat(seed)
        if found is not None:
            return seed, *found
    raise AssertionError("no combat in these games")


@pytest.mark.slow  # about 25 s: some 800 actions to the first combat
async def test_a_combat_puts_its_closeup_on_the_living_table(bot, emulator, world):
    seed, log, zone = first_combat(range(SEED, SEED + 20))
    users = await start_game(emulator, bot, world, seed=seed)
    steps = AutomaticSteps()  # the platform plays single public options itself (issue 11)
    last = max(i for i, forced in enumerate(forced_in(log, seed)) if not forced)  # the last real decision
    await act_script(bot, world.channel.id, users, log[:last], steps)  # straight through the service
    await DiscordPlayer(emulator, bot, world, users, command_every=0, automatic=steps).play(*log[last])
    game = await bot.service.get_active(world.channel.id)
    status = await living_message(emulator, bot, game.id)
    names = [a.filename for a in status.attachments]
    assert any(name.startswith(f"syracuse-closeup-{zone}") for name in names), names
    description = " ".join(a.description or "" for a in status.attachments)
    assert f"Close-up: {zone}" in description
    # no stratagem in hand reached the channel (those played in the moves applied through the service, which
    # posted nothing, are public all the same)
    played = {f"S{action.params['face']}" for _, action in log[:last] if action.kind == "play"}
    assert public_leaks(emulator, world, played_before=played) == []
