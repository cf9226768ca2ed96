"""What the adjudicator returns: each order's outcome, the new position and plain events for narration."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from engine.diadoques.orders import Order
from engine.diadoques.units import Position


class AdjudicationOptions(BaseModel):
    """The rule choices the text leaves open, kept in one place (docs/rules-notes/diadoques-orders.md)."""

    model_config = ConfigDict(frozen=True)

    support_value: Literal["strength", "one"] = "strength"
    """What a successful support adds: the supporter's own combat value (our reading) or +1 (Diplomacy)."""


class OrderOutcome(BaseModel):
    """One order's fate. `succeeded` is the order; `dislodged`/`retreat`/`destroyed` are the unit's."""

    model_config = ConfigDict(frozen=True)

    order: Order
    """The order as adjudicated: an ignored order appears here as the Hold it became."""
    succeeded: bool
    reason: str | None = None
    """A reason code (i18n key suffix): why it failed, or why it was ignored (`ignored_*`)."""
    dislodged: bool = False
    retreat: str | None = None
    destroyed: bool = False
    siege_stage: int | None = None
    """For a siege: the stage it counted as (the position decides it, whatever the order wrote)."""


class Event(BaseModel):
    """Plain data for the results sheet and the narration: a kind and its parameters."""

    model_config = ConfigDict(frozen=True)

    kind: str
    params: dict[str, Any] = Field(default_factory=dict)


class Resolution(BaseModel):
    model_config = ConfigDict(frozen=True)

    outcomes: dict[str, OrderOutcome]
    """By unit id (and by character id for lone characters' moves)."""
    position: Position
    standoffs: frozenset[str] = frozenset()
    fallen_citadels: dict[str, str] = Field(default_factory=dict)
    """Citadel id -> its new owner."""
    events: tuple[Event, ...] = ()
