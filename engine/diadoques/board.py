"""The map of Les Diadoques: spaces, borders, lakes, special links and the six powers (content/map.json).

Public API (the contract of issue #47; later additions only):
- `load_board() -> Board` (cached; the models are frozen, so one Board is shared by every game).
- `Board.spaces: dict[str, Space]`, `Board.space(id)`, `Board.powers: dict[str, Power]`, `Board.power(id)`.
- `Board.army_moves(space)`: provinces over a land border (never across a lake), the province's citadels,
  and from a citadel its enclosing province. `Board.fleet_moves(space)`: sea to sea, sea to a port citadel
  opening on it, and back. Special links (canal, towpath, "le contournement de l'Arabie") are in
  `Board.special_links` only (`Board.special_links_from(space, mover)`).
- `Board.border(a, b) -> Border | None` (land-land, sea-sea or coast), `Board.citadels_of(province)`,
  `Board.adjacent_provinces_of_sea(sea)`, `Board.seas_of_province(province)`, `Board.province_of(space)`,
  `Board.lands()`, `Board.seas()`, `Board.citadels()`, `Board.is_arsenal(space)`.
Space ids: provinces and seas by the rulebook's upper-case code ("MAC", "MOR"); citadels by a lower-case
ASCII slug of the French name ("pella", "alexandrie-d-issos"). Every fact carries a `Provenance` (text,
history or design).
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

MAP_PATH = Path(__file__).parent / "content" / "map.json"

SpaceKind = Literal["land", "sea", "citadel"]
Terrain = Literal["normal", "floodable", "desert", "mountain"]
Mover = Literal["army", "fleet"]


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid", populate_by_name=True)


class Provenance(_Frozen):
    """Where a fact comes from: the rulebook (quoted), the historical geography c. 320 BC, or play balance."""

    source: Literal["text", "history", "design"]
    quote: str | None = None
    note: str = ""

    @model_validator(mode="after")
    def _text_is_quoted(self) -> Provenance:
        if self.source == "text" and not self.quote:
            raise ValueError("a 'text' fact must quote the rulebook")
        return self


class Space(_Frozen):
    id: str
    kind: SpaceKind
    name_fr: str
    name_en: str
    lon: float  # schematic position: the place's longitude/latitude on a map of c. 320 BC
    lat: float
    # land provinces
    terrain: Terrain | None = None
    town: bool = False
    town_name: str | None = None  # French; town_name_en in English
    town_name_en: str | None = None
    port: bool = False  # a province's port (anchor, dotted arrow) or a port citadel (anchor, double arrow)
    port_name: str | None = None
    port_name_en: str | None = None
    port_seas: tuple[str, ...] = ()  # a province's port: where mercenary fleets may be built
    no_income: bool = False  # HYR and NAB
    # citadels
    province: str | None = None
    major: bool = False
    capital_of: str | None = None
    access_seas: tuple[str, ...] = ()  # a port citadel's double arrows
    treasure: int = 0
    religious_treasure: bool = False
    provenance: dict[str, Provenance] = Field(default_factory=dict)

    @property
    def is_land(self) -> bool:
        return self.kind == "land"

    @property
    def is_sea(self) -> bool:
        return self.kind == "sea"

    @property
    def is_citadel(self) -> bool:
        return self.kind == "citadel"

    def name(self, lang: str) -> str:
        return self.name_fr if lang == "fr" else self.name_en

    @property
    def arsenal(self) -> bool:
        """Chapter 11a: a citadel, a town or a port. A province holding a citadel is one too: see
        `Board.is_arsenal`, which knows the citadels."""
        return self.is_citadel or self.town or self.port

    def town_or_port_name(self, lang: str) -> str | None:
        """The name of a province's town (else its port) in that language."""
        if self.town:
            return self.town_name if lang == "fr" else self.town_name_en
        if self.port:
            return self.port_name if lang == "fr" else self.port_name_en
        return None


class Border(_Frozen):
    a: str
    b: str
    river: bool = False
    river_name: str | None = None
    river_full_length: bool = False  # a flood of this river closes the border (chapter 14c)
    mountain: bool = False
    pass_: bool = Field(False, alias="pass")
    pass_name: str | None = None
    provenance: dict[str, Provenance] = Field(default_factory=dict)

    @property
    def ends(self) -> frozenset[str]:
        return frozenset((self.a, self.b))


class Lake(_Frozen):
    id: str
    name_fr: str
    name_en: str
    between: tuple[str, str]
    lon: float
    lat: float
    provenance: dict[str, Provenance] = Field(default_factory=dict)


class SpecialLink(_Frozen):
    """A move the normal adjacency lacks: the canal MOR-GAR, the towpath MIO-Athènes, the way round Arabia."""

    id: str
    kind: Literal["canal", "towpath", "arabia"]
    name_fr: str
    name_en: str
    ends: tuple[str, str]
    movers: tuple[Mover, ...]
    provenance: dict[str, Provenance] = Field(default_factory=dict)


class Power(_Frozen):
    id: str
    name_fr: str
    name_en: str
    home: str
    capital: str
    second_citadel: str | None
    may_start_with_fleets: bool
    epigone_fr: str
    epigone_en: str
    provenance: dict[str, Provenance] = Field(default_factory=dict)

    def name(self, lang: str) -> str:
        return self.name_fr if lang == "fr" else self.name_en


class MapFile(_Frozen):
    schema_: int = Field(alias="schema")
    source: str
    spaces: tuple[Space, ...]
    borders: tuple[Border, ...]
    lakes: tuple[Lake, ...]
    special_links: tuple[SpecialLink, ...]
    powers: tuple[Power, ...]


