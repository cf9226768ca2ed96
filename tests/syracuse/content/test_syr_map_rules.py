"""One test per map constraint the rulebook states (sections in each test's name or docstring)."""

from __future__ import annotations

import pytest

from engine.syracuse.board import Board, BoardFacts, board
from engine.syracuse.content import load_content

START = BoardFacts(fort_owners={"olympieion": "syracusan"})


@pytest.fixture(scope="module")
def b() -> Board:
    return board()


def test_0_2_zone_classes_t1_t27_m1_m12(b: Board) -> None:
    zones = b.map.zones
    assert sorted(z for z in zones if z.startswith("T")) == sorted(f"T{i}" for i in range(1, 28))
    assert sorted(z for z in zones if z.startswith("M")) == sorted(f"M{i}" for i in range(1, 13))
    assert all(zones[z].kind == ("land" if z.startswith("T") else "sea") for z in zones)


def test_0_2_terrain_examples_t1_clear_t8_high_t16_city(b: Board) -> None:
    assert b.zone("T1").terrain == "clear"
    assert b.zone("T8").terrain == "high"
    assert b.zone("T16").terrain == "city"


def test_0_2_ports_m6_m7_syracusan_and_m12_athenian_once_the_camp_exists(b: Board) -> None:
    assert b.is_port("M6", START) and b.port_owner("M6", START) == "syracusan"
    assert b.is_port("M7", START) and b.port_owner("M7", START) == "syracusan"
    assert not b.is_port("M12", START)
    camp = BoardFacts(camp="built")
    assert b.is_port("M12", camp) and b.port_owner("M12", camp) == "athenian"
    assert not b.is_port("M12", BoardFacts(camp="destroyed"))  # 4.4: M12 becomes protected again


def test_0_2_protected_zones_m9_m10_m11_and_m12_before_the_camp(b: Board) -> None:
    protected = {z for z in b.map.zones if b.is_sea(z) and b.is_protected(z, START)}
    assert protected == {"M9", "M10", "M11", "M12"}
    assert not b.is_protected("M12", BoardFacts(camp="built"))


def test_0_2_fortified_zones_t16_always_t17_with_m12_once_the_camp_is_built(b: Board) -> None:
    assert {z for z in b.map.zones if b.is_fortified(z, START)} == {"T16", "M6", "M7"}
    camp = BoardFacts(camp="built")
    assert {z for z in b.map.zones if b.is_fortified(z, camp)} == {"T16", "M6", "M7", "T17", "M12"}


def test_0_2_forts_olympieion_t21_labdalon_t9_syke_t14_plemmyrion_t27(b: Board) -> None:
    where = {f.id: f.zone for f in b.map.forts}
    assert where == {"olympieion": "T21", "labdalon": "T9", "syke": "T14", "plemmyrion": "T27"}
    olympieion = b.fort("olympieion")
    assert olympieion.built_at_start and olympieion.owner_at_start == "syracusan"
    assert all(b.fort(f).buildable_by == "athenian" for f in ("labdalon", "syke", "plemmyrion"))


def test_0_2_t27_is_clear_ground_until_the_plemmyrion_is_built(b: Board) -> None:
    assert b.zone("T27").terrain == "clear"
    assert b.land_step_cost("T27", "plemmyrion", "athenian", START) is None  # no fort to enter yet
    built = BoardFacts(fort_owners={"plemmyrion": "athenian"})
    assert b.land_step_cost("T27", "plemmyrion", "athenian", built) == 1


def test_3_t4_and_t12_touch_only_at_a_corner(b: Board) -> None:
    assert not b.adjacent("T4", "T12")
    assert b.land_step_cost("T4", "T12", "athenian", START) is None


def test_3_1_adjacency_is_symmetric_and_land_units_never_stop_at_sea(b: Board) -> None:
    for zone in b.map.zones.values():
        assert all(zone.id in b.zone(other).adjacent for other in zone.adjacent)
    fleet = BoardFacts(naval_pf={"athenian": {"M10": 40, "M9": 40}})
    assert all(not b.is_sea(pos) for pos in b.reachable("T25", "athenian", fleet, 4, carried_pf=5))


