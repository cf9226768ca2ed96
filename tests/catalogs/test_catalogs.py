"""The Fluent catalogs against the code and each other.

Fails on: a key the code names that no catalog has; a key family the code builds that matches nothing;
a catalog key nothing uses; a message in one language only; placeables that differ between languages;
a count followed by a plural noun outside a plural selector (or "(s)"); an English word in French;
the fast path of t() disagreeing with Fluent's resolver.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache
from pathlib import Path

import pytest
from fluent.syntax import FluentParser, ast

from i18n import LANGUAGES, catalog, t, variables_in
from i18n import _language as language_of
from i18n.ftl import id_to_key
from tests.catalogs.catalog_scan import DYNAMIC_FAMILIES, NOT_KEYS, code_keys

LOCALES = Path(__file__).resolve().parents[2] / "i18n" / "locales"

# Variables that hold a number of things: "{ $n } tokens" must be inside `{ $n -> [one] … *[other] … }`.
COUNT_NAMES = frozenset(
    [
        "count",
        "n",
        "amount",
        "actions",
        "players",
        "missing",
        "left",
        "figures",
        "buildings",
        "territories",
        "reserve",
        "tokens",
        "points",
        "pt",
        "cards",
        "score",
        "unused",
        "turns",
        "hours",
        "minutes",
        "votes",
        "dice",
        "stratagems",
        "units",
        "ships",
    ]
)
# Words ending in s/x that are not plurals of a counted noun.
NOT_PLURAL = frozenset(
    [
        "is",
        "was",
        "has",
        "its",
        "this",
        "plus",
        "as",
        "us",
        "his",
        "thus",
        "less",
        "across",
        "towards",
        "always",
        "whereas",
        "puis",
        "vers",
        "sous",
        "plus",
        "moins",
        "fois",
        "mais",
        "pas",
        "sans",
        "après",
        "dès",
        "très",
        "jamais",
        "alors",
        "depuis",
        "lors",
        "avons",
        "avez",
        "aux",
        "dans",
    ]
)
# Common English words that have no business in a French text.
ENGLISH_WORDS = frozenset(
    [
        "the",
        "and",
        "with",
        "your",
        "you",
        "are",
        "is",
        "of",
        "for",
        "from",
        "this",
        "that",
        "these",
        "those",
        "game",
        "games",
        "player",
        "players",
        "turn",
        "turns",
        "move",
        "moves",
        "build",
        "builds",
        "building",
        "buildings",
        "token",
        "tokens",
        "choose",
        "waiting",
        "ready",
        "none",
        "yes",
        "left",
        "wins",
        "win",
        "card",
        "cards",
        "league",
        "leagues",
        "side",
        "sides",
        "seat",
        "seats",
        "join",
        "start",
        "leave",
        "help",
        "rules",
        "deadline",
        "hours",
        "close",
        "closed",
        "back",
        "next",
        "previous",
        "done",
        "cancel",
        "undo",
        "board",
        "draw",
        "stratagem",
        "stratagems",
        "supply",
        "reinforcements",
        "attack",
        "defence",
        "defense",
        "fleet",
        "army",
        "city",
        "cities",
        "resource",
        "resources",
        "wheat",
        "wood",
        "copper",
        "gold",
        "free",
        "any",
        "all",
        "not",
        "no",
        "only",
        "more",
        "less",
        "than",
        "when",
        "where",
        "which",
        "who",
        "what",
        "will",
        "would",
        "should",
        "can",
        "could",
        "must",
        "there",
        "their",
        "they",
        "them",
        "our",
        "we",
        "us",
        "he",
        "she",
        "it",
        "his",
        "her",
        "has",
        "have",
        "had",
        "been",
        "being",
        "was",
        "were",
        "do",
        "does",
        "did",
    ]
)
# Proper nouns, brand names and typed values that are the same in French.
FRENCH_ALLOWED = frozenset(
    ["Discord", "Agora", "Epireia", "Syracuse", "DTDA", "Games", "none", "half", "forfeit", "bot", "timeout"]
)


@cache
def messages(lang: str) -> dict[str, ast.Message]:
    found: dict[str, ast.Message] = {}
    for path in sorted((LOCALES / lang).glob("*.ftl")):
        for entry in FluentParser().parse(path.read_text(encoding="utf-8")).body:
            assert not isinstance(entry, ast.Junk), f"{path}: {entry.content[:80]!r}"
            if isinstance(entry, ast.Message):
                found[id_to_key(entry.id.name, entry.comment.content if entry.comment else None)] = entry
    return found


def domains() -> frozenset[str]:
    return frozenset(key.split(".")[0] for key in messages("en"))


def used_keys() -> tuple[set[str], list[re.Pattern[str]]]:
    scan = code_keys(domains())
    used = set(scan.literals) | {p + k for k in {*scan.helper_keys, *scan.constants} for p in scan.prefixes}
    families = [re.compile(p) for p in [*scan.families(), *DYNAMIC_FAMILIES]]
    return used, families


def test_every_key_the_code_names_exists_in_both_languages():
    scan = code_keys(domains())
    for lang in LANGUAGES:
        missing = {k: at for k, at in scan.literals.items() if k not in messages(lang) and k not in NOT_KEYS}
        assert not missing, f"{lang}: keys named in code but missing: {missing}"
        missing = {
            k: at
            for k, at in scan.helper_keys.items()
            if not any(p + k in messages(lang) for p in scan.prefixes)
        }
        assert not missing, f"{lang}: helper keys (tr('…')) missing: {missing}"


def test_every_key_family_the_code_builds_matches_keys():
    scan = code_keys(domains())
    keys = list(messages("en"))

    def matches(regex: str) -> bool:
        return any(re.fullmatch(regex, k) for k in keys)

    dead = {p: at for p, at in {**scan.patterns, **DYNAMIC_FAMILIES}.items() if not matches(p)}
    dead |= {  # a relative family is checked when its first segment is one a helper's keys use
        r: at
        for r, at in scan.relative.items()
        if any(k.startswith(p + r.split("\\.")[0] + ".") for k in keys for p in scan.prefixes)
        and not any(matches(re.escape(p) + r) for p in scan.prefixes)
    }
    assert not dead, f"keys built in code that match no catalog key: {dead}"


def test_no_catalog_key_is_unused():
    used, families = used_keys()
    unused = [k for k in messages("en") if k not in used and not any(f.fullmatch(k) for f in families)]
    assert not unused, f"catalog keys no code uses (delete them or declare their family): {unused}"


def test_both_languages_have_the_same_messages():
    en, fr = set(messages("en")), set(messages("fr"))
    assert en == fr, f"only in English: {sorted(en - fr)[:10]}; only in French: {sorted(fr - en)[:10]}"


def _grammar_free(names: set[str]) -> set[str]:
    """`side_id` (a grammar selector: "d'Athènes", "athénienne") stands for `side`."""
    return {name.removesuffix("_id") for name in names}


def test_placeables_are_the_same_in_both_languages():
    differ = {
        key: (sorted(variables_in(en)), sorted(variables_in(messages("fr")[key])))
        for key, en in messages("en").items()
        if key in messages("fr")
        and _grammar_free(variables_in(en)) != _grammar_free(variables_in(messages("fr")[key]))
    }
    assert not differ, f"placeables differ between languages: {differ}"


def _unselected_counts(elements: list, selected: frozenset[str]) -> Iterator[str]:
    """Texts where a count variable is followed by a plural-looking word outside a selector on it."""
    for i, element in enumerate(elements):
        if isinstance(element, ast.TextElement) and "(s)" in element.value:
            yield element.value.strip()
        if not isinstance(element, ast.Placeable):
            continue
        expression = element.expression
        if isinstance(expression, ast.SelectExpression):
            inner = selected | variables_in(expression.selector)
            for variant in expression.variants:
                yield from _unselected_counts(variant.value.elements, frozenset(inner))
        elif isinstance(expression, ast.VariableReference) and expression.id.name in COUNT_NAMES:
            after = elements[i + 1] if i + 1 < len(elements) else None
            if isinstance(after, ast.TextElement) and expression.id.name not in selected:
                word = re.match(r" (\w+)", after.value)
                if word and word[1][-1] in "sx" and word[1].islower() and word[1] not in NOT_PLURAL:
                    yield f"{{ ${expression.id.name} }}{after.value[:30]}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_counts_have_their_plural_forms(lang):
    faults = {
        key: found
        for key, message in messages(lang).items()
        if message.value and (found := list(_unselected_counts(message.value.elements, frozenset())))
    }
    assert not faults, f"{lang}: counts without a [one]/[other] selector: {faults}"


def _french_words(node: object) -> Iterator[str]:
    if isinstance(node, ast.TextElement):
        # code spans, mentions, links, /commands and typed `key:value` options are not prose
        text = re.sub(r"`[^`]*`|<[^>]*>|https?://\S+|/[a-z_-]+|\w+:\S+", " ", node.value)
        yield from re.findall(r"[A-Za-zÀ-ÿ']+", text)
    elif isinstance(node, ast.BaseNode):
        for value in vars(node).values():
            for child in value if isinstance(value, list) else [value]:
                yield from _french_words(child)


def test_no_english_word_in_the_french_catalog():
    found = {}
    for key, message in messages("fr").items():
        if ".cmd." in key or (".opt." in key and not key.endswith("description")):
            continue  # command and option names are identifiers typed by players
        words = {
            w for w in _french_words(message.value) if w.lower() in ENGLISH_WORDS and w not in FRENCH_ALLOWED
        }
        if words:
            found[key] = sorted(words)
    assert not found, f"English words in French texts: {found}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_fast_path_of_t_gives_what_fluent_gives(lang):
    language = language_of(lang)
    for key in language.simple:
        args = {name: f"<{name}>" if i % 2 else i for i, name in enumerate(sorted(language.variables[key]))}
        expected, errors = language.bundle.format_pattern(language.patterns[key], args)
        assert not errors and t(key, lang, **args) == expected, key


def test_catalog_texts_show_missing_placeables_by_name():
    assert "{card}" in catalog("en")["demo.event.drew"]


# English texts name sides as nouns ("Athens rolls", not "the Athenian rolls") and use the English
# abbreviations of the glossary (WP, AP, VP, MP), never the French ones (docs/glossary.md).
FRENCH_ABBREVIATIONS = re.compile(r"\b(PT|PA|PV|PM)\b")
SIDE_ADJECTIVE_AS_SUBJECT = re.compile(
    r"\b(?:[Tt]he )?(?:Athenian|Syracusan)(?:'s\b| (?:gains|rolls|eliminates|builds|wins|starts|moves"
    r"|plays|draws|loses|takes|is|has)\b)"
)


def test_english_texts_use_the_glossary_terms():
    found = {
        key: text[:80]
        for key, text in catalog("en").items()
        if FRENCH_ABBREVIATIONS.search(text) or SIDE_ADJECTIVE_AS_SUBJECT.search(text)
    }
    assert not found, f"English texts off the glossary: {found}"
