"""Per-game asyncio locks that serialise actions inside one process.

A lock exists only while someone holds or waits for it, so the registry never grows with the
number of games ever played (SpellBot keeps a TTL dict for the same reason)."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Hashable
from contextlib import asynccontextmanager


class _Entry:
    __slots__ = ("lock", "users")

    def __init__(self) -> None:
        self.lock = asyncio.Lock()
        self.users = 0


class LockRegistry:
    def __init__(self) -> None:
        self._entries: dict[Hashable, _Entry] = {}

    @asynccontextmanager
    async def hold(self, key: Hashable) -> AsyncIterator[None]:
        entry = self._entries.get(key)
        if entry is None:
            entry = self._entries[key] = _Entry()
        entry.users += 1
        try:
            async with entry.lock:
                yield
        finally:
            entry.users -= 1
            if entry.users == 0:
                del self._entries[key]

    def __len__(self) -> int:
        """How many keys currently have a holder or a waiter."""
        return len(self._entries)
