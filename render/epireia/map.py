"""The map of Greece and the Aegean, drawn from one seat's view: cities, territories and their controllers,
the six Empires (a numbered disc at the edge, their cards in a strip under the map), figures where they
stand, Brigands, and a panel below with the turn, the scenario card and its progress, and each league's
resources (the donations) and reserve. Every text is at least 27 px on the 1200 px picture, 9 px on a
phone (render/common/phone.py); the picture is as tall as its panel needs.

The sea, the coasts and the Empire cards never change: they are drawn once per language, supersampled for
smooth coasts, and cached; each render copies that layer and draws only what the view says.

The map itself (cities, territories, figures) depends on a few facts of the view only, and a new phase
often leaves them as they were while the panel below (phase, player to play, scenario, treasuries)
changes: the map part is kept, already mapped to the palette, for the last few sets of those facts, and
a render then draws and maps only the panel (half a map's drawing time on this machine).
"""

from __future__ import annotations

import json
from collections import defaultdict
from collections.abc import Iterable, Mapping
from functools import cache, lru_cache
from typing import Any

from PIL import Image, ImageDraw

from engine.epireia.content import load_content
from engine.epireia.content.names import city_name, figure_name, place_name
from engine.epireia.content.names import in_language as name
from i18n.typography import both, pair, semicolons
from render.common.boxes import Box, Occupancy, Placed, overlaps, text_box
from render.common.encode import RenderedImage, encode_image
from render.common.fonts import font
from render.common.phone import min_font_px
from render.common.stamps import picture_draw
from render.common.text import draw_text, ellipsize
from render.epireia import _style as s
from render.epireia._draw import (
    anchor_mark,
    blends,
    clipped,
    compact,
    figure_token,
    fitted,
    palette_of,
    panel,
    pill,
    resource_icon,
    resource_row,
    tick,
    wrap,
)
from render.epireia._layout import CITIES, FIGURES_BESIDE, TERRITORY_SHIFT
from render.epireia._text import (
    initials,
    objective_progress,
    objective_target,
    objective_text,
    owner_city,
    owner_label,
    seat_label,
    tr,
    unit_text,
)

SCALE = 0.75  # content drawing space (1600 x 1200) to picture pixels
MAP_W, MAP_H = 1200, 900
# Every text: at least 9 px once the picture is shown 400 px wide (render/common/phone.py), 27 px here.
PHONE_PX = min_font_px(MAP_W)
LINE_H = PHONE_PX + 5
EMPIRE_W, EMPIRE_H = (MAP_W - 4 * 12) / 3, 112
STRIP_H = 2 * EMPIRE_H + 3 * 10  # the Empire cards, three a row, under the map: on it they hid places
PANEL_H = 700  # room for the panel, cut to what it takes
WIDTH, HEIGHT = MAP_W, MAP_H + STRIP_H + PANEL_H
SUPERSAMPLE = 2
EMPIRE_MARK_R = 22  # an Empire's numbered disc on the map, where its visitors stand
FIGURE_R = 25
NEUTRAL_TOKEN_R = 23
HOLDER_DY = 41  # the pill naming a territory's holder, under its label (clear of it)
HOLDER_REACH = PHONE_PX // 2 + 7  # half the pill's height
CITY_NAME_PX = max(28, PHONE_PX)
CITY_NAME_HALO = 3
TERRITORY_NAME_PX = max(22, PHONE_PX)
ALT_LIMIT = 1000  # Discord attachment descriptions stop at 1024 characters
# Map parts kept, mapped to the palette (1200 x 900 bytes each): one game alone between phases hits them;
# more games at once than this take turns and miss.
MAP_PARTS_KEPT = 12


def _xy(point: Any) -> tuple[float, float]:
    return point.x * SCALE, point.y * SCALE


def _empire_box(empire: Any) -> tuple[float, float, float, float]:
    """An Empire's card in the strip under the map, in the order of its number."""
    column, row = (empire.order - 1) % 3, (empire.order - 1) // 3
    left = 12 + column * (EMPIRE_W + 12)
    top = MAP_H + 10 + row * (EMPIRE_H + 10)
    return left, top, left + EMPIRE_W, top + EMPIRE_H


def _empire_mark(empire: Any) -> tuple[float, float]:
    """The centre of an Empire's numbered disc on the map (at its place, inside the map)."""
    x, y = _xy(empire.position)
    r = EMPIRE_MARK_R + 4
    return min(max(x, r), MAP_W - r), min(max(y, r), MAP_H - r)


# --- the static layer ---------------------------------------------------------------------------------


