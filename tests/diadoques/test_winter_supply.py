"""Chapter 11a, the winter supply, checked at the end of autumn.

"Un arsenal est une citadelle, une ville ou un port. Les unités dans une citadelle ainsi que les flottes en
mer passent l'hiver sans problème. Toute unité terrestre se trouvant dans une province avec un arsenal,
même si le joueur ne contrôle pas celui-ci, est aussi ravitaillée, exception faite de HYR et NAB, où le
contrôle de la citadelle est nécessaire. Par contre, toute unité se trouvant à la fin de l'automne sur une
province sans arsenal n'est pas ravitaillée et se révolte ; son commandant éventuel est exécuté (...).
L'armée de garde est dégradée en armée d'élite, l'armée de milice en armée de mercenaires."
"""

from __future__ import annotations

from engine.diadoques.seasons import resolve_military_season
from engine.diadoques.supply import winter_supply
from engine.diadoques.units import NEUTRAL, UnitKind
from tests.diadoques.seasons_fixtures import BOARD, own, place, start, unit_in


def _autumn(state):
    state.phase, state.season = "orders", "autumn"
    return resolve_military_season(state, {}, BOARD)


def test_units_on_a_province_without_arsenal_revolt_at_the_end_of_autumn() -> None:
    """Illyria has no citadel, town nor port; Paeonia a town; Thessaly a citadel (Lamia, not his)."""
    state = place(start(), ("cassandre", "A", "ILL"), ("cassandre", "A", "PEO"), ("cassandre", "A", "THE"))
    after, report = _autumn(state)
    assert unit_in(after, "ILL").owner == NEUTRAL and after.for_sale == {"cassandre-1": "revolt"}
    assert unit_in(after, "PEO").owner == unit_in(after, "THE").owner == "cassandre"
    assert {"kind": "revolt", "unit": "cassandre-1", "power": "cassandre", "space": "ILL"} in report.events
    assert after.season == "winter"


def test_citadels_and_fleets_at_sea_winter_without_trouble() -> None:
    state = place(start(), ("cassandre", "A", "pella"), ("cassandre", "F", "EGE"))
    revolts = winter_supply(BOARD, state.position)
    assert revolts.revolted == []


def test_in_hyrcania_and_nabataea_the_citadel_must_be_held() -> None:
    """ "exception faite de HYR et NAB, où le contrôle de la citadelle est nécessaire\""""
    state = place(start(), ("seleucos", "A", "HYR"), ("seleucos", "A", "NAB"))
    state = own(state, "seleucos", "hecatompylos")
    revolts = winter_supply(BOARD, state.position)
    assert [u.space for u in revolts.revolted] == ["NAB"]


def test_a_revolting_guard_becomes_elite_a_militia_mercenary_and_the_commander_is_executed() -> None:
    state = place(start(), ("seleucos", "Ag", "ARA", "seleucos:diadoque"), ("seleucos", "Am", "GED"))
    after, report = _autumn(state)
    assert unit_in(after, "ARA").kind is UnitKind.Ae and unit_in(after, "ARA").commander is None
    assert unit_in(after, "GED").kind is UnitKind.A
    assert after.dead == ["seleucos:diadoque"]
    assert {"kind": "executed", "character": "seleucos:diadoque"} in report.events


def test_without_a_bidder_revolted_units_are_removed_before_the_spring_moves() -> None:
    """Chapter 11b: "Les enchères ont lieu au printemps. (...) Si les enchères ne sont pas validées, les
    unités sont éliminées avant les mouvements." Part 1 has no bidder."""
    state = place(start(), ("cassandre", "A", "ILL"))
    state.for_sale = {}
    after, _ = _autumn(state)
    after.phase, after.season, after.year = "orders", "spring", after.year + 1
    spring, report = resolve_military_season(after, {}, BOARD)
    assert unit_in(spring, "ILL") is None and spring.for_sale == {}
    assert any(e.items() >= {"kind": "unsold_removed", "unit": "cassandre-1"}.items() for e in report.events)
