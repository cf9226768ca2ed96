"""The orders a seat is offered for a unit (its legal actions), as chapter 9a allows them."""

from __future__ import annotations

from engine.diadoques.choices import unit_orders
from engine.diadoques.orders import Move, Siege, Supply
from tests.diadoques.seasons_fixtures import BOARD, place, start, unit_in


def test_a_siege_is_offered_as_a1_then_as_a2_after_a_successful_first_season() -> None:
    """ "Pour que la citadelle tombe, l'ordre de siège doit être réussi (par la même unité) 2 saisons
    consécutives": Cassandre's army in Aetolia, before Athens and Delphi."""
    state = place(start(), ("cassandre", "A", "ETO"))
    state.phase, state.season = "orders", "summer"
    unit = unit_in(state, "ETO")
    sieges = {(o.citadel, o.stage) for o in unit_orders(BOARD, state, unit) if isinstance(o, Siege)}
    assert sieges == {("athenes", 1), ("delphes", 1)}
    state.position = state.position.model_copy(update={"first_sieges": {unit.id: "delphes"}})
    sieges = {(o.citadel, o.stage) for o in unit_orders(BOARD, state, unit) if isinstance(o, Siege)}
    assert sieges == {("athenes", 1), ("delphes", 2)}


def test_no_siege_of_ones_own_citadel_and_no_entry_into_a_citadel_one_does_not_hold() -> None:
    """ "On ne peut pas assiéger ses propres citadelles." "Pour entrer dans une citadelle, il faut en avoir
    le contrôle.\""""
    state = place(start(), ("cassandre", "A", "MAC"), ("cassandre", "A", "ETO"))
    state.phase, state.season = "orders", "summer"
    home = unit_orders(BOARD, state, unit_in(state, "MAC"))
    assert not any(isinstance(o, Siege) for o in home)
    assert {"pella", "pydna"} <= {o.dest for o in home if isinstance(o, Move)}
    away = unit_orders(BOARD, state, unit_in(state, "ETO"))
    assert not {"athenes", "delphes"} & {o.dest for o in away if isinstance(o, Move)}


def test_supply_is_offered_for_a_port_citadel_from_its_sea() -> None:
    """ "Le ravitaillement peut être effectué (...) par une flotte dans une zone maritime adjacente et ayant
    un accès (flèche)": the Cyclades open on Athens."""
    state = place(start(), ("ptolemee", "F", "CYC"))
    state.phase, state.season = "orders", "summer"
    offered = unit_orders(BOARD, state, unit_in(state, "CYC"))
    assert Supply(citadel="athenes") in offered and Siege(citadel="athenes", stage=1) in offered
