"""Edits of messages older than an hour keep to Discord's limit for them (3 per 6 s in one channel, error
30046): a long game's status message and a seat's DM are edited hours after they were posted. The bot
waits for room in the channel's window rather than meeting the 429; recent messages do not wait."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime, timedelta

import discord

from agora.discord.old_edits import OldMessageEdits
from tests.e2e.test_one_read_per_move import started_demo

HOUR_AND_A_BIT = timedelta(hours=1, seconds=30)


def test_a_message_is_old_an_hour_after_its_id_was_made() -> None:
    now = datetime(2026, 11, 29, 12, tzinfo=UTC)
    edits = OldMessageEdits(lambda: now)
    assert edits.is_old(discord.utils.time_snowflake(now - HOUR_AND_A_BIT))
    assert not edits.is_old(discord.utils.time_snowflake(now - timedelta(minutes=59)))


async def test_no_window_holds_more_edits_than_allowed_in_a_channel() -> None:
    edits = OldMessageEdits(lambda: datetime.now(UTC), edits=3, window=0.3)
    loop = asyncio.get_running_loop()
    stamps: dict[int, list[float]] = {1: [], 2: []}

    async def edit(channel_id: int) -> None:
        await edits.acquire(channel_id)
        stamps[channel_id].append(loop.time())

    await asyncio.gather(*(edit(1) for _ in range(7)), *(edit(2) for _ in range(3)))
    ones = stamps[1]
    assert len(ones) == 7 and max(sum(1 for s in ones if t <= s < t + 0.3) for t in ones) <= 3
    assert stamps[2][-1] - stamps[2][0] < 0.1  # another channel's three went at once
    assert edits.waited >= 2


async def _status_message(bot, emulator, world) -> discord.PartialMessage:
    game = await started_demo(bot, emulator, world)
    state = bot.table.living._games[game.id]
    return bot.get_partial_messageable(state.channel_id).get_partial_message(state.message_id)


async def test_an_hour_old_status_message_is_edited_within_discords_limit(bot, emulator, world) -> None:
    status = await _status_message(bot, emulator, world)
    bot.clock.advance(HOUR_AND_A_BIT)  # the game went on for over an hour: Discord's clock and the bot's
    emulator.advance_clock(HOUR_AND_A_BIT.total_seconds())
    started = asyncio.get_running_loop().time()
    await asyncio.gather(*(status.edit(content=f"edit {n}") for n in range(5)))
    assert [r for r in emulator.rate_limited if r.scope == "old_edit"] == []
    assert emulator.message(status.id).content == "edit 4"  # applied in the order asked
    assert bot.old_edits.waited >= 1 and asyncio.get_running_loop().time() - started >= 6.0


async def test_a_recent_message_is_edited_without_waiting(bot, emulator, world) -> None:
    status = await _status_message(bot, emulator, world)
    await asyncio.gather(*(status.edit(content=f"edit {n}") for n in range(5)))
    assert emulator.rate_limited == [] and bot.old_edits.waited == 0
    assert emulator.message(status.id).content == "edit 4"
