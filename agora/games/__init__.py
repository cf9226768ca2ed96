"""The game service: lobby, actions, replay and export over the store. It never imports discord."""

from agora.games.options import TURN_HOURS
from agora.games.records import ActOutcome, GameRecord, SeatRecord
from agora.games.service import SYSTEM_USER_ID, GameService, utcnow
from agora.games.snapshot import GameSnapshot

__all__ = [
    "SYSTEM_USER_ID",
    "TURN_HOURS",
    "ActOutcome",
    "GameRecord",
    "GameService",
    "GameSnapshot",
    "SeatRecord",
    "utcnow",
]
