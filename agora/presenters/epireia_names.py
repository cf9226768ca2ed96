"""Epireia names that come from the content rather than the catalogs: scenarios and augures."""

from __future__ import annotations


def scenario_name(scenario_id: str, lang: str) -> str:
    from engine.epireia.content import load_content

    try:
        names = load_content().scenario(scenario_id).names
    except (KeyError, AttributeError):
        return scenario_id
    return names.fr if lang == "fr" else names.en


def augure_name(augure_id: str, lang: str) -> str:
    from engine.epireia.content import load_content

    try:
        names = load_content().augure(augure_id).names
    except (KeyError, AttributeError):
        return augure_id
    return names.fr if lang == "fr" else names.en
