"""Epireia pictures on a phone (issue 11, part 6): names readable at 400 px wide, figure tokens clear of
the City names, card texts inside their frames."""

from __future__ import annotations

import copy
from functools import cache
from typing import Any

import pytest

from engine.epireia.content import load_content
from engine.epireia.content.names import in_language
from render.common.boxes import first_overlap
from render.common.fonts import font
from render.common.phone import MIN_TEXT_PX, shown_px
from render.epireia import board as board_module
from render.epireia import map as map_module
from render.epireia.samples import ENGINE, moments


@cache
def mid_view(players: int) -> dict[str, Any]:
    return view_at(players, "mid")


@cache
def view_at(players: int, name: str) -> dict[str, Any]:
    state = dict(moments(players, seed=1))[name]
    return ENGINE.view(state, None)


def test_city_territory_and_board_names_are_readable_at_phone_width() -> None:
    """The rule of render/common/phone.py, from the style's sizes and the pictures' widths."""
    assert shown_px(map_module.CITY_NAME_PX, map_module.WIDTH) >= MIN_TEXT_PX
    assert shown_px(map_module.TERRITORY_NAME_PX, map_module.WIDTH) >= MIN_TEXT_PX
    assert shown_px(board_module.BOARD_TITLE_PX, board_module.WIDTH) >= MIN_TEXT_PX
    picture = map_module.render_map(mid_view(2))
    assert picture.width == map_module.WIDTH  # the width the rule was computed for


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_figure_tokens_never_cover_a_city_name_or_each_other(players: int, lang: str) -> None:
    """Every figure of the game at home or visiting a City at once: the most crowded the centre gets."""
    view = copy.deepcopy(mid_view(players))
    figures = [f.id for f in load_content().figures]
    neutral = [
        c.id for c in load_content().cities if c.id not in {p.get("city") for p in view["players"].values()}
    ]
    for i, figure in enumerate(figures):
        view["map"]["figures"][figure] = (
            f"neutral:{neutral[i % len(neutral)]}" if neutral and i % 3 == 0 else "home"
        )
    cities, territories = _spots(view, lang)
    placed = map_module.figure_places(view, cities, territories, lang)
    assert len(placed) == len(view["map"]["figures"])  # none dropped
    names = map_module.city_name_boxes(lang)
    assert {n.owner for n in names} >= {"delphi", "athens"}
    assert first_overlap([*names, *placed]) is None
    for territory in map_module.territory_label_boxes(view, lang):  # nor a territory's label
        assert first_overlap([territory, *placed]) is None, territory.owner


def _spots(view: dict[str, Any], lang: str) -> tuple[dict[str, Any], dict[str, Any]]:
    from PIL import Image, ImageDraw

    draw = ImageDraw.Draw(Image.new("RGB", (map_module.WIDTH, map_module.HEIGHT)))
    return map_module._draw_cities(draw, view, lang, set()), map_module._draw_territories(
        draw, view, lang, None, set()
    )


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_card_text_fits_its_frame_whole(lang: str) -> None:
    """Pericles' text spilled out of its card (issue 11); every figure and administrator card is checked.
    Since issue 45 a card's text is in the phone's smallest font and the card grows to hold it whole."""
    content = load_content()
    text_font = font(board_module.PHONE_PX)
    cards = [
        (f.id, board_module.figure_text_lines(f.id, lang), board_module.CARD_W - 20) for f in content.figures
    ]
    cards += [
        (a.id, board_module.admin_text_lines(a.id, lang), board_module.FOOTER_W - 28)
        for a in content.administrators
    ]
    for card_id, lines, width in cards:
        assert all(text_font.getlength(line) <= width for line in lines), card_id
        assert lines and not lines[-1].endswith("…"), (card_id, lines)  # the whole text, not cut
        text = in_language(
            next(c.text for c in [*content.figures, *content.administrators] if c.id == card_id), lang
        )
        assert " ".join(lines).split() == text.split(), card_id
    assert any(card_id == "pericles" for card_id, _, _ in cards)


@pytest.mark.parametrize("moment", ["mid", "done"])
@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_city_and_territory_names_do_not_collide(players: int, lang: str, moment: str) -> None:
    """Names, territory labels and the pills naming their holders (27 px since issue 45): a held
    Chalcidice's pill under its label covered Larissa's name; it goes beside or over it instead."""
    view = view_at(players, moment)
    labels = [*map_module.city_name_boxes(lang), *map_module.territory_label_boxes(view, lang)]
    assert first_overlap(labels) is None
    for label in labels:  # and none is cut by the map's edge
        assert label.box[0] >= 0 and label.box[2] <= map_module.MAP_W, label.owner
        assert label.box[1] >= 0 and label.box[3] <= map_module.MAP_H, label.owner
