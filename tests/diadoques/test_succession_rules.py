"""Chapter 7: succession, dynasties and elimination."""

from __future__ import annotations

from engine.diadoques.characters.roster import OLYMPIAS, PHILIPPE, ROYALS, controller_of
from engine.diadoques.characters.succession import (
    dynasties_step,
    elimination_check,
    epigone_appearance,
)
from engine.diadoques.units import NEUTRAL, UnitKind
from tests.diadoques.characters_fixtures import put
from tests.diadoques.seasons_fixtures import BOARD, own, place, start


def _dead(state, *cids, where=None):
    for cid in cids:
        state.dead.append(cid)
        state.position = state.position.model_copy(
            update={"characters": {c: s for c, s in state.position.characters.items() if c != cid}}
        )
        if where:
            state.death_places[cid] = where
    return state


def _at(state, year, season):
    state.year, state.season = year, season
    return state


def test_until_autumn_315_losing_the_diadoque_eliminates() -> None:
    """§7a: "De l'été -319 à l'automne -315, si un joueur perd son diadoque, il est éliminé.\""""
    state = _dead(_at(place(start()), -315, "autumn"), "eumene:diadoque", where="CAP")
    state, events = epigone_appearance(BOARD, state)
    assert not events
    state, events = elimination_check(BOARD, state)
    assert state.eliminated == ["eumene"]
    assert {"kind": "power_eliminated", "power": "eumene"} in events


def test_from_spring_314_the_epigone_appears_at_the_end_of_the_turn_in_the_capital_or_where_he_died() -> None:
    """§7a: "Du printemps -314 à l'automne -313, à la mort du diadoque, l'épigone apparaît, à la fin du
    tour. Il est placé, au choix, dans l'espace où se trouvait le défunt diadoque ou dans la capitale (si
    le joueur la contrôle).\""""
    state = _dead(_at(place(start()), -314, "spring"), "eumene:diadoque", where="PHR")
    by_default, events = epigone_appearance(BOARD, state)
    assert by_default.position.characters["eumene:epigone"] == "tyane"
    assert {
        "kind": "epigone_appeared",
        "power": "eumene",
        "character": "eumene:epigone",
        "space": "tyane",
    } in events
    chosen, _ = epigone_appearance(BOARD, state, choices={"eumene": "PHR"})
    assert chosen.position.characters["eumene:epigone"] == "PHR"
    survived, events = elimination_check(BOARD, chosen)
    assert survived.eliminated == [] and not events


def test_without_the_capital_a_major_citadel_then_a_minor_else_eliminated() -> None:
    """§7a: "Si ceci se révèle impossible, on essayera une citadelle majeure, puis une citadelle mineure. Si
    le joueur ne contrôle plus de citadelles, il est éliminé.\""""
    state = _dead(
        _at(place(start(), ("antigone", "A", "CAP")), -313, "summer"), "eumene:diadoque", where="CAP"
    )
    state = own(state, "antigone", "tyane")
    state = own(state, "eumene", "nora", "sardes")
    placed, _ = epigone_appearance(BOARD, state)
    assert placed.position.characters["eumene:epigone"] == "sardes"  # major before the minor Nora
    state = own(state, "antigone", "nora", "sardes")
    state, events = epigone_appearance(BOARD, state)
    assert {"kind": "epigone_cannot_appear", "power": "eumene"} in events
    state, _ = elimination_check(BOARD, state)
    assert state.eliminated == ["eumene"]


def test_in_that_period_the_epigones_death_eliminates() -> None:
    """§7a: "Durant cette période, le joueur est éliminé à la mort de l'épigone (précédée donc par la
    disparition du diadoque).\""""
    state = _dead(_at(place(start()), -313, "spring"), "seleucos:diadoque", "seleucos:epigone")
    state, _ = elimination_check(BOARD, state)
    assert state.eliminated == ["seleucos"]


def test_at_the_end_of_winter_313_every_epigone_appears_then_losing_both_eliminates() -> None:
    """§7a: "A la fin de l'hiver -313, l'épigone apparaît de toutes façons. Il est placé, au choix, dans
    l'espace où se trouve le diadoque ou dans la capitale (si le joueur la contrôle). À partir de cet
    instant, le joueur sera éliminé s'il perd son diadoque et son épigone.\""""
    _, events = epigone_appearance(BOARD, _at(place(start()), -313, "autumn"))
    assert not events
    state, events = epigone_appearance(BOARD, _at(place(start()), -313, "winter"))
    assert {e["power"] for e in events if e["kind"] == "epigone_appeared"} == set(state.powers)
    assert state.position.characters["ptolemee:epigone"] == "alexandrie"
    _, events = epigone_appearance(BOARD, _at(place(start()), -312, "spring"))
    assert len([e for e in events if e["kind"] == "epigone_appeared"]) == 6  # from then on, always there
    state = _at(_dead(state, "ptolemee:diadoque"), -312, "spring")
    state, _ = elimination_check(BOARD, state)
    assert state.eliminated == []
    state, _ = elimination_check(BOARD, _dead(state, "ptolemee:epigone"))
    assert state.eliminated == ["ptolemee"]


