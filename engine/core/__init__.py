"""The engine contract shared by every title."""

from engine.core.actions import Action, Event, IllegalAction
from engine.core.contract import (
    FORCE_DICE,
    SYSTEM_SEAT,
    ApplyResult,
    GameEngine,
    GameResult,
    GameState,
    GameStatus,
    PendingDecision,
    SeatSpec,
    force_dice_action,
    simultaneous_decision,
)
from engine.core.rng import RngState
from engine.core.turns import MoveTable, PhaseOrder, StepMachine, TurnOrder

__all__ = [
    "FORCE_DICE",
    "SYSTEM_SEAT",
    "Action",
    "ApplyResult",
    "Event",
    "GameEngine",
    "GameResult",
    "GameState",
    "GameStatus",
    "IllegalAction",
    "MoveTable",
    "PendingDecision",
    "PhaseOrder",
    "RngState",
    "SeatSpec",
    "StepMachine",
    "TurnOrder",
    "force_dice_action",
    "simultaneous_decision",
]
