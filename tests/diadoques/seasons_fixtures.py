"""Positions for the seasons' tests: the real map, a game at its start, units and owners set by hand."""

from __future__ import annotations

from engine.diadoques.board import load_board
from engine.diadoques.control import update_control
from engine.diadoques.setup import initial_state
from engine.diadoques.state import DiadoquesState, WinterOrder
from engine.diadoques.units import Unit, UnitKind
from engine.diadoques.winter import apply_winter_orders

BOARD = load_board()


def start(seed: int = 1) -> DiadoquesState:
    """Spring -319 before the purchase: home provinces, capitals and second citadels held."""
    return initial_state(seed)


def place(state: DiadoquesState, *units: tuple[str, str, str] | tuple[str, str, str, str]) -> DiadoquesState:
    """The state with exactly these units: (owner, kind letter, space[, commander]), ids "<owner>-<n>"."""
    made: list[Unit] = []
    for n, spec in enumerate(units, start=1):
        owner, kind, space = spec[:3]
        commander = spec[3] if len(spec) > 3 else None
        made.append(
            Unit(id=f"{owner}-{n}", owner=owner, kind=UnitKind(kind), space=space, commander=commander)
        )
    state.position = update_control(BOARD, state.position.model_copy(update={"units": tuple(made)}))
    return state


def own(state: DiadoquesState, power: str | None, *citadels: str) -> DiadoquesState:
    """Give citadels to `power` (None: neutral), then recompute the provinces' control."""
    owners = dict(state.position.citadel_owner)
    for citadel in citadels:
        owners[citadel] = power
    state.position = update_control(BOARD, state.position.model_copy(update={"citadel_owner": owners}))
    return state


def winter(state: DiadoquesState, sheets: dict[str, list[WinterOrder]] | None = None, **money: int):
    """Run the winter's orders with the given treasuries; the results sheet and the state."""
    state.season, state.phase = "winter", "winter"
    for power, amount in money.items():
        state.treasuries[power] = amount
    outcomes = apply_winter_orders(BOARD, state, sheets or {})
    state.position = update_control(BOARD, state.position)
    return outcomes, state


def unit_in(state: DiadoquesState, space: str) -> Unit | None:
    return next((u for u in state.position.units if u.space == space), None)


def build(kind: str, space: str) -> WinterOrder:
    return WinterOrder(type="build", kind=UnitKind(kind), space=space)


def disband(unit: str) -> WinterOrder:
    return WinterOrder(type="disband", unit=unit)


def promote(unit: str, kind: str) -> WinterOrder:
    return WinterOrder(type="promote", unit=unit, kind=UnitKind(kind))
