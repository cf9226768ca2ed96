"""The bot keeps its own REST calls under Discord's global limit, answers to interactions apart, and
lets the awaited player's controls go before the rest when calls have to wait."""

from __future__ import annotations

import asyncio
import time

from discord.http import Route

from agora.discord.global_pacing import (
    GlobalBudget,
    counted_by_global_limit,
    pace_requests,
    release_times,
    urgent,
)


def test_interaction_answers_are_not_counted_and_messages_are() -> None:
    callback = Route(
        "POST",
        "/interactions/{interaction_id}/{interaction_token}/callback",
        interaction_id=1,
        interaction_token="t",
    )
    followup = Route(
        "PATCH", "/webhooks/{webhook_id}/{webhook_token}/messages/@original", webhook_id=1, webhook_token="t"
    )
    post = Route("POST", "/channels/{channel_id}/messages", channel_id=1)
    assert not counted_by_global_limit(callback) and not counted_by_global_limit(followup)
    assert counted_by_global_limit(post)


async def test_no_second_holds_more_calls_than_the_budget() -> None:
    budget = GlobalBudget(per_second=20)
    loop = asyncio.get_running_loop()
    stamps: list[float] = []

    async def call() -> None:
        await budget.acquire()
        stamps.append(loop.time())

    await asyncio.gather(*(call() for _ in range(45)))
    busiest = max(sum(1 for s in stamps if start <= s < start + 1.0) for start in stamps)
    assert len(stamps) == 45 and busiest <= 20


async def test_an_urgent_call_overtakes_the_ordinary_ones_waiting() -> None:
    budget = GlobalBudget(per_second=4)  # one at once, then three a second
    done: list[str] = []

    async def call(name: str, is_urgent: bool) -> None:
        if is_urgent:
            with urgent():
                await budget.acquire()
        else:
            await budget.acquire()
        done.append(name)

    ordinary = [asyncio.create_task(call(f"feed{i}", False)) for i in range(6)]
    await asyncio.sleep(0.05)  # they are all waiting (one of them inside the bucket)
    controls = asyncio.create_task(call("controls", True))
    await asyncio.gather(controls, *ordinary)
    assert done.index("controls") <= 2, done  # behind at most the one call already in the bucket


class FakeHttp:
    """An HTTP client whose calls only record that they went."""

    def __init__(self) -> None:
        self.went: list[str] = []

    async def request(self, route: Route, **_kwargs: object) -> None:
        self.went.append(route.path)


async def test_a_post_learns_when_the_budget_let_it_go_and_nothing_else_does() -> None:
    http = FakeHttp()
    pace_requests(http, per_second=4)  # type: ignore[arg-type]
    post = Route("POST", "/channels/{channel_id}/messages", channel_id=1)
    answer = Route(
        "POST",
        "/interactions/{interaction_id}/{interaction_token}/callback",
        interaction_id=1,
        interaction_token="t",
    )
    before = time.time()
    with release_times() as released:
        await http.request(answer)  # not counted: never waits, nothing to tell
        await http.request(post)
    await http.request(post)  # after the block: not recorded anywhere
    assert len(released) == 1 and released[0] >= before
    assert len(http.went) == 3
