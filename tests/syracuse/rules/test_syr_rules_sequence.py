"""The turn sequence (2.A, 2.B.1, 2.B.2, 2.B.3) checked against the rulebook's statements and examples."""

from engine.core import Action
from engine.syracuse.engine import SyracuseEngine, SyracuseOptions
from engine.syracuse.flow import action_points
from engine.syracuse.setup import counter_of_face

ATH, SYR = "athenian", "syracusan"


def test_2b1_example_spring_414_syracuse_8_athens_5():
    """2.B.1 example: in the spring -414 turn, Syracuse rolls 8 and Athens 5: Syracuse gets the initiative
    and 4 AP, Athens 3 AP."""
    assert action_points(8, "spring") == 4
    assert action_points(5, "spring") == 3


def test_2b1_example_through_the_engine(position):
    p = position(turn=3)  # turn 3 is spring -414 in the calendar
    p.dice(2, 3, 4, 4)  # Athens 2+3 = 5, Syracuse 4+4 = 8
    p.at("b1")
    assert p.state.initiative == SYR
    assert p.state.ap == {ATH: 3, SYR: 4}


def test_2b1_season_modifiers_and_winter_floor():
    """+1 AP in summer and autumn; -1 in winter unless the total is already 1 or 2."""
    assert action_points(5, "summer") == 4
    assert action_points(5, "autumn") == 4
    assert action_points(5, "winter") == 2
    assert action_points(3, "winter") == 2  # 2 AP already: no -1
    assert action_points(2, "winter") == 1


def test_2b1_tie_goes_to_the_advantage_holder(position):
    p = position(turn=3)
    p.state.advantage = SYR
    p.dice(3, 3, 4, 2)
    p.at("b1")
    assert p.state.initiative == SYR


def test_8_advantage_adds_two_ap_then_passes(position):
    p = position(turn=3)
    p.dice(2, 3, 4, 4)
    p.at("b1")
    assert p.prompt == "b1_advantage" and p.waiting == "athens"
    p.do(ATH, "advantage", use="ap")
    assert p.state.ap[ATH] == 5
    assert p.state.initiative == SYR  # "sans inverser l'initiative"
    assert p.state.advantage == SYR


def test_8_advantage_swaps_the_initiative(position):
    p = position(turn=3)
    p.dice(2, 3, 4, 4)
    p.at("b1")
    p.do(ATH, "advantage", use="initiative")
    assert p.state.initiative == ATH
    assert p.state.advantage == SYR


def test_10_1_special_rule_starting_hands_and_one_draw_on_turn_1():
    """10.1: Athens starts with S13, Syracuse with S21, and each draws only one stratagem on turn 1."""
    engine = SyracuseEngine()
    state = engine.create(SyracuseOptions(scenario="historical"), ["athens", "syracuse"], 11)
    assert counter_of_face(13) in state.hands[ATH]
    assert counter_of_face(21) in state.hands[SYR]
    assert len(state.hands[ATH]) == 2 and len(state.hands[SYR]) == 2
    assert counter_of_face(21) not in state.bowl


def test_10_1_variant_puts_s21_in_the_bowl_and_10_2_removes_it():
    engine = SyracuseEngine()
    variant = engine.create(SyracuseOptions(scenario="historical_variant"), ["athens", "syracuse"], 11)
    s21 = counter_of_face(21)
    assert s21 not in variant.hands[ATH]
    assert s21 in variant.bowl or s21 in variant.hands[SYR]
    alcibiades = engine.create(SyracuseOptions(scenario="alcibiades"), ["athens", "syracuse"], 11)
    assert alcibiades.turn == 0 and alcibiades.last_turn == 9
    assert s21 not in alcibiades.bowl and s21 not in alcibiades.hands[SYR]


def test_2a_hands_are_secret_in_views():
    engine = SyracuseEngine()
    state = engine.create(SyracuseOptions(), ["athens", "syracuse"], 5)
    athens_view = engine.view(state, "athens")
    syracuse_view = engine.view(state, "syracuse")
    spectator = engine.view(state, None)
    assert {h["counter"] for h in athens_view["hand"]} == set(state.hands[ATH])
    assert {h["counter"] for h in syracuse_view["hand"]} == set(state.hands[SYR])
    assert spectator["hand"] is None
    for view, hidden in ((athens_view, SYR), (syracuse_view, ATH), (spectator, ATH)):
        text = repr(view)
        assert "hands" not in view and "bowl" not in view
        for counter in state.hands[hidden]:
            if counter not in state.hands[ATH if hidden == SYR else SYR]:
                assert counter not in text
    assert athens_view["bowl_size"] == len(state.bowl)


def test_2b2_reinforcements_enter_in_a_chosen_zone_and_may_move_free(position):
    """2.B.2: the turn-3 Athenian cavalry enters in T1, T8, T10, T18, T19, T22 or Catane."""
    p = position(turn=3)
    p.state.reinforcements_due = [{"id": "ath_t3_cavalry", "side": ATH, "turn": 3}]
    p.at("b2_start")
    assert p.prompt == "place"
    zones = {a.params["zone"] for a in p.legal(ATH)}
    assert zones == {"T1", "T8", "T10", "T18", "T19", "T22", "CATANE"}
    p.do(ATH, "place", group="ath_t3_cavalry", zone="T10")
    assert p.state.units["ath_c4_sicilians"].zone == "T10"
    assert p.prompt == "forming"  # the free move, without AP
    p.do(ATH, "pick", id="ath_c4_sicilians")
    p.do(ATH, "go")
    p.do(ATH, "step", to="T11")
    p.do(ATH, "stop")
    p.do(ATH, "done")
    assert p.state.units["ath_c4_sicilians"].zone == "T11"
    assert p.state.ap == {ATH: 0, SYR: 0}


