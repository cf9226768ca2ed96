"""Fast lookups over the validated content, built once: the rules engine asks these many times a turn.

Nothing here is new data: every fact comes from `engine.syracuse.content` (helper D1's files); this
module only indexes it (sets of neighbours, walls by edge, unit facts by id) for the turn sequence.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from engine.syracuse.content import load_content
from engine.syracuse.content.models import (
    CATANE,
    CombatUnit,
    Fort,
    Leader,
    RuleTables,
    Scenario,
    Stratagem,
    StratagemCounter,
    SyracuseContent,
    Wall,
    Zone,
)


@dataclass(frozen=True)
class Facts:
    content: SyracuseContent
    zones: dict[str, Zone]
    land_adj: dict[str, frozenset[str]]  # land zone -> adjacent land zones
    coast: dict[str, frozenset[str]]  # land zone -> adjacent sea zones; sea zone -> adjacent land zones
    sea_adj: dict[str, frozenset[str]]  # sea zone (and Catane) -> adjacent sea zones, special links included
    rivers: frozenset[frozenset[str]]
    walls: dict[str, Wall]
    wall_on_edge: dict[frozenset[str], str]
    forts: dict[str, Fort]
    fort_in_zone: dict[str, str]
    units: dict[str, CombatUnit]
    leaders: dict[str, Leader]
    stratagems: dict[int, Stratagem]
    counters: dict[str, StratagemCounter]
    rules: RuleTables

    def is_land(self, zone: str) -> bool:
        return zone != CATANE and self.zones[zone].kind == "land"

    def is_sea(self, zone: str) -> bool:
        return zone != CATANE and self.zones[zone].kind == "sea"

    def terrain(self, zone: str) -> str:
        return self.zones[zone].terrain or "clear"

    def scenario(self, scenario_id: str) -> Scenario:
        for scenario in self.content.scenarios.scenarios:
            if scenario.id == scenario_id:
                return scenario
        raise KeyError(scenario_id)

    def season(self, turn: int) -> str:
        return self._turn_info(turn).season

    def year(self, turn: int) -> int:
        return self._turn_info(turn).year

    def _turn_info(self, turn: int):  # type: ignore[no-untyped-def]
        for info in self.rules.calendar:
            if info.turn == turn:
                return info
        raise KeyError(turn)


@cache
def facts() -> Facts:
    content = load_content()
    zones = content.map.zones
    land_adj: dict[str, frozenset[str]] = {}
    coast: dict[str, frozenset[str]] = {}
    sea_adj: dict[str, set[str]] = {CATANE: set()}
    for zone in zones.values():
        lands = frozenset(z for z in zone.adjacent if zones[z].kind == "land")
        seas = frozenset(z for z in zone.adjacent if zones[z].kind == "sea")
        if zone.kind == "land":
            land_adj[zone.id] = lands
            coast[zone.id] = seas
        else:
            coast[zone.id] = lands
            sea_adj[zone.id] = set(seas)
    for link in content.map.links:
        a, b = link.zones
        sea_adj.setdefault(a, set()).add(b)
        sea_adj.setdefault(b, set()).add(a)
    walls = {w.id: w for w in content.map.walls}
    forts = {f.id: f for f in content.map.forts}
    return Facts(
        content=content,
        zones=dict(zones),
        land_adj=land_adj,
        coast=coast,
        sea_adj={k: frozenset(v) for k, v in sea_adj.items()},
        rivers=frozenset(frozenset(r.zones) for r in content.map.rivers),
        walls=walls,
        wall_on_edge={frozenset(w.edge): w.id for w in walls.values()},
        forts=forts,
        fort_in_zone={f.zone: f.id for f in forts.values()},
        units={u.id: u for u in content.counters.units},
        leaders={c.id: c for c in content.counters.leaders},
        stratagems={s.number: s for s in content.counters.stratagems},
        counters={c.id: c for c in content.counters.stratagem_counters},
        rules=content.rules,
    )
