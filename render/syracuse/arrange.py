"""Where every label, mark and counter of the Syracuse map goes, as boxes that never overlap.

`label_plan(lang, zoom)` (cached: it depends on the viewport and language only) places the static texts and
marks: the Catane title, zone ids, port anchors, fort sites, the camp tag, wall tags, then zone names (a
name with no free room nearby is left out: the id is what players type). `map_plan(view, lang, zoom)`
adds what changes with the position: the battle mark, then each zone's counters in rows under its label,
moved to the nearest free spot when the zone is full (with a thin line back to the zone).

Drawing uses these boxes (`base`, `works`, `pieces`), and the phone tests check them for overlap, so what is
tested is what is drawn."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from cachetools import LRUCache, cached
from cachetools.keys import hashkey

from engine.syracuse.content.loader import load_map
from render.common.boxes import Box, Occupancy, Placed, moved, text_box, union
from render.common.counters import counter_box
from render.common.fonts import font
from render.syracuse.anchors import zone_anchor
from render.syracuse.faces import LEADER_SCALE, chip_face
from render.syracuse.layout import load_layout
from render.syracuse.placement import GAP, counter_size, label_sizes, place
from render.syracuse.stacks import Chip, rows, zone_stacks
from render.syracuse.viewport import Viewport, full_viewport, zoom_viewport

ID_HALO = 2
WALL_HALO = 3
NAME_ROOM = 30  # pixels a zone name may move to find room (beyond, it is left out)
LINK_AFTER = 0.6  # counters moved farther than this many counter sizes get a line back to their zone
COUNTER_STEP = 10  # pixels between the spots tried for a row of counters (50 px or more each)


@dataclass(frozen=True)
class LabelPlan:
    items: tuple[Placed, ...]
    by_key: dict[tuple[str, str], Placed] = field(default_factory=dict)  # (kind, owner) -> item

    def __post_init__(self) -> None:
        self.by_key.update({(item.kind, item.owner): item for item in self.items})

    def get(self, kind: str, owner: str) -> Placed | None:
        return self.by_key.get((kind, owner))


@dataclass(frozen=True)
class Row:
    """A row of counters of one zone: chips, their sizes and where they go."""

    zone: str
    chips: list[Chip]
    lefts: list[float]  # each counter's top-left corner
    tops: list[float]
    sizes: list[int]  # each counter's height (leaders are smaller)
    in_fort: bool
    box: Box  # the whole row, badges and fort frame included


@dataclass
class MapPlan:
    labels: LabelPlan
    aggregated: bool = True  # the full map draws one counter per side and type in a zone
    battle: Placed | None = None
    rows: list[Row] = field(default_factory=list)
    links: list[tuple[tuple[float, float], tuple[float, float]]] = field(default_factory=list)
    counters: list[Placed] = field(default_factory=list)

    def items(self) -> list[Placed]:
        """Every box drawn on the map area (for the overlap test)."""
        out = list(self.labels.items) + self.counters
        return out + ([self.battle] if self.battle else [])


def viewport_of(zoom: str | None) -> Viewport:
    return zoom_viewport(zoom) if zoom else full_viewport()


def wall_tag_size(vp: Viewport) -> int:
    return max(11, round(vp.len(15)))


def fort_icon_size(vp: Viewport) -> float:
    return label_sizes(vp)[0] * 1.25


def zone_in_picture(vp: Viewport, zone_id: str) -> bool:
    """A zone whose heart lies outside a zoom's picture belongs to another view: no label, no counters."""
    if zone_id == "CATANE":
        left, top, right, bottom = load_layout().catane_box
        x0, y0 = vp.pt((left, top))
        x1, y1 = vp.pt((right, bottom))
        return x0 >= 0 and y0 >= 0 and x1 <= vp.width and y1 <= vp.height
    anchor = zone_anchor(zone_id)
    x, y = vp.pt((anchor.x, anchor.y))
    return 0 <= x <= vp.width and 0 <= y <= vp.height


def _clamp(box: Box, vp: Viewport) -> Box:
    """Shift a box into the picture (a label near the edge of a zoom)."""
    dx = max(0.0, -box[0]) - max(0.0, box[2] - vp.width)
    dy = max(0.0, -box[1]) - max(0.0, box[3] - vp.height)
    return moved(box, dx, dy)


def _text(
    occ: Occupancy,
    kind: str,
    owner: str,
    at: tuple[float, float],
    text: str,
    size: int,
    halo: int,
    radius: float,
    vp: Viewport,
) -> Placed | None:
    box = _clamp(text_box(at, text, font(size, bold=True), halo=halo), vp)
    placed = occ.place(box, radius)
    return None if placed is None else Placed(kind, owner, placed, text)


