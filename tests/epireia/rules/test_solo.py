"""Mode solo (rulebook pp.31-35)."""

from epireia_position import ENGINE, act, force, kinds, new_game

from engine.epireia import battle, diplomacy, flow, resolution, rules
from engine.epireia.state import other_league


def test_the_scenario_imposes_the_city_and_the_enemy_army_is_preset():
    """pp.32-33: the City is imposed by the card; the enemy tokens are placed at set-up; no neutral City."""
    state = new_game(1, solo_scenario="corinthian_war")
    card = rules.content().scenario("corinthian_war")
    assert state.players["solo"].city == "corinth" and state.neutral_cities == []
    placed = [p.token for p in card.enemy_army]
    assert not any(t in pile for t in placed for pile in state.piles.values())
    assert len(state.solo.augures) + len(state.solo.revealed) == card.turns * 2  # La guerre de Corinthe


def test_athens_imposes_the_delian_league():
    """p.32 note: with Athens the player is in the Delian League."""
    state = new_game(1, solo_scenario="naxos_revolt")
    assert state.players["solo"].league == "delos" and state.leagues["delos"].members == ["solo"]


def test_an_augure_is_revealed_each_development_phase():
    """p.33: an Augure is revealed at the start of each development phase and lasts one turn."""
    state = new_game(1, solo_scenario="naxos_revolt")
    assert len(state.solo.revealed) == 1 and state.turn == 1


def test_forbidden_administrator_cannot_be_chosen():
    """p.32: some scenarios forbid an Administrator."""
    card = rules.content().scenario("first_peloponnesian_war")
    barred = next(e.administrator for e in card.constraints if e.effect == "forbid_administrator")
    state = ENGINE.create(
        ENGINE.parse_options({"players": 1, "solo_scenario": "first_peloponnesian_war"}), ["solo"], seed=2
    )
    options = {a.params["admin"] for a in ENGINE.legal_actions(state, "solo")}
    assert barred not in options and len(options) == 7


def test_enemy_figures_follow_the_d12_table_and_reroll_on_collisions():
    """p.34: a d12 per enemy figure (1 Épire … 12 Syracuse); the same result is rolled again so that no
    two enemy figures share a place."""
    state = new_game(1, solo_scenario="thessalian_hegemony")
    force(state, 1, 1, 1, 10, 10, 12)
    events = diplomacy.move_enemies(state)
    assert [e.params["to"] for e in events] == ["territory:epirus", "empire:phoenicia", "empire:syracuse"]


def test_no_move_to_neutral_cities_in_solo():
    """p.34: in solo, neutral Cities cannot be integrated."""
    state = new_game(1, solo_scenario="naxos_revolt")
    state.phase = "diplomacy"
    state.turns.restart()
    places = {a.params.get("to") for a in ENGINE.legal_actions(state, "solo")}
    assert not any(p and p.startswith("neutral:") for p in places)


def test_unmet_objectives_at_the_turn_limit_lose_the_game():
    """p.34: if the objectives are not reached by the last turn, the game is lost."""
    state = new_game(1, solo_scenario="naxos_revolt")
    state.turn = state.solo.turn_limit
    flow.end_turn(state)
    assert state.result.kind == "solo_objectives_failed" and state.result.winners == []


def test_met_objectives_lead_to_the_battle_where_a_tie_in_fronts_loses():
    """pp.34-35: objectives met, the Great Battle starts at the turn limit; the enemy has no figures;
    the player needs a majority of fronts; a tie in fronts is a loss."""
    state = new_game(1, solo_scenario="naxos_revolt")
    state.turn = state.solo.turn_limit
    state.solo.objectives_met = [0, 1]
    events = flow.end_turn(state)
    assert "battle_begins" in kinds(events) and state.phase == "battle"
    enemy = other_league(state.players["solo"].league)
    assert state.battle.sides[enemy].ready and state.battle.sides[enemy].figures == {}
    state.battle.front_winners = {"flank": "delos", "centre": enemy, "sea": None}
    battle._finish(state)
    assert state.result.kind == "solo_battle_lost"
    state.result = None
    state.battle.front_winners = {"flank": "delos", "centre": None, "sea": None}
    battle._finish(state)
    assert state.result.kind == "solo_victory" and state.result.winners == ["solo"]


def test_second_city_building_has_no_effect_in_solo():
    """p.33 note: the second City building may be built in solo but its effect does not apply."""
    state = new_game(1, solo_scenario="battle_of_tanagra")
    state.players["solo"].turn_effects = []
    state.pending = []
    state.actions_left = 2
    state, events = act(state, "solo", "build", slot="city_malus")
    assert kinds(events) == ["built"]


def _solo_with_next_augure(augure: str):
    state = new_game(1, solo_scenario="naxos_revolt")
    state.solo.augures.insert(0, augure)
    return state


def test_revolt_of_thasos_destroys_a_civil_building_of_the_players_choice():
    """p.35: with "La révolte de Thasos" the player chooses which Civil building to destroy; it may be
    rebuilt later."""
    state = _solo_with_next_augure("revolt_of_thasos")
    state.players["solo"].buildings = ["civil_wheat", "civil_wood", "religious_1"]
    state.pending = []
    flow.begin_turn(state)
    assert state.pending[0].kind == "destroy_building"
    assert {o["params"]["slot"] for o in state.pending[0].options} == {"civil_wheat", "civil_wood"}
    state, _ = act(state, "solo", "destroy", slot="civil_wood")
    assert state.players["solo"].buildings == ["civil_wheat", "religious_1"]
    state.players["solo"].resources = {"wheat": 9, "wood": 9, "copper": 9}
    assert any(a.params.get("slot") == "civil_wood" for a in ENGINE.legal_actions(state, "solo"))


def test_an_augure_lasts_one_turn():
    """p.33: an Augure takes effect at once for one turn (the drought: no income this turn)."""
    state = _solo_with_next_augure("drought")
    state.pending = []
    flow.begin_turn(state)
    assert kinds(resolution.collect_income(state)) == ["income_skipped"]
    state.pending = []
    flow.begin_turn(state)  # a new turn: the drought is over
    assert kinds(resolution.collect_income(state)) == ["income"]
