"""Opening a timed game through the emulated Discord and moving the bot's clock."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from tests.e2e.controls import bot_quiet, settle

SEATS = {"syracuse": "athens", "epireia": "delos1"}


async def open_timed_game(emulator: Any, world: Any, bot: Any, title: str, options: str) -> Any:
    """alice creates (first seat), bob joins, alice starts; returns the started game once its awaited
    player holds their controls (on a loaded machine the first DM can come after the emulator's quiet
    window: counted then, it would pass for a reminder's)."""
    extra = "players:2," if title == "epireia" else ""
    created = await emulator.slash(
        world.alice, world.channel, "game new", title=title, seat=SEATS[title], options=extra + options
    )
    assert not created.ephemeral, created.text
    await emulator.click(world.bob, emulator.channel_messages(world.channel)[-1], "Join")
    started = await emulator.slash(world.alice, world.channel, "game start")
    assert not started.ephemeral, started.text
    game = await bot.service.get_active(world.channel.id)
    assert await settle(emulator, bot, game.id) == []
    return game


async def advance(emulator: Any, bot: Any, **delta: float) -> int:
    """Move the bot's clock and run what fell due (as the sandbox's `clock:` line does); how many
    timers fired, counting any the bot's own loop fired in the meantime."""
    before = bot.timers.fired_total
    bot.clock.advance(timedelta(**delta))
    await bot.timers.run_due()
    await bot_quiet(emulator)
    return bot.timers.fired_total - before


def posted_since(emulator: Any, channel: Any, count: int) -> list[Any]:
    return emulator.channel_messages(channel)[count:]


def awaited_user(game: Any, bot: Any, world: Any) -> Any:
    seat = bot.service.status_of(game).waiting_for[0]
    user_id = game.user_of(seat)
    return world.alice if user_id == world.alice.id else world.bob
