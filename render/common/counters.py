"""Wargame counters: a square tile in a side's colour with a symbol, a value, and optional marks.

Generic on purpose: Syracuse draws units and leaders with it; other titles can draw their tokens the same way.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PIL import ImageDraw

from render.common.fonts import Font, font
from render.common.text import draw_text

Colour = str | tuple[int, ...]


@dataclass(frozen=True)
class CounterFace:
    """What one counter shows.

    `symbol` is drawn large in the upper half, `value` large in the lower half, `badge` (e.g. "×4") in a
    white pill over the top-right corner. `second_fill` paints the lower-right triangle another colour
    (a mixed stack); `band` draws a stripe across the top (e.g. a citizen unit's white band); `weakened`
    draws the value in `weak_colour` and a corner flag, so a reduced unit reads at a glance."""

    fill: Colour
    symbol: str
    value: str = ""
    text: Colour = "white"
    border: Colour = (20, 20, 20)
    second_fill: Colour | None = None
    band: Colour | None = None
    badge: str | None = None
    weakened: bool = False
    weak_colour: Colour = (255, 205, 60)
    round: bool = False  # a round token (leaders) instead of a square counter
    corner: str | None = None  # a small glyph in the top-left corner (e.g. a sword)
    value_scale: float = 1.0  # shrink the value line (e.g. for glyphs wider than digits)
    symbol_scale: float = 1.0  # shrink the symbol (e.g. three letters instead of one)


VALUE_RATIO = 0.58  # value font size / counter size: the strength is what a player reads first
SYMBOL_RATIO = 0.27


def value_font(size: int, face: CounterFace) -> Font:
    """The font of the value line: condensed for three characters or more (the counter widens to fit)."""
    return font(int(size * VALUE_RATIO * face.value_scale), bold=True, condensed=len(face.value) >= 3)


def counter_width(size: int, face: CounterFace) -> int:
    """A counter is `size` square unless its value needs more room (a wide three-digit strength)."""
    if not face.value or face.round:
        return size
    return max(size, math.ceil(value_font(size, face).getlength(face.value) + size * 0.16))


def counter_box(x: float, y: float, size: int, face: CounterFace) -> tuple[float, float, float, float]:
    """The box `draw_counter` inks, the count badge (over the top-right corner) included."""
    width = counter_width(size, face)
    if not face.badge:
        return (x, y, x + width, y + size)
    height, badge_w = _badge_size(size, face.badge)
    return (min(x, x + width + height * 0.3 - badge_w), y - height * 0.3, x + width + height * 0.3, y + size)


def _badge_size(size: int, badge: str) -> tuple[int, float]:
    height = max(12, int(size * 0.36))
    return height, max(height, font(max(9, int(size * 0.3)), bold=True).getlength(badge) + height * 0.4)


def draw_counter(draw: ImageDraw.ImageDraw, x: float, y: float, size: int, face: CounterFace) -> None:
    """Draw `face` with its top-left corner at (x, y), `size` pixels high (and `counter_width` wide)."""
    width = counter_width(size, face)
    box = (x, y, x + width, y + size)
    radius = max(2, size // 7)
    if face.round:
        draw.ellipse(box, fill=face.fill, outline=face.border, width=max(2, size // 18))
    else:
        draw.rounded_rectangle(
            box, radius=radius, fill=face.fill, outline=face.border, width=max(1, size // 22)
        )
        if face.second_fill is not None:
            inset = max(2, size // 16)
            draw.polygon(
                [
                    (x + width - inset, y + inset + radius),
                    (x + width - inset, y + size - inset),
                    (x + inset + radius, y + size - inset),
                ],
                fill=face.second_fill,
            )
        if face.band is not None:
            inset = max(2, size // 16)
            draw.rectangle(
                (x + inset + 1, y + inset, x + width - inset - 1, y + inset + size // 9), fill=face.band
            )
    if face.value:
        symbol_font = font(int(size * SYMBOL_RATIO * face.symbol_scale), bold=True)
        draw_text(draw, (x + width / 2, y + size * 0.29), face.symbol, symbol_font, face.text)
        colour = face.weak_colour if face.weakened else face.text
        draw_text(
            draw,
            (x + width / 2, y + size * 0.69),
            face.value,
            value_font(size, face),
            colour,
            halo=(0, 0, 0),
            halo_width=1,
        )
    else:
        symbol_font = font(int(size * 0.42 * face.symbol_scale), bold=True)
        draw_text(draw, (x + width / 2, y + size / 2), face.symbol, symbol_font, face.text)
    if face.weakened and not face.round:
        flag = size * 0.28
        draw.polygon(
            [(x + 1, y + size - flag), (x + 1, y + size - 1), (x + flag, y + size - 1)], fill=face.weak_colour
        )
    if face.corner:
        draw_text(
            draw,
            (x + size * 0.2, y + size * 0.24),
            face.corner,
            font(max(8, int(size * 0.26)), bold=True),
            face.text,
        )
    if face.badge:
        # a pill sized to its text, overlapping the top-right corner
        badge_font = font(max(9, int(size * 0.3)), bold=True)
        height, badge_w = _badge_size(size, face.badge)
        right, top = x + width + height * 0.3, y - height * 0.3
        draw.rounded_rectangle(
            (right - badge_w, top, right, top + height),
            radius=height // 2,
            fill=(255, 255, 255),
            outline=(20, 20, 20),
            width=1,
        )
        draw_text(draw, (right - badge_w / 2, top + height / 2), face.badge, badge_font, (20, 20, 20))
