"""What a rendered message must never show a player, as checks returning the offending excerpts.

Each check takes the rendered text (and for plurals, the count given and the text rendered with other
counts) and returns short excerpts naming the fault; an empty list is a clean text.
"""

from __future__ import annotations

import re

from tests.catalogs.test_catalogs import NOT_PLURAL

# Code spans, mentions, links and `/command option:value` are typed by players or Discord, not prose.
_NOT_PROSE = re.compile(r"`[^`]*`|<[^>]*>|https?://\S+|/[a-zà-ÿ_-]+(?: [a-zà-ÿ_-]+)?(?: [a-zà-ÿ_]+:\S+)*")
_FLUENT_ERROR = re.compile(r"\{[^}]*\}|\?\?\?")
_SNAKE_ID = re.compile(r"\b[a-z][a-z0-9]*_[a-z0-9_]+\b")
_TYPED_ID = re.compile(r"\b[a-z_]+:\d+\b")
# `s23`, `pelo1`: an engine's id, not a name ("x2" times and "d10" dice are the rulebooks' notation)
_NUMBERED_ID = re.compile(r"\b(?![xd][0-9])[a-z]{1,10}[0-9]+\b")
ZONE_CODES_WITH_NAMES = ("CATANE",)  # engine ids the map names (syracuse_render.catane)

_VOWEL = "AEIOUYÀÂÄÉÈÊËÎÏÔÖŒÙÛÜaeiouyàâäéèêëîïôöœùûü"
# French words that elide before a vowel; "de onze", "le un" (the number) and "de une" are not faults.
_ELIDED = re.compile(rf"\b([Dd]e|[Qq]ue|ne|[Jj]e|[Ll]e|[Ll]a|se|me|te|jusque|lorsque|puisque) (?=[{_VOWEL}])")
_NO_ELISION = re.compile(r"^(onze|onzième|un |une |ou |oui|Ouest|yeux)")
# "de le X" / "à le X" / "de les X" / "à les X" are du/au/des/aux, unless `le`/`les` is a pronoun
# before a verb ("avant de le jouer").
_CONTRACTED = re.compile(r"\b([Dd]e|à|À) (le|les) ([\wÀ-ÿ'-]+)")
_VERB_ENDING = re.compile(r"(er|ir|re)$")


def prose(text: str) -> str:
    return _NOT_PROSE.sub(" ", text)


def internal_ids(text: str, domains: frozenset[str], typed: frozenset[str] = frozenset()) -> list[str]:
    """Raw keys, Fluent's markers and identifiers; `typed`: option names a player types (`turn_hours:24`
    in a help text is what to type, not an internal id)."""
    found = [m[0] for m in _FLUENT_ERROR.finditer(text)]
    words = prose(text)
    found += [m[0] for m in re.finditer(rf"\b(?:{'|'.join(sorted(domains))})(?:\.[a-z0-9_]+)+", words)]
    found += [m[0] for m in _SNAKE_ID.finditer(words) if m[0] not in typed]
    found += [m[0] for m in _TYPED_ID.finditer(words) if m[0].split(":")[0] not in typed]
    found += [m[0] for m in _NUMBERED_ID.finditer(words) if m[0] not in typed]
    return found


def zone_codes(text: str) -> list[str]:
    return [code for code in ZONE_CODES_WITH_NAMES if re.search(rf"\b{code}\b", text)]


def french_elisions(text: str) -> list[str]:
    words = prose(text)
    found = []
    for m in _ELIDED.finditer(words):
        after = words[m.end() :]
        if not _NO_ELISION.match(after):
            found.append(words[m.start() : m.end() + 12])
    for m in _CONTRACTED.finditer(words):
        if not _VERB_ENDING.search(m[3]):
            found.append(m[0])
    return found


# Words after a number that are the same in the singular and the plural, or are not counted nouns.
INVARIABLE = frozenset(
    [
        *("fois", "pas", "sur", "de", "du", "des", "à", "au", "aux", "et", "ou", "en", "par", "pour"),
        *("contre", "sans", "avec", "dans", "sous", "vers", "plus", "moins", "an", "mois", "si", "après"),
        *("avant", "x", "×", "on", "of", "out", "in", "to", "at", "and", "or", "for", "left", "per", "by"),
        *("vs", "works", "level", "se"),
    ]
)


def word_after(text: str, number: int) -> list[str]:
    """The lowercase words right after `number` in the text ("2 fronts" -> "fronts")."""
    return [m[1] for m in re.finditer(rf"(?<![\w.,/-]){number} ([a-zà-ÿ]+)\b", prose(text))]


def is_noun(word: str, vocabulary: frozenset[str]) -> bool:
    """A word the catalogs also write in the plural: a counted noun ("player"/"players"), not an
    adjective or a verb ("2 more", "5 seated")."""
    return any(form in vocabulary for form in (word + "s", word + "x", word + "es", word[:-1] + "ies"))


def is_plural_noun(word: str, vocabulary: frozenset[str]) -> bool:
    """A plural whose singular the catalogs also write ("fronts"/"front"), not a verb ("is", "ends")."""
    if word in NOT_PLURAL or not word.endswith(("s", "x")):
        return False
    return word[:-1] in vocabulary and not is_noun(word, vocabulary)


def plural_faults(lang: str, by_count: dict[int, str], vocabulary: frozenset[str]) -> list[str]:
    """Plural faults in one message rendered with counts 0, 1, 2, 5 in one variable (others neutral);
    `vocabulary`: every word of the language's catalog."""
    singular_counts, plural_counts = ((0, 1), (2, 5)) if lang == "fr" else ((1,), (0, 2, 5))
    found = []
    for one in singular_counts:
        for many in plural_counts:
            if one not in by_count or many not in by_count:
                continue
            ones, manys = word_after(by_count[one], one), word_after(by_count[many], many)
            for single, plural in zip(ones, manys, strict=False):
                if single in INVARIABLE or plural in INVARIABLE:
                    continue
                if single == plural and not single.endswith(("s", "x", "z")) and is_noun(single, vocabulary):
                    found.append(f"{many} {plural}")  # the same noun for one and for many: no plural
                elif single == plural and is_plural_noun(single, vocabulary):
                    found.append(f"{one} {single}")  # a plural noun for one
    return found
