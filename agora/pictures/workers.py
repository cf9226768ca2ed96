"""Pictures drawn in worker processes, beside the bot rather than inside it.

Drawn on a thread of the bot, a map shares the interpreter lock with the event loop: measured on an
Epireia map, it cost twice the CPU it costs alone (`docs/performance.md`), and the loop waited for it.
A worker process draws it on the other core. The bot sends a picture there when its drawing can be
pickled (a `functools.partial` of a module-level function, as the title presenters build them); a
closure is drawn on the bot's threads as before, and so is every picture when the workers are off
(`PICTURE_WORKERS=0`) or keep failing. A worker that dies costs nothing but a fresh pool: its picture
is drawn on the threads.
"""

from __future__ import annotations

import asyncio
import importlib
import logging
import multiprocessing
import pickle
from collections.abc import Callable, Iterable
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any

import i18n
from agora.pictures.fitting import EncodedImage, fit_rendered
from agora.pictures.trim import draw_counted
from agora.worker_processes import follow_the_bot

log = logging.getLogger("agora.pictures")

MAX_BREAKS = 3  # pools lost in a row before the bot stops trying and draws on its threads only
NOT_RUN = object()  # what a worker did not run (no pool could take it): the bot's threads do


def _warm_up(modules: tuple[str, ...]) -> None:
    """A new worker: the title renderers imported and the words loaded now, not during its first picture
    (measured: a fresh process's first Epireia map took 430 ms, most of it parsing the catalogs)."""
    follow_the_bot()
    for name in modules:
        try:
            importlib.import_module(name)
        except Exception:  # the first picture that needs it says what is wrong
            log.warning("picture module failed to import in a worker", extra={"module": name})
    i18n.preload()


def _started() -> None:
    """Nothing: submitted at start so that the workers are spawned and warmed before any picture."""


def _prepare_pickled(payload: bytes) -> None:
    (step,) = pickle.loads(payload)
    step()  # its result (a layer kept in the worker's cache) stays there


def _draw_pickled(payload: bytes) -> EncodedImage:
    render, stem, limit = pickle.loads(payload)
    return draw_counted(lambda: fit_rendered(render(), stem, limit))


def portable(*call: Any) -> bytes | None:
    """A call (a drawing and its arguments) as bytes a worker can run, or None when it cannot be pickled
    (a closure)."""
    try:
        return pickle.dumps(call, protocol=pickle.HIGHEST_PROTOCOL)
    except (pickle.PicklingError, AttributeError, TypeError):
        return None


class PictureWorkers:
    """A pool of `count` worker processes (none: every picture on the bot's threads), started at once
    and kept across bots of one process (tests, restarts), as the render threads are."""

    def __init__(self) -> None:
        self._count = 0
        self._modules: tuple[str, ...] = ()
        self._pool: ProcessPoolExecutor | None = None
        self._breaks = 0
        self.drawn = 0  # pictures the workers drew (tests, diagnostics)
        self.prepared = 0  # caches they built ahead (tests)

    @property
    def count(self) -> int:
        return self._count

    def configure(self, count: int, modules: Iterable[str] = ()) -> None:
        """Run `count` workers that import `modules` first; the same settings again change nothing."""
        modules = tuple(dict.fromkeys(modules))
        if (count, modules) == (self._count, self._modules) and (self._pool is not None or count == 0):
            return
        self.close()
        self._count, self._modules, self._breaks = count, modules, 0
        if count:
            self._start()

    def _start(self) -> ProcessPoolExecutor:
        # Spawned, not forked: the bot runs threads (render, database), and forking those is unsafe.
        context = multiprocessing.get_context("spawn")
        pool = ProcessPoolExecutor(
            max_workers=self._count, mp_context=context, initializer=_warm_up, initargs=(self._modules,)
        )
        for _ in range(self._count):
            pool.submit(_started)
        self._pool = pool
        return pool

    async def draw(self, render: Callable[[], Any], stem: str, limit: int) -> EncodedImage | None:
        """The picture drawn and fitted by a worker; None when it must be drawn on the bot's threads."""
        payload = portable(render, stem, limit) if self._count else None
        if payload is None:
            return None
        drawn = await self._submit(_draw_pickled, payload)
        if drawn is NOT_RUN:
            return None
        self.drawn += 1
        return drawn  # type: ignore[no-any-return]

    async def prepare(self, step: Callable[[], Any]) -> bool:
        """Run `step` (building a cache the pictures use) in a worker; False when the bot draws its own
        pictures, and should run it itself. With several workers, one of them gets it."""
        payload = portable(step) if self._count else None
        if payload is None:
            return False
        if await self._submit(_prepare_pickled, payload) is NOT_RUN:
            return False
        self.prepared += 1
        return True

    async def _submit(self, call: Callable[[bytes], Any], payload: bytes) -> Any:
        """`call(payload)` in a worker, or NOT_RUN when no worker could run it. What the call itself
        raises (a renderer's error) reaches the caller, as it would from the threads."""
        pool = self._pool or self._start()
        try:
            future = pool.submit(call, payload)
        except BrokenProcessPool:  # broken before this call: a fresh pool for the next one
            self._lost(pool)
            return NOT_RUN
        except RuntimeError:  # shut down meanwhile (the bot is closing): the threads still draw
            return NOT_RUN
        try:
            result = await asyncio.wrap_future(future)
        except BrokenProcessPool:  # a worker died (killed, out of memory): this one on the threads
            self._lost(pool)
            return NOT_RUN
        self._breaks = 0
        return result

    def _lost(self, pool: ProcessPoolExecutor) -> None:
        if self._pool is not pool:
            return  # another picture saw it first
        pool.shutdown(wait=False, cancel_futures=True)
        self._pool = None
        self._breaks += 1
        if self._breaks >= MAX_BREAKS:
            log.error("picture workers keep failing; drawing on the bot's threads from now on")
            self._count = 0
        else:
            log.warning("a picture worker died; starting a fresh pool")

    def close(self) -> None:
        """Stop the workers (pictures still asked for are drawn on the bot's threads)."""
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None