def test_3_1_canal_between_m6_and_m7_for_the_syracusan(b: Board) -> None:
    assert not b.adjacent("M6", "M7")
    assert b.naval_step_allowed("M6", "M7", "syracusan", START)
    assert b.naval_step_allowed("M7", "M6", "syracusan", START)
    assert not b.naval_step_allowed("M6", "M7", "athenian", START)


def test_3_1_catane_is_reached_only_through_m1(b: Board) -> None:
    linked = {z for link in b.special_links("CATANE") for z in link.zones} - {"CATANE"}
    assert linked == {"M1"}
    assert b.naval_step_allowed("M1", "CATANE", "athenian", START)
    assert not b.naval_step_allowed("M2", "CATANE", "athenian", START)
    assert b.naval_reachable("CATANE", "athenian", START)["M2"] == ("CATANE", "M1", "M2")
    # 0.2: Catane is open to Athenian units only.
    assert "CATANE" not in b.naval_reachable("M5", "syracusan", START)
    assert "CATANE" in b.naval_reachable("M9", "athenian", START)


def test_3_1_syracusan_units_cannot_enter_m12_until_the_camp_is_destroyed(b: Board) -> None:
    for camp in ("none", "built"):
        assert not b.naval_step_allowed("M10", "M12", "syracusan", BoardFacts(camp=camp))
    assert b.naval_step_allowed("M10", "M12", "syracusan", BoardFacts(camp="destroyed"))
    assert b.naval_step_allowed("M10", "M12", "athenian", START)


def test_3_1_and_5_2_no_move_across_an_enemy_fortification(b: Board) -> None:
    assert b.land_step_cost("T13", "T16", "athenian", START) is None
    assert b.land_step_cost("T13", "T16", "syracusan", START) == 1
    assert not b.naval_step_allowed("M5", "M6", "athenian", START)
    camp = BoardFacts(camp="built")
    assert b.land_step_cost("T13", "T17", "syracusan", camp) is None
    assert b.land_step_cost("T13", "T17", "athenian", camp) == 1  # friendly fortification: no extra cost
    assert b.land_step_cost("T13", "T17", "syracusan", BoardFacts(camp="destroyed")) == 1


def test_3_2_example_t11_to_t20_via_t18_costs_4_mp(b: Board) -> None:
    """3.2: T11 -> T18 = 1 MP + 1 river + 1 elevation, then T18 -> T20 = 1 MP: 4 MP."""
    assert b.is_river("T11", "T18")
    assert b.zone("T11").terrain == "clear" and b.zone("T18").terrain == "high"
    assert b.land_step_cost("T11", "T18", "syracusan", START) == 3
    assert b.land_step_cost("T18", "T20", "syracusan", START) == 1
    via_t18 = [r for r in b.routes("T11", "syracusan", START, 4) if r.path == ("T11", "T18", "T20")]
    assert [r.cost for r in via_t18] == [4]


def test_3_2_no_climb_cost_downhill_or_between_high_zones(b: Board) -> None:
    assert b.land_step_cost("T18", "T10", "athenian", START) == 2  # river only, going down
    assert b.land_step_cost("T14", "T9", "athenian", START) == 1  # high to high
    assert b.land_step_cost("T1", "T8", "athenian", START) == 2  # clear to high


def test_3_2_entering_or_leaving_a_fort_costs_1_mp(b: Board) -> None:
    assert b.land_step_cost("T21", "olympieion", "syracusan", START) == 1
    assert b.land_step_cost("olympieion", "T21", "syracusan", START) == 1
    route = b.cheapest_route("T20", "olympieion", "syracusan", START)
    assert route is not None and route.cost == 2 and route.path == ("T20", "T21", "olympieion")


