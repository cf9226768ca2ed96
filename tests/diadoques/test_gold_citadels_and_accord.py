"""§9c and §11d-e: opening the gates, no control, transfer of the capital, passage, the accord with
Chandragupta (issue #48 item 3 and the secondary orders of item 4 about citadels and passage)."""

from __future__ import annotations

from engine.diadoques.gold.chandragupta import accord_step, elephants
from engine.diadoques.gold.citadels import (
    control_with_declines,
    no_control_step,
    open_gates_step,
    passage_step,
    transfer_capital_step,
)
from engine.diadoques.secondary import (
    Accord,
    GrantPassage,
    NoControl,
    OpenGates,
    SecondarySheet,
    TransferCapital,
)
from tests.diadoques.gold_fixtures import BOARD, world


def orders(*secondary) -> SecondarySheet:
    return SecondarySheet(secondary=secondary)


# ------------------------------------------------------------------------------------ the gates
def test_opening_the_gates_gives_an_empty_citadel_to_a_neighbour_army() -> None:
    """ "Ouverture des portes d'une citadelle : cet ordre permet de donner le contrôle d'une citadelle à un
    autre joueur, sans que celui-ci ne soit obligé de livrer un siège. La citadelle concernée ne doit pas
    contenir de garnison ni de chef militaire et le joueur bénéficiaire doit posséder dans la province de
    la citadelle une armée ou le diadoque ou l'épigone.\""""
    state = world(("lysimaque", "A", "MAC"), characters={"roxane": "pydna"})
    gift = {"cassandre": orders(OpenGates(citadel="pydna", to_power="lysimaque"))}
    after, events = open_gates_step(BOARD, state, gift)
    assert after.position.citadel_owner["pydna"] == "lysimaque"
    assert after.position.controllers["roxane"] == "lysimaque"  # "la capture est automatique"
    assert events[0]["kind"] == "gates_opened" and events[0]["public"]
    garrisoned = world(("lysimaque", "A", "MAC"), ("cassandre", "A", "pydna"))
    assert open_gates_step(BOARD, garrisoned, gift)[0].position.citadel_owner["pydna"] == "cassandre"
    led = world(("lysimaque", "A", "MAC"), characters={"olympias": "pydna"})
    assert open_gates_step(BOARD, led, gift)[0].position.citadel_owner["pydna"] == "cassandre"
    nobody = world(("lysimaque", "A", "THR"))
    assert open_gates_step(BOARD, nobody, gift)[0].position.citadel_owner["pydna"] == "cassandre"
    by_leader = world(characters={"lysimaque:diadoque": "MAC"})
    assert open_gates_step(BOARD, by_leader, gift)[0].position.citadel_owner["pydna"] == "lysimaque"


def test_a_port_citadel_opens_to_a_fleet_on_a_sea_with_access() -> None:
    """ "Pour les citadelles portuaires, la prise de contrôle peut se faire également via une flotte ou le
    diadoque ou l'épigone, situé dans une zone maritime adjacente à la citadelle et ayant un accès (flèche
    à double sens)\""""
    gift = {"cassandre": orders(OpenGates(citadel="pydna", to_power="ptolemee"))}
    state = world(("ptolemee", "F", "EUB"))
    assert open_gates_step(BOARD, state, gift)[0].position.citadel_owner["pydna"] == "ptolemee"
    state = world(("ptolemee", "F", "EGE"))  # next to MAC, but no arrow to Pydna
    assert open_gates_step(BOARD, state, gift)[0].position.citadel_owner["pydna"] == "cassandre"


