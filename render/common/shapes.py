"""Shape helpers Pillow lacks: hatched polygons, dashed and dotted polylines, and point transforms."""

from __future__ import annotations

import math
from collections.abc import Sequence
from itertools import pairwise

from PIL import Image, ImageDraw

Point = tuple[float, float]
Colour = str | tuple[int, ...]


def hatch_polygon(
    image: Image.Image,
    polygon: Sequence[Point],
    colour: Colour,
    *,
    spacing: int = 10,
    width: int = 1,
    angle: float = 45.0,
) -> None:
    """Fill `polygon` with parallel lines (terrain hatching): lines on a layer, pasted through a mask."""
    xs = [p[0] for p in polygon]
    ys = [p[1] for p in polygon]
    # floor, not int(): a polygon that starts left of or above the picture keeps its lines' phase
    left, top = math.floor(min(xs)) - 1, math.floor(min(ys)) - 1
    w, h = math.floor(max(xs)) - left + 2, math.floor(max(ys)) - top + 2
    mask = Image.new("L", (w, h), 0)
    ImageDraw.Draw(mask).polygon([(x - left, y - top) for x, y in polygon], fill=255)
    lines = Image.new("L", (w, h), 0)
    draw = ImageDraw.Draw(lines)
    dx, dy = math.cos(math.radians(angle)), math.sin(math.radians(angle))
    reach = w + h
    # lines perpendicular offsets cover the box whatever the angle
    for offset in range(-reach, reach, spacing):
        cx, cy = w / 2 - dy * offset, h / 2 + dx * offset
        draw.line(
            [(cx - dx * reach, cy - dy * reach), (cx + dx * reach, cy + dy * reach)], fill=255, width=width
        )
    stencil = Image.new("L", (w, h), 0)
    stencil.paste(lines, (0, 0), mask)
    image.paste(colour, (left, top, left + w, top + h), stencil)


def _walk(points: Sequence[Point], on: float, off: float) -> list[tuple[Point, Point]]:
    """Split a polyline into the 'on' pieces of an on/off pattern, continuing across vertices."""
    pieces: list[tuple[Point, Point]] = []
    drawing, left = True, on
    for (x1, y1), (x2, y2) in pairwise(points):
        length = math.hypot(x2 - x1, y2 - y1)
        pos = 0.0
        while length > 0 and pos < length:
            step = min(left, length - pos)
            if drawing:
                a, b = pos / length, (pos + step) / length
                pieces.append(
                    ((x1 + (x2 - x1) * a, y1 + (y2 - y1) * a), (x1 + (x2 - x1) * b, y1 + (y2 - y1) * b))
                )
            pos += step
            left -= step
            if left <= 1e-9:
                drawing = not drawing
                left = on if drawing else off
    return pieces


def dashed_line(
    draw: ImageDraw.ImageDraw,
    points: Sequence[Point],
    colour: Colour,
    *,
    width: int = 2,
    dash: float = 10,
    gap: float = 7,
) -> None:
    """A dashed polyline (pattern kept across vertices)."""
    for a, b in _walk(points, dash, gap):
        draw.line([a, b], fill=colour, width=width)


def dotted_line(
    draw: ImageDraw.ImageDraw, points: Sequence[Point], colour: Colour, *, radius: float = 2, gap: float = 8
) -> None:
    """Dots every `gap` pixels along a polyline."""
    for a, _b in _walk(points, 0.001, gap):
        draw.ellipse([a[0] - radius, a[1] - radius, a[0] + radius, a[1] + radius], fill=colour)


def closed(polygon: Sequence[Point]) -> list[Point]:
    """The polygon's outline as a closed polyline."""
    return [*polygon, polygon[0]]


def supersampled(size: tuple[int, int], factor: int, background: Colour) -> Image.Image:
    """A canvas `factor` times larger, to draw static art then shrink it (cheap antialiasing)."""
    return Image.new("RGB", (size[0] * factor, size[1] * factor), background)


def shrink(image: Image.Image, size: tuple[int, int]) -> Image.Image:
    return image.resize(size, Image.Resampling.LANCZOS)
