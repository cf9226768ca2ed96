"""2.C and 5. works; 6. supply, famine, capitulation and attrition; 9. victory."""

from engine.syracuse.supply import d4_supply
from engine.syracuse.victory import victory_points
from engine.syracuse.works import buildable, works_dice

ATH, SYR = "athenian", "syracusan"


def targets(state, side):
    return {t for _, t in buildable(state, side)}


def test_5_4_example_a_destroyed_wall_must_be_repaired_before_3a_or_3b(position):
    """5.4: the Syracusan cannot build 3A or 3B while wall 1 or 2 is destroyed; he repairs it first."""
    p = position()
    for zone in ("T6", "T7", "T9", "T13", "T14"):
        p.unit(
            {
                "T6": "syr_h6_syracusans_1",
                "T7": "syr_h6_syracusans_2",
                "T9": "syr_h5_syracusans",
                "T13": "syr_h6_syracusans_elite",
                "T14": "syr_h4_selinus",
            }[zone],
            zone,
        )
    p.state.works.walls = {"S1": "built", "S2": "built"}
    assert targets(p.state, SYR) == {"S3A", "S3B"}
    p.state.works.walls["S2"] = "destroyed"
    assert targets(p.state, SYR) == {"S2"}


def test_5_4_walls_in_order_and_athenian_walls_after_the_camp(position):
    p = position()
    for uid, zone in (
        ("ath_h6_mercenaries", "T13"),
        ("ath_h5_allied_cities", "T17"),
        ("ath_h3_thetes", "T6"),
    ):
        p.unit(uid, zone)
    assert targets(p.state, ATH) == {"camp"}  # no wall before the camp (5.4)
    p.state.works.camp = "built"
    assert "A1" in targets(p.state, ATH) and "A2" not in targets(p.state, ATH)
    p.state.works.walls["A1"] = "built"
    assert "A2" in targets(p.state, ATH)


def test_5_4_syracusan_3a_forbids_athenian_wall_3(position):
    p = position()
    p.state.works.camp = "built"
    p.state.works.walls = {"A1": "built", "A2": "built", "S3A": "built"}
    p.unit("ath_h6_mercenaries", "T5")
    assert "A3" not in targets(p.state, ATH)
    p.state.works.walls["S3A"] = "destroyed"
    assert "A3" in targets(p.state, ATH)


def test_5_1_building_needs_two_pf_of_h_a_or_p_in_the_zone(position):
    """5.1 examples: wall 2 from T6 or T14; the Labdalon from T9."""
    p = position()
    p.state.works.walls = {"S1": "built"}
    p.unit("syr_c6_syracusans", "T14")  # cavalry does not build
    assert "S2" not in targets(p.state, SYR)
    p.unit("syr_p2_gela", "T14")
    assert "S2" in targets(p.state, SYR)
    p.unit("ath_h1_mantinea", "T9")
    assert "labdalon" not in targets(p.state, ATH)
    p.unit("ath_a2_archers_1", "T9")
    assert "labdalon" in targets(p.state, ATH)


def test_5_5_chains_only_by_the_syracusan_holding_the_plemmyrion(position):
    p = position()
    assert "chains" not in targets(p.state, SYR)
    p.state.works.forts["plemmyrion"] = SYR
    assert "chains" in targets(p.state, SYR)


def test_2c_works_dice_and_their_modifiers(position):
    p = position(turn=3)  # spring -414
    p.state.advantage = ATH
    p.state.works.forts["labdalon"] = ATH
    count, mods = works_dice(p.state, ATH, discarded=True)
    assert mods == {"base": 2, "advantage": 1, "year_414": 1, "discard": 1, "labdalon": 1}
    assert count == 6
    p.state.works.chains = "built"
    assert works_dice(p.state, ATH, discarded=False)[0] == 4
    q = position(turn=6)  # winter -413
    q.unit("ath_c4_sicilians", "T1")
    count, mods = works_dice(q.state, SYR, discarded=False)
    assert mods == {"base": 1, "cavalry": -1, "winter": -1, "year_413": -1} and count == 0


def test_2c_cavalry_die_only_when_the_enemy_has_more_than_double(position):
    p = position(turn=3)
    p.state.advantage = SYR
    p.unit("ath_c4_sicilians", "T1").unit("syr_c2_gela", "T20")
    assert "cavalry" not in works_dice(p.state, SYR, False)[1]  # exactly double: no change
    p.unit("ath_c2_segesta", "T2")
    assert works_dice(p.state, SYR, False)[1]["cavalry"] == -1


