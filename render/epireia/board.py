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
from render.common.phone import min_font_px
from render.common.stamps import picture_draw
from render.common.text import draw_text, ellipsize
from render.epireia import _style as s
from render.epireia._draw import (
    anchor_mark,
    clipped,
    compact,
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
PHONE_PX = min_font_px(WIDTH)  # 23 px: every other text is at least this, 9 px once shown 400 px wide
LINE_H = PHONE_PX + 4
HEADER_H = 118
CATEGORIES = ("military", "religious", "civil", "political", "administrator", "city")
TILE_W = (WIDTH - 48 - 2 * 8) // 3  # three slots a row, under their category's name
CARD_W = (WIDTH - 48 - 2 * 10) / 3
CARD_TEXT_TOP = 76  # a figure card's text starts under its title band and its place
MAX_ADMIN_USES = 3  # one per Administrator building (p.39)
MAX_HEIGHT = 4000  # drawn on this much paper, then cut to what the board took


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
        if bonus is not None and level in rewarded:
            tick(draw, box[2] - 13, y0 + 12, 7, s.GOOD)
    return _draw_track_bonuses(draw, y1 + 10, lang)


def _draw_track_bonuses(draw: ImageDraw.ImageDraw, top: float, lang: str) -> float:
    """The levels' bonuses listed under the track, two a row (under an 86 px cell they were 7 px on a
    phone): "4 · +1 Construction"."""
    c = load_content()
    bonuses = [
        (level, ", ".join(filter(None, (effect_summary(e, lang) for e in bonus.effects))))
        for level in range(c.prestige_track.max_level + 1)
        if (bonus := c.prestige_bonus(level)) is not None
    ]
    column = (WIDTH - 48) / 2
    for i, (level, text) in enumerate(bonuses):
        x, y = 24 + (i % 2) * column, top + (i // 2) * LINE_H
        mark = f"{level} ·"
        draw.text((x, y), mark, font=font(PHONE_PX, bold=True), fill=s.INK, anchor="la")
        x += font(PHONE_PX, bold=True).getlength(mark) + 8
        room = 24 + (i % 2 + 1) * column - x - 12
        draw.text((x, y), clipped(text, PHONE_PX, False, room), font=font(PHONE_PX), fill=s.INK, anchor="la")
    return top + -(-len(bonuses) // 2) * LINE_H + 8


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
        draw.rounded_rectangle((24, y + 2, 34, y + LINE_H - 2), radius=3, fill=colour)
        label = tr(f"category.{category}", lang)
        draw.text((44, y), label, font=font(PHONE_PX, bold=True), fill=s.mix(colour, s.INK, 0.3), anchor="la")
        y += LINE_H + 2
        height = max(_tile_height(city or "", slot.id, lang) for slot in row)
        for i, slot in enumerate(row):
            x = 24 + i * (TILE_W + 8)
            image.paste(_tile(city or "", slot.id, slot.id in built, lang, height), (x, int(y)))
        y += height + 10
    return y + 4


def _slot(city: str, slot_id: str) -> BuildingSlot:
    c = load_content()
    return (
        c.building(city, slot_id) if city else next(b for b in c.standard_board.buildings if b.id == slot_id)
    )


@lru_cache(maxsize=512)
def _tile_lines(city: str, slot_id: str, lang: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """A slot's name and effect, wrapped to its tile (the name clear of the built tick)."""
    slot = _slot(city, slot_id)
    title = (
        tr("board.admin_slot", lang, n=slot.id[-1])
        if slot.category == "administrator"
        else name(slot.names, lang)
    )
    effect = " ".join(filter(None, (effect_summary(e, lang) for e in slot.effects)))
    titles = wrap(title, font(PHONE_PX, bold=True), TILE_W - 56, max_lines=2)
    effects = wrap(effect, font(PHONE_PX), TILE_W - 20, max_lines=3) if effect else ()
    return titles, effects


def _has_cost_line(slot: BuildingSlot) -> bool:
    return any(slot.cost.as_dict().values()) or slot.category != "city"


def _tile_height(city: str, slot_id: str, lang: str) -> int:
    titles, effects = _tile_lines(city, slot_id, lang)
    cost = LINE_H + 6 if _has_cost_line(_slot(city, slot_id)) else 0
    return 12 + (len(titles) + len(effects)) * LINE_H + cost + 6


@lru_cache(maxsize=512)
def _tile(city: str, slot_id: str, built: bool, lang: str, height: int) -> Image.Image:
    """One building slot as a small picture, drawn once per city, slot, state, language and row height."""
    slot = _slot(city, slot_id)
    tile = Image.new("RGB", (TILE_W, height), s.PAPER_DARK)
    _draw_tile(
        picture_draw(tile),
        (0, 0, TILE_W - 1, height - 1),
        slot,
        _tile_lines(city, slot_id, lang),
        built,
        s.CATEGORY[slot.category],
        lang,
    )
    return tile


def _draw_tile(
    draw: ImageDraw.ImageDraw,
    box: tuple[float, float, float, float],
    slot: BuildingSlot,
    lines: tuple[tuple[str, ...], tuple[str, ...]],
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
    titles, effects = lines
    y = top + 10
    for line in titles:
        draw.text((left + 10, y), line, font=font(PHONE_PX, bold=True), fill=s.INK, anchor="la")
        y += LINE_H
    for line in effects:
        draw.text((left + 10, y), line, font=font(PHONE_PX), fill=s.INK_SOFT, anchor="la")
        y += LINE_H
    cost = slot.cost.as_dict()
    cy = bottom - 6 - LINE_H / 2
    if any(cost.values()):
        resource_row(
            draw, left + 8, cy, cost, font(PHONE_PX, bold=True), icon=10, gap=12, skip_zero=True, fill=s.INK
        )
    elif slot.category != "city":
        draw_text(
            draw, (left + 10, cy), tr("board.free", lang), font(PHONE_PX, bold=True), s.INK_SOFT, anchor="lm"
        )


FOOTER_W = (WIDTH - 48 - 12) / 2
ADMIN_TEXT_TOP = 76


@lru_cache(maxsize=256)
def figure_text_lines(figure_id: str, lang: str) -> tuple[str, ...]:
    """A figure card's whole text, wrapped to the card in the phone's smallest font (the card grows)."""
    text = name(load_content().figure(figure_id).text, lang)
    return wrap(text, font(PHONE_PX), CARD_W - 20, max_lines=99)


@lru_cache(maxsize=64)
def admin_text_lines(admin_id: str, lang: str) -> tuple[str, ...]:
    """The Administrator card's whole text, wrapped to its panel."""
    text = name(load_content().administrator(admin_id).text, lang)
    return wrap(text, font(PHONE_PX), FOOTER_W - 28, max_lines=99)


def _draw_figures(
    draw: ImageDraw.ImageDraw, top: float, view: Mapping[str, Any], seat: str, lang: str
) -> float:
    c = load_content()
    player = view["players"][seat]
    draw_text(draw, (24, top + 18), tr("board.figures", lang), font(28, bold=True), s.INK, anchor="lm")
    y = top + 40
    figures = list(player["figures"])
    card_w = CARD_W
    if not figures:
        if player.get("start_figure"):
            figures = [player["start_figure"]]
        else:
            key = "board.start_chosen" if player.get("start_figure_chosen") else "board.no_figure"
            draw_text(draw, (24, y + 30), tr(key, lang), font(24), s.INK_SOFT, anchor="lm")
            return y + 70
    card_h = CARD_TEXT_TOP + max(len(figure_text_lines(f, lang)) for f in figures[:3]) * LINE_H + 8
    for i, figure_id in enumerate(figures[:3]):
        figure = c.figure(figure_id)
        x = 24 + i * (card_w + 10)
        box = (x, y, x + card_w, y + card_h)
        city_colour = s.hex_colour(c.city(figure.city).color)
        panel(draw, box, fill=s.PAPER, outline=city_colour)
        draw.rounded_rectangle((x, y, x + card_w, y + 40), radius=10, fill=city_colour)
        draw.rectangle((x, y + 26, x + card_w, y + 40), fill=city_colour)
        title = figure_name(figure_id, lang)
        draw_text(
            draw,
            (x + 10, y + 21),
            ellipsize(title, fitted(title, card_w - 90, 24, True, PHONE_PX), card_w - 90),
            fitted(title, card_w - 90, 24, True, PHONE_PX),
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
            ellipsize(_where(where, lang), font(PHONE_PX, bold=True), card_w - 20),
            font(PHONE_PX, bold=True),
            s.INK,
            anchor="lm",
        )
        ty = y + CARD_TEXT_TOP
        for line in figure_text_lines(figure_id, lang):
            draw.text((x + 10, ty), line, font=font(PHONE_PX), fill=s.INK_SOFT, anchor="la")
            ty += LINE_H
    return y + card_h + 12


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
    half = FOOTER_W
    admin = player.get("admin")
    held = player.get("territories", [])
    admin_h = ADMIN_TEXT_TOP + len(admin_text_lines(admin, lang)) * LINE_H + 8 if admin else 60
    height = max(150, admin_h, 60 + max(1, len(held)) * 30 + 10)
    box = (24, top, 24 + half, top + height)
    panel(
        draw, box, fill=s.mix(s.CATEGORY["administrator"], s.WHITE, 0.8), outline=s.CATEGORY["administrator"]
    )
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
            font(PHONE_PX, bold=True),
            s.INK_SOFT,
            anchor="lm",
        )
        ty = top + ADMIN_TEXT_TOP
        for line in admin_text_lines(admin, lang):
            draw.text((box[0] + 14, ty), line, font=font(PHONE_PX), fill=s.INK, anchor="la")
            ty += LINE_H
    else:
        draw_text(
            draw,
            (box[0] + 14, top + 24),
            tr("board.no_admin", lang),
            font(24, bold=True),
            s.INK_SOFT,
            anchor="lm",
        )
    tbox = (box[2] + 12, top, WIDTH - 24, top + height)
    panel(draw, tbox)
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
    for territory_id in held:
        territory = c.territory(territory_id)
        resource_icon(draw, tbox[0] + 26, ty, 11, territory.resource)
        label = clipped(name(territory.names, lang), PHONE_PX, True, tbox[2] - tbox[0] - 56)
        draw.text((tbox[0] + 46, ty), label, font=font(PHONE_PX, bold=True), fill=s.INK, anchor="lm")
        ty += 30
    if not held:
        draw_text(draw, (tbox[0] + 14, ty), tr("board.none", lang), font(PHONE_PX), s.INK_SOFT, anchor="lm")
    return top + height + 12


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
    paper = Image.new("RGB", (WIDTH, MAX_HEIGHT), s.PAPER_DARK)
    draw = picture_draw(paper)
    _draw_header(draw, view, player_seat, lang, player_names)
    y = _draw_prestige(draw, HEADER_H + 10, player, colour, lang)
    y = _draw_buildings(paper, draw, y, player, lang)
    y = _draw_figures(draw, y, view, player_seat, lang)
    y = _draw_footer(draw, y, view, player_seat, lang)
    image = paper.crop((0, 0, WIDTH, int(y)))
    draw = picture_draw(image)
    draw.rectangle((0, 0, WIDTH - 1, image.height - 1), outline=s.FRAME, width=3)
    return encode_image(
        compact(image),
        basename=f"epireia-board-{player_seat}",
        alt_text=_alt_text(view, player_seat, lang, player_names),
        compress_level=1,
    )
