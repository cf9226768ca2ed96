"""Chapter 10, upkeep and disbanding.

"Chaque unité est entretenue en dépensant la somme correspondant au prix d'achat. On entretient d'abord les
unités les plus chères et les armées avant les flottes. On termine par les unités pour lesquelles le joueur
ne peut ou ne veut pas payer ; celles-ci subissent un licenciement."
"""

from __future__ import annotations

from engine.diadoques.units import NEUTRAL, UnitKind
from tests.diadoques.seasons_fixtures import disband, place, start, unit_in, winter


def test_the_dearest_units_are_kept_first() -> None:
    """25 T for an elite army (20) and a mercenary army (10): the elite is paid, the mercenary disbanded,
    and its disbanding (5 T) takes what is left."""
    state = place(start(), ("cassandre", "Ae", "MAC"), ("cassandre", "A", "THE"))
    _, state = winter(state, cassandre=25)
    assert unit_in(state, "MAC").owner == "cassandre"
    assert unit_in(state, "THE").owner == NEUTRAL
    assert state.treasuries["cassandre"] == 0


def test_armies_are_kept_before_fleets_of_the_same_price() -> None:
    """ "et les armées avant les flottes": 10 T for an A and an F, both 10 T."""
    state = place(start(), ("cassandre", "F", "EGE"), ("cassandre", "A", "MAC"))
    _, state = winter(state, cassandre=10)
    assert unit_in(state, "MAC").owner == "cassandre"
    assert unit_in(state, "EGE").owner == NEUTRAL


def test_disbanding_costs_half_the_price_or_what_is_left() -> None:
    """ "Les unités de mercenaires et d'élite peuvent être licenciées en dépensant la moitié de leur coût
    d'achat, soit, respectivement, 5 T et 10 T. Si le joueur n'a pas la somme nécessaire, il dépense tout
    de même le reste de son trésor."""
    state = place(start(), ("cassandre", "A", "MAC"), ("cassandre", "Ae", "THE"))
    outcomes, state = winter(
        state, {"cassandre": [disband("cassandre-1"), disband("cassandre-2")]}, cassandre=40
    )
    assert all(o.succeeded for o in outcomes)
    assert state.treasuries["cassandre"] == 40 - 5 - 10
    state = place(start(), ("cassandre", "Ae", "MAC"))
    _, state = winter(state, {"cassandre": [disband("cassandre-1")]}, cassandre=3)
    assert state.treasuries["cassandre"] == 0


def test_the_militia_is_disbanded_free_and_disappears() -> None:
    """ "L'armée de milice est licenciée gratuitement, ce qui la fait disparaître."""
    state = place(start(), ("cassandre", "Am", "MAC"))
    _, state = winter(state, {"cassandre": [disband("cassandre-1")]}, cassandre=12)
    assert state.position.units == ()
    assert state.treasuries["cassandre"] == 12


def test_the_guard_cannot_be_disbanded_at_will() -> None:
    """ "Il est impossible de licencier volontairement l'armée de garde.\""""
    state = place(start(), ("cassandre", "Ag", "MAC"))
    outcomes, state = winter(state, {"cassandre": [disband("cassandre-1")]}, cassandre=40)
    assert not outcomes[0].succeeded and outcomes[0].reason == "diadoques_seasons.reason.guard_stays"
    assert unit_in(state, "MAC").kind is UnitKind.Ag and unit_in(state, "MAC").owner == "cassandre"
    assert state.treasuries["cassandre"] == 10  # its upkeep was paid


def test_an_unpaid_guard_is_first_degraded_to_elite() -> None:
    """ "L'armée de garde est d'abord dégradée en armée d'élite si elle doit être licenciée par manque
    d'argent": 25 T do not pay a guard (30) but pay it as an elite (20)."""
    state = place(start(), ("cassandre", "Ag", "MAC"))
    _, state = winter(state, cassandre=25)
    unit = unit_in(state, "MAC")
    assert unit.kind is UnitKind.Ae and unit.owner == "cassandre"
    assert state.treasuries["cassandre"] == 5


def test_disbanded_units_go_to_the_spring_auction_as_neutrals() -> None:
    """ "Les unités licenciées se vendent aux enchères au printemps (chapitre 11b) (...). Le contrôle des
    provinces et des citadelles est immédiatement ajusté en conséquence.\""""
    state = place(start(), ("cassandre", "A", "ILL"))
    assert state.position.province_owner["ILL"] == "cassandre"
    _, state = winter(state, {"cassandre": [disband("cassandre-1")]}, cassandre=20)
    assert unit_in(state, "ILL").owner == NEUTRAL
    assert state.for_sale == {"cassandre-1": "disbanded"}
    assert state.position.province_owner["ILL"] is None


def test_fleets_are_disbanded_without_a_port() -> None:
    """ "Le joueur doit licencier ses flottes s'il ne possède plus de port ou citadelle portuaire.\""""
    state = place(start(), ("antigone", "F", "EGE"))
    _, state = winter(state, antigone=40)  # Phrygia and Gordion: no port
    assert unit_in(state, "EGE").owner == NEUTRAL
    state = place(start(), ("cassandre", "F", "EGE"))
    _, state = winter(state, cassandre=40)  # Pydna is a port citadel
    assert unit_in(state, "EGE").owner == "cassandre"


def test_surplus_units_are_disbanded_by_the_referee_the_diadoques_last() -> None:
    """ "Si un joueur ne réalise pas les licenciements nécessaires, l'arbitre s'en charge (les unités sont
    choisies au hasard, celle du diadoque ou épigone intervenant en dernier)": four mercenary fleets
    (the limit is 3), one of them led by the diadoque."""
    for seed in range(6):
        state = place(
            start(seed),
            ("cassandre", "F", "EGE", "cassandre:diadoque"),
            ("cassandre", "F", "EUB"),
            ("cassandre", "F", "CYC"),
            ("cassandre", "F", "MIO"),
        )
        _, state = winter(state, cassandre=100)
        kept = [u for u in state.position.units if u.owner == "cassandre"]
        assert len(kept) == 3 and "cassandre-1" in {u.id for u in kept}
