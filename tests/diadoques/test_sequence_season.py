"""The referee's sequence of chapter 8a around the secondary orders, and what the seats see of them."""

from __future__ import annotations

import json

from engine.core.actions import Action
from engine.diadoques.engine import EXTRA_KINDS, DiadoquesEngine, DiadoquesOptions
from engine.diadoques.orders import CharacterMove, Hold, Move
from engine.diadoques.seasons import military_orders_of, resolve_military_season
from engine.diadoques.secondary import GiveCharacter, MarginalVote, SecondarySheet
from engine.diadoques.state import POWERS, SeasonReport
from engine.diadoques.units import Unit
from tests.diadoques.gold_fixtures import BOARD, world

ENGINE = DiadoquesEngine()


def _votes_for(candidate: str) -> dict[str, SecondarySheet]:
    return {
        p: SecondarySheet(votes=(MarginalVote(candidate=candidate, approve=True),))
        for p in POWERS
        if p != candidate
    }


def test_a_marginal_victory_voted_is_decided_before_any_order_is_applied() -> None:
    """§8a: "tirage de l'événement aléatoire (...) - en cas de vote pour une victoire marginale,
    détermination du vainqueur (chapitre 3) - enchères (...)": the orders of the season are not applied."""
    state = world(("seleucos", "A", "CHD"), ("ptolemee", "A", "EGY"))
    state.prestige = {"seleucos": 200}
    after, report = resolve_military_season(
        state, {"ptolemee": {"ptolemee-2": Move(dest="SIN")}}, BOARD, extra=_votes_for("seleucos")
    )
    assert (
        after.result is not None and after.result.kind == "marginal" and after.result.winners == ["seleucos"]
    )
    assert after.phase == "over"
    assert after.position.units == state.position.units
    assert {"kind": "victory", "result": "marginal"}.items() <= report.events[-1].items()


def test_without_every_vote_the_season_goes_on() -> None:
    state = world(("seleucos", "A", "CHD"), ("ptolemee", "A", "EGY"))
    state.prestige = {"seleucos": 200}
    votes = _votes_for("seleucos")
    del votes["cassandre"]
    after, _ = resolve_military_season(
        state, {"ptolemee": {"ptolemee-2": Move(dest="SIN")}}, BOARD, extra=votes
    )
    assert after.result is None or after.result.kind != "marginal"
    assert after.season == "summer"


def test_an_order_for_a_unit_gained_counts_only_once_it_is_gained() -> None:
    """§9b: "En cas de réussite, l'unité (ou le personnage) change de camp. Il faut donc prévoir un ordre pour
    cette unité (sinon elle restera inactive)"; its former owner's order no longer speaks for it."""
    state = world(("seleucos", "A", "CHD"), ("ptolemee", "A", "EGY"))
    extra = {"ptolemee": SecondarySheet(if_gained={"seleucos-1": Move(dest="MES")})}
    assert military_orders_of(state, extra) == {}  # not bribed: the unit holds, its new order unread
    state.sheets = {"seleucos": {"seleucos-1": Hold()}}
    assert military_orders_of(state, extra) == {"seleucos-1": Hold()}
    bribed = Unit(id="seleucos-1", owner="ptolemee", kind="A", space="CHD")
    state.position = state.position.model_copy(update={"units": (bribed, state.position.unit("ptolemee-2"))})
    assert military_orders_of(state, extra) == {"seleucos-1": Move(dest="MES")}


def test_a_character_given_moves_where_the_giver_sends_it() -> None:
    """§9c "Don de personnage": "Il faut indiquer le joueur bénéficiaire et donner l'ordre au personnage de se
    déplacer"."""
    state = world(("seleucos", "A", "CHD"), characters={"olympias": "MES"})
    gift = GiveCharacter(character="olympias", to_power="seleucos", dest="CHD")
    orders = military_orders_of(state, {"cassandre": SecondarySheet(secondary=(gift,))})
    assert orders["olympias"] == CharacterMove(character="olympias", dest="CHD")


def _started():
    state = ENGINE.create(DiadoquesOptions(), list(POWERS), 5)
    for power in POWERS:
        state = ENGINE.apply(state, power, Action(kind="buy", params={"units": "A A A"})).state
    return state


def test_random_legal_play_is_offered_the_rest_of_the_sheet() -> None:
    """The seats' legal actions include secondary orders (here gifts of gold and characters), and each
    written one lands on the seat's secondary sheet."""
    state = _started()
    state.treasuries["cassandre"] = 40
    extra = [a for a in ENGINE.legal_actions(state, "cassandre") if a.kind in EXTRA_KINDS]
    kinds = {json.loads(a.params["order"])["type"] for a in extra if a.kind == "secondary"}
    assert {"gold_gift", "give_character"} <= kinds
    state = ENGINE.apply(state, "cassandre", extra[0]).state
    assert len(state.secondary_sheets["cassandre"].secondary) == 1


def test_a_seats_secondary_sheet_and_money_events_stay_its_own() -> None:
    """Chapter 7c: "La valeur de son trésor n'est pas annoncée publiquement"; §9c: "Ces ordres sont rendus
    publics (sauf, par défaut, pour le don d'or)" — and not before the season is resolved."""
    before = _started()
    before.treasuries["seleucos"] = 9173  # a sum no other number of the views can be
    gift = next(
        a
        for a in ENGINE.legal_actions(before, "seleucos")
        if a.kind == "secondary"
        and json.loads(a.params["order"])
        == {
            "type": "gold_gift",
            "to_power": "ptolemee",
            "amount": 5,
            "announced": False,
        }
    )
    state = ENGINE.apply(before, "seleucos", gift).state
    mine, theirs, spectator = (ENGINE.view(state, s) for s in ("seleucos", "ptolemee", None))
    assert mine["own"]["secondary_sheet"]["secondary"][0]["type"] == "gold_gift"
    assert theirs == ENGINE.view(before, "ptolemee") and spectator == ENGINE.view(before, None)
    assert "9173" not in repr(theirs) and "gold_gift" not in repr(theirs)
    private = {"kind": "gold_gift", "public": False, "seen_by": ["ptolemee", "seleucos"], "amount": 5}
    state.last_report = SeasonReport(year=-319, season="spring", events=[private])
    assert private in ENGINE.view(state, "ptolemee")["last_report"]["events"]
    assert ENGINE.view(state, "cassandre")["last_report"]["events"] == []
    assert ENGINE.view(state, None)["last_report"]["events"] == []
