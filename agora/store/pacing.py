"""A channel's message bucket shared by every bot process on one token (Discord allows 5 messages per
5 s in a channel, whoever of our processes sends them).

Each post claims a slot: the first moment the bucket has room, given the slots already claimed (which
may lie in the future when the bucket is full). The row is read, the slot chosen and written back with
a compare-and-swap on `version` (an UPDATE … WHERE version = read), which works alike on SQLite and
PostgreSQL; a lost race reads again.

Discord counts a post when it arrives, not when its slot was: a post that went out late moves its slot
to when it went out, and a post that waited for its slot claims again before it goes, in case one
before it went out late. A claim carries the moves its process has not written yet (`late`), so a
process's own late posts cost no write of their own."""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
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
    """The first moment from `now` at which one more post keeps every `window` at most `posts` posts,
    the slots already claimed after that moment included."""
    ordered = sorted(slots)
    # A window's count only changes where a slot enters or leaves it: the first valid moment is `now`
    # or the moment a claimed slot leaves the window (the last one's always is).
    for at in sorted({now, *(s + window for s in ordered if s + window > now)}):
        with_it = sorted([*ordered, at])
        ends = [end for end in with_it if at <= end < at + window]  # the windows `at` would fall in
        if all(sum(1 for s in with_it if end - window < s <= end) <= posts for end in ends):
            return at
    raise AssertionError("unreachable: the moment the last slot leaves the window is free")


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
    *,
    replacing: float | None = None,
    late: Mapping[float, float] | None = None,
) -> float:
    """Claim the channel's next slot; returns the moment to post at (`now`: at once). `replacing`: a
    slot this post claimed before, given up for the new one. `late`: slots of posts that went out
    late, by the moment each went out, moved in the same write."""
    return await _change_slots(
        sessionmaker,
        writing,
        channel_id,
        now,
        lambda others: next_slot(others, now),
        replacing,
        late or {},
    )


async def move_slot(
    sessionmaker: async_sessionmaker[AsyncSession],
    writing: Callable[[], AbstractAsyncContextManager[None]],
    channel_id: int,
    claimed: float,
    sent: float,
) -> None:
    """A post that went out at `sent`, later than the slot it claimed: the bucket holds it from then."""
    await _change_slots(sessionmaker, writing, channel_id, sent, lambda _slots: sent, claimed, {})


def _without(slots: list[float], slot: float | None) -> list[float]:
    if slot in slots:
        slots = list(slots)
        slots.remove(slot)
    return slots


async def _change_slots(
    sessionmaker: async_sessionmaker[AsyncSession],
    writing: Callable[[], AbstractAsyncContextManager[None]],
    channel_id: int,
    now: float,
    choose: Callable[[list[float]], float],
    replacing: float | None,
    late: Mapping[float, float],
) -> float:
    """Move the `late` slots, take `replacing` out of the claimed slots and add the one `choose` picks
    from the others, with the row's compare-and-swap; returns that slot."""
    for _ in range(ATTEMPTS):
        try:
            async with writing(), sessionmaker() as session, session.begin():
                row = (await session.execute(_READ_SLOTS, {"channel_id": channel_id})).first()
                if row is None:
                    at = choose([])
                    await session.execute(
                        _NEW_SLOTS, {"channel_id": channel_id, "slots": json.dumps([at]), "version": 1}
                    )
                    return at
                claimed = [late.get(s, s) for s in map(float, json.loads(row.slots or "[]"))]
                others = _without(claimed, replacing)
                at = choose(others)
                # Every slot of the window is kept, not only the newest five: a late post moves its own.
                kept = sorted(s for s in [*others, at] if s > now - WINDOW)
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
                    return at
        except IntegrityError:
            continue  # another process inserted the row first: read it
    raise PacingBusy
