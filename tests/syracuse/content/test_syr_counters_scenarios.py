"""Counters and scenarios against the text of sections 1, 7 and 10."""

from __future__ import annotations

from collections import Counter

import pytest

from engine.syracuse.content import load_content
from engine.syracuse.content.models import CombatUnit, Deployment, Scenario

CONTENT = load_content()
UNITS = {u.id: u for u in CONTENT.counters.units}
LEADERS = {c.id: c for c in CONTENT.counters.leaders}
STRATAGEMS = {s.number: s for s in CONTENT.counters.stratagems}


def scenario(scenario_id: str) -> Scenario:
    return next(s for s in CONTENT.scenarios.scenarios if s.id == scenario_id)


def deployed(s: Scenario, zone: str) -> Deployment:
    return next(d for d in s.deployments if d.zone == zone)


def signature(unit_ids: list[str]) -> Counter[tuple[str, bool, int, bool]]:
    """(type, allied, PF, sword) of each unit, as the scenario text lists them."""
    return Counter((UNITS[u].type, UNITS[u].allied, UNITS[u].pf, UNITS[u].sword) for u in unit_ids)


def test_1_1_unit_types_and_weakened_values() -> None:
    for unit in UNITS.values():
        assert unit.type in {"T", "H", "C", "P", "A"}
        assert unit.weakened_pf == unit.pf // 2  # the recorded reconstruction
    assert UNITS["ath_h1_mantinea"].weakened_pf == 0  # 1.1: weakened units may be worth 0 PF


def test_10_1_athenian_deployment() -> None:
    s = scenario("historical")
    t25 = deployed(s, "T25")
    assert t25.leaders == ["nicias"]
    assert signature(t25.units) == Counter(
        {
            ("H", False, 3, True): 2,
            ("H", True, 5, False): 1,
            ("C", True, 2, False): 1,
            ("A", False, 2, False): 1,
        }
    )
    t24 = deployed(s, "T24")
    assert t24.leaders == ["lamachos"]
    assert signature(t24.units) == Counter(
        {
            ("H", False, 3, False): 1,
            ("H", True, 2, False): 1,
            ("H", True, 1, False): 1,
            ("H", True, 6, False): 1,
            ("A", False, 2, False): 1,
        }
    )
    assert signature(deployed(s, "M10").units) == Counter({("T", False, 20, True): 2})
    assert signature(deployed(s, "M11").units) == Counter({("T", False, 25, False): 1})
    assert signature(deployed(s, "M9").units) == Counter(
        {("T", False, 25, False): 1, ("T", False, 20, True): 1}
    )
    catane = deployed(s, "CATANE")
    assert catane.leaders == ["alcibiade"] and signature(catane.units) == Counter(
        {("T", False, 25, False): 1}
    )


def test_10_1_syracusan_deployment() -> None:
    s = scenario("historical")
    assert deployed(s, "T16").leaders == ["hermocrate"]
    assert signature(deployed(s, "T16").units) == Counter({("A", False, 3, False): 1})
    assert signature(deployed(s, "T11").units) == Counter({("C", False, 6, False): 1})
    assert deployed(s, "T13").leaders == ["sycanos"]
    assert signature(deployed(s, "T13").units) == Counter(
        {("H", False, 6, False): 1, ("H", False, 5, False): 1, ("P", False, 2, False): 1}
    )
    assert deployed(s, "T15").leaders == ["heraclide"]
    assert signature(deployed(s, "T15").units) == Counter(
        {("H", False, 6, True): 1, ("H", False, 6, False): 1, ("P", False, 2, False): 1}
    )
    for port in ("M6", "M7"):
        assert signature(deployed(s, port).units) == Counter({("T", False, 25, True): 1})


def test_10_1_start_facts() -> None:
    s = scenario("historical")
    assert (s.first_turn, s.last_turn) == (1, 9)
    assert s.supply_start == {"athenian": 3, "syracusan": 3}
    assert s.ap_start == {"athenian": 0, "syracusan": 0}
    assert s.advantage == "athenian"
    assert s.fort_owners_at_start == {"olympieion": "syracusan"}
    assert s.starting_hands == {"athenian": [13], "syracusan": [21]}
    assert s.first_turn_draws == {"athenian": 1, "syracusan": 1}


