"""A game's score turn by turn as a line chart (Syracuse VP, Epireia prestige), for the result card.

The figures come from replaying the log (agora/games/score_history.py); this module only draws them: one
coloured line per player or side, a dot per turn, the final figure at the line's end, a legend, and axes
labelled in the game's language (the caller passes the words). Every text is at least 18 px on an 800 px
wide picture: 9 px at a phone's 400 px (render/common/phone.py). Each line has its own mark shape, in the
legend too, so lines are told apart without their colour; the final figures are spread so none covers
another.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PIL import Image, ImageDraw

from render.common.encode import RenderedImage, encode_image
from render.common.fonts import font
from render.common.phone import min_font_px
from render.common.stamps import picture_draw
from render.common.text import ellipsize

WIDTH, HEIGHT = 800, 450  # the height with up to four lines (two legend rows); more lines add rows
MARGIN_LEFT, MARGIN_RIGHT, MARGIN_TOP, MARGIN_BOTTOM = 70, 70, 86, 62
BACKGROUND, INK, GRID = (250, 247, 240), (40, 36, 30), (215, 208, 195)
PALETTE = ((46, 109, 180), (180, 65, 46), (60, 140, 70), (150, 90, 170), (200, 140, 30), (90, 90, 90))
MARKERS = ("circle", "square", "triangle", "diamond", "cross", "bar")
"""One shape per line, in the legend too: lines of the same colour (two Cities of one league) or colours a
colour-blind player confuses are told apart by their marks."""
TEXT_PX = min_font_px(WIDTH)  # 18 px on 800: 9 px on a phone
TITLE_PX = TEXT_PX + 4
LEGEND_ROW = TEXT_PX + 14
LEGEND_COLUMNS = 2
PLOT_HEIGHT = HEIGHT - 12 - 2 * LEGEND_ROW  # the chart above its legend

Series = Mapping[str, Sequence[tuple[int, int]]]  # name -> (turn, score) in turn order
RGB = tuple[int, int, int]


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


def _x_ticks(turns: list[int]) -> list[int]:
    """Every turn, or every other one (and so on) when their numbers would touch."""
    room = (WIDTH - MARGIN_LEFT - MARGIN_RIGHT) / max(1, len(turns))
    every = 1
    while room * every < 2.2 * TEXT_PX:
        every += 1
    return turns[::every]


def series_colours(series: Series, colours: Mapping[str, RGB] | None = None) -> dict[str, RGB]:
    """The colour of each line and of its legend entry: the caller's (a side, a league) or the palette's."""
    return {
        name: (colours or {}).get(name) or PALETTE[index % len(PALETTE)] for index, name in enumerate(series)
    }


def legend_swatch(index: int, plot_height: int = PLOT_HEIGHT) -> tuple[int, int, int, int]:
    """The box of the `index`-th legend entry's mark (under the chart, two entries a row)."""
    column, row = index % LEGEND_COLUMNS, index // LEGEND_COLUMNS
    x = MARGIN_LEFT + column * (WIDTH - MARGIN_LEFT) // LEGEND_COLUMNS
    y = plot_height + 6 + row * LEGEND_ROW
    return (x, y, x + TEXT_PX, y + TEXT_PX)


def _mark(draw: ImageDraw.ImageDraw, x: float, y: float, r: float, shape: str, colour: RGB) -> None:
    if shape == "circle":
        draw.ellipse([x - r, y - r, x + r, y + r], fill=colour)
    elif shape == "square":
        draw.rectangle([x - r, y - r, x + r, y + r], fill=colour)
    elif shape == "triangle":
        draw.polygon([(x, y - r - 1), (x + r + 1, y + r), (x - r - 1, y + r)], fill=colour)
    elif shape == "diamond":
        draw.polygon([(x, y - r - 2), (x + r + 2, y), (x, y + r + 2), (x - r - 2, y)], fill=colour)
    elif shape == "cross":
        draw.line([(x - r, y - r), (x + r, y + r)], fill=colour, width=4)
        draw.line([(x - r, y + r), (x + r, y - r)], fill=colour, width=4)
    else:
        draw.rectangle([x - r - 1, y - 2, x + r + 1, y + 2], fill=colour)


