"""The result card's score chart (issue 45, item 5): each line's colour is its side's or its league's, the
same on the chart, in its legend and on the map; lines are told apart by their marks as well; every text is
at least 9 px on a phone and none covers another."""

from __future__ import annotations

import io
from typing import Any

import pytest
from PIL import Image

from agora.presenters import TableContext, presenter_for
from agora.presenters.result_card import result_card, score_reader
from engine.core.contract import GameResult
from engine.epireia.content import load_content
from render.common.legibility import legibility, recording
from render.common.phone import MIN_TEXT_PX
from render.epireia import LEAGUE_COLOURS
from render.epireia import map as epireia_map
from render.epireia.samples import ENGINE, moment
from render.score_chart import MARKERS, draw_score_chart, legend_swatch


def _picture(rendered: Any) -> Image.Image:
    return Image.open(io.BytesIO(rendered.data)).convert("RGB")


def _card_chart(title: str, lang: str, state: Any, engine: Any) -> tuple[Image.Image, list[str], Any]:
    view = engine.view(state, None)
    ctx = TableContext(title, lang, {})
    scores = score_reader(ctx)(view)
    history = {name: [(0, 0), (1, score)] for name, score in scores.items()}
    status = engine.status(state)
    if title == "syracuse":  # the chart is drawn from the history; Syracuse's card words need a result
        result = GameResult(winners=["athens"], kind="total", params={"reason": "vp"})
        status = status.model_copy(update={"finished": True, "result": result})
    card = result_card(presenter_for(title), ctx, status, view, history)
    return _picture(card.image.render()), list(history), view


def _nearest_league(rgb: tuple[int, int, int]) -> str:
    def distance(league: str) -> int:
        return sum((a - b) ** 2 for a, b in zip(rgb, LEAGUE_COLOURS[league], strict=True))

    closest = min(LEAGUE_COLOURS, key=distance)
    assert distance(closest) < 100, rgb  # the league's colour, give or take the palette's rounding
    return closest


def _swatch_colour(chart: Image.Image, index: int) -> tuple[int, int, int]:
    box = legend_swatch(index)
    return chart.getpixel((box[0], (box[1] + box[3]) // 2))


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_each_city_has_its_league_colour_on_the_chart_its_legend_and_the_map(players: int, lang: str) -> None:
    """Three players seat a Delos City second: the palette drew it in Peloponnese red (the inversion)."""
    state = moment(players, "mid")
    chart, names, view = _card_chart("epireia", lang, state, ENGINE)
    ring = epireia_map.render_map(view, lang=lang)
    ring_rgb = _picture(ring)
    positions = load_content().map.drawing.city_positions
    for index, (seat, player) in enumerate(view["players"].items()):
        league = LEAGUE_COLOURS[player["league"]]
        assert _swatch_colour(chart, index) == league, (seat, names[index])
        x, y = epireia_map._xy(positions[player["city"]])
        on_map = ring_rgb.getpixel((round(x + 18), round(y)))  # the City's ring (palette: a shade off)
        assert _nearest_league(on_map) == player["league"], seat
    plotted = {c for _, c in chart.getcolors(1_000_000)}
    assert {LEAGUE_COLOURS[p["league"]] for p in view["players"].values()} <= plotted


def test_syracuse_sides_have_their_map_colour_on_the_chart() -> None:
    from engine.syracuse.engine import SyracuseEngine, SyracuseOptions
    from render.syracuse.style import SIDE_COLOUR

    engine = SyracuseEngine()
    state = engine.create(SyracuseOptions(), ["athens", "syracuse"], 1)
    chart, names, _ = _card_chart("syracuse", "en", state, engine)
    assert [_swatch_colour(chart, i) for i in range(len(names))] == [
        SIDE_COLOUR["athenian"],
        SIDE_COLOUR["syracusan"],
    ]


SERIES = {
    "Athènes": [(t, 3 * t + 1) for t in range(1, 13)],
    "Corinthe": [(t, 3 * t) for t in range(1, 13)],  # ends one point under Athens: the figures would touch
    "Élis": [(t, 2 * t) for t in range(1, 13)],
    "Larissa": [(t, 2 * t + 1) for t in range(1, 13)],
}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_text_of_the_chart_is_readable_at_phone_width_and_none_overlaps(lang: str) -> None:
    words = {"en": ("Prestige turn by turn", "Turn"), "fr": ("Prestige tour par tour", "Tour")}[lang]
    with recording() as texts:
        chart = draw_score_chart(SERIES, title=words[0], x_label=words[1], y_label="Prestige")
    measured = legibility(texts, chart.width)
    assert len(texts) > 15
    assert measured.smallest_px >= MIN_TEXT_PX, measured.smallest_text
    assert measured.overlaps == []


def test_two_lines_of_one_colour_are_told_apart_by_their_marks() -> None:
    """Two Cities of one league share its colour: each line and legend entry has its own mark shape."""
    blue = (32, 98, 170)
    chart = draw_score_chart(
        {"Athènes": [(1, 1)], "Corinthe": [(1, 2)]},
        title="t",
        x_label="x",
        y_label="y",
        colours={"Athènes": blue, "Corinthe": blue},
    )
    marks = []
    for index in range(2):
        box = legend_swatch(index)
        inside = chart.crop((box[0] + 3, box[1] + 3, box[2] - 2, box[3] - 2))
        pixels = [(x, y) for y in range(inside.height) for x in range(inside.width)]
        marks.append([inside.getpixel(xy) == blue for xy in pixels])
    assert marks[0] != marks[1]
    assert len(set(MARKERS)) == len(MARKERS) >= 4
