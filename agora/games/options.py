"""What the platform itself decides about a game: its own lobby option (hours per turn), the seed,
the turn deadline, and turning engine refusals into platform errors."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime, timedelta
from typing import Any, TypeVar

from agora.errors import AgoraError
from agora.games import timeouts
from agora.games.timing import OPTION_NAMES
from engine.core import GameEngine, GameStatus, IllegalAction

TURN_HOURS = "turn_hours"
"""Lobby option handled by the service (never passed to the engine): hours the awaited player has."""
TURN_HOURS_RANGE = (1, 168)
MAX_SEED = 2**63 - 1  # seeds live in a signed 64-bit column

R = TypeVar("R")


def engine_call(fn: Callable[..., R], *args: Any) -> R:
    """Call the engine, turning its refusal into the platform's error with the same key and params."""
    try:
        return fn(*args)
    except IllegalAction as exc:
        raise AgoraError(exc.reason, **exc.params) from None


def validate_options(engine: GameEngine, raw: dict[str, Any]) -> dict[str, Any]:
    """The options to store: the engine's validated dump (defaults filled in) plus `turn_hours`."""
    options = dict(raw)
    hours = options.pop(TURN_HOURS, None)
    low, high = TURN_HOURS_RANGE
    if hours is not None and (
        isinstance(hours, bool) or not isinstance(hours, int) or not low <= hours <= high
    ):
        raise AgoraError("games.error.bad_turn_hours", min=low, max=high)
    timing = timeouts.validate(options)  # deadlines' own options (agora/games/timing.py)
    stored = engine_call(engine.parse_options, options).model_dump(mode="json")
    if hours is not None:
        stored[TURN_HOURS] = hours
    return stored | timing


def engine_options(stored: dict[str, Any]) -> dict[str, Any]:
    """Stored options without the platform's own, as the engine expects them."""
    return {k: v for k, v in stored.items() if k != TURN_HOURS and k not in OPTION_NAMES}


def check_seed(seed: object) -> int:
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= MAX_SEED:
        raise AgoraError("games.error.bad_seed", max=MAX_SEED)
    return seed


def turn_deadline(stored: dict[str, Any], status: GameStatus, now: datetime) -> datetime | None:
    """When the awaited player must have acted: recomputed at start and after every accepted action,
    None without `turn_hours` or when nobody is awaited."""
    hours = stored.get(TURN_HOURS)
    if not hours or status.finished or not status.waiting_for:
        return None
    return now + timedelta(hours=hours)
