"""D.1-D.3 adjustments and the naval transport of 3.5 (Catane and reinforcements by sea)."""

from engine.syracuse.state import writable_leader

ATH, SYR = "athenian", "syracusan"


def d_step(p, side, stage, part="12"):
    p.state.ctx.d = {
        "order": [side, SYR if side == ATH else ATH],
        "i": 0,
        "part": part,
        "stage": stage,
        "catane": {"naval": 0, "land": 0},
    }
    p.at("d_side")


def test_d1_keep_one_stratagem_the_rest_back_to_the_bowl(position):
    p = position()
    p.hand(ATH, 1, 4, 9)
    kept = p.state.hands[ATH][1]
    d_step(p, ATH, "keep")
    assert p.prompt == "keep"
    bowl_before = len(p.state.bowl)
    p.do(ATH, "keep", counter=kept)
    assert p.state.hands[ATH] == [kept]
    assert len(p.state.bowl) == bowl_before + 2


def test_d2_free_moves_to_safe_places_only(position):
    p = position()
    p.unit("syr_h5_syracusans", "T13").unit("syr_t25_syracusans_1", "M9")
    p.state.works.forts["olympieion"] = SYR
    d_step(p, SYR, "d2")
    moves = {(a.params["counter"], a.params["to"]) for a in p.legal(SYR) if a.kind == "d2_move"}
    assert ("syr_h5_syracusans", "T16") in moves and ("syr_h5_syracusans", "T21/fort") in moves
    assert ("syr_t25_syracusans_1", "M7") in moves and ("syr_t25_syracusans_1", "M6") in moves
    assert ("syr_h5_syracusans", "T15") not in moves
    p.do(SYR, "d2_move", counter="syr_h5_syracusans", to="T21/fort")
    unit = p.state.units["syr_h5_syracusans"]
    assert unit.zone == "T21" and unit.in_fort


def test_d2_catane_needs_trireme_escort_and_open_chains(position):
    """D.2: land PF moved to Catane may not exceed the trireme PF moved with them; never land units alone."""
    p = position(fleet=False)
    p.unit("ath_h6_mercenaries", "T24").unit("ath_t20_tacheiai_1", "M12", weakened=True)  # 10 PF
    p.unit("ath_t25_stratiotides_1", "M10").unit("ath_t25_stratiotides_2", "M10")
    d_step(p, ATH, "d2")

    def to_catane():
        return {a.params["counter"] for a in p.legal(ATH) if a.params.get("to") == "CATANE"}

    assert "ath_h6_mercenaries" not in to_catane()
    p.do(ATH, "d2_move", counter="ath_t20_tacheiai_1", to="CATANE")
    assert "ath_h6_mercenaries" in to_catane()  # 6 PF <= 10 trireme PF moved
    p.state.works.chains = "built"
    assert to_catane() == set()


def test_d3_recover_as_many_units_as_leader_swords(position):
    p = position()
    p.leader("gylippe", "T13").leader("hermocrate", "T16")  # 2 + 1 swords
    for uid in ("syr_h6_syracusans_1", "syr_h6_syracusans_2", "syr_h5_syracusans", "syr_p2_gela"):
        p.unit(uid, "T13", weakened=True)
    d_step(p, SYR, "d3", part="35")
    assert p.state.prompt.data["left"] == 3
    for uid in ("syr_h6_syracusans_1", "syr_h6_syracusans_2", "syr_h5_syracusans"):
        p.do(SYR, "recover", unit=uid)
    assert "recover" not in p.kinds(SYR)
    assert p.state.units["syr_p2_gela"].weakened


def test_d3_leaders_at_catane_count_their_bonus_too(position):
    """D.3: "Il peut retourner autant d'unités affaiblies sur leur face pleine force que le nombre total
    de ses bonus de chef". Unlike 2.C and D.2 the sentence does not say "sur la carte": every leader of
    the side in play counts, Alcibiade waiting at Catane included (2 + 2 recoveries, not 2). A leader out
    of play (eliminated, or not yet arrived) has no bonus to give."""
    p = position()
    p.leader("demosthene", "T24").leader("alcibiade", "CATANE")  # 2 + 2 swords
    writable_leader(p.state, "nicias").eliminated = True  # zone None: out of play, counts nothing
    weakened = ["ath_h6_mercenaries", "ath_t20_tacheiai_1", "ath_t20_tacheiai_2", "ath_t25_stratiotides_1"]
    extra = "ath_t25_stratiotides_2"
    for uid in [*weakened, extra]:
        p.unit(uid, "CATANE", weakened=True)
    d_step(p, ATH, "d3", part="35")
    assert p.state.prompt.data["left"] == 4
    for uid in weakened:
        p.do(ATH, "recover", unit=uid)
    assert "recover" not in p.kinds(ATH)
    assert p.state.units[extra].weakened


