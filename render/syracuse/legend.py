"""The legend of the Syracuse map: one entry per mark the map can draw, and which marks a picture draws.

`LEGEND` lists every mark in the order shown; `drawn_marks` says which of them a given picture uses (read
from the same plan and view the drawing uses), so tests/render/test_phone.py can check that nothing is
drawn without a legend entry. Unit types stay in the panel's right column; the other entries go in a strip
under the panel, four columns wide (two on a close-up, which is narrower)."""

from __future__ import annotations

import math
from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from i18n import t
from render.common.text import draw_text, ellipsize, fit_font
from render.syracuse import style
from render.syracuse.arrange import MapPlan

TYPES = style.TYPE_ORDER
MARKS = (
    "ally", "weakened", "count", "sword", "fort_frame", "leader", "battle", "port", "fort", "wall_planned",
    "wall_built", "destroyed", "chains", "camp", "sea", "highlight", "moved",
)  # fmt: skip
LEGEND = TYPES + MARKS
ROW = 22


def columns_for(width: int) -> int:
    return 4 if width >= 1000 else 2


def strip_marks(with_types: bool) -> tuple[str, ...]:
    """The strip's entries: unit types too on a close-up, which has no panel to show them."""
    return LEGEND if with_types else MARKS


def legend_height(width: int, with_types: bool = False) -> int:
    return math.ceil(len(strip_marks(with_types)) / columns_for(width)) * ROW + 16


_OLD_KEYS = {  # entries worded before this legend grew (kept: the catalogs are being converted)
    "ally": "syracuse_render.legend.ally",
    "weakened": "syracuse_render.legend.weakened",
    "fort_frame": "syracuse_render.legend.fort",
    "wall_planned": "syracuse_render.legend.wall_planned",
    "leader": "syracuse_render.legend.leader",
    "sea": "syracuse_render.legend.sea",
}


def legend_text(mark: str, lang: str) -> str:
    if mark in TYPES:
        return t(f"syracuse_render.type.{mark}", lang)
    return t(_OLD_KEYS.get(mark, f"phone.legend.{mark}"), lang)


def drawn_marks(view: dict[str, Any], plan: MapPlan, highlight: list[str]) -> set[str]:
    """The marks this picture draws (what `works`, `pieces` and the static layers put on it)."""
    from engine.syracuse.content.loader import load_map
    from render.syracuse.faces import chip_face

    marks: set[str] = {"wall_planned", "sea", "fort"}  # unbuilt wall lines, pale seas, fort sites: always
    if any(item.kind == "port" and item.owner != "M12" for item in plan.labels.items):
        marks.add("port")
    for row in plan.rows:
        if row.in_fort:
            marks.add("fort_frame")
        for chip in row.chips:
            face = chip_face(chip, aggregated=plan.aggregated)
            if chip.kind == "leader":
                marks.add("leader")
                if chip.wounded:
                    marks.add("weakened")
                continue
            marks.add(chip.symbol)
            used = {
                "ally": chip.allies > 0,
                "weakened": face.weakened,
                "count": face.badge is not None,
                "sword": face.corner is not None,
            }
            marks.update(name for name, on in used.items() if on)
    works = view.get("works") or {}
    statuses = set((works.get("walls") or {}).values())
    chains, camp = works.get("chains", "none"), works.get("camp", "none")
    zones = load_map().zones
    flags = {
        "moved": bool(plan.links),
        "battle": plan.battle is not None,
        "highlight": any(z in zones for z in highlight),
        "wall_built": "built" in statuses,
        "chains": chains != "none",
        "camp": camp != "none",
        "port": camp == "built",  # the camp opens a port in M12
        "destroyed": bool(statuses - {"built"}) or chains == "broken" or camp == "destroyed",
    }
    marks.update(name for name, on in flags.items() if on)
    return marks


@lru_cache(maxsize=32)
def legend_strip(lang: str, width: int, with_types: bool = False) -> Image.Image:
    """The strip, drawn once per language and width (it never changes): renders paste it."""
    image = Image.new("RGB", (width, legend_height(width, with_types)), style.PANEL_BG)
    draw_legend_strip(ImageDraw.Draw(image), lang, 0, width, with_types)
    return image


def draw_legend_strip(
    draw: ImageDraw.ImageDraw, lang: str, top: float, width: int, with_types: bool = False
) -> None:
    """Every mark (but the unit types, which the panel shows), in columns across the picture."""
    marks = strip_marks(with_types)
    draw.rectangle((0, top, width, top + legend_height(width, with_types)), fill=style.PANEL_BG)
    draw.line((0, top, width, top), fill=style.PANEL_INK, width=1)
    columns = columns_for(width)
    column = (width - 28) / columns
    lines = [legend_text(mark, lang) for mark in marks]
    small = min((fit_font(line, column - 8, 16, min_size=11) for line in lines), key=lambda f: f.size)
    rows = math.ceil(len(marks) / columns)
    for i, line in enumerate(lines):
        col, row = divmod(i, rows)
        at = (14 + col * column, top + 8 + row * ROW)
        draw_text(draw, at, ellipsize(line, small, column - 8), small, style.PANEL_INK, anchor="la")
