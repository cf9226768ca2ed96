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


def augure_effect(augure_id: str, lang: str) -> str:
    """What an Augure does, as its card says it (the name alone tells a player nothing)."""
    from engine.epireia.content import load_content

    try:
        text = load_content().augure(augure_id).text
    except (KeyError, AttributeError):
        return ""
    return text.fr if lang == "fr" else text.en


def augure_line(augure_id: str, lang: str) -> str:
    """An Augure by name and effect: "Helot unrest — Only one development action this turn."."""
    from i18n import t

    name, effect = augure_name(augure_id, lang), augure_effect(augure_id, lang)
    return t("truth.augure", lang, augure=name, effect=effect) if effect else name


def augures_of_turn(solo: dict, scenario_id: str) -> list[str]:
    """The Augures in force this turn: the last ones revealed, as many as the solo card draws a turn."""
    from engine.epireia.content import load_content

    try:
        per_turn = getattr(load_content().scenario(scenario_id), "augures_per_turn", 1)
    except KeyError:
        per_turn = 1
    return list(solo.get("revealed", []))[-per_turn:]
