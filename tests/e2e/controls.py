"""The table's invariant, checked from what the players can see in the emulator: every seat the game
waits on holds working controls (of the current state version, or of an older one whose choices are
still the seat's), in its DMs, or (DMs closed) was told publicly where to find them (`/game hand`)."""

from __future__ import annotations

import asyncio
from typing import Any

from agora.bots.identity import is_bot
from agora.discord.images import renders_in_flight


def live_control_ids(messages: list[Any], prefix: str) -> set[str]:
    """Custom ids of enabled controls for one game version among these messages."""
    found: set[str] = set()
    for message in messages:
        if message.deleted:
            continue
        for button in message.buttons():
            if button.custom_id and button.custom_id.startswith(prefix) and not button.disabled:
                found.add(button.custom_id)
        for select in message.selects():
            if select.custom_id.startswith(prefix) and not select.disabled:
                found.add(select.custom_id)
    return found


def told_to_use_hand(emulator: Any, channel: Any, user_id: int) -> bool:
    """Told in the game's channel or in one of its threads (a game played in a thread)."""
    messages = [m for c in [channel, *emulator.threads(channel)] for m in emulator.channel_messages(c)]
    return any(f"<@{user_id}>" in m.content and "/game hand" in m.content for m in messages)


async def missing_controls(emulator: Any, bot: Any, game_id: int) -> list[str]:
    """Awaited seats without working controls (empty when the invariant holds): of the current version,
    or of an older one the Table left in place because the seat's choices have not changed since."""
    game = await bot.service.get(game_id)
    if game is None or game.status != "active":
        return []
    status = bot.service.status_of(game)
    channel = emulator.world.channels[game.channel_id]
    missing = []
    for seat in status.waiting_for:
        if not bot.service.seat_legal_actions(game, seat) or is_bot(game.user_of(seat)):
            continue  # a bot seat plays from its view: it holds no controls
        user = emulator.world.users[game.user_of(seat)]
        prefix = f"agora:{game.id}:v{bot.table.controls_version(game, seat)}:"
        if live_control_ids(emulator.dms(user), prefix):
            continue
        if not user.dms_open and told_to_use_hand(emulator, channel, user.id):
            continue
        missing.append(f"{seat} (v{game.version}, {status.phase})")
    return missing


async def bot_quiet(emulator: Any, timeout: float = 20.0) -> None:
    """The emulator idle (which, through the fixture's `still_handling`, includes none of the bot's
    interaction handlers at work) and none of its pictures still being drawn: on a slow machine a render
    outlasts the emulator's quiet window, and the move's last edit would come after the test has looked."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while True:
        await emulator.wait_idle(quiet=0.05)
        if renders_in_flight() == 0 or loop.time() > deadline:
            return
        await asyncio.sleep(0.02)


async def settle(emulator: Any, bot: Any, game_id: int, timeout: float = 20.0) -> list[str]:
    """Wait until the bot is quiet and every awaited seat holds live controls; what is still missing."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while True:
        await bot_quiet(emulator, timeout)
        missing = await missing_controls(emulator, bot, game_id)
        if not missing or loop.time() > deadline:
            return missing
        await asyncio.sleep(0.05)


async def stored_at(bot: Any, game_id: int, version: int, patience: float = 30.0) -> Any:
    """The stored game once its version reaches `version`, or as it stands after `patience` seconds.

    The bot acknowledges a click before it applies the move (Discord waits 3 s, not longer), and the
    emulator waits only a second for the edit that follows: on a loaded machine the click can return
    before the move is stored."""
    loop = asyncio.get_running_loop()
    give_up = loop.time() + patience
    while True:
        game = await bot.service.get(game_id)
        if game is None or game.version >= version or loop.time() > give_up:
            return game
        await asyncio.sleep(0.05)


async def living_message(emulator: Any, bot: Any, game_id: int) -> Any:
    """The game's status message as it stands, after any pending edit."""
    await bot_quiet(emulator)  # the move's own edit (its picture drawn) before the held ones
    await bot.table.living.flush_all()
    await bot_quiet(emulator)
    state = bot.table.living._games[game_id]
    return emulator.message(state.message_id)
