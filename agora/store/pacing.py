"""A channel's message bucket shared by every bot process on one token (Discord allows 5 messages per
5 s in a channel, whoever of our processes sends them).

Each post claims a slot: the first moment the bucket has room, given the slots already claimed (which
may lie in the future when the bucket is full). The row is read, the slot chosen and written back with
a compare-and-swap on `version` (an UPDATE … WHERE version = read), which works alike on SQLite and
PostgreSQL; a lost race reads again."""

from __future__ import annotations

import json
from collections.abc import Callable
from contextlib import AbstractAsyncContextManager

from sqlalchemy import bindparam, insert, select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from agora.store.models import ChannelPacing

POSTS, WINDOW = 5, 5.3  # Discord's 5 per 5 s, with margin for clocks and slow uploads
ATTEMPTS = 8


class PacingBusy(Exception):
    """The row kept moving under us (many processes posting at once)."""


def next_slot(slots: list[float], now: float, posts: int = POSTS, window: float = WINDOW) -> float:
    """The first moment from `now` at which one more post keeps every `window` under `posts` posts."""
    recent = sorted(s for s in slots if s > now - window)
    if len(recent) < posts:
        return now
    return max(now, recent[-posts] + window)


# Built once (a statement memoises its cache key): a public post of every move claims a slot.
_PACING = ChannelPacing.__table__
_READ_SLOTS = select(_PACING.c.slots, _PACING.c.version).where(
    _PACING.c.channel_id == bindparam("channel_id")
)
_NEW_SLOTS = insert(_PACING)
_SWAP_SLOTS = (
    update(_PACING)
    .where(_PACING.c.channel_id == bindparam("at_channel"), _PACING.c.version == bindparam("at_version"))
    .values(slots=bindparam("set_slots"), version=bindparam("set_version"))
)


async def claim_slot(
    sessionmaker: async_sessionmaker[AsyncSession],
    writing: Callable[[], AbstractAsyncContextManager[None]],
    channel_id: int,
    now: float,
) -> float:
    """Claim the channel's next slot; returns the seconds to wait before posting (0: now)."""
    for _ in range(ATTEMPTS):
        try:
            async with writing(), sessionmaker() as session, session.begin():
                row = (await session.execute(_READ_SLOTS, {"channel_id": channel_id})).first()
                if row is None:
                    await session.execute(
                        _NEW_SLOTS, {"channel_id": channel_id, "slots": json.dumps([now]), "version": 1}
                    )
                    return 0.0
                slots = [float(s) for s in json.loads(row.slots or "[]")]
                at = next_slot(slots, now)
                kept = sorted(s for s in [*slots, at] if s > now - WINDOW)[-POSTS:]
                swapped = await session.execute(
                    _SWAP_SLOTS,
                    {
                        "at_channel": channel_id,
                        "at_version": row.version,
                        "set_slots": json.dumps(kept),
                        "set_version": row.version + 1,
                    },
                )
                if swapped.rowcount == 1:  # type: ignore[attr-defined]
                    return at - now
        except IntegrityError:
            continue  # another process inserted the row first: read it
    raise PacingBusy
