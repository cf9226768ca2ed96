"""Helpers for the #11 part 3 end-to-end tests."""

from __future__ import annotations

import asyncio
import time
from typing import Any


async def result_cards(emulator: Any, channel: Any, title: str, patience: float = 60.0) -> list[Any]:
    """The channel's result cards of `title`, waiting a bounded while for the first: the card follows the
    game's last answer after a replay of the log and two pictures, which a loaded machine may take longer
    to produce than the emulator's quiet interval."""
    deadline = time.monotonic() + patience
    while True:
        cards = [m for m in emulator.channel_messages(channel) if f"Result — {title}" in m.text]
        if cards or time.monotonic() > deadline:
            return cards
        await emulator.wait_idle()
        await asyncio.sleep(0.1)
