"""4. Combats through the engine: odds, the 4.2.1 rounding examples, E with leaders, retreats, forts,
sieges, the camp assault, and the AP paid once for all combats of a phase."""

ATH, SYR = "athenian", "syracusan"
THREE_ATHENIAN_HOPLITES = ["ath_h3_thetes", "ath_h2_argos", "ath_h6_mercenaries"]  # 11 PF, no sword


def attack_t22(p, die: int, defenders: list[str], ap: int = 3):
    """Three unbonused Athenian hoplite units (11 PF) march from T23 into T22 and fight."""
    for uid in THREE_ATHENIAN_HOPLITES:
        p.unit(uid, "T23")
    for uid in defenders:
        p.unit(uid, "T22")
    p.action_phase(ATH, ap)
    p.move(ATH, "T23", THREE_ATHENIAN_HOPLITES, ["T22"], ap=ap)
    p.do(ATH, "end_moves")
    assert p.prompt == "fight"
    p.dice(die)
    p.do(ATH, "fight", zone="T22")
    p.keep_dice()


def test_4_2_1_example_three_units_half_weakens_one(position):
    """4.2.1: 3 units x 1/2 = 1.5, rounded in the owner's favour to 1 unit.
    11 PF against 6 is 3/2 (rounded for the defender); die 1 reads 1/2-R: the attacker loses half."""
    p = position()
    attack_t22(p, 1, ["syr_h6_syracusans_1"])
    result = p.events_of("combat_result")[0]
    assert (
        result["base_column"] == "3/2" and result["attacker_loss"] == "1/2" and result["defender_loss"] == "R"
    )
    assert p.prompt == "battle_loss" and p.waiting == "athens"
    assert p.state.prompt.data["left"] == 1
    assert {a.params["unit"] for a in p.legal(ATH)} == set(THREE_ATHENIAN_HOPLITES)
    p.do(ATH, "lose", unit="ath_h2_argos")
    assert p.state.units["ath_h2_argos"].weakened
    assert p.prompt == "retreat" and p.waiting == "athens"  # the defender won: the attacker falls back


def test_4_2_1_example_two_units_quarter_weakens_one(position):
    """4.2.1: 2 units x 1/4 = 0.5, raised to the minimum of one unit. 11 PF against 11 is 1/1;
    die 5 reads R-1/4."""
    p = position()
    attack_t22(p, 5, ["syr_h6_syracusans_1", "syr_h5_syracusans"])
    result = p.events_of("combat_result")[0]
    assert result["column"] == "1/1" and result["defender_loss"] == "1/4"
    assert p.prompt == "battle_loss" and p.waiting == "syracuse"
    assert p.state.prompt.data["left"] == 1
    p.do(SYR, "lose", unit="syr_h5_syracusans")
    assert p.prompt == "retreat" and p.waiting == "syracuse"
    while p.prompt == "retreat":
        cid = p.state.prompt.data["counter"]
        p.do(SYR, "retreat", counter=cid, to="T19")
    assert {u.zone for u in p.state.units.values() if u.side == SYR and u.zone} == {"T19"}


def test_4_2_defender_a_or_c_gives_minus_one_and_leaders_count(position):
    p = position()
    p.leader("hermocrate", "T22")
    attack_t22(p, 4, ["syr_h6_syracusans_1", "syr_c2_himera_selinus"])
    mods = p.events_of("combat_result")[0]["die_modifiers"]
    assert mods == {"a": -1, "c": -1}


def test_4_2_1_e_eliminates_the_force_and_its_leaders(position):
    """E: every unit of the force is eliminated, and the leaders with it (4.2.1 précision)."""
    p = position()
    p.unit("ath_h1_mantinea", "T23").leader("eurymedon", "T23")
    p.unit("syr_h6_syracusans_1", "T22").unit("syr_h6_syracusans_2", "T22").unit("syr_a3_syracusans", "T22")
    p.action_phase(ATH, 3)
    p.move(ATH, "T23", ["ath_h1_mantinea", "eurymedon"], ["T22"], ap=3)
    p.do(ATH, "end_moves")
    p.dice(1)  # 1 - 1 (an archer defends, modifier c) = 0
    p.do(ATH, "fight", zone="T22")
    p.keep_dice()
    result = p.events_of("combat_result")[0]
    assert result["column"] == "1/3" and result["die"] == 0 and result["attacker_loss"] == "E"
    assert p.state.units["ath_h1_mantinea"].eliminated
    assert p.state.leaders["eurymedon"].eliminated and p.state.leaders["eurymedon"].killed_in_combat
    assert p.state.vp_eliminated[SYR] == 2 + 1  # a hoplite unit (2 VP) and a leader killed (1 VP), 9.2


