"""Sample values for every variable of every catalog message, by what the variable holds.

A message is rendered once with each variable at its first sample, then once more for each other sample of
each variable (the rest at their first), so every sample is seen in every message without a combinatorial
explosion. Names come starting with a vowel and with a consonant (French elision), counts as 0/1/2/5
(plural rules), and a selector variable takes each of its variants' keys (so every branch is rendered).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from fluent.syntax import ast

from agora.presenters.syracuse_labels import zone_label
from i18n import t
from tests.catalogs.test_catalogs import COUNT_NAMES

# The count the other count variables hold while one is varied: a value no check looks at.
NEUTRAL_COUNT = 3
COUNTS = (NEUTRAL_COUNT, 0, 1, 2, 5)

# Variables that hold the name of someone or something, as the code passes it (already in the reader's
# language). The first French sample starts with a consonant, the others with a vowel.
_NAMES_FR = ("Syracuse (bob)", "Athènes (alice)", "Épidaure")
_NAMES_EN = ("Syracuse (bob)", "Athens (alice)", "Epidaurus")
NAME_VARIABLES = frozenset(
    {
        "seat", "side", "player", "winner", "winners", "who", "attacker", "defender", "leader", "user",
        "admin", "bot", "names", "city", "territory", "place", "empire",
        "character", "counter", "figure", "name", "loser", "owner", "target", "front", "others",
        "first", "second", "one", "two", "athens", "syracuse", "source", "unit", "card", "building",
        "stratagem", "group", "citadel", "sea", "pelo", "delos", "augure", "last",
    }
)  # fmt: skip
# Numbers that name or order something (a turn, a column, a die face, a game's id): never followed by a
# counted noun, so they keep one value.
ORDINAL_VARIABLES = frozenset(
    {
        "turn",
        "year",
        "die",
        "id",
        "value",
        "level",
        "column",
        "roll",
        "mod",
        "index",
        "number",
        "base_column",
        "top",
        "bottom",
        "space",
        "game",
        "code",
        "act",
        "season",
        "slot",
        "wall",
        "sign",
        "progress",
        "final",
    }
)
# Numbers of things other than those COUNT_NAMES lists: each is varied like a count.
QUANTITY_VARIABLES = frozenset(
    {
        "total", "cost", "max", "min", "limit", "high", "low", "bonus", "power", "prestige", "attack", "pf",
        "attacker_pf", "defender_pf", "attacker_loss", "defender_loss", "ap", "vp_a", "vp_s", "ap_a",
        "ap_s", "hand_a", "hand_s", "supply_a", "supply_s", "need", "hand", "faces", "won", "lost",
        "stacks", "rolls",
    }
)  # fmt: skip
# Syracuse's zones are passed as their labels (`T14 · Syké`, Catane for the off-map box), Epireia's
# leagues as their names: the samples are those real values, computed in the reader's language.
ZONE_VARIABLES = frozenset({"zone", "frm", "to"})
# Who plays, as `TableContext.name` shows a seat: "<seat label> (<user>)". A title's own messages get its
# seats' labels (Epireia's all start "Ligue…"), the platform's get names starting with either letter.
PERSON_VARIABLES = frozenset(
    {"seat", "player", "winner", "winners", "who", "loser", "owner", "others", "attacker", "defender"}
)
_SEAT_LABELS = {
    "syracuse": ("syracuse.seat.syracuse", "syracuse.seat.athens"),
    "epireia": ("epireia.seat.pelo1", "epireia.seat.delos1"),
}
MENTION_VARIABLES = frozenset({"mention", "mentions", "channel", "thread"})
_WORD = {"en": "Pylos", "fr": "Pylos"}


def selector_keys(node: Any) -> dict[str, list[Any]]:
    """Each variable a selector chooses on, with the values that reach each of its variants."""
    found: dict[str, list[Any]] = {}
    if isinstance(node, ast.SelectExpression) and isinstance(node.selector, ast.VariableReference):
        values = found.setdefault(node.selector.id.name, [])
        for variant in node.variants:
            key = variant.key
            if isinstance(key, ast.NumberLiteral):
                values.append(int(key.value))
            elif key.name in ("zero", "one", "two", "few", "many", "other"):
                values.extend(COUNTS)
            else:
                values.append(key.name)
    if isinstance(node, ast.BaseNode):
        for value in vars(node).values():
            for child in value if isinstance(value, list) else [value]:
                for name, values in selector_keys(child).items():
                    found.setdefault(name, []).extend(values)
    return found


def samples_of(name: str, lang: str, selected: list[Any] | None, key: str = "") -> list[Any]:
    """The values a variable takes, its first being the one it holds while others vary."""
    if selected:
        ordered = [NEUTRAL_COUNT] if NEUTRAL_COUNT in selected else []
        return list(dict.fromkeys(ordered + selected))
    title = key.split(".")[0].split("_")[0]
    if name == "power" and title == "diadoques":  # Les Diadoques's powers are its players' names
        return [t(f"diadoques_seasons.seat.{power}", lang) for power in ("cassandre", "antigone", "eumene")]
    if name in COUNT_NAMES or name in QUANTITY_VARIABLES:
        return list(COUNTS)
    if name in ORDINAL_VARIABLES:
        return [7]
    if name in PERSON_VARIABLES and title in _SEAT_LABELS:
        consonant, vowel = _SEAT_LABELS[title]
        return [f"{t(consonant, lang)} (bob)", f"{t(vowel, lang)} (alice)"]
    if name in ZONE_VARIABLES:
        return [zone_label("T14", lang), zone_label("CATANE", lang), zone_label("T21/fort", lang)]
    if name == "title":  # a title as the code passes it: its full name (`Epireia — L'hégémonie hellénique`)
        return [t(f"{each}.title", lang) for each in ("syracuse", "epireia", "demo")]
    if name == "league":
        return [t("epireia.league.delos", lang), t("epireia.league.peloponnese", lang)]
    if name in MENTION_VARIABLES:
        return ["<@1234>"]
    if name in NAME_VARIABLES:
        return list(_NAMES_FR if lang == "fr" else _NAMES_EN)
    return [_WORD[lang]]


def assignments(key: str, message: ast.Message, names: frozenset[str], lang: str) -> Iterator[dict[str, Any]]:
    """The base assignment, then one per other sample of each variable."""
    selected = selector_keys(message.value)
    table = {name: samples_of(name, lang, selected.get(name), key) for name in sorted(names)}
    base = {name: values[0] for name, values in table.items()}
    yield base
    for name, values in table.items():
        for value in values[1:]:
            yield {**base, name: value}
