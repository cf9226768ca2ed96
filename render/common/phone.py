"""The phone readability rule shared by every renderer.

Discord shows a picture at the width of a phone's screen, about 400 px (CSS pixels). Text on it is readable
when its font size (the em, as in CSS) is at least 9 px once the picture is scaled to that width: a font of
`size` pixels on a picture `width` pixels wide is readable when size * 400 / width >= 9. Renderers size the
text that players must read (zone ids, counter strengths, city names) with `min_font_px`, and the tests
compute the rule back from the style's sizes (tests/render/test_phone.py)."""

from __future__ import annotations

import math

PHONE_WIDTH = 400  # display width of a picture on a phone, in CSS pixels
MIN_TEXT_PX = 9  # smallest readable font size at that width


def shown_px(font_px: float, picture_width: float) -> float:
    """The font size a phone shows once the picture is scaled to `PHONE_WIDTH`."""
    return font_px * PHONE_WIDTH / picture_width


def min_font_px(picture_width: float) -> int:
    """The smallest font size (whole pixels) readable on a phone in a picture this wide."""
    return math.ceil(MIN_TEXT_PX * picture_width / PHONE_WIDTH - 1e-9)
