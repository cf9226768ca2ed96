"""Epireia's refusals in the player's words (#45 point 3): never an action's internal id ("The action
build is forbidden", "Unknown action fly"), and each says what to do instead, in both languages."""

from __future__ import annotations

import pytest

from engine.core import Action, IllegalAction
from engine.epireia import rules
from engine.epireia.content import load_content
from engine.epireia.effects import apply_effect
from i18n import t
from tests.epireia.rules.epireia_position import ENGINE, give, new_game

INSTEAD = {"en": ("/epireia end", "/game hand"), "fr": ("/epireia finir", "/partie main")}


def _refusal(state, seat: str, action: Action, lang: str) -> str:  # type: ignore[no-untyped-def]
    with pytest.raises(IllegalAction) as refused:
        ENGINE.apply(state, seat, action)
    return t(refused.value.reason, lang, **refused.value.params)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_build_forbidden_by_the_augure_says_building_is_forbidden_and_what_to_do(lang):
    state = new_game(1, solo_scenario="naxos_revolt")
    give(state, "solo", wheat=9, wood=9, copper=9)
    ostracism = load_content().augure("ostracism")
    apply_effect(state, "solo", ostracism.effects[0], rules.ref("aug", "ostracism", 0))
    text = _refusal(state, "solo", Action(kind="build", params={"slot": "civil_wheat"}), lang)
    assert {"en": "forbids building", "fr": "interdit de construire"}[lang] in text, text
    assert " build " not in text and INSTEAD[lang][0] in text, text


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_an_action_epireia_does_not_have_is_refused_without_its_id(lang):
    state = new_game(1, solo_scenario="naxos_revolt")
    text = _refusal(state, "solo", Action(kind="fly_to_olympus", params={}), lang)
    assert "fly_to_olympus" not in text and INSTEAD[lang][1] in text, text


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_choice_the_set_up_does_not_offer_is_refused_without_its_id(lang):
    state = ENGINE.create(ENGINE.options_model(players=2), ["delos1", "pelo1"], 1)
    seat = ENGINE.status(state).waiting_for[0]
    text = _refusal(state, seat, Action(kind="choose_city", params={"city": "atlantis"}), lang)
    assert "choose_city" not in text and "atlantis" not in text and INSTEAD[lang][1] in text, text