def test_3_5_convoy_from_catane_lands_troops_in_a_free_zone(position):
    p = position(fleet=False)
    for uid in ("ath_t20_tacheiai_1", "ath_t20_tacheiai_2", "ath_t25_stratiotides_1"):
        p.unit(uid, "CATANE")
    p.unit("ath_h6_mercenaries", "CATANE").leader("alcibiade", "CATANE")
    p.unit("syr_h5_syracusans", "T1")
    p.action_phase(ATH, 2)
    p.do(ATH, "announce", ap=2)
    p.do(ATH, "activate", zone="CATANE")  # Alcibiade: a double-bonus leader, free activation
    assert p.state.phase_spent == 0
    p.do(ATH, "pick", id="ath_t20_tacheiai_1")
    p.do(ATH, "pick", id="ath_h6_mercenaries")
    p.do(ATH, "pick", id="alcibiade")
    p.do(ATH, "go")
    p.do(ATH, "step", to="M1")
    assert "stop" not in p.kinds(ATH)  # troops must land
    landings = {a.params["zone"] for a in p.legal(ATH) if a.kind == "disembark"}
    assert landings == {"T2"}  # T1 holds an enemy unit: no combat at the end of a convoy
    p.do(ATH, "disembark", zone="T2")
    assert p.state.units["ath_h6_mercenaries"].zone == "T2"
    assert p.state.leaders["alcibiade"].zone == "T2"
    assert p.state.units["ath_t20_tacheiai_1"].zone == "M1"


def test_3_5_sea_reinforcements_sail_and_land(position):
    p = position(turn=8)
    p.state.reinforcements_due = [{"id": "ath_t8_demosthenes", "side": ATH, "turn": 8}]
    p.at("b2_start")
    p.do(ATH, "place", group="ath_t8_demosthenes", zone="M2")
    assert p.prompt == "forming"
    for cid in ("ath_t25_tacheiai_4", "ath_h5_athenians_3", "ath_h5_athenians_4", "demosthene"):
        p.do(ATH, "pick", id=cid)
    p.do(ATH, "go")
    p.do(ATH, "disembark", zone="T3")
    assert p.state.units["ath_h5_athenians_3"].zone == "T3"
    assert p.state.leaders["demosthene"].zone == "T3"


def test_3_5_a_convoy_meeting_an_enemy_fleet_stops_fights_and_keeps_its_troops_aboard(position):
    p = position(fleet=False)
    for uid in ("ath_t20_tacheiai_1", "ath_t25_stratiotides_1", "ath_t25_stratiotides_2"):
        p.unit(uid, "CATANE")
    p.unit("ath_h6_mercenaries", "CATANE").unit("syr_t5_sparta_1", "M1")
    p.action_phase(ATH, 4)
    p.do(ATH, "announce", ap=4)
    p.do(ATH, "activate", zone="CATANE")
    p.do(ATH, "pick", id="ath_t20_tacheiai_1")
    p.do(ATH, "pick", id="ath_h6_mercenaries")
    p.do(ATH, "go")
    p.do(ATH, "step", to="M1")  # an enemy fleet: the convoy stops there
    assert p.state.units["ath_h6_mercenaries"].zone == "M1"
    p.do(ATH, "done")
    p.do(ATH, "end_moves")
    p.dice(6)  # 20 against 5: 3/1, +1 (a sworded trireme): 7, R-E
    p.do(ATH, "fight", zone="M1")
    p.keep_dice()
    assert p.state.units["syr_t5_sparta_1"].eliminated
    assert p.state.units["ath_h6_mercenaries"].zone == "M1"  # 6 land PF within 20 trireme PF


def test_3_5_troops_aboard_a_beaten_convoy_are_lost_at_their_owners_choice(position):
    p = position(fleet=False)
    for uid in ("ath_t20_tacheiai_1", "ath_t25_stratiotides_1", "ath_t25_stratiotides_2"):
        p.unit(uid, "CATANE")
    p.unit("ath_h6_mercenaries", "CATANE").unit("ath_h5_allied_cities", "CATANE")
    p.unit("syr_t25_syracusans_1", "M1")
    p.action_phase(ATH, 4)
    p.do(ATH, "announce", ap=4)
    p.do(ATH, "activate", zone="CATANE")
    for cid in ("ath_t20_tacheiai_1", "ath_h6_mercenaries", "ath_h5_allied_cities"):
        p.do(ATH, "pick", id=cid)
    p.do(ATH, "go")
    p.do(ATH, "step", to="M1")
    p.do(ATH, "done")
    p.do(ATH, "end_moves")
    p.dice(1)  # 20 against 25: 2/3; die 1: 1/2-R, the convoy's fleet loses and must retreat
    p.do(ATH, "fight", zone="M1")
    p.keep_dice()
    p.do(ATH, "retreat", counter="ath_t20_tacheiai_1", to="CATANE")
    assert p.prompt == "convoy_loss" and p.waiting == "athens"
    assert {a.params["unit"] for a in p.legal(ATH)} == {"ath_h6_mercenaries", "ath_h5_allied_cities"}
    p.do(ATH, "eliminate", unit="ath_h5_allied_cities")
    p.do(ATH, "eliminate", unit="ath_h6_mercenaries")
    assert p.prompt != "convoy_loss"
    assert p.state.units["ath_h6_mercenaries"].eliminated and p.state.units["ath_h5_allied_cities"].eliminated
