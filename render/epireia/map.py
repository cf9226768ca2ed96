"""The map of Greece and the Aegean, drawn from one seat's view: cities, territories and their controllers,
the six Empires at the edge, figures where they stand, Brigands, and a panel below with the turn, the
scenario card and its progress, and each league's resources (the donations) and reserve.

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
from render.common.boxes import Box, Occupancy, Placed, text_box
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
PANEL_H = 400
WIDTH, HEIGHT = MAP_W, MAP_H + PANEL_H
SUPERSAMPLE = 2
EMPIRE_W, EMPIRE_H = 236, 108
FIGURE_R = 19
# Names players read on a phone: at least 9 px once the picture is 400 px wide (render/common/phone.py).
CITY_NAME_PX = max(28, min_font_px(WIDTH))
CITY_NAME_HALO = 3
TERRITORY_NAME_PX = max(22, min_font_px(WIDTH))
ALT_LIMIT = 1000  # Discord attachment descriptions stop at 1024 characters
# Map parts kept, mapped to the palette (1200 x 900 bytes each): one game alone between phases hits them;
# more games at once than this take turns and miss.
MAP_PARTS_KEPT = 12


def _xy(point: Any) -> tuple[float, float]:
    return point.x * SCALE, point.y * SCALE


def _empire_box(empire: Any) -> tuple[float, float, float, float]:
    x, y = _xy(empire.position)
    left = min(max(x - EMPIRE_W / 2, 6), MAP_W - EMPIRE_W - 6)
    top = min(max(y - EMPIRE_H / 2, 6), MAP_H - EMPIRE_H - 6)
    return left, top, left + EMPIRE_W, top + EMPIRE_H


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
    image = big.resize((MAP_W, MAP_H), Image.Resampling.LANCZOS)
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
    box = _empire_box(empire)
    left, top, right, _bottom = box
    panel(draw, box, fill=s.PAPER, outline=s.mix(s.FRAME, s.INK, 0.3))
    draw.rounded_rectangle((left, top, right, top + 34), radius=10, fill=s.mix(s.FRAME, s.INK, 0.2))
    draw.rectangle((left, top + 20, right, top + 34), fill=s.mix(s.FRAME, s.INK, 0.2))
    title = f"{empire.order}. {name(empire.names, lang)}"
    draw_text(
        draw,
        (left + 10, top + 17),
        title,
        fitted(title, EMPIRE_W - 44, 24),
        s.WHITE,
        anchor="lm",
    )
    if empire.sea_only:
        anchor_mark(draw, right - 17, top + 17, 24, s.WHITE)
    one, two = empire.thresholds.one_figure, empire.thresholds.two_figures
    thresholds = tr("map.thresholds", lang, one=one, two=two)
    draw_text(
        draw,
        (left + 10, top + 53),
        thresholds,
        fitted(thresholds, EMPIRE_W - 20, 25),
        s.INK,
        anchor="lm",
    )
    x = resource_row(
        draw,
        left + 8,
        top + 82,
        empire.gain_resources.as_dict(),
        font(22, bold=True),
        icon=11,
        skip_zero=True,
    )
    for grant in empire.gain_tokens:
        label = f"{s.UNIT_LETTER[grant.unit]}{grant.level}"
        pill(draw, x, top + 82, label, font(20, bold=True), s.UNIT[grant.unit], pad=6)


# --- the dynamic parts ----------------------------------------------------------------------------------


def _draw_empire_highlights(draw: ImageDraw.ImageDraw, highlight: set[str]) -> None:
    for empire in load_content().map.empires:
        if empire.id in highlight:
            left, top, right, bottom = _empire_box(empire)
            draw.rounded_rectangle(
                (left - 4, top - 4, right + 4, bottom + 4), radius=12, outline=s.GOLD, width=6
            )


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


def territory_label_boxes(view: Mapping[str, Any], lang: str) -> list[Placed]:
    """Each territory's label, with the pill naming its holder below it (an estimate of its width)."""
    owners = view["map"]["territory_owner"]
    out = []
    for territory in load_content().map.territories:
        _x, y, box = _territory_label(territory, lang)
        if owners.get(territory.id):
            box = (box[0], box[1], box[2], y + 33 + 16)
        out.append(Placed("territory", territory.id, box))
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
            holder = ellipsize(owner_label(view, owner, lang, names), font(19, bold=True), 170)
            pill(
                draw,
                x,
                y + 33,
                holder,
                font(19, bold=True),
                s.mix(_owner_colour(view, owner), s.INK, 0.25),
                anchor="mm",
                pad=6,
            )
        if territory.id in brigands:
            _draw_brigands(draw, box[0] - 4, y - 22)
        if territory.id in FIGURES_BESIDE:  # no room below: the figures line up to the label's right
            spots[territory.id] = (box[2] + FIGURE_R + 8, y)
        else:
            spots[territory.id] = (x, y + (64 if owner else 42))
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
    draw.rounded_rectangle(
        (x - 17, y - 17, x + 17, y + 17), radius=5, fill=s.UNIT[t.unit], outline=s.WHITE, width=2
    )
    draw_text(draw, (x, y), f"{s.UNIT_LETTER[t.unit]}{t.level}", font(18, bold=True), s.WHITE)


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
        left, top, right, bottom = _empire_box(load_content().empire(place))
        below = bottom + FIGURE_R + 4 <= MAP_H - FIGURE_R
        return ((left + right) / 2, bottom + FIGURE_R + 4 if below else top - FIGURE_R - 4, "row")
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
            boxes.append((tx - 17, ty - 17, tx + 17, ty + 17))
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
        figure_token(draw, fx, fy, FIGURE_R, colour, initials(figure_name(item.owner, lang)), ring=s.INK)


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
) -> None:
    """The panel from `top` down (`PANEL_H` high)."""
    draw = picture_draw(image)
    bottom = top + PANEL_H
    draw.rectangle((0, top, WIDTH, bottom), fill=s.PAPER_DARK)
    status = _status_line(view, lang, names)
    draw.rectangle((0, top, WIDTH, top + 52), fill=s.mix(s.FRAME, s.INK, 0.35))
    draw_text(draw, (16, top + 26), status, fitted(status, WIDTH - 32, 30), s.WHITE, anchor="lm")
    # scenario card
    box = (12, top + 64, 596, bottom - 12)
    panel(draw, box)
    title, lines = _scenario_lines(view, lang, names)
    draw_text(
        draw,
        (box[0] + 14, box[1] + 22),
        tr("map.scenario", lang),
        font(20, bold=True),
        s.INK_SOFT,
        anchor="lm",
    )
    draw_text(
        draw,
        (box[0] + 14, box[1] + 54),
        clipped(title, 28, True, box[2] - box[0] - 28),
        font(28, bold=True),
        s.INK,
        anchor="lm",
    )
    y = box[1] + 82
    body = font(23)
    note = font(20)
    for text, met in lines:
        fnt, step, colour = (note, 24, s.INK_SOFT) if met is None else (body, 28, s.INK)
        wrapped = wrap(text, fnt, box[2] - box[0] - 60, max_lines=3)
        if met:
            tick(draw, box[0] + 24, y + 13, 9, s.GOOD)
        elif met is False:
            draw.ellipse((box[0] + 19, y + 8, box[0] + 29, y + 18), fill=s.INK_SOFT)
        for line in wrapped:
            if y + step - 2 > box[3] - 6:
                break
            draw.text((box[0] + 42, y), line, font=fnt, fill=colour, anchor="la")
            y += step
        y += 6
    # leagues
    leagues = [lg for lg, data in view["leagues"].items() if data["members"]] or list(view["leagues"])
    height = (box[3] - box[1] - 10 * (len(leagues) - 1)) / max(1, len(leagues))
    for i, league in enumerate(leagues):
        lbox = (608, box[1] + i * (height + 10), WIDTH - 12, box[1] + i * (height + 10) + height)
        _draw_league(draw, lbox, view, league, lang, names)