@cache
def _base(lang: str) -> Image.Image:
    c = load_content()
    k = SUPERSAMPLE
    big = Image.new("RGB", (MAP_W * k, MAP_H * k), s.SEA)
    draw = ImageDraw.Draw(big)
    for i in range(0, MAP_H * k, 14 * k):  # faint swell lines: sea reads as sea in grey-scale too
        draw.line([(0, i), (MAP_W * k, i)], fill=s.mix(s.SEA, s.SEA_DEEP, 0.35), width=k)
    for land in c.map.drawing.landmasses:
        pts = [(p.x * SCALE * k, p.y * SCALE * k) for p in land.points]
        draw.polygon(pts, fill=s.LAND if land.kind == "land" else s.ISLAND)
        draw.line([*pts, pts[0]], fill=s.LAND_EDGE, width=3 * k, joint="curve")
    image = Image.new("RGB", (MAP_W, MAP_H + STRIP_H), s.PAPER_DARK)
    image.paste(big.resize((MAP_W, MAP_H), Image.Resampling.LANCZOS), (0, 0))
    draw = ImageDraw.Draw(image)
    for empire in c.empires_in_order():
        _draw_empire(draw, empire, lang)
    for city in c.cities:  # names never move; the discs, drawn per view, do not reach them
        x, y = _xy(c.map.drawing.city_positions[city.id])
        lx, ly, anchor = CITIES[city.id].label
        name_font = font(CITY_NAME_PX, bold=True)
        draw_text(
            draw,
            (x + lx, y + ly),
            city_name(city.id, lang),
            name_font,
            s.INK,
            halo=s.WHITE,
            halo_width=CITY_NAME_HALO,
            anchor=anchor,
        )
    _draw_legend(draw, lang)
    draw.rectangle((0, 0, MAP_W - 1, MAP_H - 1), outline=s.FRAME, width=3)
    return image


def _draw_empire(draw: ImageDraw.ImageDraw, empire: Any, lang: str) -> None:
    """Its numbered disc on the map, its card (the same number) in the strip under it."""
    band = s.mix(s.FRAME, s.INK, 0.2)
    mx, my = _empire_mark(empire)
    r = EMPIRE_MARK_R
    draw.ellipse((mx - r, my - r, mx + r, my + r), fill=band, outline=s.WHITE, width=3)
    draw_text(draw, (mx, my), str(empire.order), font(PHONE_PX, bold=True), s.WHITE)
    box = _empire_box(empire)
    left, top, right, _bottom = box
    panel(draw, box, fill=s.PAPER, outline=s.mix(s.FRAME, s.INK, 0.3))
    draw.rounded_rectangle((left, top, right, top + 38), radius=10, fill=band)
    draw.rectangle((left, top + 24, right, top + 38), fill=band)
    title = f"{empire.order}. {name(empire.names, lang)}"
    draw_text(
        draw,
        (left + 10, top + 19),
        clipped(title, PHONE_PX, True, EMPIRE_W - 50),
        font(PHONE_PX, bold=True),
        s.WHITE,
        anchor="lm",
    )
    if empire.sea_only:
        anchor_mark(draw, right - 20, top + 19, 26, s.WHITE)
    one, two = empire.thresholds.one_figure, empire.thresholds.two_figures
    thresholds = tr("map.thresholds", lang, one=one, two=two)
    draw_text(
        draw,
        (left + 10, top + 56),
        clipped(thresholds, PHONE_PX, False, EMPIRE_W - 20),
        font(PHONE_PX),
        s.INK,
        anchor="lm",
    )
    x = resource_row(
        draw,
        left + 8,
        top + 90,
        empire.gain_resources.as_dict(),
        font(PHONE_PX, bold=True),
        icon=12,
        skip_zero=True,
    )
    for grant in empire.gain_tokens:
        label = f"{s.UNIT_LETTER[grant.unit]}{grant.level}"
        pill(draw, x, top + 90, label, font(PHONE_PX, bold=True), s.UNIT[grant.unit], pad=5)


# --- the dynamic parts ----------------------------------------------------------------------------------


def _draw_empire_highlights(draw: ImageDraw.ImageDraw, highlight: set[str]) -> None:
    for empire in load_content().map.empires:
        if empire.id in highlight:
            left, top, right, bottom = _empire_box(empire)
            draw.rounded_rectangle(
                (left - 4, top - 4, right + 4, bottom + 4), radius=12, outline=s.GOLD, width=6
            )
            mx, my = _empire_mark(empire)
            r = EMPIRE_MARK_R + 5
            draw.ellipse((mx - r, my - r, mx + r, my + r), outline=s.GOLD, width=6)


def _owner_colour(view: Mapping[str, Any], owner: str) -> s.RGB:
    city = owner_city(view, owner)
    return s.hex_colour(load_content().city(city).color) if city else s.NEUTRAL


def _territory_label(territory: Any, lang: str) -> tuple[float, float, Box]:
    """A territory label's centre and box (the resource icon and name in a rounded frame)."""
    x, y = _xy(territory.position)
    dx, dy = TERRITORY_SHIFT.get(territory.id, (0, 0))
    x, y = x + dx, y + dy
    width = font(TERRITORY_NAME_PX, bold=True).getlength(name(territory.names, lang)) + 52
    return x, y, (x - width / 2, y - 20, x + width / 2, y + 20)


