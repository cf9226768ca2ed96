"""A character's death: off the board, into `state.dead`, its place kept for the epigone (§7a)."""

from __future__ import annotations

from typing import Any

from engine.diadoques.characters.roster import is_dynast, space_of, without
from engine.diadoques.state import DiadoquesState


def kill(
    state: DiadoquesState,
    cid: str,
    cause: str,
    events: list[dict[str, Any]],
    by: str | None = None,
    space: str | None = None,
) -> None:
    """Kill `cid` in place (the state is a working copy). `by`: the power that killed it, if any;
    `space`: where it died when it is no longer on the board (its unit destroyed)."""
    if cid in state.dead:
        return
    here = space or space_of(state.position, cid)
    if is_dynast(cid) and here is not None:
        state.death_places[cid] = here
    state.position = without(state.position, cid)
    state.dead.append(cid)
    if is_dynast(cid) and by is not None:
        state.death_causes[cid] = by
    # `without` also unties a couple's partner: left alone, it acts on its own
    events.append({"kind": "character_died", "character": cid, "cause": cause, "space": here, "by": by})
