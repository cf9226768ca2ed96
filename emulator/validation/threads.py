"""Threads as a bot creates or edits them (`POST /channels/{id}/threads`, `.../messages/{id}/threads`,
`PATCH /channels/{id}`): https://discord.com/developers/docs/resources/channel#start-thread-without-message
"""

from __future__ import annotations

from typing import Any

from emulator.validation.fields import Range, Text, check_one_of

ARCHIVE_DURATIONS = frozenset({60, 1440, 4320, 10080})  # minutes
THREAD_RULES = (Text("name", 100, low=1), Range("rate_limit_per_user", 0, 21600))


def _check(payload: dict[str, Any]) -> None:
    for rule in THREAD_RULES:
        rule.check("", payload)
    if payload.get("auto_archive_duration") is not None:
        check_one_of("auto_archive_duration", payload["auto_archive_duration"], ARCHIVE_DURATIONS)


def check_new_thread(payload: dict[str, Any]) -> None:
    """A new thread needs a name."""
    _check({"name": "", **payload} if payload.get("name") is None else payload)


def check_thread_edit(payload: dict[str, Any]) -> None:
    """An edit changes only what it names; a name it sends must still be valid."""
    _check({**payload, "name": ""} if "name" in payload and payload["name"] is None else payload)