@cache
def _holder_offsets(lang: str) -> dict[str, tuple[int, int]]:
    """Where the pill naming each territory's holder goes, from its label's centre: under the label, or
    beside or over it when under it would cover a City's name, another label or another pill (every
    territory held: the worst case, so a pill never moves as others are taken). Its box is estimated
    with the label's width."""
    names = [n.box for n in city_name_boxes(lang)]
    labels = {t.id: _territory_label(t, lang) for t in load_content().map.territories}
    pills: list[Box] = []
    out = {}
    candidates = [(dx, dy) for dx in (0, 60, -60, 120, -120) for dy in (HOLDER_DY, -HOLDER_DY)]
    for territory_id, (_x, y, box) in labels.items():
        taken = [*names, *pills, *(b for other, (_, _, b) in labels.items() if other != territory_id)]
        out[territory_id] = (0, HOLDER_DY)
        for offset in candidates:
            pill = _holder_box(box, y, offset)
            if _inside(pill) and not any(overlaps(pill, other) for other in taken):
                out[territory_id] = offset
                break
        pills.append(_holder_box(box, y, out[territory_id]))
    return out


def _inside(box: Box) -> bool:
    return box[0] >= 0 and box[1] >= 0 and box[2] <= MAP_W and box[3] <= MAP_H


def _holder_box(label: Box, y: float, offset: tuple[int, int]) -> Box:
    dx, dy = offset
    return (label[0] + dx, y + dy - HOLDER_REACH, label[2] + dx, y + dy + HOLDER_REACH)


def holder_offset(territory_id: str, lang: str) -> tuple[int, int]:
    return _holder_offsets(lang)[territory_id]


def territory_label_boxes(view: Mapping[str, Any], lang: str) -> list[Placed]:
    """Each territory's label and, when it is held, the pill naming its holder (an estimate of its
    width)."""
    owners = view["map"]["territory_owner"]
    out = []
    for territory in load_content().map.territories:
        _x, y, box = _territory_label(territory, lang)
        out.append(Placed("territory", territory.id, box))
        if owners.get(territory.id):
            out.append(Placed("holder", territory.id, _holder_box(box, y, holder_offset(territory.id, lang))))
    return out


def _draw_territories(
    draw: ImageDraw.ImageDraw,
    view: Mapping[str, Any],
    lang: str,
    names: Mapping[str, str] | None,
    highlight: set[str],
) -> dict[str, tuple[float, float]]:
    """Territory labels with resource, controller band and Brigands; returns where their figures stand."""
    c = load_content()
    owners = view["map"]["territory_owner"]
    brigands = set(view["map"]["brigands"])
    spots = {}
    label_font = font(TERRITORY_NAME_PX, bold=True)
    for territory in c.map.territories:
        x, y, box = _territory_label(territory, lang)
        text = name(territory.names, lang)
        owner = owners.get(territory.id)
        fill = s.mix(_owner_colour(view, owner), s.WHITE, 0.15) if owner else s.PAPER
        edge = s.SEA_DEEP if territory.sea_only else s.LAND_EDGE
        if territory.id in highlight:
            draw.rounded_rectangle(
                (box[0] - 7, box[1] - 7, box[2] + 7, box[3] + 7), radius=26, outline=s.GOLD, width=6
            )
        draw.rounded_rectangle(box, radius=20, fill=fill, outline=s.INK if owner else edge, width=3)
        resource_icon(draw, box[0] + 20, y, 11, territory.resource)
        colour = s.readable_on(fill)
        draw_text(draw, (box[0] + 38, y + 1), text, label_font, colour, anchor="lm")
        if territory.sea_only:
            draw.ellipse((box[2] - 14, y - 30, box[2] + 14, y - 2), fill=s.SEA_DEEP, outline=s.WHITE, width=2)
            anchor_mark(draw, box[2], y - 16, 18, s.WHITE)
        if owner:
            holder = ellipsize(owner_label(view, owner, lang, names), font(PHONE_PX, bold=True), 220)
            dx, dy = holder_offset(territory.id, lang)
            pill(
                draw,
                x + dx,
                y + dy,
                holder,
                font(PHONE_PX, bold=True),
                s.mix(_owner_colour(view, owner), s.INK, 0.25),
                anchor="mm",
                pad=6,
            )
        if territory.id in brigands:
            _draw_brigands(draw, box[0] - 4, y - 22)
        if territory.id in FIGURES_BESIDE:  # no room below: the figures line up to the label's right
            spots[territory.id] = (box[2] + FIGURE_R + 8, y)
        else:
            under_pill = owner and holder_offset(territory.id, lang) == (0, HOLDER_DY)
            below = (
                HOLDER_DY + PHONE_PX // 2 + 9 if under_pill else 22
            )  # under the holder's pill or the label
            spots[territory.id] = (x, y + below + FIGURE_R)
    return spots


def _enemy_league(view: Mapping[str, Any]) -> str:
    """Solo: the scenario's enemy cities fight for the league the player does not belong to."""
    return "peloponnese" if view.get("league") == "delos" else "delos"


