"""The issue's wording faults stay fixed: options named in the reader's language, no raw ids, English
names for English readers, French commands in French texts."""

from __future__ import annotations

from types import SimpleNamespace

from agora.discord.screens import shown_options_text
from agora.presenters.syracuse_labels import counter_label, zone_label
from i18n import catalog, t


def test_the_lobby_shows_options_by_their_localised_names_and_values():
    game = SimpleNamespace(title="syracuse", options={"scenario": "historical", "turn_hours": 24})
    assert shown_options_text(game, "fr") == "Scénario\u202f: Historique (10.1), Heures par tour\u202f: 24"
    assert shown_options_text(game, "en") == "Scenario: Historical (10.1), Hours per turn: 24"


def test_catana_is_named_not_shown_as_its_raw_id():
    assert zone_label("CATANE", "en") == "Catana" and zone_label("CATANE", "fr") == "Catane"


def test_leaders_have_english_names_in_english():
    assert counter_label("gylippe", "en") == "Gylippus" and counter_label("gylippe", "fr") == "Gylippe"


def test_an_exact_player_count_is_not_a_range():
    assert "(2 players)" in t("lobby.lobby_help", "en", low=2, high=2, exact="true")
    assert "(1 à 4 joueurs)" in t("lobby.lobby_help", "fr", low=1, high=4, exact="false")


def test_french_texts_name_the_french_commands():
    assert not [key for key, text in catalog("fr").items() if "/game" in text]
    assert "/partie nouvelle" in t("games.error.no_game", "fr")
