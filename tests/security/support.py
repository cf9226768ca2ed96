"""Checks over everything the bot ever sent through the emulator."""

from __future__ import annotations

from emulator.driver import Emulator, InteractionResult
from emulator.world import Message


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


def answer_seen_by(result: InteractionResult, user) -> list[Message]:
    """The messages of an interaction's answer that `user` can actually read: final (not a deleted or
    still "thinking…" placeholder), visible to them (public, or ephemeral to them), with some text."""
    return [
        m
        for m in result.messages
        if not m.deleted
        and not m.loading
        and (not m.ephemeral or m.recipient_id == user.id)
        and m.text.strip()
    ]


def assert_answered(result: InteractionResult, user, context: object = None) -> list[Message]:
    """The user got a real answer: no Discord error ended the bot's reply, and a final, non-empty
    message (or a modal) is there for them to read. A deferred "thinking…" alone is no answer."""
    assert result.responded, (context, result.error)
    assert result.error is None, (context, result.error)
    if result.modal is not None:
        return []
    seen = answer_seen_by(result, user)
    assert seen, (context, "no final answer visible to the user", result.response_type, result.messages)
    return seen