def _draw_brigands(draw: ImageDraw.ImageDraw, x: float, y: float) -> None:
    draw.regular_polygon((x, y, 19), 6, fill=s.BRIGANDS, outline=s.GOLD, width=2)
    draw.text((x, y + 1), "⚔", font=font(22), fill=s.GOLD, anchor="mm")


def _draw_cities(
    draw: ImageDraw.ImageDraw, view: Mapping[str, Any], lang: str, highlight: set[str]
) -> dict[str, tuple[float, float]]:
    c = load_content()
    drawing = c.map.drawing
    played = {p["city"]: seat for seat, p in view["players"].items() if p.get("city")}
    allegiance = view["map"]["neutral_allegiance"]
    tokens = view["map"]["neutral_tokens"]
    enemy = set(view.get("solo", {}).get("enemy_city_of", {}).values())
    spots = {}
    for city in c.cities:
        x, y = _xy(drawing.city_positions[city.id])
        colour = s.hex_colour(city.color)
        seat = played.get(city.id)
        if seat or city.id in enemy:
            league = view["players"][seat]["league"] if seat else _enemy_league(view)
            ring = s.LEAGUE[league]
            draw.ellipse((x - 21, y - 21, x + 21, y + 21), fill=ring)
            draw.ellipse((x - 15, y - 15, x + 15, y + 15), fill=colour, outline=s.WHITE, width=2)
        else:
            ring = s.LEAGUE[allegiance[city.id]] if city.id in allegiance else s.WHITE
            draw.ellipse(
                (x - 15, y - 15, x + 15, y + 15), fill=s.mix(colour, s.NEUTRAL, 0.6), outline=ring, width=5
            )
        layout = CITIES[city.id]
        if city.id in highlight:
            draw.ellipse((x - 28, y - 28, x + 28, y + 28), outline=s.GOLD, width=6)
        if city.id in tokens:
            _draw_neutral_token(draw, x + layout.token[0], y + layout.token[1], tokens[city.id])
        spots[city.id] = (x, y)
    return spots


def _draw_neutral_token(draw: ImageDraw.ImageDraw, x: float, y: float, token: str) -> None:
    """The military token a neutral City keeps on its space (p.8); its face is public."""
    t = load_content().token(token)
    r = NEUTRAL_TOKEN_R
    draw.rounded_rectangle(
        (x - r, y - r, x + r, y + r), radius=5, fill=s.UNIT[t.unit], outline=s.WHITE, width=2
    )
    draw_text(draw, (x, y), f"{s.UNIT_LETTER[t.unit]}{t.level}", font(PHONE_PX, bold=True), s.WHITE)


def _figure_spot(
    where: str,
    cities: Mapping[str, tuple[float, float]],
    territories: Mapping[str, tuple[float, float]],
    home: str | None,
) -> tuple[float, float, str]:
    """Anchor point and layout of a figure's location string ("home", "territory:x", ...)."""
    kind, _, place = where.partition(":")
    if kind == "territory" and place in territories:
        return (*territories[place], "right" if place in FIGURES_BESIDE else "row")
    if kind == "empire":
        x, y = _empire_mark(load_content().empire(place))
        gap = EMPIRE_MARK_R + FIGURE_R + 6
        below = y + gap <= MAP_H - FIGURE_R
        return (x, y + gap if below else y - gap, "row")
    if kind == "neutral" and place in cities:
        home = place  # a neutral City has no figures of its own: visitors stand where they would
    if home and home in cities:
        x, y = cities[home]
        dx, dy, direction = CITIES[home].home
        return (x + dx, y + dy, "right" if direction > 0 else "left")
    return (MAP_W / 2, MAP_H / 2, "row")


def city_name_boxes(lang: str) -> list[Placed]:
    """The box of each City's name on the map (drawn once in the static layer)."""
    c = load_content()
    out = []
    for city in c.cities:
        x, y = _xy(c.map.drawing.city_positions[city.id])
        lx, ly, anchor = CITIES[city.id].label
        fnt = font(CITY_NAME_PX, bold=True)
        box = text_box((x + lx, y + ly), city_name(city.id, lang), fnt, halo=CITY_NAME_HALO, anchor=anchor)
        out.append(Placed("city_name", city.id, box, city_name(city.id, lang)))
    return out


def _city_marks(view: Mapping[str, Any]) -> list[Box]:
    """City discs and the neutral tokens beside them: figures stand clear of them too."""
    c = load_content()
    boxes: list[Box] = []
    for city in c.cities:
        x, y = _xy(c.map.drawing.city_positions[city.id])
        boxes.append((x - 21, y - 21, x + 21, y + 21))
        if city.id in view["map"]["neutral_tokens"]:
            tx, ty = x + CITIES[city.id].token[0], y + CITIES[city.id].token[1]
            r = NEUTRAL_TOKEN_R
            boxes.append((tx - r, ty - r, tx + r, ty + r))
    for empire in c.map.empires:
        mx, my = _empire_mark(empire)
        r = EMPIRE_MARK_R + 3
        boxes.append((mx - r, my - r, mx + r, my + r))
    return boxes


