"""Epireia's narration names what really happened (#45 point 4): a City building is the builder's own
City's, never Athens's."""

from __future__ import annotations

import pytest

from agora.presenters import TableContext, presenter_for
from agora.presenters import epireia_words as w
from engine.epireia.effects import offer_destroy
from tests.epireia.rules.epireia_position import ENGINE, act, give, new_game

NAMES = {
    "corinth": {"en": "The diolkos", "fr": "Le diolkos"},
    "larissa": {"en": "The grain embargo", "fr": "L'embargo sur le blé"},
}
ATHENS = ("Laurion", "naval blockade", "blocus naval")


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize(("city", "slot"), [("corinth", "city_bonus"), ("larissa", "city_malus")])
def test_the_narration_names_the_city_building_of_the_builders_own_city(city, slot, lang):
    other = "elis"  # a Peloponnesian City: set-up lets the Delian pick the other
    state = new_game(2, cities={"delos1": city, "pelo1": other})
    state.scenario.current = None
    give(state, "delos1", wheat=5, wood=5, copper=5)
    _, events = act(state, "delos1", "build", slot=slot)
    ctx = TableContext(title="epireia", language=lang, seat_names={"delos1": "alice", "pelo1": "bob"})
    line = presenter_for("epireia").narrate(ctx, next(e for e in events if e.kind == "built"))
    assert NAMES[city][lang] in line, line
    assert not any(word in line for word in ATHENS), line


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_lost_city_building_is_named_as_the_losers_city_has_it(lang):
    state = new_game(2, cities={"delos1": "larissa", "pelo1": "elis"})
    state.scenario.current = None
    state.players["delos1"].buildings.append("city_bonus")
    offer_destroy(state, "delos1", "city")
    _, events = act(state, "delos1", "destroy", slot="city_bonus")
    ctx = TableContext(title="epireia", language=lang, seat_names={"delos1": "alice", "pelo1": "bob"})
    line = presenter_for("epireia").narrate(ctx, next(e for e in events if e.kind == "building_destroyed"))
    larissa = {"en": "The Thessalian stud farms", "fr": "Les haras de Thessalie"}[lang]
    assert larissa in line and "Laurion" not in line, line


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_choice_of_a_building_to_lose_names_the_players_own_city_building(lang):
    state = new_game(2, cities={"delos1": "larissa", "pelo1": "elis"})
    state.scenario.current = None
    state.players["delos1"].buildings.append("city_bonus")
    offer_destroy(state, "delos1", "city")
    legal = ENGINE.legal_actions(state, "delos1")
    labels = [w.action_label(a, ENGINE.view(state, "delos1"), lang, {}) for a in legal]
    larissa = {"en": "The Thessalian stud farms", "fr": "Les haras de Thessalie"}[lang]
    assert labels == [larissa], labels
