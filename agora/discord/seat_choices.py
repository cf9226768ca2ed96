"""Seat autocomplete, one for every command that names a seat: the game's seats in the lobby's order,
labelled in the user's language, filtered by what the command accepts and by what was typed."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from discord import app_commands

from i18n import t

if TYPE_CHECKING:
    from agora.games import GameRecord, GameService
    from engine.core import SeatSpec

MAX_CHOICES = 25  # Discord shows at most 25 choices

# Given a seat and who holds it (None: free), whether the command offers it.
SeatFilter = Callable[[str, "int | None"], bool]


def seat_choices(
    specs: list[SeatSpec], held_by: Callable[[str], int | None], offered: SeatFilter, current: str, lang: str
) -> list[app_commands.Choice[str]]:
    typed = current.lower()
    found = []
    for spec in specs:
        label = t(spec.label_key, lang)
        if offered(spec.id, held_by(spec.id)) and typed in label.lower():
            found.append(app_commands.Choice(name=label[:100], value=spec.id))
    return found[:MAX_CHOICES]


def game_seat_choices(
    service: GameService, game: GameRecord, offered: SeatFilter, current: str, lang: str
) -> list[app_commands.Choice[str]]:
    """The choices for a game's seats."""
    return seat_choices(service.seat_specs(game), game.user_of, offered, current, lang)
