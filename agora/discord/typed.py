"""What a player typed, matched against the options a command offers now.

A player may type what he sees: the label in either language, any name shown inside it (a zone, a unit,
a figure, a building, a card), or the option's id; case and accents do not matter, and a unique prefix of
each word is enough. Ids made of a letter or two and digits (`T1`, `S2`, `12`) match only exactly, so a zone
or card that is not offered is never taken for a longer one that is (`T1` is not `T14`). A slip of the
keyboard is forgiven by fuzzy matching (rapidfuzz) when one option is clearly meant. When several options
match equally, the input is refused with the matching options listed; when none matches, the caller
decides (usually: hand the raw value to the engine, which says precisely why it is not legal).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Generic, TypeVar

from rapidfuzz import fuzz, process

from agora.errors import AgoraError

T = TypeVar("T")
MIN_PREFIX = 2  # characters typed before a prefix may stand for a whole word
MIN_FUZZY = 4  # characters typed before a near miss is forgiven
FUZZY_CUTOFF = 84.0  # rapidfuzz ratio (0-100) above which a near miss counts
MAX_LISTED = 10  # matching options named in an ambiguity refusal
MAX_TYPED = 200  # longer input names nothing offered (option labels are at most 100 characters)
_ID_LIKE = re.compile(r"^[a-z]{0,2}\d+$")


def normalise(text: str) -> str:
    """Case-, accent- and punctuation-free: `T14 · Syké` -> `t14 syke`, `Greniers` -> `greniers`."""
    decomposed = unicodedata.normalize("NFKD", text)
    bare = "".join(c for c in decomposed if not unicodedata.combining(c)).casefold()
    return " ".join(re.sub(r"[\W_]+", " ", bare).split())


@dataclass(frozen=True)
class Candidate(Generic[T]):
    """One offered option: what it stands for, its label in the player's language, and its names."""

    item: T
    label: str
    names: tuple[str, ...] = field(default=())

    def normalised(self) -> set[str]:
        return {n for n in (normalise(x) for x in (self.label, *self.names)) if n}


def _distinct(found: Sequence[Candidate[T]]) -> list[Candidate[T]]:
    """Options the player cannot tell apart (same label) count as one choice."""
    seen: dict[str, Candidate[T]] = {}
    for c in found:
        seen.setdefault(normalise(c.label), c)
    return list(seen.values())


def _word_prefix(typed: str, name: str) -> bool:
    """Each typed word begins a word of the name (`s25 adv` -> `play s25 good omens take the advantage`);
    an id-like word (`s25`, `t1`) must be a whole word."""
    words = name.split()
    return all(
        any(w == word if _ID_LIKE.match(word) else w.startswith(word) for w in words)
        for word in typed.split()
    )


def find(typed: str, candidates: Iterable[Candidate[T]]) -> list[Candidate[T]]:
    """The best-matching options, by tiers: exact name, then word prefix, then a near miss."""
    options = list(candidates)
    if len(typed) > MAX_TYPED:
        return []
    needle = normalise(typed)
    if not needle:
        return []
    names = [(c, c.normalised()) for c in options]
    exact = [c for c, ns in names if needle in ns]
    if exact or _ID_LIKE.match(needle):
        return _distinct(exact)
    if len(needle) >= MIN_PREFIX:
        prefixed = [c for c, ns in names if any(_word_prefix(needle, n) for n in ns)]
        if prefixed:
            return _distinct(prefixed)
    if len(needle) < MIN_FUZZY or any(ch.isdigit() for ch in needle):
        return []  # numbers name one thing each (`religious_3` is not a slip for `religious_1`)
    flat = [(c, n) for c, ns in names for n in ns]
    hits = process.extract(
        needle, [n for _, n in flat], scorer=fuzz.ratio, score_cutoff=FUZZY_CUTOFF, limit=None
    )
    if not hits:
        return []
    best = max(score for _, score, _ in hits)
    return _distinct([flat[i][0] for _, score, i in hits if score == best])


def match(typed: str, candidates: Iterable[Candidate[T]]) -> T | None:
    """The one option meant, None when nothing matches; several: a private refusal listing them."""
    found = find(typed, candidates)
    if len(found) > 1:
        raise ambiguous(typed, found)
    return found[0].item if found else None


def ambiguous(typed: str, found: Sequence[Candidate[object]]) -> AgoraError:
    listed = [c.label for c in found[:MAX_LISTED]]
    more = len(found) - len(listed)
    text = " · ".join(listed) + (f" · … (+{more})" if more > 0 else "")  # no language-specific spacing
    return AgoraError("choices.error.ambiguous", value=typed.strip()[:80], options=text)