def _spread(wanted: list[float], gap: float, low: float, high: float) -> list[float]:
    """Label centres as near `wanted` as may be, at least `gap` apart, inside [low, high] (sorted input)."""
    out: list[float] = []
    for y in wanted:
        out.append(max(y, out[-1] + gap) if out else y)
    overflow = (out[-1] - high) if out else 0
    if overflow > 0:
        out = [y - overflow for y in out]
        for i in range(len(out) - 2, -1, -1):
            out[i] = min(out[i], out[i + 1] - gap)
    return [max(low, y) for y in out]


def draw_score_chart(
    series: Series,
    *,
    title: str,
    x_label: str,
    y_label: str,
    colours: Mapping[str, RGB] | None = None,
) -> Image.Image:
    rows = max(2, -(-len(series) // LEGEND_COLUMNS))
    height = PLOT_HEIGHT + 12 + rows * LEGEND_ROW
    image = Image.new("RGB", (WIDTH, height), BACKGROUND)
    draw = picture_draw(image)
    small, bold = font(TEXT_PX), font(TEXT_PX, bold=True)
    title_font = font(TITLE_PX, bold=True)
    draw.text((12, 10), ellipsize(title, title_font, WIDTH - 24), fill=INK, font=title_font)
    points = [p for line in series.values() for p in line]
    turns = sorted({turn for turn, _ in points}) or [1]
    low = min([0, *(score for _, score in points)])
    high = _nice_top(max([1, *(score for _, score in points)]))
    left, top = MARGIN_LEFT, MARGIN_TOP
    right, bottom = WIDTH - MARGIN_RIGHT, PLOT_HEIGHT - MARGIN_BOTTOM
    first, last = turns[0], max(turns[-1], turns[0] + 1)

    def at(turn: int, score: int) -> tuple[float, float]:
        x = left + (turn - first) * (right - left) / (last - first)
        y = bottom - (score - low) * (bottom - top) / max(high - low, 1)
        return x, y

    for tick in _y_ticks(low, high):
        _, y = at(first, tick)
        draw.line([(left, y), (right, y)], fill=GRID, width=1)
        draw.text((left - 8, y), str(tick), fill=INK, font=small, anchor="rm")
    for turn in turns:
        x, _ = at(turn, low)
        draw.line([(x, bottom), (x, bottom + 5)], fill=INK, width=1)
    for turn in _x_ticks(turns):
        x, _ = at(turn, low)
        draw.text((x, bottom + 8), str(turn), fill=INK, font=small, anchor="mt")
    draw.line([(left, top), (left, bottom), (right, bottom)], fill=INK, width=2)
    draw.text(((left + right) / 2, PLOT_HEIGHT - 4), x_label, fill=INK, font=small, anchor="mb")
    draw.text((12, top - 22), ellipsize(y_label, small, WIDTH - 24), fill=INK, font=small, anchor="ls")

    palette = series_colours(series, colours)
    ends: list[tuple[float, str, RGB]] = []
    for index, (name, line) in enumerate(series.items()):
        colour, shape = palette[name], MARKERS[index % len(MARKERS)]
        xy = [at(turn, score) for turn, score in line]
        if len(xy) > 1:
            draw.line(xy, fill=colour, width=4, joint="curve")
        for x, y in xy:
            _mark(draw, x, y, 5, shape, colour)
        if line:
            ends.append((xy[-1][1], str(line[-1][1]), colour))
        box = legend_swatch(index, PLOT_HEIGHT)
        draw.rectangle(box, fill=BACKGROUND, outline=colour, width=2)
        _mark(draw, (box[0] + box[2]) / 2, (box[1] + box[3]) / 2, 5, shape, colour)
        room = (WIDTH - MARGIN_LEFT) / LEGEND_COLUMNS - TEXT_PX - 20
        draw.text(
            (box[2] + 8, (box[1] + box[3]) / 2),
            ellipsize(name, small, room),
            fill=INK,
            font=small,
            anchor="lm",
        )
    ends.sort()
    placed = _spread([y for y, _, _ in ends], TEXT_PX + 2, top, bottom)
    for (_, text, colour), y in zip(ends, placed, strict=True):
        draw.text((right + 10, y), text, fill=colour, font=bold, anchor="lm")
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
