"""The military orders of spring to autumn (§9a), as data: one per unit, keyed by unit id in a sheet.

Targets and destinations are space ids (board.py): province/sea codes upper case, citadel slugs lower case.
Every unit order may carry a retreat list (§9a "Retraite"): spaces in decreasing preference, and
`retreat_disband_last` for the final "X". An empty list with no X means "retraite non prévue": the
adjudicator then applies the text's default preferences.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field


class _UnitOrder(BaseModel):
    model_config = ConfigDict(frozen=True)

    retreats: tuple[str, ...] = ()
    retreat_disband_last: bool = False


class Hold(_UnitOrder):
    """ "A PHE X": stays (also what an ignored order becomes)."""

    type: Literal["hold"] = "hold"


class Move(_UnitOrder):
    """ "A PHE SYR"; `by_convoy` when the army crosses the sea (§9a: the only way two units may swap)."""

    type: Literal["move"] = "move"
    dest: str
    by_convoy: bool = False


class SupportHold(_UnitOrder):
    """ "A SYR S A PHE" (reconstructed from Diplomacy): supports the unit in `target` where it stands."""

    type: Literal["support_hold"] = "support_hold"
    target: str


class SupportMove(_UnitOrder):
    """ "A SYR S A PHE CIL" (reconstructed): supports the unit in `target` moving to `dest`."""

    type: Literal["support_move"] = "support_move"
    target: str
    dest: str


class Convoy(_UnitOrder):
    """ "F MOR C A EGY SYR" (reconstructed): the fleet carries the army from `origin` to `dest`."""

    type: Literal["convoy"] = "convoy"
    origin: str
    dest: str


class Siege(_UnitOrder):
    """ "F MOR A1 Alexandrie" / "A* SYR A2 Alexandrie d'Issos" (§9a Siège)."""

    type: Literal["siege"] = "siege"
    citadel: str
    stage: Literal[1, 2]


class Supply(_UnitOrder):
    """ "F MOR Ra Alexandrie" (§9a Ravitaillement): breaks the sieges of that citadel this season."""

    type: Literal["supply"] = "supply"
    citadel: str


UnitOrder = Annotated[
    Hold | Move | SupportHold | SupportMove | Convoy | Siege | Supply, Field(discriminator="type")
]


class CharacterMove(BaseModel):
    """A lone character's move (§9a: the only order a character may get); not blocked by units."""

    model_config = ConfigDict(frozen=True)

    type: Literal["character_move"] = "character_move"
    character: str
    dest: str


Order = Annotated[
    Hold | Move | SupportHold | SupportMove | Convoy | Siege | Supply | CharacterMove,
    Field(discriminator="type"),
]
