"""Chapter 11e, control of provinces and citadels."""

from __future__ import annotations

from engine.diadoques.control import update_control
from tests.diadoques.seasons_fixtures import BOARD, own, place, start


def test_a_citadel_is_held_without_a_garrison() -> None:
    """ "Une citadelle est contrôlée par son propriétaire, même s'il ne s'y trouve pas de garnison.\""""
    state = place(start())
    assert state.position.citadel_owner["pella"] == "cassandre"
    assert state.position.province_owner["MAC"] == "cassandre"


def test_a_province_without_citadel_belongs_to_the_last_army_or_diadoque_there() -> None:
    """ "Une province sans citadelle appartient au joueur dont une armée, le diadoque ou l'épigone l'a
    occupée en dernier": it stays his when the army leaves, a fleet takes nothing."""
    state = place(start(), ("cassandre", "A", "ILL"))
    assert state.position.province_owner["ILL"] == "cassandre"
    state = place(state)  # the army left
    assert state.position.province_owner["ILL"] == "cassandre"
    state = place(state, ("lysimaque", "A", "ILL"))
    assert state.position.province_owner["ILL"] == "lysimaque"
    moved = state.position.model_copy(update={"units": (), "characters": {"eumene:diadoque": "ILL"}})
    assert update_control(BOARD, moved).province_owner["ILL"] == "eumene"


def test_an_enemy_army_takes_a_province_from_its_citadels_owner_until_it_leaves() -> None:
    """ "Une province englobant une ou plusieurs citadelles appartient au joueur contrôlant la ou les
    citadelles, sauf si une armée ennemie se trouve sur la province. Le propriétaire de la citadelle
    reprend le contrôle de la province dès que celle-ci a été évacuée par l'adversaire.\""""
    state = place(start(), ("lysimaque", "A", "MAC"))
    assert state.position.province_owner["MAC"] == "lysimaque"
    state = place(state, ("cassandre", "A", "MAC"))
    assert state.position.province_owner["MAC"] == "cassandre"
    state = place(state)
    assert state.position.province_owner["MAC"] == "cassandre"


def test_two_citadels_of_two_players_leave_the_province_neutral_one_neutral_citadel_does_not() -> None:
    """ "la province est neutre si les 2 citadelles appartiennent à des joueurs différents (...). Si une des
    citadelles est neutre, la province appartient au joueur contrôlant l'autre citadelle.\""""
    state = own(place(start()), "lysimaque", "pydna")
    assert state.position.province_owner["MAC"] is None
    state = own(state, None, "pydna")
    assert state.position.province_owner["MAC"] == "cassandre"
