"""Posts in a channel paced across every bot process on the token: before a message is sent, a slot in
the channel's 5-per-5-s bucket is claimed in the database (agora/store/pacing.py) and waited for, so two
processes writing to one channel (a rolling restart, shards sharing DM channels) never meet its 429.
A post that Discord held back moves its slot, so the posts after it keep their distance."""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import TYPE_CHECKING, Any

from sqlalchemy.exc import DBAPIError

from agora.store.pacing import PacingBusy

from .global_pacing import release_times

if TYPE_CHECKING:
    from agora.games import GameService

log = logging.getLogger("agora.pacing")
MAX_WAIT = 30.0  # a slot further away than this is a clock gone wrong: post and let Discord say
LATE = 0.2  # held back this long after its slot and its turn, a post moves its slot (margin: 0.3 s)
RECLAIMS = 3  # times a post that waited claims again before it goes (a post before it went out late)


class ChannelPacer:
    def __init__(self, service: GameService) -> None:
        self.service = service
        self.waited = 0.0  # seconds spent waiting for slots (the traffic bench may print it)

    async def wait_turn(self, channel_id: int) -> float | None:
        """Wait for a slot in the channel's shared bucket; the slot (None: pacing unavailable, post)."""
        try:
            slot = await self.service.claim_channel_slot(channel_id, time.time())
            for _ in range(RECLAIMS):
                delay = slot - time.time()
                if delay <= 0:
                    break
                self.waited += min(delay, MAX_WAIT)
                await asyncio.sleep(min(delay, MAX_WAIT))
                if delay > MAX_WAIT:
                    break
                # Posts before this one may have gone out late and moved their slots: look again.
                slot = await self.service.claim_channel_slot(channel_id, time.time(), replacing=slot)
            return slot
        except (PacingBusy, DBAPIError) as exc:
            # Pacing is a courtesy: a busy database must not keep a move from being told.
            log.warning("channel pacing unavailable", extra={"error": type(exc).__name__})
            return None

    async def went_out(self, channel_id: int, slot: float, released: float | None) -> None:
        """The post of `slot`, which this process's budget let go at `released`, went out now. If
        Discord held it back (two processes on one token meet the global limit), the bucket counts it
        from now, and so must the posts claimed after it: its slot moves. Time spent waiting for this
        process's own turn does not move it (that would be a write for most posts when 50 games start
        together)."""
        sent = time.time()
        left = max(slot, released) if released is not None else slot
        if sent - left <= LATE:
            return
        try:
            await self.service.move_channel_slot(channel_id, slot, sent)
        except (PacingBusy, DBAPIError) as exc:
            log.warning("channel pacing unavailable", extra={"error": type(exc).__name__})


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
