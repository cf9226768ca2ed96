"""Keep the edits of hour-old messages under Discord's limit for them: 3 per 6 seconds in one channel.

A game is played over hours and days, and its status message, like a seat's DM, is edited long after it
was posted. Past an hour, Discord refuses a fourth edit within 6 seconds in the channel with a 429 (error
30046, "Maximum number of edits to messages older than 1 hour reached"; not in Discord's documentation,
documented by discord-userdoccers, "Edit Message"). discord.py would wait and retry, but every 429 counts
toward the ban Discord gives a token for too many invalid requests, so the bot keeps to the limit itself,
as it does to the global one (`global_pacing`): such an edit waits for room in its channel's window. The
status message's own edits give way to the newest while they wait (`living`).

A message's age is read from its id (a snowflake holds its creation time), against the bot's clock. The
count is this process's own: two processes of one token (a rolling restart) editing old messages of one
channel in the same seconds may still meet the limit, and discord.py then waits and retries.
"""

from __future__ import annotations

import asyncio
import re
from collections import deque
from collections.abc import Awaitable, Callable
from datetime import datetime, timedelta
from typing import Any

import discord
from discord.http import HTTPClient, Route

OLD_AFTER = timedelta(hours=1)
EDITS, WINDOW = 3, 6.0
# Counted from when the edit leaves, plus this: it reaches Discord a little later, and Discord counts
# from then.
MARGIN = 0.25
_EDIT_ROUTE = "/channels/{channel_id}/messages/{message_id}"
_EDIT_URL = re.compile(r"/channels/(\d+)/messages/(\d+)$")
KEPT_CHANNELS = 1000  # channels whose recent edits are remembered before the idle ones are forgotten


class OldMessageEdits:
    """Each channel's recent edits of hour-old messages, and a turn to wait for room among them."""

    def __init__(self, now: Callable[[], datetime], *, edits: int = EDITS, window: float = WINDOW) -> None:
        self._now = now
        self._edits = edits
        self._window = window + MARGIN
        self._sent: dict[int, deque[float]] = {}
        self._turns: dict[int, asyncio.Lock] = {}
        self.waited = 0  # edits that had to wait for room (tests, diagnostics)

    def is_old(self, message_id: int) -> bool:
        return discord.utils.snowflake_time(message_id) <= self._now() - OLD_AFTER

    async def acquire(self, channel_id: int) -> None:
        """Wait until one more edit fits in the channel's window, and count it."""
        turn = self._turns.setdefault(channel_id, asyncio.Lock())
        async with turn:  # one waiter at a time per channel: they go in the order they came
            loop = asyncio.get_running_loop()
            sent = self._sent.setdefault(channel_id, deque())
            waited = False
            while True:
                now = loop.time()
                while sent and sent[0] <= now - self._window:
                    sent.popleft()
                if len(sent) < self._edits:
                    break
                waited = True
                await asyncio.sleep(sent[0] + self._window - now)
            self.waited += waited
            sent.append(loop.time())
        if len(self._sent) > KEPT_CHANNELS:
            self._forget_idle(loop.time())

    def _forget_idle(self, now: float) -> None:
        for channel_id, sent in list(self._sent.items()):
            turn = self._turns.get(channel_id)
            if (not sent or sent[-1] <= now - self._window) and (turn is None or not turn.locked()):
                del self._sent[channel_id]
                self._turns.pop(channel_id, None)


def pace_old_edits(http: HTTPClient, now: Callable[[], datetime]) -> OldMessageEdits:
    """From now on, the edits `http` makes of messages older than an hour wait for room in their
    channel's window. Install it after `global_pacing.pace_requests`: an edit waits here first, then
    for the global budget. Returns the windows (tests read them)."""
    edits = OldMessageEdits(now)
    send: Callable[..., Awaitable[Any]] = http.request

    async def paced(route: Route, **kwargs: Any) -> Any:
        if route.method == "PATCH" and route.path == _EDIT_ROUTE:
            match = _EDIT_URL.search(route.url)
            if match is not None and edits.is_old(int(match.group(2))):
                await edits.acquire(int(match.group(1)))
        return await send(route, **kwargs)

    http.request = paced  # type: ignore[method-assign]
    return edits
