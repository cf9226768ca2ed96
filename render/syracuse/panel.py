"""The status panel under the map: turn, season and year, phase, initiative and who acts; for each side its
AP, VP, supply track (and famine), stratagem hand size (never its contents) and the Advantage; a legend."""

from __future__ import annotations

from typing import Any

from PIL import ImageDraw

from i18n import t
from render.common.fonts import font
from render.common.text import draw_text, ellipsize, fit_font
from render.syracuse import style

PANEL_HEIGHT = 210
SEAT_OF = {"athenian": "athens", "syracusan": "syracuse"}
SIDE_OF = {seat: side for side, seat in SEAT_OF.items()}


def side_name(side: str | None, lang: str) -> str:
    return t(f"syracuse_render.side.{side}", lang) if side else "—"


def season_line(view: dict[str, Any], lang: str) -> str:
    season = t(f"syracuse_render.season.{view.get('season', 'spring')}", lang)
    year = t("syracuse_render.year", lang, year=abs(int(view.get("year", -415))))
    return f"{season} · {year}"


def waiting_side(view: dict[str, Any]) -> str | None:
    prompt = view.get("prompt") or {}
    return SIDE_OF.get(prompt.get("seat", ""))


def result_lines(view: dict[str, Any], lang: str) -> tuple[str, str] | None:
    """The winner and the kind of victory ("Winner: Syracuse", "total victory"), or None while playing."""
    result = view.get("result")
    if not result:
        return None
    winners = result.get("winners") or []
    kind = t(f"syracuse_render.result_kind.{result.get('kind', 'draw')}", lang)
    if not winners:
        return t("syracuse_render.result.draw", lang), ""
    return t("syracuse_render.result", lang, side=side_name(SIDE_OF.get(winners[0]), lang)), kind


def result_line(view: dict[str, Any], lang: str) -> str | None:
    lines = result_lines(view, lang)
    return None if lines is None else ", ".join(part for part in lines if part)


def _left_block(
    draw: ImageDraw.ImageDraw, view: dict[str, Any], lang: str, x: float, y: float, width: float
) -> None:
    turn = t("syracuse_render.turn", lang, turn=view.get("turn", 1), last=view.get("last_turn", 9))
    draw_text(draw, (x, y), turn, font(34, bold=True), style.PANEL_INK, anchor="la")
    draw_text(
        draw,
        (x, y + 44),
        ellipsize(season_line(view, lang), font(24), width),
        font(24),
        style.PANEL_INK,
        anchor="la",
    )
    phase = t(f"syracuse_render.phase.{view.get('phase', 'a_draw')}", lang)
    draw_text(
        draw,
        (x, y + 80),
        ellipsize(phase, font(24, bold=True), width),
        font(24, bold=True),
        style.PANEL_INK,
        anchor="la",
    )
    result = result_lines(view, lang)
    if result:
        for offset, line in zip((114, 144), result, strict=True):
            line_font = fit_font(line, width, 24, bold=True, min_size=16)
            draw_text(
                draw,
                (x, y + offset),
                ellipsize(line, line_font, width),
                line_font,
                (150, 20, 20),
                anchor="la",
            )
        return
    initiative = t("syracuse_render.initiative", lang, side=side_name(view.get("initiative"), lang))
    draw_text(
        draw, (x, y + 118), ellipsize(initiative, font(20), width), font(20), style.PANEL_INK, anchor="la"
    )
    acting = waiting_side(view)
    if acting:
        line = t("syracuse_render.active", lang, side=side_name(acting, lang))
        draw_text(
            draw,
            (x, y + 146),
            ellipsize(line, font(20, bold=True), width),
            font(20, bold=True),
            style.SIDE_COLOUR[acting],
            anchor="la",
        )


def _supply_track(
    draw: ImageDraw.ImageDraw, x: float, y: float, level: int, famine: bool, side: str
) -> float:
    box = 22
    for step in range(4):
        filled = step <= level  # the marker's square and those below it
        draw.rectangle(
            (x + step * (box + 4), y, x + step * (box + 4) + box, y + box),
            fill=style.SIDE_COLOUR[side] if filled else (255, 255, 255),
            outline=style.PANEL_INK,
            width=2,
        )
        draw_text(
            draw,
            (x + step * (box + 4) + box / 2, y + box / 2),
            str(step),
            font(14, bold=True),
            "white" if step <= level else style.PANEL_INK,
        )
    return x + 4 * (box + 4)


