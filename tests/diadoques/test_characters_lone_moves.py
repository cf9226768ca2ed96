"""A lone character enters a citadel its side holds (§9a Mouvement: "Pour entrer dans une citadelle, il
faut en avoir le contrôle"): the side is the one controlling the character, a royal's included, not the
prefix of its id."""

from __future__ import annotations

from engine.diadoques.adjudicator import adjudicate
from engine.diadoques.board import load_board
from engine.diadoques.characters.roster import OLYMPIAS
from engine.diadoques.orders import CharacterMove
from engine.diadoques.units import Position

BOARD = load_board()


def _olympias_moves_to_pella(controller: str):
    position = Position(
        units=(),
        citadel_owner={"pella": "cassandre"},
        characters={OLYMPIAS: "MAC"},
        controllers={OLYMPIAS: controller},
    )
    return adjudicate(BOARD, position, {OLYMPIAS: CharacterMove(character=OLYMPIAS, dest="pella")}, seed=1)


def test_a_royal_enters_a_citadel_of_the_side_that_controls_her() -> None:
    result = _olympias_moves_to_pella("cassandre")
    assert result.outcomes[OLYMPIAS].succeeded, result.outcomes[OLYMPIAS]
    assert result.position.characters[OLYMPIAS] == "pella"


def test_a_royal_may_not_enter_a_citadel_another_side_holds() -> None:
    result = _olympias_moves_to_pella("antigone")
    assert not result.outcomes[OLYMPIAS].succeeded
    assert result.outcomes[OLYMPIAS].reason == "ignored_citadel_not_controlled"
