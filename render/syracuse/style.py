"""Colours and sizes of the Syracuse map. Athens is blue, Syracuse red; allies are a lighter shade of
their side and lack the white band citizen units carry (as on the printed counters)."""

from __future__ import annotations

ATHENS, SYRACUSE = "athenian", "syracusan"

SIDE_COLOUR = {ATHENS: (28, 72, 150), SYRACUSE: (168, 32, 38)}
ALLY_COLOUR = {ATHENS: (92, 136, 206), SYRACUSE: (222, 110, 92)}
SIDE_DARK = {ATHENS: (14, 36, 84), SYRACUSE: (92, 14, 18)}
CITIZEN_BAND = (250, 250, 250)

TERRAIN_FILL = {"clear": (222, 230, 182), "high": (214, 186, 134), "city": (206, 200, 190)}
TERRAIN_HATCH = {"high": (178, 146, 96), "city": (170, 162, 150)}
SEA_FILL = {"open": (120, 172, 214), "protected": (160, 200, 230), "port": (184, 216, 238)}
ZONE_BORDER = (96, 88, 70)
SEA_BORDER = (70, 120, 170)
RIVER = (40, 110, 200)
CITY_WALL = (90, 84, 76)
CHAIN = (40, 40, 40)
HIGHLIGHT = (255, 210, 30)
HIGHLIGHT_EDGE = (60, 40, 0)
LABEL = (30, 26, 20)
LABEL_HALO = (255, 255, 255)
DESTROYED = (110, 110, 110)
FORT_STONE = (120, 112, 100)
FORT_FRAME = (235, 228, 214)
PANEL_BG = (246, 241, 228)
PANEL_INK = (34, 30, 24)
WEAK = (255, 200, 40)

TYPE_ORDER = ("T", "H", "C", "P", "A")

FULL_MAP_WIDTH = 1260  # output pixels for the board area of the full map
ZOOM_WIDTH = 1260
ZOOM_MAX_HEIGHT = 1000
SUPERSAMPLE = 2  # static layer drawn this many times larger, then shrunk (antialiasing)
