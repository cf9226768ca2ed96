"""7. The 25 stratagems: who may play them (face colours), when, their effects, one per action phase."""

from engine.syracuse.setup import counter_of_face

ATH, SYR = "athenian", "syracusan"


def plays(p, side, face):
    return [a for a in p.legal(side) if a.kind == "play" and a.params["face"] == face]


def play(p, side, face, **params):
    options = [a for a in plays(p, side, face) if all(a.params.get(k) == v for k, v in params.items())]
    assert options, f"S{face} not playable: {p.legal(side)}"
    return p.do(side, "play", **options[0].params)


def naval_battle(p, attacker_hand=(), defender_hand=(), zone="M8", start="M5"):
    """Athenian triremes (20 PF, sword) sail from M5 into M8 against a Syracusan 25 PF sworded fleet."""
    p.unit("ath_t20_tacheiai_3", start).unit("syr_t25_syracusans_1", zone)
    p.hand(ATH, *attacker_hand).hand(SYR, *defender_hand)
    p.action_phase(ATH, 3)
    p.do(ATH, "announce", ap=3)
    if p.prompt == "passive_window":
        p.do(SYR, "pass")
    p.move(ATH, start, ["ath_t20_tacheiai_3"], [zone])
    p.do(ATH, "end_moves")
    p.do(ATH, "fight", zone=zone)


def land_battle(p, attacker_hand=(), defender_hand=(), attacker="ath_h6_mercenaries"):
    p.unit(attacker, "T23").unit("syr_h6_syracusans_1", "T22")
    p.hand(ATH, *attacker_hand).hand(SYR, *defender_hand)
    p.action_phase(ATH, 3)
    p.do(ATH, "announce", ap=3)
    if p.prompt == "passive_window":
        p.do(SYR, "pass")
    p.move(ATH, "T23", [attacker], ["T22"])
    p.do(ATH, "end_moves")
    p.do(ATH, "fight", zone="T22")


def test_7_colours_a_side_never_plays_the_enemy_colour(position):
    """S6/S11 counter: S6 is Syracusan, S11 neutral; S1 (Athenian) backs S2 (Syracusan)."""
    from engine.syracuse.stratagems import usable

    p = position()
    p.hand(ATH, 6).hand(SYR, 1)
    assert {n for _, n in usable(p.state, ATH)} == {11}
    assert {n for _, n in usable(p.state, SYR)} == {2}


def test_s1_periplous_two_columns_for_the_attacker_not_in_protected_waters(position):
    p = position()
    naval_battle(p, attacker_hand=(1,))
    play(p, ATH, 1)
    p.dice(3)
    p.keep_dice()
    assert p.events_of("combat_result")[0]["shifts"]["S1"] == 2
    q = position()
    naval_battle(q, attacker_hand=(1,), zone="M9", start="M8")
    assert not plays(q, ATH, 1)


def test_s2_kuklos_defender_only_and_s3_diekplous_attacker_only(position):
    p = position()
    naval_battle(p, attacker_hand=(3,), defender_hand=(2,))
    assert not plays(p, ATH, 2)
    play(p, ATH, 3)
    play(p, SYR, 2)
    p.dice(3)
    p.keep_dice()
    shifts = p.events_of("combat_result")[0]["shifts"]
    assert shifts["S3"] == 1 and shifts["S2"] == -1


def test_s6_reinforced_ships_permanent_and_removed_from_play(position):
    p = position(turn=7)
    p.leader("erasinides", "T16")
    p.hand(SYR, 6)
    p.state.works.camp, p.state.works.camp_turn = "built", 2
    p.state.ctx.c = {"order": [SYR, ATH], "i": 0}
    p.at("c_side")
    p.dice(1)
    p.do(SYR, "roll_works")
    play(p, SYR, 6)
    assert 6 in p.state.permanent
    assert counter_of_face(6) in p.state.removed_counters and counter_of_face(6) not in p.state.bowl
    q = position()
    q.state.permanent = [6]
    naval_battle(q)
    q.dice(3)
    q.keep_dice()
    assert q.events_of("combat_result")[0]["shifts"]["S6"] == -1  # towards the Syracusan defender


