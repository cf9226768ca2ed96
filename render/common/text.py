"""Text drawing: anchored text with an outline halo (legible over any terrain), fitted to a width."""

from __future__ import annotations

from PIL import ImageDraw

from render.common.fonts import Font, font

Colour = str | tuple[int, ...]


def text_width(text: str, fnt: Font) -> float:
    return fnt.getlength(text)


def draw_text(
    draw: ImageDraw.ImageDraw,
    xy: tuple[float, float],
    text: str,
    fnt: Font,
    fill: Colour = "black",
    *,
    halo: Colour | None = None,
    halo_width: int = 2,
    anchor: str = "mm",
) -> None:
    """Draw `text` at `xy` (Pillow anchor, default middle-middle), with an optional halo around the glyphs."""
    if halo is None:
        draw.text(xy, text, font=fnt, fill=fill, anchor=anchor)
    else:
        draw.text(xy, text, font=fnt, fill=fill, anchor=anchor, stroke_width=halo_width, stroke_fill=halo)


def fit_font(text: str, max_width: float, size: int, *, bold: bool = False, min_size: int = 8) -> Font:
    """The largest font at most `size` in which `text` fits in `max_width` pixels (never below min_size)."""
    while size > min_size and font(size, bold).getlength(text) > max_width:
        size -= 1
    return font(size, bold)


def ellipsize(text: str, fnt: Font, max_width: float) -> str:
    """`text` cut with an ellipsis so that it fits in `max_width` pixels: its longest prefix that fits
    with the "…". A width grows with the prefix, so a binary search finds it in a few measures (cutting
    one character at a time measured a long scenario text hundreds of times per map)."""
    if fnt.getlength(text) <= max_width:
        return text
    fits, too_long = 0, len(text)  # text[:fits] + "…" fits (or fits == 0); text[:too_long] + "…" does not
    while too_long - fits > 1:
        middle = (fits + too_long) // 2
        if fnt.getlength(text[:middle] + "…") <= max_width:
            fits = middle
        else:
            too_long = middle
    return text[:fits].rstrip() + "…"
