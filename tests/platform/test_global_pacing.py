"""The bot keeps its own REST calls under Discord's global limit, answers to interactions apart, and
lets the awaited player's controls go before the rest when calls have to wait."""

from __future__ import annotations

import asyncio

from discord.http import Route

from agora.discord.global_pacing import GlobalBudget, counted_by_global_limit, urgent


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