def test_4_3_an_empty_enemy_fort_is_taken_by_entering_it_an_occupied_one_is_not(b: Board) -> None:
    assert b.land_step_cost("T21", "olympieion", "athenian", START) == 1
    garrisoned = BoardFacts(
        fort_owners={"olympieion": "syracusan"}, occupied={"syracusan": frozenset({"olympieion"})}
    )
    assert b.land_step_cost("T21", "olympieion", "athenian", garrisoned) is None


def test_3_2_enemy_walls_cost_3_built_1_destroyed_friendly_walls_nothing(b: Board) -> None:
    built = BoardFacts(walls_built=frozenset({"S2"}))
    assert b.land_step_cost("T14", "T6", "athenian", built) == 1 + 3
    assert b.land_step_cost("T14", "T6", "syracusan", built) == 1
    destroyed = BoardFacts(walls_destroyed=frozenset({"S2"}))
    assert b.land_step_cost("T14", "T6", "athenian", destroyed) == 1 + 1
    assert b.land_step_cost("T14", "T6", "athenian", START) == 1  # not built: ignored (0.2)
    assert b.step_features("T14", "T6", "athenian", built).wall_state == "enemy_built"


def test_3_2_entering_an_enemy_occupied_zone_stops_the_move(b: Board) -> None:
    facts = BoardFacts(occupied={"syracusan": frozenset({"T11"})})
    reach = b.reachable("T10", "athenian", facts, 4)
    assert "T11" in reach
    assert all("T11" not in route.path[1:-1] for route in reach.values())
    assert b.must_stop("T11", "athenian", facts)


def test_3_2_enemy_units_inside_a_fort_stop_the_move_but_an_empty_enemy_fort_does_not(b: Board) -> None:
    garrisoned = BoardFacts(
        fort_owners={"olympieion": "syracusan"}, occupied={"syracusan": frozenset({"olympieion"})}
    )
    assert b.must_stop("T21", "athenian", garrisoned)
    assert not b.must_stop("T21", "athenian", START)


def test_3_4_amphibious_moves_need_enough_friendly_trireme_pf_and_no_enemy_trireme(b: Board) -> None:
    """3.4: sea zones count as clear zones at 1 MP each, 1 land PF per trireme PF, no enemy trireme."""
    fleet = BoardFacts(naval_pf={"athenian": {"M2": 20}})
    by_land_only = b.cheapest_route("T2", "T5", "athenian", fleet)
    assert by_land_only is not None and by_land_only.cost == 4  # T2-T3-T6(high)-T5
    by_sea = b.cheapest_route("T2", "T5", "athenian", fleet, carried_pf=10)
    assert by_sea is not None and by_sea.path == ("T2", "M2", "T5") and by_sea.cost == 2
    assert b.step_features("M2", "T5", "athenian", fleet).by_sea
    assert b.cheapest_route("T2", "T5", "athenian", fleet, mp=2, carried_pf=20) is not None
    assert b.cheapest_route("T2", "T5", "athenian", fleet, mp=2, carried_pf=21) is None  # 21 PF > 20
    contested = BoardFacts(naval_pf={"athenian": {"M2": 20}, "syracusan": {"M2": 5}})
    assert b.cheapest_route("T2", "T5", "athenian", contested, mp=2, carried_pf=5) is None
    assert b.cheapest_route("T2", "T5", "athenian", BoardFacts(), mp=2, carried_pf=0) is None  # no trireme
    assert b.cheapest_route("T2", "T5", "athenian", fleet, mp=2, carried_pf=0) is not None  # a leader alone


def test_3_4_landing_from_the_sea_on_high_ground_pays_the_climb(b: Board) -> None:
    fleet = BoardFacts(naval_pf={"athenian": {"M3": 20}})
    route = b.cheapest_route("T5", "T7", "athenian", fleet, carried_pf=5)
    assert route is not None and route.cost == 2  # T5 clear -> T7 high directly
    assert b.land_step_cost("M3", "T7", "athenian", fleet) == 2