def _side_card(
    draw: ImageDraw.ImageDraw, view: dict[str, Any], side: str, lang: str, x: float, y: float, width: float
) -> None:
    height = PANEL_HEIGHT - 2 * 14
    draw.rounded_rectangle(
        (x, y, x + width, y + height),
        radius=10,
        fill=(255, 252, 244),
        outline=style.SIDE_COLOUR[side],
        width=3,
    )
    draw.rounded_rectangle((x, y, x + width, y + 42), radius=10, fill=style.SIDE_COLOUR[side])
    draw.rectangle((x, y + 30, x + width, y + 42), fill=style.SIDE_COLOUR[side])
    name = side_name(side, lang)
    draw_text(draw, (x + 14, y + 21), name, font(26, bold=True), "white", anchor="lm")
    if view.get("advantage") == side:
        # the Advantage holder: a gold star, with the word when the header has room for it
        tag = "★ " + t("syracuse_render.advantage", lang)
        room = width - 40 - font(26, bold=True).getlength(name)
        tag_font = fit_font(tag, room, 20, bold=True, min_size=16)
        if tag_font.getlength(tag) > room:
            tag, tag_font = "★", font(28, bold=True)
        draw_text(draw, (x + width - 12, y + 21), tag, tag_font, (255, 214, 60), anchor="rm")
    ap = (view.get("ap") or {}).get(side, 0)
    vp = (view.get("victory_points") or {}).get(side, 0)
    col = width / 3
    for i, (label, value) in enumerate(
        (
            (t("syracuse_render.ap", lang), ap),
            (t("syracuse_render.vp", lang), vp),
            (t("syracuse_render.hand", lang), (view.get("hand_sizes") or {}).get(SEAT_OF[side], 0)),
        )
    ):
        cx = x + col * i + col / 2
        draw_text(draw, (cx, y + 76), str(value), font(36, bold=True), style.PANEL_INK)
        label_font = fit_font(label, col - 6, 16, min_size=12)
        draw_text(draw, (cx, y + 106), ellipsize(label, label_font, col - 6), label_font, style.PANEL_INK)
    supply = (view.get("supply") or {}).get(side, {})
    level, famine = int(supply.get("level", 3)), bool(supply.get("famine"))
    draw_text(
        draw,
        (x + 14, y + 143),
        t("syracuse_render.supply", lang),
        font(18, bold=True),
        style.PANEL_INK,
        anchor="lm",
    )
    end = _supply_track(
        draw,
        x + 14 + font(18, bold=True).getlength(t("syracuse_render.supply", lang)) + 10,
        y + 132,
        level,
        famine,
        side,
    )
    if famine:
        tag = t("syracuse_render.famine", lang)
        draw_text(
            draw,
            (end + 10, y + 143),
            tag,
            fit_font(tag, x + width - end - 22, 18, bold=True, min_size=10),
            "white",
            halo=(170, 20, 20),
            halo_width=4,
            anchor="lm",
        )


def _legend(draw: ImageDraw.ImageDraw, lang: str, x: float, y: float, width: float) -> None:
    # unit types only: the other marks are in the strip under the panel (legend.py)
    lines = [t(f"syracuse_render.type.{code}", lang) for code in style.TYPE_ORDER]
    half = (len(lines) + 1) // 2
    # one size for the whole legend: the largest in which its longest line fits a column
    small = min((fit_font(line, width / 2 - 6, 15, min_size=11) for line in lines), key=lambda f: f.size)
    for i, line in enumerate(lines):
        column, row = divmod(i, half)
        draw_text(
            draw,
            (x + column * width / 2, y + row * 21),
            ellipsize(line, small, width / 2 - 6),
            small,
            style.PANEL_INK,
            anchor="la",
        )


def draw_panel(
    draw: ImageDraw.ImageDraw, view: dict[str, Any], lang: str, top: int, width: int, title: str | None
) -> None:
    draw.rectangle((0, top, width, top + PANEL_HEIGHT), fill=style.PANEL_BG)
    draw.line((0, top, width, top), fill=style.PANEL_INK, width=3)
    margin = 14
    left_w = width * 0.24
    legend_w = width * 0.25
    card_w = (width - left_w - legend_w - 4 * margin) / 2
    _left_block(draw, view, lang, margin, top + margin, left_w - margin)
    for i, side in enumerate(("athenian", "syracusan")):
        _side_card(draw, view, side, lang, left_w + margin + i * (card_w + margin), top + margin, card_w)
    legend_x = width - legend_w - margin / 2
    if title:
        draw_text(
            draw,
            (legend_x, top + margin),
            ellipsize(title, font(18, bold=True), legend_w),
            font(18, bold=True),
            style.PANEL_INK,
            anchor="la",
        )
        _legend(draw, lang, legend_x, top + margin + 28, legend_w)
    else:
        _legend(draw, lang, legend_x, top + margin + 6, legend_w)
