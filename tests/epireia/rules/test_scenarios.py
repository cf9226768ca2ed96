"""Scénarios (rulebook pp.14-15, 27-28): draw, objectives, rewards, constraints, cancellation."""

from epireia_position import act, give, kinds, new_game

from engine.epireia import rules
from engine.epireia.scenarios import check_cancellation, check_objectives, reveal_next


def _with_act(act_number: int, scenario: str, players: int = 2, **kw):
    state = new_game(players, **kw)
    state.scenario.act = act_number - 1
    state.scenario.decks[str(act_number)] = [scenario]
    state.scenario.completed, state.scenario.cancelled = [], []
    for league in state.leagues.values():
        state.discard += league.reserve
        league.reserve = []
    return state


def _hoplites(state, league, count):
    for _ in range(count):
        pile = state.piles["hoplites:1"] or state.piles["hoplites:2"]
        state.leagues[league].reserve.append(pile.pop())


def test_the_act_one_card_is_drawn_at_the_start():
    """p.16: an Act I card is drawn at random and read out before the first turn."""
    state = new_game(2)
    assert state.scenario.act == 1
    assert state.scenario.current in {s.id for s in rules.content().scenarios_of_act(1)}


def test_les_guerres_sacrees_exactly_as_printed():
    """p.14: constraint, each league loses 2 Hoplites already in reserve; objective, first league with
    at least 14 military tokens in reserve; reward, a Trières level 2 token in its reserve at once."""
    state = _with_act(3, "sacred_wars")
    _hoplites(state, "delos", 15)
    _hoplites(state, "peloponnese", 3)
    events = reveal_next(state)
    assert len(state.leagues["delos"].reserve) == 13  # lost 2 of 15: 13 < 14, not won yet
    assert len(state.leagues["peloponnese"].reserve) == 1
    assert "scenario_won" not in kinds(events)
    state.leagues["delos"].reserve.append(state.piles["cavalry:1"].pop())
    events = check_objectives(state)
    assert "scenario_won" in kinds(events)
    assert state.scenario.winners["sacred_wars"] == "delos"
    reward = rules.token(state.leagues["delos"].reserve[-1])
    assert (reward.unit, reward.level) == ("triremes", 2)
    assert state.scenario.battle_after_turn  # Act III done: the turn ends, then the Great Battle


def test_only_the_first_to_meet_the_objective_wins_the_reward():
    """p.15: a single player can win the current scenario's reward."""
    state = _with_act(1, "olympic_games")
    reveal_next(state)
    state.players["pelo1"].prestige = 3
    state.players["delos1"].prestige = 3
    events = check_objectives(state)
    assert state.scenario.winners["olympic_games"] == "delos1"  # first in turn order
    assert check_objectives(state) == [] and kinds(events).count("scenario_won") == 1


def test_next_act_is_revealed_at_the_start_of_the_next_turn():
    """p.27: a scenario completed during a turn brings the next Act at the start of the next turn."""
    state = _with_act(1, "olympic_games")
    state.scenario.decks["2"] = ["megarian_decree"]
    reveal_next(state)
    state.players["delos1"].prestige = 3
    check_objectives(state)
    assert state.scenario.act == 1 and state.scenario.reveal_next_turn
    from engine.epireia.flow import begin_turn

    begin_turn(state)
    assert state.scenario.act == 2 and state.scenario.current == "megarian_decree"


def test_cancellation_at_seven_twelve_and_seventeen_buildings():
    """p.15: Act I is cancelled as soon as a player has 7 buildings, Act II at 12, Act III at 17;
    the reward is lost and the next Act comes at the start of the next turn."""
    for act_number, scenario, threshold in ((1, "olympic_games", 7), (2, "megarian_decree", 12)):
        state = _with_act(act_number, scenario)
        reveal_next(state)
        slots = [b.id for b in rules.content().buildings_of(state.players["delos1"].city)]
        state.players["delos1"].buildings = slots[: threshold - 1]
        assert check_cancellation(state) == []
        state.players["delos1"].buildings = slots[:threshold]
        events = check_cancellation(state)
        assert "scenario_cancelled" in kinds(events) and scenario in state.scenario.cancelled
        assert state.scenario.reveal_next_turn and scenario not in state.scenario.winners


def test_cancelling_act_three_starts_the_great_battle_at_once():
    """p.15: if an Act III scenario is cancelled, the Great Battle starts immediately."""
    state = _with_act(3, "spartan_ultimatum")
    reveal_next(state)
    slots = [b.id for b in rules.content().buildings_of(state.players["pelo1"].city)]
    state.players["pelo1"].buildings = slots[:16]
    give(state, "pelo1", wheat=20, wood=20, copper=20)
    state, _ = act(state, "delos1", "end_development")
    state, events = act(state, "pelo1", "build", slot=slots[16])
    assert "scenario_cancelled" in kinds(events) and state.phase == "battle"


def test_donations_made_before_the_current_act_count():
    """p.15: for donation objectives, donations made before the current Act are counted."""
    state = new_game(2)
    state.scenario.current = None
    give(state, "delos1", wheat=8)
    state, _ = act(state, "delos1", "donate", resource="wheat", amount=8)  # during Act I, no objective
    state.scenario.act = 0
    state.scenario.decks["1"] = ["delian_league"]
    events = reveal_next(state)
    assert state.scenario.winners.get("delian_league") == "delos" and "scenario_won" in kinds(events)


def test_brigands_constraint_removes_city_tokens():
    """Glossary: placing Brigands removes any city token on the Territory."""
    state = _with_act(3, "siege_of_potidaea")
    state.territory_owner["chalcidice"] = "pelo1"
    reveal_next(state)
    assert "chalcidice" in state.brigands and "chalcidice" not in state.territory_owner
