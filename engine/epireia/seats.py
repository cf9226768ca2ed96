"""Seats and the rulebook's orders of play.

Seats are league slots (`delos1`, `delos2`, `pelo1`, `pelo2`; `solo` alone): the rulebook has the
players settle their leagues first ("les joueurs déterminent qui représentera la ligue de Délos…",
Mise en place II), so the lobby seat is that choice, and the cities are then picked as the first
engine decisions in the printed order.
"""

from __future__ import annotations

SEATS_BY_PLAYERS: dict[int, list[str]] = {
    1: ["solo"],
    2: ["delos1", "pelo1"],
    3: ["delos1", "delos2", "pelo1"],
    4: ["delos1", "delos2", "pelo1", "pelo2"],
}


def league_of(seat: str) -> str:
    """League of a multiplayer seat (the solo seat's league is chosen in the game)."""
    return "peloponnese" if seat.startswith("pelo") else "delos"


def choice_order(seats: list[str]) -> list[str]:
    """City and administrator choice (Mise en place II and V): a Delos player, then the
    Peloponnese player(s), then the second Delos player."""
    delos = [s for s in seats if league_of(s) == "delos"]
    pelo = [s for s in seats if league_of(s) == "peloponnese"]
    return delos[:1] + pelo + delos[1:]


def turn_order(seats: list[str]) -> list[str]:
    """Development and diplomacy (Déroulement 1 and 2): the Delos player(s) one after the other,
    then the Peloponnese player(s)."""
    return [s for s in seats if league_of(s) == "delos"] + [s for s in seats if league_of(s) == "peloponnese"]
