"""The resolution's events, plain data for the results sheet and part 2's hooks (capture, treasures)."""

from __future__ import annotations

from engine.diadoques.adjudicator import adjudicate
from engine.diadoques.notation import parse_orders
from engine.diadoques.units import Position, Unit


def _play(board, units, citadels, lines, first_sieges=None):
    position = Position(units=units, citadel_owner=citadels, first_sieges=first_sieges or {})
    orders = {}
    for power, text in lines.items():
        orders.update(parse_orders(board, position, power, text).orders)
    return adjudicate(board, position, orders, seed=1)


def test_a_citadel_falls_with_its_garrison_and_the_garrison_s_commander(board):
    units = (
        Unit(id="p1", owner="ptolemee", kind="A", space="SYR"),
        Unit(id="s1", owner="seleucos", kind="A", space="alexandrie-d-issos", commander="seleucos:epigone"),
    )
    result = _play(
        board,
        units,
        {"alexandrie-d-issos": "seleucos"},
        {"ptolemee": "A SYR A2 Alexandrie d'Issos"},
        first_sieges={"p1": "alexandrie-d-issos"},
    )
    kinds = [(e.kind, e.params) for e in result.events]
    assert ("siege_turn", {"unit": "p1", "citadel": "alexandrie-d-issos", "stage": 2}) in kinds
    assert ("citadel_fell", {"citadel": "alexandrie-d-issos", "owner": "ptolemee"}) in kinds
    assert (
        "garrison_destroyed",
        {"unit": "s1", "citadel": "alexandrie-d-issos", "commander": "seleucos:epigone"},
    ) in kinds
    assert result.fallen_citadels == {"alexandrie-d-issos": "ptolemee"}


def test_a_unit_with_nowhere_to_go_is_destroyed_with_its_commander(board):
    units = (
        Unit(id="s1", owner="seleucos", kind="Ae", space="MES"),
        Unit(id="s2", owner="seleucos", kind="A", space="COM"),
        Unit(
            id="p1",
            owner="ptolemee",
            kind="A",
            space="SYR",
            commander="ptolemee:diadoque",
            commander_bonus=True,
        ),
    )
    result = _play(board, units, {}, {"seleucos": "A MES SYR\nA COM S A MES SYR", "ptolemee": "A* SYR Re X"})
    assert ("destroyed", {"unit": "p1", "space": None, "commander": "ptolemee:diadoque"}) in [
        (e.kind, e.params) for e in result.events
    ]
    assert result.outcomes["p1"].destroyed
