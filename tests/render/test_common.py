"""The shared render helpers: fonts with French accents, counters, and encoding under a byte limit."""

from __future__ import annotations

import io
import random

import pytest
from PIL import Image, ImageChops, ImageDraw

from render.common.counters import CounterFace, draw_counter
from render.common.encode import encode_image, make_palette
from render.common.fonts import font
from render.common.text import ellipsize, fit_font


def _noise(size: tuple[int, int], seed: int = 1) -> Image.Image:
    rnd = random.Random(seed)
    return Image.frombytes("RGB", size, rnd.randbytes(size[0] * size[1] * 3))


def test_french_accents_have_glyphs_of_their_own() -> None:
    fnt = font(24, bold=True)
    missing = fnt.getmask("\uffff").getbbox()
    for letter in "éèêàçôÉÈŒœ":
        box = fnt.getmask(letter).getbbox()
        assert box is not None and box != missing, letter
    assert fnt.getbbox("É")[1] < fnt.getbbox("E")[1]  # the accent rises above the capital


def test_fit_font_and_ellipsize_keep_text_within_a_width() -> None:
    long = "Collines au sud de l'Anapos"
    fitted = fit_font(long, 120, 20, min_size=8)
    assert fitted.getlength(long) <= 120 or fitted.size == 8
    cut = ellipsize(long, font(16), 90)
    assert cut.endswith("…") and font(16).getlength(cut) <= 90
    assert ellipsize("T14", font(16), 90) == "T14"


def test_ellipsize_keeps_the_longest_start_that_fits() -> None:
    text = "Trois cités de la ligue de Délos doivent atteindre le sanctuaire avant la fin du tour"
    fnt = font(18)
    for width in (30, 61, 150, 333):
        longest = max(k for k in range(len(text)) if k == 0 or fnt.getlength(text[:k] + "…") <= width)
        assert ellipsize(text, fnt, width) == text[:longest].rstrip() + "…", width


def test_a_counter_is_drawn_inside_its_square() -> None:
    image = Image.new("RGB", (100, 100), "white")
    face = CounterFace(fill=(28, 72, 150), symbol="H", value="12", band=(255, 255, 255), weakened=True)
    draw_counter(ImageDraw.Draw(image), 30, 30, 40, face)
    left, top, right, bottom = ImageChops.difference(image, Image.new("RGB", (100, 100), "white")).getbbox()
    assert (left, top) >= (29, 29) and (right, bottom) <= (72, 72)
    assert image.getpixel((50, 58)) != (255, 255, 255)


def test_png_is_kept_when_it_fits() -> None:
    image = Image.new("RGB", (300, 200), (120, 170, 210))
    out = encode_image(image, basename="board", alt_text="a board")
    assert out.content_type == "image/png" and out.filename == "board.png"
    assert (out.width, out.height) == (300, 200) and out.alt_text == "a board"
    assert Image.open(io.BytesIO(out.data)).format == "PNG"


def test_a_palette_maps_the_png_to_indexed_colours() -> None:
    image = Image.new("RGB", (200, 100), (120, 170, 210))
    ImageDraw.Draw(image).rectangle((20, 20, 80, 80), fill=(168, 32, 38))
    out = encode_image(image, basename="board", alt_text="", palette=make_palette(image))
    decoded = Image.open(io.BytesIO(out.data))
    assert decoded.mode == "P"
    assert decoded.convert("RGB").getpixel((50, 50)) == (168, 32, 38)


def test_too_big_for_png_falls_back_to_webp_then_shrinks() -> None:
    noisy = _noise((700, 700))  # incompressible: about 1.5 MB as PNG
    webp = encode_image(noisy, basename="noise", alt_text="")
    assert webp.content_type == "image/webp" and webp.filename == "noise.webp"
    assert len(webp.data) <= 1_000_000 and webp.width == 700
    smaller = encode_image(noisy, basename="noise", alt_text="", max_bytes=len(webp.data) // 2)
    assert len(smaller.data) <= len(webp.data) // 2 and smaller.width < 700
    assert Image.open(io.BytesIO(smaller.data)).size == (smaller.width, smaller.height)


def test_an_impossible_limit_is_an_error() -> None:
    with pytest.raises(ValueError):
        encode_image(_noise((400, 400)), basename="noise", alt_text="", max_bytes=100)
