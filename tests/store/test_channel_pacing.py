"""A channel's 5-posts-per-5-s bucket, shared through the database by every bot process on a token.

Discord counts a post when it arrives. A post that went out late (a slow claim, this process's turn in
the global budget, Discord holding it back) would otherwise squeeze six posts into five seconds with the
posts claimed after it: so a late post moves its slot to when it went out, and a post that waited
claims again before it goes."""

from __future__ import annotations

import time
from typing import Any

import pytest

from agora.discord import pacing
from agora.discord.pacing import RECLAIMS, ChannelPacer
from agora.store.pacing import WINDOW, next_slot
from emulator.ratelimits import RateLimits

CHANNEL = 4242
T = 1_000_000.0


def test_five_posts_go_at_once_and_the_sixth_waits_for_the_first_to_leave_the_window() -> None:
    assert next_slot([T] * 4, T) == T
    assert next_slot([T] * 5, T + 1) == T + WINDOW


async def test_each_process_claims_from_the_slots_the_other_claimed(service, second_service) -> None:
    claimed = [await (service, second_service)[n % 2].claim_channel_slot(CHANNEL, T) for n in range(6)]
    assert claimed == [T] * 5 + [T + WINDOW]


def most_in_five_seconds(times: list[float]) -> int:
    """The most posts Discord sees in one channel's five seconds."""
    return max(sum(1 for t in times if end - 5.0 < t <= end) for end in times)


async def test_a_post_that_went_out_late_pushes_back_the_posts_claimed_after_it(
    service, second_service
) -> None:
    # A channel posting once a second: five posts, then the sixth and seventh claimed ahead.
    for second in range(5):
        assert await service.claim_channel_slot(CHANNEL, T + second) == T + second
    sixth = await second_service.claim_channel_slot(CHANNEL, T + 4.5)
    seventh = await second_service.claim_channel_slot(CHANNEL, T + 4.5)
    assert (sixth, seventh) == (T + WINDOW, T + 1 + WINDOW)
    # The second post went out half a second late (Discord's global limit held it back): at their
    # slots, the sixth and seventh would make six posts in Discord's five seconds.
    went_out = [T, T + 1.5, T + 2, T + 3, T + 4]
    assert most_in_five_seconds([*went_out, sixth, seventh]) == 6
    await service.move_channel_slot(CHANNEL, T + 1, T + 1.5)

    # Each claims again when its slot comes, and goes at the slot it gets.
    sixth = await second_service.claim_channel_slot(CHANNEL, sixth, replacing=sixth)
    seventh = await second_service.claim_channel_slot(CHANNEL, seventh, replacing=seventh)

    assert most_in_five_seconds([*went_out, sixth, seventh]) == 5


class FakeService:
    """Slots as a scripted database hands them out; records what the pacer asked."""

    def __init__(self, slots: list[float]) -> None:
        self.slots = slots
        self.claims: list[float | None] = []
        self.carried: list[dict[float, float]] = []  # the late posts each claim moved
        self.moved: list[tuple[float, float]] = []  # moved on their own

    async def claim_channel_slot(
        self,
        channel_id: int,
        now: float,
        *,
        replacing: float | None = None,
        late: dict[float, float] | None = None,
    ) -> float:
        self.claims.append(replacing)
        self.carried.append(dict(late or {}))
        return self.slots.pop(0) if self.slots else now

    async def move_channel_slot(self, channel_id: int, claimed: float, sent: float) -> None:
        self.moved.append((claimed, sent))


async def test_a_post_that_waited_for_its_slot_claims_again_before_it_goes() -> None:
    soon = time.time() + 0.05
    service = FakeService([soon])
    pacer = ChannelPacer(service)  # type: ignore[arg-type]

    slot = await pacer.wait_turn(CHANNEL)

    assert service.claims == [None, soon]  # the second claim gives up the first slot
    assert slot is not None and slot >= soon


async def test_a_post_goes_no_sooner_than_the_last_slot_it_claimed() -> None:
    # Each claim finds the slot moved further (posts before it kept going out late): the last slot
    # claimed is waited for too, not skipped when the claims run out.
    start = time.time()
    service = FakeService([start + 0.05 * n for n in range(1, 10)])
    pacer = ChannelPacer(service)  # type: ignore[arg-type]

    slot = await pacer.wait_turn(CHANNEL)

    assert slot is not None and time.time() >= slot
    assert len(service.claims) == 1 + RECLAIMS


@pytest.mark.parametrize(
    ("late", "held_here", "moved_at_once", "moved_with_next_claim"),
    [
        (0.0, 0.0, False, False),  # on time
        (0.1, 0.0, False, False),  # within the bucket's margin
        (1.0, 0.0, True, False),  # Discord held it back a second (two processes on the token)
        (1.0, 1.0, False, True),  # held here a second (a slow claim, this process's own turn)
    ],
)
async def test_a_post_that_went_out_late_moves_its_slot(
    late: float, held_here: float, moved_at_once: bool, moved_with_next_claim: bool
) -> None:
    service: Any = FakeService([])
    pacer = ChannelPacer(service)
    slot = time.time() - late

    await pacer.went_out(CHANNEL, slot, released=slot + held_here)
    await pacer.wait_turn(CHANNEL)  # the channel's next post
    await pacer.wait_turn(CHANNEL + 1)  # another channel's post carries nothing of this one

    assert bool(service.moved) is moved_at_once
    if moved_at_once:
        assert service.moved[0][0] == slot and service.moved[0][1] >= slot + late
    assert bool(service.carried[0]) is moved_with_next_claim and not service.carried[1]
    if moved_with_next_claim:
        assert service.carried[0][slot] >= slot + late


class VirtualClock:
    """The pacer's clock and sleep, so five seconds of a busy channel pass at once."""

    def __init__(self, now: float) -> None:
        self.now = now

    def time(self) -> float:
        return self.now

    async def sleep(self, seconds: float) -> None:
        self.now += max(seconds, 0.0)


async def test_six_posts_meet_no_429_when_the_first_went_out_late(service, monkeypatch) -> None:
    # A busy channel: six posts, the first held 0.6 s after its slot on its way out (a slow claim,
    # this process's own turn in the global budget). Discord counts it from when it arrived.
    clock = VirtualClock(T)
    monkeypatch.setattr(pacing, "time", clock)
    monkeypatch.setattr(pacing, "asyncio", clock)
    discord = RateLimits()
    pacer = ChannelPacer(service)
    refused = []
    for post in range(6):
        slot = await pacer.wait_turn(CHANNEL)
        assert slot is not None
        if post == 0:
            clock.now += 0.6
        refused.append(discord.check("POST", f"/channels/{CHANNEL}/messages", clock.now))
        await pacer.went_out(CHANNEL, slot, released=clock.now)

    assert refused == [None] * 6
