"""Freed picture memory handed back to the system once the pictures stop, not after each one.

Used wherever pictures are drawn: the bot's render threads, and each picture worker process."""

from __future__ import annotations

import ctypes
import ctypes.util
import threading
import time
from collections.abc import Callable
from typing import TypeVar

T = TypeVar("T")


def _find_malloc_trim() -> Callable[[int], int] | None:
    """glibc's `malloc_trim`, which hands freed heap pages back to the system; None elsewhere."""
    try:
        return ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6").malloc_trim  # type: ignore[no-any-return]
    except (OSError, AttributeError):
        return None


TRIM_AFTER_QUIET_S = 3.0  # no picture drawn for this long: the scratch memory goes back to the system


class QuietTrim:
    """Hands freed picture memory (render threads', a worker's) back once the pictures stop, not each time.

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


def draw_counted(draw: Callable[[], T]) -> T:
    """`draw`, counted so that memory is trimmed only once pictures stop."""
    _quiet_trim.started()
    try:
        return draw()
    finally:
        _quiet_trim.finished()