# ---------------------------------------------------------------------------------- no control
def test_an_army_may_decline_a_province_without_citadel_while_it_stays() -> None:
    """ "Ne pas prendre le contrôle d'une province sans citadelle : un joueur peut ordonner de ne pas prendre
    le contrôle d'une telle province (chapitre 11e), s'il y entre avec une armée, son diadoque ou son
    épigone"; "Une province sans citadelle appartient au joueur dont une armée, le diadoque ou l'épigone
    l'a occupée en dernier.\""""
    state = world()
    state.position = state.position.model_copy(
        update={"province_owner": {**state.position.province_owner, "ILL": "cassandre"}}
    )
    before = state.position
    moved = world(("lysimaque", "A", "ILL"))
    moved.position = moved.position.model_copy(
        update={"province_owner": {**moved.position.province_owner, "ILL": "lysimaque"}}
    )
    after, events = no_control_step(
        BOARD, moved, {"lysimaque": orders(NoControl(province="ILL"))}, before=before
    )
    assert after.position.province_owner["ILL"] == "cassandre"
    assert control_with_declines(BOARD, after).province_owner["ILL"] == "cassandre"  # the next season too
    taken, _ = no_control_step(BOARD, moved, {}, before=before)
    assert taken.position.province_owner["ILL"] == "lysimaque"
    _, events = no_control_step(
        BOARD, moved, {"lysimaque": orders(NoControl(province="MAC"))}, before=before
    )
    assert events[0]["kind"] == "no_control_refused"  # MAC has citadels


# ------------------------------------------------------------------------------------ the capital
def test_the_capital_moves_once_from_306_to_a_listed_citadel_held_and_not_besieged() -> None:
    """ "Transfert de la capitale : lorsque les dynasties sont établies (chapitre 7b), chacune d'entre elles
    peut, à partir de -306 et une seule fois dans la partie, transférer sa capitale vers une des citadelles
    suivantes (si elle en a le contrôle et que celle-ci n'est pas assiégée) : Alexandrie, Alexandrie
    d'Issos, Babylone, Lysimachia, Pella ou Sardes.\""""
    state = world()
    state.position = state.position.model_copy(
        update={"citadel_owner": {**state.position.citadel_owner, "sardes": "antigone", "ephese": "antigone"}}
    )
    move = {"antigone": orders(TransferCapital(citadel="sardes"))}
    early, events = transfer_capital_step(BOARD, state, move)
    assert early.capitals["antigone"] == "gordion" and events[0]["reason"] == "capital_too_early"
    state.year = -306
    after, events = transfer_capital_step(BOARD, state, move)
    assert after.capitals["antigone"] == "sardes" and events[0]["public"]
    again, events = transfer_capital_step(
        BOARD, after, {"antigone": orders(TransferCapital(citadel="gordion"))}
    )
    assert again.capitals["antigone"] == "sardes" and events[0]["reason"] == "capital_once"
    _, events = transfer_capital_step(
        BOARD, state, {"antigone": orders(TransferCapital(citadel="ephese"))}
    )
    assert events[0]["reason"] == "capital_not_listed"
    _, events = transfer_capital_step(
        BOARD, state, {"antigone": orders(TransferCapital(citadel="pella"))}
    )
    assert events[0]["reason"] == "capital_not_yours"
    state.position = state.position.model_copy(update={"first_sieges": {"eumene-9": "sardes"}})
    besieged, events = transfer_capital_step(BOARD, state, move)
    assert besieged.capitals["antigone"] == "gordion" and events[0]["reason"] == "capital_besieged"


# ------------------------------------------------------------------------------------- passage
def test_egypt_s_holder_grants_passage_through_the_canal_for_the_season() -> None:
    """ "Accorder le passage à une unité ou un personnage d'un autre joueur dans le cadre des mouvements
    spéciaux (chapitre 9a)": the canal MOR-GAR is open to Egypt's holder and to whom it grants passage."""
    state = world(("seleucos", "F", "GAR"))
    grant = GrantPassage(to_power="seleucos", mover="seleucos-1")
    after, events = passage_step(BOARD, state, {"ptolemee": orders(grant)})
    assert after.position.passages == frozenset({"seleucos-1:canal"})
    assert events[0]["kind"] == "passage_granted" and events[0]["public"]
    refused, events = passage_step(BOARD, state, {"eumene": orders(grant)})
    assert refused.position.passages == frozenset() and events[0]["reason"] == "passage_not_yours"
    next_season, _ = passage_step(BOARD, after, {})
    assert next_season.position.passages == frozenset()


