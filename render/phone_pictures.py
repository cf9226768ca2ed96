"""Every picture the titles draw, each at a telling position, for measuring them as a phone shows them
(bench/legibility.py, tests/render/test_legibility.py, the figures of docs/pictures.md).

`pictures()` maps a picture's name to a function drawing it as a PIL image (sample positions are built on
first use: seeded playouts)."""

from __future__ import annotations

import io
from collections.abc import Callable
from functools import cache
from typing import Any

from PIL import Image

Picture = Callable[[str], Image.Image]  # lang -> the picture


def _pil(rendered: Any) -> Image.Image:
    if isinstance(rendered, Image.Image):
        return rendered
    return Image.open(io.BytesIO(rendered.data))


@cache
def _syracuse_mid() -> dict[str, Any]:
    from render.syracuse.samples import mid_game_view

    return mid_game_view(actions=300, seed=11)


@cache
def _epireia(players: int, name: str) -> Any:
    from render.epireia.samples import moment

    return moment(players, name)


def syracuse() -> dict[str, Picture]:
    from render.syracuse import render_closeup, render_map, zoom_group_ids

    out: dict[str, Picture] = {
        "syracuse-map": lambda lang: _pil(render_map(_syracuse_mid(), lang=lang, highlight=["T13"]))
    }
    for group in zoom_group_ids():
        out[f"syracuse-zoom-{group}"] = lambda lang, g=group: _pil(
            render_map(_syracuse_mid(), lang=lang, zoom=g)
        )
    out["syracuse-closeup"] = lambda lang: _pil(render_closeup(_syracuse_mid(), ["T24", "T25"], lang=lang))
    return out


def epireia() -> dict[str, Picture]:
    from render.epireia import render_battlefield, render_board, render_map
    from render.epireia.samples import ENGINE

    def board(players: int, lang: str) -> Image.Image:
        state = _epireia(players, "mid")
        seat = next(iter(state.players))
        return _pil(render_board(ENGINE.view(state, seat), seat, lang=lang))

    return {
        "epireia-map-2p": lambda lang: _pil(render_map(ENGINE.view(_epireia(2, "mid"), None), lang=lang)),
        "epireia-map-4p": lambda lang: _pil(render_map(ENGINE.view(_epireia(4, "mid"), None), lang=lang)),
        "epireia-board": lambda lang: board(4, lang),
        "epireia-battlefield": lambda lang: _pil(
            render_battlefield(ENGINE.view(_epireia(2, "plan"), None), lang=lang)
        ),
        "epireia-battlefield-own": lambda lang: _pil(  # a league's own placement: its tokens face up
            render_battlefield(ENGINE.view(_epireia(2, "plan"), "delos1"), lang=lang)
        ),
        "epireia-battlefield-revealed": lambda lang: _pil(
            render_battlefield(ENGINE.view(_epireia(2, "reveal_4"), None), lang=lang)
        ),
    }


def score_charts() -> dict[str, Picture]:
    from render.score_chart import draw_score_chart

    series = {
        "Athènes": [(1, 2), (2, 5), (3, 9), (4, 14), (5, 18), (6, 23), (7, 27), (8, 31)],
        "Sparte": [(1, 3), (2, 6), (3, 8), (4, 12), (5, 17), (6, 21), (7, 26), (8, 30)],
        "Corinthe": [(1, 1), (2, 4), (3, 7), (4, 11), (5, 15), (6, 19), (7, 22), (8, 28)],
        "Thèbes": [(1, 2), (2, 3), (3, 6), (4, 10), (5, 13), (6, 18), (7, 20), (8, 25)],
    }
    words = {
        "en": ("Prestige turn by turn", "Turn", "Prestige"),
        "fr": ("Prestige tour par tour", "Tour", "Prestige"),
    }
    return {
        "score-chart": lambda lang: draw_score_chart(
            series, title=words[lang][0], x_label=words[lang][1], y_label=words[lang][2]
        )
    }


def diadoques() -> dict[str, Picture]:
    from render.diadoques import REGIONS, render_map

    out: dict[str, Picture] = {"diadoques-map": lambda lang: render_map(None, None, lang)}
    for region in REGIONS:
        out[f"diadoques-{region}"] = lambda lang, r=region: render_map(None, r, lang)
    return out


def pictures() -> dict[str, Picture]:
    return {**syracuse(), **epireia(), **score_charts(), **diadoques()}
