"""Boxes on a picture and a greedy placer that never lets two of them overlap.

Every label, mark and counter a renderer draws is first given a box here; the same boxes are used to draw
and to test (tests/render/test_phone.py fails on any overlap). A box that would overlap one already placed
is moved to the nearest free spot (offsets tried in order of distance), so a crowded zone spills its
counters next to it instead of piling them on a neighbour's label."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache

from render.common.fonts import Font

Box = tuple[float, float, float, float]  # left, top, right, bottom (picture pixels)

CELL = 64  # grid cell of the occupancy index, in pixels


def overlaps(a: Box, b: Box) -> bool:
    """True when the interiors meet (boxes that only touch do not overlap)."""
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def moved(box: Box, dx: float, dy: float) -> Box:
    return (box[0] + dx, box[1] + dy, box[2] + dx, box[3] + dy)


def union(boxes: Iterable[Box]) -> Box:
    left, top, right, bottom = zip(*boxes, strict=True)
    return (min(left), min(top), max(right), max(bottom))


def text_box(xy: tuple[float, float], text: str, fnt: Font, *, halo: int = 0, anchor: str = "mm") -> Box:
    """The ink box of `text` drawn at `xy` with Pillow's `anchor` and a halo of `halo` pixels."""
    left, top, right, bottom = fnt.getbbox(text, anchor=anchor, stroke_width=halo)
    return (xy[0] + left, xy[1] + top, xy[0] + right, xy[1] + bottom)


def text_origin(box: Box, text: str, fnt: Font, *, halo: int = 0, anchor: str = "mm") -> tuple[float, float]:
    """Where to draw `text` (with `anchor`) so that it inks exactly `box` (the inverse of `text_box`)."""
    left, top, _right, _bottom = fnt.getbbox(text, anchor=anchor, stroke_width=halo)
    return (box[0] - left, box[1] - top)


@cache
def _offsets(radius: int, step: int) -> tuple[tuple[int, int], ...]:
    """Grid offsets within `radius`, nearest first (downward and sideways before upward on ties)."""
    span = range(-radius, radius + 1, step)
    points = [(dx, dy) for dx in span for dy in span if dx * dx + dy * dy <= radius * radius]
    return tuple(sorted(points, key=lambda p: (p[0] * p[0] + p[1] * p[1], p[1] < 0, abs(p[0]))))


class Occupancy:
    """The boxes placed so far on a `width` x `height` picture, indexed by grid cell."""

    def __init__(self, width: float, height: float) -> None:
        self.width, self.height = width, height
        self.boxes: list[Box] = []
        self._cells: dict[tuple[int, int], list[Box]] = {}

    def _cells_of(self, box: Box) -> Iterable[tuple[int, int]]:
        for cx in range(int(box[0] // CELL), int(box[2] // CELL) + 1):
            for cy in range(int(box[1] // CELL), int(box[3] // CELL) + 1):
                yield cx, cy

    def inside(self, box: Box) -> bool:
        return box[0] >= 0 and box[1] >= 0 and box[2] <= self.width and box[3] <= self.height

    def blocker(self, box: Box) -> Box | None:
        """A placed box that `box` overlaps (None: free)."""
        for cx in range(int(box[0] // CELL), int(box[2] // CELL) + 1):
            for cy in range(int(box[1] // CELL), int(box[3] // CELL) + 1):
                for other in self._cells.get((cx, cy), ()):
                    if box[0] < other[2] and other[0] < box[2] and box[1] < other[3] and other[1] < box[3]:
                        return other
        return None

    def free(self, box: Box) -> bool:
        return self.inside(box) and self.blocker(box) is None

    def add(self, box: Box) -> None:
        self.boxes.append(box)
        for cell in self._cells_of(box):
            self._cells.setdefault(cell, []).append(box)

    def find(self, box: Box, radius: float, step: int = 6) -> tuple[float, float] | None:
        """The smallest offset moving `box` to a free spot within `radius` pixels, or None."""
        left, top, right, bottom = box
        # offsets keeping the box inside the picture, as bounds (cheaper than a call per candidate)
        min_dx, max_dx, min_dy, max_dy = -left, self.width - right, -top, self.height - bottom
        last: Box = (0.0, 0.0, 0.0, 0.0)  # neighbouring candidates are mostly blocked by the same box
        blocker = self.blocker
        for dx, dy in _offsets(max(step, int(radius)), step):
            if dx < min_dx or dx > max_dx or dy < min_dy or dy > max_dy:
                continue
            x0, y0, x1, y1 = left + dx, top + dy, right + dx, bottom + dy
            if x0 < last[2] and last[0] < x1 and y0 < last[3] and last[1] < y1:
                continue
            found = blocker((x0, y0, x1, y1))
            if found is None:
                return float(dx), float(dy)
            last = found
        return None

    def place(self, box: Box, radius: float, *, fallback: float | None = None, step: int = 6) -> Box | None:
        """Put `box` at the nearest free spot within `radius` (else within `fallback`, searched coarsely),
        record it and return it; None when no spot is free (the caller leaves the item out)."""
        offset = self.find(box, radius, step)
        if offset is None and fallback:
            offset = self.find(box, fallback, step * 3)
        if offset is None:
            return None
        placed = moved(box, *offset)
        self.add(placed)
        return placed


@dataclass(frozen=True)
class Placed:
    """One thing drawn on a picture: its kind ("id", "name", "counter", "battle"...), the zone (or other
    owner) it belongs to, its box, and the text it shows (if any)."""

    kind: str
    owner: str
    box: Box
    text: str = ""

    @property
    def centre(self) -> tuple[float, float]:
        return ((self.box[0] + self.box[2]) / 2, (self.box[1] + self.box[3]) / 2)


def first_overlap(items: Iterable[Placed]) -> tuple[Placed, Placed] | None:
    """Two items whose boxes overlap, or None (quadratic: for tests)."""
    seen: list[Placed] = []
    for item in items:
        for other in seen:
            if overlaps(item.box, other.box):
                return other, item
        seen.append(item)
    return None
