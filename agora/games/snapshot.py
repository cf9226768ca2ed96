"""One version of a game as the service shows it: what a request asks of the rules, in one place.

A snapshot wraps the record a request read. Its status, each seat's view and legal actions are computed
from the state parsed once for that version (`agora/games/parsed.py`) and kept for as long as the version
is among the recent ones, so a request (and the next one about the same version) parses nothing again.
Cogs and the table ask a snapshot, never the engine or the message builder, for rules facts.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import TYPE_CHECKING, Any, Protocol

from engine.core import Action, GameStatus

if TYPE_CHECKING:
    from agora.games.records import GameRecord


class VersionRules(Protocol):
    """The rules' answers for one stored version, cached per version (the game service gives them)."""

    def status_of(self, game: GameRecord) -> GameStatus | None: ...
    def seat_legal_actions(self, game: GameRecord, seat: str) -> list[Action]: ...
    def view_for(self, game: GameRecord, user_id: int | None) -> dict[str, Any]: ...


@dataclass(frozen=True)
class GameSnapshot:
    service: VersionRules
    game: GameRecord

    @cached_property
    def status(self) -> GameStatus | None:
        """Phase, awaited seats and result; None while the game is a lobby."""
        return self.service.status_of(self.game)

    def legal(self, seat: str) -> list[Action]:
        """What a seat may do now (empty unless the game is being played). Shared: do not change it."""
        return self.service.seat_legal_actions(self.game, seat)

    def legal_for(self, user_id: int) -> list[Action]:
        """What a user may do now; empty for those not seated."""
        seat = self.game.seat_of(user_id)
        return self.legal(seat) if seat is not None else []

    def view(self, user_id: int | None) -> dict[str, Any]:
        """The view of the user's seat, or the spectator view. Shared: do not change it."""
        return self.service.view_for(self.game, user_id)
