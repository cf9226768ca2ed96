"""Phase de diplomatie (rulebook pp.19-21): who may go where."""

import pytest
from epireia_position import ENGINE, act, add_figure, new_game

from engine.core import IllegalAction


def _diplomacy(players: int = 2, **kw):
    state = new_game(players, **kw)
    state.scenario.current = None
    state.phase = "diplomacy"
    state.turns.restart()
    return state


def _places(state, seat, figure):
    return {a.params["to"] for a in ENGINE.legal_actions(state, seat) if a.params.get("figure") == figure}


def test_one_figure_per_city_on_the_same_empire():
    """p.19: a player sends only one figure of his City to the same Empire; different Empires are fine."""
    state = _diplomacy(cities={"delos1": "athens"}, figures={"delos1": "cleisthenes"})
    add_figure(state, "delos1", "nicias")
    state, _ = act(state, "delos1", "move", figure="cleisthenes", to="empire:persia")
    assert "empire:persia" not in _places(state, "delos1", "nicias")
    assert "empire:macedonia" in _places(state, "delos1", "nicias")


def test_sea_only_places_need_the_sea_icon():
    """pp.19-20: sea-only Empires and Territories take only figures with the sea icon."""
    state = _diplomacy(cities={"delos1": "athens"}, figures={"delos1": "cleisthenes"})  # no sea icon
    places = _places(state, "delos1", "cleisthenes")
    assert "territory:aegean_sea" not in places and "empire:egypt" not in places
    assert "territory:ionia" in places and "empire:persia" in places
    add_figure(state, "delos1", "themistocles")  # sea icon
    assert {"territory:aegean_sea", "empire:egypt"} <= _places(state, "delos1", "themistocles")


def test_opponents_may_share_an_empire_but_a_league_sends_only_one():
    """p.19 (3-4 players): one figure per league per Empire; two opposing cities may share one."""
    state = _diplomacy(4, cities={"delos1": "athens", "delos2": "corinth"})
    first = state.players["delos1"].figures[0]
    state, _ = act(state, "delos1", "move", figure=first, to="empire:persia")
    assert ENGINE.status(state).waiting_for == ["delos2"]
    assert "empire:persia" not in _places(state, "delos2", state.players["delos2"].figures[0])
    state.turns.position = 2  # a Peloponnesian player may still go there
    assert "empire:persia" in _places(state, "pelo1", state.players["pelo1"].figures[0])


def test_a_teammates_territory_cannot_be_taken():
    """p.25 note: one may not subject a Territory already held by a player of one's own league."""
    state = _diplomacy(4)
    state.territory_owner["ionia"] = "delos2"
    assert "territory:ionia" not in _places(state, "delos1", state.players["delos1"].figures[0])
    state.turns.position = 2
    assert "territory:ionia" in _places(state, "pelo1", state.players["pelo1"].figures[0])


def test_neutral_cities_are_unplayed_cities_one_figure_per_league():
    """p.21: only unplayed Cities; one figure per city (per league at 3-4 players) on the same one."""
    state = _diplomacy(cities={"delos1": "athens", "pelo1": "sparta"})
    places = _places(state, "delos1", state.players["delos1"].figures[0])
    assert {p for p in places if p.startswith("neutral:")} == {
        "neutral:corinth",
        "neutral:delphi",
        "neutral:elis",
        "neutral:larissa",
    }


def test_a_figure_moves_once_per_phase_and_moving_is_optional():
    """p.19 note: moving is not compulsory; each figure moves once in the phase."""
    state = _diplomacy()
    figure = state.players["delos1"].figures[0]
    state, _ = act(state, "delos1", "move", figure=figure, to="territory:ionia")
    with pytest.raises(IllegalAction):
        act(state, "delos1", "move", figure=figure, to="territory:epirus")
    assert ENGINE.status(state).waiting_for == ["pelo1"]  # nothing left to move: the turn passes
    state, _ = act(state, "pelo1", "end_diplomacy")
    assert state.phase in ("development", "resolution") and state.turn == 2
