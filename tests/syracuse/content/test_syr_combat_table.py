"""The combat results table (« Table de résolution des combats ») and 4.2 / 4.2.1 resolution."""

from __future__ import annotations

import pytest

from engine.syracuse.combat import (
    SEVERITY,
    BattleContext,
    Force,
    ForceUnit,
    apply_losses,
    clamp_die,
    column_shifts,
    die_modifiers,
    lookup,
    odds_column,
    resolve,
    shift_column,
    units_hit,
    winner,
)
from engine.syracuse.content import load_content

CRT = load_content().crt


def column(column_id: str) -> int:
    return [c.id for c in CRT.columns].index(column_id)


def test_table_shape_seven_columns_ten_rows_die_minus1_to_8() -> None:
    assert [c.id for c in CRT.columns] == ["1/3", "1/2", "2/3", "1/1", "3/2", "2/1", "3/1"]
    assert [r.die for r in CRT.rows] == list(range(-1, 9))


def test_every_row_is_monotone_left_to_right() -> None:
    for row in CRT.rows:
        attacker = [SEVERITY[c.attacker] for c in row.cells]
        defender = [SEVERITY[c.defender] for c in row.cells]
        assert attacker == sorted(attacker, reverse=True), row.die
        assert defender == sorted(defender), row.die


def test_every_column_is_monotone_top_to_bottom() -> None:
    for index in range(len(CRT.columns)):
        attacker = [SEVERITY[r.cells[index].attacker] for r in CRT.rows]
        defender = [SEVERITY[r.cells[index].defender] for r in CRT.rows]
        assert attacker == sorted(attacker, reverse=True), index
        assert defender == sorted(defender), index


def test_printed_corners_of_the_table() -> None:
    assert lookup(CRT, column("1/3"), -1).model_dump() == {"attacker": "E", "defender": "R"}
    assert lookup(CRT, column("3/1"), 8).model_dump() == {"attacker": "R", "defender": "E"}
    assert lookup(CRT, column("3/1"), 2).model_dump() == {"attacker": "1/4", "defender": "1/2"}


@pytest.mark.parametrize(
    ("attacker", "defender", "expected"),
    [
        (10, 10, "1/1"),
        (14, 10, "1/1"),  # 1.4 rounds down to 1/1 in the defender's favour
        (15, 10, "3/2"),
        (19, 10, "3/2"),
        (20, 10, "2/1"),
        (29, 10, "2/1"),
        (30, 10, "3/1"),
        (90, 10, "3/1"),  # "3/1 et +"
        (9, 10, "2/3"),
        (6, 10, "1/2"),
        (4, 10, "1/3"),  # 0.4 is under 1/2: the "1/3 et -" column
        (1, 10, "1/3"),
        (5, 0, "3/1"),  # a defender worth 0 PF
    ],
)
def test_4_2_odds_are_rounded_in_the_defenders_favour(attacker: int, defender: int, expected: str) -> None:
    assert CRT.columns[odds_column(attacker, defender, CRT)].id == expected


def test_column_shifts_are_clamped_to_the_table() -> None:
    assert shift_column(column("2/1"), 2, CRT) == column("3/1")
    assert shift_column(column("1/2"), -3, CRT) == column("1/3")
    assert shift_column(column("1/1"), 1, CRT) == column("3/2")


def test_die_is_clamped_to_minus1_and_8() -> None:
    assert clamp_die(-4, CRT) == -1
    assert clamp_die(11, CRT) == 8
    assert clamp_die(3, CRT) == 3


def test_4_2_the_lesser_loss_wins() -> None:
    assert winner(CRT, column("1/1"), 2) == "defender"  # 1/4-R
    assert winner(CRT, column("1/1"), 5) == "attacker"  # R-1/4


def test_equal_losses_diagonal_rule_defender_up_to_sum_6_attacker_from_7() -> None:
    assert winner(CRT, column("1/1"), 3) == "defender"  # 3 + 3 = 6
    assert winner(CRT, column("1/1"), 4) == "attacker"  # 4 + 3 = 7
    assert winner(CRT, column("3/1"), 0) == "defender"
    assert winner(CRT, column("3/1"), 1) == "attacker"


def test_equal_losses_defender_wins_ties_alternative() -> None:
    assert winner(CRT, column("1/1"), 4, tie_rule="defender_wins_ties") == "defender"
    assert winner(CRT, column("3/1"), 1, tie_rule="defender_wins_ties") == "defender"


def test_diagonal_tie_rule_matches_the_neighbouring_cells() -> None:
    """Every non-tie cell with die + column <= 5 is a defender win and every one >= 8 an attacker win."""
    for row in CRT.rows:
        for index, cell in enumerate(row.cells):
            if cell.attacker == cell.defender:
                continue
            if row.die + index <= 5:
                assert winner(CRT, index, row.die) == "defender"
            if row.die + index >= 8:
                assert winner(CRT, index, row.die) == "attacker"


def test_resolve_applies_shifts_then_modifiers() -> None:
    outcome = resolve(CRT, attacker_pf=20, defender_pf=10, roll=6, die_modifier=3, column_shift=2)
    assert (outcome.base_column, outcome.column_id, outcome.die) == (column("2/1"), "3/1", 8)
    assert outcome.result.model_dump() == {"attacker": "R", "defender": "E"}
    assert outcome.winner == "attacker" and outcome.loser == "defender"


