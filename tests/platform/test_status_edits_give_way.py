"""The channel's status message under load: while one edit waits (for Discord's global budget), the
refreshes queued behind it give way to the newest, which shows the newest state with the picture the
others wanted. The older states are drawn and sent for nobody."""

from __future__ import annotations

import asyncio
import io
from types import SimpleNamespace
from typing import Any

import discord

from agora.discord.living import LivingState, LivingTable
from agora.presenters import EmbedSpec


class SlowChannel:
    """The channel's status message: each edit is recorded, the first one waits for `gate`."""

    def __init__(self) -> None:
        self.gate = asyncio.Event()
        self.edits: list[dict[str, Any]] = []

    def get_partial_message(self, _message_id: int) -> SlowChannel:
        return self

    async def edit(self, **edit: Any) -> Any:
        self.edits.append(edit)
        if len(self.edits) == 1:
            await self.gate.wait()
        pictures = [SimpleNamespace(filename="map.png")] if "attachments" in edit else []
        return SimpleNamespace(attachments=pictures)


class DrawingScreens:
    """The public summary of a game: each picture drawn is counted."""

    def __init__(self) -> None:
        self.drawn: list[int] = []

    async def public_payload(self, game: Any, *, lines: list[str], ping: list[int]) -> dict[str, Any]:
        self.drawn.append(game.version)
        file = discord.File(io.BytesIO(b"png"), filename="map.png")
        return {"embed": discord.Embed(description=f"version {game.version}"), "file": file}

    def summary_embed(self, game: Any) -> EmbedSpec:
        return EmbedSpec("Game", f"version {game.version}", [], None, None, None)

    def hand_view(self, _game: Any, _language: str) -> None:
        return None


def game_at(version: int) -> Any:
    return SimpleNamespace(id=7, version=version, status="active", language="en", guild_id=1, channel_id=1)


async def test_refreshes_waiting_behind_a_slow_edit_give_way_to_the_newest() -> None:
    channel, screens = SlowChannel(), DrawingScreens()
    bot = SimpleNamespace(get_partial_messageable=lambda *_a, **_k: channel)
    service = SimpleNamespace(knows_newer=lambda _game: False)  # it knows of no later version
    living = LivingTable(bot, service=service, screens=screens)  # type: ignore[arg-type]
    living._games[7] = LivingState(channel_id=1, message_id=5)

    first = asyncio.create_task(living.refresh(game_at(10), with_image=True))  # a step: a new map
    await asyncio.sleep(0.01)  # its edit is waiting for Discord
    second = asyncio.create_task(living.refresh(game_at(11), with_image=True))  # the next step
    await asyncio.sleep(0.01)
    third = asyncio.create_task(living.refresh(game_at(12), with_image=False))  # a move within it
    await asyncio.sleep(0.01)
    channel.gate.set()
    await asyncio.gather(first, second, third)

    assert screens.drawn == [10, 12]  # version 11 was never drawn: 12 came before its turn
    assert len(channel.edits) == 2
    last = channel.edits[-1]
    assert last["embed"].description == "version 12" and "attachments" in last  # with the owed map
