"""Discord's rate limits as a bot meets them: 50 requests per second per token (the global limit; interaction
callbacks and webhook followups are exempt), 5 messages per 5 seconds in one channel, and 3 edits per
6 seconds in one channel of messages older than an hour (error 30046, "Maximum number of edits to messages
older than 1 hour reached"; not in Discord's documentation, documented by discord-userdoccers, "Edit
Message"). Over any, the answer is a 429 with `retry_after`, and the request is recorded in `limited`:
discord.py sleeps and retries on its own, so a test can only see that the bot flooded by reading that
record."""

from __future__ import annotations

import re
from collections import defaultdict, deque
from dataclasses import dataclass, field

GLOBAL_PER_SECOND = 50
CHANNEL_MESSAGES, CHANNEL_WINDOW = 5, 5.0
OLD_MESSAGE_S = 3600.0  # a message this old is edited under its channel's `OLD_EDITS` per `OLD_EDIT_WINDOW`
OLD_EDITS, OLD_EDIT_WINDOW = 3, 6.0
EXEMPT = ("/interactions/", "/webhooks/")
_CHANNEL_POST = re.compile(r"^/channels/(\d+)/messages$")


@dataclass
class Limited:
    method: str
    path: str
    scope: str  # "global", "channel" or "old_edit"
    retry_after: float


@dataclass
class RateLimits:
    enabled: bool = True
    limited: list[Limited] = field(default_factory=list)
    _global: deque[float] = field(default_factory=deque)
    _channels: dict[str, deque[float]] = field(default_factory=lambda: defaultdict(deque))
    _old_edits: dict[int, deque[float]] = field(default_factory=lambda: defaultdict(deque))

    def check(self, method: str, path: str, now: float) -> Limited | None:
        """None when the request may go on (and is counted), else the 429 to answer."""
        if not self.enabled or path.startswith(EXEMPT):
            return None
        window = self._global
        while window and window[0] <= now - 1.0:
            window.popleft()
        if len(window) >= GLOBAL_PER_SECOND:
            return self._refuse(method, path, "global", window[0] + 1.0 - now)
        match = _CHANNEL_POST.match(path) if method == "POST" else None
        if match is not None:
            posts = self._channels[match.group(1)]
            while posts and posts[0] <= now - CHANNEL_WINDOW:
                posts.popleft()
            if len(posts) >= CHANNEL_MESSAGES:
                return self._refuse(method, path, "channel", posts[0] + CHANNEL_WINDOW - now)
            posts.append(now)
        window.append(now)
        return None

    def check_old_edit(self, path: str, channel_id: int, age: float, now: float) -> Limited | None:
        """An edit of a message `age` seconds old in the channel: None when it may go on (counted when
        the message is over an hour old), else the 429 (30046) to answer."""
        if not self.enabled or age < OLD_MESSAGE_S:
            return None
        edits = self._old_edits[channel_id]
        while edits and edits[0] <= now - OLD_EDIT_WINDOW:
            edits.popleft()
        if len(edits) >= OLD_EDITS:
            return self._refuse("PATCH", path, "old_edit", edits[0] + OLD_EDIT_WINDOW - now)
        edits.append(now)
        return None

    def _refuse(self, method: str, path: str, scope: str, retry_after: float) -> Limited:
        limited = Limited(method, path, scope, max(round(retry_after, 3), 0.001))
        self.limited.append(limited)
        return limited
