"""Discord's locales, and `*_localizations` maps checked against them."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from emulator.errors import invalid_form

# https://discord.com/developers/docs/reference#locales
DISCORD_LOCALES = frozenset(
    {
        "id", "da", "de", "en-GB", "en-US", "es-ES", "es-419", "fr", "hr", "it", "lt", "hu", "nl", "no",
        "pl", "pt-BR", "ro", "fi", "sv-SE", "vi", "tr", "cs", "el", "bg", "ru", "uk", "hi", "th", "zh-CN",
        "ja", "zh-TW", "ko",
    }
)  # fmt: skip


def check_localizations(path: str, localizations: Any, check_text: Callable[[str, Any], None]) -> None:
    """Every key a Discord locale (`fr`, not `fr-FR`), every text valid as the field it translates."""
    for locale, text in (localizations or {}).items():
        if locale not in DISCORD_LOCALES:
            raise invalid_form(
                f"{path}.{locale}", "ENUM_TYPE_COERCE", f'Value "{locale}" is not a valid enum value.'
            )
        check_text(f"{path}.{locale}", text)


def longest(text: Any, localizations: Any) -> int:
    """The longest of a text and its translations (what Discord counts toward a command's size)."""
    texts = [str(text or ""), *(str(t or "") for t in (localizations or {}).values())]
    return max(len(t) for t in texts)
