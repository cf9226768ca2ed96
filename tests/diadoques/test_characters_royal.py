"""The regent and the royal order (§11c), Cléopâtre's marriage (§6b), assassinations and gifts (§9c)."""

from __future__ import annotations

from engine.diadoques.characters.roster import ALEXANDRE, CLEOPATRE, EURYDICE, OLYMPIAS, PHILIPPE, ROXANE
from engine.diadoques.characters.royal import (
    gift_problem,
    marriage_step,
    orders_before_moves,
    regent,
    royal_order_beneficiary,
    royal_order_givers,
)
from engine.diadoques.secondary import Assassinate, GiveCharacter, Marriage, RoyalOrder, SecondarySheet
from tests.diadoques.characters_fixtures import put
from tests.diadoques.seasons_fixtures import BOARD, own, place, start


def _sheet(*orders):
    return SecondarySheet(secondary=tuple(orders))


def _royal_mac(state):
    state = put(state, PHILIPPE, "MAC", "cassandre", with_unit="cassandre-1")
    state = put(state, EURYDICE, "MAC", "cassandre", with_unit=PHILIPPE)
    state = put(state, ROXANE, "MAC", "cassandre", with_unit="cassandre-1")
    return put(state, ALEXANDRE, "MAC", "cassandre", with_unit=ROXANE)


def test_the_regent_controls_philippe_then_alexandre_iv() -> None:
    """§11c: "Le régent est le diadoque ou l'épigone contrôlant Philippe III ou, à la mort de ce dernier, le
    diadoque ou l'épigone contrôlant Alexandre IV.\""""
    state = _royal_mac(place(start(), ("cassandre", "A", "MAC")))
    assert regent(state) == "cassandre"
    state.position = state.position.model_copy(
        update={"controllers": {**state.position.controllers, ALEXANDRE: "antigone"}}
    )
    assert regent(state) == "cassandre"
    state.dead.append(PHILIPPE)
    assert regent(state) == "antigone"


def test_who_may_give_a_royal_order() -> None:
    """§11c: "ceux dont le diadoque ou l'épigone porte le titre de régent, est l'époux de Cléopâtre
    (vivante) ou contrôle au moins 2 membres de la Famille Royale.\""""
    state = place(start(), ("cassandre", "A", "MAC"), ("antigone", "A", "LYD"), ("ptolemee", "A", "EGY"))
    state = put(state, PHILIPPE, "MAC", "cassandre", with_unit="cassandre-1")
    state = put(state, CLEOPATRE, "LYD", "antigone", with_unit="antigone-2")
    state.cleopatre_husband = "antigone:diadoque"
    state = put(state, OLYMPIAS, "EGY", "ptolemee", with_unit="ptolemee-3")
    assert royal_order_givers(state) == ["antigone", "cassandre"]
    state = put(state, ROXANE, "EGY", "ptolemee", with_unit="ptolemee-3")
    assert royal_order_givers(state) == ["antigone", "cassandre", "ptolemee"]
    state.dead.append(CLEOPATRE)
    assert royal_order_givers(state) == ["cassandre", "ptolemee"]


def test_the_royal_order_given_by_most_wins_a_tie_ignores_all_and_only_susa_ecbatana_parsagades() -> None:
    """§11c: "Si plusieurs ordres sont donnés, l'ordre donné par le plus grand nombre de joueurs l'emporte.
    En cas d'égalité, tous les ordres sont ignorés." and "Seul un joueur contrôlant une des citadelles de
    Suse, Ecbatane ou Parsagadès peut bénéficier de l'ordre royal.\""""
    state = place(start(), ("cassandre", "A", "MAC"), ("ptolemee", "A", "EGY"), ("antigone", "A", "LYD"))
    state = _royal_mac(state)  # Cassandre: regent, and four royals
    state = put(state, OLYMPIAS, "EGY", "ptolemee", with_unit="ptolemee-2")
    state = put(state, CLEOPATRE, "EGY", "ptolemee", with_unit="ptolemee-2")
    state = own(state, "seleucos", "suse")
    state = own(state, "eumene", "ecbatane")
    votes = {
        "cassandre": _sheet(RoyalOrder(beneficiary="seleucos")),
        "ptolemee": _sheet(RoyalOrder(beneficiary="eumene")),
    }
    assert royal_order_beneficiary(state, votes)[0] is None
    votes["ptolemee"] = _sheet(RoyalOrder(beneficiary="seleucos"))
    assert royal_order_beneficiary(state, votes)[0] == "seleucos"
    votes = {"cassandre": _sheet(RoyalOrder(beneficiary="antigone"))}
    assert royal_order_beneficiary(state, votes)[0] is None
    votes = {"antigone": _sheet(RoyalOrder(beneficiary="seleucos"))}  # antigone may not give one
    beneficiary, events = royal_order_beneficiary(state, votes)
    assert beneficiary is None and events[0]["counted"] is False


