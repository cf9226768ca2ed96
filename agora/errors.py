"""Errors users see. Each carries a translation key and its parameters, never an English sentence."""

from __future__ import annotations

from typing import Any

ECHO_LIMIT = 100
"""Characters of user input a message may repeat back: a refusal must fit Discord's 2,000 characters
whatever was typed (an option or seat string can be 6,000 long)."""


def echo(text: object, limit: int = ECHO_LIMIT) -> str:
    """User input as it may be repeated in a message: at most `limit` characters, cut with "…"."""
    value = str(text)
    return value if len(value) <= limit else value[: limit - 1] + "…"


class AgoraError(Exception):
    """A refusal to show the user privately, in their language. Nothing was changed."""

    def __init__(self, key: str, **params: Any) -> None:
        super().__init__(key)
        self.key = key
        self.params = params

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.key!r}, {self.params!r})"


class NotAcknowledged(Exception):
    """Discord did not take our acknowledgement: the interaction expired, or another bot process
    (same shard during a rolling restart) answered it first. Nothing was changed and there is no one
    to answer: the handler stops silently."""
