"""One player's board, public as the rules make it (p.9): resources, the prestige track with its bonuses,
the building slots built or empty with their costs, the figures and where they stand, the Territories
held, and the Administrator with its uses left. Drawn from a view: another player's secret starting
figure shows only as "chosen"."""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from engine.epireia.content import load_content
from engine.epireia.content.models import BuildingSlot, Effect
from engine.epireia.content.names import city_name, figure_name, place_name
from engine.epireia.content.names import in_language as name
from i18n.typography import pair
from render.common.encode import RenderedImage, encode_image
from render.common.fonts import font
from render.common.stamps import picture_draw
from render.common.text import draw_text, ellipsize
from render.epireia import _style as s
from render.epireia._draw import (
    anchor_mark,
    clipped,
    compact,
    fit_paragraph,
    fitted,
    panel,
    resource_icon,
    resource_row,
    star_points,
    tick,
    wrap,
)
from render.epireia._text import (
    resources_text,
    seat_label,
    tr,
    unit_text,
)

WIDTH = 1000
BOARD_TITLE_PX = 44  # the City and league name: readable on a phone (tests/render/test_phone_epireia.py)
HEADER_H = 118
CATEGORIES = ("military", "religious", "civil", "political", "administrator", "city")
TILE_H = 84
LABEL_W = 150
TILE_W = (WIDTH - 48 - LABEL_W - 3 * 8) // 3
MAX_ADMIN_USES = 3  # one per Administrator building (p.39)
HEIGHT = 1252  # header, prestige track, six building rows, figures, administrator and territories


def effect_summary(effect: Effect, lang: str) -> str:
    """A few words for a building's or a prestige level's effect (the full text is the card)."""
    kind = effect.effect
    if kind == "unlock_level2" and effect.unit:
        return tr("board.unlock", lang, unit=tr(f"unit.{effect.unit}", lang))
    if kind in ("gain_prestige", "lose_prestige"):
        sign = "+" if kind == "gain_prestige" else "−"
        return tr("board.prestige_gain", lang, sign=sign, n=effect.amount)
    if kind == "gain_resources" and effect.resources:
        text = ", ".join(
            f"+{n} {tr('resource.' + r, lang)}" for r, n in effect.resources.as_dict().items() if n
        )
        return tr("board.per_turn", lang, what=text) if effect.trigger == "income" else text
    if kind == "gain_figure":
        return tr("board.new_figure", lang)
    if kind == "roll_bonus" and effect.roll:
        return tr(
            "board.roll_bonus",
            lang,
            n=f"{effect.amount or 0:+d}".replace("-", "−"),
            roll=tr(f"roll.{effect.roll}", lang),
        )
    if kind == "use_administrator":
        return tr("board.use_admin", lang)
    if kind == "extra_action" and effect.action:
        return tr(f"board.extra_{effect.action}", lang)
    if kind == "forbid_move" and effect.destination:
        return tr("board.forbid_move", lang, where=tr(f"destination.{effect.destination}", lang))
    if kind == "lose_tokens":
        return tr("board.lose_tokens", lang, n=effect.count or 1)
    if kind == "lose_resources" and effect.resources:
        return tr("board.lose_resources", lang, what=resources_text(effect.resources.as_dict(), lang))
    if kind == "gain_token" and effect.unit:
        return "+" + unit_text(effect.unit, effect.level, lang)
    return ""


def _draw_header(
    draw: ImageDraw.ImageDraw, view: Mapping[str, Any], seat: str, lang: str, names: Mapping[str, str] | None
) -> None:
    c = load_content()
    player = view["players"][seat]
    city = player.get("city")
    colour = s.hex_colour(c.city(city).color) if city else s.NEUTRAL
    draw.rectangle((0, 0, WIDTH, HEADER_H), fill=colour)
    draw.rectangle((0, HEADER_H - 10, WIDTH, HEADER_H), fill=s.LEAGUE[player["league"]])
    title = city_name(city, lang) if city else tr("board.no_city", lang)
    text_colour = s.readable_on(colour)
    draw_text(draw, (24, 44), title, font(BOARD_TITLE_PX, bold=True), text_colour, anchor="lm")
    who = seat_label(view, seat, lang, names) if names and seat in names else tr(f"seat.{seat}", lang)
    sub = f"{who} · {tr('league.' + player['league'], lang)}"
    draw_text(
        draw,
        (26, 88),
        clipped(sub, 24, True, 560),
        font(24, bold=True),
        text_colour,
        anchor="lm",
    )
    resource_box = (WIDTH - 360, 16, WIDTH - 16, HEADER_H - 22)
    draw.rounded_rectangle(resource_box, radius=12, fill=s.PAPER, outline=s.INK, width=2)
    resource_row(
        draw,
        resource_box[0] + 14,
        (resource_box[1] + resource_box[3]) / 2,
        player["resources"],
        font(36, bold=True),
        icon=17,
        gap=24,
    )


