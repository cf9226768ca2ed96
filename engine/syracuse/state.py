"""The Syracuse game state: everything needed to continue a game, as plain pydantic data.

Static facts (a unit's type, PF, sword; a zone's terrain) live in the content (`engine.syracuse.content`);
the state only keeps what changes: where each counter is, its face, the works built, the tracks, the
stratagem bowl and hands, and the step of the turn sequence with the decision it waits for.
"""

from __future__ import annotations

import copy
from typing import Any

from pydantic import BaseModel, Field

from engine.core import GameResult, GameState
from engine.syracuse.progress import PromptFacts, ReinforcementDue, SyracuseProgress

ATHENS = "athenian"  # sides, as the content names them
SYRACUSE = "syracusan"
SIDES = (ATHENS, SYRACUSE)
SEAT_OF = {ATHENS: "athens", SYRACUSE: "syracuse"}  # the lobby seats
SIDE_OF = {seat: side for side, seat in SEAT_OF.items()}


def other(side: str) -> str:
    return SYRACUSE if side == ATHENS else ATHENS


class CounterState(BaseModel):
    """A unit or leader. Copies of the game state share these objects until one is changed
    (copy on write): a shared counter refuses changes; `writable_unit`/`writable_leader` give a
    private copy. This keeps the copy the engine contract makes before every action cheap.

    The shared mark is `__pydantic_private__` set to `_SHARED` by the state copy, not a declared private
    attribute: pydantic would set one up on each of the ~68 counters of every parsed state (half the
    parse's cost), for a mark only copies need."""

    def __setattr__(self, name: str, value: Any) -> None:
        private = self.__pydantic_private__
        if private and private.get("_shared") and not name.startswith("_"):
            raise RuntimeError(f"{type(self).__name__} is shared by several states: use writable_*()")
        super().__setattr__(name, value)


class UnitState(CounterState):
    """A combat unit on the map, at Catane, waiting as a reinforcement, or eliminated."""

    id: str
    side: str
    zone: str | None = None  # None: not in play (reinforcement to come, or eliminated)
    in_fort: bool = False
    weakened: bool = False
    eliminated: bool = False
    moved: bool = False  # moved in the current action phase (3: once per action phase)
    origin: str | None = None  # zone at the start of its move this phase (4.1: return when no AP)
    origin_fort: bool = False
    entry: tuple[
        str, ...
    ] = ()  # how it entered its zone this phase: river, wall... (immutable: cheap copies)


class LeaderState(CounterState):
    id: str
    side: str
    zone: str | None = None
    in_fort: bool = False
    wounded: bool = False  # verso: wounded (S19) or sick (S23) until B.2 of the next turn
    sick: bool = False  # S23: confined to a fortified zone until healed
    heal_turn: int | None = None  # the turn whose B.2 flips it back
    eliminated: bool = False
    killed_in_combat: bool = False  # 9.2: 1 VP to the enemy
    removed_by_s20: bool = False  # 8: the Advantage may bring it back
    removed_for_good: bool = False  # S21 Alcibiade
    moved: bool = False
    origin: str | None = None


class Works(BaseModel):
    walls: dict[str, str] = Field(default_factory=dict)  # wall id -> "built" | "destroyed" (absent: none)
    chains: str = "none"  # none | built | broken
    camp: str = "none"  # none | built | destroyed
    camp_turn: int | None = None  # turn the camp was built (C: Syracusan works start the turn after)
    forts: dict[str, str] = Field(default_factory=dict)  # fort id -> owner side, once built
    plemmyrion_by_turn4: bool = False  # 9.2: Syracusan 5 VP if not built before the end of turn 4


class Supply(BaseModel):
    level: int = 3  # 0..3 on the track
    famine: bool = False  # face "Disette"
    cavalry_only: bool = False  # 6.3: famine due only to the cavalry difference this turn
    works_cut: bool = False  # a standing work (chains; A1-A3) holds the marker on Disette (6.1, 6.2)


class Group(BaseModel):
    """The group being moved (3.2), one step at a time."""

    side: str
    units: list[str] = Field(default_factory=list)
    leaders: list[str] = Field(default_factory=list)
    zone: str
    in_fort: bool = False
    mp_used: int = 0
    path: list[str] = Field(default_factory=list)
    mode: str = "normal"  # normal | reinforcement | withdrawal | transport
    peaceful: bool = False  # B.2 free move: never into a zone holding enemy units
    forced_stop: bool = False  # a convoy stopped by an enemy fleet keeps its troops aboard (3.5)
    at_sea_land: bool = False  # land units carried through a sea zone (3.4)
    entry: list[str] = Field(default_factory=list)  # how it entered the current zone


class Prompt(BaseModel):
    """The decision the game waits for: who, what kind, and the facts the options depend on."""

    seat: str
    kind: str
    data: PromptFacts = Field(default_factory=PromptFacts)  # typed: an unknown fact is refused


_SHARED = {"_shared": True}
"""The private data of a counter that several states share (see CounterState)."""

_ATOMS = frozenset({str, int, float, bool, type(None)})