def test_4_2_2_retreat_into_a_friendly_fort_of_the_zone(position):
    p = position()
    p.state.works.forts["olympieion"] = SYR
    for uid in THREE_ATHENIAN_HOPLITES:
        p.unit(uid, "T23")
    p.unit("syr_h6_syracusans_1", "T21").unit("syr_h5_syracusans", "T21")
    p.action_phase(ATH, 3)
    p.move(ATH, "T23", THREE_ATHENIAN_HOPLITES, ["T21"], ap=3)
    p.do(ATH, "end_moves")
    p.dice(6)
    p.do(ATH, "fight", zone="T21")
    p.keep_dice()
    while p.prompt == "battle_loss":
        p.do(SYR, "lose", unit=p.legal(SYR)[0].params["unit"])
    assert p.prompt == "retreat"
    assert "T21/fort" in {a.params["to"] for a in p.legal(SYR)}
    p.do(SYR, "retreat", counter=p.state.prompt.data["counter"], to="T21/fort")
    assert any(u.in_fort for u in p.state.units.values() if u.side == SYR and u.zone == "T21")


def test_4_2_2_leader_alone_with_the_enemy_is_captured(position):
    p = position()
    p.unit("ath_h6_mercenaries", "T23")
    p.leader("sycanos", "T22")
    p.unit("syr_h1_thebes", "T19")
    p.action_phase(ATH, 2)
    p.do(ATH, "announce", ap=2)
    p.do(ATH, "activate", zone="T23")
    p.do(ATH, "pick", id="ath_h6_mercenaries")
    p.do(ATH, "go")
    p.do(ATH, "step", to="T22")
    assert p.state.leaders["sycanos"].eliminated


def test_4_3_fort_assault_is_optional_and_a_won_assault_takes_the_fort(position):
    p = position()
    p.state.works.forts["olympieion"] = SYR
    for uid in THREE_ATHENIAN_HOPLITES:
        p.unit(uid, "T23")
    p.unit("syr_p2_gela", "T21", fort=True)
    p.action_phase(ATH, 3)
    p.move(ATH, "T23", THREE_ATHENIAN_HOPLITES, ["T21"], ap=3)
    p.do(ATH, "end_moves")
    assert p.prompt == "fight"
    assert {a.kind for a in p.legal(ATH)} == {"assault", "end_phase"}
    p.dice(6)
    p.do(ATH, "assault", zone="T21")
    p.keep_dice()
    result = p.events_of("combat_result")[0]
    assert result["shifts"]["g"] == -3 and result["die_modifiers"]["g"] == -1  # 3 columns left, - swords
    assert result["column"] == "2/1" and result["die"] == 5  # 3/1, -3 (g), +2 (hoplites against none)
    assert result["winner"] == ATH
    assert p.state.works.forts["olympieion"] == ATH
    assert p.state.units["syr_p2_gela"].eliminated
    assert p.prompt == "occupy"
    p.do(ATH, "occupy", unit="ath_h3_thetes")
    p.do(ATH, "occupy", unit="ath_h2_argos")
    assert p.state.units["ath_h3_thetes"].in_fort and p.state.units["ath_h2_argos"].in_fort
    assert p.prompt != "occupy"  # two units at most


def test_4_3_siege_in_d5_succeeds_on_six(position):
    p = position(turn=3)
    p.state.works.forts["olympieion"] = SYR
    p.unit("syr_p2_gela", "T21", fort=True)
    for uid in THREE_ATHENIAN_HOPLITES:
        p.unit(uid, "T21")
    p.state.initiative = ATH
    p.state.ctx.d = {"order": [ATH, SYR], "i": 0, "part": "35", "stage": "siege", "sieges": ["T21"]}
    p.dice(3)  # 3 + 3 units = 6: success
    p.at("d_side")
    p.keep_dice()
    assert p.events_of("siege")[0]["success"]
    assert p.state.works.forts["olympieion"] == ATH
    assert p.prompt == "siege_occupy"
    p.do(ATH, "occupy", unit="ath_h3_thetes")
    assert p.state.units["ath_h3_thetes"].in_fort


