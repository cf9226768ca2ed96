"""Pydantic models for the Syracuse game content (map, counters, combat table, scenarios, rule tables).

Public API (stable names; new fields are only ever added):
- `Side` ("athenian" | "syracusan"), `FaceColour` (a side or "neutral"), `UnitType` ("T","H","C","P","A"),
  `Terrain` ("clear" | "high" | "city"), `SeaType` ("open" | "protected" | "port").
- `MapData`: `zones` (id -> `Zone`), `links` (canal, Catane), `rivers`, `walls`, `chains`, `forts`,
  `fortifications`, `supply`, `land_entry_zones`, `sea_entry_zones`, `board` (drawing size), `catane`.
- `CounterSet`: `units`, `leaders`, `stratagems`, `stratagem_counters`, `markers`.
- `CombatTable`: `columns`, `rows`, `die_min`/`die_max`, `tie_rule`, `tie_diagonal_threshold`.
- `Scenario`: start facts, `deployments`, `reinforcements` (historical and optional S18 ones).
- `RuleTables`: numbers the rules state (MP, costs, stacking, AP, works, supply, attrition, VP, calendar).
- `SyracuseContent`: all of the above plus cross-file checks (every id referenced exists).

Every entry carries a `source`: "rulebook §x" or "reconstructed: why". Models forbid unknown fields
and check referential integrity, so a typo in the data is a load error, not a silent rule change.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

Side = Literal["athenian", "syracusan"]
FaceColour = Literal["athenian", "syracusan", "neutral"]
UnitType = Literal["T", "H", "C", "P", "A"]
LAND_UNIT_TYPES: frozenset[str] = frozenset({"H", "C", "P", "A"})
Terrain = Literal["clear", "high", "city"]
SeaType = Literal["open", "protected", "port"]
ZoneKind = Literal["land", "sea", "offmap"]
Phase = Literal["A", "B.1", "B.2", "B.3", "C", "D.1", "D.2", "D.3", "D.4", "D.5", "any"]
Season = Literal["spring", "summer", "autumn", "winter"]
CATANE = "CATANE"


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


Point = tuple[int, int]


# --------------------------------------------------------------------------------------------- map
class ZoneDrawing(Strict):
    """Where the renderer draws a zone, in the board coordinate space (see `BoardGeometry`)."""

    polygon: list[Point] = Field(min_length=3)
    centre: Point
    label: Point


class Zone(Strict):
    id: str
    name: str
    kind: ZoneKind
    terrain: Terrain | None = None  # land zones only; "city" is T16 (low ground for elevation costs)
    sea_type: SeaType | None = None  # sea zones only
    port_of: Side | None = None  # a port (M6, M7) or the port the zone becomes once its camp exists (M12)
    port_requires_camp: bool = False  # M12: protected until the Athenian camp is built, port after
    fortification: str | None = None  # id of the fortification enclosing this zone (T16, M6, M7, T17, M12)
    fort: str | None = None  # id of the fort standing (or to be built) in this land zone
    adjacent: list[str]  # land and sea neighbours sharing an edge (not corners, not special links)
    drawing: ZoneDrawing
    source: str

    @model_validator(mode="after")
    def _kind_fields(self) -> Zone:
        if self.kind == "land" and (self.terrain is None or self.sea_type is not None):
            raise ValueError(f"land zone {self.id} needs a terrain and no sea_type")
        if self.kind == "sea" and (self.sea_type is None or self.terrain is not None):
            raise ValueError(f"sea zone {self.id} needs a sea_type and no terrain")
        if self.fort is not None and self.kind != "land":
            raise ValueError(f"fort outside a land zone: {self.id}")
        if len(set(self.adjacent)) != len(self.adjacent) or self.id in self.adjacent:
            raise ValueError(f"zone {self.id}: duplicate or self adjacency")
        return self


class SegmentDrawing(Strict):
    """Line segments (pairs of points) along a zone boundary, for walls, rivers and chains."""

    segments: list[tuple[Point, Point]] = Field(default_factory=list)


class Edge(Strict):
    """A boundary between two adjacent zones (a river crossing)."""

    zones: tuple[str, str]
    drawing: SegmentDrawing = SegmentDrawing()
    source: str


class SpecialLink(Strict):
    """A movement link between zones that do not share an edge (canal M6–M7, Catane–M1)."""

    id: str
    zones: tuple[str, str]
    kind: Literal["canal", "offmap"]
    usable_by: Side | None = None  # None: both sides (subject to other rules)
    naval_only: bool = True
    source: str


class Wall(Strict):
    """One wall segment along the edge between two land zones (5.4)."""

    id: str  # "A1".."A3" (Athenian), "S1", "S2", "S3A", "S3B" (Syracusan)
    label: str  # as printed on the map box: "1", "2", "3", "3A", "3B"
    side: Side
    order: int  # 1, 2, 3: walls are built in order
    requires: str | None  # the wall that must be built (and intact) first
    requires_camp: bool = False  # Athenian walls need the camp first (5.4)
    edge: tuple[str, str]
    build_zones: list[str]  # a builder needs 2 PF of H/A/P in one of these zones (5.1)
    excludes: list[str] = Field(default_factory=list)  # see board.buildable_walls for the exact rule
    drawing: SegmentDrawing = SegmentDrawing()
    source: str


class Chains(Strict):
    id: str = "chains"
    edge: tuple[str, str]
    builder: Side
    requires_fort: str  # the builder must control this fort (5.5)
    drawing: SegmentDrawing = SegmentDrawing()
    source: str


class Fort(Strict):
    id: str
    name: str
    zone: str
    built_at_start: bool
    owner_at_start: Side | None  # None while not built
    buildable_by: Side | None  # None: cannot be built (already exists)
    swords: int = Field(ge=0, le=2)  # die modifier g when assaulted (4.3)
    stack_limit: int  # units inside the fort, on top of the zone limit (3.3)
    source: str


class Fortification(Strict):
    """An enclosure impassable to the enemy (5.2): the city of Syracuse and its ports, the Athenian camp."""

    id: str
    name: str
    owner: Side
    zones: list[str]
    land_zone: str
    built_at_start: bool
    destructible: bool
    assault_from: list[str] = Field(default_factory=list)  # zones an assault must come from (4.4)
    assault_requires_stratagem: int | None = None
    swords: int = Field(default=0, ge=0, le=2)  # die modifier g when assaulted like a fort (4.4)
    garrison_limit: int | None = None  # units on the camp marker (3.3)
    source: str


class SupplyFacts(Strict):
    """The map facts behind 6.1 and 6.2."""

    athenian_disette_with_chains: bool
    syracusan_circumvallation_walls: list[str]  # all built -> Syracusan Disette
    syracusan_blockade_fort: str  # the fort the Athenian must occupy...
    syracusan_blockade_zones: list[str]  # ...together with every one of these zones
    source: str


class BoardGeometry(Strict):
    width: int
    height: int
    catane: ZoneDrawing  # drawn as an off-map box
    source: str


class MapData(Strict):
    board: BoardGeometry
    zones: dict[str, Zone]
    links: list[SpecialLink]
    rivers: list[Edge]
    walls: list[Wall]
    chains: Chains
    forts: list[Fort]
    fortifications: list[Fortification]
    land_entry_zones: list[str]
    sea_entry_zones: list[str]
    supply: SupplyFacts

    @field_validator("zones")
    @classmethod
    def _ids_match_keys(cls, zones: dict[str, Zone]) -> dict[str, Zone]:
        for key, zone in zones.items():
            if key != zone.id:
                raise ValueError(f"zone key {key} != id {zone.id}")
        return zones

    @model_validator(mode="after")
    def _integrity(self) -> MapData:
        zones = self.zones
        known = set(zones) | {CATANE}

        def need(zone_id: str, where: str) -> None:
            if zone_id not in known:
                raise ValueError(f"unknown zone {zone_id} in {where}")

        def need_adjacent(pair: tuple[str, str], where: str) -> None:
            a, b = pair
            need(a, where)
            need(b, where)
            if b not in zones[a].adjacent:
                raise ValueError(f"{where}: {a} and {b} are not adjacent")

        for zone in zones.values():
            for other in zone.adjacent:
                if other not in zones:
                    raise ValueError(f"unknown zone {other} adjacent to {zone.id}")
                if zone.id not in zones[other].adjacent:
                    raise ValueError(f"asymmetric adjacency: {zone.id} -> {other}")
        for link in self.links:
            for z in link.zones:
                need(z, f"link {link.id}")
        for river in self.rivers:
            need_adjacent(river.zones, "river")
            if any(zones[z].kind != "land" for z in river.zones):
                raise ValueError(f"river between non-land zones {river.zones}")
        wall_ids = [w.id for w in self.walls]
        if len(set(wall_ids)) != len(wall_ids):
            raise ValueError("duplicate wall id")
        edges_seen: set[frozenset[str]] = set()
        for wall in self.walls:
            need_adjacent(wall.edge, f"wall {wall.id}")
            if any(zones[z].kind != "land" for z in wall.edge):
                raise ValueError(f"wall {wall.id} not between land zones")
            key = frozenset(wall.edge)
            if key in edges_seen:
                raise ValueError(f"two walls on the same edge {sorted(key)}")
            edges_seen.add(key)
            for z in wall.build_zones:
                need(z, f"wall {wall.id} build zones")
            for other in [*wall.excludes, *([wall.requires] if wall.requires else [])]:
                if other not in wall_ids:
                    raise ValueError(f"wall {wall.id} refers to unknown wall {other}")
        need_adjacent(self.chains.edge, "chains")
        fort_ids = [f.id for f in self.forts]
        if len(set(fort_ids)) != len(fort_ids):
            raise ValueError("duplicate fort id")
        for fort in self.forts:
            need(fort.zone, f"fort {fort.id}")
            if zones[fort.zone].fort != fort.id:
                raise ValueError(f"zone {fort.zone} does not name fort {fort.id}")
        if self.chains.requires_fort not in fort_ids:
            raise ValueError("chains require an unknown fort")
        for zone in zones.values():
            if zone.fort is not None and zone.fort not in fort_ids:
                raise ValueError(f"zone {zone.id} names unknown fort {zone.fort}")
        fortification_ids = {f.id for f in self.fortifications}
        for fortification in self.fortifications:
            for z in [*fortification.zones, fortification.land_zone, *fortification.assault_from]:
                need(z, f"fortification {fortification.id}")
            for z in fortification.assault_from:
                if fortification.land_zone not in zones[z].adjacent:
                    raise ValueError(f"assault zone {z} not adjacent to {fortification.land_zone}")
        for zone in zones.values():
            if zone.fortification is not None and zone.fortification not in fortification_ids:
                raise ValueError(f"zone {zone.id} names unknown fortification {zone.fortification}")
        for z in self.land_entry_zones:
            need(z, "land entry zones")
            if zones[z].kind != "land":
                raise ValueError(f"land entry zone {z} is not land")
        for z in self.sea_entry_zones:
            need(z, "sea entry zones")
            if zones[z].kind != "sea":
                raise ValueError(f"sea entry zone {z} is not sea")
        if self.supply.syracusan_blockade_fort not in fort_ids:
            raise ValueError("supply blockade fort unknown")
        for z in self.supply.syracusan_blockade_zones:
            need(z, "supply blockade zones")
        for w in self.supply.syracusan_circumvallation_walls:
            if w not in wall_ids:
                raise ValueError(f"supply wall {w} unknown")
        return self


# ---------------------------------------------------------------------------------------- counters
class CombatUnit(Strict):
    id: str
    side: Side
    allied: bool  # no white band: an ally, not an Athenian/Syracusan citizen unit (1.)
    type: UnitType
    pf: int = Field(ge=0)
    weakened_pf: int = Field(ge=0)
    sword: bool
    spartan: bool = False  # the Λ on the shield (S8)
    label: str  # origin as given by the scenario text
    source: str

    @model_validator(mode="after")
    def _weakened_not_stronger(self) -> CombatUnit:
        if self.weakened_pf > self.pf:
            raise ValueError(f"unit {self.id}: weakened PF above full PF")
        return self

    @property
    def is_naval(self) -> bool:
        return self.type == "T"


class Leader(Strict):
    id: str
    name: str
    side: Side
    swords: int = Field(ge=0, le=2)  # 0: no bonus, 1: simple bonus, 2: double bonus
    wounded_swords: int = Field(ge=0, le=2)  # the verso (wounded or sick)
    source: str


class Stratagem(Strict):
    number: int = Field(ge=1, le=25)
    key: str  # short id used in translation keys, e.g. "periplous"
    name: str  # French name as printed
    category: Literal["fleet", "land_combat", "works", "reinforcements", "leaders", "events"]
    phases: list[Phase]  # when it may be played
    permanent: bool  # removed from play once used (S6, S21)
    summary: str
    source: str


class StratagemFace(Strict):
    stratagem: int | None  # None: blank face
    colour: FaceColour


class StratagemCounter(Strict):
    id: str
    front: StratagemFace
    back: StratagemFace
    source: str


class Marker(Strict):
    id: str
    kind: Literal["action", "supply", "turn", "advantage", "camp", "fort", "wall", "chains"]
    side: Side | None = None
    faces: tuple[str, str]
    refers_to: str | None = None  # the fort, wall or fortification it marks
    source: str


class CounterSet(Strict):
    units: list[CombatUnit]
    leaders: list[Leader]
    stratagems: list[Stratagem]
    stratagem_counters: list[StratagemCounter]
    markers: list[Marker]

    @model_validator(mode="after")
    def _integrity(self) -> CounterSet:
        for name, ids in (
            ("unit", [u.id for u in self.units]),
            ("leader", [c.id for c in self.leaders]),
            ("stratagem counter", [c.id for c in self.stratagem_counters]),
            ("marker", [m.id for m in self.markers]),
        ):
            if len(set(ids)) != len(ids):
                raise ValueError(f"duplicate {name} id")
        numbers = sorted(s.number for s in self.stratagems)
        if numbers != list(range(1, 26)):
            raise ValueError("stratagems must be exactly S1..S25")
        faces = [f.stratagem for c in self.stratagem_counters for f in (c.front, c.back) if f.stratagem]
        if sorted(faces) != list(range(1, 26)):
            raise ValueError("every stratagem must appear on exactly one counter face")
        return self


# ------------------------------------------------------------------------------------ combat table
LossCode = Literal["R", "1/4", "1/2", "3/4", "A", "E"]
LOSS_SEVERITY: dict[str, int] = {"R": 0, "1/4": 1, "1/2": 2, "3/4": 3, "A": 4, "E": 5}


class CombatResult(Strict):
    attacker: LossCode
    defender: LossCode


class CrtColumn(Strict):
    id: str  # "1/3", "1/2", "2/3", "1/1", "3/2", "2/1", "3/1"
    label: str  # as printed: "1/3 et -", ..., "3/1 et +"
    ratio: tuple[int, int]  # attacker:defender

    @property
    def value(self) -> Fraction:
        return Fraction(self.ratio[0], self.ratio[1])


class CrtRow(Strict):
    die: int
    cells: list[CombatResult]

    @field_validator("cells", mode="before")
    @classmethod
    def _parse(cls, cells: list[object]) -> list[object]:
        parsed: list[object] = []
        for cell in cells:
            if isinstance(cell, str):
                attacker, defender = cell.split("-")
                parsed.append({"attacker": attacker, "defender": defender})
            else:
                parsed.append(cell)
        return parsed


class CombatTable(Strict):
    columns: list[CrtColumn]
    rows: list[CrtRow]
    die_min: int
    die_max: int
    tie_rule: Literal["diagonal", "defender_wins_ties"]
    tie_diagonal_threshold: int  # "diagonal": attacker wins a tie when die + column index >= this
    die_modifiers: dict[str, str]  # letter -> rule text (a..h), for reference and i18n
    column_modifiers: dict[str, int]  # letter -> shift (negative: towards the defender)
    stratagem_column_shifts: dict[str, int] = Field(default_factory=dict)  # stratagem key -> shift size
    source: str

    @model_validator(mode="after")
    def _shape(self) -> CombatTable:
        dice = [r.die for r in self.rows]
        if dice != list(range(self.die_min, self.die_max + 1)):
            raise ValueError("rows must cover die_min..die_max in order")
        if any(len(r.cells) != len(self.columns) for r in self.rows):
            raise ValueError("every row needs one cell per column")
        values = [c.value for c in self.columns]
        if values != sorted(values) or len(set(values)) != len(values):
            raise ValueError("columns must be in increasing ratio order")
        return self


# ---------------------------------------------------------------------------------------- scenarios
class Deployment(Strict):
    side: Side
    zone: str  # a zone id or CATANE
    units: list[str] = Field(default_factory=list)
    leaders: list[str] = Field(default_factory=list)
    source: str


class Reinforcement(Strict):
    id: str
    side: Side
    turn: int | None  # None for an optional reinforcement (brought by S18)
    optional: bool = False
    units: list[str] = Field(default_factory=list)
    leaders: list[str] = Field(default_factory=list)
    entry_zones: list[str]  # the player places the whole group in one of these zones
    by_sea: bool  # arrives as a fleet (3.5 naval transport) rather than on land
    source: str


class Scenario(Strict):
    id: str
    name: str
    first_turn: int
    last_turn: int
    supply_start: dict[Side, int]
    ap_start: dict[Side, int]
    advantage: Side
    fort_owners_at_start: dict[str, Side]
    starting_hands: dict[Side, list[int]]  # stratagem numbers held at the start
    removed_stratagems: list[int]  # out of play for the whole game
    first_turn_draws: dict[Side, int]  # stratagems each player draws in phase A of the first turn
    deployments: list[Deployment]
    reinforcements: list[Reinforcement]
    source: str


class ScenarioSet(Strict):
    scenarios: list[Scenario]


# ------------------------------------------------------------------------------------- rule tables
class TurnInfo(Strict):
    turn: int
    season: Season
    year: int  # negative: BC, as the rulebook writes it (-414)
    source: str


class RuleTables(Strict):
    """Every number the rules state (or that had to be reconstructed), with sources in `notes`."""

    land_unit_mp: int
    leader_land_mp: int
    move_cost: dict[str, int]  # base, climb, river, fort, enemy_wall_built, enemy_wall_destroyed
    stacking: dict[str, int]  # zone, fort, camp_marker, protected_sea_pf
    stratagem_draws_per_turn: int
    stratagems_kept: int
    ap_dice: int
    ap_season_modifier: dict[Season, int]
    ap_winter_floor: int  # winter -1 does not apply to totals already at or below this
    works_base_dice: dict[Side, int]
    works_points_per_face: dict[int, int]
    works_costs: dict[str, int]  # camp, fort, wall, chains
    build_min_pf: int
    build_unit_types: list[UnitType]
    supply_track_max: int
    supply_track_min: int
    attrition_land_pf_step: int
    attrition_naval_pf_step: int
    attrition_winter_bonus: int
    attrition_one_unit: int
    attrition_all_units: int
    siege_success: int
    siege_bonus_max: int
    wall_destruction_min_pf: int
    wall_destruction_success: int
    chains_destruction_success: int
    athenian_naval_defeat_pf: int
    victory_points: dict[str, int]
    marginal_draw_max_gap: int
    calendar: list[TurnInfo]
    works_dice_modifiers: dict[str, int] = Field(default_factory=dict)  # 2.C, condition key -> dice
    stratagem_params: dict[str, dict[str, int]] = Field(default_factory=dict)  # stratagem key -> numbers
    notes: dict[str, str]


# ------------------------------------------------------------------------------------- everything
class SyracuseContent(Strict):
    map: MapData
    counters: CounterSet
    crt: CombatTable
    scenarios: ScenarioSet
    rules: RuleTables

    @model_validator(mode="after")
    def _cross_refs(self) -> SyracuseContent:
        zones = set(self.map.zones) | {CATANE}
        units = {u.id: u for u in self.counters.units}
        leaders = {c.id: c for c in self.counters.leaders}
        forts = {f.id for f in self.map.forts}
        for scenario in self.scenarios.scenarios:
            placed: list[str] = []
            for group in [*scenario.deployments, *scenario.reinforcements]:
                where = f"scenario {scenario.id}"
                zone_list = [group.zone] if isinstance(group, Deployment) else group.entry_zones
                for z in zone_list:
                    if z not in zones:
                        raise ValueError(f"{where}: unknown zone {z}")
                for uid in group.units:
                    if uid not in units:
                        raise ValueError(f"{where}: unknown unit {uid}")
                    if units[uid].side != group.side:
                        raise ValueError(f"{where}: unit {uid} on the wrong side")
                for lid in group.leaders:
                    if lid not in leaders:
                        raise ValueError(f"{where}: unknown leader {lid}")
                    if leaders[lid].side != group.side:
                        raise ValueError(f"{where}: leader {lid} on the wrong side")
                placed += group.units + group.leaders
            if len(set(placed)) != len(placed):
                raise ValueError(f"scenario {scenario.id}: a counter is placed twice")
            for fort_id in scenario.fort_owners_at_start:
                if fort_id not in forts:
                    raise ValueError(f"scenario {scenario.id}: unknown fort {fort_id}")
        return self
