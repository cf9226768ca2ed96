"""3. Movement and stacking: costs, stops, the cavalry withdrawal, amphibious moves, barred crossings."""

ATH, SYR = "athenian", "syracusan"


def step_targets(p, side):
    return {a.params["to"] for a in p.legal(side) if a.kind == "step"}


def test_3_2_example_t11_to_t20_via_t18_costs_4_mp(position):
    """3.2: T11 -> T18 = 1 + 1 (river) + 1 (climb), T18 -> T20 = 1: 4 MP, a land unit's whole allowance."""
    p = position()
    p.unit("syr_h5_syracusans", "T11")
    p.action_phase(SYR, 2)
    p.do(SYR, "announce", ap=2)
    p.do(SYR, "activate", zone="T11")
    p.do(SYR, "pick", id="syr_h5_syracusans")
    p.do(SYR, "go")
    p.do(SYR, "step", to="T18")
    assert "T20" in step_targets(p, SYR)
    p.do(SYR, "step", to="T20")
    costs = [e["cost"] for e in p.events_of("step")]
    assert costs == [3, 1] and sum(costs) == 4
    assert step_targets(p, SYR) == set()  # no MP left
    assert p.state.units["syr_h5_syracusans"].zone == "T20"


def test_3_t4_and_t12_touch_only_at_a_corner(position):
    p = position()
    p.unit("ath_h3_thetes", "T4")
    p.action_phase(ATH, 2)
    p.do(ATH, "announce", ap=2)
    p.do(ATH, "activate", zone="T4")
    p.do(ATH, "pick", id="ath_h3_thetes")
    p.do(ATH, "go")
    assert "T12" not in step_targets(p, ATH)
    assert "T9" in step_targets(p, ATH)


def test_3_2_entering_an_enemy_zone_stops_the_move(position):
    p = position()
    p.unit("ath_h3_thetes", "T23").unit("syr_h5_syracusans", "T22")
    p.action_phase(ATH, 3)
    p.move(ATH, "T23", ["ath_h3_thetes"], ["T22"], ap=3)
    assert p.state.units["ath_h3_thetes"].zone == "T22"
    assert p.prompt == "activation"  # the group was stopped; it cannot go on


def test_3_2_an_empty_enemy_fort_does_not_stop_and_is_taken_by_entering(position):
    """3.2 precision and 4.3: an empty enemy fort does not stop a move; entering it (+1 MP) takes it."""
    p = position()
    p.unit("ath_h3_thetes", "T25")
    p.action_phase(ATH, 2)
    p.do(ATH, "announce", ap=2)
    p.do(ATH, "activate", zone="T25")
    p.do(ATH, "pick", id="ath_h3_thetes")
    p.do(ATH, "go")
    p.do(ATH, "step", to="T21")
    assert p.prompt == "moving"  # no forced stop in T21
    p.do(ATH, "step", to="T21/fort")
    assert p.state.works.forts["olympieion"] == ATH
    assert p.events_of("fort_taken")


def test_3_2_cavalry_may_withdraw_and_the_mover_goes_on(position):
    p = position()
    p.unit("ath_h3_thetes", "T10").unit("syr_c6_syracusans", "T11")
    p.action_phase(ATH, 2)
    p.do(ATH, "announce", ap=2)
    p.do(ATH, "activate", zone="T10")
    p.do(ATH, "pick", id="ath_h3_thetes")
    p.do(ATH, "go")
    p.do(ATH, "step", to="T11")
    assert p.prompt == "withdraw" and p.waiting == "syracuse"
    p.do(SYR, "withdraw")
    assert p.prompt == "moving" and p.waiting == "syracuse"
    p.do(SYR, "step", to="T14")
    p.do(SYR, "stop")
    assert p.state.units["syr_c6_syracusans"].zone == "T14"
    assert not p.state.units["syr_c6_syracusans"].moved  # not its phase move
    assert p.prompt == "moving" and p.waiting == "athens"  # the mover continues
    p.do(ATH, "step", to="T12")
    p.do(ATH, "stop")
    assert p.state.units["ath_h3_thetes"].zone == "T12"


