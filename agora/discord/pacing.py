"""Posts in a channel paced across every bot process on the token: before a message is sent, a slot in
the channel's 5-per-5-s bucket is claimed in the database (agora/store/pacing.py) and waited for, so two
processes writing to one channel (a rolling restart, shards sharing DM channels) never meet its 429."""

from __future__ import annotations

import asyncio
import logging
import time
from typing import TYPE_CHECKING, Any

from sqlalchemy.exc import DBAPIError

from agora.store.pacing import PacingBusy

if TYPE_CHECKING:
    from agora.games import GameService

log = logging.getLogger("agora.pacing")
MAX_WAIT = 30.0  # a slot further away than this is a clock gone wrong: post and let Discord say


class ChannelPacer:
    def __init__(self, service: GameService) -> None:
        self.service = service
        self.waited = 0.0  # seconds spent waiting for slots (the traffic bench may print it)

    async def wait_turn(self, channel_id: int) -> None:
        try:
            delay = await self.service.claim_channel_slot(channel_id, time.time())
        except (PacingBusy, DBAPIError) as exc:
            # Pacing is a courtesy: a busy database must not keep a move from being told.
            log.warning("channel pacing unavailable", extra={"error": type(exc).__name__})
            return
        if delay > 0:
            self.waited += delay
            await asyncio.sleep(min(delay, MAX_WAIT))


async def pace(channel: Any) -> None:
    """Wait for this channel's next shared slot, when the sending bot has a pacer."""
    channel_id = getattr(channel, "id", None)
    state = getattr(channel, "_state", None)
    client = state._get_client() if state is not None and hasattr(state, "_get_client") else None
    pacer = getattr(getattr(client, "table", None), "pacer", None)
    if isinstance(pacer, ChannelPacer) and isinstance(channel_id, int):
        await pacer.wait_turn(channel_id)
