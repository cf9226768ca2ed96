"""Evaluation of a position for cut-off playouts: each seat's chance of winning, in [0, 1].

A finished game scores 1 for a winner, 0 for a loser and 0.5 for everyone in a draw. Otherwise a logistic
of the material balance of the title: victory points, supply, material and the Athenian fleet for
Syracuse; prestige, resources, territories, buildings, figures and the military reserve (plus the Great
Battle's fronts and columns once it has begun) for Epireia. The weights are rules of thumb, checked only by
the bench (`bench/bots.py`): they are the bot's taste, not the rules.
"""

from __future__ import annotations

import math
from typing import Any

from engine.core import GameEngine, GameState


def _logistic(x: float) -> float:
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, x))))


def evaluate(engine: GameEngine, state: GameState, seats: list[str]) -> dict[str, float]:
    result = getattr(state, "result", None)
    if result is not None:
        if not result.winners:
            return dict.fromkeys(seats, 0.5 if result.kind == "draw" else 0.0)
        return {s: 1.0 if s in result.winners else 0.0 for s in seats}
    if engine.title == "syracuse":
        return _syracuse(state)
    if engine.title == "epireia":
        return _epireia(state)
    return dict.fromkeys(seats, 0.5)


# --- Syracuse ------------------------------------------------------------------------------------------


def _syracuse(state: Any) -> dict[str, float]:
    from engine.syracuse.facts import facts
    from engine.syracuse.queries import naval_pf, unit_pf
    from engine.syracuse.victory import victory_points

    vp = victory_points(state)
    material = {"athenian": 0, "syracusan": 0}
    for uid, unit in state.units.items():
        if unit.zone is not None:
            material[unit.side] += unit_pf(state, uid)
    supply = {side: s.level - (2 if s.famine else 0) for side, s in state.supply.items()}
    fleet_margin = naval_pf(state, "athenian") - facts().rules.athenian_naval_defeat_pf
    works = state.works
    x = (
        0.22 * (vp["athenian"] - vp["syracusan"])
        + 0.04 * (material["athenian"] - material["syracusan"])
        + 0.3 * (supply.get("athenian", 0) - supply.get("syracusan", 0))
        + {3: 0.0, 2: 0.5, 1: 1.5}.get(state.supply["syracusan"].level, 3.0)  # the siege tightening
    )
    athens = _logistic(x)
    # The sudden ends are chances of their own, not points: mixed in so that a side far ahead on points
    # still fears them (a saturated logistic would not). Syracuse capitulates at supply 0 (6.3)...
    capitulation = {3: 0.0, 2: 0.1, 1: 0.4}.get(state.supply["syracusan"].level, 0.8)
    athens = capitulation + (1 - capitulation) * athens
    # ...the Athenian fleet at 40 PF or less is a Syracusan total victory (9.1), and so, at the end, are
    # the camp destroyed or the chains built without the three Athenian walls
    fleet = min(0.8, 2.0 / (2 + max(0, fleet_margin)))
    threat = (0.5 if works.camp == "destroyed" else 0.0) + (0.3 if works.chains == "built" else 0.0)
    athens *= (1 - fleet) * (1 - threat)
    return {"athens": athens, "syracuse": 1.0 - athens}


# --- Epireia -------------------------------------------------------------------------------------------


def _league_strength(state: Any, league: str) -> float:
    from engine.epireia import rules

    lg = state.leagues[league]
    value = 0.2 * sum(lg.resources.values())
    for seat in lg.members:
        p = state.players[seat]
        value += 1.0 * p.prestige + 0.2 * sum(p.resources.values())
        value += 0.6 * len(p.buildings) + 0.5 * sum(rules.figure(f).attack for f in p.figures)
        value += 1.2 * len(state.territories_of(seat))
    tokens = list(lg.reserve)
    battle = state.battle
    if battle is not None:
        side = battle.sides[league]
        tokens += side.available + list(side.slots.values())
        value += 8.0 * sum(1 for w in battle.front_winners.values() if w == league)
        value += 2.0 * sum(1 for ws in battle.column_winners.values() for w in ws if w == league)
    value += 0.6 * sum(rules.token(t).attack for t in tokens)
    value += 1.5 * sum(1 for w in state.scenario.winners.values() if w == league or w in lg.members)
    value += 1.0 * sum(1 for lgue in state.neutral_allegiance.values() if lgue == league)
    return value


def _epireia(state: Any) -> dict[str, float]:
    if state.solo is not None:
        mine = _league_strength(state, state.players["solo"].league)
        return {"solo": _logistic(0.08 * mine - 2.0 + 0.5 * len(state.solo.objectives_met))}
    strength = {lg: _league_strength(state, lg) for lg in state.leagues}
    out = {}
    for seat, player in state.players.items():
        rival = "peloponnese" if player.league == "delos" else "delos"
        out[seat] = _logistic(0.12 * (strength[player.league] - strength[rival]))
    return out