def _draw_prestige(
    draw: ImageDraw.ImageDraw, top: float, player: Mapping[str, Any], colour: s.RGB, lang: str
) -> float:
    c = load_content()
    track = c.prestige_track
    draw_text(
        draw,
        (24, top + 20),
        tr("board.prestige", lang, n=player["prestige"]),
        font(28, bold=True),
        s.INK,
        anchor="lm",
    )
    cells = track.max_level + 1
    left, width = 24, WIDTH - 48
    cell = width / cells
    y0, y1 = top + 44, top + 96
    rewarded = set(player.get("prestige_levels_rewarded", []))
    for level in range(cells):
        x0 = left + level * cell
        box = (x0 + 2, y0, x0 + cell - 2, y1)
        current = level == player["prestige"] or (
            level == track.max_level and player["prestige"] > track.max_level
        )
        bonus = c.prestige_bonus(level)
        fill = colour if current else (s.PAPER if bonus is None else s.mix(s.GOLD, s.WHITE, 0.55))
        draw.rounded_rectangle(
            box, radius=8, fill=fill, outline=s.INK if current else s.FRAME, width=3 if current else 2
        )
        draw_text(
            draw, ((box[0] + box[2]) / 2, (y0 + y1) / 2), str(level), font(28, bold=True), s.readable_on(fill)
        )
        if bonus is not None:
            ty = y1 + 6
            for effect in bonus.effects:
                ty = _draw_track_effect(draw, (box[0] + box[2]) / 2, ty, cell - 4, effect, lang)
            if level in rewarded:
                tick(draw, box[2] - 13, y0 + 12, 7, s.GOOD)
    return top + 170


def _draw_track_effect(
    draw: ImageDraw.ImageDraw, cx: float, y: float, width: float, effect: Effect, lang: str
) -> float:
    """One prestige bonus under its level: resources as icons, other effects as a word or two."""
    if effect.effect == "gain_resources" and effect.resources:
        gains = [(r, n) for r, n in effect.resources.as_dict().items() if n]
        x = cx - len(gains) * 21
        for resource, n in gains:
            draw.text((x + 10, y + 10), f"+{n}", font=font(17, bold=True), fill=s.INK, anchor="rm")
            resource_icon(draw, x + 21, y + 10, 9, resource)
            x += 42
        return y + 22
    for line in wrap(effect_summary(effect, lang), font(17, bold=True), width, max_lines=2):
        draw.text((cx, y), line, font=font(17, bold=True), fill=s.INK, anchor="ma")
        y += 19
    return y


def _draw_buildings(
    image: Image.Image, draw: ImageDraw.ImageDraw, top: float, player: Mapping[str, Any], lang: str
) -> float:
    c = load_content()
    city = player.get("city")
    slots = c.buildings_of(city) if city else c.standard_board.buildings
    built = set(player["buildings"])
    draw_text(
        draw,
        (24, top + 18),
        tr("board.buildings", lang, n=len(built), total=len(slots)),
        font(28, bold=True),
        s.INK,
        anchor="lm",
    )
    y = top + 42
    for category in CATEGORIES:
        row = [b for b in slots if b.category == category]
        if not row:
            continue
        colour = s.CATEGORY[category]
        draw.rounded_rectangle((24, y, 24 + LABEL_W - 6, y + TILE_H), radius=8, fill=colour)
        label = tr(f"category.{category}", lang)
        draw_text(
            draw,
            (24 + (LABEL_W - 6) / 2, y + TILE_H / 2),
            label,
            fitted(label, LABEL_W - 16, 22),
            s.WHITE,
        )
        for i, slot in enumerate(row):
            x = 24 + LABEL_W + i * (TILE_W + 8)
            image.paste(_tile(city or "", slot.id, slot.id in built, lang), (x, int(y)))
        y += TILE_H + 8
    return y + 6


