"""The controls' labels are worded once per action and then reused (agora/presenters/epireia_words.py):
a label still names the building of the player's own City, in the player's language, and a choice that
names players still uses this table's names."""

from __future__ import annotations

from agora.presenters.epireia_words import action_label
from engine.core import Action

BONUS = Action(kind="build", params={"slot": "city_malus"})  # each City has its own (here a malus)


def seen_by(city: str) -> dict:
    return {"seat": "s1", "players": {"s1": {"city": city}}}


def test_the_same_build_is_labelled_for_each_city_and_language_asked_in_any_order():
    asked = [("athens", "en"), ("sparta", "fr"), ("athens", "fr"), ("sparta", "en"), ("athens", "en")]
    labels = [action_label(BONUS, seen_by(city), lang, {}) for city, lang in asked]
    assert labels == [
        "The naval blockade — free",
        "La cryptie — gratuit",
        "Le blocus naval — gratuit",
        "The krypteia — free",
        "The naval blockade — free",
    ]


def test_a_choice_of_opponent_shows_each_tables_own_names():
    target = Action(kind="choose_opponent", params={"seat": "s2"})
    assert action_label(target, seen_by("athens"), "en", {"s2": "Alice"}) == "Alice"
    assert action_label(target, seen_by("athens"), "en", {"s2": "Bob"}) == "Bob"
