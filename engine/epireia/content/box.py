"""What the Epireia box holds and names (rulebook p.3): cities, units, fronts, resources and the counts
the content is checked against. Plain data, imported by the models and by the whole-set checks alike."""

from __future__ import annotations

CITY_IDS: tuple[str, ...] = ("athens", "sparta", "corinth", "delphi", "elis", "larissa")
UNIT_TYPES: tuple[str, ...] = ("hoplites", "triremes", "cavalry")
FRONTS: tuple[str, ...] = ("flank", "centre", "sea")
RESOURCES: tuple[str, ...] = ("wheat", "wood", "copper")

# Box counts (rulebook p.3), checked when the content loads.
BOX_TOKEN_COUNTS: dict[tuple[str, int], int] = {
    ("hoplites", 1): 14,
    ("hoplites", 2): 14,
    ("triremes", 1): 6,
    ("triremes", 2): 6,
    ("cavalry", 1): 6,
    ("cavalry", 2): 6,
}
BOX_FIGURES_PER_CITY = 6
BOX_ADMINISTRATORS = 8
BOX_SCENARIOS_PER_ACT = 4
BOX_SOLO_SCENARIOS = 8
BOX_AUGURES = 24
BOX_BRIGANDS = 9
BOX_CITY_TOKENS = 5
