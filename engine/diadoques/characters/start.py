"""The characters at the start (§6b's table, §12): the royal family placed, each diadoque at the head of
its dearest starting unit, Philippe III at the head of another of Cassandre's."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.core.rng import RngState
from engine.diadoques.board import Board
from engine.diadoques.characters.roster import (
    PHILIPPE,
    ROXANE,
    ROYALS,
    STARTING_CONTROLLER,
    place_royal_family,
    sync_couples,
)
from engine.diadoques.secondary import SecondarySheet
from engine.diadoques.state import DiadoquesState
from engine.diadoques.units import diadoque_id


def place_starting_characters(
    board: Board,
    state: DiadoquesState,
    sheets: Mapping[str, SecondarySheet] | None = None,
    rng: RngState | None = None,
) -> tuple[DiadoquesState, list[dict[str, Any]]]:
    """Step, once the starting units are bought (§12): "Les membres de la Famille Royale sont également
    placés (chapitre 6b). Les 4 personnages en MAC sont contrôlés par Cassandre." Philippe III "doit être
    placé au commandement d'une unité": our referee gives him Cassandre's second unit (the first is the
    diadoque's); Roxane and Alexandre IV go with the diadoque's. No bonus yet: nobody has commanded "depuis
    la fin du tour précédent"."""
    work = state.model_copy(deep=True)
    position = work.position
    if not any(r in position.characters or r in work.dead for r in ROYALS):
        position = place_royal_family(position)
    characters = dict(position.characters)
    attached = dict(position.attached)
    units = list(position.units)
    events: list[dict[str, Any]] = []
    for power in work.powers:
        leader = diadoque_id(power)
        home = board.powers[power].home
        own = [i for i, u in enumerate(units) if u.owner == power and u.space == home and u.commander is None]
        if leader not in characters or not own:
            continue
        units[own[0]] = units[own[0]].model_copy(update={"commander": leader, "commander_bonus": False})
        del characters[leader]
        events.append(
            {"kind": "command_taken", "power": power, "character": leader, "unit": units[own[0]].id}
        )
        if power == STARTING_CONTROLLER:
            if ROXANE in characters:
                attached[ROXANE] = units[own[0]].id
            if PHILIPPE in characters and len(own) > 1:
                units[own[1]] = units[own[1]].model_copy(update={"commander": PHILIPPE})
                del characters[PHILIPPE]
                events.append(
                    {"kind": "command_taken", "power": power, "character": PHILIPPE, "unit": units[own[1]].id}
                )
            elif PHILIPPE in characters:
                attached[PHILIPPE] = units[own[0]].id
    position = position.model_copy(
        update={"units": tuple(units), "characters": characters, "attached": attached}
    )
    work.position = sync_couples(position, work.dead)
    return work, events