def test_3_3_stacking_limits(b: Board) -> None:
    rules = load_content().rules
    assert b.stack_limit("T1", START).units == rules.stacking["zone"] == 5
    assert b.stack_limit("olympieion", START).units == 2
    assert b.stack_limit("T16", START).units is None
    assert b.stack_limit("CATANE", START).units is None
    assert b.stack_limit("M1", START).units is None and b.stack_limit("M1", START).naval_pf is None
    assert b.stack_limit("M9", START).naval_pf == 50
    assert b.stack_limit("T17", START).units == 5
    assert b.stack_limit("T17", BoardFacts(camp="built")).units is None
    assert load_content().map.fortifications[1].garrison_limit == 3


def test_4_4_the_camp_is_assaulted_only_from_t13_and_t15(b: Board) -> None:
    camp = next(f for f in b.map.fortifications if f.id == "athenian_camp")
    assert set(camp.assault_from) == {"T13", "T15"}
    assert camp.assault_requires_stratagem == 11
    assert all(b.adjacent(z, "T17") for z in camp.assault_from)
    syracuse = next(f for f in b.map.fortifications if f.id == "syracuse")
    assert syracuse.assault_from == [] and not syracuse.destructible


def test_5_1_wall_2_is_built_from_t6_or_t14(b: Board) -> None:
    after_wall_1 = BoardFacts(walls_built=frozenset({"S1"}))
    assert b.wall("S2").edge in (("T6", "T14"), ("T14", "T6"))
    assert "S2" in b.buildable_walls("syracusan", after_wall_1, {"T6": 2})
    assert "S2" in b.buildable_walls("syracusan", after_wall_1, {"T14": 3})
    assert "S2" not in b.buildable_walls("syracusan", after_wall_1, {"T9": 5})
    assert "S2" not in b.buildable_walls("syracusan", after_wall_1, {"T6": 1})  # 2 PF needed


def test_5_1_camp_needs_2_pf_in_t17_and_labdalon_2_pf_in_t9(b: Board) -> None:
    assert b.camp_buildable("athenian", START, {"T17": 2})
    assert not b.camp_buildable("athenian", START, {"T24": 6})
    assert not b.camp_buildable("syracusan", START, {"T17": 6})
    assert not b.camp_buildable("athenian", BoardFacts(camp="destroyed"), {"T17": 6})  # 5.2: never rebuilt
    assert b.buildable_forts("athenian", START, {"T9": 2}) == ["labdalon"]
    assert b.buildable_forts("syracusan", START, {"T9": 2}) == []
    assert b.buildable_forts("athenian", BoardFacts(fort_owners={"labdalon": "athenian"}), {"T9": 2}) == []


def test_5_4_each_wall_separates_exactly_two_adjacent_land_zones(b: Board) -> None:
    for wall in b.map.walls:
        first, second = wall.edge
        assert first != second and b.adjacent(first, second)
        assert b.is_land(first) and b.is_land(second)
        assert set(wall.build_zones) == set(wall.edge)
        assert wall.drawing.segments, wall.id
    assert {w.id for w in b.map.walls} == {"A1", "A2", "A3", "S1", "S2", "S3A", "S3B"}


def test_5_4_athenian_walls_need_the_camp_and_go_1_then_2_then_3(b: Board) -> None:
    everywhere = {z: 9 for z in b.map.zones}
    assert b.buildable_walls("athenian", START, everywhere) == []
    camp = BoardFacts(camp="built")
    assert b.buildable_walls("athenian", camp, everywhere) == ["A1"]
    assert b.buildable_walls(
        "athenian", BoardFacts(camp="built", walls_built=frozenset({"A1"})), everywhere
    ) == ["A2"]


def test_5_4_syracusan_walls_go_1_then_2_then_one_of_3a_or_3b(b: Board) -> None:
    everywhere = {z: 9 for z in b.map.zones}
    assert b.buildable_walls("syracusan", START, everywhere) == ["S1"]
    two = BoardFacts(walls_built=frozenset({"S1", "S2"}))
    assert sorted(b.buildable_walls("syracusan", two, everywhere)) == ["S3A", "S3B"]
    with_3b = BoardFacts(walls_built=frozenset({"S1", "S2", "S3B"}))
    assert b.buildable_walls("syracusan", with_3b, everywhere) == []