def test_s8_spartans_need_a_spartan_hoplite(position):
    p = position()
    p.unit("syr_h3_neodamodeis", "T22")
    land_battle(p, defender_hand=(8,))
    play(p, SYR, 8)
    p.dice(3)
    p.keep_dice()
    assert p.events_of("combat_result")[0]["shifts"]["S8"] == -1
    q = position()
    land_battle(q, defender_hand=(8,))
    # Without a Spartan hoplite: still asked (a held counter always opens the window), S8 not offered.
    assert q.prompt == "battle_strat" and q.waiting == "syracuse"
    assert not plays(q, SYR, 8) and [a.kind for a in q.legal(SYR)] == ["pass"]


def test_s9_cavalry_finishes_a_weakened_loser(position):
    """1 PF against 12 PF with cavalry (die -1): roll 3 gives 2, A-R: the attacker is weakened and
    loses; the Syracusan winner, with cavalry in the zone, eliminates it with S9."""
    p = position()
    p.unit("syr_c6_syracusans", "T22")
    p.dice(3)
    land_battle(p, defender_hand=(9,), attacker="ath_h1_mantinea")
    assert p.prompt == "battle_strat" and p.waiting == "syracuse"  # holds a counter: always asked
    p.do(SYR, "pass")
    p.keep_dice()
    assert p.events_of("combat_result")[0]["attacker_loss"] == "A"
    p.do(ATH, "retreat", counter="ath_h1_mantinea", to="T23")
    assert p.prompt == "battle_strat" and p.waiting == "syracuse"
    play(p, SYR, 9, target="ath_h1_mantinea")
    assert p.state.units["ath_h1_mantinea"].eliminated


def test_s10_night_attack_cuts_the_syracusan_pf_by_a_third(position):
    p = position()
    land_battle(p, attacker_hand=(10,))
    play(p, ATH, 10)
    p.dice(4)  # the night attack test: 3-6
    p.keep_dice()
    p.dice(3)
    p.keep_dice()
    result = p.events_of("combat_result")[0]
    assert result["defender_pf"] == 4  # 6 PF - a third


def test_s11_combined_attack_adds_half_the_adjacent_pf(position):
    p = position()
    p.unit("ath_h5_allied_cities", "T25")
    land_battle(p, attacker_hand=(11,))
    play(p, ATH, 11, zone="T25")
    p.dice(3)
    p.keep_dice()
    assert p.events_of("combat_result")[0]["attacker_pf"] == 6 + 3  # 5 / 2 rounded up


def test_s12_and_s13_build_without_works_points(position):
    p = position(turn=3)
    p.unit("ath_h6_mercenaries", "T17").unit("ath_h5_allied_cities", "T13")
    p.hand(ATH, 13, 12)
    p.state.ctx.c = {"order": [ATH, SYR], "i": 0}
    p.at("c_side")
    p.dice(1, 1, 1)
    p.do(ATH, "roll_works")
    play(p, ATH, 13, target="camp")
    assert p.state.works.camp == "built"
    play(p, ATH, 12, target="A1")
    assert p.state.works.walls["A1"] == "built"


def test_s14_sapping_destroys_an_enemy_wall_in_b3(position):
    p = position()
    p.state.works.walls = {"S1": "built"}
    p.unit("ath_h6_mercenaries", "T7").unit("ath_h5_allied_cities", "T13")
    p.hand(ATH, 14)
    p.action_phase(ATH, 2)
    p.do(ATH, "announce", ap=2)
    play(p, ATH, 14, target="S1")
    assert p.state.works.walls["S1"] == "destroyed"
    assert not plays(p, ATH, 14)  # one stratagem per action phase


def test_s15_s16_recover_weakened_units_in_d3(position):
    p = position()
    for uid in ("syr_h6_syracusans_1", "syr_h6_syracusans_2", "syr_h5_syracusans"):
        p.unit(uid, "T16", weakened=True)
    p.hand(SYR, 16)
    p.state.ctx.d = {"order": [SYR, ATH], "i": 0, "part": "35", "stage": "d3"}
    p.at("d_side")
    assert p.prompt == "recover" and p.state.prompt.data["left"] == 0
    play(p, SYR, 16)
    p.do(SYR, "recover", unit="syr_h6_syracusans_1")
    p.do(SYR, "recover", unit="syr_h6_syracusans_2")
    assert "recover" not in p.kinds(SYR)