def figure_places(
    view: Mapping[str, Any],
    cities: Mapping[str, tuple[float, float]],
    territories: Mapping[str, tuple[float, float]],
    lang: str,
) -> list[Placed]:
    """Where each figure token goes: in a row at its spot (home, a territory, an Empire), moved to the
    nearest free place when it would cover a City's name, disc or token, or another figure."""
    c = load_content()
    owner_city = {f: p["city"] for p in view["players"].values() for f in p["figures"]}
    owner_city |= view.get("solo", {}).get("enemy_city_of", {})
    groups: dict[tuple[float, float, str], list[str]] = defaultdict(list)
    for figure, where in sorted(view["map"]["figures"].items()):
        home = owner_city.get(figure) or c.figure(figure).city
        groups[_figure_spot(where, cities, territories, home)].append(figure)
    occ = Occupancy(MAP_W, MAP_H)
    for item in city_name_boxes(lang):
        occ.add(item.box)
    for box in _city_marks(view):
        occ.add(box)
    for item in territory_label_boxes(view, lang):
        occ.add(item.box)
    placed = []
    r = FIGURE_R + 1  # the ring is drawn just outside the radius
    for (x, y, layout), figures in groups.items():
        step = FIGURE_R * 2 + 2
        for i, figure in enumerate(figures):
            if layout in ("right", "left"):  # at home: a row beside the city, away from its label
                fx, fy = x + (i if layout == "right" else -i) * step, y
            else:
                fx, fy = x + (i - (len(figures) - 1) / 2) * step, y
            box = occ.place((fx - r, fy - r, fx + r, fy + r), step * 1.5, fallback=MAP_W / 2, step=4)
            if box is not None:
                placed.append(Placed("figure", figure, box))
    return placed


def _draw_figures(
    draw: ImageDraw.ImageDraw,
    view: Mapping[str, Any],
    cities: Mapping[str, tuple[float, float]],
    territories: Mapping[str, tuple[float, float]],
    lang: str,
) -> None:
    c = load_content()
    for item in figure_places(view, cities, territories, lang):
        fx, fy = item.centre
        colour = s.hex_colour(c.city(c.figure(item.owner).city).color)
        label = initials(figure_name(item.owner, lang))
        figure_token(draw, fx, fy, FIGURE_R, colour, label, ring=s.INK, size=PHONE_PX)


# --- the panel ------------------------------------------------------------------------------------------


def _status_line(view: Mapping[str, Any], lang: str, names: Mapping[str, str] | None) -> str:
    parts = [tr("map.turn", lang, turn=view["turn"])] if view["turn"] else []  # turn 0: the set-up
    solo = view.get("solo")
    if solo and view["turn"]:
        parts[0] = tr("map.turn_of", lang, turn=view["turn"], limit=solo["turn_limit"])
    elif view["scenario"]["act"]:
        parts.append(tr("map.act", lang, act=_roman(view["scenario"]["act"])))
    parts.append(tr(f"phase.{view['phase']}", lang))
    if view.get("active") and view["phase"] not in ("over", "battle"):
        parts.append(tr("map.to_play", lang, player=seat_label(view, view["active"], lang, names)))
    return " · ".join(parts)


def _roman(n: int) -> str:
    return {1: "I", 2: "II", 3: "III"}.get(n, str(n))


def _scenario_lines(
    view: Mapping[str, Any], lang: str, names: Mapping[str, str] | None
) -> tuple[str, list[tuple[str, bool | None]]]:
    """The scenario card's title and its lines (objective, progress...): the flag is True for a met line,
    False for an open one, None for a note (story, Augure text) printed smaller."""
    c = load_content()
    solo = view.get("solo")
    if solo:
        card = c.scenario(solo["scenario"])
        lines: list[tuple[str, bool | None]] = [
            (_solo_objective(view, objective, lang), i in solo["objectives_met"])
            for i, objective in enumerate(card.objectives)
        ]
        enemies = [
            f"{figure_name(f, lang)} ({city_name(city, lang)})" for f, city in solo["enemy_city_of"].items()
        ]
        if enemies:
            lines.append((tr("map.enemies", lang, list=", ".join(enemies)), False))
        if solo["revealed"]:
            augure = c.augure(solo["revealed"][-1])
            lines.append(
                (tr("map.augure", lang, augure=name(augure.names, lang), left=solo["augures_left"]), False)
            )
            lines.append((name(augure.text, lang), None))
        return name(card.names, lang), lines
    sc = view["scenario"]
    if not sc["current"]:
        last = (sc["completed"] + sc["cancelled"])[-1:] or [None]
        if last[0] is None:
            return tr("map.no_scenario", lang), []
        card = c.scenario(last[0])
        state = "map.cancelled" if last[0] in sc["cancelled"] else "map.won_by"
        return name(card.names, lang), [(_outcome(view, last[0], state, lang, names), state == "map.won_by")]
    card = c.scenario(sc["current"])
    reward = tr(
        "map.reward", lang, what=unit_text(card.reward.unit, card.reward.level, lang), n=card.reward.count
    )
    lines: list[tuple[str, bool | None]] = [
        (objective_text(card.objective, lang), sc["current"] in sc["completed"]),
        (reward, False),
    ]
    if sc["current"] in sc["completed"]:
        lines.append((_outcome(view, sc["current"], "map.won_by", lang, names), True))
    else:
        progress = objective_progress(card.objective, view)
        if progress:
            target = objective_target(card.objective)
            shown = [
                f"{_candidate(view, k, lang, names)} {min(v, target)}/{target}" for k, v in progress.items()
            ]
            lines.append((tr("map.progress", lang, progress=", ".join(shown)), False))
        threshold = c.rules.cancel_thresholds.get(sc["act"])
        if threshold:
            lines.append((tr("map.cancel_at", lang, n=threshold), False))
    lines.append((name(card.story, lang), None))
    return name(card.names, lang), lines


