"""Images for embeds: drawn and encoded off the event loop, kept under the upload limit.

A picture is drawn by a picture worker process when the bot runs them (`agora/pictures/workers.py`),
else on the bot's render threads; either way encoded by `agora/pictures/fitting.py`.
"""

from __future__ import annotations

import asyncio
import io
import logging
import weakref
from collections.abc import Callable, Hashable, Sequence
from concurrent.futures import ThreadPoolExecutor
from typing import Any, TypeVar

import discord

from agora import diagnostics
from agora.pictures.fitting import EncodedImage, fit_rendered
from agora.pictures.trim import draw_counted
from agora.pictures.workers import PictureWorkers

T = TypeVar("T")
log = logging.getLogger("agora.render")

DEFAULT_UPLOAD_LIMIT = 10 * 1024 * 1024  # Discord's default per-file limit (10 MiB)
RENDER_SLOTS = 2  # the machine has few cores; queue renders instead of piling up
# One semaphore per event loop: an asyncio primitive binds to the loop that first waits on it, and
# the test suite (or a restarted bot in one process) runs several loops over the module's lifetime.
_render_slots: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, asyncio.Semaphore] = (
    weakref.WeakKeyDictionary()
)
# The bot's picture worker processes: none until the bot configures them from its settings.
picture_workers = PictureWorkers()


def as_file(image: EncodedImage) -> discord.File:
    """The picture as an attachment of a message."""
    return discord.File(io.BytesIO(image.data), filename=image.filename, description=image.description)


def upload_limit(source: discord.Interaction | discord.abc.GuildChannel | discord.Guild | None) -> int:
    """The per-file upload limit: the interaction's (Discord tells us), else the guild's, else 10 MiB."""
    limit = getattr(source, "filesize_limit", None)
    if isinstance(limit, int) and limit > 0:
        return limit
    guild = getattr(source, "guild", None)
    if guild is not None:
        return upload_limit(guild)
    return DEFAULT_UPLOAD_LIMIT


_in_flight = 0  # pictures being drawn now: the sandbox waits for them before its next line
IDLE_POLL_S = 0.05  # how often a cache prepared ahead looks whether the pictures have stopped

# Every picture is drawn on these few threads, never on the default executor's: a big picture leaves
# tens of MB of freed memory in its thread's malloc arena, and with renders spread over up to six
# default threads the bot's resident memory held one such arena per thread (issue #14, defect 6).
_render_threads = ThreadPoolExecutor(max_workers=RENDER_SLOTS, thread_name_prefix="agora-render")


async def in_render_thread(draw: Callable[[], T]) -> T:
    """Run `draw` (a render, an encoding) on the render threads, off the event loop."""
    return await asyncio.get_running_loop().run_in_executor(_render_threads, draw_counted, draw)


async def prepare_pictures(step: Callable[[], Any]) -> None:
    """Build ahead a cache the pictures use (a title's base layer), where the pictures are drawn: in a
    picture worker when the bot has them, else on the render threads. Only once no picture is being
    drawn or waiting: a head start must not hold up a picture someone waits for."""
    while _in_flight:
        await asyncio.sleep(IDLE_POLL_S)
    if not await picture_workers.prepare(step):
        await in_render_thread(step)


class HeadStarts:
    """The caches a title's pictures use, each built ahead once per key (a layer, a language) for as
    long as its owner (a cog) lives. Only a head start: a failure is logged and the first picture that
    needs the cache builds it."""

    def __init__(self) -> None:
        # kept: a task nobody holds may vanish before it ends
        self._tasks: dict[Hashable, asyncio.Task[None]] = {}

    def __contains__(self, key: Hashable) -> bool:
        return key in self._tasks

    def start(self, key: Hashable, steps: Sequence[Callable[[], Any]], what: str) -> None:
        """Build `what` in the background by `steps`, one at a time (each when no picture is being
        drawn), unless it was started for `key` already."""
        if key not in self._tasks:
            self._tasks[key] = asyncio.create_task(self._prepare(steps, what))

    @staticmethod
    async def _prepare(steps: Sequence[Callable[[], Any]], what: str) -> None:
        try:
            for step in steps:
                await prepare_pictures(step)
        except Exception:
            log.exception("drawing %s in advance failed", what)


def renders_in_flight() -> int:
    return _in_flight


def _slots_for(loop: asyncio.AbstractEventLoop) -> asyncio.Semaphore:
    slots = _render_slots.get(loop)
    if slots is None:
        slots = _render_slots[loop] = asyncio.Semaphore(RENDER_SLOTS)
    return slots


async def render_image(render: Callable[[], Any], stem: str, limit: int) -> EncodedImage:
    """Draw and encode off the event loop (a worker process, else a render thread) so that the loop
    keeps answering interactions."""
    global _in_flight
    _in_flight += 1
    diagnostics.count_picture(stem)
    try:
        async with _slots_for(asyncio.get_running_loop()):
            drawn = await picture_workers.draw(render, stem, limit)
            if drawn is not None:
                return drawn
            return await in_render_thread(lambda: fit_rendered(render(), stem, limit))
    finally:
        _in_flight -= 1
