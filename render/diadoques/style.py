"""Colours and sizes of the Diadoques map. Sides use the Okabe-Ito palette (safe for colour-blind eyes)
and are always told apart by a two-letter tag too, never by colour alone."""

from __future__ import annotations

from render.common.phone import min_font_px

OVERVIEW_WIDTH = 1800
REGION_WIDTH = 1200
CODE_PX = min_font_px(OVERVIEW_WIDTH)  # 41: readable once the overview is shown 400 px wide
REGION_CODE_PX = min_font_px(REGION_WIDTH) + 2  # 29
REGION_NAME_PX = min_font_px(REGION_WIDTH)  # 27: citadel and province names in the zoomed views

BACKGROUND = (236, 241, 245)
SEA_FILL = (186, 215, 238)
SEA_TEXT = (20, 60, 120)
TERRAIN_FILL = {
    "normal": (241, 221, 138),  # yellow, as the rulebook's map
    "floodable": (168, 208, 141),  # green
    "desert": (217, 164, 91),  # ochre
    "mountain": (250, 250, 250),  # white
}
INK = (30, 30, 30)
BORDER_LINE = (120, 110, 100)
RIVER = (40, 110, 200)
MOUNTAIN = (125, 80, 40)
COAST = (120, 160, 200)
LAKE = (90, 150, 215)
SPECIAL = (150, 60, 150)
PORT = (20, 50, 110)
TREASURE = (150, 110, 0)

SIDES = {
    "cassandre": ((0, 114, 178), "CA"),  # blue
    "lysimaque": ((204, 121, 167), "LY"),  # reddish purple
    "antigone": ((213, 94, 0), "AN"),  # vermillion
    "eumene": ((0, 158, 115), "EU"),  # bluish green
    "ptolemee": ((230, 159, 0), "PT"),  # orange
    "seleucos": ((40, 40, 40), "SE"),  # black
}
NEUTRAL = ((130, 130, 130), "NE")
REVOLT = ((110, 110, 110), "RV")


def side_style(owner: str) -> tuple[tuple[int, int, int], str]:
    if owner in SIDES:
        return SIDES[owner]
    return REVOLT if owner.startswith("revolt") else NEUTRAL
