"""Board space (the content's 1600x1200 coordinates) to picture pixels, for the full map or a zoom group."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from engine.syracuse.content.loader import load_map
from render.syracuse import style
from render.syracuse.layout import load_layout

ZOOM_MARGIN = 40  # board units around a zoom group's zones
STACK_ROOM = 70  # more board units below: the stacks hang under each zone's label (issue 11: cut counters)


@dataclass(frozen=True)
class Viewport:
    left: float  # board coordinates of the picture's top-left corner
    top: float
    scale: float  # picture pixels per board unit
    width: int  # picture pixels of the map area
    height: int

    def pt(self, p: Sequence[float]) -> tuple[float, float]:
        return ((p[0] - self.left) * self.scale, (p[1] - self.top) * self.scale)

    def pts(self, points: Iterable[Sequence[float]]) -> list[tuple[float, float]]:
        return [self.pt(p) for p in points]

    def len(self, board_units: float) -> float:
        return board_units * self.scale

    def times(self, factor: int) -> Viewport:
        """The same view drawn `factor` times larger (supersampling)."""
        return Viewport(self.left, self.top, self.scale * factor, self.width * factor, self.height * factor)


def map_viewport(scale: float) -> Viewport:
    """The whole map area drawn at `scale` pixels per board unit."""
    left, top, right, bottom = load_layout().map_area
    return Viewport(left, top, scale, round((right - left) * scale), round((bottom - top) * scale))


def full_viewport() -> Viewport:
    left, _top, right, _bottom = load_layout().map_area
    return map_viewport(style.FULL_MAP_WIDTH / (right - left))


CLOSEUP_PREFIX = "closeup:"  # a viewport key naming zones instead of a zoom group
CLOSEUP_WIDTH, CLOSEUP_MAX_HEIGHT = 840, 700  # smaller than a zoom: a picture that goes with one line
CLOSEUP_MIN_SPAN = 360  # board units: a close-up of one small zone still shows its neighbours


def closeup_key(zones: Iterable[str]) -> str:
    return CLOSEUP_PREFIX + ",".join(sorted(set(zones)))


def zoom_viewport(group: str) -> Viewport:
    """The bounding box of the group's zones (plus a margin), fitted in the zoom picture's size; a group
    named `closeup:<zone>,<zone>...` is a close-up of those zones, smaller."""
    layout = load_layout()
    board = load_map()
    if group.startswith(CLOSEUP_PREFIX):
        zones = group.removeprefix(CLOSEUP_PREFIX).split(",")
        return _fit(
            [p for z in zones for p in board.zones[z].drawing.polygon],
            CLOSEUP_WIDTH,
            CLOSEUP_MAX_HEIGHT,
            CLOSEUP_MIN_SPAN,
        )
    points = [p for z in layout.zoom_groups[group].zones for p in board.zones[z].drawing.polygon]
    return _fit(points, style.ZOOM_WIDTH, style.ZOOM_MAX_HEIGHT, 0)


def _fit(points: list[Sequence[float]], max_width: int, max_height: int, min_span: float) -> Viewport:
    """The box around `points` (a margin, room for stacks below, at least `min_span` each way), in the map
    area, scaled to fit `max_width` x `max_height`."""
    layout = load_layout()
    xs = [p[0] for p in points]
    ys = [p[1] for p in points]
    grow_x = max(0.0, min_span - (max(xs) - min(xs))) / 2
    grow_y = max(0.0, min_span * 0.7 - (max(ys) - min(ys))) / 2
    points = [(min(xs) - grow_x, min(ys) - grow_y), (max(xs) + grow_x, max(ys) + grow_y)]
    area_left, area_top, area_right, area_bottom = layout.map_area
    left = max(area_left, min(p[0] for p in points) - ZOOM_MARGIN)
    top = max(area_top, min(p[1] for p in points) - ZOOM_MARGIN)
    right = min(area_right, max(p[0] for p in points) + ZOOM_MARGIN)
    bottom = min(area_bottom, max(p[1] for p in points) + ZOOM_MARGIN + STACK_ROOM)
    scale = min(max_width / (right - left), max_height / (bottom - top))
    return Viewport(left, top, scale, round((right - left) * scale), round((bottom - top) * scale))
