"""Pure map queries for Syracuse: adjacency, movement costs and routes, constructions, supply facts.

Nothing here holds game state. The caller passes a `BoardFacts` describing what the rules need to know
(walls, chains, camp, fort owners, where each side has units, trireme PF per sea zone).

Positions: a zone id ("T21", "M9"), "CATANE", or a fort id ("olympieion") for units inside a fort.

Public API (stable):
- `BoardFacts` (frozen dataclass) and `Route(cost, path)`; `enemy_of(side)`.
- `Board(map_data)` / `board()` (cached, built from `load_map()`), with methods:
  - topology: `zone`, `is_land`, `is_sea`, `adjacent`, `neighbours`, `land_neighbours`, `sea_neighbours`,
    `coastal_seas`, `coastal_lands`, `is_coastal`, `is_river`, `wall_between`, `wall`, `fort`, `fort_in`,
    `zone_of`, `special_links`.
  - land movement (3.2, 3.4): `land_step_cost`, `step_features`, `must_stop`, `reachable`, `cheapest_route`,
    `routes` (every simple route within the MP, for players choosing a path), `retreat_destinations` (4.2.2).
  - naval movement (3.1, 3.5): `naval_step_allowed`, `naval_reachable`, `landing_zones`.
  - terrain facts: `is_protected`, `is_port`, `is_fortified`, `stack_limit`, `attrition_exempt`,
    `counts_as_open_ground`, `safe_havens` (D.2), `entry_zones`.
  - constructions (4.5, 5.x): `buildable_walls`, `buildable_forts`, `camp_buildable`, `chains_buildable`,
    `wall_destroyable`, `chains_breakable`.
  - supply (6.1, 6.2): `athenian_cut_by_chains`, `syracusan_circumvallated`, `syracusan_blockaded`.
"""

from __future__ import annotations

import heapq
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from functools import cache
from typing import Literal

from engine.syracuse.content.loader import load_content, load_map
from engine.syracuse.content.models import CATANE, Fort, MapData, Side, SpecialLink, Wall, Zone

CampState = Literal["none", "built", "destroyed"]


def enemy_of(side: Side) -> Side:
    return "syracusan" if side == "athenian" else "athenian"


@dataclass(frozen=True)
class BoardFacts:
    """What the map queries need to know about the game at one moment."""

    walls_built: frozenset[str] = frozenset()  # intact walls (marker on its "Mur" face)
    walls_destroyed: frozenset[str] = frozenset()  # walls on their "Mur détruit" face
    chains_built: bool = False
    camp: CampState = "none"
    fort_owners: Mapping[str, Side] = field(default_factory=dict)  # built forts only
    occupied: Mapping[Side, frozenset[str]] = field(default_factory=dict)  # positions holding combat units
    naval_pf: Mapping[Side, Mapping[str, int]] = field(default_factory=dict)  # trireme PF per sea zone

    def has_units(self, side: Side, position: str) -> bool:
        return position in self.occupied.get(side, frozenset())

    def trireme_pf(self, side: Side, zone: str) -> int:
        return self.naval_pf.get(side, {}).get(zone, 0)

    @property
    def camp_standing(self) -> bool:
        return self.camp == "built"


@dataclass(frozen=True)
class Route:
    cost: int
    path: tuple[str, ...]  # positions from the start to the destination, both included

    @property
    def destination(self) -> str:
        return self.path[-1]


@dataclass(frozen=True)
class StepFeatures:
    """Why a land step costs what it costs; the last step of a route also drives column shifts c, e, f."""

    river: bool = False
    climb: bool = False  # from clear (or city, or sea in an amphibious move) up to high ground
    fort: bool = False  # into or out of a fort
    wall: Wall | None = None
    wall_state: Literal["none", "friendly", "enemy_built", "enemy_destroyed"] = "none"
    by_sea: bool = False  # the step leaves or enters a sea zone (amphibious operation)