def reinforcements(s: Scenario, side: str, turn: int | None) -> list[CombatUnit]:
    groups = [r for r in s.reinforcements if r.side == side and r.turn == turn]
    return [UNITS[u] for g in groups for u in g.units]


@pytest.mark.parametrize(
    ("side", "turn", "expected"),
    [
        ("athenian", 3, {("C", True, 4, False): 1}),
        (
            "athenian",
            8,
            {
                ("T", False, 25, True): 2,
                ("T", False, 20, True): 1,
                ("H", False, 5, True): 2,
                ("H", True, 5, False): 2,
                ("P", False, 5, True): 1,
                ("P", False, 4, False): 1,
                ("A", False, 2, False): 2,
            },
        ),
        ("athenian", None, {("C", True, 2, False): 1}),
        (
            "syracusan",
            4,
            {
                ("T", True, 5, False): 1,
                ("H", True, 3, True): 1,
                ("P", True, 2, False): 1,
                ("H", True, 4, False): 1,
                ("C", True, 2, False): 1,
                ("T", False, 25, True): 2,
            },
        ),
        ("syracusan", 5, {("T", True, 5, False): 1, ("H", True, 4, True): 1}),
        ("syracusan", 7, {("T", True, 5, True): 1, ("H", True, 1, True): 1}),
        ("syracusan", 8, {("T", True, 25, True): 1, ("H", True, 3, False): 1}),
        (
            "syracusan",
            9,
            {
                ("T", True, 5, False): 1,
                ("P", True, 2, False): 1,
                ("C", True, 2, False): 1,
                ("H", True, 2, False): 1,
                ("A", True, 2, False): 1,
            },
        ),
        ("syracusan", None, {("T", True, 20, True): 1}),
    ],
)
def test_10_1_reinforcements(
    side: str, turn: int | None, expected: dict[tuple[str, bool, int, bool], int]
) -> None:
    units = reinforcements(scenario("historical"), side, turn)
    assert Counter((u.type, u.allied, u.pf, u.sword) for u in units) == Counter(expected)


def test_10_1_reinforcement_leaders_and_entry_zones() -> None:
    s = scenario("historical")
    by_id = {r.id: r for r in s.reinforcements}
    assert by_id["ath_t8_demosthenes"].leaders == ["demosthene", "eurymedon"]
    assert by_id["syr_t4_gylippus_fleet"].leaders == ["gylippe"]
    assert by_id["syr_t7_corinth"].leaders == ["erasinides"]
    assert "CATANE" in by_id["ath_t3_cavalry"].entry_zones  # "ou zone hors carte de Catane"
    assert by_id["syr_t4_syracusan_triremes"].entry_zones == ["M6", "M7"]
    assert all(r.optional == (r.turn is None) for r in s.reinforcements)


def test_s8_two_spartan_hoplite_units_allied_to_syracuse() -> None:
    spartans = [u for u in UNITS.values() if u.spartan]
    assert len(spartans) == 2 and all(u.type == "H" and u.side == "syracusan" for u in spartans)


def test_1_white_band_only_on_athenian_and_syracusan_citizen_units() -> None:
    assert not UNITS["ath_h3_athenians_1"].allied and UNITS["ath_h2_argos"].allied
    assert not UNITS["syr_c6_syracusans"].allied and UNITS["syr_t5_corinth"].allied


def test_variant_puts_s21_in_the_bowl() -> None:
    s = scenario("historical_variant")
    assert s.starting_hands == {"athenian": [13], "syracusan": []}
    assert 21 not in s.removed_stratagems
    assert s.first_turn_draws == {"athenian": 1, "syracusan": 2}


def test_10_2_turn_marker_on_0_ten_turns_s21_removed() -> None:
    s = scenario("what_if_alcibiades")
    assert (s.first_turn, s.last_turn) == (0, 9)
    assert s.last_turn - s.first_turn + 1 == 10
    assert s.removed_stratagems == [21]
    assert s.deployments == scenario("historical").deployments