def test_the_dynasties_are_established_when_the_royal_family_is_dead_or_in_spring_306() -> None:
    """§7b: "Les dynasties des diadoques (...) sont établies lorsque tous les membres de la Famille Royale
    sont morts (à début du tour suivant) ou, de toutes façons, au printemps -306.\""""
    state = _at(place(start()), -310, "spring")
    state, events = dynasties_step(BOARD, state)
    assert not state.dynasties and not events
    state, events = dynasties_step(BOARD, _dead(state, *ROYALS))
    assert state.dynasties and events == [{"kind": "dynasties_established", "why": "royal_family_dead"}]
    late, events = dynasties_step(BOARD, _at(place(start()), -306, "spring"))
    assert late.dynasties and events == [{"kind": "dynasties_established", "why": "year"}]


def test_with_the_dynasties_only_the_end_of_autumn_without_leader_nor_citadel_eliminates() -> None:
    """§7b: "Un joueur ne sera éliminé que si, à la fin d'une année (fin de l'automne), ayant perdu diadoque
    et épigone, il ne contrôle plus aucune citadelle.\""""
    state = _dead(_at(place(start()), -316, "autumn"), "lysimaque:diadoque")
    state.dynasties = True
    state, _ = elimination_check(BOARD, state)
    assert state.eliminated == []  # Lysimachia is still his
    state = _at(own(state, "cassandre", "lysimachia"), -316, "summer")
    state, _ = elimination_check(BOARD, state)
    assert state.eliminated == []  # not the end of the year yet
    state, _ = elimination_check(BOARD, _at(state, -316, "autumn"))
    assert state.eliminated == ["lysimaque"]


def test_an_eliminated_players_citadels_go_neutral_its_treasury_to_its_capital_its_units_to_auction() -> None:
    """§7c: "ses citadelles deviennent neutres, les personnages qui s'y trouvent sont libérés. (...) Son
    trésor est déposé dans sa capitale. (...) ses unités et les personnages qu'il contrôle deviennent
    neutres, l'armée de milice disparaît, l'armée de garde est dégradée en armée d'élite, les unités
    rescapées se vendront aux enchères.\""""
    state = place(start(), ("eumene", "Am", "CAP"), ("eumene", "Ag", "ARM"), ("eumene", "A", "CIL"))
    state = put(state, "ptolemee:diadoque", "tyane", "eumene")
    state = _dead(_at(state, -317, "summer"), "eumene:diadoque")
    state.treasuries["eumene"] = 37
    treasure_before = state.treasures.get("tyane", 0)
    state, events = elimination_check(BOARD, state)
    assert state.position.citadel_owner["tyane"] is None
    assert state.treasures["tyane"] == treasure_before + 37 and state.treasuries["eumene"] == 0
    assert {"kind": "treasury_deposited", "public": True, "power": "eumene", "citadel": "tyane"} in events
    secret = {
        "kind": "treasury_amount",
        "public": False,
        "seen_by": ["eumene"],
        "power": "eumene",
        "amount": 37,
    }
    assert secret in events  # "La valeur de son trésor n'est pas annoncée publiquement"
    assert controller_of(state.position, "ptolemee:diadoque") == "ptolemee"
    units = {u.id: u for u in state.position.units}
    assert "eumene-1" not in units  # the militia is gone
    assert units["eumene-2"].kind is UnitKind.Ae and units["eumene-2"].owner == NEUTRAL
    assert set(state.lots) == {"eumene-2", "eumene-3"}
    assert {state.lots[u]["reason"] for u in state.lots} == {"eliminated"}


def test_units_beside_a_royal_become_neutral_for_good_in_its_service() -> None:
    """§7c: "L'exception concerne les unités se trouvant dans le même espace qu'un membre de la Famille
    Royale, qui deviennent définitivement neutres (l'armée de milice est dégradée en armée de mercenaires,
    l'armée de garde en armée d'élite) et se mettent à son service (Philippe III et Olympias prenant le
    commandement).\""""
    state = place(start(), ("cassandre", "Am", "THE"), ("cassandre", "Ag", "ETO"))
    state = put(state, OLYMPIAS, "THE", "cassandre", with_unit="cassandre-1")
    state = put(state, PHILIPPE, "ETO", "cassandre", with_unit="cassandre-2")
    state = _dead(_at(state, -318, "spring"), "cassandre:diadoque")
    state, events = elimination_check(BOARD, state)
    units = {u.id: u for u in state.position.units}
    assert (units["cassandre-1"].kind, units["cassandre-1"].commander) == (UnitKind.A, OLYMPIAS)
    assert (units["cassandre-2"].kind, units["cassandre-2"].commander) == (UnitKind.Ae, PHILIPPE)
    assert {u.owner for u in units.values()} == {NEUTRAL} and not state.lots
    assert controller_of(state.position, OLYMPIAS) == NEUTRAL
    assert {"kind": "unit_in_royal_service", "unit": "cassandre-2", "character": PHILIPPE} in events


def test_without_citadels_the_treasury_goes_to_the_killer_or_is_lost_to_an_event() -> None:
    """§7c: "Enfin, s'il n'a plus de citadelles, le trésor va immédiatement au joueur qui a (...) égorgé le
    diadoque ou épigone. Le trésor est perdu si c'est un évènement qui a causé l'élimination\""""
    for by_event, antigone_gets in ((False, 20), (True, 0)):
        state = own(place(start()), "antigone", "tyane")
        state = _dead(_at(state, -318, "spring"), "eumene:diadoque")
        state.death_causes["eumene:diadoque"] = "antigone"
        state.treasuries["eumene"], before = 20, state.treasuries["antigone"]
        state, _ = elimination_check(BOARD, state, by_event=frozenset({"eumene"} if by_event else ()))
        assert state.treasuries["antigone"] == before + antigone_gets
