"""Every message of the catalogs, rendered in English and French with sample values (issue 45, item 3).

Narrations, prompts, refusals and help of Syracuse and Epireia and the platform's own messages: each
message is rendered with its variables filled from tests/words/message_samples.py (names starting with a
vowel and with a consonant, counts 0/1/2/5, each variant of a selector), and fails on what a player must
never read: a raw key or internal id (`syracuse.error.x`, `b1_advantage`, `target:20`, `{ $var }` left
unfilled, Fluent's error markers), a zone shown by its code where it has a name (CATANE), a French word
not elided or contracted ("de Athènes", "de le", "à les"), a count with the wrong plural ("1 fronts",
"(1 players)", "0 joueurs" in French, "0 player" in English).
"""

from __future__ import annotations

import re
from functools import cache

import pytest

from i18n import LANGUAGES, catalog, t
from i18n import variables as variables_of
from tests.catalogs.test_catalogs import domains, messages
from tests.words.message_checks import (
    french_elisions,
    internal_ids,
    plural_faults,
    word_after,
    zone_codes,
)
from tests.words.message_samples import COUNTS, NEUTRAL_COUNT, assignments, samples_of, selector_keys


@cache
def typed_names() -> frozenset[str]:
    """What players type as `name:value` or as an option: command option names (`.opt.` messages) and
    the ids of game options (`choices.option.<title>.<id>`), in both languages."""
    names = {k.split(".")[3] for k in catalog("en") if k.startswith("choices.option.")}
    for lang in LANGUAGES:
        names |= {text for key, text in catalog(lang).items() if is_typed_identifier(key)}
    return frozenset(names)


@cache
def vocabulary(lang: str) -> frozenset[str]:
    return frozenset(w.lower() for text in catalog(lang).values() for w in re.findall(r"[A-Za-zÀ-ÿ]+", text))


def is_typed_identifier(key: str) -> bool:
    """Command and option names are identifiers typed by players (`turn_hours`), not prose."""
    return ".opt." in key and not key.endswith("description")


@cache
def findings(lang: str) -> dict[tuple[str, str, str], str]:
    """Every fault found in one language: (lang, key, excerpt) -> the text it was found in."""
    found: dict[tuple[str, str, str], str] = {}
    all_domains = domains()
    for key, message in messages(lang).items():
        if message.value is None or is_typed_identifier(key):
            continue
        names = variables_of(key, lang)
        for values in assignments(key, message, names, lang):
            text = t(key, lang, **values)
            faults = internal_ids(text, all_domains, typed_names()) + zone_codes(text)
            if lang == "fr":
                faults += french_elisions(text)
            for fault in faults:
                found.setdefault((lang, key, fault), text)
        selected = selector_keys(message.value)
        for name in sorted(names):
            if samples_of(name, lang, selected.get(name), key)[:1] != [NEUTRAL_COUNT]:
                continue  # not a count
            base = {n: samples_of(n, lang, selected.get(n), key)[0] for n in names}
            by_count = {count: t(key, lang, **{**base, name: count}) for count in COUNTS}
            for fault in plural_faults(lang, by_count, vocabulary(lang)):
                found.setdefault((lang, key, fault), by_count[int(fault.split()[0])])
    return found


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_message_shows_an_id_a_zone_code_a_wrong_elision_or_a_wrong_plural(lang):
    faults = findings(lang)
    lines = [f"{key}: {fault!r} in {text[:160]!r}" for (_, key, fault), text in sorted(faults.items())]
    report = "\n".join(lines)
    assert not faults, f"{lang}: {len(faults)} faults in rendered messages:\n{report}"


def test_the_checks_catch_each_kind_of_fault():
    domains_ = domains()
    assert internal_ids("awaited: b1_advantage", domains_) == ["b1_advantage"]
    assert internal_ids("move to target:20", domains_) == ["target:20"]
    assert internal_ids("Stratagem s23: choose the unit", domains_) == ["s23"]
    assert internal_ids("see syracuse.error.x", domains_) == ["syracuse.error.x"]
    assert internal_ids("{ $seat } plays {???}", domains_) == ["{ $seat }", "{???}"]
    assert internal_ids("`/partie nouvelle titre:syracuse` then /aide sujet:commandes", domains_) == []
    assert zone_codes("The fleet sails to CATANE.") == ["CATANE"]
    assert french_elisions("victoire de Athènes") == ["de Athènes"]
    assert french_elisions("la flotte de le Pirée, à les hoplites") == ["de le Pirée", "à les hoplites"]
    assert french_elisions("victoire d'Athènes, avant de le jouer, de onze points") == []
    words = frozenset({"front", "fronts", "player", "players", "joueur", "joueurs"})
    assert plural_faults("en", {1: "on 1 fronts", 2: "on 2 fronts"}, words) == ["1 fronts"]
    assert plural_faults("en", {0: "(0 player)", 1: "(1 player)", 2: "(2 players)"}, words) == ["0 player"]
    assert plural_faults("en", {1: "(1 players)", 2: "(2 players)"}, words) == ["1 players"]
    assert plural_faults("fr", {0: "0 joueurs", 1: "1 joueur", 2: "2 joueurs"}, words) == ["0 joueurs"]
    assert plural_faults("fr", {1: "1 joueur", 2: "2 joueur"}, words) == ["2 joueur"]
    assert plural_faults("en", {1: "1 more vote", 2: "2 more votes"}, words) == []
    assert word_after("(1 players)", 1) == ["players"]
