"""Positions for the characters' tests: the real map, units placed by hand, characters set where wanted."""

from __future__ import annotations

from engine.diadoques.state import DiadoquesState
from engine.diadoques.units import NEUTRAL


def put(
    state: DiadoquesState, cid: str, space: str, controller: str | None = None, with_unit: str | None = None
):
    """The character lone (or associated with `with_unit`) at `space`, held by `controller`."""
    position = state.position
    characters = {**position.characters, cid: space}
    controllers = dict(position.controllers)
    if controller is not None:
        controllers[cid] = controller
    attached = dict(position.attached)
    if with_unit is not None:
        attached[cid] = with_unit
    state.position = position.model_copy(
        update={"characters": characters, "controllers": controllers, "attached": attached}
    )
    return state


def free(state: DiadoquesState, cid: str, space: str) -> DiadoquesState:
    return put(state, cid, space, NEUTRAL)
