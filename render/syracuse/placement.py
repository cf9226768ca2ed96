"""Sizes and positions in picture pixels: label fonts and counter size for a viewport, and where each zone's
label and stack go (label on top, one row of counters below, the pair centred on the zone's innermost
point; extra rows hang below). Shared by the static layer (labels) and the stacks, so they never collide."""

from __future__ import annotations

from dataclasses import dataclass

from render.common.counters import VALUE_RATIO
from render.common.phone import min_font_px
from render.syracuse import style
from render.syracuse.anchors import zone_anchor
from render.syracuse.layout import load_layout
from render.syracuse.viewport import Viewport

GAP = 4  # pixels between counters and rows


def zoom_factor(vp: Viewport) -> float:
    return vp.scale / (style.FULL_MAP_WIDTH / 1400)


def label_sizes(vp: Viewport) -> tuple[int, int]:
    """Font sizes of a zone's id and name, growing (slowly) with the zoom. The id is what players type:
    never below the phone rule (`render.common.phone`); the name is a help for the eye on a large screen."""
    factor = zoom_factor(vp) ** 0.5
    return max(min_font_px(vp.width), round(20 * factor)), round(15 * factor)


def counter_size(vp: Viewport) -> int:
    """Counters grow with the zoom, and are never so small that their strength fails the phone rule."""
    size = 42 if zoom_factor(vp) < 1.05 else max(46, min(60, round(42 * zoom_factor(vp) ** 0.6)))
    while int(size * VALUE_RATIO) < min_font_px(vp.width):
        size += 1
    return size


@dataclass(frozen=True)
class Placement:
    x: float  # centre line of the label and the stack
    id_y: float  # centre of the zone id line
    name_y: float  # centre of the zone name line
    stack_top: float
    span: float  # free width across the zone, in pixels


def place(vp: Viewport, zone_id: str) -> Placement:
    id_size, name_size = label_sizes(vp)
    size = counter_size(vp)
    if zone_id == "CATANE":
        left, top, right, _bottom = load_layout().catane_box
        x, y = vp.pt(((left + right) / 2, top))
        return Placement(x, y + name_size, y + name_size, y + name_size * 1.8, vp.len(right - left))
    anchor = zone_anchor(zone_id)
    x, y = vp.pt((anchor.x, anchor.y))
    label_h = id_size + name_size + 2
    top = y - (label_h + GAP + size) / 2
    return Placement(
        x=x,
        id_y=top + id_size / 2,
        name_y=top + id_size + 2 + name_size / 2,
        stack_top=top + label_h + GAP,
        span=vp.len(anchor.span),
    )


def port_mark(vp: Viewport, zone_id: str) -> tuple[float, float, int]:
    """Where the anchor glyph of a port goes (left of the zone id) and its font size."""
    size = label_sizes(vp)[0]
    x, y = beside_id(vp, zone_id, -1, size)
    return x, y, size


def beside_id(vp: Viewport, zone_id: str, side: int, size: float) -> tuple[float, float]:
    """The centre of an icon of `size` pixels just left (side=-1) or right (side=1) of the zone id."""
    from render.common.fonts import font

    spot = place(vp, zone_id)
    id_size = label_sizes(vp)[0]
    half = font(id_size, bold=True).getlength(zone_id) / 2
    return spot.x + side * (half + 4 + size / 2), spot.id_y
