"""The progress of the step in play (`SyracuseState.ctx`): typed, where it used to be a free dict.

Each rule module keeps its own part: the dice roll waiting for the Advantage's answer (`roll`), the
battle in progress (`battle`), B.2's reinforcements (`b2`), C's works (`c`), D's adjustments (`d`), a
stratagem's follow-up pick (`pick`), the group being formed (`pool`, `mode`, `mover`, `return_step`)...
An unset part is absent from the saved JSON, so the saved shape is the one the free dict had: games saved
before keep loading. The parts' inner facts are TypedDicts that refuse unknown keys, so a typo or a new
fact fails the save-and-reload round trip of the tests instead of being silently kept or dropped.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, SerializerFunctionWrapHandler, model_serializer
from typing_extensions import TypedDict

_STRICT = ConfigDict(extra="forbid")


class RollFacts(TypedDict, total=False):
    """What the step applying the dice needs to know (the `**data` of `dice.roll`)."""

    __pydantic_config__ = _STRICT  # type: ignore[misc]
    zone: str
    side: str
    target: str  # the wall destroyed
    leader: str  # S20's leader
    ships: str  # S4's ships, comma-separated


class Roll(TypedDict, total=False):
    """Dice thrown, waiting for the Advantage holder to keep them or have them thrown again (dice.py)."""

    __pydantic_config__ = _STRICT  # type: ignore[misc]
    purpose: str
    dice: list[int]
    then: str  # the step that applies the kept dice
    back: str  # the step to return to afterwards
    data: RollFacts


class PlayedStratagem(TypedDict, total=False):
    """A stratagem played in the battle: its number, by whom, and where (S11's combined attack)."""

    __pydantic_config__ = _STRICT  # type: ignore[misc]
    n: int
    side: str
    zone: str


class Loss(TypedDict, total=False):
    """A side's loss still to take: its role and result code, then the units it needs and has hit."""

    __pydantic_config__ = _STRICT  # type: ignore[misc]
    role: str  # attacker | defender
    code: str
    need: int
    hit: list[str]


class CombatResult(TypedDict, total=False):
    __pydantic_config__ = _STRICT  # type: ignore[misc]
    attacker: str  # the result codes of each side
    defender: str


Battle = TypedDict(  # the functional form: "def" is a Python keyword
    "Battle",
    {
        "zone": str,
        "kind": str,
        "naval": bool,
        "attacker": str,
        "defender": str,
        "att": list[str],
        "def": list[str],
        "att_leaders": list[str],
        "def_leaders": list[str],
        "stage": str,
        "played": list[PlayedStratagem],
        "pf_bonus": dict[str, int],
        "pf_factor": dict[str, str],  # side -> how its PF is scaled (S17/S18: two_thirds, half_up)
        "losses": list[Loss],
        "retreat": list[str],
        "window": list[str] | tuple[str, str],  # (side, moment) of the open stratagem window
        "result": CombatResult,
        "winner": str,
        "occupy_from": list[str],
        "occupy_left": int,
    },
    total=False,
)
"""The battle in progress (battle.py): sides, forces, stage, stratagems played, losses."""
Battle.__pydantic_config__ = _STRICT  # type: ignore[attr-defined]


class Reinforcements(TypedDict, total=False):
    """B.2 (flow.py): whose turn, units arrived and placed, extra groups, a stratagem's answer."""

    __pydantic_config__ = _STRICT  # type: ignore[misc]
    order: list[str]
    i: int
    extra: list[tuple[str, str]]  # (reinforcement, side): the groups a stratagem added (stratagems.py)
    arrived: list[str]
    placed: list[str]
    mover: int
    answer_side: str
    answer_to: str


class WorksProgress(TypedDict, total=False):
    """C (works.py): whose turn, works points, the discard already made."""

    __pydantic_config__ = _STRICT  # type: ignore[misc]
    order: list[str]
    i: int
    pt: int
    discarded: bool


class Occupation(TypedDict, total=False):
    __pydantic_config__ = _STRICT  # type: ignore[misc]
    zone: str
    left: int


class Adjustments(TypedDict, total=False):
    """D (adjustments.py): whose turn, which part and stage, the sieges and attrition still to resolve."""

    __pydantic_config__ = _STRICT  # type: ignore[misc]
    # In the order the steps first write them (a reloaded state lists its keys in this order, and the
    # stored text must not depend on whether the state was reloaded): keys written again keep their place.
    order: list[str]
    i: int
    part: str
    stage: str
    catane: dict[str, int]
    recover_left: int
    attrition: list[str]
    sieges: list[str]
    tried: list[str]
    attrition_pick: str  # these two come and go
    occupy: Occupation


class Pick(TypedDict, total=False):
    """A stratagem's follow-up (S5, S23): the side choosing and the effects left to apply."""

    __pydantic_config__ = _STRICT  # type: ignore[misc]
    kind: str
    side: str
    left: list[str]
    back: str


class Withdrawal(TypedDict, total=False):
    __pydantic_config__ = _STRICT  # type: ignore[misc]
    zone: str


class PromptFacts(TypedDict, total=False):
    """The facts of the decision asked (`Prompt.data`): what its options and its words depend on."""

    __pydantic_config__ = _STRICT  # type: ignore[misc]
    left: int  # recoveries, losses or points still to take
    moment: str  # the window's moment (d4_end, d5)
    zone: str
    fort: bool
    role: str  # attacker | defender (a battle loss)
    code: str  # the loss's code
    purpose: str  # what the dice being kept or thrown again are for
    dice: list[int]
    group: str  # the reinforcement group to place
    stratagem: str
    effect: str
    pt: int  # works points
    counter: str


class ReinforcementDue(TypedDict):
    """A reinforcement group still to arrive (`SyracuseState.reinforcements_due`; S12 delays it a turn)."""

    __pydantic_config__ = _STRICT  # type: ignore[misc]
    id: str
    side: str
    turn: int


class SuspendedGroup(TypedDict, total=False):
    """A moving group set aside while its battle is fought: `Group.model_dump()` (engine/syracuse/state.py),
    restored with `Group.model_validate` when the battle is over."""

    __pydantic_config__ = _STRICT  # type: ignore[misc]
    side: str
    units: list[str]
    leaders: list[str]
    zone: str
    in_fort: bool
    mp_used: int
    path: list[str]
    mode: str
    peaceful: bool
    forced_stop: bool
    at_sea_land: bool
    entry: list[str]


class SyracuseProgress(BaseModel):
    """Facts of the step in progress; None: that part is not under way."""

    model_config = ConfigDict(extra="forbid")

    roll: Roll | None = None
    battle: Battle | None = None
    assaulted: list[str] | None = None  # zones assaulted this action phase
    camp_assaulted: bool | None = None
    b1_done: int | None = None  # the turn whose B.1 Advantage decision is taken
    b2: Reinforcements | None = None
    c: WorksProgress | None = None
    d: Adjustments | None = None
    d3_extra: int | None = None  # S15/S16: extra recoveries in D.3
    pick: Pick | None = None
    s20: str | None = None  # S20: the leader removed, until the Advantage brings it back
    passive_window: bool | None = None
    after_stacking: str | None = None  # the step after the stacking check (3.3)
    pool: list[str] | None = None  # counters a group may be formed from
    mode: str | None = None  # normal | reinforcement | withdrawal | transport
    mover: str | None = None  # the side forming the group
    return_step: str | None = None
    withdraw: Withdrawal | None = None
    suspended: SuspendedGroup | None = None  # the group (dumped) set aside while its battle is fought

    @model_serializer(mode="wrap")
    def _only_parts_under_way(self, handler: SerializerFunctionWrapHandler) -> dict[str, Any]:
        return {k: v for k, v in handler(self).items() if v is not None}