def _solo_objective(view: Mapping[str, Any], objective: Any, lang: str) -> str:
    text = objective_text(objective, lang, with_scope=False)
    text = text[:1].upper() + text[1:]
    progress = objective_progress(objective, view)
    if progress:
        target = objective_target(objective)
        text += f" ({min(max(progress.values()), target)}/{target})"
    return text


def _candidate(view: Mapping[str, Any], key: str, lang: str, names: Mapping[str, str] | None) -> str:
    return tr(f"league.{key}", lang) if key in view["leagues"] else seat_label(view, key, lang, names)


def _outcome(
    view: Mapping[str, Any], scenario: str, key: str, lang: str, names: Mapping[str, str] | None
) -> str:
    winner = view["scenario"]["winners"].get(scenario)
    return tr(key, lang, winner=_candidate(view, winner, lang, names) if winner else "")


def _draw_panel(
    image: Image.Image, view: Mapping[str, Any], lang: str, names: Mapping[str, str] | None, top: int
) -> int:
    """The panel from `top` down: the status bar, the scenario card across the width, then the leagues
    side by side; every text at the phone's smallest size. Returns the panel's bottom."""
    draw = picture_draw(image)
    status = _status_line(view, lang, names)
    draw.rectangle((0, top, WIDTH, top + 52), fill=s.mix(s.FRAME, s.INK, 0.35))
    status_font = fitted(status, WIDTH - 32, 30, True, PHONE_PX)
    status = ellipsize(status, status_font, WIDTH - 32)
    draw_text(draw, (16, top + 26), status, status_font, s.WHITE, anchor="lm")
    # scenario card: its lines wrapped, then the card's frame around them
    left, right = 12, WIDTH - 12
    title, lines = _scenario_lines(view, lang, names)
    rows: list[tuple[str, bool | None, bool]] = []  # text, flag, first line of its entry
    for text, met in lines:
        for i, line in enumerate(wrap(text, font(PHONE_PX), right - left - 60, max_lines=3)):
            rows.append((line, met, i == 0))
    card_top = top + 64
    card_bottom = card_top + 82 + len(rows) * LINE_H + 6 * len(lines) + 8
    panel(draw, (left, card_top, right, card_bottom))
    draw_text(
        draw,
        (left + 14, card_top + 22),
        tr("map.scenario", lang),
        font(PHONE_PX, bold=True),
        s.INK_SOFT,
        anchor="lm",
    )
    draw_text(
        draw,
        (left + 14, card_top + 56),
        clipped(title, 30, True, right - left - 28),
        font(30, bold=True),
        s.INK,
        anchor="lm",
    )
    y = card_top + 82
    for line, met, first in rows:
        if first and y > card_top + 82:
            y += 6
        if first and met:
            tick(draw, left + 24, y + 15, 9, s.GOOD)
        elif first and met is False:
            draw.ellipse((left + 19, y + 10, left + 29, y + 20), fill=s.INK_SOFT)
        colour = s.INK_SOFT if met is None else s.INK
        draw.text((left + 42, y), line, font=font(PHONE_PX), fill=colour, anchor="la")
        y += LINE_H
    # leagues, side by side
    leagues = [lg for lg, data in view["leagues"].items() if data["members"]] or list(view["leagues"])
    width = (WIDTH - 24 - 12 * (len(leagues) - 1)) / max(1, len(leagues))
    league_top = card_bottom + 12
    heights = [_league_rows(view, league, lang, names, width) for league in leagues]
    league_bottom = league_top + 26 + (max(len(r) for r in heights) + 1.5) * LINE_H + 10
    for i, (league, league_rows) in enumerate(zip(leagues, heights, strict=True)):
        x = 12 + i * (width + 12)
        _draw_league(draw, (x, league_top, x + width, league_bottom), view, league, league_rows, lang)
    return int(league_bottom + 12)


