"""The resolver on its own (rule-agnostic, DATC §5.E) and the adjudicator's guarantees: it always ends,
hands a paradox to the backup rule, and gives the same answer for the same seed."""

from __future__ import annotations

from engine.diadoques.adjudicator import adjudicate
from engine.diadoques.adjudicator.resolver import Resolver
from engine.diadoques.notation import parse_orders
from engine.diadoques.units import Position, Unit


def _solve(equations, backup_answer=True):
    calls = {"backup": [], "evaluations": 0}

    def evaluate(d, look):
        calls["evaluations"] += 1
        return equations[d](look)

    def backup(group, final):
        calls["backup"].append(sorted(group))
        for d in group:
            final[d] = backup_answer

    resolver = Resolver(sorted(equations), evaluate, backup)
    return resolver.solve(), calls


def _not(v):
    return None if v is None else not v


def test_decisions_that_settle_each_other_need_no_backup():
    final, calls = _solve(
        {"a": lambda look: True, "b": lambda look: look("a"), "c": lambda look: _not(look("b"))}
    )
    assert final == {"a": True, "b": True, "c": False}
    assert calls["backup"] == []


def test_a_cycle_with_one_consistent_answer_is_found_by_guessing():
    # a = b and not c; b = a; c = True: guessing a False is consistent, a True is not (c is True)
    final, calls = _solve(
        {
            "a": lambda look: None if look("b") is None else (look("b") and not look("c")),
            "b": lambda look: look("a"),
            "c": lambda look: True,
        }
    )
    assert final == {"a": False, "b": False, "c": True}
    assert calls["backup"] == []


def test_a_cycle_with_two_consistent_answers_goes_to_the_backup_rule():
    final, calls = _solve({"a": lambda look: look("b"), "b": lambda look: look("a")})
    assert calls["backup"] == [["a", "b"]]
    assert final == {"a": True, "b": True}


def test_a_cycle_with_no_consistent_answer_goes_to_the_backup_rule():
    final, calls = _solve(
        {"a": lambda look: _not(look("b")), "b": lambda look: look("a")}, backup_answer=False
    )
    assert calls["backup"] == [["a", "b"]]
    assert final == {"a": False, "b": False}


def test_a_long_circle_is_settled_without_an_exponential_number_of_evaluations():
    n = 40
    names = [f"d{i:02}" for i in range(n)]
    equations = {
        name: (lambda nxt: lambda look: look(nxt))(names[(i + 1) % n]) for i, name in enumerate(names)
    }
    final, calls = _solve(equations)
    assert all(final[name] for name in names)
    assert calls["evaluations"] < 40 * n * n


def _units(*specs):
    return tuple(Unit(id=f"u{i}", owner=o, kind=k, space=s) for i, (o, k, s) in enumerate(specs))


def test_a_rotation_of_five_armies_moves_them_all(board):
    ring = ["CIL", "COM", "MES", "ARA", "SYR"]
    position = Position(units=_units(*[("seleucos", "A", s) for s in ring]))
    text = "\n".join(f"A {a} {b}" for a, b in zip(ring, ring[1:] + ring[:1], strict=True))
    sheet = parse_orders(board, position, "seleucos", text)
    result = adjudicate(board, position, sheet.orders, seed=3)
    assert all(o.succeeded for o in result.outcomes.values())
    assert sorted(u.space for u in result.position.units) == sorted(ring)
    assert {u.id: u.space for u in result.position.units} == {f"u{i}": ring[(i + 1) % 5] for i in range(5)}


def _tie(board, seed):
    """Two equal armies dislodged the same season, both wanting only CIL: the lot decides."""
    position = Position(
        units=_units(
            ("seleucos", "A", "MES"),
            ("seleucos", "A", "COM"),
            ("ptolemee", "A", "SYR"),
            ("antigone", "A", "PAP"),
            ("antigone", "A", "PON"),
            ("eumene", "A", "CAP"),
        )
    )
    orders = {}
    for power, text in [
        ("seleucos", "A MES SYR\nA COM S A MES SYR"),
        ("ptolemee", "A SYR Re CIL, X"),
        ("antigone", "A PAP CAP\nA PON S A PAP CAP"),
        ("eumene", "A CAP Re CIL, X"),
    ]:
        orders.update(parse_orders(board, position, power, text).orders)
    result = adjudicate(board, position, orders, seed=seed)
    return result.outcomes["u2"].retreat, result.outcomes["u5"].retreat


def test_an_equal_retreat_conflict_is_a_seeded_lot(board):
    draws = {seed: _tie(board, seed) for seed in range(1, 13)}
    assert set(draws.values()) == {("CIL", None), (None, "CIL")}
    assert all(_tie(board, seed) == draws[seed] for seed in (1, 2, 3))
