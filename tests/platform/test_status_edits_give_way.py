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

    def status_line(self, game: Any) -> str:
        return f"at version {game.version}"


def game_at(version: int) -> Any:
    return SimpleNamespace(id=7, version=version, status="active", language="en", guild_id=1, channel_id=1)


async def test_refreshes_waiting_behind_a_slow_edit_give_way_to_the_newest() -> None:
    channel, screens = SlowChannel(), DrawingScreens()
    bot = SimpleNamespace(get_partial_messageable=lambda *_a, **_k: channel)
    service = SimpleNamespace(knows_newer=lambda _game: False)  # it knows of no later version
    living = LivingTable(bot, service=service, screens=screens)  # type: ignore[arg-type]
    living.edit_gap = 0.0  # the steps' own gap is the next tests' subject
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


class MovedOnService:
    """The game service of a process that has written version `newest` since the refreshes were asked."""

    def __init__(self, newest: int) -> None:
        self.newest = newest

    def knows_newer(self, game: Any) -> bool:
        return game.version < self.newest

    async def get(self, _game_id: int) -> Any:
        return game_at(self.newest)


async def test_the_picture_of_a_version_a_late_refresh_showed_is_not_drawn_again() -> None:
    """A refresh that waited shows the game as it is when its turn comes, picture included; the refresh
    of that very version, coming after, finds its picture shown and draws nothing."""
    channel, screens = SlowChannel(), DrawingScreens()
    bot = SimpleNamespace(get_partial_messageable=lambda *_a, **_k: channel)
    service = MovedOnService(newest=10)
    living = LivingTable(bot, service=service, screens=screens)  # type: ignore[arg-type]
    living.edit_gap = 0.0  # the steps' own gap is the next tests' subject
    living._games[7] = LivingState(channel_id=1, message_id=5)

    first = asyncio.create_task(living.refresh(game_at(10), with_image=True))
    await asyncio.sleep(0.01)  # its edit is waiting for Discord
    second = asyncio.create_task(living.refresh(game_at(11), with_image=True))  # the next step...
    await asyncio.sleep(0.01)
    service.newest = 12  # ...and a move after it, written before its turn comes
    channel.gate.set()
    await asyncio.gather(first, second)
    assert screens.drawn == [10, 12]  # the step's refresh showed the game as it was then

    await living.refresh(game_at(12), with_image=True)  # version 12's own refresh, a step too
    assert screens.drawn == [10, 12]  # its picture is the one shown: not drawn again
    assert [edit["embed"].description for edit in channel.edits] == ["version 10", "version 12"]


class QuickChannel(SlowChannel):
    def __init__(self) -> None:
        super().__init__()
        self.gate.set()


async def first_step_shown(
    gap: float,
) -> tuple[LivingTable, MovedOnService, QuickChannel, DrawingScreens]:
    """A table whose status message has just shown version 10 with its picture (a step), under `gap`."""
    service, channel, screens = MovedOnService(newest=10), QuickChannel(), DrawingScreens()
    bot = SimpleNamespace(get_partial_messageable=lambda *_a, **_k: channel)
    living = LivingTable(bot, service=service, screens=screens)  # type: ignore[arg-type]
    living._games[7] = LivingState(channel_id=1, message_id=5)
    living.edit_gap = gap
    await living.refresh(game_at(10), with_image=True)
    assert screens.drawn == [10]
    return living, service, channel, screens


async def until_edited(channel: QuickChannel, count: int) -> None:
    """Until the status message has had `count` edits (the end of a gap, and the edit it makes)."""
    for _ in range(200):
        if len(channel.edits) >= count:
            return
        await asyncio.sleep(0.05)


async def test_steps_faster_than_the_gap_are_shown_together_at_its_end() -> None:
    """Three steps within a tenth of a second (bots, forced steps): the first is shown at once, the two
    others by one edit at the end of the gap, with the newest state and its picture."""
    living, service, channel, screens = await first_step_shown(gap=0.3)
    for version in (11, 12):
        service.newest = version
        await living.refresh(game_at(version), with_image=True)
    assert screens.drawn == [10] and len(channel.edits) == 1  # nothing more within the gap

    await until_edited(channel, 2)
    assert screens.drawn == [10, 12]  # version 11 was never drawn
    assert [edit["embed"].description for edit in channel.edits] == ["version 10", "version 12"]
    assert "attachments" in channel.edits[-1]  # the picture the steps wanted


async def test_a_step_within_the_gap_brings_a_later_text_edit_forward() -> None:
    """A move's text-only edit waits `edit_delay`; a step within the gap after it is not kept waiting
    that long: the edit at the end of the gap shows it, picture included."""
    living, service, channel, screens = await first_step_shown(gap=0.2)
    living.edit_delay = 3600.0
    service.newest = 11
    living.refresh_soon(game_at(11))  # a move within the step: its edit in an hour
    service.newest = 12
    await living.refresh(game_at(12), with_image=True)  # the next step, within the gap
    await until_edited(channel, 2)
    assert screens.drawn == [10, 12] and "attachments" in channel.edits[-1]


async def test_a_step_after_the_gap_is_shown_at_once() -> None:
    living, service, channel, screens = await first_step_shown(gap=0.1)
    await asyncio.sleep(0.15)
    service.newest = 11
    await living.refresh(game_at(11), with_image=True)
    assert screens.drawn == [10, 11] and len(channel.edits) == 2


async def test_a_flush_makes_the_edit_put_off_at_once() -> None:
    living, service, channel, screens = await first_step_shown(gap=3600.0)
    service.newest = 11
    await living.refresh(game_at(11), with_image=True)
    assert screens.drawn == [10]
    await living.flush_all()
    assert screens.drawn == [10, 11] and "attachments" in channel.edits[-1]


async def test_the_end_of_a_game_is_shown_at_once() -> None:
    living, _service, channel, screens = await first_step_shown(gap=3600.0)
    finished = SimpleNamespace(**{**vars(game_at(11)), "status": "finished"})
    await living.refresh(finished, with_image=True)
    assert screens.drawn == [10, 11] and channel.edits[-1]["embed"].description == "version 11"
