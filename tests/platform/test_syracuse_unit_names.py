"""Syracuse units are named in the game's language: the counters print French names, the catalogs
carry an English name for each."""

import pytest

from agora.presenters.syracuse_labels import counter_label, group_label, unit_label_key
from engine.syracuse.facts import facts
from i18n import catalog


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_printed_unit_name_has_a_catalog_entry(lang):
    labels = {u.label for u in facts().units.values()}
    assert sorted(label for label in labels if unit_label_key(label) not in catalog(lang)) == []


def test_an_athenian_hoplite_reads_in_english_and_french():
    hoplite = next(uid for uid, u in facts().units.items() if u.label == "Hoplites athéniens")
    assert "Athenian hoplites" in counter_label(hoplite, "en")
    assert "Hoplites athéniens" in counter_label(hoplite, "fr")


def test_a_reinforcement_group_is_named_in_the_games_language():
    group = next(
        g.id
        for s in facts().content.scenarios.scenarios
        for g in s.reinforcements
        if any(facts().units[u].label == "Cavaliers siciliens alliés" for u in g.units)
    )
    assert "Allied Sicilian horsemen" in group_label(group, "en")
    assert "Cavaliers siciliens alliés" in group_label(group, "fr")