def test_assassinate_a_character_held_in_ones_citadel_or_unit_and_the_couples_die_together() -> None:
    """§9c: "celui-ci doit être enfermé dans une citadelle (voir ci-dessus) ou associé à une unité du joueur
    concerné (chapitre 6b). On ne peut pas assassiner Roxane sans assassiner Alexandre IV ou vice-versa."""
    state = _royal_mac(place(start(), ("cassandre", "A", "MAC")))
    state, events = orders_before_moves(BOARD, state, {"cassandre": _sheet(Assassinate(character=ALEXANDRE))})
    assert ROXANE in state.dead and ALEXANDRE in state.dead and PHILIPPE not in state.dead
    deaths = [(e["character"], e["cause"], e["by"]) for e in events if e["kind"] == "character_died"]
    assert sorted(deaths) == [(ALEXANDRE, "assassinated", "cassandre"), (ROXANE, "assassinated", "cassandre")]
    jailed = put(own(place(start()), "cassandre", "pydna"), "eumene:diadoque", "pydna", "cassandre")
    jailed, _ = orders_before_moves(
        BOARD, jailed, {"cassandre": _sheet(Assassinate(character="eumene:diadoque"))}
    )
    assert "eumene:diadoque" in jailed.dead and jailed.death_places["eumene:diadoque"] == "pydna"


def test_one_may_not_assassinate_ones_own_diadoque_a_free_character_or_ones_wife() -> None:
    """§9c: "On ne peut pas assassiner son propre diadoque ou épigone." §6b: "il est interdit au mari
    d'assassiner sa femme !\""""
    state = place(start(), ("antigone", "A", "LYD", "antigone:diadoque"))
    state = put(state, CLEOPATRE, "LYD", "antigone", with_unit="antigone:diadoque")
    state.cleopatre_husband = "antigone:diadoque"
    state = put(state, OLYMPIAS, "delphes", "neutral")
    orders = _sheet(
        Assassinate(character="antigone:diadoque"),
        Assassinate(character=CLEOPATRE),
        Assassinate(character=OLYMPIAS),
    )
    state, events = orders_before_moves(BOARD, state, {"antigone": orders})
    assert state.dead == []
    assert [e["character"] for e in events if e["kind"] == "assassination_failed"] == [
        "antigone:diadoque",
        CLEOPATRE,
        OLYMPIAS,
    ]


def test_gifts_of_characters_royals_or_captured_leaders_not_a_married_cleopatre() -> None:
    """§9c "Don de personnage": "un personnage de la Famille Royale ou un diadoque ou épigone capturé peut
    être donné à un autre joueur (sauf Cléopâtre si celle-ci est mariée au diadoque ou à l'épigone du
    joueur). Roxane et Alexandre IV doivent être donnés ensemble, ainsi que Philippe III et Eurydice.\""""
    state = _royal_mac(place(start(), ("cassandre", "A", "MAC")))
    assert gift_problem(state, "cassandre", GiveCharacter(character=ROXANE, to_power="lysimaque")) is None
    assert gift_problem(
        state, "cassandre", GiveCharacter(character="cassandre:diadoque", to_power="lysimaque")
    )
    state = put(state, CLEOPATRE, "MAC", "cassandre", with_unit="cassandre:diadoque")
    state.cleopatre_husband = "cassandre:diadoque"
    assert gift_problem(state, "cassandre", GiveCharacter(character=CLEOPATRE, to_power="lysimaque")) == (
        "diadoques_characters.reason.married"
    )
    given, _ = orders_before_moves(
        BOARD, state, {"cassandre": _sheet(GiveCharacter(character=ALEXANDRE, to_power="lysimaque"))}
    )
    assert "roxane" not in given.position.attached  # set loose to travel, her son with her
    assert given.position.attached[ALEXANDRE] == ROXANE


def test_cleopatre_is_married_from_the_season_after_the_announcement_in_a_land_space() -> None:
    """§6b: "il doit avoir le contrôle de Cléopâtre et annoncer publiquement (via les ordres, chapitre 9c)
    son intention. À partir de la saison qui suit l'annonce et tant qu'il la contrôlera, le mariage sera
    possible en réunissant le diadoque (ou l'épigone) et Cléopâtre dans un même espace terrestre (...)
    Épouser Cléopâtre confère au joueur 10 PP (chapitre 13) permanents\""""
    state = place(start(), ("antigone", "A", "LYD", "antigone:diadoque"))
    state = put(state, CLEOPATRE, "LYD", "antigone", with_unit="antigone-1")
    state.season = "spring"
    sheets = {"antigone": _sheet(Marriage(husband="antigone:diadoque"))}
    state, events = marriage_step(BOARD, state, sheets)
    assert state.cleopatre_husband is None and state.marriage_announced == {"antigone": "-319:spring"}
    state, events = marriage_step(BOARD, state, {})  # still the season of the announcement
    assert state.cleopatre_husband is None
    state.season = "summer"
    state, events = marriage_step(BOARD, state, {})
    assert state.cleopatre_husband == "antigone:diadoque" and state.married_cleopatre == ["antigone"]
    assert {
        "kind": "cleopatre_married",
        "power": "antigone",
        "character": "antigone:diadoque",
        "space": "LYD",
        "prestige": 10,
    } in events


def test_the_announcement_lapses_when_cleopatre_changes_hands() -> None:
    """ "tant qu'il la contrôlera\""""
    state = place(start(), ("antigone", "A", "LYD", "antigone:diadoque"))
    state = put(state, CLEOPATRE, "LYD", "antigone", with_unit="antigone-1")
    state, _ = marriage_step(BOARD, state, {"antigone": _sheet(Marriage(husband="antigone:diadoque"))})
    state = put(state, CLEOPATRE, "LYD", "ptolemee")
    state.season = "summer"
    state, events = marriage_step(BOARD, state, {})
    assert state.cleopatre_husband is None and state.marriage_announced == {}
    assert not [e for e in events if e["kind"] == "cleopatre_married"]
