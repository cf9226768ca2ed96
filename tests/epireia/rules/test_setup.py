"""Mise en place (rulebook pp.7-11): choice orders, league locks, the secret starting figure,
the 3-player asymmetries."""

import pytest
from epireia_position import ENGINE, act, new_game, seats_of

from engine.core import IllegalAction
from engine.epireia.state import EpireiaOptions


def _create(players: int):
    return ENGINE.create(EpireiaOptions(players=players), seats_of(players), seed=3)


@pytest.mark.parametrize(
    ("players", "order"),
    [
        (2, ["delos1", "pelo1"]),
        (3, ["delos1", "pelo1", "delos2"]),
        (4, ["delos1", "pelo1", "pelo2", "delos2"]),
    ],
)
def test_city_and_administrator_choice_follow_the_printed_order(players, order):
    """§II and §V: a Delos player, then the Peloponnese player(s), then the second Delos player."""
    state = _create(players)
    seen = []
    while state.phase == "setup_city":
        seat = ENGINE.status(state).waiting_for[0]
        seen.append(seat)
        state, _ = act(state, seat, "choose_city", city=ENGINE.legal_actions(state, seat)[0].params["city"])
    assert seen == order
    seen = []
    while state.phase == "setup_admin":
        seat = ENGINE.status(state).waiting_for[0]
        seen.append(seat)
        state, _ = act(
            state, seat, "choose_admin", admin=ENGINE.legal_actions(state, seat)[0].params["admin"]
        )
    assert seen == order


def test_athens_is_delian_and_sparta_peloponnesian():
    """§II note: Athens must be in the Delian League, Sparta in the Peloponnesian League."""
    state = _create(2)
    with pytest.raises(IllegalAction) as err:
        act(state, "delos1", "choose_city", city="sparta")
    assert err.value.reason == "epireia.error.not_allowed_now"
    state, _ = act(state, "delos1", "choose_city", city="corinth")
    cities = {a.params["city"] for a in ENGINE.legal_actions(state, "pelo1")}
    assert "athens" not in cities and "sparta" in cities and "corinth" not in cities


def test_neutral_cities_get_their_reserved_token():
    """§III: each unplayed city receives a random token of its printed type and level."""
    state = new_game(2, cities={"delos1": "athens", "pelo1": "sparta"})
    assert sorted(state.neutral_cities) == ["corinth", "delphi", "elis", "larissa"]
    from engine.epireia import rules

    expected = {
        "corinth": ("triremes", 1),
        "delphi": ("cavalry", 1),
        "elis": ("hoplites", 1),
        "larissa": ("cavalry", 1),
    }
    for city, (unit, level) in expected.items():
        token = rules.token(state.neutral_tokens[city])
        assert (token.unit, token.level) == (unit, level)


def test_starting_figure_is_chosen_secretly_and_simultaneously():
    """§VI: every player chooses secretly; the cards are revealed once all have chosen."""
    state = _create(2)
    state, _ = act(state, "delos1", "choose_city", city="athens")
    state, _ = act(state, "pelo1", "choose_city", city="sparta")
    state, _ = act(state, "delos1", "choose_admin", admin="orator")
    state, _ = act(state, "pelo1", "choose_admin", admin="financier")
    assert sorted(ENGINE.status(state).waiting_for) == ["delos1", "pelo1"]
    state, events = act(state, "pelo1", "choose_start_figure", figure="brasidas")
    secret = [e for e in events if e.params.get("figure") == "brasidas"]
    assert secret and all(e.audience == ["pelo1"] for e in secret)
    assert ENGINE.view(state, "delos1")["players"]["pelo1"]["start_figure"] is None
    assert ENGINE.view(state, None)["players"]["pelo1"]["start_figure"] is None
    assert ENGINE.view(state, "pelo1")["players"]["pelo1"]["start_figure"] == "brasidas"
    assert ENGINE.status(state).waiting_for == ["delos1"]
    state, events = act(state, "delos1", "choose_start_figure", figure="cleisthenes")
    assert any(e.kind == "start_figures_revealed" and e.audience is None for e in events)
    assert ENGINE.view(state, "delos1")["players"]["pelo1"]["start_figure"] == "brasidas"
    assert state.players["pelo1"].figures == ["brasidas"] and state.figure_pos["brasidas"] == "home"
    assert state.phase == "development" and state.turn == 1 and state.scenario.act == 1


def test_themistocles_as_starting_figure_takes_a_trireme_at_the_end_of_set_up():
    """p.40: Thémistocle receives a Trières level 1 token; as the starting figure, at the end of set-up."""
    state = new_game(2, cities={"delos1": "athens"}, figures={"delos1": "themistocles"})
    reserve = state.leagues["delos"].reserve
    from engine.epireia import rules

    assert [(rules.token(t).unit, rules.token(t).level) for t in reserve] == [("triremes", 1)]


def test_starting_resources_and_the_lone_peloponnesian_player():
    """§IV: 2 of each resource; at 3 players the lone Peloponnesian player starts with 3 of each."""
    two = new_game(2)
    assert two.players["delos1"].resources == {"wheat": 2, "wood": 2, "copper": 2}
    three = new_game(3)
    assert three.players["pelo1"].resources == {"wheat": 3, "wood": 3, "copper": 3}
    assert three.players["delos2"].resources == {"wheat": 2, "wood": 2, "copper": 2}
    assert all(lg.resources == {"wheat": 0, "wood": 0, "copper": 0} for lg in three.leagues.values())
