"""Renderer layout data (`data/layout.json`), validated when loaded: the part of the board drawn, where the
Catane box sits, stack nudges for crowded zones, and the zoom groups."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

from pydantic import BaseModel, ConfigDict, model_validator

from engine.syracuse.content.loader import load_content, load_map

LAYOUT_FILE = Path(__file__).parent / "data" / "layout.json"

Box = tuple[int, int, int, int]
Point = tuple[int, int]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class ZoomGroup(_Strict):
    zones: list[str]


class Layout(_Strict):
    source: str
    map_area: Box  # left, top, right, bottom of the board space drawn on the full map
    catane_box: Box  # the off-map Catane box, drawn inside the map area by M1
    stack_offsets: dict[str, Point] = {}  # zone id -> nudge of its label and stacks from the innermost point
    leader_marks: dict[str, str]  # leader id -> the few letters printed on its token
    zoom_groups: dict[str, ZoomGroup]

    @model_validator(mode="after")
    def _known_ids(self) -> Layout:
        board = load_map()
        zones = set(board.zones)
        for name, group in self.zoom_groups.items():
            unknown = set(group.zones) - zones
            if unknown or not group.zones:
                raise ValueError(f"zoom group {name}: unknown or no zones {sorted(unknown)}")
        leaders = {c.id for c in load_content().counters.leaders}
        if set(self.leader_marks) != leaders:
            raise ValueError("leader_marks must name every leader")
        if set(self.stack_offsets) - zones:
            raise ValueError("stack_offsets names an unknown zone")
        return self


@cache
def load_layout() -> Layout:
    return Layout.model_validate(json.loads(LAYOUT_FILE.read_text(encoding="utf-8")))


def zoom_group_ids() -> list[str]:
    return list(load_layout().zoom_groups)