def test_3_2_no_withdrawal_before_cavalry_alone(position):
    p = position()
    p.unit("ath_c2_segesta", "T10").unit("syr_c6_syracusans", "T11")
    p.action_phase(ATH, 2)
    p.move(ATH, "T10", ["ath_c2_segesta"], ["T11"], ap=2)
    assert not p.events_of("cavalry_withdraws")
    assert p.state.units["ath_c2_segesta"].zone == "T11"


def test_3_3_stacking_five_units_in_a_zone_the_surplus_is_eliminated(position):
    p = position()
    six = [
        "ath_h3_athenians_1",
        "ath_h3_athenians_2",
        "ath_h5_allied_cities",
        "ath_c2_segesta",
        "ath_a2_archers_1",
    ]
    for uid in six:
        p.unit(uid, "T25")
    p.unit("ath_h3_thetes", "T24")
    p.action_phase(ATH, 2)
    p.move(ATH, "T24", ["ath_h3_thetes"], ["T25"], ap=2)
    p.do(ATH, "end_moves")
    assert p.prompt == "stack_elim" and p.waiting == "athens"
    p.do(ATH, "eliminate", unit="ath_c2_segesta")
    assert p.state.units["ath_c2_segesta"].eliminated
    assert sum(1 for u in p.state.units.values() if u.zone == "T25") == 5


def test_3_4_amphibious_move_needs_a_friendly_trireme_and_one_pf_per_trireme_pf(position):
    p = position()
    p.unit("ath_h6_mercenaries", "T24").unit("ath_h3_thetes", "T24").leader("lamachos", "T24")
    p.unit("ath_t20_tacheiai_1", "M12", weakened=True)  # 10 PF of triremes
    p.action_phase(ATH, 2)
    p.do(ATH, "announce", ap=2)
    p.do(ATH, "activate", zone="T24")
    p.do(ATH, "pick", id="ath_h6_mercenaries")
    p.do(ATH, "pick", id="ath_h3_thetes")
    p.do(ATH, "pick", id="lamachos")
    p.do(ATH, "go")
    assert "M12" in step_targets(p, ATH)  # 9 land PF <= 10 trireme PF; the leader rides free
    p.do(ATH, "step", to="M12")
    assert "stop" not in p.kinds(ATH)  # a land unit never stops at sea
    p.do(ATH, "step", to="T17")
    p.do(ATH, "stop")
    assert p.state.units["ath_h6_mercenaries"].zone == "T17"
    assert p.state.units["ath_h6_mercenaries"].entry == ("amphibious",)


def test_3_4_too_many_land_pf_for_the_triremes(position):
    p = position()
    p.unit("ath_h6_mercenaries", "T24").unit("ath_h5_allied_cities", "T24")
    p.unit("ath_t20_tacheiai_1", "M12", weakened=True)  # 10 PF < 11
    p.action_phase(ATH, 2)
    p.do(ATH, "announce", ap=2)
    p.do(ATH, "activate", zone="T24")
    p.do(ATH, "pick", id="ath_h6_mercenaries")
    p.do(ATH, "pick", id="ath_h5_allied_cities")
    p.do(ATH, "go")
    assert "M12" not in step_targets(p, ATH)


def test_3_1_enemy_fortification_and_m12_are_barred(position):
    p = position()
    p.unit("ath_h3_thetes", "T15").unit("syr_t25_syracusans_1", "M11")
    p.action_phase(ATH, 2)
    p.do(ATH, "announce", ap=2)
    p.do(ATH, "activate", zone="T15")
    p.do(ATH, "pick", id="ath_h3_thetes")
    p.do(ATH, "go")
    assert "T16" not in step_targets(p, ATH)  # Syracuse's walls (5.2)
    q = position()
    q.unit("syr_t25_syracusans_1", "M11")
    q.action_phase(SYR, 2)
    q.do(SYR, "announce", ap=2)
    q.do(SYR, "activate", zone="M11")
    q.do(SYR, "pick", id="syr_t25_syracusans_1")
    q.do(SYR, "go")
    assert "M12" not in step_targets(q, SYR)  # 3.1: not before the camp is destroyed
    assert "M7" in step_targets(q, SYR)


