"""The one clock the bot reads: wall time plus an offset that tests and the sandbox move forward.

Every deadline, reminder and timestamp comes from `Clock.now()`, so `clock: +13h` in a sandbox
script (or `clock.advance()` in a test) makes thirteen hours pass for the whole bot at once.
"""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta

_DURATION = re.compile(r"^\s*\+?\s*(\d{1,6})\s*([mhd])\s*$", re.IGNORECASE)
_UNITS = {"m": "minutes", "h": "hours", "d": "days"}


class Clock:
    def __init__(self) -> None:
        self.offset = timedelta(0)

    def now(self) -> datetime:
        return datetime.now(UTC) + self.offset

    def advance(self, delta: timedelta) -> None:
        if delta < timedelta(0):
            raise ValueError("time only moves forward")
        self.offset += delta


def parse_duration(text: str) -> timedelta | None:
    """`+13h`, `30m`, `2d` → a timedelta; None when the text is not one of these."""
    match = _DURATION.match(text)
    if match is None:
        return None
    return timedelta(**{_UNITS[match[2].lower()]: int(match[1])})
