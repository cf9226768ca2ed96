"""Random seasons through the characters' steps, on the real map with the real adjudicator: whatever the
orders, every character stays somewhere (or dead), in one place only, held by a power or nobody."""

from __future__ import annotations

import pytest

from engine.core.rng import RngState
from engine.diadoques.adjudicator import adjudicate
from engine.diadoques.characters.capture import after_military_moves, character_retreats
from engine.diadoques.characters.command import command_orders, end_of_turn_commands
from engine.diadoques.characters.deaths import kill
from engine.diadoques.characters.invariants import character_problems
from engine.diadoques.characters.roster import on_board, power_of
from engine.diadoques.characters.royal import marriage_step, orders_before_moves, royal_order_beneficiary
from engine.diadoques.characters.start import place_starting_characters
from engine.diadoques.characters.succession import dynasties_step, elimination_check, epigone_appearance
from engine.diadoques.control import update_control
from engine.diadoques.orders import CharacterMove, Hold, Move
from engine.diadoques.secondary import (
    Assassinate,
    Command,
    Dissociate,
    GiveCharacter,
    Marriage,
    NoCapture,
    RoyalOrder,
    SecondarySheet,
)
from engine.diadoques.state import POWERS, DiadoquesState, next_season
from engine.diadoques.units import Unit, UnitKind, diadoque_id
from tests.diadoques.seasons_fixtures import BOARD, start


def _opening(seed: int) -> DiadoquesState:
    """Three armies at each home, then every unit scattered one step so no space holds two."""
    state = start(seed)
    units = [
        Unit(id=f"{p}-{n}", owner=p, kind=UnitKind.A, space=BOARD.powers[p].home)
        for p in POWERS
        for n in (1, 2, 3)
    ]
    state.position = update_control(BOARD, state.position.model_copy(update={"units": tuple(units)}))
    state.phase = "orders"
    state, _ = place_starting_characters(BOARD, state)
    return state


def _neighbours(space: str) -> list[str]:
    return sorted(BOARD.army_moves(space) | BOARD.fleet_moves(space))


def _random_sheets(state: DiadoquesState, rng: RngState) -> tuple[dict, dict[str, SecondarySheet]]:
    orders: dict = {}
    for unit in state.position.units:
        moves = sorted(BOARD.fleet_moves(unit.space) if unit.kind.is_fleet else BOARD.army_moves(unit.space))
        orders[unit.id] = Move(dest=moves[rng.below(len(moves))]) if moves and rng.below(3) else Hold()
    characters = on_board(state.position)
    for cid in characters:
        if cid in state.position.characters and cid not in state.position.attached and rng.below(2):
            near = _neighbours(state.position.characters[cid])
            orders[cid] = CharacterMove(character=cid, dest=near[rng.below(len(near))])
    sheets = {}
    for power in POWERS:
        pick = [
            NoCapture(character=characters[rng.below(len(characters))]),
            Assassinate(character=characters[rng.below(len(characters))]),
            GiveCharacter(character=characters[rng.below(len(characters))], to_power=POWERS[rng.below(6)]),
            Dissociate(character=characters[rng.below(len(characters))]),
            Marriage(husband=diadoque_id(power)),
            RoyalOrder(beneficiary=POWERS[rng.below(6)]),
        ]
        if state.position.units:
            unit = state.position.units[rng.below(len(state.position.units))]
            pick.append(Command(character=characters[rng.below(len(characters))], unit=unit.id))
        sheets[power] = SecondarySheet(secondary=tuple(o for o in pick if rng.below(3) == 0))
    return orders, sheets


def _check(state: DiadoquesState) -> None:
    assert character_problems(BOARD, state) == []


def _season(state: DiadoquesState, rng: RngState) -> DiadoquesState:
    orders, sheets = _random_sheets(state, rng)
    state, _ = dynasties_step(BOARD, state, sheets)
    royal_order_beneficiary(state, sheets)
    state, _ = orders_before_moves(BOARD, state, sheets)
    before = state.position
    resolution = adjudicate(BOARD, before, orders, seed=rng.below(2**31))
    state.position = update_control(BOARD, resolution.position)
    if rng.below(6) == 0:  # an event or a bribe takes a leader now and then
        alive = [c for c in on_board(state.position) if c not in state.dead]
        kill(state, alive[rng.below(len(alive))], "event", [])
    for step in (character_retreats, command_orders, marriage_step, epigone_appearance, elimination_check):
        if step is character_retreats:
            state, _ = after_military_moves(BOARD, state, sheets, before=before)
            _check(state)
        state, _ = step(BOARD, state, sheets)
        _check(state)
    state, _ = end_of_turn_commands(BOARD, state, sheets)
    _check(state)
    state.year, state.season = next_season(state.year, state.season)
    if state.season == "winter":
        state.year, state.season = next_season(state.year, state.season)
    return state


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_seasons_keep_every_character_somewhere_once(seed: int) -> None:
    state = _opening(seed)
    rng = RngState(seed=seed * 7919)
    _check(state)
    for _ in range(24):  # -319 to -312: every period of chapter 7
        state = _season(state, rng)
    assert state.year >= -312
    assert all(power_of(c) in POWERS for c in state.death_places)


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(4, 30))
def test_more_random_seasons_keep_every_character_somewhere_once(seed: int) -> None:
    test_random_seasons_keep_every_character_somewhere_once(seed)