@lru_cache(maxsize=512)
def _tile(city: str, slot_id: str, built: bool, lang: str) -> Image.Image:
    """One building slot as a small picture, drawn once per city, slot, state and language."""
    c = load_content()
    slot = (
        c.building(city, slot_id) if city else next(b for b in c.standard_board.buildings if b.id == slot_id)
    )
    tile = Image.new("RGB", (TILE_W, TILE_H), s.PAPER_DARK)
    _draw_tile(
        picture_draw(tile), (0, 0, TILE_W - 1, TILE_H - 1), slot, built, s.CATEGORY[slot.category], lang
    )
    return tile


def _draw_tile(
    draw: ImageDraw.ImageDraw,
    box: tuple[float, float, float, float],
    slot: BuildingSlot,
    built: bool,
    colour: s.RGB,
    lang: str,
) -> None:
    left, top, right, bottom = box
    if built:
        draw.rounded_rectangle(box, radius=8, fill=s.mix(colour, s.WHITE, 0.72), outline=colour, width=4)
        draw.ellipse((right - 34, top + 6, right - 6, top + 34), fill=s.GOOD)
        tick(draw, right - 20, top + 20, 8, s.WHITE)
    else:
        draw.rounded_rectangle(box, radius=8, fill=s.PAPER, outline=s.mix(colour, s.PAPER, 0.35), width=2)
    title = (
        tr("board.admin_slot", lang, n=slot.id[-1])
        if slot.category == "administrator"
        else name(slot.names, lang)
    )
    text_w = right - left - (46 if built else 16)
    draw_text(
        draw,
        (left + 10, top + 20),
        ellipsize(title, fitted(title, text_w, 22, True, 17), text_w),
        fitted(title, text_w, 22, True, 17),
        s.INK,
        anchor="lm",
    )
    effect = " ".join(filter(None, (effect_summary(e, lang) for e in slot.effects)))
    if effect:
        fnt = fitted(effect, right - left - 20, 18, False, 14)
        draw_text(
            draw,
            (left + 10, top + 46),
            ellipsize(effect, fnt, right - left - 20),
            fnt,
            s.INK_SOFT,
            anchor="lm",
        )
    cost = slot.cost.as_dict()
    if any(cost.values()):
        resource_row(
            draw, left + 8, bottom - 16, cost, font(20, bold=True), icon=9, gap=10, skip_zero=True, fill=s.INK
        )
    elif slot.category != "city":
        draw_text(
            draw,
            (left + 10, bottom - 16),
            tr("board.free", lang),
            font(18, bold=True),
            s.INK_SOFT,
            anchor="lm",
        )


FIGURE_CARD_H = 132


def figure_text_box(x: float, y: float, card_w: float) -> tuple[float, float, float, float]:
    """Where a figure card's text goes: under its title and place, inside the card (6 px of margin)."""
    return (x + 10, y + 72, x + card_w - 10, y + FIGURE_CARD_H - 6)


def admin_text_box(box: tuple[float, float, float, float]) -> tuple[float, float, float, float]:
    """Where the administrator card's text goes, inside its panel."""
    return (box[0] + 14, box[1] + 74, box[2] - 14, box[3] - 8)


def _size(box: tuple[float, float, float, float]) -> tuple[float, float]:
    return box[2] - box[0], box[3] - box[1]