def test_5_4_wall_3a_and_athenian_wall_3_exclude_each_other_until_one_is_destroyed(b: Board) -> None:
    everywhere = {z: 9 for z in b.map.zones}
    a3_built = BoardFacts(camp="built", walls_built=frozenset({"A1", "A2", "A3", "S1", "S2"}))
    assert b.buildable_walls("syracusan", a3_built, everywhere) == ["S3B"]
    s3a_built = BoardFacts(camp="built", walls_built=frozenset({"A1", "A2", "S1", "S2", "S3A"}))
    assert b.buildable_walls("athenian", s3a_built, everywhere) == []
    s3a_destroyed = BoardFacts(
        camp="built", walls_built=frozenset({"A1", "A2", "S1", "S2"}), walls_destroyed=frozenset({"S3A"})
    )
    assert b.buildable_walls("athenian", s3a_destroyed, everywhere) == ["A3"]


def test_5_4_example_a_destroyed_wall_must_be_repaired_before_3a_or_3b(b: Board) -> None:
    everywhere = {z: 9 for z in b.map.zones}
    facts = BoardFacts(walls_built=frozenset({"S1"}), walls_destroyed=frozenset({"S2"}))
    assert b.buildable_walls("syracusan", facts, everywhere) == ["S2"]  # the repair only


def test_4_5_a_wall_falls_in_d5_with_2_pf_of_h_a_p_in_both_its_zones(b: Board) -> None:
    facts = BoardFacts(walls_built=frozenset({"S2"}))
    assert b.wall_destroyable("S2", facts, {"T6": 2, "T14": 2})
    assert not b.wall_destroyable("S2", facts, {"T6": 5})
    assert not b.wall_destroyable("S2", facts, {"T6": 2, "T14": 1})
    assert not b.wall_destroyable("S2", BoardFacts(), {"T6": 2, "T14": 2})  # not built


def test_4_5_chains_break_with_an_enemy_trireme_in_m8_or_m9(b: Board) -> None:
    chains = BoardFacts(chains_built=True)
    assert b.chains_breakable("athenian", chains, frozenset({"M8"}))
    assert b.chains_breakable("athenian", chains, frozenset({"M9"}))
    assert not b.chains_breakable("athenian", chains, frozenset({"M10"}))
    assert not b.chains_breakable("athenian", START, frozenset({"M9"}))


def test_5_5_chains_lie_between_m8_and_m9_and_block_both_sides(b: Board) -> None:
    assert set(b.map.chains.edge) == {"M8", "M9"}
    chains = BoardFacts(chains_built=True)
    for side in ("athenian", "syracusan"):
        assert b.naval_step_allowed("M9", "M8", side, START)
        assert not b.naval_step_allowed("M9", "M8", side, chains)
        assert not b.naval_step_allowed("M8", "M9", side, chains)


def test_5_5_only_the_syracusan_holding_the_plemmyrion_builds_chains(b: Board) -> None:
    held = BoardFacts(fort_owners={"plemmyrion": "syracusan"})
    assert b.chains_buildable("syracusan", held)
    assert not b.chains_buildable("syracusan", START)
    assert not b.chains_buildable("athenian", BoardFacts(fort_owners={"plemmyrion": "athenian"}))
    assert not b.chains_buildable(
        "syracusan", BoardFacts(fort_owners={"plemmyrion": "syracusan"}, chains_built=True)
    )


def test_6_1_and_d2_chains_cut_the_harbour_from_the_sea_and_catane(b: Board) -> None:
    chains = BoardFacts(chains_built=True)
    assert b.athenian_cut_by_chains(chains) and not b.athenian_cut_by_chains(START)
    inside = b.naval_reachable("M10", "athenian", chains)
    assert "M8" not in inside and "CATANE" not in inside
    assert "CATANE" in b.naval_reachable("M10", "athenian", START)