class Board:
    """The map, indexed. Read-only: built once by `load_board()`."""

    def __init__(self, data: MapFile) -> None:
        self.data = data
        self.spaces: dict[str, Space] = {s.id: s for s in data.spaces}
        self.powers: dict[str, Power] = {p.id: p for p in data.powers}
        self.lakes: tuple[Lake, ...] = data.lakes
        self.special_links: tuple[SpecialLink, ...] = data.special_links
        self.borders: tuple[Border, ...] = data.borders
        self._borders: dict[frozenset[str], Border] = {b.ends: b for b in data.borders}
        self._neighbours: dict[str, set[str]] = {sid: set() for sid in self.spaces}
        for b in data.borders:
            self._neighbours[b.a].add(b.b)
            self._neighbours[b.b].add(b.a)
        self._citadels: dict[str, list[str]] = {}
        for s in data.spaces:
            if s.is_citadel and s.province:
                self._citadels.setdefault(s.province, []).append(s.id)
        _check(self)

    # lookups
    def space(self, space_id: str) -> Space:
        return self.spaces[space_id]

    def power(self, power_id: str) -> Power:
        return self.powers[power_id]

    def lands(self) -> list[Space]:
        return [s for s in self.spaces.values() if s.is_land]

    def seas(self) -> list[Space]:
        return [s for s in self.spaces.values() if s.is_sea]

    def citadels(self) -> list[Space]:
        return [s for s in self.spaces.values() if s.is_citadel]

    def border(self, a: str, b: str) -> Border | None:
        return self._borders.get(frozenset((a, b)))

    def citadels_of(self, province: str) -> list[str]:
        return list(self._citadels.get(province, []))

    def province_of(self, space_id: str) -> str | None:
        """A citadel's enclosing province; a province itself; None for a sea."""
        s = self.spaces[space_id]
        if s.is_citadel:
            return s.province
        return s.id if s.is_land else None

    def adjacent_provinces_of_sea(self, sea: str) -> set[str]:
        return {n for n in self._neighbours[sea] if self.spaces[n].is_land}

    def seas_of_province(self, province: str) -> set[str]:
        return {n for n in self._neighbours[province] if self.spaces[n].is_sea}

    def is_arsenal(self, space_id: str) -> bool:
        """Chapter 11a: an arsenal is a citadel, a town or a port (a province holding one of them counts)."""
        s = self.spaces[space_id]
        return s.arsenal or (s.is_land and bool(self._citadels.get(s.id)))

    # moves
    def army_moves(self, space_id: str) -> set[str]:
        s = self.spaces[space_id]
        if s.is_citadel:
            return {s.province} if s.province else set()
        if not s.is_land:
            return set()
        lands = {n for n in self._neighbours[space_id] if self.spaces[n].is_land}
        return lands | set(self._citadels.get(space_id, []))

    def fleet_moves(self, space_id: str) -> set[str]:
        s = self.spaces[space_id]
        if s.is_citadel:
            return set(s.access_seas)
        if not s.is_sea:
            return set()
        seas = {n for n in self._neighbours[space_id] if self.spaces[n].is_sea}
        ports = {c.id for c in self.citadels() if space_id in c.access_seas}
        return seas | ports

    def special_links_from(self, space_id: str, mover: Mover) -> list[tuple[SpecialLink, str]]:
        """The special links a unit of that kind may take from a space, with the other end."""
        out = []
        for link in self.special_links:
            if mover in link.movers and space_id in link.ends:
                other = link.ends[1] if link.ends[0] == space_id else link.ends[0]
                out.append((link, other))
        return out


def _check(board: Board) -> None:
    """Referential integrity: a broken map must fail at load, not in the middle of a game."""
    spaces = board.spaces
    for b in board.borders:
        if b.a not in spaces or b.b not in spaces:
            raise ValueError(f"border {b.a}-{b.b}: unknown space")
        kinds = {spaces[b.a].kind, spaces[b.b].kind}
        if "citadel" in kinds:
            raise ValueError(f"border {b.a}-{b.b}: citadels have no borders (they open on their province)")
        if (b.river or b.mountain) and kinds != {"land"}:
            raise ValueError(f"border {b.a}-{b.b}: rivers and mountains are between provinces")
    if len(board._borders) != len(board.borders):
        raise ValueError("a border is listed twice")
    for lake in board.lakes:
        a, b = lake.between
        if board.border(a, b) is not None:
            raise ValueError(f"lake {lake.id}: {a} and {b} must not share a border")
    for s in spaces.values():
        if s.is_citadel:
            if s.province not in spaces or not spaces[s.province].is_land:
                raise ValueError(f"citadel {s.id}: unknown province {s.province}")
            for sea in s.access_seas:
                if board.border(s.province, sea) is None:
                    raise ValueError(f"citadel {s.id}: {sea} is not on {s.province}'s coast")
        for sea in s.port_seas:
            if board.border(s.id, sea) is None:
                raise ValueError(f"port of {s.id}: {sea} is not on its coast")
    for link in board.special_links:
        for end in link.ends:
            if end not in spaces:
                raise ValueError(f"special link {link.id}: unknown space {end}")
    for p in board.powers.values():
        if spaces[p.capital].capital_of != p.id or spaces[p.capital].province != p.home:
            raise ValueError(f"power {p.id}: its capital must be in its home province")


def load_board_from(path: Path | str) -> Board:
    with open(path, encoding="utf-8") as f:
        return Board(MapFile.model_validate(json.load(f)))


@cache
def load_board() -> Board:
    return load_board_from(MAP_PATH)
