"""Helpers shared by the fault and security tests: start a game through the emulator, play whatever a
player's newest controls offer, and check that a stored game is whole (log, version and state agree)."""

from __future__ import annotations

import asyncio
import random
import re
from typing import Any

from agora.games import GameService
from agora.games.automatic import is_automatic
from emulator.driver import Emulator, InteractionResult, Message, User
from engine.core import SYSTEM_SEAT

CUSTOM_ID = re.compile(r"agora:(?P<gid>\d+):v(?P<ver>\d+):")


async def start_game(
    emulator: Emulator, channel: Any, creator: User, others: list[User], **opts: Any
) -> None:
    """`/game new`, everyone else clicks Join, the creator starts; waits until every DM went out."""
    created = await emulator.slash(creator, channel, "game new", **opts)
    assert created.public, created.text
    for user in others:
        joined = await public_answer(
            emulator, await emulator.click(user, emulator.channel_messages(channel)[-1], "Join")
        )
        assert joined.public, (joined.text, joined.response_type, joined.errors)
    started = await emulator.slash(creator, channel, "game start")
    assert not started.ephemeral or "started" in started.text.lower(), started.text
    await emulator.wait_idle()


async def public_answer(
    emulator: Emulator, result: InteractionResult, patience: float = 30.0
) -> InteractionResult:
    """The answer once it holds a public message, or as it stands after `patience` seconds. A click
    acknowledged by a deferred update gets its followup when the bot is done: on a loaded machine that
    can be after the emulator's one-second grace, when `click` has already returned."""
    give_up = asyncio.get_running_loop().time() + patience
    while not result.public and result.error is None and asyncio.get_running_loop().time() < give_up:
        await asyncio.sleep(0.1)
        result = emulator.result(result.interaction_id)
    return result


def versioned_controls(message: Message) -> tuple[int, int] | None:
    """(game id, version) carried by the message's game controls, if it has any."""
    for custom_id in [b.custom_id for b in message.buttons()] + [s.custom_id for s in message.selects()]:
        found = CUSTOM_ID.match(custom_id or "")
        if found and not custom_id.endswith((":hand", ":join")):
            return int(found["gid"]), int(found["ver"])
    return None


def newest_controls(emulator: Emulator, user: User) -> Message | None:
    """The user's newest DM or ephemeral message that still carries game controls."""
    found = [m for m in emulator.dms(user) + emulator.ephemerals(user) if versioned_controls(m)]
    return max(found, key=lambda m: int(m.id)) if found else None


async def play_any(emulator: Emulator, user: User, message: Message, rnd: random.Random) -> InteractionResult:
    """Click a random button or pick a random option among the message's game controls."""
    choices: list[tuple[str, str, str | None]] = []
    for button in message.buttons():
        if not (button.custom_id or "").endswith(":hand"):
            choices.append(("button", button.custom_id, None))
    for menu in message.selects():
        for _label, value in menu.options:
            choices.append(("select", menu.custom_id, value))
    kind, custom_id, value = rnd.choice(choices)
    if kind == "button":
        return await emulator.click(user, message, custom_id)
    return await emulator.select(user, message, custom_id, [value])


async def assert_game_whole(service: GameService, game_id: int) -> dict[str, Any]:
    """The log has seqs 1..n without gaps; every player action (not automatic) bumped the version once;
    replaying the log from the seed gives exactly the stored state. Returns the export."""
    data = await service.export(game_id)
    seqs = [a["seq"] for a in data["actions"]]
    assert seqs == list(range(1, len(seqs) + 1)), seqs
    game = data["game"]
    if data["state"] is not None:
        assert await service.replay_state(game_id) == data["state"]
        # The single options the platform plays for a player (agora/games/automatic.py) are written
        # with the change before them: they bump no version of their own.
        player_actions = [
            a for a in data["actions"] if a["seat"] != SYSTEM_SEAT and not is_automatic(a["action"])
        ]
        seats = len(game["seats"])
        # version: one per join, one for start, one per player action (abandon adds one more)
        extra = 1 if game["status"] == "abandoned" else 0
        assert game["version"] == seats + 1 + len(player_actions) + extra, (game["version"], seats, seqs)
    return data