def _fast_copy(value: Any) -> Any:
    """A deep copy for plain JSON-like data and pydantic models, without `copy.deepcopy`'s memo.

    The engine contract copies the whole state before every action; this keeps that copy cheap."""
    kind = type(value)
    if kind in _ATOMS:
        return value
    if kind is list:
        return [v if type(v) in _ATOMS else _fast_copy(v) for v in value]
    if kind is dict:
        return {k: v if type(v) in _ATOMS else _fast_copy(v) for k, v in value.items()}
    if isinstance(value, BaseModel):
        new = kind.__new__(kind)
        fields = {k: v if type(v) in _ATOMS else _fast_copy(v) for k, v in value.__dict__.items()}
        object.__setattr__(new, "__dict__", fields)
        object.__setattr__(new, "__pydantic_fields_set__", set(value.__pydantic_fields_set__))
        object.__setattr__(new, "__pydantic_extra__", copy.copy(value.__pydantic_extra__))
        object.__setattr__(new, "__pydantic_private__", copy.copy(value.__pydantic_private__))
        return new
    if kind is tuple:
        return tuple(_fast_copy(v) for v in value)
    return copy.deepcopy(value)


class SyracuseState(GameState):
    scenario: str
    turn: int
    last_turn: int
    step: str = "start"
    prompt: Prompt | None = None
    ctx: SyracuseProgress = Field(default_factory=SyracuseProgress)  # facts of the step in progress

    units: dict[str, UnitState]
    leaders: dict[str, LeaderState]
    works: Works = Field(default_factory=Works)
    supply: dict[str, Supply]

    bowl: list[str] = Field(default_factory=list)  # stratagem counter ids
    hands: dict[str, list[str]]
    removed_counters: list[str] = Field(default_factory=list)
    permanent: list[int] = Field(default_factory=list)  # permanent faces in effect (S6, S21)
    played_this_phase: list[str] = Field(default_factory=list)  # sides that used their one stratagem
    archers_zones: dict[str, str] = Field(default_factory=dict)  # S7: zone -> side, this action phase

    advantage: str = ATHENS
    initiative: str = ATHENS
    dice_b1: dict[str, int] = Field(default_factory=dict)
    ap: dict[str, int] = Field(default_factory=dict)
    active: str = ATHENS
    phase_budget: int = 0  # AP announced for the current action phase (B.3.1)
    phase_spent: int = 0
    combat_paid: bool = False
    activated: list[str] = Field(default_factory=list)  # zones (or "T9/fort") activated this phase
    group: Group | None = None

    reinforcements_due: list[ReinforcementDue] = Field(default_factory=list)  # groups still to arrive

    vp_eliminated: dict[str, int] = Field(default_factory=dict)  # VP earned by each side for kills
    result: GameResult | None = None

    def __deepcopy__(self, memo: dict[int, Any] | None = None) -> SyracuseState:
        """The copy the engine contract makes before every action, field by field as each needs."""
        kind = type(self)
        new = kind.__new__(kind)
        fields: dict[str, Any] = {}
        for name, value in self.__dict__.items():
            how = _COPY.get(name)
            if how is None:
                fields[name] = value if type(value) in _ATOMS else _fast_copy(value)
            else:
                fields[name] = how(value)
        object.__setattr__(new, "__dict__", fields)
        object.__setattr__(new, "__pydantic_fields_set__", set(self.__pydantic_fields_set__))
        object.__setattr__(new, "__pydantic_extra__", None)
        object.__setattr__(new, "__pydantic_private__", None)
        return new


def _share_counters(counters: dict[str, CounterState]) -> dict[str, CounterState]:
    for counter in counters.values():
        _set(counter, "__pydantic_private__", _SHARED)
    return dict(counters)


def _flat_model(value: BaseModel) -> Any:
    """A model whose fields are atoms or flat dicts/lists of atoms."""
    new = _new(type(value))
    _set(
        new,
        "__dict__",
        {k: v.copy() if type(v) in (dict, list) else v for k, v in value.__dict__.items()},
    )
    _set(new, "__pydantic_fields_set__", set(value.__pydantic_fields_set__))
    _set(new, "__pydantic_extra__", None)
    _set(new, "__pydantic_private__", None)
    return new


def _same(value: Any) -> Any:
    return value  # replaced whole, never changed in place (prompt, result)


_COPY: dict[str, Any] = {
    "units": _share_counters,
    "leaders": _share_counters,
    "prompt": _same,
    "result": _same,
    "supply": lambda v: {k: _flat_model(m) for k, m in v.items()},
    "works": _flat_model,
    "rng": _flat_model,
    "hands": lambda v: {k: list(h) for k, h in v.items()},
    "bowl": list,
    "removed_counters": list,
    "permanent": list,
    "played_this_phase": list,
    "activated": list,
    "archers_zones": dict,
    "dice_b1": dict,
    "ap": dict,
    "vp_eliminated": dict,
    "options": dict,
    "seats": list,
}


_new = object.__new__
_set = object.__setattr__


def _copy_flat(value: CounterState) -> Any:
    new = _new(type(value))
    _set(new, "__dict__", value.__dict__.copy())
    _set(new, "__pydantic_fields_set__", set(value.__pydantic_fields_set__))
    _set(new, "__pydantic_extra__", None)
    _set(new, "__pydantic_private__", None)
    return new


def _is_shared(counter: CounterState) -> bool:
    private = counter.__pydantic_private__
    return bool(private and private.get("_shared"))


def writable_unit(state: SyracuseState, uid: str) -> UnitState:
    """The unit, privately owned by `state` (copied first if another state shares it)."""
    unit = state.units[uid]
    if _is_shared(unit):
        unit = state.units[uid] = _copy_flat(unit)
    return unit


def writable_leader(state: SyracuseState, lid: str) -> LeaderState:
    leader = state.leaders[lid]
    if _is_shared(leader):
        leader = state.leaders[lid] = _copy_flat(leader)
    return leader


def writable(state: SyracuseState, cid: str) -> UnitState | LeaderState:
    return writable_unit(state, cid) if cid in state.units else writable_leader(state, cid)
