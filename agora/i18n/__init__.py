"""One translation function for every user-visible text, in English and French.

Catalogs are flat JSON files, one per domain: `locales/<lang>/<domain>.json`, whose keys all start
with `<domain>.` (for example `lobby.joined` in `lobby.json`). A missing key falls back to English,
then to the key itself, so a gap shows up as text a tester notices instead of a crash.
"""

from __future__ import annotations

import json
import string
from functools import cache
from pathlib import Path
from typing import Any

LANGUAGES = ("en", "fr")
DEFAULT_LANGUAGE = "en"
_LOCALES = Path(__file__).with_name("locales")


def normalize_locale(locale: object) -> str:
    """Map a Discord locale ('fr', 'en-US', discord.Locale.french...) or None to 'en' or 'fr'."""
    value = getattr(locale, "value", locale)
    text = str(value or "").lower().replace("_", "-")
    lang = text.split("-")[0]
    return lang if lang in LANGUAGES else DEFAULT_LANGUAGE


@cache
def catalog(lang: str) -> dict[str, str]:
    merged: dict[str, str] = {}
    for path in sorted((_LOCALES / lang).glob("*.json")):
        domain = path.stem
        data = json.loads(path.read_text(encoding="utf-8"))
        for key, text in data.items():
            if not key.startswith(domain + "."):
                raise ValueError(f"{path}: key {key!r} must start with {domain!r}.")
            merged[key] = text
    return merged


class _Lenient(dict):
    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


def t(key: str, locale: object = None, **params: Any) -> str:
    """Translate `key` into the language of `locale`, filling `{placeholders}` from params."""
    lang = normalize_locale(locale)
    text = catalog(lang).get(key) or catalog(DEFAULT_LANGUAGE).get(key) or key
    return string.Formatter().vformat(text, (), _Lenient(params)) if params else text


def has(key: str) -> bool:
    return key in catalog(DEFAULT_LANGUAGE)
