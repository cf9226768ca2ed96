"""Chapter 10, building and promotion, and chapter 6a's limits.

"Les armées peuvent apparaître : dans une province sans armée contenant une citadelle contrôlée, dans une
citadelle contrôlée (sans unité)."
"""

from __future__ import annotations

from engine.diadoques.state import WinterOrder
from engine.diadoques.units import UnitKind
from tests.diadoques.seasons_fixtures import build, own, place, promote, start, unit_in, winter

NO_MONEY = "diadoques_seasons.reason.no_money"


def test_an_army_appears_in_a_province_or_a_citadel_one_controls() -> None:
    state = place(start())
    outcomes, state = winter(state, {"cassandre": [build("A", "MAC"), build("Ae", "pella")]}, cassandre=40)
    assert [o.succeeded for o in outcomes] == [True, True]
    assert unit_in(state, "MAC").kind is UnitKind.A and unit_in(state, "pella").kind is UnitKind.Ae
    assert state.treasuries["cassandre"] == 40 - 10 - 20


def test_no_army_appears_in_a_province_with_an_army_nor_without_a_controlled_citadel() -> None:
    state = place(start(), ("lysimaque", "A", "MAC"))
    outcomes, state = winter(
        state, {"cassandre": [build("A", "MAC"), build("A", "THR")]}, cassandre=40, lysimaque=20
    )
    assert [o.reason for o in outcomes] == [
        "diadoques_seasons.reason.occupied",
        "diadoques_seasons.reason.no_controlled_citadel",
    ]


def test_under_an_enemy_army_a_citadel_raises_no_more_than_its_own_income() -> None:
    """ "Si l'on veut construire une armée dans une citadelle dont la province englobante est occupée par
    une armée ennemie, il ne faut pas dépasser les revenus propres de la citadelle": Pydna (minor, 1 T)
    raises nothing, Pella (his capital, 31 T) a guard."""
    state = place(start(), ("lysimaque", "A", "MAC"))
    outcomes, state = winter(
        state, {"cassandre": [build("A", "pydna"), build("Ag", "pella")]}, cassandre=60, lysimaque=20
    )
    assert [o.reason for o in outcomes] == ["diadoques_seasons.reason.over_citadel_income", None]


def test_a_build_needs_the_money() -> None:
    state = place(start())
    outcomes, _ = winter(state, {"cassandre": [build("Ag", "pella")]}, cassandre=29)
    assert outcomes[0].reason == NO_MONEY


def test_an_elite_fleet_in_ege_needs_lysimachia_not_lydias_port() -> None:
    """ "Par exemple, pour construire une flotte d'élite en EGE, il sera nécessaire de contrôler Lysimachia,
    alors que le contrôle de LYD (avec son port Smyrne) ne suffira pas." A mercenary fleet may appear by
    the port: "pour les flottes de mercenaires uniquement, dans une zone maritime (sans flotte) ayant
    accès à un port (flèche en pointillés) situé dans une province côtière contrôlée"."""
    state = own(place(start()), "antigone", "sardes", "ephese")
    assert state.position.province_owner["LYD"] == "antigone"
    outcomes, state = winter(state, {"antigone": [build("Fe", "EGE")]}, antigone=50)
    assert outcomes[0].reason == "diadoques_seasons.reason.no_controlled_port"
    outcomes, state = winter(state, {"antigone": [build("F", "EGE")]}, antigone=50)
    assert outcomes[0].succeeded and unit_in(state, "EGE").owner == "antigone"
    state = place(start())
    outcomes, state = winter(state, {"lysimaque": [build("Fe", "EGE")]}, lysimaque=50)
    assert outcomes[0].succeeded and unit_in(state, "EGE").kind is UnitKind.Fe


def test_two_players_building_in_one_province_garrison_their_citadels() -> None:
    """ "Si deux joueurs donnent un ordre de construction dans la même province (cas des provinces à 2
    citadelles), les 2 armées sont placées en garnison. Si ceci est impossible pour une des armées, elle
    n'apparaît pas et l'autre est placée en garnison.\""""
    state = own(place(start()), "lysimaque", "pydna")
    sheets = {"cassandre": [build("A", "MAC")], "lysimaque": [build("A", "MAC")]}
    _, state = winter(state, sheets, cassandre=40, lysimaque=40)
    assert unit_in(state, "pella").owner == "cassandre" and unit_in(state, "pydna").owner == "lysimaque"
    assert unit_in(state, "MAC") is None
    state = own(place(start(), ("cassandre", "A", "pella")), "lysimaque", "pydna")
    outcomes, state = winter(state, sheets, cassandre=40, lysimaque=40)
    assert [o.succeeded for o in outcomes if o.text.startswith("+")] == [False, True]
    assert unit_in(state, "pydna").owner == "lysimaque"


