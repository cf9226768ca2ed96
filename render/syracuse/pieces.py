"""Draw the counters placed by `arrange.map_plan`: rows under each zone's label, one row per side (and per
fort/field group, the fort row framed in stone); rows moved away from a full zone get a thin line back."""

from __future__ import annotations

from PIL import ImageDraw

from render.common.counters import draw_counter
from render.syracuse import style
from render.syracuse.arrange import MapPlan
from render.syracuse.faces import chip_face


def draw_stacks(draw: ImageDraw.ImageDraw, plan: MapPlan, *, aggregated: bool) -> None:
    for start, end in plan.links:
        draw.line((start, end), fill=style.PANEL_INK, width=2)
    for row in plan.rows:
        if row.in_fort:
            frame = {"fill": style.FORT_FRAME, "outline": style.FORT_STONE}
            draw.rounded_rectangle(row.box, radius=6, width=3, **frame)
        for chip, x, y, side in zip(row.chips, row.lefts, row.tops, row.sizes, strict=True):
            draw_counter(draw, x, y, side, chip_face(chip, aggregated=aggregated))
