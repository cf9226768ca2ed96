"""Checks over everything the bot ever sent through the emulator."""

from __future__ import annotations

from emulator.driver import Emulator


def bot_messages(emulator: Emulator):
    bot_id = emulator.bot_user_id
    return [m for m in emulator.world.messages.values() if m.author_id == bot_id]


def assert_no_unwanted_pings(emulator: Emulator, players: set[int]) -> None:
    """Every bot message states its allowed_mentions; none pings @everyone/@here or a role, and only
    players are ever pinged (user text such as `<@id>` in options never notifies anyone)."""
    for message in bot_messages(emulator):
        if message.loading:  # a "thinking…" placeholder (deleted before any answer): no text, no ping
            assert not message.text and not message.pinged_user_ids
            continue
        assert message.allowed_mentions is not None, message.text[:200]
        assert not message.pings_everyone, message.text[:200]
        assert message.pinged_role_ids == [], message.text[:200]
        assert set(message.pinged_user_ids) <= players, (message.pinged_user_ids, message.text[:200])
