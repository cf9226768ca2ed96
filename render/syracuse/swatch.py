"""A made-up view that shows every colour the map can use (each side, allies, weakened, wounded leaders,
forts, built and destroyed walls, chains, the camp, famine, a highlight). The map draws it once per
language and zoom to fit the 256-colour palette its PNGs are mapped to, so the palette never depends on
which game happened to be rendered first."""

from __future__ import annotations

from functools import cache
from typing import Any

from engine.syracuse.content.loader import load_content, load_map

SWATCH_HIGHLIGHT = ("T14", "M9")


@cache
def swatch_view() -> dict[str, Any]:
    content = load_content()
    board = load_map()
    land = [z for z, zone in board.zones.items() if zone.kind == "land"]
    sea = [z for z, zone in board.zones.items() if zone.kind == "sea"]
    units: dict[str, Any] = {}
    for i, unit in enumerate(content.counters.units):
        zones = sea if unit.type == "T" else land
        units[unit.id] = {
            "zone": zones[i % len(zones)],
            "in_fort": i % 7 == 0,
            "weakened": i % 3 == 0,
            "eliminated": False,
        }
    leaders = {
        leader.id: {"zone": land[(i * 5) % len(land)], "wounded": i % 2 == 0, "in_fort": False}
        for i, leader in enumerate(content.counters.leaders)
    }
    walls = {w.id: ("built" if i % 2 == 0 else "destroyed") for i, w in enumerate(board.walls)}
    forts = {f.id: ("athenian" if i % 2 == 0 else "syracusan") for i, f in enumerate(board.forts)}
    return {
        "turn": 5,
        "last_turn": 9,
        "season": "summer",
        "year": -414,
        "phase": "b3_actions",
        "initiative": "athenian",
        "advantage": "syracusan",
        "prompt": {"seat": "athens"},
        "ap": {"athenian": 5, "syracusan": 6},
        "victory_points": {"athenian": 3, "syracusan": 8},
        "hand_sizes": {"athens": 2, "syracuse": 3},
        "supply": {"athenian": {"level": 1, "famine": True}, "syracusan": {"level": 3, "famine": False}},
        "units": units,
        "leaders": leaders,
        "works": {"walls": walls, "forts": forts, "chains": "built", "camp": "built"},
        "battle": {"zone": "T14"},
    }