def test_limits_one_militia_one_elite_one_guard_three_fleets() -> None:
    """Chapter 6a: "d'une seule unité pour chacun des 3 autres types", "au maximum 3 flottes de mercenaires
    et une flotte d'élite à la fois"."""
    state = place(
        start(), *[("cassandre", k, s) for k, s in (("Am", "THE"), ("F", "EGE"), ("F", "CYC"), ("F", "MIO"))]
    )
    sheets = {"cassandre": [build("Am", "MAC"), build("F", "EUB"), build("A", "pella")]}
    outcomes, _ = winter(state, sheets, cassandre=200)
    assert [o.reason for o in outcomes] == [
        "diadoques_seasons.reason.limit",
        "diadoques_seasons.reason.limit",
        None,
    ]


def test_promotion_pays_the_new_status_and_climbs_a_am_ae_ag() -> None:
    """ "On peut promouvoir une armée, située dans une citadelle ou dans la province d'une citadelle
    contrôlée, à un statut supérieur, sachant que A<Am<Ae<Ag. (...) Il suffit de payer la solde
    correspondant au nouveau statut.\""""
    state = place(start(), ("cassandre", "A", "MAC"), ("cassandre", "A", "ILL"))
    sheets = {"cassandre": [promote("cassandre-1", "Ag"), promote("cassandre-2", "Ae")]}
    outcomes, state = winter(state, sheets, cassandre=45)
    assert [o.reason for o in outcomes] == [None, "diadoques_seasons.reason.no_controlled_citadel"]
    assert unit_in(state, "MAC").kind is UnitKind.Ag
    assert state.treasuries["cassandre"] == 45 - 30 - 10  # the guard's pay, and the other A's
    outcomes, _ = winter(state, {"cassandre": [promote("cassandre-1", "Am")]}, cassandre=45)
    assert outcomes[0].reason == "diadoques_seasons.reason.not_a_promotion"


def test_a_mercenary_fleet_is_promoted_by_a_port_citadel() -> None:
    """ "La promotion des flottes de mercenaires en flottes d'élite peut se faire dans une citadelle
    portuaire ou dans une zone maritime ayant un accès (flèche à double sens) à une citadelle portuaire
    située dans une province côtière contrôlée": EUB opens on Pydna, CYC on no citadel of Cassandre's."""
    state = place(start(), ("cassandre", "F", "EUB"), ("cassandre", "F", "MIO"))
    sheets = {"cassandre": [promote("cassandre-1", "Fe"), promote("cassandre-2", "Fe")]}
    outcomes, state = winter(state, sheets, cassandre=60)
    assert [o.reason for o in outcomes] == [None, "diadoques_seasons.reason.no_controlled_port"]
    assert unit_in(state, "EUB").kind is UnitKind.Fe


def test_surplus_elites_are_degraded_unless_one_is_promoted_to_the_guard() -> None:
    """ "Un joueur possédant plus d'une armée d'élite (...) doit dégrader (...) les unités en surnombre de
    son choix. Il peut toutefois décider de promouvoir une armée d'élite en armée de garde (...). Si un
    joueur omet de régulariser la situation, l'arbitre procède à la dégradation (les unités sont choisies
    au hasard).\""""
    state = place(start(), ("cassandre", "Ae", "MAC"), ("cassandre", "Ae", "pella"))
    _, left = winter(state.model_copy(deep=True), cassandre=100)
    assert sorted(u.kind.value for u in left.position.units) == ["A", "Ae"]
    outcomes, kept = winter(state, {"cassandre": [promote("cassandre-2", "Ag")]}, cassandre=100)
    assert outcomes[0].succeeded
    assert sorted(u.kind.value for u in kept.position.units) == ["Ae", "Ag"]


def test_two_players_building_fleets_in_one_sea_garrison_their_port_citadels() -> None:
    """ "Si 2 joueurs donnent un ordre de construction dans la même zone maritime, les 2 flottes sont placées
    en garnison dans les citadelles portuaires accessibles (flèche à double sens) de chacun": the Cyclades
    open on Athens (Cassandre's here) and on Corinth (Lysimaque's)."""
    state = own(own(place(start()), "cassandre", "athenes", "delphes"), "lysimaque", "corinthe")
    sheets = {"cassandre": [build("F", "CYC")], "lysimaque": [build("F", "CYC")]}
    outcomes, state = winter(state, sheets, cassandre=40, lysimaque=40)
    assert all(o.succeeded for o in outcomes)
    assert unit_in(state, "CYC") is None
    assert unit_in(state, "athenes").owner == "cassandre" and unit_in(state, "corinthe").owner == "lysimaque"


def test_the_player_chooses_which_surplus_elite_is_degraded() -> None:
    """ "doit dégrader, respectivement, en armée(s) ou flotte(s) de mercenaires les unités en surnombre de
    son choix": the elite army he names becomes a mercenary army, whatever the seed."""
    for seed in range(4):
        state = place(start(seed), ("cassandre", "Ae", "MAC"), ("cassandre", "Ae", "pella"))
        sheets = {"cassandre": [WinterOrder(type="degrade", unit="cassandre-2")]}
        outcomes, state = winter(state, sheets, cassandre=100)
        assert outcomes[0].succeeded
        assert unit_in(state, "MAC").kind is UnitKind.Ae and unit_in(state, "pella").kind is UnitKind.A
