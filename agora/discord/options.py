"""The `options:` text of `/game new`: `key:value` pairs separated by spaces or commas.

`players:3 turn_hours:24` → {"players": 3, "turn_hours": 24}. Numbers become ints, `true`/`false` (and
yes/no, oui/non…) booleans; a value with spaces is quoted (`solo_scenario:"Révolte de Naxos"`). With the
title's option declarations (`engine.core.options.OptionSpec`), a value may be typed as the name shown
for it in either language, or a unique prefix (`scenario:historique`); the service then refuses unknown
keys and values that are not allowed, naming what is. Autocomplete offers the declared options and their
values, named in the player's language, never `None`.
"""

from __future__ import annotations

import re
import shlex
from typing import Any

from agora.discord.typed import Candidate, find, match
from agora.errors import AgoraError, echo
from engine.core.options import OptionSpec
from i18n import LANGUAGES, has, t

_PAIR = re.compile(r"^([A-Za-z][A-Za-z0-9_]*)\s*[:=]\s*(.+)$", re.DOTALL)
_TRUE = frozenset({"true", "yes", "on", "oui", "vrai"})
_FALSE = frozenset({"false", "no", "off", "non", "faux"})
MAX_CHOICES = 25


def _value(raw: str) -> Any:
    text = raw.strip()
    if re.fullmatch(r"-?\d+", text):
        return int(text)
    if text.lower() in _TRUE:
        return True
    if text.lower() in _FALSE:
        return False
    return text


def _parts(text: str) -> list[str]:
    """Split on spaces and commas, keeping quoted values whole; a stray apostrophe is read literally."""
    lexer = shlex.shlex(text, posix=True)
    lexer.whitespace += ","
    lexer.whitespace_split = True
    try:
        return list(lexer)
    except ValueError:
        return [p for p in re.split(r"[,\s]+", text) if p]


def value_text(value: Any) -> str:
    """A value as it is typed: `true`, `3`, `historical`."""
    return str(value).lower() if isinstance(value, bool) else str(value)


def value_label(spec: OptionSpec, value: Any, lang: str) -> str:
    """A value as a player reads it: its catalog name when it has one (`Historique`), else as typed."""
    if isinstance(value, bool):
        return t(f"choices.value.{value_text(value)}", lang)
    key = f"{spec.text_key}.value.{value}"
    return t(key, lang) if has(key) else value_text(value)


def option_name(spec: OptionSpec, lang: str) -> str:
    key = f"{spec.text_key}.name"
    return t(key, lang) if has(key) else spec.name


def _read_value(spec: OptionSpec | None, value: Any) -> Any:
    """A typed string matched to one of the spec's values by id or name; else left for the check."""
    if spec is None or not isinstance(value, str) or not spec.values:
        return value
    candidates = [
        Candidate(
            item=v,
            label=value_text(v),
            names=(value_text(v), *(value_label(spec, v, lang) for lang in LANGUAGES)),
        )
        for v in spec.values
    ]
    found = match(value, candidates)
    return value if found is None else found


def parse_options_text(text: str | None, specs: dict[str, OptionSpec] | None = None) -> dict[str, Any]:
    if not text or not text.strip():
        return {}
    specs = specs or {}
    options: dict[str, Any] = {}
    for part in _parts(text.strip()):
        pair = _PAIR.match(part)
        if pair is None:
            raise AgoraError("lobby.error.options_syntax", part=echo(part))
        key = pair[1].lower()
        options[key] = _read_value(specs.get(key), _value(pair[2]))
    return options


def _offered_values(spec: OptionSpec) -> list[Any]:
    if spec.values:
        return list(spec.values)
    assert spec.minimum is not None and spec.maximum is not None
    picks = [spec.minimum, spec.default, spec.maximum]
    return [v for i, v in enumerate(picks) if v is not None and v not in picks[:i]]


def option_choices(specs: dict[str, OptionSpec], current: str, lang: str) -> list[tuple[str, str]]:
    """(name, value) autocomplete pairs for the options text typed so far: the next option's values
    once its key is typed, else the options not given yet, named in the player's language."""
    typed = current.lstrip()
    head, _, last = typed.rpartition(" ")
    prefix = f"{head} " if head else ""
    given = {p.split(":", 1)[0].lower() for p in head.split()}
    key, colon, partial = last.partition(":")
    out: list[tuple[str, str]] = []
    if colon and key.lower() in specs:
        spec = specs[key.lower()]
        values = _offered_values(spec)
        candidates = [
            Candidate(item=v, label=value_text(v), names=(value_text(v), value_label(spec, v, lang)))
            for v in values
        ]
        shown = [c.item for c in find(partial, candidates)] if partial else values
        for v in shown or values:
            pair = f"{spec.name}:{value_text(v)}"
            out.append((f"{pair} — {value_label(spec, v, lang)}", prefix + pair))
    else:
        for spec in specs.values():
            if spec.name in given:
                continue
            name = option_name(spec, lang)
            if last and not (spec.name.startswith(last.lower()) or find(last, [Candidate(spec, name)])):
                continue
            first = spec.default if spec.default is not None else _offered_values(spec)[0]
            pair = f"{spec.name}:{value_text(first)}"
            out.append((f"{pair} — {name}", prefix + pair))
    return [(name[:100], value[:100]) for name, value in out if len(value) <= 100][:MAX_CHOICES]
