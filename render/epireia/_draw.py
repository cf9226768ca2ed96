"""Drawing helpers the Epireia pictures share. Generic ones (`wrap`, `pill`, `panel`, `compact`, `fitted`,
`clipped`) could move to `render.common` later; the resource icons and figure tokens are Epireia's own."""

from __future__ import annotations

import math
from collections.abc import Iterable
from functools import lru_cache

from PIL import Image, ImageDraw

from render.common.fonts import Font, font
from render.common.text import draw_text, ellipsize, fit_font
from render.epireia import _style as s

Box = tuple[float, float, float, float]


@lru_cache(maxsize=4096)
def wrap(text: str, fnt: Font, width: float, max_lines: int = 3) -> tuple[str, ...]:
    """Greedy word wrap to `width` pixels; the last kept line is ellipsized if text remains.
    Remembered: every map draws the same scenario and league texts again."""
    return tuple(_wrap(text, fnt, width, max_lines))


def _wrap(text: str, fnt: Font, width: float, max_lines: int) -> list[str]:
    lines: list[str] = []
    current = ""
    words = text.split()
    for i, word in enumerate(words):
        trial = f"{current} {word}".strip()
        if fnt.getlength(trial) <= width or not current:
            current = trial
            continue
        lines.append(current)
        current = word
        if len(lines) == max_lines:
            lines[-1] = ellipsize(lines[-1] + " " + " ".join(words[i:]), fnt, width)
            return lines
    if current:
        lines.append(current)
    if len(lines) > max_lines:
        lines = [*lines[: max_lines - 1], ellipsize(" ".join(lines[max_lines - 1 :]), fnt, width)]
    return lines


