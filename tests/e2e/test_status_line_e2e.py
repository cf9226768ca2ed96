"""The living status message says where the game is (#45 part 2): its first line names the turn, the
phase and who is awaited, with the deadline as a Discord timestamp, all game long, in both titles."""

from __future__ import annotations

import random
import re

import pytest

from tests.e2e.controls import settle
from tests.e2e.epireia_support import EpireiaTable, choose, open_game
from tests.e2e.syracuse_support import DiscordPlayer

STAMP = re.compile(r"<t:(\d+):R>")


async def _status_first_line(bot, emulator, game) -> str:  # type: ignore[no-untyped-def]
    await bot.table.living.flush_all()
    await emulator.wait_idle()
    message_id = int(await bot.service.meta_get(f"living:{game.id}"))
    status = next(
        m for m in emulator.channel_messages(emulator_channel(emulator, game)) if int(m.id) == message_id
    )
    return (status.content or "").splitlines()[0]


def emulator_channel(emulator, game):  # type: ignore[no-untyped-def]
    return next(c for c in emulator.world.channels.values() if int(c.id) == game.channel_id)


async def _check_line(bot, emulator, game, names: dict[str, str]) -> None:  # type: ignore[no-untyped-def]
    status = bot.service.status_of(game)
    line = await _status_first_line(bot, emulator, game)
    assert f"Turn {status.turn}" in line, line
    awaited = [names[seat] for seat in status.waiting_for]
    assert all(name in line for name in awaited), (line, awaited)
    stamp = STAMP.search(line)
    assert stamp is not None and int(stamp[1]) == int(game.deadline_at.timestamp()), line


async def _turns(bot, emulator, table_game, act, names, turns: int, seed: int) -> int:  # type: ignore[no-untyped-def]
    """Play random legal moves; at each new turn check the status line; how many turns were seen."""
    rnd = random.Random(seed)
    seen: set[int] = set()
    for _ in range(900):
        game = await table_game()
        status = bot.service.status_of(game)
        if status.turn is not None and status.turn >= 1 and status.turn not in seen:
            await _check_line(bot, emulator, game, names)
            seen.add(status.turn)
            if len(seen) >= turns:
                return len(seen)
        seat = status.waiting_for[0]
        await act(seat, choose(rnd, bot.service.seat_legal_actions(game, seat)))
    return len(seen)


@pytest.mark.slow
async def test_the_syracuse_status_line_follows_the_game(bot, emulator, world):
    options = "turn_hours:24,decision_minutes:10"
    await emulator.slash(
        world.alice, world.channel, "game new", title="syracuse", seat="athens", options=options
    )
    await emulator.click(world.bob, emulator.channel_messages(world.channel)[-1], "Join")
    await emulator.slash(world.alice, world.channel, "game start")
    await emulator.wait_idle()
    player = DiscordPlayer(
        emulator, bot, world, {"athens": world.alice, "syracuse": world.bob}, command_every=0
    )
    ctx = bot.table.screens.context(await player.game())
    names = {seat: ctx.name(seat) for seat in ("athens", "syracuse")}

    async def act(seat, action):  # type: ignore[no-untyped-def]
        game = await player.game()
        keys = [a.key() for a in bot.service.seat_legal_actions(game, seat)]
        if await player._by_control(player.users[seat], game, keys.index(action.key())) is None:
            await player._by_command(player.users[seat], action)
        assert not player.errors, player.errors
        await settle(emulator, bot, game.id)

    assert await _turns(bot, emulator, player.game, act, names, turns=3, seed=5) == 3


@pytest.mark.slow
async def test_the_epireia_status_line_follows_the_game(bot, emulator, world):
    table: EpireiaTable = await open_game(emulator, world, bot, 2, [world.alice, world.bob], "turn_hours:24")
    game = await table.game()
    ctx = bot.table.screens.context(game)
    names = {s.seat: ctx.name(s.seat) for s in game.seats}
    assert await _turns(bot, emulator, table.game, table.do, names, turns=3, seed=2) == 3
