"""Drawing the Diadoques map: borders (rivers, mountains, passes), lakes, special links, port arrows, the
cards of the spaces coloured by terrain and owner, citadels (circle, square, double square), then the units
and lone characters as counters placed clear of every card, and a legend.

Every text a player reads is at least `min_font_px(width)` high (render/common/phone.py), so the picture
stays readable once a phone shows it 400 px wide; `placed_items` gives the boxes the tests check."""

from __future__ import annotations

import math
from collections.abc import Iterable

from PIL import Image, ImageDraw

from engine.diadoques.board import Board, load_board
from i18n import t
from render.common.boxes import Box, Occupancy, Placed
from render.common.fonts import font
from render.common.shapes import dashed_line, dotted_line
from render.diadoques import style
from render.diadoques.layout import Card, Layout, fonts, layout
from render.diadoques.scene import MapScene

Point = tuple[float, float]
LEGEND_KEYS = (
    "major",
    "minor",
    "capital",
    "port",
    "province_port",
    "town",
    "river",
    "mountain",
    "pass",
    "lake",
    "special",
    "treasure",
)


def _centre(box: Box) -> Point:
    return ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2)


def _clip(box: Box, inside: Point, outside: Point) -> Point:
    """Where the segment from `inside` (the box's centre) to `outside` leaves the box."""
    (x0, y0), (x1, y1) = inside, outside
    dx, dy = x1 - x0, y1 - y0
    ts = []
    if dx:
        ts += [(box[0] - x0) / dx, (box[2] - x0) / dx]
    if dy:
        ts += [(box[1] - y0) / dy, (box[3] - y0) / dy]
    tt = min((v for v in ts if v > 0), default=1.0)
    return (x0 + dx * tt, y0 + dy * tt)


def _arrow_head(draw: ImageDraw.ImageDraw, tip: Point, tail: Point, size: float, fill) -> None:
    angle = math.atan2(tip[1] - tail[1], tip[0] - tail[0])
    left = (tip[0] - size * math.cos(angle - 0.45), tip[1] - size * math.sin(angle - 0.45))
    right = (tip[0] - size * math.cos(angle + 0.45), tip[1] - size * math.sin(angle + 0.45))
    draw.polygon([tip, left, right], fill=fill)


def _citadel_box(lay: Layout, cid: str) -> Box | None:
    board = load_board()
    card = lay.cards.get(board.space(cid).province or "")
    if card is None:
        return None
    return next((m.symbol for m in card.citadels if m.id == cid), None)


