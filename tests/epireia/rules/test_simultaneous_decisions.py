"""Decisions several seats make at once, reported as ONE pending decision of engine/core (issue #15): the
secret starting figures (§VI), the battle plans (p.28) and the one-minute commit-or-hold (p.30). The
decision names every deciding seat, who has already answered (not what), each seat's part and what a
timeout plays for it; the platform's timeouts read the default and the time from it."""

from datetime import timedelta

from epireia_position import ENGINE, act, seats_of
from test_great_battle import _battle, _ready_both

from agora.games.timing import TimingOptions, decision_time
from engine.epireia.defaults import COMMIT
from engine.epireia.state import EpireiaOptions


def _at_start_figures():
    state = ENGINE.create(EpireiaOptions(players=2), seats_of(2), seed=3)
    state, _ = act(state, "delos1", "choose_city", city="athens")
    state, _ = act(state, "pelo1", "choose_city", city="sparta")
    state, _ = act(state, "delos1", "choose_admin", admin="orator")
    state, _ = act(state, "pelo1", "choose_admin", admin="financier")
    return state


def _together(state):
    pending = ENGINE.status(state).pending
    assert len(pending) == 1, "one decision for every seat deciding at once"
    return pending[0]


def test_the_secret_starting_figures_are_one_decision_of_every_player():
    state = _at_start_figures()
    decision = _together(state)
    assert decision.kind == "setup_figure" and decision.simultaneous and decision.each
    assert sorted(decision.seats) == ["delos1", "pelo1"] and decision.answered == []
    for seat in decision.seats:
        assert decision.options_for(seat) == ENGINE.legal_actions(state, seat)
        assert decision.default_for(seat) in ENGINE.legal_actions(state, seat)
    state, _ = act(state, "pelo1", "choose_start_figure", figure="brasidas")
    decision = _together(state)
    assert decision.answered == ["pelo1"] and decision.waiting == ["delos1"]
    assert decision.waiting == ENGINE.status(state).waiting_for
    assert decision.options_for("pelo1") == [] and decision.default_for("pelo1") is None
    assert "brasidas" not in decision.model_dump_json()  # who has answered, never what
    state, _ = act(state, "delos1", "choose_start_figure", figure="cleisthenes")
    assert ENGINE.status(state).pending == []


def test_a_timeout_plays_the_default_the_decision_names():
    state = _at_start_figures()
    decision = _together(state)
    for seat in decision.seats:
        assert ENGINE.default_action(state, seat) == decision.defaults[seat]
    # The platform reads the decision, not the phase: a default changed there is the one played.
    chosen = decision.parts["delos1"][-1]
    changed = decision.model_copy(update={"defaults": {**decision.defaults, "delos1": chosen}})
    status = ENGINE.status(state).model_copy(update={"pending": [changed]})
    original = ENGINE.status
    try:
        ENGINE.status = lambda _state: status  # type: ignore[method-assign]
        assert ENGINE.default_action(state, "delos1") == chosen
    finally:
        ENGINE.status = original  # type: ignore[method-assign]


def _planning():
    return _battle(
        reserves={"delos": ["c1_01"], "peloponnese": ["c1_02"]},
        cities={"delos1": "athens", "pelo1": "sparta"},
        figures={"delos1": "cleisthenes", "pelo1": "brasidas"},
    )


def test_the_battle_plans_are_one_decision_of_both_leagues():
    state = _planning()
    decision = _together(state)
    assert decision.kind == "battle" and sorted(decision.waiting) == ["delos1", "pelo1"]
    assert ENGINE.default_action(state, "delos1") == decision.defaults["delos1"]
    state, _ = act(state, "delos1", "place", token="c1_01", slot="flank:1:1")
    state, _ = act(state, "delos1", "assign_figure", figure="cleisthenes", front="flank")
    state, _ = act(state, "delos1", "ready")
    decision = _together(state)
    assert decision.answered == ["delos1"] and decision.waiting == ["pelo1"]
    # Neither the ready league's plan nor what the other may place shows in the (public) status.
    assert decision.parts["pelo1"] and any(a.params.get("token") == "c1_02" for a in decision.parts["pelo1"])
    shown = ENGINE.status(state).model_dump_json() + repr(ENGINE.status(state))
    assert "c1_01" not in shown and "c1_02" not in shown


def test_the_commit_window_is_one_decision_of_the_league_timed_by_the_rules():
    state, _ = _ready_both(
        _planning(),
        [("c1_01", "flank:1:1")],
        [("c1_02", "flank:1:1")],
        {"delos1": [("cleisthenes", "flank")], "pelo1": [("brasidas", "flank")]},
    )
    decision = _together(state)
    assert decision.kind == COMMIT and decision.seats == ["delos1"] and not decision.each
    assert decision.seconds == 60.0  # "une minute" (p.30)
    assert decision.defaults["delos1"].kind == "hold"
    assert ENGINE.default_action(state, "delos1").kind == "hold"
    status = ENGINE.status(state)
    kind, allowed, by_rule = decision_time(TimingOptions.of({}), ENGINE, state, status)
    assert (kind, allowed, by_rule) == (COMMIT, timedelta(seconds=60), True)