def _league_rows(
    view: Mapping[str, Any], league: str, lang: str, names: Mapping[str, str] | None, width: float
) -> list[tuple[str, bool]]:
    """A league panel's lines under its name and treasury (text, bold): members, reserve and allies,
    and who is who (the initials on the map, each member's figures)."""
    data = view["leagues"][league]
    room = width - 28
    rows = []
    members = ", ".join(seat_label(view, m, lang, names) for m in data["members"])
    if members:
        rows.append((clipped(members, PHONE_PX, True, room), True))
    line = tr("map.reserve", lang, n=data["reserve_size"])
    allies = [city_name(cid, lang) for cid, lg in view["map"]["neutral_allegiance"].items() if lg == league]
    if allies:
        line += " · " + tr("map.allies", lang, cities=", ".join(allies))
    rows += [(text, False) for text in wrap(line, font(PHONE_PX), room, max_lines=2)]
    for seat in data["members"]:
        figures = view["players"][seat]["figures"]
        if not figures:
            continue
        entries = [f"{initials(figure_name(f, lang))} {figure_name(f, lang)}" for f in figures]
        text = f"{seat_label(view, seat, lang, names)}: " + ", ".join(entries)
        rows += [(part, False) for part in wrap(text, font(PHONE_PX), room, max_lines=2)]
    return rows


def _draw_league(
    draw: ImageDraw.ImageDraw,
    box: tuple[float, float, float, float],
    view: Mapping[str, Any],
    league: str,
    rows: list[tuple[str, bool]],
    lang: str,
) -> None:
    data = view["leagues"][league]
    panel(draw, box, fill=s.LEAGUE_LIGHT[league], outline=s.LEAGUE[league])
    left, top, right, _bottom = box
    draw_text(
        draw,
        (left + 14, top + 22),
        clipped(tr(f"league.{league}", lang), PHONE_PX, True, right - left - 28),
        font(PHONE_PX, bold=True),
        s.LEAGUE[league],
        anchor="lm",
    )
    row = top + 22 + LINE_H + 4
    label = tr("map.treasury", lang)
    draw_text(draw, (left + 14, row), label, font(PHONE_PX), s.INK, anchor="lm")
    x = left + 14 + font(PHONE_PX).getlength(label) + 14
    resource_row(draw, x, row, data["resources"], font(PHONE_PX, bold=True), icon=13, gap=18)
    for text, bold in rows:
        row += LINE_H
        draw_text(draw, (left + 14, row), text, font(PHONE_PX, bold=bold), s.INK, anchor="lm")


def _draw_legend(draw: ImageDraw.ImageDraw, lang: str) -> None:
    """Resource marks and the sea icon, in the top-right corner (Thrace: no place of the game there)."""
    items = [(r, tr(f"resource.{r}", lang)) for r in ("wheat", "wood", "copper")]
    fnt = font(PHONE_PX, bold=True)
    width = 50 + max(fnt.getlength(label) for _, label in items)
    width = max(width, 50 + fnt.getlength(tr("map.sea_only", lang)))
    box = (MAP_W - 10 - width, 10, MAP_W - 10, 10 + 4 * LINE_H + 12)
    panel(draw, box, fill=s.PAPER)
    y = box[1] + 6 + LINE_H / 2
    for resource, label in items:
        resource_icon(draw, box[0] + 24, y, 12, resource)
        draw.text((box[0] + 44, y), label, font=fnt, fill=s.INK, anchor="lm")
        y += LINE_H
    anchor_mark(draw, box[0] + 24, y, 24, s.SEA_DEEP)
    draw.text((box[0] + 44, y), tr("map.sea_only", lang), font=fnt, fill=s.INK, anchor="lm")


# --- alt text -------------------------------------------------------------------------------------------


def _alt_text(view: Mapping[str, Any], lang: str, names: Mapping[str, str] | None) -> str:
    parts = [tr("map.alt_title", lang, status=_status_line(view, lang, names))]
    title, lines = _scenario_lines(view, lang, names)
    summary = semicolons([text for text, met in lines if met is not None], lang)
    parts.append(pair(tr("map.scenario", lang), title, lang) + (f" — {summary}" if summary else ""))
    owners = view["map"]["territory_owner"]
    if owners:
        held = [f"{place_name(t, lang)} ({owner_label(view, o, lang, names)})" for t, o in owners.items()]
        parts.append(tr("map.alt_territories", lang, list=", ".join(held)))
    out = [
        pair(figure_name(f, lang), _where(w, lang), lang)
        for f, w in sorted(view["map"]["figures"].items())
        if w != "home"
    ]
    if out:
        parts.append(tr("map.alt_figures", lang, list=", ".join(out)))
    if view["map"]["brigands"]:
        parts.append(
            tr("map.alt_brigands", lang, list=", ".join(place_name(b, lang) for b in view["map"]["brigands"]))
        )
    for league, data in view["leagues"].items():
        if data["members"]:
            res = ", ".join(f"{n} {tr('resource.' + r, lang)}" for r, n in data["resources"].items())
            members = ", ".join(seat_label(view, m, lang, names) for m in data["members"])
            reserve = tr("map.reserve", lang, n=data["reserve_size"])
            parts.append(pair(f"{tr(f'league.{league}', lang)} ({members})", both(res, reserve, lang), lang))
    text = ". ".join(parts) + "."
    return text if len(text) <= ALT_LIMIT else text[: ALT_LIMIT - 1] + "…"