def test_6_2_syracusan_supply_cut_by_syke_t7_m5_and_m8(b: Board) -> None:
    positions = ["syke", "T7", "M5", "M8"]
    assert b.syracusan_blockaded(BoardFacts(occupied={"athenian": frozenset(positions)}))
    for missing in positions:
        held = frozenset(p for p in positions if p != missing)
        assert not b.syracusan_blockaded(BoardFacts(occupied={"athenian": held})), missing
    # Units in T14 but outside the fort do not hold "le fort Syke".
    in_zone = frozenset({"T14", "T7", "M5", "M8"})
    assert not b.syracusan_blockaded(BoardFacts(occupied={"athenian": in_zone}))


def test_6_2_walls_a1_a2_a3_built_cut_syracusan_supply(b: Board) -> None:
    assert b.syracusan_circumvallated(BoardFacts(walls_built=frozenset({"A1", "A2", "A3"})))
    assert not b.syracusan_circumvallated(
        BoardFacts(walls_built=frozenset({"A1", "A2"}), walls_destroyed=frozenset({"A3"}))
    )


def test_6_2_the_circumvallation_closes_the_city_pocket_by_land(b: Board) -> None:
    """With A1-A3 built and the camp standing, land routes out of the city pocket cross an enemy wall."""
    facts = BoardFacts(camp="built", walls_built=frozenset({"A1", "A2", "A3"}))
    pocket = {"T16", "T7", "T5", "T13", "T15"}
    for zone in pocket:
        for other in b.land_neighbours(zone):
            if other in pocket:
                continue
            cost = b.land_step_cost(zone, other, "syracusan", facts)
            assert (
                cost is None or b.step_features(zone, other, "syracusan", facts).wall_state == "enemy_built"
            )


def test_6_4_attrition_spares_syracuse_the_camp_forts_ports_and_catane(b: Board) -> None:
    camp = BoardFacts(camp="built")
    for position in ("T16", "olympieion", "M6", "M7", "CATANE"):
        assert b.attrition_exempt(position, START)
    assert b.attrition_exempt("T17", camp) and b.attrition_exempt("M12", camp)
    for position in ("T17", "M12", "T11", "M9", "M1"):
        assert not b.attrition_exempt(position, START)


def test_6_1_cavalry_counts_on_clear_or_high_ground_only(b: Board) -> None:
    assert b.counts_as_open_ground("T11", START) and b.counts_as_open_ground("T14", START)
    for position in ("T16", "olympieion", "M1", "CATANE"):
        assert not b.counts_as_open_ground(position, START)


def test_d2_safe_havens_are_own_fortified_zones_forts_and_ports(b: Board) -> None:
    assert set(b.safe_havens("syracusan", START)) == {"T16", "M6", "M7", "olympieion"}
    camp = BoardFacts(camp="built", fort_owners={"olympieion": "syracusan", "labdalon": "athenian"})
    assert set(b.safe_havens("athenian", camp)) == {"T17", "M12", "labdalon"}


def test_10_1_reinforcement_entry_zones(b: Board) -> None:
    assert b.entry_zones(by_sea=False) == ["T1", "T8", "T10", "T18", "T19", "T22"]
    assert b.entry_zones(by_sea=True) == ["M1", "M2", "M3", "M4", "M5", "M8"]
    for scenario in load_content().scenarios.scenarios:
        for group in scenario.reinforcements:
            allowed = set(b.entry_zones(group.by_sea)) | {"CATANE", "M6", "M7"}
            assert set(group.entry_zones) <= allowed, group.id


def test_4_2_2_retreats_go_to_enemy_free_adjacent_zones_or_a_friendly_fort(b: Board) -> None:
    facts = BoardFacts(
        fort_owners={"olympieion": "syracusan"}, occupied={"athenian": frozenset({"T21", "T25"})}
    )
    options = b.retreat_destinations("T21", "syracusan", facts, land=True)
    assert "olympieion" in options and "T25" not in options and "T20" in options
    naval = b.retreat_destinations(
        "M9", "syracusan", BoardFacts(occupied={"athenian": frozenset({"M10"})}), land=False
    )
    assert set(naval) == {"M7", "M8"}