def _draw_league(
    draw: ImageDraw.ImageDraw,
    box: tuple[float, float, float, float],
    view: Mapping[str, Any],
    league: str,
    lang: str,
    names: Mapping[str, str] | None,
) -> None:
    data = view["leagues"][league]
    panel(draw, box, fill=s.LEAGUE_LIGHT[league], outline=s.LEAGUE[league])
    left, top, right, bottom = box
    draw_text(
        draw,
        (left + 14, top + 22),
        tr(f"league.{league}", lang),
        font(26, bold=True),
        s.LEAGUE[league],
        anchor="lm",
    )
    members = ", ".join(seat_label(view, m, lang, names) for m in data["members"])
    if members:
        draw_text(
            draw,
            (right - 14, top + 22),
            clipped(members, 22, True, 250),
            font(22, bold=True),
            s.INK,
            anchor="rm",
        )
    row = top + 55
    draw_text(draw, (left + 14, row), tr("map.treasury", lang), font(22), s.INK, anchor="lm")
    resource_row(draw, left + 130, row, data["resources"], font(26, bold=True), icon=13, gap=20)
    row += 32
    line = tr("map.reserve", lang, n=data["reserve_size"])
    allies = [city_name(cid, lang) for cid, lg in view["map"]["neutral_allegiance"].items() if lg == league]
    if allies:
        line += " · " + tr("map.allies", lang, cities=", ".join(allies))
    draw_text(
        draw, (left + 14, row), clipped(line, 21, False, right - left - 28), font(21), s.INK, anchor="lm"
    )
    # who is who: the initials on the map, each member's figures and where they stand
    for seat in data["members"]:
        row += 27
        if row + 10 > bottom:
            break
        figures = view["players"][seat]["figures"]
        if not figures:
            continue
        entries = [f"{initials(figure_name(f, lang))} {figure_name(f, lang)}" for f in figures]
        text = f"{seat_label(view, seat, lang, names)}: " + ", ".join(entries)
        draw_text(
            draw,
            (left + 14, row),
            clipped(text, 19, False, right - left - 28),
            font(19),
            s.INK_SOFT,
            anchor="lm",
        )


