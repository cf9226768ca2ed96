"""Texts stamped from cached glyph masks look exactly as Pillow draws them, and the cache stays bounded."""

from __future__ import annotations

from typing import Any

import pytest
from PIL import Image, ImageDraw

from engine.epireia.engine import EpireiaEngine
from render.common import stamps
from render.common.fonts import font
from render.epireia import map as epireia_map
from render.epireia.samples import moments
from render.syracuse import map as syracuse_map

TEXTS = ["Athènes", "Tour 3 · Diplomatie", "⚓", "12", "Ligue de Délos (Argos, Corinthe)", "Ménon III", ""]
PLACES = [(40, 30), (40.5, 30.25), (133.7, 61.9), (0, 0)]
ANCHORS = [None, "mm", "lm", "la", "rs"]


def _drawn(surface: Any, xy: tuple[float, float], text: str, mode: str = "RGB", **kwargs: Any) -> bytes:
    """The pixels of `text` drawn on a fresh picture by `surface` (Pillow's `ImageDraw.Draw` or ours)."""
    image = Image.new(mode, (320, 120), "white")
    surface(image).text(xy, text, **kwargs)
    return image.tobytes()


@pytest.mark.parametrize("anchor", ANCHORS)
def test_a_stamped_text_has_the_pixels_pillow_draws(anchor: str | None) -> None:
    for text in TEXTS:
        for size, bold in ((14, False), (22, True)):
            fnt = font(size, bold)
            for xy in PLACES:
                for halo in (None, (255, 255, 255), "#123456"):
                    kwargs: dict[str, Any] = {"font": fnt, "anchor": anchor, "fill": (200, 30, 40)}
                    if halo is not None:
                        kwargs |= {"stroke_width": 2, "stroke_fill": halo}
                    pillow = _drawn(ImageDraw.Draw, xy, text, **kwargs)
                    for _ in range(2):  # drawn, then stamped from the cache
                        stamped = _drawn(stamps.picture_draw, xy, text, **kwargs)
                        assert stamped == pillow, (text, size, xy, anchor, halo)


def test_texts_pillow_draws_another_way_are_left_to_pillow() -> None:
    fnt = font(16)
    cases: list[tuple[str, dict[str, Any]]] = [
        ("two\nlines", {"font": fnt, "fill": "black"}),
        ("spaced", {"font": fnt, "fill": "black", "spacing": 9}),
        ("default fill", {"font": fnt}),
    ]
    for text, kwargs in cases:
        pillow = _drawn(ImageDraw.Draw, (10, 10), text, **kwargs)
        assert _drawn(stamps.picture_draw, (10, 10), text, **kwargs) == pillow
    for mode in ("L", "RGBA"):
        pillow = _drawn(ImageDraw.Draw, (5, 5), "grey", mode, font=fnt, fill=90)
        assert _drawn(stamps.picture_draw, (5, 5), "grey", mode, font=fnt, fill=90) == pillow


def _pillow_only(monkeypatch: pytest.MonkeyPatch, module: Any) -> None:
    monkeypatch.setattr(module, "picture_draw", ImageDraw.Draw)


def test_an_epireia_map_is_the_same_picture_with_stamped_texts(monkeypatch: pytest.MonkeyPatch) -> None:
    engine = EpireiaEngine()
    state = dict(moments(2, 7))["mid"]
    view = engine.view(state, None)
    stamped = [epireia_map.render_map(view, lang=lang).data for lang in ("fr", "en")]
    _pillow_only(monkeypatch, epireia_map)
    assert [epireia_map.render_map(view, lang=lang).data for lang in ("fr", "en")] == stamped


def test_a_syracuse_map_is_the_same_picture_with_stamped_texts(
    mid_view: dict[str, Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    stamped = syracuse_map.render_map(mid_view, lang="fr").data
    _pillow_only(monkeypatch, syracuse_map)
    assert syracuse_map.render_map(mid_view, lang="fr").data == stamped


def test_the_stamp_cache_keeps_to_its_bound() -> None:
    image = Image.new("RGB", (1400, 60), "white")
    draw = stamps.picture_draw(image)
    long_line = "Texte d'une longueur certaine, comme une ligne de scénario au bas d'une carte"
    for n in range(600):  # about 25 kB of mask each: twice the bound
        draw.text((5, 30), f"{n} {long_line}", font=font(24), fill="black", anchor="lm")
        assert stamps.cached_stamp_bytes() <= stamps.STAMP_CACHE_BYTES
    assert stamps.cached_stamp_bytes() > stamps.STAMP_CACHE_BYTES // 2
