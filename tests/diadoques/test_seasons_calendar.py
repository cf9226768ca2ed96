"""Chapter 8, the sequence of play: three military seasons and a winter, year after year."""

from __future__ import annotations

from engine.diadoques.orders import Move, Siege
from engine.diadoques.seasons import resolve_military_season, resolve_winter
from engine.diadoques.winter import income
from tests.diadoques.seasons_fixtures import BOARD, disband, place, start, unit_in, winter


def test_spring_summer_autumn_then_winter_then_the_next_spring() -> None:
    """ "Il y a ainsi 3 saisons “militaires” (printemps, été et automne) (...) ainsi qu'une saison
    “économique” (hiver)"."""
    state = place(start())
    state.phase = "orders"
    seen = []
    for _ in range(3):
        seen.append((state.year, state.season, state.phase))
        state, _ = resolve_military_season(state, {}, BOARD)
    seen.append((state.year, state.season, state.phase))
    state, _ = resolve_winter(state, {}, BOARD)
    seen.append((state.year, state.season, state.phase))
    assert seen == [
        (-319, "spring", "orders"),
        (-319, "summer", "orders"),
        (-319, "autumn", "orders"),
        (-319, "winter", "winter"),
        (-318, "spring", "orders"),
    ]


def test_the_income_is_counted_when_the_winter_opens() -> None:
    """Chapter 8b, done by the players before their orders: "calcul des revenus (chapitre 10)"."""
    state = place(start())
    state.phase, state.season = "orders", "autumn"
    before = state.treasuries["ptolemee"]
    state, report = resolve_military_season(state, {}, BOARD)
    earned = income(BOARD, state.position, "ptolemee", "alexandrie")
    assert state.treasuries["ptolemee"] == before + earned and state.income["ptolemee"] == earned
    assert {"kind": "income", "power": "ptolemee", "amount": earned} in report.events


def test_a_citadel_taken_by_a_second_siege_gives_its_treasure() -> None:
    """Chapter 5: "Lors de la prise d'une citadelle, le trésor peut être saisi et ajouté au trésor propre
    du joueur. Une fois le trésor prélevé, on ne tient plus compte de l'inscription sur la carte." Delphi
    (10 T), neutral, besieged a second season running."""
    state = place(start(), ("cassandre", "A", "ETO"))
    state.phase, state.season = "orders", "summer"
    state.position = state.position.model_copy(update={"first_sieges": {"cassandre-1": "delphes"}})
    before = state.treasuries["cassandre"]
    after, report = resolve_military_season(
        state, {"cassandre": {"cassandre-1": Siege(citadel="delphes", stage=2)}}, BOARD
    )
    assert after.position.citadel_owner["delphes"] == "cassandre"
    assert after.treasuries["cassandre"] == before + 10 and "delphes" not in after.treasures
    seized = {"kind": "treasure_seized", "power": "cassandre", "citadel": "delphes", "amount": 10}
    assert any(e.items() >= seized.items() for e in report.events)


def test_disbanded_units_nobody_bought_are_removed_at_the_end_of_summer() -> None:
    """Chapter 11b: "Si les enchères ne sont pas validées, elles sont de nouveau proposées au début de
    l'été (...). Si elles n'ont toujours pas été prises, elles sont éliminées à la fin de l'été.\""""
    state = place(start(), ("cassandre", "A", "THE"))
    _, state = winter(state, {"cassandre": [disband("cassandre-1")]}, cassandre=20)
    state.phase, state.season = "orders", "spring"
    state, _ = resolve_military_season(state, {}, BOARD)
    assert unit_in(state, "THE") is not None and state.season == "summer"
    state, report = resolve_military_season(state, {}, BOARD)
    assert unit_in(state, "THE") is None and state.for_sale == {}
    assert any(e.items() >= {"kind": "unsold_removed", "unit": "cassandre-1"}.items() for e in report.events)


def test_orders_for_another_powers_unit_are_not_obeyed() -> None:
    state = place(start(), ("cassandre", "A", "THE"))
    state.phase, state.season = "orders", "summer"
    after, _ = resolve_military_season(state, {"lysimaque": {"cassandre-1": Move(dest="MAC")}}, BOARD)
    assert unit_in(after, "THE").owner == "cassandre"
