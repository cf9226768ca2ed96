"""A game's score turn by turn as a line chart (Syracuse VP, Epireia prestige), for the result card.

The figures come from replaying the log (agora/games/score_history.py); this module only draws them: one
coloured line per player or side, a dot per turn, the final figure at the line's end, a legend, and axes
labelled in the game's language (the caller passes the words). Text is at least 14 px tall on an 800 px
wide picture, so it stays readable at a phone's 400 px.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PIL import Image

from render.common.encode import RenderedImage, encode_image
from render.common.fonts import font
from render.common.stamps import picture_draw

WIDTH, HEIGHT = 800, 450
MARGIN_LEFT, MARGIN_RIGHT, MARGIN_TOP, MARGIN_BOTTOM = 64, 150, 48, 56
BACKGROUND, INK, GRID = (250, 247, 240), (40, 36, 30), (215, 208, 195)
PALETTE = ((46, 109, 180), (180, 65, 46), (60, 140, 70), (150, 90, 170), (200, 140, 30), (90, 90, 90))

Series = Mapping[str, Sequence[tuple[int, int]]]  # name -> (turn, score) in turn order


def _nice_top(value: int) -> int:
    """The y axis top: the highest score rounded up to a step of 1, 2, 5 or 10 times a power of ten."""
    top = max(value, 1)
    step = 1
    while step * 10 < top:
        step *= 10
    for factor in (1, 2, 5, 10):
        if step * factor >= top:
            return step * factor
    return top


def _y_ticks(low: int, high: int) -> list[int]:
    span = max(high - low, 1)
    step = max(1, _nice_top(span) // 5)
    first = (low // step) * step
    return list(range(first, high + 1, step))


def draw_score_chart(
    series: Series,
    *,
    title: str,
    x_label: str,
    y_label: str,
    colours: Mapping[str, tuple[int, int, int]] | None = None,
) -> Image.Image:
    image = Image.new("RGB", (WIDTH, HEIGHT), BACKGROUND)
    draw = picture_draw(image)
    draw.text((MARGIN_LEFT, 12), title, fill=INK, font=font(20, bold=True))
    points = [p for line in series.values() for p in line]
    turns = sorted({turn for turn, _ in points}) or [1]
    low = min([0, *(score for _, score in points)])
    high = _nice_top(max([1, *(score for _, score in points)]))
    left, top = MARGIN_LEFT, MARGIN_TOP
    right, bottom = WIDTH - MARGIN_RIGHT, HEIGHT - MARGIN_BOTTOM
    first, last = turns[0], max(turns[-1], turns[0] + 1)

    def at(turn: int, score: int) -> tuple[float, float]:
        x = left + (turn - first) * (right - left) / (last - first)
        y = bottom - (score - low) * (bottom - top) / max(high - low, 1)
        return x, y

    small = font(14)
    for tick in _y_ticks(low, high):
        _, y = at(first, tick)
        draw.line([(left, y), (right, y)], fill=GRID, width=1)
        draw.text((left - 8, y), str(tick), fill=INK, font=small, anchor="rm")
    for turn in turns:
        x, _ = at(turn, low)
        draw.line([(x, bottom), (x, bottom + 5)], fill=INK, width=1)
        draw.text((x, bottom + 8), str(turn), fill=INK, font=small, anchor="mt")
    draw.line([(left, top), (left, bottom), (right, bottom)], fill=INK, width=2)
    draw.text(((left + right) / 2, HEIGHT - 8), x_label, fill=INK, font=small, anchor="mb")
    draw.text((12, top - 6), y_label, fill=INK, font=small, anchor="ls")

    legend_y = top
    for index, (name, line) in enumerate(series.items()):
        colour = (colours or {}).get(name) or PALETTE[index % len(PALETTE)]
        xy = [at(turn, score) for turn, score in line]
        if len(xy) > 1:
            draw.line(xy, fill=colour, width=4, joint="curve")
        for x, y in xy:
            draw.ellipse([x - 4, y - 4, x + 4, y + 4], fill=colour)
        if line:
            x, y = xy[-1]
            draw.text((x + 8, y), str(line[-1][1]), fill=colour, font=font(14, bold=True), anchor="lm")
        draw.rectangle([right + 36, legend_y + 3, right + 50, legend_y + 17], fill=colour)
        draw.text((right + 56, legend_y), name[:14], fill=INK, font=small)
        legend_y += 24
    return image


def render_score_chart(
    series: Series,
    *,
    title: str,
    x_label: str,
    y_label: str,
    alt_text: str,
    colours: Mapping[str, tuple[int, int, int]] | None = None,
) -> RenderedImage:
    image = draw_score_chart(series, title=title, x_label=x_label, y_label=y_label, colours=colours)
    return encode_image(image, basename="score-chart", alt_text=alt_text)
