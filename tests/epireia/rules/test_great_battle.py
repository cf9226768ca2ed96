"""La Grande Bataille (rulebook pp.28-30) and the token placement rules (pp.36-38)."""

import pytest
from epireia_position import ENGINE, act, kinds, new_game

from engine.core import IllegalAction
from engine.epireia import battle
from engine.epireia.battle_score import column_power, front_winner, token_points


def _battle(players: int = 2, reserves: dict[str, list[str]] | None = None, **kw):
    state = new_game(players, **kw)
    for league in state.leagues.values():
        league.reserve = []
    for league, tokens in (reserves or {}).items():
        for t in tokens:
            for pile in state.piles.values():
                if t in pile:
                    pile.remove(t)
            state.leagues[league].reserve.append(t)
    battle.start_battle(state)
    return state


# --- placement rules (pp.36-38) ----------------------------------------------------------------------


def test_no_bonus_token_counts_its_base_attack():
    assert token_points({"flank:2:1": "h1_01"}, "flank", 2, 1, False) == 2


def test_level_two_association_adds_four():
    """p.36: +4 if a level 2 token of the printed type is in the same column (either line)."""
    slots = {"centre:1:1": "h1_09", "centre:1:2": "h2_01"}
    assert token_points(slots, "centre", 1, 1, False) == 1 + 4
    assert token_points({"centre:1:1": "h1_09", "centre:1:2": "h1_01"}, "centre", 1, 1, False) == 1


def test_second_line_first_line_and_alone_bonuses():
    """pp.36-37: +2 in the second line; +1 in the first line; +2 alone in its column."""
    assert token_points({"centre:1:1": "h1_01", "centre:1:2": "h1_06"}, "centre", 1, 2, False) == 1 + 2
    assert token_points({"centre:1:1": "h1_04"}, "centre", 1, 1, False) == 1 + 1
    assert token_points({"centre:1:1": "h1_08"}, "centre", 1, 1, False) == 1 + 2
    assert token_points({"centre:1:1": "h1_08", "centre:1:2": "h1_01"}, "centre", 1, 1, False) == 1


def test_aegina_and_thrace_neighbours():
    """pp.37-38: +1/+2 (Égine) or +2 (Thrace) when a token to the left or right is of the same region."""
    slots = {"centre:1:1": "h1_11", "centre:2:1": "h1_12", "centre:3:1": "h1_13"}
    assert token_points(slots, "centre", 1, 1, False) == 1 + 2
    assert token_points(slots, "centre", 3, 1, False) == 1  # its neighbour is Égine, not Thrace
    slots["centre:2:1"] = "h1_14"
    assert token_points(slots, "centre", 3, 1, False) == 1 + 2


def test_winning_streak_adds_two_after_a_won_clash():
    """p.38: +2 if the previous clash was won."""
    assert token_points({"sea:2:1": "t2_04"}, "sea", 2, 1, True) == 3 + 2
    assert token_points({"sea:2:1": "t2_04"}, "sea", 2, 1, False) == 3


def test_front_figures_raise_their_front_or_their_line_and_starred_ones_themselves():
    """p.41: battle figures raise their front's tokens, Eupolémos and Physcoa only their printed
    line; Alcibiade, Pausanias and Aristéas raise their own attack when committed."""
    from engine.epireia import rules

    slots = {"centre:1:1": "h1_01", "centre:1:2": "h1_02"}
    assert column_power(slots, "centre", 1, rules.figure("pericles"), None, False) == 2 + 2 + 1 + 1
    assert column_power(slots, "centre", 1, rules.figure("eupolemos"), None, False) == 2 + 2 + 1
    assert column_power(slots, "centre", 1, None, rules.figure("alcibiades"), False) == 4 + 3 + 3


def test_front_goes_to_the_majority_of_columns():
    """p.30: majority of columns wins the front; 1-1 or no column won leaves it to nobody."""
    assert front_winner(["delos", None, None]) == "delos"
    assert front_winner(["delos", "peloponnese", None]) is None
    assert front_winner([None, None, None]) is None
    assert front_winner(["peloponnese", "delos", "peloponnese"]) == "peloponnese"


# --- secret placement ------------------------------------------------------------------------------


def test_placement_is_secret_and_simultaneous():
    """p.28: both leagues place face down behind their screens at the same time."""
    state = _battle(reserves={"delos": ["h1_01", "h1_02"], "peloponnese": ["c1_01"]})
    assert sorted(ENGINE.status(state).waiting_for) == ["delos1", "pelo1"]
    state, events = act(state, "delos1", "place", token="h1_01", slot="centre:1:1")
    assert all(e.audience == ["delos1"] for e in events if e.kind == "token_placed")
    assert ENGINE.view(state, "pelo1")["battle"]["sides"]["delos"]["slots"] == {}
    assert ENGINE.view(state, None)["battle"]["sides"]["delos"]["slots"] == {}
    assert ENGINE.view(state, "delos1")["battle"]["sides"]["delos"]["slots"] == {"centre:1:1": "h1_01"}


def test_second_line_only_behind_a_first_line_token_and_only_on_its_type():
    """p.36 and p.28: not in the second line without a first-line token; each slot takes its unit type."""
    state = _battle(reserves={"delos": ["h1_01", "h1_02", "c1_01"]})
    with pytest.raises(IllegalAction):
        act(state, "delos1", "place", token="h1_01", slot="centre:1:2")
    with pytest.raises(IllegalAction):
        act(state, "delos1", "place", token="c1_01", slot="centre:1:1")  # a Hoplites slot
    state, _ = act(state, "delos1", "place", token="h1_01", slot="centre:1:1")
    with pytest.raises(IllegalAction):
        act(state, "delos1", "place", token="h1_02", slot="centre:1:1")  # one token per slot
    state, _ = act(state, "delos1", "place", token="h1_02", slot="centre:1:2")