def test_s17_delays_and_s18_brings_optional_reinforcements(position):
    p = position(turn=4)
    p.state.advantage = SYR
    p.state.reinforcements_due = [{"id": "syr_t4_selinus_land", "side": SYR, "turn": 4}]
    p.hand(ATH, 17)
    p.hand(SYR, 18)
    p.at("b2_start")
    play(p, SYR, 18, target="syr_opt_corinth")
    assert p.prompt == "s17_answer" and p.waiting == "athens"
    # the called group is kept as a (group, side) pair, the same after the game is saved and loaded
    saved = type(p.state).model_validate_json(p.state.model_dump_json())
    assert saved.ctx.b2["extra"] == p.state.ctx.b2["extra"] == [("syr_opt_corinth", SYR)]
    play(p, ATH, 17, target="cancel")
    assert p.events_of("reinforcement_cancelled")
    q = position(turn=4)
    q.state.reinforcements_due = [{"id": "syr_t4_selinus_land", "side": SYR, "turn": 4}]
    q.hand(ATH, 17)
    q.at("b2_start")
    play(q, ATH, 17, target="syr_t4_selinus_land")
    assert q.state.reinforcements_due[0]["turn"] == 5


def test_s19_wounded_leader_cancels_the_enemy_bonus(position):
    p = position()
    p.leader("hermocrate", "T22")
    land_battle(p, attacker_hand=(19,))
    play(p, ATH, 19)
    p.dice(3)
    p.keep_dice()
    assert "a" not in p.events_of("combat_result")[0]["die_modifiers"]
    assert p.state.leaders["hermocrate"].wounded and p.state.leaders["hermocrate"].heal_turn == 4


def test_s20_discord_removes_a_leader_and_the_advantage_may_recall_him(position):
    p = position()
    p.unit("ath_h1_mantinea", "T1").leader("lamachos", "T1")
    p.unit("syr_h5_syracusans", "T16")
    p.hand(SYR, 20)
    p.state.advantage = ATH
    p.action_phase(SYR, 2)
    p.do(SYR, "announce", ap=2)
    p.dice(5)  # 5 or 6 removes a leader with a simple bonus
    play(p, SYR, 20, target="lamachos")
    p.do(ATH, "keep_dice")
    assert p.state.leaders["lamachos"].removed_by_s20
    assert not [a for a in p.legal(SYR) if a.params.get("target") == "alcibiade"]
    p.state.ctx.d = {"order": [ATH, SYR], "i": 0, "part": "35", "stage": "d3"}
    p.at("d_side")
    p.do(ATH, "advantage", use="recall", leader="lamachos")
    assert p.state.leaders["lamachos"].zone is not None and p.state.advantage == SYR


def test_s20_cannot_target_a_double_bonus_leader(position):
    p = position()
    p.unit("ath_h1_mantinea", "T1").leader("demosthene", "T1")
    p.unit("syr_h5_syracusans", "T16")
    p.hand(SYR, 20)
    p.action_phase(SYR, 2)
    p.do(SYR, "announce", ap=2)
    assert not plays(p, SYR, 20)


def test_s21_alcibiades_removed_for_good(position):
    p = position(turn=1)
    p.leader("alcibiade", "CATANE")
    p.hand(SYR, 21)
    p.state.advantage = SYR
    p.at("b2_start")
    play(p, SYR, 21)
    assert p.state.leaders["alcibiade"].removed_for_good and p.state.leaders["alcibiade"].zone is None
    assert counter_of_face(21) in p.state.removed_counters


def test_s22_supply_one_box_up_at_the_end_of_d4(position):
    p = position(turn=3)
    p.state.supply[SYR].level = 2
    p.state.works.walls = {"A1": "built", "A2": "built", "A3": "built"}
    p.hand(SYR, 22)
    p.state.ctx.d = {"order": [SYR, ATH], "i": 0, "part": "35", "stage": "d4"}
    p.at("d_side")
    assert p.state.supply[SYR].level == 1
    play(p, SYR, 22)
    assert p.state.supply[SYR].level == 2  # the move towards 0 is cancelled