def test_5_1_works_points_fives_and_sixes_and_building_the_camp(position):
    p = position(turn=3)
    p.unit("ath_h6_mercenaries", "T17")
    p.state.advantage = SYR
    p.state.ctx.c = {"order": [ATH, SYR], "i": 0}
    p.at("c_side")
    assert p.prompt == "works_dice"
    p.dice(5, 6, 1)  # 2 dice + 1 for -414: 1 + 2 + 0 = 3 WP
    p.do(ATH, "roll_works")
    assert p.events_of("works_roll")[0]["points"] == 3
    p.do(ATH, "build", target="camp")
    assert p.state.works.camp == "built" and p.state.works.camp_turn == 3
    p.do(ATH, "done")
    assert p.events_of("no_works")  # 2.C: no Syracusan works before the turn after the camp


def test_6_supply_marker_moves_and_winter_keeps_appro_in_place(position):
    p = position(turn=3)
    p.state.supply[SYR].level = 2
    d4_supply(p.state, SYR, [])
    assert p.state.supply[SYR].level == 3
    w = position(turn=6)  # winter
    w.state.supply[SYR].level = 2
    d4_supply(w.state, SYR, [])
    assert w.state.supply[SYR].level == 2


def test_6_1_chains_put_athens_on_disette_at_once_and_back_when_broken(position):
    from engine.syracuse.supply import refresh_persistent

    p = position()
    p.state.works.chains = "built"
    refresh_persistent(p.state, [])
    assert p.state.supply[ATH].famine
    p.state.works.chains = "broken"
    refresh_persistent(p.state, [])
    assert not p.state.supply[ATH].famine


def test_6_2_circumvallation_and_blockade_starve_syracuse(position):
    p = position()
    p.state.works.walls = {"A1": "built", "A2": "built", "A3": "built"}
    p.state.supply[SYR].level = 3
    d4_supply(p.state, SYR, [])
    assert p.state.supply[SYR].famine and p.state.supply[SYR].level == 2
    q = position()
    q.state.works.forts["syke"] = ATH
    q.unit("ath_h1_mantinea", "T14", fort=True).unit("ath_h2_argos", "T7")
    q.unit("ath_t20_tacheiai_1", "M5").unit("ath_t20_tacheiai_2", "M8")
    d4_supply(q.state, SYR, [])
    assert q.state.supply[SYR].famine


def test_6_1_reconstructed_blockade_of_the_great_harbour(position):
    """6.1 lost passage (lead decision): Syracusan units in T27, M8 and M9 after D.2 starve Athens."""
    p = position()
    p.unit("syr_h4_selinus", "T27").unit("syr_t25_syracusans_1", "M8")
    d4_supply(p.state, ATH, [])
    assert not p.state.supply[ATH].famine
    p.unit("syr_t25_syracusans_2", "M9")
    d4_supply(p.state, ATH, [])
    assert p.state.supply[ATH].famine and p.state.supply[ATH].level == 2


def test_6_2_and_6_3_cavalry_superiority_roll_and_flip_back(position):
    p = position(turn=3)
    p.unit("ath_c4_sicilians", "T1")
    p.dice(3)  # odd: Syracusan Disette
    d4_supply(p.state, SYR, [])
    assert p.state.supply[SYR].level == 2  # moved one box towards 0...
    assert not p.state.supply[SYR].famine  # ...and back on Appro. (cavalry only, 6.3)
    q = position(turn=3)
    q.unit("ath_c4_sicilians", "T1")
    q.dice(4)  # even: no effect on Syracuse
    d4_supply(q.state, SYR, [])
    assert q.state.supply[SYR].level == 3


def test_6_3_syracuse_capitulates_on_zero(position):
    p = position(turn=3)
    p.unit("ath_h1_mantinea", "T1")
    p.state.works.walls = {"A1": "built", "A2": "built", "A3": "built"}
    p.state.supply[SYR].level = 1
    p.state.ctx.d = {"order": [SYR, ATH], "i": 0, "part": "35", "stage": "d4"}
    p.at("d_side")
    assert p.state.result is not None
    assert p.state.result.winners == ["athens"] and p.state.result.params["reason"] == "capitulation"


def test_6_3_athenian_famine_weakens_every_unit(position):
    p = position(turn=3)
    p.unit("ath_h6_mercenaries", "T1").unit("ath_h1_mantinea", "T2", weakened=True)
    p.state.works.chains = "built"
    p.state.supply[ATH].level = 1
    p.state.ctx.d = {"order": [ATH, SYR], "i": 0, "part": "35", "stage": "d4"}
    p.at("d_side")
    assert p.state.units["ath_h6_mercenaries"].weakened
    assert p.state.units["ath_h1_mantinea"].eliminated


