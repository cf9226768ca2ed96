"""What stands in each zone, read from a view: counters grouped into chips to draw.

Aggregated (full map): one chip per zone, side, fort-or-field and unit type, with the total PF, the number of
units, how many are weakened and how many are allies. Full (zoom): one chip per unit. Leaders always get
their own chip. Counters not on the map (reinforcements to come, eliminated) are left out."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from engine.syracuse.content.loader import load_content
from engine.syracuse.content.models import CombatUnit, Leader
from render.syracuse.style import TYPE_ORDER

SIDE_ORDER = ("athenian", "syracusan")


@dataclass
class Chip:
    side: str
    in_fort: bool
    kind: str  # "unit" | "leader"
    symbol: str  # unit type letter, or the leader's initials
    pf: int = 0  # current PF total (weakened units count their weakened PF)
    count: int = 1
    weakened: int = 0
    allies: int = 0
    swords: int = 0  # units with a sword, or a leader's current swords
    wounded: bool = False
    ids: list[str] = field(default_factory=list)

    @property
    def citizens(self) -> int:
        return self.count - self.allies


@cache
def _units() -> dict[str, CombatUnit]:
    return {u.id: u for u in load_content().counters.units}


@cache
def _leaders() -> dict[str, Leader]:
    return {c.id: c for c in load_content().counters.leaders}


def leader_initials(name: str) -> str:
    letters = [c for c in name if c.isalpha()]
    return (letters[0].upper() + letters[1].lower()) if len(letters) > 1 else name[:2]


def _unit_chip(uid: str, data: dict[str, Any]) -> Chip:
    unit = _units()[uid]
    weakened = bool(data.get("weakened"))
    return Chip(
        side=unit.side,
        in_fort=bool(data.get("in_fort")),
        kind="unit",
        symbol=unit.type,
        pf=unit.weakened_pf if weakened else unit.pf,
        weakened=int(weakened),
        allies=int(unit.allied),
        swords=int(unit.sword),
        ids=[uid],
    )


def _merge(chips: list[Chip]) -> Chip:
    first = chips[0]
    return Chip(
        side=first.side,
        in_fort=first.in_fort,
        kind="unit",
        symbol=first.symbol,
        pf=sum(c.pf for c in chips),
        count=len(chips),
        weakened=sum(c.weakened for c in chips),
        allies=sum(c.allies for c in chips),
        swords=sum(c.swords for c in chips),
        ids=[i for c in chips for i in c.ids],
    )


def _order(chip: Chip) -> tuple[int, int, int, int, str]:
    kind = 0 if chip.kind == "unit" else 1
    type_rank = TYPE_ORDER.index(chip.symbol) if chip.kind == "unit" else 0
    return (SIDE_ORDER.index(chip.side), 0 if chip.in_fort else 1, kind, type_rank, ",".join(chip.ids))


def zone_stacks(view: dict[str, Any], *, aggregate: bool) -> dict[str, list[Chip]]:
    """Zone id (or "CATANE") -> its chips, sorted by side, fort first, units by type, then leaders."""
    by_zone: dict[str, list[Chip]] = defaultdict(list)
    grouped: dict[tuple[str, str, bool, str], list[Chip]] = defaultdict(list)
    for uid, data in sorted(view.get("units", {}).items()):
        if data.get("zone") is None or data.get("eliminated") or uid not in _units():
            continue
        chip = _unit_chip(uid, data)
        if aggregate:
            grouped[(data["zone"], chip.side, chip.in_fort, chip.symbol)].append(chip)
        else:
            by_zone[data["zone"]].append(chip)
    for (zone, *_), chips in grouped.items():
        by_zone[zone].append(_merge(chips))
    for lid, data in sorted(view.get("leaders", {}).items()):
        if (
            data.get("zone") is None
            or data.get("eliminated")
            or data.get("removed_for_good")
            or lid not in _leaders()
        ):
            continue
        leader = _leaders()[lid]
        hurt = bool(data.get("wounded") or data.get("sick"))
        by_zone[data["zone"]].append(
            Chip(
                side=leader.side,
                in_fort=bool(data.get("in_fort")),
                kind="leader",
                symbol=leader_initials(leader.name),
                swords=leader.wounded_swords if hurt else leader.swords,
                wounded=hurt,
                ids=[lid],
            )
        )
    return {zone: sorted(chips, key=_order) for zone, chips in by_zone.items()}


def rows(chips: list[Chip], max_width: float, width_of: Callable[[Chip], float]) -> list[list[Chip]]:
    """Split a zone's chips into rows: a new row for each side and fort/field group, and whenever the next
    chip would make the row wider than `max_width` (a row always takes at least one chip)."""
    out: list[list[Chip]] = []
    current: list[Chip] = []
    key: tuple[str, bool] | None = None
    used = 0.0
    for chip in chips:
        chip_key = (chip.side, chip.in_fort)
        width = width_of(chip)
        if current and (chip_key != key or used + width > max_width):
            out.append(current)
            current, used = [], 0.0
        current.append(chip)
        used += width
        key = chip_key
    if current:
        out.append(current)
    return out
