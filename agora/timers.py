"""The timer service: one per bot process, driven by the database.

It sleeps until the earliest deadline or reminder of any running game (woken at once when this
process sets a new one, and re-reading at least every `poll_seconds` for timers other processes
set), then fires what is due. Firing claims the timer with a compare-and-swap in the same transaction
as its effect (agora/games/timed.py), so a timer fires exactly once however many processes share the
database, and a restart loses nothing: the next start finds the timer still due.

Why not a scheduling library: APScheduler 3.x keeps pickled jobs in its own table and its guide warns
that sharing a job store between processes runs jobs twice or misses them (its 4.x, which
coordinates processes, is still a pre-release); our timers are columns of the game row, claimed with
the game's own compare-and-swap so the effect and the claim commit together. A short loop does that.

What a firing must say (the timeout's line, the awaited players' fresh controls, a reminder) is saved
with it, in the outbox (agora/games/outbox.py): said at once by the process that fired it, and, when
that process died (or could not say it) before, by the next pass of any process, the first pass after
a restart included. Each is claimed before it is said and deleted once said: said once.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable
from functools import partial

from agora.clock import Clock
from agora.games.outbox import TIMER, Pending, say_once
from agora.games.timed import Deadlines, Firing
from agora.store.faults import report_storage_fault

log = logging.getLogger("agora.timers")

POLL_SECONDS = 30.0
MAX_ROUNDS = 500  # firings per wake-up: a chain of timeouts is bounded, a bug must not spin


class TimerService:
    def __init__(
        self,
        deadlines: Deadlines,
        clock: Clock,
        announce: Callable[[Firing], Awaitable[None]],
        *,
        poll_seconds: float = POLL_SECONDS,
    ) -> None:
        self.deadlines = deadlines
        self.clock = clock
        self.announce = announce
        self.poll_seconds = poll_seconds
        self._wake = asyncio.Event()
        self._task: asyncio.Task | None = None
        self._running = asyncio.Lock()
        self.fired_total = 0  # timers this process fired, by its loop or by run_due (tests read it)
        # Who says the outbox rows of other kinds a crash left (a bot's move: agora/bots/runner.py).
        self.sayers: dict[str, Callable[[Pending], Awaitable[None]]] = {}
        self.started_at = clock.now()  # outbox rows written before were left by an earlier run

    def wake(self) -> None:
        self._wake.set()

    async def run_due(self) -> int:
        """Fire everything due now (in this process's turn); returns how many timers fired."""
        fired = 0
        async with self._running:
            await self._say_what_is_left()
            for _ in range(MAX_ROUNDS):
                games = await self.deadlines.due(self.clock.now())
                progress = False
                for game in games:
                    try:
                        firing = await self.deadlines.fire(game)
                    except Exception as exc:  # one broken game must not stop every other game's timers
                        # A storage fault rolled it back: the timer is still due and fires once it clears.
                        if not report_storage_fault(exc, "a timer", game_id=game.id):
                            log.exception("timer failed", extra={"game_id": game.id})
                        continue
                    if firing is None:
                        continue  # another process fired it
                    fired += 1
                    self.fired_total += 1
                    progress = True
                    await self._say(firing)
                if not progress:
                    break
        return fired

    async def _say(self, firing: Firing) -> None:
        """Say a firing once: claim its outbox row, announce it, delete the row."""
        await say_once(self.deadlines.service, firing.outbox_key, lambda: self.announce(firing))

    async def _say_what_is_left(self) -> None:
        """Say what a crash (or a process that could not) left in the outbox, oldest first."""
        service = self.deadlines.service
        try:
            left = await service.outbox_left((TIMER, *self.sayers), self.started_at)
        except Exception as exc:
            if not report_storage_fault(exc, "the reading of the outbox"):
                log.exception("outbox not read")
            return
        for pending in left:
            log.info("outbox: saying what was left", extra={"game_id": pending.key.game_id})
            if pending.key.kind != TIMER:
                await say_once(service, pending.key, partial(self.sayers[pending.key.kind], pending))
                continue
            try:
                firing = await self.deadlines.left_firing(pending)
            except Exception:  # an unreadable row must not keep the others unsaid
                log.exception("outbox row unreadable", extra={"game_id": pending.key.game_id})
                firing = None
            if firing is None:  # nothing worth saying now: the row goes
                await say_once(service, pending.key, None)
            else:
                await say_once(service, pending.key, lambda firing=firing: self.announce(firing))

    async def _loop(self) -> None:
        while True:
            delay = self.poll_seconds
            try:
                fired = await self.run_due()
                due = await self.deadlines.next_due()
                if due is not None:
                    left = (due - self.clock.now()).total_seconds()
                    # Still due after a run that fired nothing: another process holds it, or it fails.
                    delay = min(self.poll_seconds, left) if left > 0 or fired else self.poll_seconds
            except Exception as exc:
                if not report_storage_fault(exc, "the timers' reading"):
                    log.exception("timer loop failed")
            self._wake.clear()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._wake.wait(), timeout=max(0.0, delay))

    def start(self) -> None:
        if self._task is None:
            self._task = asyncio.create_task(self._loop(), name="agora-timers")

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
            self._task = None