def test_6_4_attrition_five_weakens_one_unit_six_weakens_all(position):
    """6.4: d6 + 1 per full 5 land PF + 1 in winter; 5: one unit, 6 or more: all."""
    p = position(turn=6)  # winter
    p.unit("ath_h6_mercenaries", "T1").unit("ath_h5_allied_cities", "T1")  # 11 PF: +2
    p.state.ctx.d = {"order": [ATH, SYR], "i": 0, "part": "35", "stage": "attrition", "attrition": ["T1"]}
    p.dice(2)  # 2 + 2 + 1 = 5
    p.at("d_side")
    p.keep_dice()
    assert p.events_of("attrition")[0]["total"] == 5
    assert p.prompt == "attrition_pick" and p.waiting == "athens"
    p.do(ATH, "pick_unit", unit="ath_h5_allied_cities")
    assert p.state.units["ath_h5_allied_cities"].weakened and not p.state.units["ath_h6_mercenaries"].weakened


def test_6_4_no_attrition_in_forts_ports_catane_and_syracuse(position):
    from engine.syracuse.adjustments import attrition_zones

    p = position()
    p.state.works.forts["olympieion"] = SYR
    p.unit("syr_h5_syracusans", "T16").unit("syr_t25_syracusans_1", "M6").unit(
        "syr_p2_gela", "T21", fort=True
    )
    p.unit("syr_h6_syracusans_1", "T13")
    assert attrition_zones(p.state, SYR) == ["T13"]
    assert "CATANE" not in attrition_zones(p.state, ATH)


def test_4_5_wall_destroyed_in_d5_on_three_or_more(position):
    p = position(turn=3)
    p.state.works.walls = {"S1": "built"}
    p.unit("ath_h6_mercenaries", "T7").unit("ath_h5_allied_cities", "T13")
    p.state.ctx.d = {"order": [ATH, SYR], "i": 0, "part": "35", "stage": "walls", "tried": []}
    p.at("d_side")
    assert p.prompt == "wall_attempt"
    p.dice(3)
    p.do(ATH, "attempt", target="S1")
    p.keep_dice()
    assert p.state.works.walls["S1"] == "destroyed"


def test_9_1_fleet_down_to_40_pf_loses_at_once(position):
    p = position(fleet=False)
    p.unit("ath_t20_tacheiai_1", "M10").unit("ath_t20_tacheiai_2", "M10")
    p.unit("ath_h1_mantinea", "T1")
    p.action_phase(ATH, 2)
    assert p.state.result is not None
    assert p.state.result.winners == ["syracuse"] and p.state.result.params["reason"] == "fleet_destroyed"


def test_9_1_end_of_game_total_victories(position):
    from engine.syracuse.victory import final_victory

    p = position()
    p.state.works.camp = "destroyed"
    final_victory(p.state, [])
    assert p.state.result.winners == ["syracuse"] and p.state.result.kind == "total"
    q = position()
    q.state.works.chains = "built"
    final_victory(q.state, [])
    assert q.state.result.winners == ["syracuse"]
    r = position()
    r.state.works.walls = {"A1": "built", "A2": "built", "A3": "built"}
    r.state.works.forts["plemmyrion"] = ATH
    final_victory(r.state, [])
    assert r.state.result.winners == ["athens"] and r.state.result.kind == "total"


def test_9_2_victory_points_draw_tactical_strategic(position):
    from engine.syracuse.victory import final_victory

    p = position()
    p.state.works.forts.update(labdalon=ATH, syke=ATH)
    p.state.works.walls = {"A1": "built", "S1": "built"}
    p.state.works.plemmyrion_by_turn4 = False
    assert victory_points(p.state) == {ATH: 10 + 2, SYR: 2 + 5}
    final_victory(p.state, [])
    assert p.state.result.kind == "draw"  # a gap of 5 or less
    q = position()
    q.state.works.forts.update(labdalon=ATH, syke=ATH, plemmyrion=ATH)
    q.state.works.plemmyrion_by_turn4 = True
    q.state.vp_eliminated = {ATH: 3, SYR: 2}
    final_victory(q.state, [])
    assert q.state.result.winners == ["athens"] and q.state.result.kind == "strategic"  # 18 >= 2 x 2
    r = position()
    r.state.works.plemmyrion_by_turn4 = True
    r.state.vp_eliminated = {ATH: 10, SYR: 16}
    final_victory(r.state, [])
    assert r.state.result.winners == ["syracuse"] and r.state.result.kind == "tactical"