@lru_cache(maxsize=1024)
def fit_paragraph(
    text: str, width: float, height: float, size: int, min_size: int = 12
) -> tuple[Font, tuple[str, ...], int]:
    """The largest font (at most `size`) whose word-wrapped lines fit `width` x `height` whole; at
    `min_size` the last line that fits is ellipsized. Returns the font, the lines and the line height."""
    for px in range(size, min_size - 1, -1):
        fnt = font(px)
        line_h = px + 2
        rows = max(1, int((height + 2) // line_h))
        lines = wrap(text, fnt, width, max_lines=rows)
        if len(lines) * line_h <= height + 2 and not (lines and lines[-1].endswith("…") and px > min_size):
            return fnt, lines, line_h
    fnt = font(min_size)
    return fnt, wrap(text, fnt, width, max_lines=max(1, int((height + 2) // (min_size + 2)))), min_size + 2


def panel(draw: ImageDraw.ImageDraw, box: Box, *, fill: s.RGB = s.PAPER, outline: s.RGB = s.FRAME) -> None:
    draw.rounded_rectangle(box, radius=10, fill=fill, outline=outline, width=2)


def pill(
    draw: ImageDraw.ImageDraw,
    x: float,
    y: float,
    text: str,
    fnt: Font,
    fill: s.RGB,
    *,
    text_fill: s.RGB | None = None,
    anchor: str = "lm",
    pad: int = 8,
) -> Box:
    """A rounded label; `anchor` is "lm" (x is the left edge), "mm" or "rm". Returns its box."""
    width = fnt.getlength(text) + 2 * pad
    height = getattr(fnt, "size", 14) + pad
    left = x if anchor == "lm" else x - width / 2 if anchor == "mm" else x - width
    box = (left, y - height / 2, left + width, y + height / 2)
    draw.rounded_rectangle(box, radius=height / 2, fill=fill)
    draw_text(draw, ((box[0] + box[2]) / 2, y), text, fnt, text_fill or s.readable_on(fill))
    return box


def resource_icon(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float, resource: str) -> None:
    """Language-free resource marks: wheat a golden sheaf disc, wood a green tree, copper a copper ingot."""
    colour = s.RESOURCE[resource]
    dark = s.mix(colour, s.INK, 0.55)
    if resource == "wheat":
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=colour, outline=dark, width=max(1, int(r / 6)))
        for dx in (-r * 0.35, 0, r * 0.35):
            draw.line(
                [(cx + dx, cy + r * 0.55), (cx + dx * 1.4, cy - r * 0.55)],
                fill=dark,
                width=max(1, int(r / 5)),
            )
    elif resource == "wood":
        draw.polygon(
            [(cx, cy - r), (cx + r * 0.95, cy + r * 0.6), (cx - r * 0.95, cy + r * 0.6)],
            fill=colour,
            outline=dark,
        )
        draw.rectangle(
            (cx - r * 0.18, cy + r * 0.6, cx + r * 0.18, cy + r), fill=s.mix(s.LAND_EDGE, s.INK, 0.3)
        )
    else:
        pts = [
            (cx - r, cy + r * 0.55),
            (cx - r * 0.6, cy - r * 0.55),
            (cx + r * 0.6, cy - r * 0.55),
            (cx + r, cy + r * 0.55),
        ]
        draw.polygon(pts, fill=colour, outline=dark)
        draw.line(
            [(cx - r * 0.45, cy - r * 0.2), (cx + r * 0.3, cy - r * 0.2)],
            fill=s.mix(colour, s.WHITE, 0.5),
            width=max(1, int(r / 5)),
        )


def resource_row(
    draw: ImageDraw.ImageDraw,
    x: float,
    cy: float,
    amounts: dict[str, int],
    fnt: Font,
    *,
    icon: float = 10,
    gap: float = 14,
    skip_zero: bool = False,
    fill: s.RGB = s.INK,
) -> float:
    """Icon-number pairs from x; returns the x after the last pair."""
    for resource in ("wheat", "wood", "copper"):
        n = amounts.get(resource, 0)
        if skip_zero and not n:
            continue
        resource_icon(draw, x + icon, cy, icon, resource)
        x += icon * 2 + 4
        draw.text((x, cy), str(n), font=fnt, fill=fill, anchor="lm")
        x += fnt.getlength(str(n)) + gap
    return x


def figure_token(
    draw: ImageDraw.ImageDraw,
    cx: float,
    cy: float,
    r: float,
    fill: s.RGB,
    label: str,
    *,
    ring: s.RGB | None = None,
    size: int | None = None,
) -> None:
    """A Figure Influente on the map: a round pawn in its City's colour with its initials (`size` px,
    or in proportion to the pawn)."""
    draw.ellipse(
        (cx - r, cy - r, cx + r, cy + r), fill=fill, outline=ring or s.WHITE, width=max(2, int(r / 6))
    )
    draw_text(draw, (cx, cy), label, font(size or int(r * 0.95), bold=True), s.readable_on(fill))


def star_points(cx: float, cy: float, r: float) -> list[tuple[float, float]]:
    pts = []
    for i in range(10):
        radius = r if i % 2 == 0 else r * 0.45
        angle = -math.pi / 2 + i * math.pi / 5
        pts.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
    return pts


def anchor_mark(draw: ImageDraw.ImageDraw, cx: float, cy: float, size: int, fill: s.RGB) -> None:
    """The sea icon (⚓): figures with it may go by sea, sea-only places need it."""
    draw.text((cx, cy), "⚓", font=font(size), fill=fill, anchor="mm")


def tick(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float, fill: s.RGB) -> None:
    draw.line(
        [(cx - r, cy), (cx - r * 0.3, cy + r * 0.7), (cx + r, cy - r * 0.7)],
        fill=fill,
        width=max(2, int(r / 2.5)),
    )


def compact(image: Image.Image, palette: Image.Image | None = None) -> Image.Image:
    """256 colours: these flat drawings lose nothing visible, and the palette PNG encodes several times
    faster and smaller than an RGB one (PNG encoding was most of the render-time budget). The pixels are
    mapped to `palette` (from `palette_of`), or to one fitted to a half-size copy of this picture, which
    costs twice the mapping."""
    if palette is None:
        palette = image.reduce(2).quantize(256, method=Image.Quantize.FASTOCTREE)
    return image.quantize(palette=palette, dither=Image.Dither.NONE)


def blends(inks: Iterable[s.RGB], grounds: Iterable[s.RGB], shares: Iterable[float]) -> list[s.RGB]:
    """Each ink over each ground at each share: the anti-aliased edges of letters and discs."""
    grounds, shares = list(grounds), list(shares)
    return [s.mix(ground, ink, share) for ink in inks for ground in grounds for share in shares]


def palette_of(exact: Iterable[s.RGB], sample: Image.Image) -> Image.Image:
    """A palette for `compact`: every colour of `exact` as it is (the flat fills and inks a picture
    draws), the rest of the 256 fitted to `sample` (its static background). Made once per picture kind,
    it spares fitting a palette to every picture."""
    flat = list(dict.fromkeys(exact))[:200]
    fitted = sample.convert("RGB").quantize(256 - len(flat), method=Image.Quantize.FASTOCTREE)
    rest = (fitted.getpalette() or [])[: 3 * (256 - len(flat))]
    holder = Image.new("P", (1, 1))
    holder.putpalette([channel for colour in flat for channel in colour] + rest)
    return holder


@lru_cache(maxsize=4096)
def fitted(text: str, max_width: float, size: int, bold: bool = True, min_size: int = 12) -> Font:
    """`fit_font` remembered: the same labels come back on every render."""
    return fit_font(text, max_width, size, bold=bold, min_size=min_size)


@lru_cache(maxsize=4096)
def clipped(text: str, size: int, bold: bool, max_width: float) -> str:
    """`ellipsize` remembered, for a text in `font(size, bold)`."""
    return ellipsize(text, font(size, bold), max_width)
