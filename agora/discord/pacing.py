"""Posts in a channel paced across every bot process on the token: before a message is sent, a slot in
the channel's 5-per-5-s bucket is claimed in the database (agora/store/pacing.py) and waited for, so two
processes writing to one channel (a rolling restart, shards sharing DM channels) never meet its 429.
A post that went out late moves its slot, so the posts after it keep their distance."""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import TYPE_CHECKING, Any

from sqlalchemy.exc import DBAPIError

from agora import diagnostics
from agora.store.pacing import WINDOW, PacingBusy

from .global_pacing import release_times

if TYPE_CHECKING:
    from agora.games import GameService

log = logging.getLogger("agora.pacing")
MAX_WAIT = 30.0  # a slot further away than this is a clock gone wrong: post and let Discord say
LATE = 0.2  # gone out this long after its slot, a post moves it (the bucket's margin is 0.3 s)
RECLAIMS = 3  # times a post that waited claims again before it goes (a post before it went out late)


class ChannelPacer:
    def __init__(self, service: GameService) -> None:
        self.service = service
        self.waited = 0.0  # seconds spent waiting for slots (the traffic bench may print it)
        # This process's posts that went out late, by channel: slot -> when it went out. The next claim
        # in the channel moves them in its own write (under load most posts go out late: a write each
        # would cost as much as the claims themselves).
        self._late: dict[int, dict[float, float]] = {}
        self._late_pruned = 0.0

    async def wait_turn(self, channel_id: int) -> float | None:
        """Wait for a slot in the channel's shared bucket; the slot (None: pacing unavailable, post)."""
        try:
            slot = await self._claim(channel_id, None)
            for reclaims_left in range(RECLAIMS, -1, -1):
                delay = slot - time.time()
                if delay <= 0:
                    break
                wait = min(delay, MAX_WAIT)
                self.waited += wait
                diagnostics.count_slot_wait(wait)
                await asyncio.sleep(wait)
                if delay > MAX_WAIT or not reclaims_left:
                    break  # the last slot claimed is waited for, never skipped
                # Posts before this one may have gone out late and moved their slots: look again.
                slot = await self._claim(channel_id, slot)
            return slot
        except (PacingBusy, DBAPIError) as exc:
            # Pacing is a courtesy: a busy database must not keep a move from being told.
            log.warning("channel pacing unavailable", extra={"error": type(exc).__name__})
            return None

    async def _claim(self, channel_id: int, replacing: float | None) -> float:
        now = time.time()
        late = _within_window(self._late.pop(channel_id, {}), now)
        try:
            return await self.service.claim_channel_slot(channel_id, now, replacing=replacing, late=late)
        except BaseException:
            if late:  # not written: the next claim carries them
                self._late[channel_id] = late | self._late.get(channel_id, {})
            raise

    def _forget_old_late(self, now: float) -> None:
        """Drop the late posts that left the bucket's window (channels that stopped posting)."""
        if now - self._late_pruned < WINDOW:
            return
        self._late_pruned = now
        for channel_id in list(self._late):
            kept = _within_window(self._late[channel_id], now)
            if kept:
                self._late[channel_id] = kept
            else:
                del self._late[channel_id]

    async def went_out(self, channel_id: int, slot: float, released: float | None) -> None:
        """The post of `slot`, which this process's budget let go at `released`, went out now. Discord
        counts it from when it arrived, so a post later than the bucket's margin moves its slot, and
        the posts claimed after it keep their distance. Held here (a slow claim, this process's own
        turn in the global budget), it moves with this process's next claim in the channel, the one
        that needs it. Held back by Discord (two processes on the token meet the global limit), it
        moves at once, for the other process's posts."""
        sent = time.time()
        if sent - slot <= LATE:
            return
        if released is not None and sent - max(slot, released) <= LATE:
            self._late.setdefault(channel_id, {})[slot] = sent
            self._forget_old_late(sent)
            return
        diagnostics.count_slot_move()
        try:
            await self.service.move_channel_slot(channel_id, slot, sent)
        except (PacingBusy, DBAPIError) as exc:
            log.warning("channel pacing unavailable", extra={"error": type(exc).__name__})


def _within_window(late: dict[float, float], now: float) -> dict[float, float]:
    """The late posts that went out within the bucket's window: only they still count."""
    return {slot: sent for slot, sent in late.items() if sent > now - WINDOW}


@asynccontextmanager
async def paced(channel: Any) -> AsyncIterator[None]:
    """Send one post inside: it waits for the channel's next shared slot, when the sending bot has a
    pacer, and a post that Discord held back says so."""
    channel_id = getattr(channel, "id", None)
    state = getattr(channel, "_state", None)
    client = state._get_client() if state is not None and hasattr(state, "_get_client") else None
    pacer = getattr(getattr(client, "table", None), "pacer", None)
    if not isinstance(pacer, ChannelPacer) or not isinstance(channel_id, int):
        yield
        return
    slot = await pacer.wait_turn(channel_id)
    with release_times() as released:
        yield
    if slot is not None:
        await pacer.went_out(channel_id, slot, released[0] if released else None)
