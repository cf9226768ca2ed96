"""Images for embeds: drawn and encoded off the event loop, kept under the upload limit.

PNG first; if too large, WebP; then smaller and smaller copies until it fits.
"""

from __future__ import annotations

import asyncio
import ctypes
import ctypes.util
import io
import threading
import time
import weakref
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, replace
from typing import Any, TypeVar

import discord
from PIL import Image

from agora import diagnostics

T = TypeVar("T")

DEFAULT_UPLOAD_LIMIT = 10 * 1024 * 1024  # Discord's default per-file limit (10 MiB)
RENDER_SLOTS = 2  # the machine has few cores; queue renders instead of piling up
# One semaphore per event loop: an asyncio primitive binds to the loop that first waits on it, and
# the test suite (or a restarted bot in one process) runs several loops over the module's lifetime.
_render_slots: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, asyncio.Semaphore] = (
    weakref.WeakKeyDictionary()
)


@dataclass(frozen=True)
class EncodedImage:
    filename: str
    data: bytes
    description: str | None = None  # alt text for screen readers (Discord caps it at 1024 characters)

    def to_file(self) -> discord.File:
        return discord.File(io.BytesIO(self.data), filename=self.filename, description=self.description)


def upload_limit(source: discord.Interaction | discord.abc.GuildChannel | discord.Guild | None) -> int:
    """The per-file upload limit: the interaction's (Discord tells us), else the guild's, else 10 MiB."""
    limit = getattr(source, "filesize_limit", None)
    if isinstance(limit, int) and limit > 0:
        return limit
    guild = getattr(source, "guild", None)
    if guild is not None:
        return upload_limit(guild)
    return DEFAULT_UPLOAD_LIMIT


def _encode(image: Image.Image, fmt: str) -> bytes:
    buffer = io.BytesIO()
    if fmt == "PNG":
        # zlib's default level: `optimize` saved about 8% of a small picture for three times the CPU.
        image.save(buffer, format="PNG", compress_level=6)
    else:
        image.save(buffer, format="WEBP", quality=80, method=4)
    return buffer.getvalue()


def fit_image(image: Image.Image, stem: str, limit: int) -> EncodedImage:
    """Encode under `limit` bytes: PNG, else WebP, else WebP of a smaller copy (3/4 each step)."""
    data = _encode(image, "PNG")
    if len(data) <= limit:
        return EncodedImage(f"{stem}.png", data)
    current = image
    while True:
        data = _encode(current, "WEBP")
        if len(data) <= limit or min(current.size) <= 16:
            return EncodedImage(f"{stem}.webp", data)
        width, height = current.size
        current = current.resize((max(1, width * 3 // 4), max(1, height * 3 // 4)), Image.Resampling.LANCZOS)


def fit_rendered(picture: Any, stem: str, limit: int) -> EncodedImage:
    """A Pillow image, or an already encoded picture (`.data` bytes and `.filename`, as the title
    renderers return): kept as is when under the limit, else decoded and fitted like any image."""
    if isinstance(picture, Image.Image):
        return fit_image(picture, stem, limit)
    data: bytes = picture.data
    alt = getattr(picture, "alt_text", None)
    alt = alt[:1024] if isinstance(alt, str) and alt else None
    if len(data) <= limit:
        suffix = str(picture.filename).rsplit(".", 1)[-1] if "." in str(picture.filename) else "png"
        return EncodedImage(f"{stem}.{suffix}", data, alt)
    image = Image.open(io.BytesIO(data))
    image.load()
    return replace(fit_image(image, stem, limit), description=alt)


_in_flight = 0  # pictures being drawn now: the sandbox waits for them before its next line

# Every picture is drawn on these few threads, never on the default executor's: a big picture leaves
# tens of MB of freed memory in its thread's malloc arena, and with renders spread over up to six
# default threads the bot's resident memory held one such arena per thread (issue #14, defect 6).
_render_threads = ThreadPoolExecutor(max_workers=RENDER_SLOTS, thread_name_prefix="agora-render")


def _find_malloc_trim() -> Callable[[int], int] | None:
    """glibc's `malloc_trim`, which hands freed heap pages back to the system; None elsewhere."""
    try:
        return ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6").malloc_trim  # type: ignore[no-any-return]
    except (OSError, AttributeError):
        return None


TRIM_AFTER_QUIET_S = 3.0  # no picture drawn for this long: the scratch memory goes back to the system


class QuietTrim:
    """Hands the render threads' freed heap pages back once the pictures stop, not after each one.

    A map's scratch images (a supersampled layer is ~35 MB) are freed after each picture, but glibc keeps
    the pages in the thread's arena. Trimming after every picture cost a busy bot dearly: measured on an
    Epireia map, the trim took 1 ms and the next picture 7 ms more, faulting the same pages in again. So
    the pages stay while pictures keep coming, and go back `quiet_s` after the last one."""

    def __init__(
        self,
        trim: Callable[[int], int] | None,
        quiet_s: float = TRIM_AFTER_QUIET_S,
        *,
        clock: Callable[[], float] = time.monotonic,
        later: Callable[[float, Callable[[], None]], None] | None = None,
    ) -> None:
        self._trim = trim
        self._quiet_s = quiet_s
        self._clock = clock
        self._later = later or _daemon_timer
        self._lock = threading.Lock()
        self._drawing = 0
        self._last = 0.0
        self._armed = False
        self.trims = 0

    def started(self) -> None:
        with self._lock:
            self._drawing += 1

    def finished(self) -> None:
        with self._lock:
            self._drawing -= 1
            self._last = self._clock()
            if self._trim is not None and not self._armed:
                self._armed = True
                self._later(self._quiet_s, self._fire)

    def _fire(self) -> None:
        with self._lock:
            wait = self._last + self._quiet_s - self._clock()
            if self._drawing or wait > 0:  # pictures still coming: look again when they may have stopped
                self._later(wait if wait > 0 else self._quiet_s, self._fire)
                return
            self._armed = False
        assert self._trim is not None
        self._trim(0)
        self.trims += 1


def _daemon_timer(delay: float, action: Callable[[], None]) -> None:
    timer = threading.Timer(delay, action)
    timer.daemon = True  # never holds the process at exit
    timer.start()


_quiet_trim = QuietTrim(_find_malloc_trim())


def _draw_counted(draw: Callable[[], T]) -> T:
    """`draw` on a render thread, counted so that memory is trimmed only once pictures stop."""
    _quiet_trim.started()
    try:
        return draw()
    finally:
        _quiet_trim.finished()


async def in_render_thread(draw: Callable[[], T]) -> T:
    """Run `draw` (a render, an encoding) on the render threads, off the event loop."""
    return await asyncio.get_running_loop().run_in_executor(_render_threads, _draw_counted, draw)


def renders_in_flight() -> int:
    return _in_flight


def _slots_for(loop: asyncio.AbstractEventLoop) -> asyncio.Semaphore:
    slots = _render_slots.get(loop)
    if slots is None:
        slots = _render_slots[loop] = asyncio.Semaphore(RENDER_SLOTS)
    return slots


async def render_image(render: Callable[[], Any], stem: str, limit: int) -> EncodedImage:
    """Draw and encode in a worker thread so the event loop keeps answering interactions."""
    global _in_flight
    _in_flight += 1
    diagnostics.count_picture(stem)
    try:
        async with _slots_for(asyncio.get_running_loop()):
            return await in_render_thread(lambda: fit_rendered(render(), stem, limit))
    finally:
        _in_flight -= 1
