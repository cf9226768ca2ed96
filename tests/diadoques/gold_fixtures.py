"""A small world for the gold tests (issue #48 item 3): the starting citadels, chosen units and characters."""

from __future__ import annotations

from engine.diadoques.board import load_board
from engine.diadoques.control import update_control
from engine.diadoques.secondary import SecondarySheet
from engine.diadoques.setup import initial_state
from engine.diadoques.state import DiadoquesState
from engine.diadoques.units import Unit, UnitKind

BOARD = load_board()


def world(
    *units: tuple[str, str, str] | tuple[str, str, str, str],
    characters: dict[str, str] | None = None,
    gold: int = 100,
    seed: int = 7,
) -> DiadoquesState:
    """Spring -318 with these units ((owner, kind, space[, commander])), these lone characters (none by
    default: no diadoque in reach unless a test puts one), and `gold` T in every treasury."""
    state = initial_state(seed)
    placed = tuple(
        Unit(
            id=f"{u[0]}-{i}",
            owner=u[0],
            kind=UnitKind(u[1]),
            space=u[2],
            commander=u[3] if len(u) > 3 else None,
        )
        for i, u in enumerate(units, start=1)
    )
    position = state.position.model_copy(update={"units": placed, "characters": dict(characters or {})})
    state.position = update_control(BOARD, position)
    state.treasuries = dict.fromkeys(state.powers, gold)
    state.year, state.season, state.phase = -318, "spring", "orders"
    return state


def sheets(**by_power: SecondarySheet) -> dict[str, SecondarySheet]:
    return dict(by_power)