def test_4_4_camp_assault_only_with_s11_from_t13_and_t15(position):
    p = position()
    p.state.works.camp = "built"
    p.unit("syr_h6_syracusans_1", "T13").unit("syr_h6_syracusans_2", "T15")
    p.unit("ath_h1_mantinea", "T17")
    p.action_phase(SYR, 3)
    p.do(SYR, "announce", ap=3)
    p.do(SYR, "end_moves")
    assert p.prompt != "fight"  # no S11 in hand: no assault offered
    q = position()
    q.state.works.camp = "built"
    q.unit("syr_h6_syracusans_1", "T13").unit("syr_h6_syracusans_2", "T15")
    q.unit("ath_h1_mantinea", "T17")
    q.hand(SYR, 11)
    q.action_phase(SYR, 3)
    q.do(SYR, "announce", ap=3)
    q.do(SYR, "end_moves")
    assert q.prompt == "fight" and "camp_assault" in q.kinds(SYR)
    q.dice(6)
    q.do(SYR, "camp_assault")
    q.keep_dice()
    result = q.events_of("combat_result")[0]
    assert result["attacker_pf"] == 12 and result["defender_pf"] == 1
    assert result["shifts"]["g"] == -3 and result["die_modifiers"]["g"] == -1  # assaulted "like a fort"
    assert result["winner"] == SYR  # 3/1 shifted to 1/1, die 6 - 1 = 5: R-1/4
    assert q.state.works.camp == "destroyed"
    q.do(ATH, "retreat", counter="ath_h1_mantinea", to="T24")
    assert q.prompt == "occupy" and q.waiting == "syracuse"
    q.do(SYR, "occupy", unit="syr_h6_syracusans_1")
    q.do(SYR, "done")
    assert q.state.units["syr_h6_syracusans_1"].zone == "T17"


def test_2b3_one_ap_pays_every_combat_of_the_phase(position):
    p = position()
    p.unit("ath_h3_thetes", "T23").unit("ath_h6_mercenaries", "T24")
    p.unit("syr_h5_syracusans", "T22").unit("syr_h6_syracusans_1", "T25")
    p.action_phase(ATH, 5)
    p.do(ATH, "announce", ap=5)
    for zone, uid, target in (("T23", "ath_h3_thetes", "T22"), ("T24", "ath_h6_mercenaries", "T25")):
        p.do(ATH, "activate", zone=zone)
        p.do(ATH, "pick", id=uid)
        p.do(ATH, "go")
        p.do(ATH, "step", to=target)
        p.do(ATH, "done")
    p.do(ATH, "end_moves")
    assert len(p.events_of("combat_ap")) == 1
    assert p.state.phase_spent == 5


def test_4_2_2_retreat_by_sea_through_friendly_fleets(position):
    """4.2.2: the loser may retreat by an amphibious operation (3.4): here T24 -> M12 -> M10 -> T26."""
    p = position()
    p.unit("ath_h1_mantinea", "T24")
    p.unit("ath_t20_tacheiai_1", "M12").unit("ath_t20_tacheiai_2", "M10")
    attackers = ["syr_h6_syracusans_elite", "syr_h6_syracusans_1", "syr_h5_syracusans"]
    for uid in attackers:
        p.unit(uid, "T21")
    p.action_phase(SYR, 3)
    p.move(SYR, "T21", attackers, ["T24"], ap=3)
    p.do(SYR, "end_moves")
    p.dice(1)  # +1 (a sworded hoplite against none): 2 on the 3/1 column, 1/4-1/2
    p.do(SYR, "fight", zone="T24")
    p.keep_dice()
    while p.prompt == "battle_loss":
        side = "syracusan" if p.waiting == "syracuse" else "athenian"
        p.do(side, "lose", unit=p.legal(side)[0].params["unit"])
    assert p.prompt == "retreat" and p.waiting == "athens"
    destinations = {a.params["to"] for a in p.legal(ATH)}
    assert {"T17", "T25", "T26"} <= destinations  # T26 only by sea
    p.do(ATH, "retreat", counter="ath_h1_mantinea", to="T26")
    assert p.state.units["ath_h1_mantinea"].zone == "T26"


def test_4_2_equal_losses_follow_the_tie_rule_option(position):
    """The bold winner of the table is lost: on equal losses (1/1 column, die 4: 1/4-1/4) the default
    'diagonal' rule gives the attacker the win; the 'defender_wins_ties' option gives it to the defender."""
    p = position()
    attack_t22(p, 4, ["syr_h6_syracusans_1", "syr_h5_syracusans"])
    result = p.events_of("combat_result")[0]
    assert (result["attacker_loss"], result["defender_loss"]) == ("1/4", "1/4")
    assert result["winner"] == ATH
    q = position()
    q.state.options["tie_rule"] = "defender_wins_ties"
    attack_t22(q, 4, ["syr_h6_syracusans_1", "syr_h5_syracusans"])
    assert q.events_of("combat_result")[0]["winner"] == SYR
