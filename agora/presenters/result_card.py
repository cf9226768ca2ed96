"""The result card posted when a game ends: who won and why (the victory rule and the figures that
decided it), the score turn by turn as a chart, and the final map.

A title takes part by a score reader (public view -> name -> score) and a chart colour per name; titles
without one get the card without a chart.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

from agora.presenters.base import EmbedSpec, ImageSpec, TableContext
from engine.core import GameStatus
from i18n import t

CARD_COLOUR = 0xC9A227
Reader = Callable[[TableContext, dict[str, Any]], dict[str, int]]
RGB = tuple[int, int, int]


def _syracuse_scores(ctx: TableContext, view: dict[str, Any]) -> dict[str, int]:
    from agora.presenters.syracuse_labels import SIDES, side_name

    points = view.get("victory_points") or {}
    return {side_name(side, ctx.language): int(points.get(side) or 0) for side in SIDES}


def _epireia_name(ctx: TableContext, seat: str, player: dict[str, Any]) -> str:
    from agora.presenters import epireia_words as w

    return w.city(player["city"], ctx.language) if player.get("city") else seat


def _epireia_scores(ctx: TableContext, view: dict[str, Any]) -> dict[str, int]:
    players = (view.get("players") or {}).items()
    return {_epireia_name(ctx, seat, player): int(player.get("prestige") or 0) for seat, player in players}


def _syracuse_colours(ctx: TableContext, view: dict[str, Any]) -> dict[str, RGB]:
    """Each side's line in its colour on the map."""
    from agora.presenters.syracuse_labels import SIDES, side_name
    from render.syracuse.style import SIDE_COLOUR

    return {side_name(side, ctx.language): SIDE_COLOUR[side] for side in SIDES}


def _epireia_colours(ctx: TableContext, view: dict[str, Any]) -> dict[str, RGB]:
    """Each City's line in its league's colour, as its ring and its league's panel on the map (in seat
    order, three players put a Delos City second: the palette drew it in Peloponnese red)."""
    from render.epireia import LEAGUE_COLOURS

    players = (view.get("players") or {}).items()
    return {
        _epireia_name(ctx, seat, player): LEAGUE_COLOURS[player["league"]]
        for seat, player in players
        if player.get("league") in LEAGUE_COLOURS
    }


READERS: dict[str, Reader] = {"syracuse": _syracuse_scores, "epireia": _epireia_scores}
COLOURS: dict[str, Callable[[TableContext, dict[str, Any]], dict[str, RGB]]] = {
    "syracuse": _syracuse_colours,
    "epireia": _epireia_colours,
}


def score_reader(ctx: TableContext) -> Callable[[dict[str, Any]], dict[str, int]] | None:
    reader = READERS.get(ctx.title)
    return None if reader is None else (lambda view: reader(ctx, view))


def why_lines(presenter: Any, ctx: TableContext, status: GameStatus, view: dict[str, Any]) -> list[str]:
    """The figures that decided: the title's own account of its result (VP, fronts won...)."""
    lines = []
    if hasattr(presenter, "result_details"):  # Syracuse: the reason and each side's VP
        lines.append(presenter.result_details(ctx, status, view))
    if hasattr(presenter, "tie_break_line") and view.get("result"):  # Epireia: fronts, tie breaks
        lines.append(presenter.tie_break_line(ctx, view["result"]))
    return [line for line in lines if line]


def result_card(
    presenter: Any,
    ctx: TableContext,
    status: GameStatus,
    view: dict[str, Any],
    history: dict[str, list[tuple[int, int]]],
) -> EmbedSpec:
    lang = ctx.language
    lines = [presenter.result_line(ctx, status) if status.result is not None else ""]
    why = why_lines(presenter, ctx, status, view)
    if why:
        lines.append(t("needs.card.why", lang, why="\n".join(why)))
    fields = []
    if history:
        what = t(f"needs.card.score.{ctx.title}", lang)
        final = ", ".join(f"{name} {line[-1][1]}" for name, line in history.items() if line)
        fields.append((t("needs.card.final_scores", lang, what=what), final, False))
    return EmbedSpec(
        title=t("needs.card.title", lang, title=presenter.title_name(lang)),
        description="\n".join(line for line in lines if line),
        fields=fields,
        colour=CARD_COLOUR,
        image=_chart(ctx, view, history) if history else None,
    )


def _chart(ctx: TableContext, view: dict[str, Any], history: dict[str, list[tuple[int, int]]]) -> ImageSpec:
    lang = ctx.language
    what = t(f"needs.card.score.{ctx.title}", lang)
    final = ", ".join(f"{name} {line[-1][1]}" for name, line in history.items() if line)
    colours = COLOURS[ctx.title](ctx, view) if ctx.title in COLOURS else None

    from render.score_chart import render_score_chart

    render = partial(  # a partial: a picture worker process can draw it (agora/pictures/workers.py)
        render_score_chart,
        history,
        title=t("needs.card.chart_title", lang, what=what),
        x_label=t("needs.card.turn", lang),
        y_label=what,
        alt_text=t("needs.card.chart_alt", lang, what=what, final=final),
        colours=colours,
    )
    return ImageSpec(name="score-chart", render=render)


def final_map(
    presenter: Any, ctx: TableContext, view: dict[str, Any], status: GameStatus
) -> EmbedSpec | None:
    """The final map, as the title's public summary draws it at the end."""
    image = presenter.public_summary(ctx, view, status).image
    if image is None:
        return None
    return EmbedSpec(title=t("needs.card.final_map", ctx.language), colour=CARD_COLOUR, image=image)
