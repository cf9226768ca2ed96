"""Chapter 5a and §9c: the map's treasures seized or left, gifts of gold (issue #48 item 3)."""

from __future__ import annotations

from engine.diadoques.gold.money import gold_gifts_step, treasures_step
from engine.diadoques.gold.secrecy import visible_to
from engine.diadoques.secondary import GoldGift, KeepTreasure, SecondarySheet, SeizeTreasure
from tests.diadoques.gold_fixtures import BOARD, world


def orders(*secondary) -> SecondarySheet:
    return SecondarySheet(secondary=secondary)


def taken(state, citadel: str, power: str):
    """The state once `power` has taken `citadel`, and the owners before."""
    before = dict(state.position.citadel_owner)
    owners = {**before, citadel: power}
    state.position = state.position.model_copy(update={"citadel_owner": owners})
    return state, before


def test_a_citadel_taken_gives_its_treasure_to_its_taker() -> None:
    """ "Un trésor est signalé par un nombre noté sur la carte à côté de la citadelle, soit 5 ou 10 T. Lors
    de la prise d'une citadelle, le trésor peut être saisi et ajouté au trésor propre du joueur. Une fois le
    trésor prélevé, on ne tient plus compte de l'inscription sur la carte.\""""
    state, before = taken(world(), "suse", "seleucos")
    after, events = treasures_step(BOARD, state, {}, before=before)
    assert after.treasuries["seleucos"] == 110 and "suse" not in after.treasures
    assert events == [
        {
            "kind": "treasure_seized",
            "public": True,
            "power": "seleucos",
            "citadel": "suse",
            "amount": 10,
            "how": "taken",
        }
    ]


def test_no_treasure_seized_when_ordered_with_the_a2_and_seized_later_without_a_unit() -> None:
    """ "Ne pas saisir un trésor au moment de la prise de la citadelle dans laquelle il est déposé : Cet
    ordre doit être donné en même temps que le 2ème ordre de siège (A2)"; "Saisir le trésor d'une citadelle
    contrôlée : Si celui-ci n'avait pas été pris lors de la chute de la citadelle (aucune unité n'est
    nécessaire).\""""
    state, before = taken(world(), "suse", "seleucos")
    kept, events = treasures_step(
        BOARD, state, {"seleucos": orders(KeepTreasure(citadel="suse"))}, before=before
    )
    assert kept.treasures["suse"] == 10 and kept.treasuries["seleucos"] == 100
    assert events[0]["kind"] == "treasure_left"
    later, _ = treasures_step(BOARD, kept, {"seleucos": orders(SeizeTreasure(citadel="suse"))}, before=None)
    assert later.treasuries["seleucos"] == 110 and "suse" not in later.treasures


def test_seizing_a_treasure_also_in_winter_only_in_one_s_own_citadel() -> None:
    """ "Cet ordre peut être effectué en hiver au moment du calcul des revenus (chapitre 10)": in winter no
    citadel is taken (`before=None`), the order still works; and only in "une citadelle contrôlée"."""
    state, before = taken(world(), "suse", "seleucos")
    kept, _ = treasures_step(BOARD, state, {"seleucos": orders(KeepTreasure(citadel="suse"))}, before=before)
    kept.season = "winter"
    refused, events = treasures_step(BOARD, kept, {"ptolemee": orders(SeizeTreasure(citadel="suse"))})
    assert refused.treasures["suse"] == 10 and not events[0]["public"]
    seized, _ = treasures_step(BOARD, kept, {"seleucos": orders(SeizeTreasure(citadel="suse"))})
    assert seized.treasuries["seleucos"] == 110


def test_pillaging_a_religious_treasure_costs_prestige_leaving_it_does_not() -> None:
    """ "piller un trésor religieux à Ephèse, Delphes ou Ecbatane (il est possible de s'emparer de la
    citadelle sans toucher au trésor, chapitre 9c) -2" (chapter 13)."""
    state, before = taken(world(), "delphes", "cassandre")
    _, events = treasures_step(BOARD, state, {}, before=before)
    assert {
        "kind": "religious_treasure_pillaged",
        "public": True,
        "power": "cassandre",
        "citadel": "delphes",
        "prestige": -2,
    } in events
    _, events = treasures_step(
        BOARD, state, {"cassandre": orders(KeepTreasure(citadel="delphes"))}, before=before
    )
    assert [e["kind"] for e in events] == ["treasure_left"]


def test_a_gift_of_gold_is_paid_at_the_end_of_the_turn_private_unless_announced() -> None:
    """ "la somme est transférée à la fin du tour d'une trésorerie à l'autre (quelque soit la distance). Si
    le donateur le précise dans son ordre, le don d'or sera annoncé aux autres joueurs.\""""
    state = world()
    after, events = gold_gifts_step(
        BOARD,
        state,
        {
            "ptolemee": orders(GoldGift(to_power="seleucos", amount=30)),
            "cassandre": orders(GoldGift(to_power="lysimaque", amount=5, announced=True)),
        },
    )
    assert after.treasuries["ptolemee"] == 70 and after.treasuries["seleucos"] == 130
    assert after.treasuries["cassandre"] == 95 and after.treasuries["lysimaque"] == 105
    secret = next(e for e in events if e["power"] == "ptolemee")
    assert (
        visible_to(secret, "seleucos") and visible_to(secret, "ptolemee") and not visible_to(secret, "eumene")
    )
    announced = next(e for e in events if e["power"] == "cassandre")
    assert visible_to(announced, "eumene")


def test_a_gift_cannot_exceed_the_treasury_and_gold_received_is_not_given_again_that_turn() -> None:
    """A giver "ne dispose pas de la somme": its gift is void; gifts cross at the end of the turn."""
    state = world(gold=20)
    after, events = gold_gifts_step(
        BOARD,
        state,
        {
            "ptolemee": orders(GoldGift(to_power="seleucos", amount=20)),
            "seleucos": orders(GoldGift(to_power="eumene", amount=40)),
        },
    )
    assert after.treasuries == {**state.treasuries, "ptolemee": 0, "seleucos": 40}
    assert [e["succeeded"] for e in events] == [True, False]


def test_gifts_of_gold_also_in_winter() -> None:
    """ "Le don d'or peut également être effectué en hiver"; "Les dons d'or (chapitre 9c) intervienent à la
    fin du tour" (§10)."""
    state = world()
    state.season = "winter"
    after, _ = gold_gifts_step(BOARD, state, {"eumene": orders(GoldGift(to_power="antigone", amount=1))})
    assert after.treasuries["antigone"] == 101
