"""One translation function for every user-visible text, in English and French, through Project Fluent.

A layer of its own, below everything that speaks: the pictures (`render/`), the platform (`agora/`) and the
commands (`cogs/`) read it; it reads nothing of theirs (the engines hold no words: only keys).

Catalogs are Fluent files, one per domain: `locales/<lang>/<domain>.ftl` (`fluent.runtime`), so plurals,
elision, articles and typography are written once in the catalog (`{ $count -> [one] … *[other] … }`,
selectors on a side id for "d'Athènes"/"de Syracuse"), not in code. Code keeps dotted keys (`lobby.joined`),
mapped to Fluent ids (`lobby-joined`) by `i18n.ftl`. A missing key falls back to English, then to the
key itself, so a gap shows up as text a tester notices instead of a crash.

`t()` runs hundreds of times per move: bundles are built once per language, texts without placeables are
precomputed, selector-free messages are joined directly (strings and integers), and only the rest goes
through Fluent's resolver, whose results are cached per (language, key, arguments). Numbers are never
digit-grouped ("n°12345"); a count passed as text ("3") still selects its plural form.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from decimal import Decimal
from functools import cache, lru_cache
from pathlib import Path
from typing import Any

from fluent.runtime import FluentBundle
from fluent.runtime.types import fluent_number
from fluent.syntax import FluentParser, ast

from i18n.ftl import id_to_key, key_to_id

LANGUAGES = ("en", "fr")
_INTEGER = re.compile(r"-?(?:0|[1-9][0-9]{0,17})")
DEFAULT_LANGUAGE = "en"
_LOCALES = Path(__file__).with_name("locales")


class CatalogError(ValueError):
    """A catalog file that cannot be loaded (a leftover JSON catalog, a syntax error, a misplaced key)."""


def normalize_locale(locale: object) -> str:
    """Map a Discord locale ('fr', 'en-US', discord.Locale.french...) or None to 'en' or 'fr'."""
    if locale in LANGUAGES:  # already one of ours: most calls (about 500 per Epireia move)
        return locale  # type: ignore[return-value]
    value = getattr(locale, "value", locale)
    text = str(value or "").lower().replace("_", "-")
    lang = text.split("-")[0]
    return lang if lang in LANGUAGES else DEFAULT_LANGUAGE


@dataclass(frozen=True)
class _Language:
    lang: str
    bundle: FluentBundle
    patterns: dict[str, Any]  # key -> Fluent pattern of a message with placeables
    plain: dict[str, str]  # key -> final text of a message without placeables
    variables: dict[str, frozenset[str]]  # key -> names of the variables the message uses
    simple: dict[str, tuple[str | _Var, ...]]  # key -> parts of a message with placeables but no selector


@dataclass(frozen=True)
class _Var:
    name: str


def _simple_parts(pattern: ast.Pattern) -> tuple[str | _Var, ...] | None:
    """Text and bare `{ $name }` parts of a pattern, or None when it needs Fluent's resolver (selectors,
    terms, functions), so the common case is a join instead of a walk through the resolver."""
    parts: list[str | _Var] = []
    for element in pattern.elements:
        if isinstance(element, ast.TextElement):
            parts.append(element.value)
        elif isinstance(element.expression, ast.StringLiteral):
            parts.append(element.expression.parse()["value"])
        elif isinstance(element.expression, ast.VariableReference):
            parts.append(_Var(element.expression.id.name))
        else:
            return None
    return tuple(parts)


def variables_in(node: Any) -> set[str]:
    """Names of the `$variables` anywhere under a Fluent AST node."""
    if isinstance(node, ast.VariableReference):
        return {node.id.name}
    found: set[str] = set()
    if isinstance(node, ast.BaseNode):
        for value in vars(node).values():
            for child in value if isinstance(value, list) else [value]:
                found |= variables_in(child)
    return found


def ftl_paths(lang: str) -> list[Path]:
    folder = _LOCALES / lang
    leftovers = sorted(folder.glob("*.json"))
    if leftovers:
        names = ", ".join(str(path.relative_to(_LOCALES)) for path in leftovers)
        raise CatalogError(
            f"JSON catalogs are no longer read ({names}): convert them with "
            f"`.venv/bin/python scripts/json_to_ftl.py i18n/locales/*/*.json --delete`"
        )
    return sorted(folder.glob("*.ftl"))


@cache
def _language(lang: str) -> _Language:
    bundle = FluentBundle([lang], use_isolating=False)
    patterns: dict[str, Any] = {}
    plain: dict[str, str] = {}
    variables: dict[str, frozenset[str]] = {}
    simple: dict[str, tuple[str | _Var, ...]] = {}
    for path in ftl_paths(lang):
        domain = path.stem
        resource = FluentParser().parse(path.read_text(encoding="utf-8"))  # parsed once: the bundle takes it
        for entry in resource.body:
            if isinstance(entry, ast.Junk):
                raise CatalogError(f"{path}: Fluent syntax error near {entry.content[:60]!r}")
            if isinstance(entry, ast.Message):
                key = id_to_key(entry.id.name, entry.comment.content if entry.comment else None)
                if not key.startswith(domain + "."):
                    raise CatalogError(f"{path}: key {key!r} must start with {domain!r}.")
                if key in variables:
                    raise CatalogError(f"{path}: key {key!r} defined twice")
                variables[key] = frozenset(variables_in(entry.value))
                parts = _simple_parts(entry.value) if entry.value and not entry.attributes else None
                if parts is not None and variables[key]:
                    simple[key] = parts
        bundle.add_resource(resource)
    for key, names in variables.items():
        pattern = bundle.get_message(key_to_id(key)).value
        if names:
            patterns[key] = pattern
        else:
            plain[key], errors = bundle.format_pattern(pattern, {})
            if errors:
                raise CatalogError(f"{lang}: {key}: {errors}")
    return _Language(lang, bundle, patterns, plain, variables, simple)


def preload() -> None:
    """Load every language now (a process about to answer, not its first text, pays for the parsing)."""
    for lang in LANGUAGES:
        _language(lang)


def _argument(value: Any) -> Any:
    if isinstance(value, bool) or value is None:
        return str(value)
    if isinstance(value, int | float | Decimal):
        return fluent_number(value, useGrouping=False)  # ids and years stay "1234", plurals still select
    if isinstance(value, str):
        # callers often pass counts already as text ("3"): a plural selector still needs the number
        return fluent_number(int(value), useGrouping=False) if _INTEGER.fullmatch(value) else value
    return str(value)


def _join(parts: tuple[str | _Var, ...], params: Mapping[str, Any]) -> str | None:
    """A selector-free message filled with strings and integers as Fluent would (no digit grouping);
    None for any other argument type, which Fluent formats by locale."""
    out = []
    for part in parts:
        if isinstance(part, str):
            out.append(part)
            continue
        value = params.get(part.name, _MISSING)
        if isinstance(value, str):
            out.append(value)
        elif type(value) is int:
            out.append(str(value))
        elif value is _MISSING:
            out.append("{" + part.name + "}")
        else:
            return None
    return "".join(out)


_MISSING = object()


def _format(language: _Language, key: str, params: Mapping[str, Any]) -> str | None:
    text = language.plain.get(key)
    if text is not None:
        return text
    pattern = language.patterns.get(key)
    if pattern is None:
        return None
    parts = language.simple.get(key)
    if parts is not None:
        fast = _join(parts, params)
        if fast is not None:
            return fast
    try:
        # the type is part of the key: True and 1 are equal but are not written alike
        frozen = tuple(sorted((k, type(v), v) for k, v in params.items() if k in language.variables[key]))
        hash(frozen)
    except TypeError:  # an unhashable argument: resolve without the cache
        return _resolve(language, key, tuple((k, type(v), v) for k, v in params.items()))
    return _resolve_cached(language.lang, key, frozen)


def _resolve(language: _Language, key: str, params: tuple[tuple[str, type, Any], ...]) -> str:
    """Fluent's resolver, for messages with selectors or arguments the join does not format."""
    given = {name: value for name, _type, value in params}
    args = {
        name: _argument(given[name]) if name in given else "{" + name + "}"
        for name in language.variables[key]
    }
    text, _errors = language.bundle.format_pattern(language.patterns[key], args)
    return text


@lru_cache(maxsize=8192)
def _resolve_cached(lang: str, key: str, params: tuple[tuple[str, type, Any], ...]) -> str:
    """The same message with the same arguments recurs many times per move (labels, counts)."""
    return _resolve(_language(lang), key, params)


def t(key: str, locale: object = None, **params: Any) -> str:
    """Translate `key` into the language of `locale`, filling `{ $placeables }` from params."""
    lang = normalize_locale(locale)
    text = _format(_language(lang), key, params)
    if text is None and lang != DEFAULT_LANGUAGE:
        text = _format(_language(DEFAULT_LANGUAGE), key, params)
    return key if text is None else text


def has(key: str) -> bool:
    return key in _language(DEFAULT_LANGUAGE).variables


def variables(key: str, lang: str = DEFAULT_LANGUAGE) -> frozenset[str]:
    """The placeables a message uses (empty for an unknown key)."""
    return _language(lang).variables.get(key, frozenset())


@cache
def catalog(lang: str) -> dict[str, str]:
    """Every key of a language with its text; placeables are shown as `{name}` (plural selectors fall to
    their default variant). For command names, tests and tools; players' texts go through `t()`."""
    language = _language(lang)
    return {key: _format(language, key, {}) or "" for key in language.variables}
