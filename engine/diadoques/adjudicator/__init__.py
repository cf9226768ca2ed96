"""The Diadoques adjudicator: `adjudicate(board, position, orders, seed) -> Resolution` (§9a)."""

from engine.diadoques.adjudicator.core import adjudicate
from engine.diadoques.adjudicator.model import AdjudicationOptions, Event, OrderOutcome, Resolution

__all__ = ["AdjudicationOptions", "Event", "OrderOutcome", "Resolution", "adjudicate"]
