"""The content matches the box (rulebook p.3 "Contenu de la boîte") and holds together."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest
from pydantic import ValidationError

from engine.epireia.content import load_content
from engine.epireia.content import models as m

C = load_content()


def test_p3_six_cities_with_six_figures_each() -> None:
    assert [c.id for c in C.cities] == ["athens", "sparta", "corinth", "delphi", "elis", "larissa"]
    assert len(C.figures) == 36
    assert Counter(f.city for f in C.figures) == dict.fromkeys(m.CITY_IDS, 6)


def test_p3_eight_administrators() -> None:
    names = [a.names.fr for a in C.administrators]
    assert names == [
        "Polémarque",
        "Archonte",
        "Prêtresse",
        "Financier",
        "Marchande",
        "Architecte",
        "Diplomate",
        "Orateur",
    ]


def test_p3_fifty_two_military_tokens_in_the_stated_split() -> None:
    assert len(C.tokens) == 52
    split = Counter((t.unit, t.level) for t in C.tokens)
    assert split == {
        ("hoplites", 1): 14,
        ("hoplites", 2): 14,
        ("triremes", 1): 6,
        ("triremes", 2): 6,
        ("cavalry", 1): 6,
        ("cavalry", 2): 6,
    }


def test_p3_twenty_scenarios_four_per_act_and_eight_solo() -> None:
    assert Counter(s.act for s in C.scenarios) == {1: 4, 2: 4, 3: 4}
    assert len(C.solo_scenarios) == 8


def test_p3_twenty_four_augures_and_nine_brigands() -> None:
    assert len(C.augures) == 24
    assert C.map.brigands.tokens == 9


def test_p3_two_battlefields_and_five_city_tokens() -> None:
    assert sorted(b.league for b in C.battlefields) == ["delos", "peloponnese"]
    assert C.rules.city_tokens == 5


def test_p12_six_land_and_three_sea_territories_and_six_empires() -> None:
    kinds = Counter(t.kind for t in C.map.territories)
    assert kinds == {"land": 6, "sea": 3}
    assert len(C.map.empires) == 6


def test_p13_player_board_has_seventeen_slots_matching_the_act_iii_threshold() -> None:
    """Military x3, religious (x3, reconstructed), civil x3, political x3, administrator x3, city x2."""
    for city in C.cities:
        slots = C.buildings_of(city.id)
        assert Counter(b.category for b in slots) == {
            "military": 3,
            "religious": 3,
            "civil": 3,
            "political": 3,
            "administrator": 3,
            "city": 2,
        }
        assert len(slots) == C.rules.cancel_thresholds[3] == 17


def test_ids_are_unique_everywhere() -> None:
    groups = {
        "figures": [f.id for f in C.figures],
        "tokens": [t.id for t in C.tokens],
        "scenarios": [s.id for s in (*C.scenarios, *C.solo_scenarios)],
        "augures": [a.id for a in C.augures],
        "locations": [x.id for x in (*C.map.territories, *C.map.empires)],
    }
    for name, ids in groups.items():
        assert len(ids) == len(set(ids)), name


def test_every_reference_resolves() -> None:
    for d in C.map.solo_destinations:
        assert C.location(d.destination)
    for s in C.solo_scenarios:
        for fid in s.enemy_figures:
            assert C.figure(fid).city != s.city
        for p in s.enemy_army:
            assert C.battlefield("delos").slot_type(p.front, p.column, p.line) == C.token(p.token).unit
    for k in C.token_costs:
        if k.requires_building:
            slot = C.building("athens", k.requires_building)
            assert any(e.effect == "unlock_level2" and e.unit == k.unit for e in slot.effects)
    for owner in (*C.scenarios, *C.solo_scenarios, *C.augures):
        effects = owner.constraints if hasattr(owner, "constraints") else owner.effects
        for e in effects:
            for loc in e.locations or ():
                assert C.territory(loc)
            if e.administrator:
                assert C.administrator(e.administrator)


def _all_sources() -> list[str]:
    sources = [C.standard_board.source, C.prestige_track.source, C.map.source, C.map.brigands.source]
    sources += list(C.rules.sources.values())
    sources += [b.source for b in C.standard_board.buildings]
    for city in C.cities:
        sources += [city.source, city.neutral.source, *(b.source for b in city.city_buildings)]
    sources += [b.source for b in C.prestige_track.bonuses]
    for group in (
        C.figures,
        C.administrators,
        C.map.territories,
        C.map.empires,
        C.tokens,
        C.token_costs,
        C.battlefields,
        C.scenarios,
        C.solo_scenarios,
        C.augures,
    ):
        sources += [x.source for x in group]
    return sources


def test_every_value_carries_its_provenance() -> None:
    for source in _all_sources():
        assert source.startswith(("rulebook", "reconstructed", "house rule")), source


def test_every_effect_kind_and_objective_kind_in_use_is_documented() -> None:
    doc = m.__doc__ or ""
    for kind in m.EFFECT_PARAMS:
        assert re.search(rf"^\s+{kind}\b", doc, re.M), kind
    for kind in m.OBJECTIVE_PARAMS:
        assert re.search(rf"^\s+{kind}\b", doc, re.M), kind


def test_content_is_cached_and_frozen() -> None:
    assert load_content() is C
    with pytest.raises(ValidationError):
        C.figure("themistocles").attack = 4  # type: ignore[misc]


@pytest.mark.parametrize("names", [{"fr": "", "en": "Themistocles"}, {"fr": "Thémistocle", "en": ""}])
def test_a_name_missing_in_either_language_is_refused(names: dict[str, str]) -> None:
    # Every reader sees the name in their own language, with no fallback to the other one.
    with pytest.raises(ValidationError):
        m.Names(**names)


def test_notes_list_every_reconstructed_family() -> None:
    notes = Path(__file__).parents[3] / "docs" / "rules-notes" / "epireia-content.md"
    text = notes.read_text(encoding="utf-8")
    for family in (
        "figures.json",
        "cities.json",
        "map.json",
        "tokens.json",
        "battlefields.json",
        "scenarios.json",
        "augures.json",
        "prestige",
    ):
        assert family in text, family