# ------------------------------------------------------------------------------------ the accord
def _india(*units):
    state = world(*units)
    owners = {**state.position.province_owner, "GHA": "seleucos", "IND": "seleucos"}
    state.position = state.position.model_copy(update={"province_owner": owners})
    return state


def test_the_accord_brings_an_elephant_army_in_ind_by_default() -> None:
    """ "Si un même joueur contrôle les 2 provinces GHA et IND, il peut décider de passer un accord avec
    Chandragupta (...). Une A (...) apparaît et rejoint son camp en fin du tour dans une des 2 provinces au
    choix (...; par défaut, elle apparaît en IND ; s'il n'y a pas de place, l'accord ne s'applique pas).
    Son coût d'achat est de 0\""""
    state = _india()
    after, events = accord_step(BOARD, state, {"seleucos": orders(Accord())})
    unit = after.position.unit(elephants(after))
    assert (unit.owner, unit.kind.value, unit.space) == ("seleucos", "A", "IND")
    assert after.treasuries["seleucos"] == 100
    full = _india(("seleucos", "A", "GHA"))
    after, events = accord_step(BOARD, full, {"seleucos": orders(Accord(province="GHA"))})
    assert events[0]["reason"] == "accord_no_room" and elephants(after) is None
    assert (
        accord_step(BOARD, world(), {"seleucos": orders(Accord())})[1][0]["reason"]
        == "accord_needs_gha_and_ind"
    )


def test_the_accord_kept_closes_gha_and_ind_for_good() -> None:
    """ "En échange, le joueur doit évacuer les provinces GHA et IND, dans le tour qui suit l'ordre. (...)
    Si l'accord est respecté, les 2 provinces deviennent neutres et inaccessibles définitivement pour tout
    le monde"; "passer un accord réussi avec Chandragupta +1" (chapter 13)."""
    state, _ = accord_step(BOARD, _india(), {"seleucos": orders(Accord())})
    state.season = "summer"
    moved = tuple(u.model_copy(update={"space": "ARH"}) for u in state.position.units)
    state.position = state.position.model_copy(update={"units": moved})
    after, events = accord_step(BOARD, state, {})
    assert after.closed_provinces == ["GHA", "IND"]
    assert after.position.province_owner["GHA"] is None and after.position.province_owner["IND"] is None
    assert events == [
        {
            "kind": "accord_kept",
            "public": True,
            "power": "seleucos",
            "provinces": ["GHA", "IND"],
            "prestige": 1,
        }
    ]
    assert elephants(after) is not None  # the elephants stay his


def test_the_accord_broken_removes_the_elephants_and_bars_both_players() -> None:
    """ "Si l'une et/ou l'autre des 2 provinces est occupée (par un joueur quelconque) à la fin de ce tour,
    l'A disparaît, l'accord est annulé et il ne pourra plus être passé à l'avenir par le joueur qui en avait
    bénéficié et, le cas échéant, par le(s) joueur(s) qui l'a fait échouer.\""""
    state, _ = accord_step(BOARD, _india(), {"seleucos": orders(Accord())})
    state.season = "summer"
    elephant = elephants(state)
    moved = tuple(u.model_copy(update={"space": "ARH"}) for u in state.position.units)
    state.position = state.position.model_copy(
        update={"units": moved, "characters": {"eumene:diadoque": "GHA"}}
    )
    after, events = accord_step(BOARD, state, {})
    assert elephant not in {u.id for u in after.position.units}
    assert after.accord_barred == ["eumene", "seleucos"] and after.closed_provinces == []
    assert events[0]["kind"] == "accord_broken"
    again = after.model_copy(deep=True)
    again.position = _india().position
    assert accord_step(BOARD, again, {"seleucos": orders(Accord())})[1][0]["reason"] == "accord_closed"
