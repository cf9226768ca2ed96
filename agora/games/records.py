"""Immutable snapshots of a game handed to callers: no ORM object ever leaves the service."""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime
from functools import cached_property
from typing import Any

from engine.core import Event, GameStatus


@dataclass(frozen=True)
class SeatRecord:
    user_id: int
    seat: str


@dataclass(frozen=True)
class GameRecord:
    id: int
    guild_id: int | None
    channel_id: int
    title: str
    status: str  # lobby | active | finished | abandoned
    options: dict[str, Any]
    language: str
    creator_id: int
    seed: int
    version: int  # bumped by every change players can see; buttons carry it to detect stale clicks
    seats: tuple[SeatRecord, ...]
    # The stored state as JSON text, None until the game starts. The service parses it once per stored
    # version (agora/games/parsed.py); `state` decodes it only for the few that want raw JSON.
    state_json: str | None
    created_at: datetime
    updated_at: datetime
    deadline_at: datetime | None
    ended_at: datetime | None = None
    reminder_at: datetime | None = None
    paused_at: datetime | None = None
    timing: dict[str, Any] | None = None  # see agora/games/timing.py

    def seat_of(self, user_id: int) -> str | None:
        return next((s.seat for s in self.seats if s.user_id == user_id), None)

    def user_of(self, seat: str) -> int | None:
        return next((s.user_id for s in self.seats if s.seat == seat), None)

    @cached_property
    def state(self) -> dict[str, Any] | None:
        """The stored state as plain JSON (decoded on first use); hidden items included."""
        return json.loads(self.state_json) if self.state_json is not None else None

    @property
    def is_open(self) -> bool:
        return self.status in ("lobby", "active")

    def to_json(self) -> dict[str, Any]:
        """Every column as plain JSON (times in ISO 8601), seats included, state excluded."""
        return {
            "id": self.id,
            "guild_id": self.guild_id,
            "channel_id": self.channel_id,
            "title": self.title,
            "status": self.status,
            "options": self.options,
            "language": self.language,
            "creator_id": self.creator_id,
            "seed": self.seed,
            "version": self.version,
            "seats": [{"seat": s.seat, "user_id": s.user_id} for s in self.seats],
            "created_at": _iso(self.created_at),
            "updated_at": _iso(self.updated_at),
            "deadline_at": _iso(self.deadline_at),
            "ended_at": _iso(self.ended_at),
            "paused_at": _iso(self.paused_at),
            "timing": self.timing,
        }


def _iso(value: datetime | None) -> str | None:
    return value.isoformat() if value is not None else None


@dataclass(frozen=True)
class ActOutcome:
    """What an accepted action (or the start) produced: the updated game, the events to narrate
    (filter them by `Event.visible_to`), and the status after and before."""

    game: GameRecord
    events: list[Event]
    status: GameStatus
    previous_status: GameStatus | None