def _draw_legend(draw: ImageDraw.ImageDraw, lang: str) -> None:
    """Resource marks and the sea icon, in the top-right corner (Thrace: no place of the game there)."""
    items = [(r, tr(f"resource.{r}", lang)) for r in ("wheat", "wood", "copper")]
    fnt = font(20, bold=True)
    width = 44 + max(fnt.getlength(label) for _, label in items)
    width = max(width, 44 + fnt.getlength(tr("map.sea_only", lang)))
    box = (MAP_W - 10 - width, 10, MAP_W - 10, 10 + 4 * 30 + 12)
    panel(draw, box, fill=s.PAPER)
    y = box[1] + 22
    for resource, label in items:
        resource_icon(draw, box[0] + 22, y, 10, resource)
        draw.text((box[0] + 40, y), label, font=fnt, fill=s.INK, anchor="lm")
        y += 30
    anchor_mark(draw, box[0] + 22, y, 20, s.SEA_DEEP)
    draw.text((box[0] + 40, y), tr("map.sea_only", lang), font=fnt, fill=s.INK, anchor="lm")


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
    image = Image.new("P", (WIDTH, HEIGHT))
    image.putpalette(part.getpalette() or [])
    image.paste(part, (0, 0))
    panel_image = Image.new("RGB", (WIDTH, PANEL_H), s.PAPER_DARK)
    _draw_panel(panel_image, view, lang, player_names, top=0)
    image.paste(compact(panel_image, palette), (0, MAP_H))  # the same palette: indices copied as they are
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