def test_1_2_leaders_bonus_and_wounded_side() -> None:
    sides = {c.id: c.side for c in LEADERS.values()}
    assert sorted(c for c, s in sides.items() if s == "athenian") == [
        "alcibiade",
        "demosthene",
        "eurymedon",
        "lamachos",
        "nicias",
    ]
    assert {c.swords for c in LEADERS.values()} == {0, 1, 2}  # S20 needs each kind
    assert all(c.wounded_swords == 0 for c in LEADERS.values())


def test_7_twenty_five_stratagems_with_their_phases() -> None:
    assert sorted(STRATAGEMS) == list(range(1, 26))
    assert {n for n, s in STRATAGEMS.items() if s.permanent} == {6, 21}
    assert STRATAGEMS[5].phases == ["D.5"] and STRATAGEMS[6].phases == ["C"]
    assert STRATAGEMS[17].phases == ["B.2"] and STRATAGEMS[22].phases == ["D.4"]
    assert STRATAGEMS[25].phases == ["any"]


def test_2a_s6_and_s11_share_a_counter() -> None:
    counter = next(c for c in CONTENT.counters.stratagem_counters if c.front.stratagem == 6)
    assert counter.back.stratagem == 11


def test_7_colours_let_each_side_use_only_its_own_and_neutral_faces() -> None:
    colours = {
        face.stratagem: face.colour
        for c in CONTENT.counters.stratagem_counters
        for face in (c.front, c.back)
        if face.stratagem
    }
    assert colours[1] == "athenian"  # "tactique d'enveloppement athénienne"
    assert colours[13] == "athenian"  # only the Athenian builds the camp and forts
    assert colours[10] == "athenian"  # the Athenian rolls for the night attack
    for syracusan_only in (5, 6, 8, 21):
        assert colours[syracusan_only] == "syracusan"
    # 2.C: each player can discard a stratagem "de sa couleur" for a works die.
    assert {"athenian", "syracusan", "neutral"} <= set(colours.values())
    # 7: some counters offer one face per side, so each player can use only one of them.
    assert any(
        {c.front.colour, c.back.colour} == {"athenian", "syracusan"}
        for c in CONTENT.counters.stratagem_counters
    )


def test_1_4_markers() -> None:
    kinds = Counter(m.kind for m in CONTENT.counters.markers)
    assert kinds == Counter(
        {"action": 2, "supply": 2, "turn": 1, "advantage": 1, "camp": 1, "fort": 4, "wall": 7, "chains": 1}
    )


def test_2b1_example_spring_414_syracuse_8_athens_5() -> None:
    """2.B.1: spring -414, Syracuse rolls 8 and Athens 5: Syracuse gets 4 AP, Athens 3 AP."""
    rules = CONTENT.rules
    spring_414 = next(t for t in rules.calendar if (t.season, t.year) == ("spring", -414))
    modifier = rules.ap_season_modifier[spring_414.season]
    assert -(-8 // 2) + modifier == 4
    assert -(-5 // 2) + modifier == 3


def test_2c_four_turns_in_414_and_four_in_413() -> None:
    years = Counter(t.year for t in CONTENT.rules.calendar if 1 <= t.turn <= 9)
    assert years[-414] == 4 and years[-413] == 4


def test_2c_works_dice_modifiers_as_listed() -> None:
    mods = CONTENT.rules.works_dice_modifiers
    assert CONTENT.rules.works_base_dice == {"athenian": 2, "syracusan": 1}
    assert sum(1 for v in mods.values() if v == 1) == 5
    assert {k for k, v in mods.items() if v == -1} == {
        "athenian_chains_built",
        "enemy_cavalry_more_than_double",
        "winter",
        "year_413",
    }


def test_5_1_works_points_and_costs() -> None:
    rules = CONTENT.rules
    assert rules.works_points_per_face == {5: 1, 6: 2}
    assert rules.works_costs == {"camp": 2, "fort": 2, "wall": 1, "chains": 1}
    assert (rules.build_min_pf, sorted(rules.build_unit_types)) == (2, ["A", "H", "P"])


def test_7_stratagem_numbers() -> None:
    params = CONTENT.rules.stratagem_params
    assert params["discord"] == {"no_bonus_min": 3, "simple_bonus_min": 5}
    assert params["night_attack"]["success_min"] == 3
    assert params["storm"] == {"hit_min": 5, "protected_hit_min": 6}
    assert set(params) <= {s.key for s in STRATAGEMS.values()}
