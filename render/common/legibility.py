"""Measuring a picture's text as a phone shows it: every text a renderer draws, caught as it is drawn.

`recording()` watches every text drawing call (Pillow's `ImageDraw.text` and the stamped texts of
`render/common/stamps.py`) and keeps each text's font size, its box and the width of the image it was drawn
on. `legibility(texts, width)` turns that into the two figures of the phone rule (render/common/phone.py):
the smallest font once the picture is scaled to 400 px wide, and the pairs of texts whose boxes overlap.
Texts are words and figures: a lone pictogram (an anchor, crossed swords) is a mark, not text.
A layer drawn larger than the picture (supersampled, then shrunk) counts its fonts at the shrunk size; a
part drawn apart and pasted (a panel, a tile) counts them at the picture's scale. bench/legibility.py and
the tests of tests/render/ measure every picture with it."""

from __future__ import annotations

import sys
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from threading import local
from typing import Any

from cachetools import Cache
from PIL import ImageDraw

from render.common.boxes import overlaps
from render.common.phone import PHONE_WIDTH
from render.common.stamps import StampDraw

Box = tuple[float, float, float, float]
_depth = local()  # StampDraw.text falls back on ImageDraw.text: count such a text once


@dataclass(frozen=True)
class DrawnText:
    text: str
    size: float  # the font's size in the pixels of the image it was drawn on
    box: Box  # its ink box (halo included) on that image
    layer: int  # id of the image it was drawn on: boxes are compared within one image only
    layer_width: int


@dataclass(frozen=True)
class Legibility:
    smallest_px: float  # the smallest font once the picture is shown PHONE_WIDTH wide
    smallest_text: str
    overlaps: list[tuple[str, str]]  # the texts of each pair of overlapping boxes


def _shown(text: DrawnText, width: int) -> float:
    drawn_at = width if text.layer_width <= width else text.layer_width  # supersampled: shrunk to width
    return text.size * PHONE_WIDTH / drawn_at


def _is_text(text: Any) -> bool:
    """Words and figures; a lone pictogram (⚓, ⚔, ●) is a mark, sized as a mark (as in
    tests/render/test_diadoques_map.py), not read as text."""
    return any(c.isalnum() for c in str(text or ""))


def _spy(original: Any) -> Any:
    def text(self: ImageDraw.ImageDraw, xy: Any, text: Any, *args: Any, **kwargs: Any) -> Any:
        outer = getattr(_depth, "n", 0) == 0
        _depth.n = getattr(_depth, "n", 0) + 1
        try:
            if outer and _is_text(text) and getattr(_depth, "sink", None) is not None:
                _record(self, xy, str(text), args, kwargs)
            return original(self, xy, text, *args, **kwargs)
        finally:
            _depth.n -= 1

    return text


def _record(
    draw: ImageDraw.ImageDraw, xy: Any, text: str, args: tuple[Any, ...], kwargs: dict[str, Any]
) -> None:
    names = ("fill", "font", "anchor")
    given = dict(zip(names, args, strict=False)) | kwargs
    fnt = given.get("font")
    if fnt is None or not hasattr(fnt, "size"):
        return
    anchor = given.get("anchor")
    stroke = given.get("stroke_width", 0) or 0
    if "\n" in text:
        box = draw.multiline_textbbox(xy, text, font=fnt, anchor=anchor, stroke_width=stroke)
    else:
        box = draw.textbbox(xy, text, font=fnt, anchor=anchor, stroke_width=stroke)
    image = draw._image  # type: ignore[attr-defined]
    _depth.alive.append(image)  # held until the recording ends: no other image takes its id meanwhile
    _depth.sink.append(DrawnText(text, float(fnt.size), tuple(map(float, box)), id(image), image.width))


@contextmanager
def recording() -> Iterator[list[DrawnText]]:
    """Every text drawn inside the block (in this thread), with cached layers dropped first so that the
    static texts are drawn, and so caught, again."""
    forget_cached_layers()
    sink: list[DrawnText] = []
    saved = ImageDraw.ImageDraw.text, StampDraw.text
    ImageDraw.ImageDraw.text = _spy(saved[0])  # type: ignore[method-assign]
    StampDraw.text = _spy(saved[1])  # type: ignore[method-assign]
    _depth.sink, _depth.alive = sink, []
    try:
        yield sink
    finally:
        ImageDraw.ImageDraw.text, StampDraw.text = saved  # type: ignore[method-assign]
        _depth.sink, _depth.alive = None, []
        forget_cached_layers()


def forget_cached_layers() -> None:
    """Empty every cache of the renderers (layers, plans, tiles), so that the next picture is drawn whole."""
    for name, module in list(sys.modules.items()):
        if not name.startswith("render.") or module is None:
            continue
        for value in list(vars(module).values()):
            if isinstance(value, Cache):
                value.clear()
            elif callable(getattr(value, "cache_clear", None)) and getattr(value, "__module__", "") == name:
                value.cache_clear()


def legibility(texts: Iterable[DrawnText], width: int) -> Legibility:
    """The phone figures of a picture `width` px wide from the texts drawn for it."""
    drawn = list(texts)
    if not drawn:
        return Legibility(float("inf"), "", [])
    smallest = min(drawn, key=lambda d: _shown(d, width))
    pairs = []
    for i, a in enumerate(drawn):
        for b in drawn[i + 1 :]:
            if a.layer == b.layer and overlaps(a.box, b.box):
                pairs.append((a.text, b.text))
    return Legibility(_shown(smallest, width), smallest.text, pairs)
