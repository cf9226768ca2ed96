"""Labels joined in code, written through the catalog so each language's typography applies (French puts
a narrow no-break space before ":" and ";"). Code never writes `f"{label}: {value}"` for players."""

from __future__ import annotations

from typing import Any

from i18n import t


def pair(label: Any, value: Any, lang: str) -> str:
    """`Label: value` in English, `Label : value` (U+202F before the colon) in French."""
    return t("words.pair", lang, label=str(label), value=str(value))


def both(first: Any, second: Any, lang: str) -> str:
    """`first; second` in English, `first ; second` (U+202F before the semicolon) in French."""
    return t("words.both", lang, first=str(first), second=str(second))


def semicolons(parts: list[str], lang: str) -> str:
    """Parts of a list separated by semicolons, with each language's spacing."""
    if not parts:
        return ""
    text = parts[0]
    for part in parts[1:]:
        text = both(text, part, lang)
    return text
