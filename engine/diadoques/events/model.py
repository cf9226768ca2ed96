"""Chapter 14's tables and events as data (content/events.json), and the events' part of the game state.

Every table row and every event carries a `Provenance` (board.py's): the rulebook quoted, or "design" with
the reasoning where the text leaves a choice open. Loading checks that every row names a known event or
table and that every space named exists on the map, so a broken file fails at load, not in a game.
This module imports nothing of state.py (state.py imports it).
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from engine.diadoques.board import Board, Provenance
from engine.diadoques.units import UnitKind

EVENTS_PATH = Path(__file__).parent.parent / "content" / "events.json"


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid", populate_by_name=True)


class Row(_Frozen):
    """One line of a table: a die range that gives an event, sends to another table, or rolls 1d6 again."""

    lo: int
    hi: int
    event: str | None = None
    table: str | None = None
    sub: tuple[Row, ...] = ()


class Table(_Frozen):
    dice: int  # how many d6 are added (Table I and II: 2, Table III: 3, Tables IV and V: 1)
    rows: tuple[Row, ...]
    provenance: dict[str, Provenance] = Field(default_factory=dict)


class Objective(_Frozen):
    """occupy: stand on (and so control) a province or sea; siege: take a citadel (two seasons' siege)."""

    type: Literal["occupy", "siege"]
    space: str


class UnitSpec(_Frozen):
    """A neutral unit a mission brings: where it appears (a space, 1d6 rows, or the first free of a list)."""

    role: str
    kind: UnitKind
    appear: str | None = None
    appear_die: tuple[Row, ...] = ()
    appear_first_free: tuple[str, ...] = ()


class Mission(_Frozen):
    units: tuple[UnitSpec, ...] = ()  # the units this mission adds
    areas: dict[str, tuple[str, ...]]  # role -> its area of action ("champ d'action")
    objectives: dict[str, tuple[Objective, ...]]  # role -> its targets, first first
    forbidden: tuple[str, ...] = ()  # citadels this mission may not besiege or supply


class Duration(_Frozen):
    type: Literal["permanent", "seasons", "conditional", "pirates"]
    seasons: int = 0
    citadel: str | None = None  # conditional: the citadel to take in time
    reset_on: str | None = None  # conditional: taking this citadel starts the count again
    watch: tuple[str, ...] = ()  # pirates: where a player's unit threatens their cities
    citadels: tuple[str, ...] = ()  # pirates: the cities that must be neutral


class EventDef(_Frozen):
    type: Literal["storm", "flood", "royal_death", "gold", "uprising", "revolt", "greek_general", "satraps"]
    name_fr: str
    name_en: str
    kind: Literal["revolt", "intervention"] | None = None
    storm: Literal["sea", "sand", "snow"] | None = None
    spaces: tuple[str, ...] = ()  # storm or flood: the spaces blocked
    rivers: tuple[str, ...] = ()  # flood: the rivers whose full-length borders close
    character: str | None = None  # royal death
    donor: str | None = None
    citadel: str | None = None
    amount: int = 0
    takes: tuple[str, ...] = ()  # uprising: citadels that rise
    provinces: tuple[str, ...] = ()  # uprising: provinces that rise
    captures_all: bool = False
    members: tuple[str, ...] = ()  # the general revolt of the Greeks
    missions: tuple[Mission, ...] = ()
    duration: Duration | None = None
    conditions: tuple[str, ...] = ()  # named predicates (events/conditions.py)
    once: bool = False
    redraw: Literal["reinforce", "next_mission"] | None = None
    greek: bool = False
    always_supplied: bool = False
    cannot_siege: bool = False
    random_moves: bool = False
    defends_area: bool = True
    eliminated_on_retreat: bool = False
    forbidden: tuple[str, ...] = ()
    pyrrhus_excludes: tuple[str, ...] = ()
    provenance: dict[str, Provenance] = Field(default_factory=dict)


class EventsFile(_Frozen):
    schema_: int = Field(alias="schema")
    source: str
    tables: dict[str, Table]
    events: dict[str, EventDef]


# ------------------------------------------------------------------------------------- game state
class ActiveRevolt(BaseModel):
    """A revolt or outside intervention in progress. Its units are the position's units owned by `owner`."""

    event: str
    owner: str  # "revolt:<event>", the owner of its units and citadels
    mission: int = 0  # index in EventDef.missions
    roles: dict[str, str] = Field(default_factory=dict)  # unit id -> role
    appeared: str = ""  # "<year>-<season>" of its appearance: a revolt does not act that season
    seasons_left: int | None = None  # None: permanent (or the pirates' own condition)
    general: bool = False  # part of the general revolt of the Greeks
    captives: list[str] = Field(default_factory=list)
    held: list[str] = Field(default_factory=list)  # citadels it held after the last upkeep
    targets: dict[str, str | None] = Field(default_factory=dict)  # objective -> its owner at the last look
    flags: list[str] = Field(default_factory=list)  # "italy": Pyrrhus's fleet is out (his area grows)


class EventsState(BaseModel):
    """What chapter 14 keeps between seasons (DiadoquesState.events)."""

    drawn: str | None = None  # the event drawn this season, applied before the orders
    dice: list[int] = Field(default_factory=list)  # the dice of that draw, for the results sheet
    active: dict[str, ActiveRevolt] = Field(default_factory=dict)
    happened: list[str] = Field(default_factory=list)  # every event that took effect, in order
    pending_gold: dict[str, int] = Field(default_factory=dict)  # power -> T credited at the turn's end
    satraps_offer: bool = False  # the eastern satraps wait for a royal order (chapter 11c)
    storm_spaces: list[str] = Field(default_factory=list)  # what this season's storm/flood blocked


def _check(board: Board, data: EventsFile) -> None:
    def rows(table: Table | tuple[Row, ...]) -> list[Row]:
        out: list[Row] = []
        for row in table.rows if isinstance(table, Table) else table:
            out.append(row)
            out.extend(rows(row.sub))
        return out

    for name, table in data.tables.items():
        for row in rows(table):
            if row.event is not None and row.event not in data.events:
                raise ValueError(f"table {name}: unknown event {row.event}")
            if row.table is not None and row.table not in data.tables:
                raise ValueError(f"table {name}: unknown table {row.table}")
    for eid, event in data.events.items():
        named = list(event.spaces) + list(event.takes) + list(event.provinces) + list(event.forbidden)
        for mission in event.missions:
            for area in mission.areas.values():
                named.extend(area)
            for objectives in mission.objectives.values():
                named.extend(o.space for o in objectives)
            for spec in mission.units:
                named.extend(r.event or "" for r in spec.appear_die)
                named.extend(spec.appear_first_free)
                if spec.appear:
                    named.append(spec.appear)
        for space in named:
            if space not in board.spaces:
                raise ValueError(f"event {eid}: unknown space {space}")
        for member in event.members:
            if member not in data.events:
                raise ValueError(f"event {eid}: unknown member {member}")


def load_events_from(path: Path | str, board: Board) -> EventsFile:
    with open(path, encoding="utf-8") as f:
        data = EventsFile.model_validate(json.load(f))
    _check(board, data)
    return data


@cache
def load_events() -> EventsFile:
    from engine.diadoques.board import load_board

    return load_events_from(EVENTS_PATH, load_board())
