"""A game in its second season, with the royal family on the board, and the dice to draw any event."""

from __future__ import annotations

from engine.diadoques.characters.roster import place_royal_family
from engine.diadoques.events.apply import apply_event
from engine.diadoques.events.draw import draw_event
from engine.diadoques.events.model import load_events
from engine.diadoques.events.policy import neutral_orders
from engine.diadoques.events.upkeep import upkeep_events
from engine.diadoques.state import DiadoquesState
from tests.diadoques.seasons_fixtures import BOARD, place, start

DATA = load_events()


def game(season: str = "summer", year: int = -319, seed: int = 1) -> DiadoquesState:
    state = start(seed)
    state.position = place_royal_family(state.position)
    state.phase, state.season, state.year = "orders", season, year
    return state


def two_dice(total: int) -> list[int]:
    first = min(6, total - 1)
    return [first, total - first]


def three_dice(total: int) -> list[int]:
    first = min(6, total - 2)
    second = min(6, total - first - 1)
    return [first, second, total - first - second]


def dice_for(event_id: str) -> tuple[str, list[int]]:
    """A season and the dice that draw `event_id` on Table I (through its sub-tables)."""
    for season in ("spring", "summer", "autumn"):
        found = _path(f"I-{season}", event_id)
        if found is not None:
            return season, found
    raise LookupError(event_id)


def _path(table_name: str, event_id: str) -> list[int] | None:
    table = DATA.tables[table_name]
    for row in table.rows:
        total = {1: lambda n: [n], 2: two_dice, 3: three_dice}[table.dice](row.lo)
        if row.event == event_id:
            return total
        if row.table is not None:
            rest = _path(row.table, event_id)
            if rest is not None:
                return total + rest
        for sub in row.sub:
            if sub.event == event_id:
                return [*total, sub.lo]
    return None


def draw(state: DiadoquesState, event_id: str, *more_dice: int) -> tuple[DiadoquesState, list[dict]]:
    """Draw and apply exactly `event_id` (dice forced), then the extra dice for what it rolls."""
    season, dice = dice_for(event_id)
    state.season = season  # type: ignore[assignment]
    if state.first_turn:
        state.year += 1  # spring -319 has no event
    state.rng.forced = [*dice, *more_dice]
    state, drawn = draw_event(BOARD, state)
    state, applied = apply_event(BOARD, state)
    return state, drawn + applied


def orders(state: DiadoquesState) -> dict:
    out: dict = {}
    for sheet in neutral_orders(BOARD, state).values():
        out.update(sheet)
    return out


def upkeep(state: DiadoquesState) -> tuple[DiadoquesState, list[dict]]:
    return upkeep_events(BOARD, state)


__all__ = ["BOARD", "DATA", "draw", "game", "orders", "place", "upkeep"]
