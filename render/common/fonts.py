"""Fonts for every renderer: DejaVu (full Latin-1 and Greek, so French accents render) when the system has
it, otherwise Pillow's bundled FreeType font. Fonts are cached by size and weight."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from PIL import ImageFont

FONT_DIRS = (Path("/usr/share/fonts/truetype/dejavu"), Path("/usr/share/fonts/dejavu"))
FILES = {
    (False, False): "DejaVuSans.ttf",
    (True, False): "DejaVuSans-Bold.ttf",
    (False, True): "DejaVuSansCondensed.ttf",
    (True, True): "DejaVuSansCondensed-Bold.ttf",
}

Font = ImageFont.FreeTypeFont | ImageFont.ImageFont


def _find(name: str) -> Path | None:
    for folder in FONT_DIRS:
        path = folder / name
        if path.is_file():
            return path
    return None


@cache
def font(size: int, bold: bool = False, condensed: bool = False) -> Font:
    """A font of `size` pixels. The basic layout engine is enough for Latin text and is faster than raqm."""
    path = _find(FILES[(bold, condensed)]) or _find(FILES[(bold, False)])
    if path is not None:
        return ImageFont.truetype(str(path), size, layout_engine=ImageFont.Layout.BASIC)
    return ImageFont.load_default(size=size)
