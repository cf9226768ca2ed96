"""A drawing surface whose texts are stamped from cached glyph masks.

Pillow rasterises a string's glyphs again at every `ImageDraw.text`, yet a game's pictures repeat the same
strings picture after picture (panel headings, place names, counts): an Epireia map draws about fifty
texts, and rasterising them was half of its drawing time. `StampDraw.text` keeps each rasterised string
(its mask, as Pillow renders it for a font, anchor, outline width and sub-pixel start) in a least-recently
used cache bounded in bytes, and blends it with the call Pillow itself uses, so the pixels are the same.
Anything else (several lines, other image modes, other options) takes Pillow's own path.
"""

from __future__ import annotations

import math
from threading import Lock
from typing import Any

from cachetools import LRUCache, cached
from cachetools.keys import hashkey
from PIL import Image, ImageDraw, ImageFont

STAMP_CACHE_BYTES = 8 * 2**20
"""Room for a few thousand strings (a label's mask is 2-5 kB, a long status line 30 kB)."""

_OVERHEAD = 100  # bytes a cache entry costs besides its pixels


def _mask_bytes(entry: tuple[Any, tuple[int, int]]) -> int:
    width, height = entry[0].size
    return width * height + _OVERHEAD


_stamps: LRUCache[tuple[object, ...], tuple[Any, tuple[int, int]]] = LRUCache(
    STAMP_CACHE_BYTES, getsizeof=_mask_bytes
)
_stamps_lock = Lock()  # pictures are drawn in worker threads


def _stamp_key(fnt: Any, text: str, anchor: str, outline: float, start: tuple[float, float]) -> Any:
    # The font itself, not its id: the cache holds it, so no other font can take its place.
    return hashkey(fnt, text, anchor, outline, start)


@cached(_stamps, key=_stamp_key, lock=_stamps_lock)
def _stamp(
    fnt: ImageFont.FreeTypeFont, text: str, anchor: str, outline: float, start: tuple[float, float]
) -> tuple[Any, tuple[int, int]]:
    """The string's mask and its offset from the anchor point, exactly as `ImageDraw.text` gets them."""
    return fnt.getmask2(text, "L", None, None, None, outline, anchor, 0, start, stroke_filled=True)


def cached_stamp_bytes() -> int:
    """Bytes the stamp cache holds now (for tests and benchmarks)."""
    with _stamps_lock:
        return int(_stamps.currsize)


class StampDraw(ImageDraw.ImageDraw):
    """`ImageDraw.ImageDraw` with cached text stamps; use it through `picture_draw`."""

    def text(  # type: ignore[override]
        self,
        xy: tuple[float, float],
        text: Any,
        fill: Any = None,
        font: Any = None,
        anchor: str | None = None,
        *args: Any,
        stroke_width: float = 0,
        stroke_fill: Any = None,
        **kwargs: Any,
    ) -> None:
        plain = isinstance(text, str) and "\n" not in text and isinstance(font, ImageFont.FreeTypeFont)
        if args or kwargs or fill is None or not plain or self.fontmode != "L":
            super().text(
                xy,
                text,
                fill,
                font,
                anchor,
                *args,
                stroke_width=stroke_width,
                stroke_fill=stroke_fill,
                **kwargs,
            )
            return
        x, y = xy
        start = (math.modf(x)[0], math.modf(y)[0])  # Pillow renders from the sub-pixel position
        at = (int(x), int(y))
        ink = self._ink(fill)
        if stroke_width:
            outline_ink = self._ink(stroke_fill) if stroke_fill is not None else ink
            self._blend(at, _stamp(font, text, anchor or "la", stroke_width, start), outline_ink)
            if ink == outline_ink:
                return
        self._blend(at, _stamp(font, text, anchor or "la", 0, start), ink)

    def _ink(self, colour: Any) -> int:
        ink, fill_ink = self._getink(colour)
        return fill_ink if ink is None else ink  # type: ignore[return-value]

    def _blend(self, at: tuple[int, int], stamp: tuple[Any, tuple[int, int]], ink: int) -> None:
        mask, (dx, dy) = stamp
        self.draw.draw_bitmap((at[0] + dx, at[1] + dy), mask, ink)


def picture_draw(image: Image.Image) -> StampDraw:
    """The drawing surface of a picture drawn afresh for each message."""
    return StampDraw(image)
