"""Edits of hour-old messages as Discord limits them: 3 per 6 seconds in one channel, then a 429 with
error 30046 ("Maximum number of edits to messages older than 1 hour reached"), which discord.py waits out
and retries. Recent messages are edited under the usual limits only; another channel has its own count.
(Not in Discord's documentation; documented by discord-userdoccers, "Edit Message".)"""

from __future__ import annotations

import json

import discord
from emulator_demo_bot import DemoBot

from emulator import Emulator
from emulator.ratelimits import OLD_EDIT_WINDOW, OLD_EDITS, RateLimits
from emulator.responses import MAX_OLD_MESSAGE_EDITS, rate_limited_response

HOUR = 3600.0


async def _sent(bot: DemoBot, channel_id: int, text: str) -> discord.Message:
    return await bot.get_partial_messageable(channel_id).send(text)


async def test_a_fourth_edit_of_an_hour_old_message_within_six_seconds_is_refused_then_retried(
    emu: Emulator, world, bot: DemoBot
) -> None:
    message = await _sent(bot, world.channel.id, "status")
    emu.advance_clock(HOUR + 1)
    for n in range(OLD_EDITS):
        await message.edit(content=f"edit {n}")
    assert emu.rate_limited == []
    await message.edit(content="the fourth")  # refused once, then retried by discord.py after the wait
    (refused,) = emu.rate_limited
    assert (
        refused.scope == "old_edit" and refused.path == f"/channels/{world.channel.id}/messages/{message.id}"
    )
    assert 0 < refused.retry_after <= OLD_EDIT_WINDOW
    assert emu.world.messages[message.id].content == "the fourth"


def test_the_refusal_carries_error_30046_and_the_wait() -> None:
    limits = RateLimits()
    path = "/channels/1/messages/2"
    assert limits.check_old_edit(path, 1, HOUR - 1, 0.0) is None  # under an hour: never counted
    assert all(limits.check_old_edit(path, 1, HOUR + 1, 0.1 * n) is None for n in range(OLD_EDITS))
    refused = limits.check_old_edit(path, 1, HOUR + 1, 1.0)
    assert refused is not None and refused.retry_after == OLD_EDIT_WINDOW - 1.0
    response = rate_limited_response(refused)
    body = json.loads(response.text or "{}")
    assert response.status == 429 and body["code"] == MAX_OLD_MESSAGE_EDITS == 30046
    assert body["retry_after"] == refused.retry_after and body["global"] is False
    assert limits.check_old_edit(path, 1, HOUR + 1, OLD_EDIT_WINDOW + 0.01) is None  # the window moved on


async def test_recent_messages_and_other_channels_are_not_counted(emu: Emulator, world, bot: DemoBot) -> None:
    old = await _sent(bot, world.channel.id, "old")
    other_channel = emu.add_channel(world.guild, "elsewhere")
    await emu.wait_idle()
    elsewhere = await _sent(bot, other_channel.id, "elsewhere")
    emu.advance_clock(HOUR + 1)  # both messages are now over an hour old
    young = await _sent(bot, world.channel.id, "young")
    for n in range(OLD_EDITS):
        await old.edit(content=f"old {n}")
        await young.edit(content=f"young {n}")  # not an hour old: not counted
        await elsewhere.edit(content=f"elsewhere {n}")  # its own channel's count
    assert emu.rate_limited == []
