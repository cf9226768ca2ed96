"""Chapter 12, the first turn.

"La partie démarre au printemps -319. (...) Ils possèdent leur province de départ, leur capitale et
éventuellement une 2ème citadelle (chapitre 1). Chaque joueur prélève ses revenus (chapitre 10) et démarre
la partie avec, sur sa province de départ, son diadoque et un certain nombre d'unités."
"""

from __future__ import annotations

from engine.diadoques.choices import unit_orders
from engine.diadoques.engine import DiadoquesEngine, DiadoquesOptions
from engine.diadoques.orders import Move, Siege, SupportHold, SupportMove
from engine.diadoques.seasons import resolve_military_season, resolve_purchase
from engine.diadoques.setup import purchase_problem
from engine.diadoques.state import POWERS, Purchase
from engine.diadoques.units import UnitKind
from engine.diadoques.winter import income
from tests.diadoques.seasons_fixtures import BOARD, start

A, F = UnitKind.A, UnitKind.F


def test_each_power_starts_with_its_province_capital_second_citadel_and_its_income() -> None:
    state = start()
    assert (state.year, state.season, state.phase) == (-319, "spring", "purchase")
    assert state.position.citadel_owner["pydna"] == "cassandre"
    assert state.position.citadel_owner["peluse"] == "ptolemee"
    for power in POWERS:
        home = BOARD.powers[power].home
        assert state.position.province_owner[home] == power
        assert state.position.citadel_owner[BOARD.powers[power].capital] == power
        assert state.position.characters[f"{power}:diadoque"] == home
        assert state.treasuries[power] == income(BOARD, state.position, power, state.capitals[power]) > 0


def test_antigone_eumene_and_seleucos_take_armies_only_the_others_one_or_two_fleets() -> None:
    """ "Antigone, Eumène et Séleucos ne peuvent prendre que des armées. Cassandre, Lysimaque et Ptolémée
    peuvent prendre des armées et/ou 1 ou 2 flottes.\""""
    state = start()
    for power in ("antigone", "eumene", "seleucos"):
        assert (
            purchase_problem(BOARD, state, power, Purchase(units=(A, F)))
            == "diadoques_seasons.reason.armies_only"
        )
    for power in ("cassandre", "lysimaque", "ptolemee"):
        assert purchase_problem(BOARD, state, power, Purchase(units=(F, F))) is None
        assert purchase_problem(BOARD, state, power, Purchase(units=(F, F, F))) is not None
    assert (
        purchase_problem(BOARD, state, "cassandre", Purchase(units=(A, A, A, A)))
        == "diadoques_seasons.reason.no_money"
    )


def test_the_forces_bought_stand_stacked_on_the_home_province_and_are_paid_for() -> None:
    """ "Chacun soustrait à son trésor de départ le coût d'achat de ses unités. Il reste donc aux joueurs
    une somme variable.\""""
    state = start()
    before = dict(state.treasuries)
    after, report = resolve_purchase(state, {"eumene": Purchase(units=(A, A, UnitKind.Am))}, BOARD)
    assert report.outcomes[3].reason == "diadoques_seasons.reason.no_money"  # 35 T of 32
    after, report = resolve_purchase(state, {"eumene": Purchase(units=(A, UnitKind.Ae))}, BOARD)
    stack = [u for u in after.position.units if u.owner == "eumene"]
    assert [(u.kind, u.space) for u in stack] == [(UnitKind.Ae, "CAP"), (A, "CAP")]  # dearest first
    assert after.treasuries["eumene"] == before["eumene"] - 30
    assert after.phase == "orders" and all(o.succeeded for o in report.outcomes)


def test_turn_one_allows_moves_and_supports_only() -> None:
    """ "par leurs ordres militaires du tour 1 (mouvements ou soutiens seulement, car la situation ne
    permet pas les autres ordres pour l'instant)"; fleets leave the home province for its seas."""
    state, _ = resolve_purchase(start(), {"cassandre": Purchase(units=(A, F))}, BOARD)
    for unit in state.position.units:
        orders = unit_orders(BOARD, state, unit)
        assert not any(isinstance(o, Siege) for o in orders)
        assert all(isinstance(o, Move | SupportHold | SupportMove) for o in orders[1:])
    fleet = next(u for u in state.position.units if u.kind is F)
    assert {o.dest for o in unit_orders(BOARD, state, fleet) if isinstance(o, Move)} == {
        "EGE",
        "EUB",
        "pydna",
    }


def test_units_still_stacked_at_the_end_of_turn_one_are_disbanded() -> None:
    """ "Les joueurs doivent donc (...) faire en sorte que la règle (chapitre 4a) soit respectée à la fin du
    tour 1." The text leaves the sanction open: our referee keeps the first unit bought."""
    state, _ = resolve_purchase(start(), {"eumene": Purchase(units=(A, A, A))}, BOARD)
    first, second, third = (u.id for u in state.position.units)
    after, report = resolve_military_season(state, {"eumene": {second: Move(dest="CIL")}}, BOARD)
    assert {u.id for u in after.position.units} == {first, second}
    assert {"kind": "stack_disbanded", "unit": third, "power": "eumene"} in report.events


def test_a_timed_out_purchase_is_the_usual_three_mercenaries() -> None:
    """ "Le choix le plus fréquent se portera sur 3 unités mercenaires.\""""
    engine = DiadoquesEngine()
    state = engine.create(DiadoquesOptions(), list(POWERS), seed=3)
    assert engine.default_action(state, "seleucos").params == {"units": "A A A"}
