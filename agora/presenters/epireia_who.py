"""Who an Epireia event is about: a player, a league, or a place (a neutral power)."""

from __future__ import annotations

from agora.presenters import epireia_words as w

LEAGUES = frozenset({"delos", "peloponnese"})


def who(value: str | None, lang: str, names: dict[str, str]) -> str:
    if value is None:
        return w.tr("nobody", lang)
    if value in names:
        return names[value]
    if value in LEAGUES:
        return w.league(value, lang)
    return w.place(value, lang)


def modifier(total: int, die: int) -> str:
    """The signed sum of a roll's modifiers, from its die and its total."""
    return f"{total - die:+d}"