def test_neutral_cities_tokens_join_the_league_that_integrated_them():
    """p.28: each league gathers its reserve and the tokens of the neutral Cities it integrated."""
    state = new_game(2, cities={"delos1": "athens", "pelo1": "sparta"})
    state.neutral_allegiance = {"elis": "delos"}
    elis, corinth = state.neutral_tokens["elis"], state.neutral_tokens["corinth"]
    battle.start_battle(state)
    assert elis in state.battle.sides["delos"].available and "elis" not in state.neutral_tokens
    assert corinth not in state.battle.sides["delos"].available


def test_a_two_player_league_places_three_of_its_four_figures_and_both_agree():
    """p.29: leagues of 2 players place only 3 of their 4 figures; the placement is a league decision
    (one proposes, the other confirms)."""
    state = _battle(4)
    for seat in ("delos1", "delos2"):
        state.players[seat].figures = (
            state.players[seat].figures[:1]
            + [
                f
                for f in ("cleisthenes", "nicias", "aristeas", "adeimantus")
                if f not in state.players[seat].figures
            ][:1]
        )
    figures = battle.figures_of_league(state, "delos")
    assert len(figures) == 4 and battle.figures_to_place(state, "delos") == 3
    for figure, front in zip(figures, ("flank", "centre", "sea"), strict=False):
        state, _ = act(state, "delos2", "assign_figure", figure=figure, front=front)
    with pytest.raises(IllegalAction):
        act(state, "delos1", "assign_figure", figure=figures[3], front="sea")
    state, _ = act(state, "delos1", "propose")
    assert ENGINE.status(state).waiting_for[0] == "delos2"
    with pytest.raises(IllegalAction):
        act(state, "delos1", "confirm")
    state, events = act(state, "delos2", "confirm")
    assert "plan_ready" in kinds(events) and state.battle.sides["delos"].ready


# --- reveals and commitments --------------------------------------------------------------------------


def _ready_both(state, delos_plan, pelo_plan, figures):
    for seat, plan in (("delos1", delos_plan), ("pelo1", pelo_plan)):
        for token, slot in plan:
            state, _ = act(state, seat, "place", token=token, slot=slot)
        for figure, front in figures.get(seat, []):
            state, _ = act(state, seat, "assign_figure", figure=figure, front=front)
        state, events = act(state, seat, "ready")
    return state, events


def test_columns_are_revealed_one_by_one_and_an_engaged_figure_may_be_answered():
    """p.29: after a column is revealed each league may commit its figure; when one commits, the other
    may commit its own on the same column; a figure joins one column only per front."""
    state = _battle(
        reserves={"delos": ["c1_01"], "peloponnese": ["c1_02"]},
        cities={"delos1": "athens", "pelo1": "sparta"},
        figures={"delos1": "cleisthenes", "pelo1": "brasidas"},
    )
    state, events = _ready_both(
        state,
        [("c1_01", "flank:1:1")],
        [("c1_02", "flank:1:1")],
        {"delos1": [("cleisthenes", "flank")], "pelo1": [("brasidas", "flank")]},
    )
    assert "figures_revealed" in kinds(events) and "column_revealed" in kinds(events)
    assert ENGINE.view(state, "pelo1")["battle"]["sides"]["delos"]["slots"] == {"flank:1:1": "c1_01"}
    assert ENGINE.status(state).waiting_for == ["delos1"]
    state, _ = act(state, "delos1", "hold")
    state, _ = act(state, "pelo1", "commit")  # Sparta engages: Delos may answer on the same column
    assert ENGINE.status(state).waiting_for == ["delos1"]
    state, events = act(state, "delos1", "commit")
    resolved = next(e for e in events if e.kind == "column_resolved")
    assert resolved.params["scores"] == {"delos": 2 + 2, "peloponnese": 2 + 2}
    assert resolved.params["winner"] is None  # a tie wins nobody the column


def _finish_with(state, front_winners):
    state.battle.front_winners = front_winners
    return battle._finish(state)


def test_majority_of_fronts_wins():
    """p.30: the league that wins the majority of fronts wins the game."""
    state = _battle()
    _finish_with(state, {"flank": "peloponnese", "centre": "peloponnese", "sea": "delos"})
    assert state.result.winners == ["pelo1"] and state.result.kind == "fronts"


def test_tie_on_fronts_goes_to_the_sea_front_then_prestige_then_copper():
    """p.30: a tie in fronts goes to the sea front's winner; if nobody won it, to more prestige; with
    equal prestige, to more copper (league reserve plus its cities)."""
    state = _battle()
    _finish_with(state, {"flank": "delos", "centre": None, "sea": "peloponnese"})
    assert state.result.kind == "sea_front" and state.result.winners == ["pelo1"]

    state = _battle()
    state.players["delos1"].prestige = 5
    _finish_with(state, {"flank": None, "centre": None, "sea": None})
    assert state.result.kind == "prestige" and state.result.winners == ["delos1"]

    state = _battle()
    state.players["delos1"].resources["copper"] = 1
    state.players["pelo1"].resources["copper"] = 0
    state.leagues["peloponnese"].resources["copper"] = 2
    _finish_with(state, {"flank": "delos", "centre": "peloponnese", "sea": None})
    assert state.result.kind == "copper" and state.result.winners == ["pelo1"]
