"""Where each space's card goes on a picture: a schematic layout computed from the board's data.

Each province or sea is a card (its code, its citadels' marks, a slot for its owner's tag) placed at its
place on a map of c. 320 BC (the board's lon/lat), with the Aegean stretched (it holds a third of the
spaces), then pushed apart until no two cards overlap. The layout depends only on the region and the
language, so it is computed once and cached; units and owners are drawn on top of it (draw.py).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from itertools import pairwise

from engine.diadoques.board import Board, Space, load_board
from render.common.boxes import Box, overlaps
from render.common.fonts import Font, font
from render.diadoques import style

# Regional views: the spaces each shows (the whole map is region None).
REGIONS: dict[str, tuple[str, ...]] = {
    "west": (
        "ITA",
        "ILL",
        "EPI",
        "MAC",
        "THE",
        "ETO",
        "ARC",
        "LAC",
        "PEO",
        "THR",
        "CHE",
        "IST",
        "BIT",
        "LYD",
        "CAR",
        "CYR",
        "ADR",
        "MIO",
        "CYC",
        "EUB",
        "EGE",
        "EOL",
        "PRO",
        "MRD",
        "POC",
        "MOR",
    ),
    "centre": (
        "BIT",
        "LYD",
        "CAR",
        "PHR",
        "PAP",
        "PON",
        "CAP",
        "PTE",
        "CIL",
        "COM",
        "SYR",
        "PHE",
        "CHY",
        "EGY",
        "NAB",
        "LIB",
        "SCY",
        "TRD",
        "CAU",
        "ARM",
        "MES",
        "ARA",
        "PRO",
        "POC",
        "POR",
        "MAE",
        "MRD",
        "MIN",
        "SAL",
        "MOR",
        "GAR",
        "EOL",
    ),
    "east": (
        "MES",
        "ARM",
        "ASS",
        "CHD",
        "BAS",
        "ARA",
        "GHE",
        "SUS",
        "MED",
        "HYR",
        "PAR",
        "GRA",
        "SOG",
        "ARE",
        "ARH",
        "SAG",
        "CAM",
        "GED",
        "GHA",
        "IND",
        "CAU",
        "NAB",
        "GPE",
        "OCI",
        "GAR",
    ),
}

# Stretch of the ancient map: longitude and latitude breakpoints -> schematic units.
LON = (
    (15, 0.0),
    (19, 3.0),
    (24, 9.0),
    (30, 15.5),
    (36, 21.0),
    (42, 26.0),
    (50, 31.0),
    (60, 36.0),
    (75, 42.0),
)
LAT = ((22, 0.0), (26, 2.0), (30, 4.6), (34, 7.6), (37, 10.8), (40, 14.0), (43, 16.6), (47.5, 19.5))

PAD = 8
GAP = 10  # the least room between two cards
TITLE_H = 1.6  # title band height, in code font sizes


def _warp(value: float, table: tuple[tuple[float, float], ...]) -> float:
    if value <= table[0][0]:
        return table[0][1]
    for (x0, y0), (x1, y1) in pairwise(table):
        if value <= x1:
            return y0 + (y1 - y0) * (value - x0) / (x1 - x0)
    return table[-1][1]


@dataclass(frozen=True)
class CitadelMark:
    id: str
    symbol: Box  # the circle / square / double square
    name: Box | None  # zoomed views only
    treasure: Box | None


@dataclass(frozen=True)
class Card:
    id: str
    box: Box
    code: Box
    tag: Box | None  # where the owner's two-letter tag goes (land only)
    citadels: tuple[CitadelMark, ...]
    town: Box | None
    anchor: Box | None  # the province's own port (dotted arrow)


@dataclass(frozen=True)
class Layout:
    region: str | None
    width: int
    height: int
    map_top: int
    code_px: int
    name_px: int | None
    cards: dict[str, Card]
    lakes: dict[str, Box]

    def centre(self, space: str) -> tuple[float, float]:
        b = self.cards[space].box
        return ((b[0] + b[2]) / 2, (b[1] + b[3]) / 2)


def fonts(layout: Layout) -> tuple[Font, Font, Font | None]:
    """Code font, tag font, name font."""
    name = font(layout.name_px) if layout.name_px else None
    return font(layout.code_px, bold=True), font(layout.code_px, bold=True, condensed=True), name


def region_of(space: str) -> str:
    """The zoomed view that shows a space (a citadel: its province's), the first one listing it."""
    board = load_board()
    province = board.province_of(space) or space
    return next(name for name, ids in REGIONS.items() if province in ids)


def region_spaces(board: Board, region: str | None) -> list[Space]:
    ids = REGIONS[region] if region else [s.id for s in board.spaces.values() if not s.is_citadel]
    return [board.space(i) for i in ids]


def _card_shape(board: Board, space: Space, code_px: int, name_px: int | None, lang: str) -> tuple:
    """The card's size and its parts' boxes relative to the card's top-left corner."""
    code_f = font(code_px, bold=True)
    tag_f = font(code_px, bold=True, condensed=True)
    sym = int(code_px * 0.7)
    line = int(code_px * 1.2)
    code_w = code_f.getlength(space.id)
    code = (PAD, PAD, PAD + code_w, PAD + code_px)
    tag = None
    width = PAD * 2 + code_w
    if space.is_land:
        tag_w = tag_f.getlength("WW") + 6
        tag = (code[2] + 8, PAD, code[2] + 8 + tag_w, PAD + code_px)
        width = tag[2] + PAD
    y = PAD + line
    marks: list[CitadelMark] = []
    town = anchor = None
    citadels = board.citadels_of(space.id)
    if name_px is None:  # overview: the marks in one row under the code
        x = PAD
        extras = (["town"] if space.town else []) + (["anchor"] if space.port else [])
        if citadels or extras:
            for cid in citadels:
                marks.append(CitadelMark(cid, (x, y, x + sym, y + sym), None, None))
                x += sym + 8
            for extra in extras:
                box = (x, y, x + sym, y + sym)
                town, anchor = (box, anchor) if extra == "town" else (town, box)
                x += sym + 8
            width = max(width, x + PAD)
            y += sym + 6
    else:
        name_f = font(name_px)
        for cid in citadels:
            c = board.space(cid)
            name_w = name_f.getlength(c.name(lang))
            symbol = (PAD, y + 2, PAD + sym, y + 2 + sym)
            name = (symbol[2] + 8, y, symbol[2] + 8 + name_w, y + name_px)
            treasure = None
            x = name[2]
            if c.treasure:
                tw = font(name_px, bold=True).getlength(str(c.treasure))
                treasure = (x + 8, y, x + 8 + tw, y + name_px)
                x = treasure[2]
            marks.append(CitadelMark(cid, symbol, name, treasure))
            width = max(width, x + PAD)
            y += int(name_px * 1.25)
        if space.town or space.port:
            box = (PAD, y + 2, PAD + sym, y + 2 + sym)
            town, anchor = (box, None) if space.town else (None, box)
            label = space.town_or_port_name(lang)
            width = max(width, box[2] + 8 + name_f.getlength(label or "") + PAD)
            y += int(name_px * 1.25)
    height = max(y + PAD - (0 if (citadels or town or anchor) else line - code_px), PAD * 2 + code_px)
    return width, height, code, tag, tuple(marks), town, anchor


def _shift(box: Box | None, dx: float, dy: float) -> Box | None:
    return None if box is None else (box[0] + dx, box[1] + dy, box[2] + dx, box[3] + dy)


def _relax(rects: dict[str, list[float]], anchors: dict[str, tuple[float, float]], bounds: Box) -> None:
    """Push overlapping cards apart (the smaller overlap's axis first), pulled gently back to their place."""
    ids = sorted(rects)
    for step in range(600):
        moved = False
        for i, a in enumerate(ids):
            ra = rects[a]
            for b in ids[i + 1 :]:
                rb = rects[b]
                ox = min(ra[2], rb[2]) - max(ra[0], rb[0]) + GAP
                oy = min(ra[3], rb[3]) - max(ra[1], rb[1]) + GAP
                if ox <= 0 or oy <= 0:
                    continue
                moved = True
                if ox < oy:
                    d = ox / 2 * (1 if (ra[0] + ra[2]) <= (rb[0] + rb[2]) else -1)
                    ra[0] -= d
                    ra[2] -= d
                    rb[0] += d
                    rb[2] += d
                else:
                    d = oy / 2 * (1 if (ra[1] + ra[3]) <= (rb[1] + rb[3]) else -1)
                    ra[1] -= d
                    ra[3] -= d
                    rb[1] += d
                    rb[3] += d
        for sid in ids:
            r = rects[sid]
            if step < 400:  # pull back towards the place on the map
                cx, cy = (r[0] + r[2]) / 2, (r[1] + r[3]) / 2
                ax, ay = anchors[sid]
                dx, dy = (ax - cx) * 0.02, (ay - cy) * 0.02
                r[0] += dx
                r[2] += dx
                r[1] += dy
                r[3] += dy
            # keep inside the picture
            dx = max(bounds[0] - r[0], 0) + min(bounds[2] - r[2], 0)
            dy = max(bounds[1] - r[1], 0) + min(bounds[3] - r[3], 0)
            r[0] += dx
            r[2] += dx
            r[1] += dy
            r[3] += dy
        if not moved and step >= 400:
            return


@cache
def layout(region: str | None, lang: str) -> Layout:
    board = load_board()
    spaces = region_spaces(board, region)
    width = style.REGION_WIDTH if region else style.OVERVIEW_WIDTH
    code_px = style.REGION_CODE_PX if region else style.CODE_PX
    name_px = style.REGION_NAME_PX if region else None
    shapes = {s.id: _card_shape(board, s, code_px, name_px, lang) for s in spaces}
    xs = [_warp(s.lon, LON) for s in spaces]
    ys = [_warp(s.lat, LAT) for s in spaces]
    x0, x1, y0, y1 = min(xs), max(xs), min(ys), max(ys)
    map_top = int(code_px * TITLE_H)
    area = sum((sh[0] + GAP) * (sh[1] + GAP) for sh in shapes.values())
    # tall enough for the cards to fill about 40 % of the map
    map_h = max(int(area / 0.40 / width), int(width * 0.45))
    margin = 20
    anchors = {}
    rects = {}
    for s, x, y in zip(spaces, xs, ys, strict=True):
        ax = margin + (x - x0) / max(x1 - x0, 1e-6) * (width - 2 * margin)
        ay = map_top + margin + (y1 - y) / max(y1 - y0, 1e-6) * (map_h - 2 * margin)
        w, h = shapes[s.id][0], shapes[s.id][1]
        anchors[s.id] = (ax, ay)
        rects[s.id] = [ax - w / 2, ay - h / 2, ax + w / 2, ay + h / 2]
    for lake in board.lakes:  # a lake is a card without text, so nothing covers it
        if all(end in rects for end in lake.between):
            ax = margin + (_warp(lake.lon, LON) - x0) / max(x1 - x0, 1e-6) * (width - 2 * margin)
            ay = map_top + margin + (y1 - _warp(lake.lat, LAT)) / max(y1 - y0, 1e-6) * (map_h - 2 * margin)
            r = code_px * 0.55
            anchors[lake.id] = (ax, ay)
            rects[lake.id] = [ax - r * 1.5, ay - r, ax + r * 1.5, ay + r]
    bounds = (margin, map_top + margin, width - margin, map_top + map_h - margin)
    _relax(rects, anchors, bounds)
    cards = {}
    for s in spaces:
        w, h, code, tag, marks, town, anchor = shapes[s.id]
        left, top = round(rects[s.id][0]), round(rects[s.id][1])
        cards[s.id] = Card(
            s.id,
            (left, top, left + w, top + h),
            _shift(code, left, top),
            _shift(tag, left, top),
            tuple(
                CitadelMark(
                    m.id,
                    _shift(m.symbol, left, top),
                    _shift(m.name, left, top),
                    _shift(m.treasure, left, top),
                )
                for m in marks
            ),
            _shift(town, left, top),
            _shift(anchor, left, top),
        )
    lakes = {lake.id: tuple(rects[lake.id]) for lake in board.lakes if lake.id in rects}
    return Layout(region, width, map_top + map_h, map_top, code_px, name_px, cards, lakes)


def _centre(box: Box) -> tuple[float, float]:
    return ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2)


def card_overlaps(lay: Layout) -> list[tuple[str, str]]:
    ids = sorted(lay.cards)
    return [
        (a, b)
        for i, a in enumerate(ids)
        for b in ids[i + 1 :]
        if overlaps(lay.cards[a].box, lay.cards[b].box)
    ]