def _where(where: str, lang: str) -> str:
    _kind, _, place = where.partition(":")
    return place_name(place, lang) if place else where


# --- entry point ----------------------------------------------------------------------------------------


def render_map(
    view: Mapping[str, Any],
    *,
    lang: str = "en",
    highlight: Iterable[str] = (),
    player_names: Mapping[str, str] | None = None,
) -> RenderedImage:
    """The map of Greece for one seat's (or a spectator's) view. `highlight` rings places (territory,
    empire or city ids) where something just happened; `player_names` labels seats by display name."""
    palette = _palette(lang)
    names = tuple(sorted(player_names.items())) if player_names else None
    part = _map_part(lang, tuple(sorted(set(highlight))), names, _map_facts(view))
    panel_image = Image.new("RGB", (WIDTH, PANEL_H), s.PAPER_DARK)
    panel_h = min(PANEL_H, _draw_panel(panel_image, view, lang, player_names, top=0))
    image = Image.new("P", (WIDTH, part.height + panel_h))
    image.putpalette(part.getpalette() or [])
    image.paste(part, (0, 0))
    panel_image = panel_image.crop((0, 0, WIDTH, panel_h))
    # the same palette: indices copied as they are
    image.paste(compact(panel_image, palette), (0, part.height))
    return encode_image(
        image,
        basename=f"epireia-map-t{view['turn']}",
        alt_text=_alt_text(view, lang, player_names),
        compress_level=1,
    )


@cache
def _palette(lang: str) -> Image.Image:
    """The 256 colours of every map in `lang`: the flat colours the map draws, exactly (the style's,
    each City's and the blends of them it fills with), and the static map's own (sea, coasts, names)."""
    cities = [s.hex_colour(city.color) for city in load_content().cities]
    tokens = [*cities, *s.LEAGUE.values(), *s.RESOURCE.values(), *s.UNIT.values()]
    flat = [s.INK, s.INK_SOFT, s.PAPER, s.PAPER_DARK, s.FRAME, s.WHITE, s.GOLD, s.GOOD, s.BAD, s.MUTED]
    flat += [s.SEA, s.SEA_DEEP, s.LAND, s.LAND_EDGE, s.ISLAND, s.NEUTRAL, s.TOKEN_BACK, s.BRIGANDS]
    flat += [*tokens, *s.LEAGUE_LIGHT.values()]
    flat += [s.mix(s.FRAME, s.INK, share) for share in (0.2, 0.3, 0.35)]
    flat += [s.mix(s.LAND_EDGE, s.INK, 0.3), s.mix(s.SEA, s.SEA_DEEP, 0.35)]
    flat += [s.mix(c, s.WHITE, 0.15) for c in cities] + [s.mix(c, s.INK, 0.25) for c in cities]
    flat += [s.mix(c, s.NEUTRAL, 0.6) for c in cities]
    flat += [s.mix(c, s.INK, 0.55) for c in tokens] + [s.mix(c, s.WHITE, 0.5) for c in tokens]
    grounds = [s.PAPER, s.PAPER_DARK, s.WHITE, s.LAND, s.SEA, s.mix(s.FRAME, s.INK, 0.35)]
    flat += blends([s.INK, s.INK_SOFT, s.WHITE], grounds, (0.25, 0.5, 0.75))
    flat += blends([s.WHITE, s.INK], tokens, (0.5,))
    return palette_of(flat, _base(lang))


def _map_facts(view: Mapping[str, Any]) -> str:
    """What the map part is drawn from, as a key: the map, each player's City, league and figures, the
    viewer's league and the solo enemy's Cities. `_map_part` draws from these alone, so a kept part is
    exactly the one a view with the same facts would draw."""
    facts: dict[str, Any] = {
        "map": view["map"],
        "players": {
            seat: {key: p[key] for key in ("city", "league", "figures") if key in p}
            for seat, p in view["players"].items()
        },
        "league": view.get("league"),
    }
    if "solo" in view:
        facts["solo"] = {"enemy_city_of": view["solo"].get("enemy_city_of", {})}
    return json.dumps(facts, sort_keys=True, separators=(",", ":"))


def forget_map_parts() -> None:
    """Drop the kept map parts: the next map is drawn whole (benchmarks time that; tests compare)."""
    _map_part.cache_clear()


@lru_cache(maxsize=MAP_PARTS_KEPT)
def _map_part(
    lang: str, highlight: tuple[str, ...], names: tuple[tuple[str, str], ...] | None, facts: str
) -> Image.Image:
    """The map above the panel, mapped to the palette. Shared: copy it before drawing on it."""
    view = json.loads(facts)
    player_names = dict(names) if names is not None else None
    image = _base(lang).copy()
    draw = picture_draw(image)
    marked = set(highlight)
    cities = _draw_cities(draw, view, lang, marked)
    territories = _draw_territories(draw, view, lang, player_names, marked)
    _draw_empire_highlights(draw, marked)
    _draw_figures(draw, view, cities, territories, lang)
    return compact(image, _palette(lang))
