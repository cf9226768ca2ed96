"""Keep the bot's REST calls under Discord's global limit (50 requests per second per token) by pacing
them here, rather than sending them and meeting 429s, and let a player's controls go first.

Reacting to 429s, as discord.py does, is not enough under load: with players on 50 tables, every request
in flight when the limit is met gets its 429, and each retry is one more request (a Syracuse benchmark at
50 games made 2.4 refused requests for every move it played). Discord also bans, for an hour, a token
that makes too many invalid requests (10,000 in 10 minutes, 429s included). Interaction callbacks and
their webhook follow-ups are not counted by Discord, so they are never held here: a click is always
answered at once.

aiolimiter's leaky bucket holds the rest: `burst` calls go at once, then `per_second - burst` a second,
so no one-second window ever holds more than `per_second` (a full bucket plus one second of leak).
Several processes on one token share Discord's 50: give each its share (`DISCORD_REQUESTS_PER_SECOND`).
discord.py's own handling of a 429 stays as the fallback.

When more is asked than the budget allows, what waits is what matters least: a call made inside
`urgent()` (the DM that gives the awaited player their controls) goes before every other call still
waiting (feed posts, status edits, quiet edits of seats nobody awaits). Only one ordinary call at a time
waits inside the bucket, so an urgent one never queues behind more than that one.
"""

from __future__ import annotations

import asyncio
import contextvars
import time
from collections.abc import Awaitable, Callable, Iterator
from contextlib import contextmanager
from typing import Any

from aiolimiter import AsyncLimiter
from discord.http import HTTPClient, Route

NOT_COUNTED = ("/interactions/", "/webhooks/")  # Discord's global limit does not count these
BURST = 8

_urgent: contextvars.ContextVar[bool] = contextvars.ContextVar("agora_urgent_request", default=False)
# Inside `release_times()`: the moments the budget let this task's counted calls go.
_released: contextvars.ContextVar[list[float] | None] = contextvars.ContextVar("agora_released", default=None)


@contextmanager
def urgent() -> Iterator[None]:
    """The REST calls made inside (in this task) go before ordinary ones when calls have to wait."""
    token = _urgent.set(True)
    try:
        yield
    finally:
        _urgent.reset(token)


def counted_by_global_limit(route: Route) -> bool:
    return not route.path.startswith(NOT_COUNTED)


class GlobalBudget:
    """The token's calls a second, shared out with urgent calls first."""

    def __init__(self, per_second: float) -> None:
        self.burst = min(BURST, max(1.0, per_second / 4))  # below `per_second` for any setting of 2 or more
        self.bucket = AsyncLimiter(self.burst, self.burst / (per_second - self.burst))
        self._urgent_waiting = 0
        self._no_urgent_waiting = asyncio.Event()  # asyncio's primitives bind to a loop on first use
        self._no_urgent_waiting.set()
        self._ordinary_turn = asyncio.Lock()

    async def acquire(self) -> None:
        if _urgent.get():
            self._urgent_waiting += 1
            self._no_urgent_waiting.clear()
            try:
                await self.bucket.acquire()
            finally:
                self._urgent_waiting -= 1
                if not self._urgent_waiting:
                    self._no_urgent_waiting.set()
            return
        async with self._ordinary_turn:  # one ordinary call in the bucket's queue at a time
            while self._urgent_waiting:
                await self._no_urgent_waiting.wait()
            await self.bucket.acquire()


def pace_requests(http: HTTPClient, per_second: float) -> GlobalBudget:
    """From now on, the calls of `http` that the global limit counts wait for their turn in a budget of
    `per_second`. Returns the budget (tests read it)."""
    budget = GlobalBudget(per_second)
    send: Callable[..., Awaitable[Any]] = http.request

    async def paced(route: Route, **kwargs: Any) -> Any:
        if counted_by_global_limit(route):
            await budget.acquire()
            released = _released.get()
            if released is not None:
                released.append(time.time())
        return await send(route, **kwargs)

    http.request = paced  # type: ignore[method-assign]
    return budget


@contextmanager
def release_times() -> Iterator[list[float]]:
    """Inside, the moments this budget lets the task's counted calls go are appended to the list
    yielded: a channel post tells the time it waited for its turn from the time Discord held it."""
    released: list[float] = []
    token = _released.set(released)
    try:
        yield released
    finally:
        _released.reset(token)