def test_2b2_free_move_never_enters_an_enemy_zone(position):
    p = position(turn=3)
    p.unit("syr_h5_syracusans", "T11")
    p.state.reinforcements_due = [{"id": "ath_t3_cavalry", "side": ATH, "turn": 3}]
    p.at("b2_start")
    p.do(ATH, "place", group="ath_t3_cavalry", zone="T10")
    p.do(ATH, "pick", id="ath_c4_sicilians")
    p.do(ATH, "go")
    targets = {a.params["to"] for a in p.legal(ATH) if a.kind == "step"}
    assert "T11" not in targets and "T8" in targets


def test_2b2_occupied_entry_zones_the_least_held_is_cleared(position):
    """2.B.2: if no entry zone is free of enemy units, the zone with the fewest PF is cleared."""
    p = position(turn=4)
    p.state.reinforcements_due = [{"id": "syr_t4_selinus_land", "side": SYR, "turn": 4}]
    fillers = [
        ("ath_h6_mercenaries", "T1"),
        ("ath_h5_allied_cities", "T8"),
        ("ath_h3_thetes", "T10"),
        ("ath_h2_argos", "T18"),
        ("ath_h1_mantinea", "T19"),
        ("ath_h3_athenians_1", "T22"),
    ]
    for uid, zone in fillers:
        p.unit(uid, zone)
    p.at("b2_start")
    options = p.legal(SYR)
    assert {a.kind for a in options} == {"clear"}
    assert {a.params["zone"] for a in options} == {"T19"}  # 1 PF, the fewest
    p.do(SYR, "clear", zone="T19", to="T20")
    assert p.state.units["ath_h1_mantinea"].zone == "T20"
    p.do(SYR, "place", group="syr_t4_selinus_land", zone="T19")
    assert p.state.units["syr_h4_selinus"].zone == "T19"


def test_2b2_wounded_leaders_recover(position):
    p = position(turn=4)
    p.leader("nicias", "T25", wounded=True)
    p.state.leaders["nicias"].heal_turn = 4
    p.at("b2_start")
    assert not p.state.leaders["nicias"].wounded


def test_2b3_announce_at_least_one_ap_and_the_phases_alternate(position):
    p = position()
    p.unit("ath_h3_thetes", "T24").unit("syr_h5_syracusans", "T13")
    p.action_phase(ATH, 2, other_ap=1)
    assert [a.params["ap"] for a in p.legal(ATH)] == [1, 2]
    p.do(ATH, "announce", ap=1)
    assert p.state.ap[ATH] == 1
    p.do(ATH, "end_moves")
    assert p.waiting == "syracuse" and p.prompt == "announce"
    p.do(SYR, "announce", ap=1)
    p.do(SYR, "end_moves")
    assert p.waiting == "athens"  # Syracuse has no AP left: Athens plays again
    p.do(ATH, "announce", ap=1)
    p.do(ATH, "end_moves")
    assert p.state.ap == {ATH: 0, SYR: 0}
    assert p.state.step not in ("b3_phase",)


def test_2b3_activation_costs_by_leader(position):
    """B.3.2: 0 AP with a double-bonus leader, 1 AP with another leader, 2 AP without a leader."""
    p = position()
    p.unit("syr_h5_syracusans", "T13").leader("gylippe", "T13")
    p.unit("syr_h6_syracusans_1", "T15").leader("sycanos", "T15")
    p.unit("syr_h6_syracusans_2", "T7")
    p.action_phase(SYR, 3)
    p.do(SYR, "announce", ap=3)
    costs = {}
    for key, cost, _ in __import__("engine.syracuse.b3", fromlist=["x"]).activation_keys(p.state, SYR):
        costs[key] = cost
    assert costs["T13"] == 0 and costs["T15"] == 1 and costs["T7"] == 2


def test_illegal_action_is_refused_with_a_reason_and_changes_nothing(position):
    p = position()
    p.unit("ath_h3_thetes", "T24")
    p.action_phase(ATH, 2)
    before = p.state.model_dump()
    import pytest

    from engine.core import IllegalAction

    with pytest.raises(IllegalAction) as refused:
        p.engine.apply(p.state, "athens", Action(kind="announce", params={"ap": 5}))
    assert refused.value.reason == "syracuse.error.bad_ap"
    with pytest.raises(IllegalAction) as refused:
        p.engine.apply(p.state, "athens", Action(kind="build", params={"target": "camp"}))
    assert refused.value.reason == "syracuse.error.not_now"
    with pytest.raises(IllegalAction):
        p.engine.apply(p.state, "syracuse", Action(kind="announce", params={"ap": 1}))
    assert p.state.model_dump() == before