def _beside(
    occ: Occupancy, kind: str, owner: str, id_box: Box, side: int, w: float, h: float, radius: float
) -> Placed | None:
    """A `w` x `h` icon just left (side=-1) or right (side=1) of a zone id."""
    cy = (id_box[1] + id_box[3]) / 2
    x0 = id_box[0] - 3 - w if side < 0 else id_box[2] + 3
    placed = occ.place((x0, cy - h / 2, x0 + w, cy + h / 2), radius, fallback=radius * 4)
    return None if placed is None else Placed(kind, owner, placed)


def _build_labels(lang: str, zoom: str | None) -> LabelPlan:
    from i18n import t
    from render.syracuse.zone_names import zone_name

    vp = viewport_of(zoom)
    board = load_map()
    id_size, name_size = label_sizes(vp)
    occ = Occupancy(vp.width, vp.height)
    items: list[Placed] = []

    def keep(item: Placed | None) -> Placed | None:
        if item is not None:
            items.append(item)
        return item

    if zone_in_picture(vp, "CATANE"):
        spot = place(vp, "CATANE")
        keep(
            _text(
                occ,
                "catane",
                "CATANE",
                (spot.x, spot.id_y),
                t("syracuse_render.catane", lang),
                name_size,
                0,
                10,
                vp,
            )
        )
    zones = [z for z in board.zones.values() if zone_in_picture(vp, z.id)]
    ids: dict[str, Placed] = {}
    # the tightest zones choose first: a roomy zone can move its id further without leaving it
    for zone in sorted(zones, key=lambda z: zone_anchor(z.id).radius):
        spot = place(vp, zone.id)
        radius = max(12.0, vp.len(zone_anchor(zone.id).radius) * 0.8)
        item = keep(_text(occ, "id", zone.id, (spot.x, spot.id_y), zone.id, id_size, ID_HALO, radius, vp))
        if item is None:  # no room at all near the heart of the zone: look further
            item = keep(
                _text(occ, "id", zone.id, (spot.x, spot.id_y), zone.id, id_size, ID_HALO, 4 * radius, vp)
            )
        if item is not None:
            ids[zone.id] = item
    for zone in zones:
        if (zone.sea_type == "port" or zone.id == "M12") and zone.id in ids:
            keep(_beside(occ, "port", zone.id, ids[zone.id].box, -1, id_size, id_size, 24))
    fort_size = fort_icon_size(vp)
    for fort in board.forts:
        if fort.zone in ids:
            keep(_beside(occ, "fort", fort.id, ids[fort.zone].box, -1, fort_size, fort_size, 30))
    if "T17" in ids:
        camp = t("syracuse_render.camp", lang) + " ✕"
        tag_font = font(name_size, bold=True)
        box = text_box((0, 0), camp, tag_font, halo=WALL_HALO)
        width, height = box[2] - box[0], box[3] - box[1]
        keep(_beside(occ, "camp", "T17", ids["T17"].box, -1, width, height, 40))
    for wall in board.walls:
        if not wall.drawing.segments:
            continue
        (ax, ay), (bx, by) = vp.pts(wall.drawing.segments[len(wall.drawing.segments) // 2])
        mid = ((ax + bx) / 2, (ay + by) / 2)
        if 0 <= mid[0] <= vp.width and 0 <= mid[1] <= vp.height:
            keep(_text(occ, "wall", wall.id, mid, f"{wall.id} ✕", wall_tag_size(vp), WALL_HALO, 40, vp))
    for zone in zones:
        if zone.id in ids:
            id_box = ids[zone.id].box
            name = zone_name(zone, lang)
            cx = (id_box[0] + id_box[2]) / 2
            keep(
                _text(
                    occ,
                    "name",
                    zone.id,
                    (cx, id_box[3] + 2 + name_size / 2),
                    name,
                    name_size,
                    ID_HALO,
                    NAME_ROOM,
                    vp,
                )
            )
    return LabelPlan(tuple(items))


_plans: LRUCache[tuple[object, ...], LabelPlan] = LRUCache(32)


@cached(_plans, key=lambda lang, zoom: hashkey(lang, zoom))
def label_plan(lang: str, zoom: str | None) -> LabelPlan:
    return _build_labels(lang, zoom)


def chip_extent(chip: Chip, side: int, aggregated: bool) -> float:
    """From a counter's left edge to the right end of its box (its count badge sticks out on the right)."""
    return counter_box(0, 0, side, chip_face(chip, aggregated=aggregated))[2]


def _row(zone: str, line: list[Chip], x: float, y: float, size: int, aggregated: bool) -> Row:
    leader = round(size * LEADER_SCALE)
    lefts: list[float] = []
    tops: list[float] = []
    sizes: list[int] = []
    boxes: list[Box] = []
    cursor = x
    for chip in line:
        side = leader if chip.kind == "leader" else size
        top = y + (size - side) / 2
        box = counter_box(cursor, top, side, chip_face(chip, aggregated=aggregated))
        lefts.append(cursor)
        tops.append(top)
        sizes.append(side)
        boxes.append(box)
        cursor += round(box[2] - cursor + 0.5) + GAP
    box = union(boxes)
    in_fort = line[0].in_fort
    if in_fort:
        box = (box[0] - 4, min(box[1], y - 4), box[2] + 4, max(box[3], y + size + 4))
    return Row(zone, line, lefts, tops, sizes, in_fort, box)


def _shift(row: Row, dx: float, dy: float) -> Row:
    return Row(
        row.zone,
        row.chips,
        [x + dx for x in row.lefts],
        [y + dy for y in row.tops],
        row.sizes,
        row.in_fort,
        moved(row.box, dx, dy),
    )


def map_plan(view: dict[str, Any], lang: str, zoom: str | None) -> MapPlan:
    """The labels of `label_plan`, the battle mark and every counter of `view`, none overlapping."""
    vp = viewport_of(zoom)
    labels = label_plan(lang, zoom)
    plan = MapPlan(labels, aggregated=zoom is None)
    occ = Occupancy(vp.width, vp.height)
    for item in labels.items:
        occ.add(item.box)
    battle_zone = (view.get("battle") or {}).get("zone")
    id_size = label_sizes(vp)[0]
    battle_id = labels.get("id", battle_zone) if isinstance(battle_zone, str) else None
    if battle_id is not None:
        size = id_size * 1.5
        placed = _beside(occ, "battle", battle_id.owner, battle_id.box, 1, size, size, 60)
        plan.battle = placed
    aggregated = zoom is None
    size = counter_size(vp)
    leader = round(size * LEADER_SCALE)
    diagonal = (vp.width**2 + vp.height**2) ** 0.5
    stacks = zone_stacks(view, aggregate=aggregated)
    board = load_map()
    for zone_id, chips in stacks.items():
        known = zone_id == "CATANE" or zone_id in board.zones
        if not chips or not known or not zone_in_picture(vp, zone_id):
            continue
        spot = place(vp, zone_id)
        under = [i.box for kind in ("id", "name", "catane") if (i := labels.get(kind, zone_id)) is not None]
        top = (max(b[3] for b in under) if under else spot.stack_top) + GAP + size * 0.12
        centre = (union(under)[0] + union(under)[2]) / 2 if under else spot.x
        room = max(spot.span, 2 * (size + GAP) + leader + GAP)
        room = min(room, (4 if aggregated else 6) * (size + GAP) + leader + GAP)

        def width_of(chip: Chip) -> float:
            return round(chip_extent(chip, leader if chip.kind == "leader" else size, aggregated) + 0.5) + GAP

        radius = max(size * 1.5, vp.len(zone_anchor(zone_id).radius) if zone_id != "CATANE" else size)
        y = top
        for line in rows(chips, room, width_of):
            total = sum(width_of(c) for c in line) - GAP
            row = _row(zone_id, line, centre - total / 2, y, size, aggregated)
            want = row.box
            placed = occ.place(want, radius, fallback=diagonal, step=COUNTER_STEP)
            if placed is None:
                continue  # the picture is full: nothing left to do but leave it out
            row = _shift(row, placed[0] - want[0], placed[1] - want[1])
            plan.rows.append(row)
            if abs(placed[0] - want[0]) + abs(placed[1] - want[1]) > size * LINK_AFTER + radius:
                plan.links.append(((spot.x, spot.id_y), ((row.box[0] + row.box[2]) / 2, row.box[1])))
            for chip, left, top_y, side in zip(row.chips, row.lefts, row.tops, row.sizes, strict=True):
                face = chip_face(chip, aggregated=aggregated)
                plan.counters.append(
                    Placed(
                        "leader" if chip.kind == "leader" else "counter",
                        zone_id,
                        counter_box(left, top_y, side, face),
                        face.value,
                    )
                )
            y = row.box[3] + GAP
    return plan