def _draw_figures(
    draw: ImageDraw.ImageDraw, top: float, view: Mapping[str, Any], seat: str, lang: str
) -> float:
    c = load_content()
    player = view["players"][seat]
    draw_text(draw, (24, top + 18), tr("board.figures", lang), font(28, bold=True), s.INK, anchor="lm")
    y = top + 40
    figures = list(player["figures"])
    card_w = (WIDTH - 48 - 2 * 10) / 3
    if not figures:
        if player.get("start_figure"):
            figures = [player["start_figure"]]
        else:
            key = "board.start_chosen" if player.get("start_figure_chosen") else "board.no_figure"
            draw_text(draw, (24, y + 30), tr(key, lang), font(24), s.INK_SOFT, anchor="lm")
            return y + 144
    for i, figure_id in enumerate(figures[:3]):
        figure = c.figure(figure_id)
        x = 24 + i * (card_w + 10)
        box = (x, y, x + card_w, y + FIGURE_CARD_H)
        city_colour = s.hex_colour(c.city(figure.city).color)
        panel(draw, box, fill=s.PAPER, outline=city_colour)
        draw.rounded_rectangle((x, y, x + card_w, y + 40), radius=10, fill=city_colour)
        draw.rectangle((x, y + 26, x + card_w, y + 40), fill=city_colour)
        title = figure_name(figure_id, lang)
        draw_text(
            draw,
            (x + 10, y + 21),
            ellipsize(title, fitted(title, card_w - 90, 24, True, 18), card_w - 90),
            fitted(title, card_w - 90, 24, True, 18),
            s.readable_on(city_colour),
            anchor="lm",
        )
        draw.text(
            (x + card_w - 12, y + 21),
            f"⚔{figure.attack}",
            font=font(24, bold=True),
            fill=s.readable_on(city_colour),
            anchor="rm",
        )
        if figure.sea:
            anchor_mark(draw, x + card_w - 66, y + 21, 22, s.readable_on(city_colour))
        where = view["map"]["figures"].get(figure_id, "home")
        draw_text(
            draw,
            (x + 10, y + 58),
            ellipsize(_where(where, lang), font(21, bold=True), card_w - 20),
            font(21, bold=True),
            s.INK,
            anchor="lm",
        )
        text_box = figure_text_box(x, y, card_w)
        fnt, lines, line_h = fit_paragraph(name(figure.text, lang), *_size(text_box), 17)
        ty = text_box[1]
        for line in lines:
            draw.text((text_box[0], ty), line, font=fnt, fill=s.INK_SOFT, anchor="la")
            ty += line_h
    return y + 144


def _where(where: str, lang: str) -> str:
    kind, _, place = where.partition(":")
    if kind == "home" or not place:
        return tr("board.at_home", lang)
    return tr(f"board.at_{kind}", lang, place=place_name(place, lang))


def _draw_footer(
    draw: ImageDraw.ImageDraw, top: float, view: Mapping[str, Any], seat: str, lang: str
) -> float:
    """Administrator (with uses left) on the left, Territories held on the right."""
    c = load_content()
    player = view["players"][seat]
    half = (WIDTH - 48 - 12) / 2
    box = (24, top, 24 + half, top + 150)
    panel(
        draw, box, fill=s.mix(s.CATEGORY["administrator"], s.WHITE, 0.8), outline=s.CATEGORY["administrator"]
    )
    admin = player.get("admin")
    if admin:
        card = c.administrator(admin)
        used = min(player.get("admin_uses", 0), MAX_ADMIN_USES)
        draw_text(
            draw,
            (box[0] + 14, top + 24),
            ellipsize(name(card.names, lang), font(26, bold=True), half - 150),
            font(26, bold=True),
            s.INK,
            anchor="lm",
        )
        for i in range(MAX_ADMIN_USES):
            cx = box[2] - 26 - (MAX_ADMIN_USES - 1 - i) * 30
            fill = s.CATEGORY["administrator"] if i >= used else s.PAPER
            draw.polygon(star_points(cx, top + 24, 13), fill=fill, outline=s.INK)
        left = MAX_ADMIN_USES - used
        draw_text(
            draw,
            (box[0] + 14, top + 56),
            tr("board.admin_left", lang, n=left),
            font(20, bold=True),
            s.INK_SOFT,
            anchor="lm",
        )
        text_box = admin_text_box(box)
        fnt, lines, line_h = fit_paragraph(name(card.text, lang), *_size(text_box), 18)
        ty = text_box[1]
        for line in lines:
            draw.text((text_box[0], ty), line, font=fnt, fill=s.INK, anchor="la")
            ty += line_h
    else:
        draw_text(
            draw,
            (box[0] + 14, top + 24),
            tr("board.no_admin", lang),
            font(24, bold=True),
            s.INK_SOFT,
            anchor="lm",
        )
    tbox = (box[2] + 12, top, WIDTH - 24, top + 150)
    panel(draw, tbox)
    held = player.get("territories", [])
    limit = c.rules.territory_limit
    draw_text(
        draw,
        (tbox[0] + 14, top + 24),
        tr("board.territories", lang, n=len(held), limit=limit),
        font(26, bold=True),
        s.INK,
        anchor="lm",
    )
    ty = top + 60
    for territory_id in held[:4]:
        territory = c.territory(territory_id)
        resource_icon(draw, tbox[0] + 26, ty, 11, territory.resource)
        draw.text(
            (tbox[0] + 46, ty), name(territory.names, lang), font=font(22, bold=True), fill=s.INK, anchor="lm"
        )
        ty += 30
    if not held:
        draw_text(draw, (tbox[0] + 14, ty), tr("board.none", lang), font(22), s.INK_SOFT, anchor="lm")
    return top + 162


