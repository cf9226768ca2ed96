"""Draw the chips of `stacks.zone_stacks` on the map: rows of counters under each zone's label, one row per
side (and per fort/field group, the fort row framed in stone), wrapped to the zone's free width."""

from __future__ import annotations

from PIL import ImageDraw

from engine.syracuse.content.loader import load_map
from render.common.counters import CounterFace, draw_counter
from render.syracuse import style
from render.syracuse.layout import load_layout
from render.syracuse.placement import GAP, counter_size, place
from render.syracuse.stacks import Chip, rows
from render.syracuse.viewport import Viewport

LEADER_SCALE = 0.8  # leader tokens are smaller than unit counters, and share their row


def chip_face(chip: Chip, *, aggregated: bool) -> CounterFace:
    if chip.kind == "leader":
        return CounterFace(
            fill=style.ALLY_COLOUR[chip.side] if chip.wounded else style.SIDE_COLOUR[chip.side],
            symbol=load_layout().leader_marks.get(chip.ids[0], chip.symbol),
            value="★" * chip.swords,
            value_scale=0.8,
            symbol_scale=1.25,  # two letters on a smaller token: keep them readable
            border=style.WEAK if chip.wounded else (255, 255, 255),
            round=True,
        )
    citizens = chip.citizens > 0
    return CounterFace(
        fill=style.SIDE_COLOUR[chip.side] if citizens else style.ALLY_COLOUR[chip.side],
        second_fill=style.ALLY_COLOUR[chip.side] if citizens and chip.allies else None,
        band=style.CITIZEN_BAND if citizens else None,
        symbol=chip.symbol,
        value=str(chip.pf),
        badge=f"×{chip.count}" if chip.count > 1 else None,
        weakened=chip.weakened > 0,
        weak_colour=style.WEAK,
        corner="⚔" if chip.swords and not aggregated else None,
    )


def draw_zone_stack(
    draw: ImageDraw.ImageDraw, vp: Viewport, zone_id: str, chips: list[Chip], *, aggregated: bool
) -> None:
    size = counter_size(vp)
    leader = round(size * LEADER_SCALE)

    def width_of(chip: Chip) -> float:
        return (leader if chip.kind == "leader" else size) + GAP

    spot = place(vp, zone_id)
    if not (0 <= spot.x <= vp.width and 0 <= spot.stack_top <= vp.height):
        return  # a zone outside a zoom's picture: its edge may show, its counters belong to another view
    # at least two counters and a leader per row, at most four (six in a zoom) counters
    room = max(spot.span, 2 * (size + GAP) + leader + GAP)
    room = min(room, (4 if aggregated else 6) * (size + GAP) + leader + GAP)
    y = spot.stack_top
    for line in rows(chips, room, width_of):
        total = sum(width_of(c) for c in line) - GAP
        x = min(max(spot.x - total / 2, 4), vp.width - total - 4)
        if line[0].in_fort:
            pad = 4
            draw.rounded_rectangle(
                (x - pad, y - pad, x + total + pad, y + size + pad),
                radius=6,
                fill=style.FORT_FRAME,
                outline=style.FORT_STONE,
                width=3,
            )
        for chip in line:
            side = leader if chip.kind == "leader" else size
            draw_counter(draw, x, y + (size - side) / 2, side, chip_face(chip, aggregated=aggregated))
            x += side + GAP
        y += size + GAP


def draw_stacks(
    draw: ImageDraw.ImageDraw, vp: Viewport, stacks: dict[str, list[Chip]], *, aggregated: bool
) -> None:
    zones = load_map().zones
    for zone_id, chips in stacks.items():
        if chips and (zone_id == "CATANE" or zone_id in zones):
            draw_zone_stack(draw, vp, zone_id, chips, aggregated=aggregated)
