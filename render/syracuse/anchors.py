"""Where to put a zone's label and stacks: the point of the zone farthest from its border (the centre of
the largest circle inside it), found by eroding the zone's mask, and the free width on that line.

The content's `centre` points sit off-centre in many irregular zones; this keeps counters inside them."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from PIL import Image, ImageDraw, ImageFilter

from engine.syracuse.content.loader import load_map
from render.syracuse.layout import load_layout

STEP = 4  # board units per mask pixel


@dataclass(frozen=True)
class Anchor:
    x: float  # board coordinates of the zone's innermost point
    y: float
    span: float  # free width (board units) across the zone on that line
    radius: float  # distance (board units) from that point to the zone's border


def _innermost(mask: Image.Image) -> tuple[int, int, int]:
    """Erode until the next step would leave nothing; return a surviving pixel and the steps taken."""
    steps = 0
    while True:
        eroded = mask.filter(ImageFilter.MinFilter(3))
        if eroded.getbbox() is None:
            break
        mask, steps = eroded, steps + 1
    left, top, right, bottom = mask.getbbox() or (0, 0, 1, 1)
    cx, cy = (left + right - 1) // 2, (top + bottom - 1) // 2
    if mask.getpixel((cx, cy)):
        return cx, cy, steps
    for y in range(top, bottom):  # two separate blobs: take a pixel of the first one
        for x in range(left, right):
            if mask.getpixel((x, y)):
                return x, y, steps
    return cx, cy, steps


@cache
def zone_anchor(zone_id: str) -> Anchor:
    zone = load_map().zones[zone_id]
    xs = [p[0] for p in zone.drawing.polygon]
    ys = [p[1] for p in zone.drawing.polygon]
    left, top = min(xs) - STEP, min(ys) - STEP
    size = ((max(xs) - left) // STEP + 3, (max(ys) - top) // STEP + 3)
    mask = Image.new("L", size, 0)
    ImageDraw.Draw(mask).polygon(
        [((x - left) / STEP, (y - top) / STEP) for x, y in zone.drawing.polygon], fill=255
    )
    px, py, steps = _innermost(mask)
    run_left = px
    while run_left > 0 and mask.getpixel((run_left - 1, py)):
        run_left -= 1
    run_right = px
    while run_right < size[0] - 1 and mask.getpixel((run_right + 1, py)):
        run_right += 1
    dx, dy = load_layout().stack_offsets.get(zone_id, (0, 0))
    return Anchor(
        x=left + px * STEP + dx,
        y=top + py * STEP + dy,
        span=(run_right - run_left + 1) * STEP,
        radius=(steps + 1) * STEP,
    )
