"""Where labels go around the crowded centre of the map (picture pixels, relative to the content's
positions scaled to the picture). Chosen by eye so that the six cities, their neutral tokens, the figures
at home and the territory labels clear each other; a renderer layout, not game content."""

from __future__ import annotations

from typing import NamedTuple


class CityLayout(NamedTuple):
    label: tuple[int, int, str]  # dx, dy, Pillow anchor of the city name
    token: tuple[int, int]  # the neutral city's military token
    home: tuple[int, int, int]  # first figure at home: dx, dy, then +1 to go right or -1 to go left


CITIES: dict[str, CityLayout] = {
    "larissa": CityLayout(label=(0, -36, "mm"), token=(-38, 0), home=(30, 16, 1)),
    "delphi": CityLayout(label=(-24, 0, "rm"), token=(0, -36), home=(-26, 22, -1)),
    "corinth": CityLayout(label=(0, -36, "mm"), token=(-36, 14), home=(0, 34, 1)),
    "athens": CityLayout(label=(14, 14, "lt"), token=(30, -24), home=(20, 56, 1)),
    "sparta": CityLayout(label=(0, 36, "mm"), token=(32, -20), home=(-34, 0, -1)),
    "elis": CityLayout(label=(-22, 0, "rm"), token=(0, -36), home=(0, 34, 1)),
}

# Territory labels moved off their content position where they would cover a neighbour.
TERRITORY_SHIFT: dict[str, tuple[int, int]] = {
    "euboea": (30, 0),
    "aegean_sea": (30, 95),
    "chalcidice": (14, -8),
    "thracian_sea": (62, -52),  # clear of Chalcidice's label once names are phone-sized
}

# Territories whose figures stand to the right of the label (below it they would cover a city).
FIGURES_BESIDE: frozenset[str] = frozenset({"euboea"})