def _alt_text(view: Mapping[str, Any], seat: str, lang: str, names: Mapping[str, str] | None) -> str:
    c = load_content()
    player = view["players"][seat]
    city = player.get("city")
    slots = c.buildings_of(city) if city else c.standard_board.buildings
    built = [name(b.names, lang) for b in slots if b.id in player["buildings"]]
    parts = [
        tr(
            "board.alt_title",
            lang,
            player=seat_label(view, seat, lang, names),
            league=tr("league." + player["league"], lang),
        ),
        ", ".join(f"{n} {tr('resource.' + r, lang)}" for r, n in player["resources"].items()),
        tr("board.prestige", lang, n=player["prestige"]),
        tr("board.alt_built", lang, list=", ".join(built) if built else tr("board.none", lang)),
    ]
    figures = [
        f"{figure_name(f, lang)} ({_where(view['map']['figures'].get(f, 'home'), lang)})"
        for f in player["figures"]
    ]
    if figures:
        parts.append(tr("board.alt_figures", lang, list=", ".join(figures)))
    elif player.get("start_figure"):
        parts.append(tr("board.alt_start", lang, figure=figure_name(player["start_figure"], lang)))
    elif player.get("start_figure_chosen"):
        parts.append(tr("board.start_chosen", lang))
    if player.get("admin"):
        admin = name(c.administrator(player["admin"]).names, lang)
        left = MAX_ADMIN_USES - min(player.get("admin_uses", 0), MAX_ADMIN_USES)
        parts.append(pair(admin, tr("board.admin_left", lang, n=left), lang))
    if player.get("territories"):
        parts.append(
            tr(
                "board.alt_territories",
                lang,
                list=", ".join(place_name(t, lang) for t in player["territories"]),
            )
        )
    text = ". ".join(parts) + "."
    return text if len(text) <= 1000 else text[:999] + "…"


def render_board(
    view: Mapping[str, Any],
    player_seat: str,
    *,
    lang: str = "en",
    player_names: Mapping[str, str] | None = None,
) -> RenderedImage:
    """The board of `player_seat` as `view`'s seat (or a spectator) may see it."""
    if player_seat not in view["players"]:
        raise KeyError(f"no player at seat {player_seat!r}")
    player = view["players"][player_seat]
    c = load_content()
    colour = s.hex_colour(c.city(player["city"]).color) if player.get("city") else s.NEUTRAL
    image = Image.new("RGB", (WIDTH, HEIGHT), s.PAPER_DARK)
    draw = picture_draw(image)
    _draw_header(draw, view, player_seat, lang, player_names)
    y = _draw_prestige(draw, HEADER_H + 10, player, colour, lang)
    y = _draw_buildings(image, draw, y, player, lang)
    y = _draw_figures(draw, y, view, player_seat, lang)
    _draw_footer(draw, y, view, player_seat, lang)
    draw.rectangle((0, 0, WIDTH - 1, image.height - 1), outline=s.FRAME, width=3)
    return encode_image(
        compact(image),
        basename=f"epireia-board-{player_seat}",
        alt_text=_alt_text(view, player_seat, lang, player_names),
        compress_level=1,
    )