@dataclass(frozen=True)
class StackLimit:
    units: int | None  # None: unlimited
    naval_pf: int | None = None  # protected sea zones: at most this many naval PF


class Board:
    def __init__(self, map_data: MapData, move_cost: Mapping[str, int], stacking: Mapping[str, int]):
        self.map = map_data
        self.move_cost = dict(move_cost)
        self.stacking = dict(stacking)
        self._walls_by_edge = {frozenset(w.edge): w for w in map_data.walls}
        self._walls = {w.id: w for w in map_data.walls}
        self._rivers = {frozenset(r.zones) for r in map_data.rivers}
        self._forts = {f.id: f for f in map_data.forts}
        self._fort_by_zone = {f.zone: f for f in map_data.forts}
        self._chains = frozenset(map_data.chains.edge)
        self._fortification_by_zone = {z: f for f in map_data.fortifications for z in f.zones}
        # Fixed part of each step's cost (base, climb, river) and the wall on it, computed once: route
        # searches run many times per turn.
        self._static_step: dict[tuple[str, str], int] = {}
        self._wall_on_step: dict[tuple[str, str], Wall] = {}
        empty = BoardFacts()
        for a, zone in map_data.zones.items():
            for b in zone.adjacent:
                features = self.step_features(a, b, "athenian", empty)
                self._static_step[(a, b)] = (
                    self.move_cost["base"]
                    + (self.move_cost["climb"] if features.climb else 0)
                    + (self.move_cost["river"] if features.river else 0)
                )
                if features.wall is not None:
                    self._wall_on_step[(a, b)] = features.wall

    # ---------------------------------------------------------------------------------- topology
    def zone(self, zone_id: str) -> Zone:
        return self.map.zones[zone_id]

    def is_land(self, position: str) -> bool:
        return position in self._forts or (position in self.map.zones and self.zone(position).kind == "land")

    def is_sea(self, position: str) -> bool:
        return position in self.map.zones and self.zone(position).kind == "sea"

    def adjacent(self, a: str, b: str) -> bool:
        """Zones sharing an edge (3: zones touching only at a corner are not adjacent)."""
        return a in self.map.zones and b in self.zone(a).adjacent

    def neighbours(self, zone_id: str) -> list[str]:
        return list(self.zone(zone_id).adjacent)

    def land_neighbours(self, zone_id: str) -> list[str]:
        return [z for z in self.zone(zone_id).adjacent if self.zone(z).kind == "land"]

    def sea_neighbours(self, zone_id: str) -> list[str]:
        return [z for z in self.zone(zone_id).adjacent if self.zone(z).kind == "sea"]

    def coastal_seas(self, land_zone: str) -> list[str]:
        return self.sea_neighbours(land_zone)

    def coastal_lands(self, sea_zone: str) -> list[str]:
        return self.land_neighbours(sea_zone)

    def is_coastal(self, land_zone: str) -> bool:
        return bool(self.coastal_seas(land_zone))

    def is_river(self, a: str, b: str) -> bool:
        return frozenset((a, b)) in self._rivers

    def wall_between(self, a: str, b: str) -> Wall | None:
        return self._walls_by_edge.get(frozenset((a, b)))

    def wall(self, wall_id: str) -> Wall:
        return self._walls[wall_id]

    def fort(self, fort_id: str) -> Fort:
        return self._forts[fort_id]

    def fort_in(self, zone_id: str) -> Fort | None:
        return self._fort_by_zone.get(zone_id)

    def zone_of(self, position: str) -> str:
        """The zone a position lies in (a fort lies in its reinforced zone)."""
        return self._forts[position].zone if position in self._forts else position

    def special_links(self, position: str) -> list[SpecialLink]:
        return [link for link in self.map.links if position in link.zones]

    def entry_zones(self, by_sea: bool) -> list[str]:
        return list(self.map.sea_entry_zones if by_sea else self.map.land_entry_zones)

    # ----------------------------------------------------------------------------- terrain facts
    def is_protected(self, zone_id: str, facts: BoardFacts) -> bool:
        """Protected sea zone (0.2): M9-M11, and M12 until the camp makes it a port."""
        zone = self.zone(zone_id)
        return zone.sea_type == "protected" and not (zone.port_requires_camp and facts.camp_standing)

    def is_port(self, zone_id: str, facts: BoardFacts) -> bool:
        zone = self.zone(zone_id)
        if zone.sea_type == "port":
            return True
        return zone.port_requires_camp and facts.camp_standing

    def port_owner(self, zone_id: str, facts: BoardFacts) -> Side | None:
        return self.zone(zone_id).port_of if self.is_port(zone_id, facts) else None

    def is_fortified(self, zone_id: str, facts: BoardFacts) -> bool:
        """Inside a standing fortification (T16, M6, M7 always; T17 and M12 while the camp stands)."""
        fortification = self._fortification_by_zone.get(zone_id)
        if fortification is None:
            return False
        return fortification.built_at_start or facts.camp_standing

    def fortification_owner(self, zone_id: str, facts: BoardFacts) -> Side | None:
        if not self.is_fortified(zone_id, facts):
            return None
        return self._fortification_by_zone[zone_id].owner

    def fort_built(self, fort_id: str, facts: BoardFacts) -> bool:
        return fort_id in facts.fort_owners

    def stack_limit(self, position: str, facts: BoardFacts) -> StackLimit:
        """Units of one side allowed at a position after moves and retreats (3.3; leaders never count)."""
        if position == CATANE:
            return StackLimit(None)
        if position in self._forts:
            return StackLimit(self._forts[position].stack_limit)
        zone = self.zone(position)
        if self.is_fortified(position, facts):
            return StackLimit(None)
        if zone.kind == "sea":
            if self.is_protected(position, facts):
                return StackLimit(None, self.stacking["protected_sea_pf"])
            return StackLimit(None)
        return StackLimit(self.stacking["zone"])

    def attrition_exempt(self, position: str, facts: BoardFacts) -> bool:
        """6.4: no attrition in Syracuse, the built camp, a fort, a port or Catane."""
        if position == CATANE or position in self._forts:
            return True
        return self.is_fortified(position, facts) or (self.is_sea(position) and self.is_port(position, facts))

    def counts_as_open_ground(self, position: str, facts: BoardFacts) -> bool:
        """6.1/6.2 cavalry comparison: deployed on clear or high ground (not a city, camp, fort, sea)."""
        if position == CATANE or position in self._forts or not self.is_land(position):
            return False
        return not self.is_fortified(position, facts)

    def safe_havens(self, side: Side, facts: BoardFacts) -> list[str]:
        """D.2 free-move destinations: fortified zones, forts and ports the side controls (Catane apart)."""
        havens = [z for z in self.map.zones if self.fortification_owner(z, facts) == side]
        havens += [f for f, owner in facts.fort_owners.items() if owner == side]
        return havens

    # ---------------------------------------------------------------------------- land movement
    def _enters_enemy_fortification(self, zone_id: str, side: Side, facts: BoardFacts) -> bool:
        owner = self.fortification_owner(zone_id, facts)
        return owner is not None and owner != side

    def step_features(self, a: str, b: str, side: Side, facts: BoardFacts) -> StepFeatures:
        """The features of one step between adjacent positions (zone-zone, zone-fort or sea-land)."""
        if a in self._forts or b in self._forts:
            return StepFeatures(fort=True)
        za, zb = self.zone(a), self.zone(b)
        by_sea = za.kind == "sea" or zb.kind == "sea"
        low_from = za.kind == "sea" or za.terrain in ("clear", "city")
        climb = zb.kind == "land" and zb.terrain == "high" and low_from
        wall = self.wall_between(a, b)
        wall_state: Literal["none", "friendly", "enemy_built", "enemy_destroyed"] = "none"
        if wall is not None:
            if wall.side == side:
                wall_state = "friendly" if wall.id in facts.walls_built | facts.walls_destroyed else "none"
            elif wall.id in facts.walls_built:
                wall_state = "enemy_built"
            elif wall.id in facts.walls_destroyed:
                wall_state = "enemy_destroyed"
        return StepFeatures(
            river=self.is_river(a, b), climb=climb, wall=wall, wall_state=wall_state, by_sea=by_sea
        )

    def land_step_cost(self, a: str, b: str, side: Side, facts: BoardFacts) -> int | None:
        """MP for a land unit or leader to step from position a to b (3.2); None if the step is impossible.

        Sea zones are allowed only as amphibious stages (3.4): callers check transport capacity."""
        cost = self.move_cost
        if b in self._forts or a in self._forts:
            fort_id, zone_id = (b, a) if b in self._forts else (a, b)
            if self._forts[fort_id].zone != zone_id or not self.fort_built(fort_id, facts):
                return None
            if b == fort_id and facts.has_units(enemy_of(side), fort_id):
                return None  # an occupied enemy fort is assaulted (4.3), never entered
            return cost["fort"]
        total = self._static_step.get((a, b))
        if total is None or self._enters_enemy_fortification(b, side, facts):
            return None
        wall = self._wall_on_step.get((a, b))
        if wall is not None and wall.side != side:
            if wall.id in facts.walls_built:
                total += cost["enemy_wall_built"]
            elif wall.id in facts.walls_destroyed:
                total += cost["enemy_wall_destroyed"]
        return total

    def must_stop(self, position: str, side: Side, facts: BoardFacts) -> bool:
        """3.2: entering a zone holding enemy units (in the zone or its fort) ends the move.

        A reinforced zone whose enemy fort is empty does not stop the move."""
        enemy = enemy_of(side)
        zone_id = self.zone_of(position)
        if facts.has_units(enemy, zone_id):
            return True
        fort = self.fort_in(zone_id)
        return fort is not None and facts.has_units(enemy, fort.id)

    def _land_moves(
        self,
        position: str,
        side: Side,
        facts: BoardFacts,
        carried_pf: int | None,
        forbidden: frozenset[str],
    ) -> Iterator[tuple[str, int]]:
        """Next positions and step costs for land movement; sea zones only when `carried_pf` is given."""
        candidates: list[str] = []
        if position in self._forts:
            candidates.append(self._forts[position].zone)
        else:
            zone = self.zone(position)
            fort = self.fort_in(position)
            if fort is not None:
                candidates.append(fort.id)
            for other in zone.adjacent:
                if self.zone(other).kind == "sea" and not self._amphibious_sea_ok(
                    position, other, side, facts, carried_pf
                ):
                    continue
                candidates.append(other)
        for nxt in candidates:
            if self.zone_of(nxt) in forbidden:
                continue
            if (
                self.is_sea(position)
                and self.is_sea(nxt)
                and not self.naval_step_allowed(position, nxt, side, facts)
            ):
                continue
            step = self.land_step_cost(position, nxt, side, facts)
            if step is not None:
                yield nxt, step

    def _amphibious_sea_ok(
        self, origin: str, sea: str, side: Side, facts: BoardFacts, carried_pf: int | None
    ) -> bool:
        """3.4: a sea stage needs a friendly trireme PF >= the land PF carried and no enemy trireme."""
        if carried_pf is None:
            return False
        if facts.trireme_pf(enemy_of(side), sea) > 0 or facts.has_units(enemy_of(side), sea):
            return False
        if not self.naval_step_allowed(origin, sea, side, facts) and self.is_sea(origin):
            return False
        if self._enters_enemy_fortification(sea, side, facts) or self._sea_barred(sea, side, facts):
            return False
        return facts.trireme_pf(side, sea) >= max(carried_pf, 1)

    def _search(
        self,
        start: str,
        side: Side,
        facts: BoardFacts,
        mp: int,
        carried_pf: int | None,
        forbidden: frozenset[str],
    ) -> dict[str, Route]:
        best: dict[str, Route] = {start: Route(0, (start,))}
        queue: list[tuple[int, tuple[str, ...]]] = [(0, (start,))]
        while queue:
            cost, path = heapq.heappop(queue)
            here = path[-1]
            if best[here].cost < cost:
                continue
            if len(path) > 1 and self.is_land(here) and self.must_stop(here, side, facts):
                continue
            for nxt, step in self._land_moves(here, side, facts, carried_pf, forbidden):
                total = cost + step
                if total > mp or (nxt in best and best[nxt].cost <= total):
                    continue
                best[nxt] = Route(total, (*path, nxt))
                heapq.heappush(queue, (total, best[nxt].path))
        return {pos: route for pos, route in best.items() if not self.is_sea(pos)}

    def reachable(
        self,
        start: str,
        side: Side,
        facts: BoardFacts,
        mp: int,
        carried_pf: int | None = None,
        forbidden: frozenset[str] = frozenset(),
    ) -> dict[str, Route]:
        """Cheapest route to every land position within `mp` (the start included, at cost 0).

        `carried_pf`: land PF moving together, enabling amphibious stages (3.4); None = no sea stage.
        `forbidden`: zones the group may not enter (S7 Archers). Routes stop at enemy-occupied zones."""
        return self._search(start, side, facts, mp, carried_pf, forbidden)

    def cheapest_route(
        self,
        start: str,
        goal: str,
        side: Side,
        facts: BoardFacts,
        mp: int | None = None,
        carried_pf: int | None = None,
        forbidden: frozenset[str] = frozenset(),
    ) -> Route | None:
        limit = mp if mp is not None else 10_000
        return self._search(start, side, facts, limit, carried_pf, forbidden).get(goal)

    def routes(
        self,
        start: str,
        side: Side,
        facts: BoardFacts,
        mp: int,
        carried_pf: int | None = None,
        forbidden: frozenset[str] = frozenset(),
    ) -> list[Route]:
        """Every simple route within `mp` ending on land (players may prefer a dearer path, e.g. to
        avoid crossing a river before a combat)."""
        found: list[Route] = []

        def walk(path: tuple[str, ...], cost: int) -> None:
            here = path[-1]
            if len(path) > 1 and not self.is_sea(here):
                found.append(Route(cost, path))
                if self.must_stop(here, side, facts):
                    return
            for nxt, step in self._land_moves(here, side, facts, carried_pf, forbidden):
                if nxt not in path and cost + step <= mp:
                    walk((*path, nxt), cost + step)

        walk((start,), 0)
        return found

    def retreat_destinations(self, zone_id: str, side: Side, facts: BoardFacts, land: bool) -> list[str]:
        """4.2.2: adjacent zones free of enemy combat units, or a friendly fort of the battle zone.

        (Amphibious retreats use `reachable` with `carried_pf`; stacking is the caller's check.)"""
        enemy = enemy_of(side)
        options: list[str] = []
        for other in self.zone(zone_id).adjacent:
            target = self.zone(other)
            if (target.kind == "land") != land:
                continue
            if self.must_stop(other, side, facts) or self._enters_enemy_fortification(other, side, facts):
                continue  # enemy units in the zone or in its fort
            if land and self.land_step_cost(zone_id, other, side, facts) is None:
                continue
            if not land and not self.naval_step_allowed(zone_id, other, side, facts):
                continue
            options.append(other)
        fort = self.fort_in(zone_id)
        if land and fort is not None and facts.fort_owners.get(fort.id) == side:
            options.append(fort.id)
        if not land:
            options += [
                link_zone
                for link in self.special_links(zone_id)
                for link_zone in link.zones
                if link_zone != zone_id
                and self._link_usable(link, side)
                and not facts.has_units(enemy, link_zone)
            ]
        return options

    # --------------------------------------------------------------------------- naval movement
    def _sea_barred(self, zone_id: str, side: Side, facts: BoardFacts) -> bool:
        """3.1: Syracusan units may not enter M12 until the Athenian camp is destroyed."""
        zone = self.zone(zone_id)
        return side == "syracusan" and zone.port_requires_camp and facts.camp != "destroyed"

    def _link_usable(self, link: SpecialLink, side: Side) -> bool:
        return link.usable_by is None or link.usable_by == side

    def naval_step_allowed(self, a: str, b: str, side: Side, facts: BoardFacts) -> bool:
        """A naval step between two sea positions (sea zones, Catane) for `side` (3.1, 5.2, 5.5)."""
        if facts.chains_built and frozenset((a, b)) == self._chains:
            return False
        linked = any(
            b in link.zones and self._link_usable(link, side)
            for link in self.special_links(a)
            if a in link.zones
        )
        if not linked:
            if a == CATANE or b == CATANE or not self.adjacent(a, b):
                return False
            if not (self.is_sea(a) and self.is_sea(b)):
                return False
        if b == CATANE:
            return True
        return not (self._enters_enemy_fortification(b, side, facts) or self._sea_barred(b, side, facts))

    def _sea_positions_next(self, position: str) -> list[str]:
        nexts = [] if position == CATANE else self.sea_neighbours(position)
        nexts += [z for link in self.special_links(position) for z in link.zones if z != position]
        return nexts

    def naval_reachable(self, start: str, side: Side, facts: BoardFacts) -> dict[str, tuple[str, ...]]:
        """Sea positions (and Catane) a fleet can reach from `start` (unlimited MP, 1.1), with a shortest
        path each; the move stops on entering a zone holding enemy units (3.2)."""
        enemy = enemy_of(side)
        paths: dict[str, tuple[str, ...]] = {start: (start,)}
        frontier = [start]
        while frontier:
            nxt_frontier: list[str] = []
            for here in frontier:
                if here != start and facts.has_units(enemy, here):
                    continue
                for nxt in self._sea_positions_next(here):
                    if nxt in paths or not self.naval_step_allowed(here, nxt, side, facts):
                        continue
                    paths[nxt] = (*paths[here], nxt)
                    nxt_frontier.append(nxt)
            frontier = nxt_frontier
        return paths

    def landing_zones(self, sea_zone: str, side: Side, facts: BoardFacts) -> list[str]:
        """3.5: land zones adjacent to the fleet's zone and empty of enemy units, where troops disembark."""
        return [
            z
            for z in self.land_neighbours(sea_zone)
            if not self.must_stop(z, side, facts) and not self._enters_enemy_fortification(z, side, facts)
        ]

    # ---------------------------------------------------------------------------- constructions
    def _has_builders(self, zones: list[str], builder_pf: Mapping[str, int], need: int) -> bool:
        return any(builder_pf.get(z, 0) >= need for z in zones)

    def buildable_walls(
        self, side: Side, facts: BoardFacts, builder_pf: Mapping[str, int], need_pf: int = 2
    ) -> list[str]:
        """Walls `side` may build or repair now (5.1, 5.4).

        `builder_pf`: PF of the side's H, A and P units per zone. Rules applied: Athenian walls need the
        camp; order 1 -> 2 -> 3 (the previous wall intact); a destroyed own wall must be repaired before
        any other is built; 3A and 3B are alternatives (either existing, intact or destroyed, bars the
        other); an intact enemy wall named in `excludes` bars the wall (A3 vs 3A)."""
        own = [w for w in self.map.walls if w.side == side]
        destroyed_own = [w for w in own if w.id in facts.walls_destroyed]
        candidates = destroyed_own if destroyed_own else [w for w in own if w.id not in facts.walls_built]
        result: list[str] = []
        for wall in candidates:
            repairing = wall.id in facts.walls_destroyed
            if wall.requires_camp and facts.camp == "none":
                continue
            if not repairing and wall.requires and wall.requires not in facts.walls_built:
                continue
            if any(self._excluded_by(wall, other, facts) for other in wall.excludes):
                continue
            if self._has_builders(wall.build_zones, builder_pf, need_pf):
                result.append(wall.id)
        return result

    def _excluded_by(self, wall: Wall, other_id: str, facts: BoardFacts) -> bool:
        other = self._walls[other_id]
        if other.side == wall.side:
            return other_id in facts.walls_built or other_id in facts.walls_destroyed
        return other_id in facts.walls_built

    def buildable_forts(
        self, side: Side, facts: BoardFacts, builder_pf: Mapping[str, int], need_pf: int = 2
    ) -> list[str]:
        """Forts `side` may build now (5.1, 5.3): not built, buildable by the side, builders in its zone."""
        return [
            f.id
            for f in self.map.forts
            if f.buildable_by == side
            and not self.fort_built(f.id, facts)
            and self._has_builders([f.zone], builder_pf, need_pf)
        ]

    def camp_buildable(
        self, side: Side, facts: BoardFacts, builder_pf: Mapping[str, int], need_pf: int = 2
    ) -> bool:
        """5.1, 5.2: the Athenian camp, once only, with builders in T17."""
        camp = next(f for f in self.map.fortifications if not f.built_at_start)
        return (
            side == camp.owner
            and facts.camp == "none"
            and self._has_builders([camp.land_zone], builder_pf, need_pf)
        )

    def chains_buildable(self, side: Side, facts: BoardFacts) -> bool:
        """5.5: the Syracusan builds (or rebuilds) the chains if he controls the Plemmyrion."""
        chains = self.map.chains
        return (
            side == chains.builder
            and not facts.chains_built
            and facts.fort_owners.get(chains.requires_fort) == side
        )

    def wall_destroyable(
        self, wall_id: str, facts: BoardFacts, attacker_pf: Mapping[str, int], need_pf: int = 2
    ) -> bool:
        """4.5 (D.5 or S14): an intact wall with >= 2 PF of enemy H/A/P units in both of its zones.

        `attacker_pf`: PF of the destroying side's H, A and P units per zone."""
        wall = self._walls[wall_id]
        return wall_id in facts.walls_built and all(attacker_pf.get(z, 0) >= need_pf for z in wall.edge)

    def chains_breakable(self, side: Side, facts: BoardFacts, trireme_zones: frozenset[str]) -> bool:
        """4.5: built chains with at least one enemy (of the builder) T unit in M8 or M9."""
        chains = self.map.chains
        return facts.chains_built and side != chains.builder and bool(trireme_zones & set(chains.edge))

    # ----------------------------------------------------------------------------------- supply
    def athenian_cut_by_chains(self, facts: BoardFacts) -> bool:
        """6.1: the Athenian supply marker is on Disette while the chains are built."""
        return self.map.supply.athenian_disette_with_chains and facts.chains_built

    def syracusan_circumvallated(self, facts: BoardFacts) -> bool:
        """6.2: A1, A2 and A3 all built (intact)."""
        return all(w in facts.walls_built for w in self.map.supply.syracusan_circumvallation_walls)

    def syracusan_blockaded(self, facts: BoardFacts) -> bool:
        """6.2: the Athenian holds the Syke fort (units inside it) and T7, M5 and M8."""
        supply = self.map.supply
        positions = [supply.syracusan_blockade_fort, *supply.syracusan_blockade_zones]
        return all(facts.has_units("athenian", p) for p in positions)


@cache
def board() -> Board:
    """The board of the shipped content (cached)."""
    rules = load_content().rules
    return Board(load_map(), rules.move_cost, rules.stacking)
