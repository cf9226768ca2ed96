"""Positions the timing tests need: a Syracuse quick decision (a stratagem window) or an ordinary one,
and Epireia's one-minute commit-or-hold, which the rulebook times itself (p.30)."""

from __future__ import annotations

from engine.epireia import battle
from engine.registry import get_engine
from tests.epireia.rules.epireia_position import ENGINE as EPIREIA
from tests.epireia.rules.epireia_position import act, new_game


def syracuse_at(quick: bool):
    """A Syracuse position awaiting a quick decision (a stratagem window) or an ordinary one."""
    engine = get_engine("syracuse")
    state = engine.create(engine.parse_options({}), ["athens", "syracuse"], 1)
    for _ in range(200):
        status = engine.status(state)
        seat = status.waiting_for[0]
        if (engine.decision_kind(state, seat, status=status) in engine.defaults.quick) == quick:
            return engine, state, status
        state = engine.apply(state, seat, engine.legal_actions(state, seat)[0]).state
    raise AssertionError("no such decision reached")


def epireia_commit_window():
    """Both leagues' battle plans ready: the one-minute commit-or-hold the rulebook times (p.30)."""
    engine = EPIREIA
    figures = {"delos1": "cleisthenes", "pelo1": "brasidas"}
    state = new_game(2, cities={"delos1": "athens", "pelo1": "sparta"}, figures=figures)
    for league, token in (("delos", "c1_01"), ("peloponnese", "c1_02")):
        for pile in state.piles.values():
            if token in pile:
                pile.remove(token)
        state.leagues[league].reserve = [token]
    battle.start_battle(state)
    for seat, token in (("delos1", "c1_01"), ("pelo1", "c1_02")):
        state, _ = act(state, seat, "place", token=token, slot="flank:1:1")
        state, _ = act(state, seat, "assign_figure", figure=figures[seat], front="flank")
        state, _ = act(state, seat, "ready")
    return engine, state, engine.status(state)