# ---------------------------------------------------------------------------------- 4.2.1 losses
def test_4_2_1_example_three_units_one_half_weakens_one() -> None:
    """4.2.1: 3 units and a 1/2 result give 1.5, rounded in the player's favour to 1."""
    assert units_hit("1/2", 3) == 1


def test_4_2_1_example_two_units_one_quarter_still_weakens_one() -> None:
    """4.2.1: 2 units and a 1/4 result give 0.5, raised to the minimum of 1 unit."""
    assert units_hit("1/4", 2) == 1


@pytest.mark.parametrize(
    ("loss", "count", "hit"),
    [("1/4", 4, 1), ("1/4", 8, 2), ("1/2", 4, 2), ("1/2", 5, 2), ("3/4", 4, 3), ("3/4", 3, 2), ("3/4", 1, 1)],
)
def test_4_2_1_fractions_count_units_rounded_down_minimum_one(loss: str, count: int, hit: int) -> None:
    assert units_hit(loss, count) == hit  # type: ignore[arg-type]


def test_4_2_1_r_means_no_loss() -> None:
    assert units_hit("R", 5) == 0
    assert apply_losses("R", {"a": False}) == apply_losses("R", {})


def test_4_2_1_e_eliminates_every_unit_and_the_leaders() -> None:
    outcome = apply_losses("E", {"a": False, "b": True})
    assert set(outcome.eliminated) == {"a", "b"} and outcome.weakened == () and outcome.leaders_eliminated


def test_4_2_1_a_weakens_all_and_eliminates_the_already_weakened() -> None:
    outcome = apply_losses("A", {"a": False, "b": True, "c": False})
    assert set(outcome.weakened) == {"a", "c"} and outcome.eliminated == ("b",)
    assert not outcome.leaders_eliminated


def test_4_2_1_fraction_the_owner_chooses_which_units() -> None:
    units = {"a": False, "b": True, "c": False}
    assert apply_losses("1/2", units, ["b"]).eliminated == ("b",)
    assert apply_losses("1/2", units, ["c"]).weakened == ("c",)
    with pytest.raises(ValueError):
        apply_losses("1/2", units, ["a", "c"])  # 1 unit, not 2
    with pytest.raises(ValueError):
        apply_losses("1/2", units, ["z"])


# ------------------------------------------------------------------------------------- modifiers
def H(pf: int = 3, sword: bool = False) -> ForceUnit:
    return ForceUnit("H", sword, pf)


def test_die_modifier_a_leaders_with_a_bonus() -> None:
    mods = die_modifiers(Force((H(),), bonus_leaders=2), Force((H(),), bonus_leaders=1))
    assert mods["a"] == 1


def test_die_modifiers_b_and_e_hoplites_with_a_bonus() -> None:
    mods = die_modifiers(Force((H(sword=True),)), Force((H(sword=True), H())))
    assert mods["b"] == 0 and mods["e"] == 0
    mods = die_modifiers(Force((H(sword=True),)), Force((H(), ForceUnit("P", False, 2))))
    assert mods["b"] == 1
    mods = die_modifiers(Force((H(),)), Force((H(sword=True), H(sword=True))))
    assert mods["e"] == -2


def test_die_modifiers_c_and_d() -> None:
    mixed = Force((H(), ForceUnit("A", False, 2), ForceUnit("C", False, 2)))
    mods = die_modifiers(mixed, Force((H(), ForceUnit("C", False, 2))))
    assert mods["c"] == -1 and mods["d"] == 1
    assert die_modifiers(Force((H(), H())), Force((H(),)))["d"] == 0


def test_die_modifiers_f_g_h_fort_and_triremes() -> None:
    ships = Force((ForceUnit("T", True, 20), ForceUnit("T", True, 20)))
    assert die_modifiers(ships, Force((ForceUnit("T", True, 25),)))["h"] == 1
    assert die_modifiers(Force((H(),)), Force((H(),)), BattleContext(fort_holder="attacker"))["f"] == 1
    assert die_modifiers(Force((H(),)), Force((H(),)), BattleContext(fort_holder="defender"))["f"] == -1
    assert die_modifiers(Force((H(),)), Force((H(),)), BattleContext(fort_assault_swords=1))["g"] == -1


def test_zero_pf_weakened_units_give_no_modifier() -> None:
    """1.1: a weakened unit worth 0 PF has no combat value."""
    assert die_modifiers(Force((H(),)), Force((H(), ForceUnit("A", False, 0))))["c"] == 0


def test_column_modifiers_a_to_g() -> None:
    shifts = CRT.column_modifiers
    light = Force((ForceUnit("P", False, 2),))
    assert column_shifts(Force((H(),)), light, BattleContext(), shifts)["a"] == 2
    assert column_shifts(light, Force((H(),)), BattleContext(), shifts)["b"] == -1
    context = BattleContext(
        crossed_river=True, amphibious=True, climbed_from_clear=True, crossed_wall=True, fort_assault_swords=1
    )
    got = column_shifts(Force((H(),)), Force((H(),)), context, shifts)
    assert got == {"a": 0, "b": 0, "c": -1, "d": -1, "e": -1, "f": -2, "g": -3}
