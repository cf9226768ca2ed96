"""The checks every table is made of: a text's length, a count, an integer's range, a URL's scheme, an enum.

Each raises Discord's 50035 for one field path with the error code and wording Discord uses for that kind of
field. Texts are measured as Discord measures them: after trimming the whitespace around them.
"""

from __future__ import annotations

from collections.abc import Collection, Sized
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit

from emulator.errors import DiscordError, invalid_form

WEB = ("http", "https")
WEB_OR_ATTACHMENT = ("http", "https", "attachment")


def measured(value: Any) -> int:
    """A text's length as Discord counts it: without the whitespace around it."""
    return len(str(value if value is not None else "").strip())


def required(path: str) -> DiscordError:
    return invalid_form(path, "BASE_TYPE_REQUIRED", "This field is required")


def check_length(path: str, length: int, *, low: int, high: int) -> None:
    if low <= length <= high:
        return
    if low == 0:
        raise invalid_form(path, "BASE_TYPE_MAX_LENGTH", f"Must be {high} or fewer in length.")
    raise invalid_form(path, "BASE_TYPE_BAD_LENGTH", f"Must be between {low} and {high} in length.")


def check_count(path: str, items: Sized, *, high: int, low: int = 0) -> None:
    check_length(path, len(items), low=low, high=high)


def check_range(path: str, value: Any, *, low: float, high: float) -> None:
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise invalid_form(path, "NUMBER_TYPE_COERCE", f"Value {value!r} is not a number.")
    if value < low:
        raise invalid_form(path, "NUMBER_TYPE_MIN", f"Must be greater than or equal to {low}.")
    if value > high:
        raise invalid_form(path, "NUMBER_TYPE_MAX", f"Must be less than or equal to {high}.")


def check_url(path: str, url: Any, schemes: tuple[str, ...], *, high: int = 2048) -> None:
    text = str(url)
    parts = urlsplit(text)
    if not parts.scheme or not (parts.netloc or parts.path) or " " in text:
        raise invalid_form(path, "URL_TYPE_INVALID_URL", "Not a well formed URL.")
    if parts.scheme.lower() not in schemes:
        allowed = ", ".join(repr(s) for s in schemes)
        raise invalid_form(
            path,
            "URL_TYPE_INVALID_SCHEME",
            f'Scheme "{parts.scheme}" is not supported. Scheme must be one of ({allowed}).',
        )
    check_length(path, len(text), low=1, high=high)


def check_one_of(path: str, value: Any, allowed: Collection[Any]) -> None:
    if value not in allowed:
        choices = ", ".join(repr(v) for v in sorted(allowed, key=str))
        raise invalid_form(path, "BASE_TYPE_CHOICES", f"Value must be one of ({choices}).")


def join(path: str, key: str) -> str:
    """`embeds.0` + `title`; a top-level field (`content`) has no prefix."""
    return f"{path}.{key}" if path else key


def nested(obj: dict[str, Any], dotted: str) -> tuple[bool, Any]:
    """(present, value) of `a.b` inside a JSON object; absent when a parent is missing or null."""
    current: Any = obj
    for key in dotted.split("."):
        if not isinstance(current, dict) or current.get(key) is None:
            return False, None
        current = current[key]
    return True, current


@dataclass(frozen=True)
class Text:
    """A text field: `high` characters at most (after trimming); `needed` when its parent object is sent."""

    key: str
    high: int
    needed: bool = False
    low: int = 0

    def check(self, path: str, obj: dict[str, Any]) -> int:
        """Check the field inside `obj` (whose path is `path`) and return its measured length."""
        present, value = nested(obj, self.key)
        parent_key, _, _ = self.key.rpartition(".")
        parent_sent = not parent_key or nested(obj, parent_key)[0]
        length = measured(value) if present else 0
        if self.needed and parent_sent and length == 0:
            raise required(join(path, self.key))
        if present:
            check_length(join(path, self.key), length, low=self.low, high=self.high)
        return length


@dataclass(frozen=True)
class Url:
    key: str
    schemes: tuple[str, ...]
    high: int = 2048

    def check(self, path: str, obj: dict[str, Any]) -> None:
        present, value = nested(obj, self.key)
        if present:
            check_url(join(path, self.key), value, self.schemes, high=self.high)


@dataclass(frozen=True)
class Range:
    key: str
    low: float
    high: float

    def check(self, path: str, obj: dict[str, Any]) -> None:
        present, value = nested(obj, self.key)
        if present:
            check_range(join(path, self.key), value, low=self.low, high=self.high)