def inside(point: tuple[int, int], polygon: list[tuple[int, int]]) -> bool:
    """Ray casting: is the point strictly inside the polygon?"""
    x, y = point
    result = False
    for (x1, y1), (x2, y2) in zip(polygon, polygon[1:] + polygon[:1], strict=True):
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            result = not result
    return result


def test_drawing_every_zone_is_drawn_inside_the_board_with_centre_and_label_inside_it(b: Board) -> None:
    width, height = b.map.board.width, b.map.board.height
    for zone in b.map.zones.values():
        polygon = list(zone.drawing.polygon)
        assert all(0 <= x <= width and 0 <= y <= height for x, y in polygon)
        assert inside(zone.drawing.centre, polygon), zone.id
        assert inside(zone.drawing.label, polygon), zone.id
        for other in b.map.zones.values():
            if other.id != zone.id:
                assert not inside(zone.drawing.centre, list(other.drawing.polygon)), (zone.id, other.id)


def test_drawing_adjacent_zones_share_a_border_and_edges_lie_on_it(b: Board) -> None:
    def edges(zone_id: str) -> set[frozenset[tuple[int, int]]]:
        polygon = list(b.zone(zone_id).drawing.polygon)
        return {frozenset(pair) for pair in zip(polygon, polygon[1:] + polygon[:1], strict=True)}

    for zone in b.map.zones.values():
        for other in b.map.zones:
            touching = bool(edges(zone.id) & edges(other))
            assert touching == (other in zone.adjacent) or other == zone.id, (zone.id, other)
    for item in [*b.map.walls, *b.map.rivers]:
        first, second = item.edge if hasattr(item, "edge") else item.zones
        shared = edges(first) & edges(second)
        assert {frozenset(seg) for seg in item.drawing.segments} <= shared


def test_4_2_2_a_zone_whose_fort_holds_enemy_units_is_not_free_for_a_retreat(b: Board) -> None:
    facts = BoardFacts(
        fort_owners={"olympieion": "athenian"},
        occupied={"athenian": frozenset({"olympieion", "T11"}), "syracusan": frozenset({"T20"})},
    )
    options = b.retreat_destinations("T20", "syracusan", facts, land=True)
    assert "T21" not in options and "T11" not in options and "T18" in options


def test_3_5_naval_transport_lands_only_in_an_adjacent_zone_empty_of_enemies(b: Board) -> None:
    facts = BoardFacts(occupied={"syracusan": frozenset({"T26"})})
    assert b.landing_zones("M8", "athenian", facts) == ["T22", "T27"]  # not T26 (enemy), not T16 (city)
    assert "T16" in b.landing_zones("M8", "syracusan", facts)


def test_10_1_land_entry_zones_are_the_land_zones_on_the_map_edge(b: Board) -> None:
    """Reinforcements arrive from off the map: every listed land entry zone borders the map frame."""
    frame_x = min(x for z in b.map.zones.values() for x, _ in z.drawing.polygon)
    frame_bottom = max(y for z in b.map.zones.values() for _, y in z.drawing.polygon)
    on_edge = {
        z.id
        for z in b.map.zones.values()
        if z.kind == "land" and any(x == frame_x or y == frame_bottom for x, y in z.drawing.polygon)
    }
    assert on_edge == set(b.entry_zones(by_sea=False))


def test_10_1_sea_entry_zones_are_the_open_sea_zones(b: Board) -> None:
    assert {z for z in b.map.zones if b.zone(z).sea_type == "open"} == set(b.entry_zones(by_sea=True))


def test_3_2_a_fleet_stops_on_entering_a_zone_with_enemy_ships(b: Board) -> None:
    facts = BoardFacts(occupied={"syracusan": frozenset({"M9"})})
    reach = b.naval_reachable("M10", "athenian", facts)
    assert "M9" in reach and "M8" not in reach  # M8 lies only beyond M9
    around = b.naval_reachable("M7", "syracusan", START)
    assert reach["M9"] == ("M10", "M9") and around["M6"] == ("M7", "M6")  # the canal