def _draw_borders(draw: ImageDraw.ImageDraw, board: Board, lay: Layout) -> None:
    w = max(2, lay.code_px // 10)
    for b in board.borders:
        if b.a not in lay.cards or b.b not in lay.cards:
            continue
        ca, cb = lay.centre(b.a), lay.centre(b.b)
        # the visible part: from one card's edge to the other's
        pa, pb = _clip(lay.cards[b.a].box, ca, cb), _clip(lay.cards[b.b].box, cb, ca)
        kinds = {board.space(b.a).kind, board.space(b.b).kind}
        if kinds == {"sea"}:
            dashed_line(draw, [pa, pb], style.COAST, width=w, dash=w * 4, gap=w * 3)
        elif kinds == {"sea", "land"}:
            dotted_line(draw, [pa, pb], style.COAST, radius=max(1, w / 2), gap=w * 4)
        elif b.river:
            draw.line([pa, pb], fill=style.RIVER, width=w * 3)
            if not b.river_full_length:  # the river runs along part of the border: a white stripe
                draw.line([pa, pb], fill="white", width=max(1, w))
        elif b.mountain:
            draw.line([pa, pb], fill=style.MOUNTAIN, width=w * 3)
        else:
            draw.line([pa, pb], fill=style.BORDER_LINE, width=w)
        if b.pass_:
            mx, my = (pa[0] + pb[0]) / 2, (pa[1] + pb[1]) / 2
            r = lay.code_px * 0.3
            draw.ellipse((mx - r, my - r, mx + r, my + r), fill="white", outline=style.MOUNTAIN, width=w * 2)


def _draw_links(draw: ImageDraw.ImageDraw, board: Board, lay: Layout) -> None:
    w = max(2, lay.code_px // 10)
    for link in board.special_links:
        ends = []
        for end in link.ends:
            box = (
                lay.cards[end].box if end in lay.cards else _citadel_box(lay, end) if end.islower() else None
            )
            if box is None:
                break
            ends.append(_centre(box))
        if len(ends) == 2:
            dashed_line(draw, ends, style.SPECIAL, width=w * 2, dash=w * 5, gap=w * 3)
    for lake_box in lay.lakes.values():
        draw.ellipse(lake_box, fill=style.LAKE, outline=style.SEA_TEXT, width=w)


def _draw_ports(draw: ImageDraw.ImageDraw, board: Board, lay: Layout) -> None:
    """Port citadels: a double arrow to each sea they open on; a province's port: a dotted arrow."""
    w = max(2, lay.code_px // 10)
    head = lay.code_px * 0.45
    for card in lay.cards.values():
        for mark in card.citadels:
            for sea in board.space(mark.id).access_seas:
                if sea not in lay.cards:
                    continue
                start = _centre(mark.symbol)
                end = _clip(lay.cards[sea].box, lay.centre(sea), start)
                draw.line([start, end], fill=style.PORT, width=w)
                _arrow_head(draw, end, start, head, style.PORT)
                out = _clip(card.box, start, end)
                _arrow_head(draw, out, end, head, style.PORT)
        if card.anchor is not None:
            for sea in board.space(card.id).port_seas:
                if sea not in lay.cards:
                    continue
                start = _centre(card.anchor)
                end = _clip(lay.cards[sea].box, lay.centre(sea), start)
                dotted_line(draw, [start, end], style.PORT, radius=w, gap=w * 3)
                _arrow_head(draw, end, start, head, style.PORT)


def _citadel_symbol(
    draw: ImageDraw.ImageDraw, box: Box, major: bool, capital: bool, fill, width: int
) -> None:
    if not major:
        draw.ellipse(box, fill=fill, outline=style.INK, width=width)
        return
    draw.rectangle(box, fill=fill, outline=style.INK, width=width)
    if capital:  # the double square, its inner line light on a dark side's colour
        inset = max(3, (box[2] - box[0]) * 0.22)
        rgb = fill if isinstance(fill, tuple) else (255, 255, 255)
        inner = "white" if sum(rgb) < 300 else style.INK
        draw.rectangle(
            (box[0] + inset, box[1] + inset, box[2] - inset, box[3] - inset), outline=inner, width=width
        )


def _tag(draw: ImageDraw.ImageDraw, box: Box, owner: str, fnt) -> None:
    colour, tag = style.side_style(owner)
    draw.rounded_rectangle(box, radius=6, fill=colour)
    draw.text(_centre(box), tag, font=fnt, fill="white", anchor="mm")


def _draw_card(
    draw: ImageDraw.ImageDraw, board: Board, lay: Layout, card: Card, scene: MapScene, lang: str
) -> None:
    space = board.space(card.id)
    code_f, tag_f, name_f = fonts(lay)
    w = max(2, lay.code_px // 12)
    owner = scene.owners.get(card.id)
    if space.is_sea:
        draw.rounded_rectangle(
            card.box, radius=lay.code_px // 2, fill=style.SEA_FILL, outline=style.SEA_TEXT, width=w
        )
        draw.text(_centre(card.code), space.id, font=code_f, fill=style.SEA_TEXT, anchor="mm")
        return
    fill = style.TERRAIN_FILL[space.terrain or "normal"]
    outline, width = (style.side_style(owner)[0], w * 3) if owner else (style.BORDER_LINE, w)
    draw.rounded_rectangle(card.box, radius=lay.code_px // 4, fill=fill, outline=outline, width=width)
    if space.terrain == "floodable":  # a pattern besides the colour
        for x in range(int(card.box[0]) + 6, int(card.box[2]) - 6, 14):
            draw.line([(x, card.box[3] - 9), (x + 6, card.box[3] - 5)], fill=(60, 130, 60), width=2)
    if space.terrain == "desert":
        for x in range(int(card.box[0]) + 8, int(card.box[2]) - 6, 12):
            draw.point([(x, card.box[3] - 6), (x + 5, card.box[3] - 9)], fill=(120, 80, 30))
    if space.terrain == "mountain":
        for x in range(int(card.box[0]) + 8, int(card.box[2]) - 16, 20):
            draw.line(
                [(x, card.box[3] - 5), (x + 6, card.box[3] - 13), (x + 12, card.box[3] - 5)],
                fill=style.MOUNTAIN,
                width=2,
            )
    draw.text(_centre(card.code), space.id, font=code_f, fill=style.INK, anchor="mm")
    if owner and card.tag:
        _tag(draw, card.tag, owner, tag_f)
    for mark in card.citadels:
        c = board.space(mark.id)
        c_owner = scene.owners.get(mark.id)
        c_fill = style.side_style(c_owner)[0] if c_owner else "white"
        _citadel_symbol(draw, mark.symbol, c.major, bool(c.capital_of), c_fill, w)
        if mark.name and name_f:
            draw.text((mark.name[0], mark.name[1]), c.name(lang), font=name_f, fill=style.INK, anchor="lt")
        if mark.treasure:
            draw.text(
                (mark.treasure[0], mark.treasure[1]),
                str(c.treasure),
                font=font(lay.name_px or lay.code_px, bold=True),
                fill=style.TREASURE,
                anchor="lt",
            )
    if card.town:
        r = (card.town[2] - card.town[0]) * 0.3
        cx, cy = _centre(card.town)
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=style.INK)
    if card.anchor:
        draw.text(
            _centre(card.anchor),
            "⚓",
            font=font(int(card.anchor[3] - card.anchor[1]), bold=True),
            fill=style.PORT,
            anchor="mm",
        )
    if name_f and (card.town or card.anchor):
        box = card.town or card.anchor
        label = space.town_or_port_name(lang)
        draw.text((box[2] + 8, box[1] - 2), label or "", font=name_f, fill=style.INK, anchor="lt")


def _counter_texts(scene: MapScene) -> list[tuple[str, str, str]]:
    """(space, owner, text) of every counter: units, then lone characters."""
    out = [(u.space, u.owner, u.text) for u in scene.units]
    out += [(c.space, c.owner, c.sign) for c in scene.characters]
    return out


def _counter_size(lay: Layout, owner: str, text: str) -> tuple[float, float, float]:
    _code_f, tag_f, _ = fonts(lay)
    tag_w = tag_f.getlength(style.side_style(owner)[1]) + 10
    text_w = tag_f.getlength(text) + 12
    return tag_w, text_w, lay.code_px * 1.15


def placed_items(scene: MapScene, region: str | None = None, lang: str = "fr") -> list[Placed]:
    """Every text box and counter of the picture, as drawn (the tests check that none overlaps)."""
    board = load_board()
    lay = layout(region, lang)
    items: list[Placed] = []
    for card in lay.cards.values():
        items.append(Placed("code", card.id, card.code, card.id))
        if card.tag and scene.owners.get(card.id):
            items.append(Placed("tag", card.id, card.tag, style.side_style(scene.owners[card.id])[1]))
        for mark in card.citadels:
            items.append(Placed("citadel", mark.id, mark.symbol))
            if mark.name:
                items.append(Placed("name", mark.id, mark.name, board.space(mark.id).name(lang)))
            if mark.treasure:
                items.append(Placed("treasure", mark.id, mark.treasure, str(board.space(mark.id).treasure)))
    occupancy = Occupancy(lay.width, lay.height)
    for card in lay.cards.values():
        occupancy.add(card.box)
    for box in lay.lakes.values():
        occupancy.add(box)
    for space, owner, text in _counter_texts(scene):
        target = _counter_target(board, lay, space)
        if target is None:
            continue
        tag_w, text_w, h = _counter_size(lay, owner, text)
        right = _card_of(lay, space).box[2] + 4  # beside the card, at the row of its citadel if in one
        box = (right, _centre(target)[1] - h / 2, right + tag_w + text_w, _centre(target)[1] + h / 2)
        spot = occupancy.place(box, radius=lay.code_px * 3, fallback=lay.width / 3, step=6)
        if spot is not None:
            items.append(Placed("counter", f"{space}|{owner}|{text}", spot, text))
    return items


def _counter_target(board: Board, lay: Layout, space: str) -> Box | None:
    """The box a counter in `space` is drawn next to: the citadel's mark, or the province's/sea's card."""
    if space in lay.cards:
        return lay.cards[space].box
    province = board.space(space).province if space in board.spaces else None
    if province in lay.cards:
        card = lay.cards[province]
        return next((m.name or m.symbol for m in card.citadels if m.id == space), card.box)
    return None


def _draw_counter(draw: ImageDraw.ImageDraw, lay: Layout, item: Placed, anchor_box: Box | None) -> None:
    space, owner, text = item.owner.split("|", 2)
    tag_w, _text_w, _h = _counter_size(lay, owner, text)
    _code_f, tag_f, _ = fonts(lay)
    box = item.box
    colour, tag = style.side_style(owner)
    card = _card_of(lay, space)
    if anchor_box is not None and card is not None and not _touching(card.box, box, lay.code_px / 3):
        # pushed away from its space: a thin line back to it, from the card's edge
        start = _clip(card.box, _centre(anchor_box), _centre(box))
        draw.line([start, _centre(box)], fill=style.INK, width=2)
    draw.rounded_rectangle(box, radius=6, fill="white", outline=colour, width=4)
    draw.rounded_rectangle((box[0], box[1], box[0] + tag_w, box[3]), radius=6, fill=colour)
    draw.text((box[0] + tag_w / 2, _centre(box)[1]), tag, font=tag_f, fill="white", anchor="mm")
    draw.text(((box[0] + tag_w + box[2]) / 2, _centre(box)[1]), text, font=tag_f, fill=style.INK, anchor="mm")


def _card_of(lay: Layout, space: str) -> Card | None:
    if space in lay.cards:
        return lay.cards[space]
    province = load_board().space(space).province
    return lay.cards.get(province or "")


def _touching(a: Box, b: Box, slack: float) -> bool:
    return a[0] - slack < b[2] and b[0] - slack < a[2] and a[1] - slack < b[3] and b[1] - slack < a[3]


def _legend_height(lay: Layout, lang: str) -> int:
    return _legend(None, lay, lang, lay.height)


def _legend(draw: ImageDraw.ImageDraw | None, lay: Layout, lang: str, top: int) -> int:
    """Draw (or measure, when `draw` is None) the legend strip; returns its height."""
    fnt = font(lay.name_px or lay.code_px)
    bold = font(lay.name_px or lay.code_px, bold=True)
    sym = lay.code_px * 0.7
    x, y = 20.0, top + 12.0
    line = lay.code_px * 1.3
    w = max(2, lay.code_px // 12)
    for key in LEGEND_KEYS:
        label = t(f"diadoques_render.legend.{key}", lang)
        # the treasure's figure is text: as large as the legend's
        sym_w = max(sym, bold.getlength("10")) if key == "treasure" else sym
        width = sym_w + 10 + fnt.getlength(label) + 30
        if x + width > lay.width - 20:
            x, y = 20.0, y + line
        if draw is not None:
            box = (x, y + (line - sym) / 2 - 4, x + sym_w, y + (line + sym) / 2 - 4)
            if key == "treasure":
                draw.text(_centre(box), "10", font=bold, fill=style.TREASURE, anchor="mm")
            else:
                _legend_symbol(draw, key, box, w)
            draw.text((x + sym_w + 10, y + line / 2 - 4), label, font=fnt, fill=style.INK, anchor="lm")
        x += width
    # the sides' tags, which tell them apart without their colours
    x, y = 20.0, y + line
    tag_f = font(lay.name_px or lay.code_px, bold=True, condensed=True)
    for owner, label in _side_labels(lang):
        tag_w = tag_f.getlength("WW") + 10
        width = tag_w + 10 + fnt.getlength(label) + 30
        if x + width > lay.width - 20:
            x, y = 20.0, y + line
        if draw is not None:
            _tag(draw, (x, y + 2, x + tag_w, y + line - 10), owner, tag_f)
            draw.text((x + tag_w + 10, y + line / 2 - 4), label, font=fnt, fill=style.INK, anchor="lm")
        x += width
    return int(y + line + 12 - top)


def _side_labels(lang: str) -> list[tuple[str, str]]:
    board = load_board()
    sides = [(p.id, p.name(lang)) for p in board.powers.values()]
    return [
        *sides,
        ("neutral", t("diadoques_render.alt.neutral", lang)),
        ("revolt:", t("diadoques_render.alt.revolt", lang)),
    ]


def _legend_symbol(draw: ImageDraw.ImageDraw, key: str, box: Box, w: int) -> None:
    cy = _centre(box)[1]
    if key in ("major", "minor", "capital"):
        _citadel_symbol(draw, box, key != "minor", key == "capital", "white", w)
    elif key == "port":
        draw.line([(box[0], cy), (box[2], cy)], fill=style.PORT, width=w)
        _arrow_head(draw, (box[2], cy), (box[0], cy), (box[2] - box[0]) * 0.5, style.PORT)
        _arrow_head(draw, (box[0], cy), (box[2], cy), (box[2] - box[0]) * 0.5, style.PORT)
    elif key == "province_port":
        draw.text(
            _centre(box), "⚓", font=font(int(box[3] - box[1]), bold=True), fill=style.PORT, anchor="mm"
        )
    elif key == "town":
        r = (box[2] - box[0]) * 0.3
        cx = _centre(box)[0]
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=style.INK)
    elif key == "river":
        draw.line([(box[0], cy), (box[2], cy)], fill=style.RIVER, width=w * 3)
    elif key == "mountain":
        draw.line([(box[0], cy), (box[2], cy)], fill=style.MOUNTAIN, width=w * 3)
    elif key == "pass":
        draw.ellipse(box, fill="white", outline=style.MOUNTAIN, width=w * 2)
    elif key == "lake":
        draw.ellipse(box, fill=style.LAKE, outline=style.SEA_TEXT, width=w)
    elif key == "special":
        dashed_line(draw, [(box[0], cy), (box[2], cy)], style.SPECIAL, width=w * 2, dash=w * 4, gap=w * 2)


def render_map(scene: MapScene | None = None, region: str | None = None, lang: str = "fr") -> Image.Image:
    """The whole map (region None) or a zoomed region, with the scene's owners, units and characters."""
    scene = scene or MapScene()
    board = load_board()
    lay = layout(region, lang)
    legend_h = _legend_height(lay, lang)
    image = Image.new("RGB", (lay.width, lay.height + legend_h), style.BACKGROUND)
    draw = ImageDraw.Draw(image)
    title_key = f"diadoques_render.title.{region or 'map'}"
    draw.text(
        (20, lay.map_top / 2),
        t(title_key, lang),
        font=font(lay.code_px, bold=True),
        fill=style.INK,
        anchor="lm",
    )
    _draw_borders(draw, board, lay)
    _draw_links(draw, board, lay)
    _draw_ports(draw, board, lay)
    for card in lay.cards.values():
        _draw_card(draw, board, lay, card, scene, lang)
    for item in placed_items(scene, region, lang):
        if item.kind == "counter":
            _draw_counter(draw, lay, item, _counter_target(board, lay, item.owner.split("|", 1)[0]))
    draw.line([(0, lay.height), (lay.width, lay.height)], fill=style.BORDER_LINE, width=2)
    _legend(draw, lay, lang, lay.height)
    return image


def text_sizes(region: str | None) -> Iterable[int]:
    """Every font size the picture uses for text (the phone test checks them)."""
    lay = layout(region, "fr")
    yield lay.code_px
    if lay.name_px:
        yield lay.name_px
