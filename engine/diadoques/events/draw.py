"""Step 1 of chapter 14: the event of a military season, drawn on Table I and its sub-tables.

"Il n'y a pas d'événement en hiver ni au premier tour (printemps -319). Si l'événement tiré est
inapplicable (...), alors il n'y a aucun événement. Une révolte ou une intervention extérieure ne peuvent se
produire que si elles ne sont pas déjà en cours, auquel cas on retire dans la tableau des révoltes ou
interventions extérieures, sauf dans les cas suivants : révolte grecque pendant la Révolte générale des
Grecs, Pirates du Pont, Invasion des Parthes, Attaque de Rome."
"""

from __future__ import annotations

from typing import Any

from engine.core.rng import RngState
from engine.diadoques.board import Board
from engine.diadoques.events.common import dice_of
from engine.diadoques.events.conditions import applicable, in_progress
from engine.diadoques.events.model import EventsFile, Row, Table, load_events
from engine.diadoques.state import DiadoquesState

MAX_REDRAWS = 30
"""Redraws of a revolt already in progress before our referee gives up (no event): with every revolt of a
table in progress the text's redraw would never end (design, docs/rules-notes/diadoques-events.md)."""

_REVOLT_TYPES = ("revolt", "uprising", "greek_general")


def roll_table(data: EventsFile, name: str, dice: RngState, rolled: list[int]) -> tuple[str | None, str]:
    """(event id, the table it was read in), following "T.II"-style references and 1d6 sub-tables."""
    table: Table = data.tables[name]
    total = sum(dice.d6() for _ in range(table.dice))
    rolled.append(total)
    row = _row(table.rows, total)
    while row.sub:
        die = dice.d6()
        rolled.append(die)
        row = _row(row.sub, die)
    if row.table is not None:
        return roll_table(data, row.table, dice, rolled)
    return row.event, name


def _row(rows: tuple[Row, ...], value: int) -> Row:
    for row in rows:
        if row.lo <= value <= row.hi:
            return row
    raise ValueError(f"no row for {value}")


def drawn_again_allowed(data: EventsFile, state: DiadoquesState, event_id: str) -> bool:
    """The text's exceptions: a Greek revolt during the general revolt, the Pontic pirates, the Parthians,
    Rome; and the general revolt's own members re-joining it."""
    event = data.events[event_id]
    if event.redraw is not None:
        return True
    general = any(r.general for r in state.events.active.values())
    return event.greek and general


def draw_event(
    board: Board, state: DiadoquesState, sheets: Any = None, rng: RngState | None = None
) -> tuple[DiadoquesState, list[dict[str, Any]]]:
    """The season's event into `state.events.drawn` (None: no event), with the dice for the results."""
    data = load_events()
    work = state.model_copy(deep=True)
    dice = dice_of(work, rng)
    work.events.drawn = None
    work.events.dice = []
    if work.season == "winter" or work.first_turn:
        return work, []
    rolled: list[int] = []
    event_id, table = roll_table(data, f"I-{work.season}", dice, rolled)
    redraws = 0
    while (
        event_id is not None
        and data.events[event_id].type in _REVOLT_TYPES
        and in_progress(work, event_id)
        and not drawn_again_allowed(data, work, event_id)
    ):
        redraws += 1
        if redraws > MAX_REDRAWS:
            event_id = None
            break
        event_id, table = roll_table(data, table, dice, rolled)
    work.events.dice = rolled
    out: dict[str, Any] = {"kind": "event_drawn", "event": event_id, "dice": rolled}
    if event_id is not None and not applicable(board, work, event_id, data.events[event_id]):
        out = {"kind": "event_inapplicable", "event": event_id, "dice": rolled}
        event_id = None
    work.events.drawn = event_id
    return work, [out]
