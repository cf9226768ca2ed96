"""Discord's rate limits as a bot meets them: 50 requests per second per token (the global limit; interaction
callbacks and webhook followups are exempt) and 5 messages per 5 seconds in one channel. Over either, the
answer is a 429 with `retry_after`, and the request is recorded in `limited`: discord.py sleeps and retries
on its own, so a test can only see that the bot flooded by reading that record."""

from __future__ import annotations

import re
from collections import defaultdict, deque
from dataclasses import dataclass, field

GLOBAL_PER_SECOND = 50
CHANNEL_MESSAGES, CHANNEL_WINDOW = 5, 5.0
EXEMPT = ("/interactions/", "/webhooks/")
_CHANNEL_POST = re.compile(r"^/channels/(\d+)/messages$")


@dataclass
class Limited:
    method: str
    path: str
    scope: str  # "global" or "channel"
    retry_after: float


@dataclass
class RateLimits:
    enabled: bool = True
    limited: list[Limited] = field(default_factory=list)
    _global: deque[float] = field(default_factory=deque)
    _channels: dict[str, deque[float]] = field(default_factory=lambda: defaultdict(deque))

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

    def _refuse(self, method: str, path: str, scope: str, retry_after: float) -> Limited:
        limited = Limited(method, path, scope, max(round(retry_after, 3), 0.001))
        self.limited.append(limited)
        return limited