def test_5_5_chains_block_m8_m9_for_both_players(position):
    p = position()
    p.state.works.chains = "built"
    p.unit("syr_t25_syracusans_1", "M9")
    p.action_phase(SYR, 2)
    p.do(SYR, "announce", ap=2)
    p.do(SYR, "activate", zone="M9")
    p.do(SYR, "pick", id="syr_t25_syracusans_1")
    p.do(SYR, "go")
    assert "M8" not in step_targets(p, SYR)


def test_4_1_attacker_without_ap_returns_weakened(position):
    """4.1: with no AP left for the compulsory combats, the attacker's units go back weakened."""
    p = position()
    p.unit("ath_h3_thetes", "T23").unit("syr_h5_syracusans", "T22")
    p.action_phase(ATH, 2)
    p.move(ATH, "T23", ["ath_h3_thetes"], ["T22"], ap=2)  # the activation took both AP
    p.do(ATH, "end_moves")
    thetes = p.state.units["ath_h3_thetes"]
    assert thetes.zone == "T23" and thetes.weakened
    assert p.events_of("unit_returns_weakened")


def test_s7_archers_bar_entry_for_the_action_phase(position):
    p = position()
    p.unit("ath_h3_thetes", "T23").unit("syr_a3_syracusans", "T22")
    p.hand(SYR, 7)
    p.action_phase(ATH, 3)
    p.do(ATH, "announce", ap=3)
    assert p.prompt == "passive_window" and p.waiting == "syracuse"
    play = next(a for a in p.legal(SYR) if a.kind == "play" and a.params["face"] == 7)
    p.do(SYR, "play", **play.params)
    p.do(ATH, "activate", zone="T23")
    p.do(ATH, "pick", id="ath_h3_thetes")
    p.do(ATH, "go")
    assert "T22" not in step_targets(p, ATH)


def test_3_3_limits_fort_two_protected_waters_fifty_pf_city_unlimited(position):
    from engine.syracuse.queries import overstacked

    p = position()
    p.state.works.forts["olympieion"] = SYR
    for uid in ("syr_h6_syracusans_1", "syr_h6_syracusans_2", "syr_h5_syracusans"):
        p.unit(uid, "T21", fort=True)
    assert overstacked(p.state, "T21", SYR, True) == 1  # 2 units in a fort
    for uid in ("syr_t25_syracusans_1", "syr_t25_syracusans_2", "syr_t5_sparta_1"):
        p.unit(uid, "M9")
    assert overstacked(p.state, "M9", SYR, False)  # 55 naval PF in a protected zone
    p.unit("syr_t5_sparta_1", "M8")
    assert not overstacked(p.state, "M9", SYR, False)  # 50 PF: allowed
    for uid in (
        "syr_h6_syracusans_elite",
        "syr_h4_selinus",
        "syr_p2_gela",
        "syr_p2_marines",
        "syr_a3_syracusans",
        "syr_h3_corinth",
    ):
        p.unit(uid, "T16")
    assert not overstacked(p.state, "T16", SYR, False)  # no limit in a fortified zone


def test_3_1_catane_is_athenian_only(position):
    p = position()
    p.unit("syr_t25_syracusans_1", "M1")
    p.action_phase(SYR, 2)
    p.do(SYR, "announce", ap=2)
    p.do(SYR, "activate", zone="M1")
    p.do(SYR, "pick", id="syr_t25_syracusans_1")
    p.do(SYR, "go")
    assert "CATANE" not in step_targets(p, SYR)


def test_2b3_no_voluntary_pass_while_ap_remain(position):
    """B.3 remark: a player with AP must spend at least one in his action phase."""
    p = position()
    p.unit("ath_h3_thetes", "T24")
    p.action_phase(ATH, 1)
    assert {a.kind for a in p.legal(ATH)} == {"announce"}
