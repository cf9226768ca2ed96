"""Display names of Epireia's cards and places: the rulebook's French spelling, or the English one.

One lookup for everything that shows a name (Discord texts and pictures alike)."""

from __future__ import annotations

from engine.epireia.content.loader import load_content
from engine.epireia.content.models import Names


def in_language(names: Names, lang: str) -> str:
    return names.fr if lang == "fr" else names.en


def city_name(city_id: str, lang: str) -> str:
    return in_language(load_content().city(city_id).names, lang)


def figure_name(figure_id: str, lang: str) -> str:
    return in_language(load_content().figure(figure_id).names, lang)


def admin_name(admin_id: str, lang: str) -> str:
    return in_language(load_content().administrator(admin_id).names, lang)


def place_name(place_id: str, lang: str) -> str:
    """A City, Territory or Empire id as a player reads it (KeyError for an unknown id)."""
    content = load_content()
    if place_id in {city.id for city in content.cities}:
        return city_name(place_id, lang)
    return in_language(content.location(place_id).names, lang)
