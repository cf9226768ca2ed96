"""Legibility on a phone (issue 45, item 5): the measure bench/legibility.py prints, and the pictures that
meet the rule (every text at least 9 px once shown 400 px wide, no text over another) kept to it."""

from __future__ import annotations

import pytest
from PIL import Image, ImageDraw

from render.common.fonts import font
from render.common.legibility import legibility, recording
from render.common.phone import MIN_TEXT_PX
from render.common.stamps import picture_draw
from render.phone_pictures import pictures

PHONE_READY = (
    "score-chart",
    "epireia-map-2p",
    "epireia-map-4p",
    "epireia-board",
    "epireia-battlefield",  # the Great Battle during secret placement, as the channel shows it
    "epireia-battlefield-own",  # a league's own placement, its tokens face up
    "epireia-battlefield-revealed",
    "diadoques-map",
    "diadoques-west",
    "diadoques-centre",
    "diadoques-east",
)
"""The pictures that meet the rule today (bench/legibility.py; docs/pictures.md lists the others)."""


def test_the_measure_catches_stamped_and_plain_texts_at_their_shown_size_and_their_overlaps() -> None:
    with recording() as texts:
        image = Image.new("RGB", (800, 200), "white")
        picture_draw(image).text((10, 10), "Athènes", fill="black", font=font(14))  # stamped
        ImageDraw.Draw(image).text((12, 12), "Sparte", fill="black", font=font(30))  # Pillow's own
        picture_draw(image).text((10, 150), "⚓", fill="black", font=font(8))  # a mark, not text
        big = Image.new("RGB", (1600, 400), "white")  # a layer drawn twice as large, then shrunk
        ImageDraw.Draw(big).text((10, 300), "Délos", fill="black", font=font(30))
    assert [t.text for t in texts] == ["Athènes", "Sparte", "Délos"]
    measured = legibility(texts, image.width)
    assert measured.smallest_px == pytest.approx(14 * 400 / 800)
    assert measured.smallest_text == "Athènes"
    assert measured.overlaps == [("Athènes", "Sparte")]
    assert legibility(texts[2:], 800).smallest_px == pytest.approx(30 * 400 / 1600)


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("name", PHONE_READY)
def test_every_text_is_readable_at_phone_width_and_none_overlaps_another(name: str, lang: str) -> None:
    with recording() as texts:
        picture = pictures()[name](lang)
    measured = legibility(texts, picture.width)
    assert len(texts) > 10
    assert measured.smallest_px >= MIN_TEXT_PX, (measured.smallest_px, measured.smallest_text)
    assert measured.overlaps == []


def test_every_title_has_its_pictures_measured() -> None:
    names = set(pictures())
    for prefix in ("syracuse-map", "syracuse-zoom-", "syracuse-closeup", "epireia-map", "epireia-board"):
        assert any(n.startswith(prefix) for n in names), prefix
    assert {"epireia-battlefield", "score-chart", "diadoques-map"} <= names
