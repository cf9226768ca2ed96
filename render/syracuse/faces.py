"""How a chip of `stacks.zone_stacks` looks as a counter (shared by the layout and the drawing)."""

from __future__ import annotations

from render.common.counters import CounterFace
from render.syracuse import style
from render.syracuse.layout import load_layout
from render.syracuse.stacks import Chip

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
