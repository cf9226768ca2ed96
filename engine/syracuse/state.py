"""The Syracuse game state: everything needed to continue a game, as plain pydantic data.

Static facts (a unit's type, PF, sword; a zone's terrain) live in the content (`engine.syracuse.content`);
the state only keeps what changes: where each counter is, its face, the works built, the tracks, the
stratagem bowl and hands, and the step of the turn sequence with the decision it waits for.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, Field

from engine.core import GameResult, GameState

ATHENS = "athenian"  # sides, as the content names them
SYRACUSE = "syracusan"
SIDES = (ATHENS, SYRACUSE)
SEAT_OF = {ATHENS: "athens", SYRACUSE: "syracuse"}  # the lobby seats
SIDE_OF = {seat: side for side, seat in SEAT_OF.items()}


def other(side: str) -> str:
    return SYRACUSE if side == ATHENS else ATHENS


class UnitState(BaseModel):
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
    entry: list[str] = Field(default_factory=list)  # how it entered its zone this phase: river, wall...


class LeaderState(BaseModel):
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
    at_sea_land: bool = False  # land units carried through a sea zone (3.4)
    entry: list[str] = Field(default_factory=list)  # how it entered the current zone


class Prompt(BaseModel):
    """The decision the game waits for: who, what kind, and the facts the options depend on."""

    seat: str
    kind: str
    data: dict[str, Any] = Field(default_factory=dict)


class SyracuseState(GameState):
    scenario: str
    turn: int
    last_turn: int
    step: str = "start"
    prompt: Prompt | None = None
    ctx: dict[str, Any] = Field(default_factory=dict)  # facts of the step in progress
    queue: list[dict[str, Any]] = Field(default_factory=list)  # pending sub-steps (retreats, losses...)

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
    entered_by_cavalry_only: list[str] = Field(default_factory=list)  # 3.2: zones where no withdrawal

    reinforcements_due: list[dict[str, Any]] = Field(default_factory=list)  # {"group":..., "turn":...}
    delayed: list[str] = Field(default_factory=list)

    vp_eliminated: dict[str, int] = Field(default_factory=dict)  # VP earned by each side for kills
    result: GameResult | None = None
    log_turn_events: int = 0