def test_s23_epidemic_weakens_two_units_and_sends_a_leader_home_sick(position):
    p = position()
    p.unit("ath_h6_mercenaries", "T1").unit("ath_h5_allied_cities", "T1").leader("nicias", "T1")
    p.unit("syr_h5_syracusans", "T16")
    p.hand(SYR, 23)
    p.action_phase(SYR, 2)
    p.do(SYR, "announce", ap=2)
    play(p, SYR, 23, target="nicias")
    p.do(SYR, "pick_unit", unit="ath_h6_mercenaries")
    p.do(SYR, "pick_unit", unit="ath_h5_allied_cities")
    nicias = p.state.leaders["nicias"]
    assert nicias.sick and nicias.zone == "CATANE"  # no camp yet: Catane (rules notes)
    assert p.state.units["ath_h6_mercenaries"].weakened and p.state.units["ath_h5_allied_cities"].weakened


def test_s24_desertion_and_s5_rotten_hulls_in_d5(position):
    p = position()
    p.unit("ath_h6_mercenaries", "T1")
    p.unit("ath_t20_tacheiai_1", "M12").unit("ath_t20_tacheiai_2", "M12")
    p.hand(SYR, 24, 5)
    p.state.ctx.d = {"order": [SYR, ATH], "i": 0, "part": "35", "stage": "d5_strat"}
    p.at("d_side")
    play(p, SYR, 24, target="ath_h6_mercenaries")  # an ally: no white band
    assert p.state.units["ath_h6_mercenaries"].eliminated
    q = position()
    q.unit("ath_t20_tacheiai_1", "M12").unit("ath_t20_tacheiai_2", "M12")
    q.hand(SYR, 5)
    q.state.ctx.d = {"order": [SYR, ATH], "i": 0, "part": "35", "stage": "d5_strat"}
    q.at("d_side")
    play(q, SYR, 5)
    assert q.waiting == "athens"  # the Athenian chooses
    q.do(ATH, "pick_unit", unit="ath_t20_tacheiai_1")
    q.do(ATH, "pick_unit", unit="ath_t20_tacheiai_2")
    assert q.state.units["ath_t20_tacheiai_1"].eliminated and q.state.units["ath_t20_tacheiai_2"].weakened


def test_s4_storm_spares_ports_and_ignores_fives_in_protected_waters(position):
    p = position()
    p.unit("syr_t25_syracusans_1", "M6")  # port: spared
    p.unit("syr_t25_syracusans_2", "M9")  # protected: 5 ignored
    p.unit("syr_t25_syracusans_3", "M8")  # open sea
    p.unit("syr_h5_syracusans", "T16")
    p.hand(SYR, 4)
    p.action_phase(SYR, 2)
    p.do(SYR, "announce", ap=2)
    play(p, SYR, 4)
    ships = p.events_of("dice")[-1]["ships"].split(",")
    assert "syr_t25_syracusans_1" not in ships
    p.state.ctx.roll["dice"] = [
        5 if s in ("syr_t25_syracusans_2", "syr_t25_syracusans_3") else 1 for s in ships
    ]
    p.keep_dice()
    assert not p.state.units["syr_t25_syracusans_2"].weakened
    assert p.state.units["syr_t25_syracusans_3"].weakened


def test_s25_good_omens_takes_the_advantage(position):
    p = position()
    p.unit("syr_h5_syracusans", "T16")
    p.hand(SYR, 25)
    p.state.advantage = ATH
    p.action_phase(SYR, 2)
    p.do(SYR, "announce", ap=2)
    play(p, SYR, 25, use="advantage")
    assert p.state.advantage == SYR


def test_7_a_window_opens_for_any_held_counter_so_waiting_never_reveals_the_hand(position):
    """Hidden hands (2.A): the game asks a side at every stratagem window whenever it holds a counter,
    playable there or not, and never when its hand is empty. So whom the game waits for tells the
    opponent nothing beyond the public hand size."""
    unplayable = position()
    land_battle(unplayable, defender_hand=(12,))  # S12 (a wall) is for phase C, not for a combat
    assert unplayable.prompt == "battle_strat" and unplayable.waiting == "syracuse"
    assert [a.kind for a in unplayable.legal(SYR)] == ["pass"]
    empty = position()
    land_battle(empty)
    assert not (empty.prompt == "battle_strat" and empty.waiting == "syracuse")
