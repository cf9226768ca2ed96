"""The Epireia palette: one place for every colour so the three pictures agree (a league, a resource or a
unit has the same colour on the map, the boards and the battlefield)."""

from __future__ import annotations

RGB = tuple[int, int, int]

INK: RGB = (34, 30, 26)
INK_SOFT: RGB = (96, 88, 78)
PAPER: RGB = (244, 236, 218)  # panels: papyrus
PAPER_DARK: RGB = (226, 214, 188)
FRAME: RGB = (120, 96, 62)
WHITE: RGB = (255, 255, 255)
GOLD: RGB = (214, 168, 40)
GOOD: RGB = (46, 140, 70)
BAD: RGB = (178, 44, 36)
MUTED: RGB = (150, 144, 134)

SEA: RGB = (92, 148, 190)
SEA_DEEP: RGB = (70, 122, 168)
LAND: RGB = (222, 206, 160)
LAND_EDGE: RGB = (150, 122, 80)
ISLAND: RGB = (214, 198, 150)

LEAGUE: dict[str, RGB] = {"delos": (32, 98, 170), "peloponnese": (176, 46, 38)}
LEAGUE_LIGHT: dict[str, RGB] = {"delos": (200, 222, 244), "peloponnese": (244, 206, 200)}
NEUTRAL: RGB = (128, 124, 118)

RESOURCE: dict[str, RGB] = {"wheat": (232, 186, 42), "wood": (60, 128, 58), "copper": (196, 106, 52)}

UNIT: dict[str, RGB] = {"hoplites": (150, 70, 40), "triremes": (34, 96, 150), "cavalry": (112, 96, 40)}
UNIT_LETTER = {"hoplites": "H", "triremes": "T", "cavalry": "C"}  # the slot letters of the board (p.28)
TOKEN_BACK: RGB = (58, 52, 60)
BRIGANDS: RGB = (40, 36, 36)

CATEGORY: dict[str, RGB] = {
    "military": (150, 60, 48),
    "religious": (120, 84, 160),
    "civil": (70, 130, 70),
    "political": (40, 110, 160),
    "administrator": (150, 120, 40),
    "city": (110, 110, 110),
}


def hex_colour(value: str) -> RGB:
    value = value.lstrip("#")
    return (int(value[0:2], 16), int(value[2:4], 16), int(value[4:6], 16))


def mix(a: RGB, b: RGB, share_of_b: float) -> RGB:
    return tuple(round(x + (y - x) * share_of_b) for x, y in zip(a, b, strict=True))  # type: ignore[return-value]


def readable_on(fill: RGB) -> RGB:
    """Black or white text, whichever reads better on `fill`."""
    r, g, b = fill
    return INK if (r * 299 + g * 587 + b * 114) / 1000 > 150 else WHITE
