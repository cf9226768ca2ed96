"""What one seat may see: public boards and map, its own secrets, its league's battle plan, and never
another league's placement or another player's secret choice before the reveal."""

from __future__ import annotations

from typing import Any

from engine.epireia import rules
from engine.epireia.battle_score import parse_slot
from engine.epireia.state import EpireiaState

PUBLIC_PLAYER_FIELDS = frozenset(
    {
        "seat",
        "league",
        "city",
        "admin",
        "resources",
        "prestige",
        "buildings",
        "figures",
        "admin_uses",
        "prestige_levels_rewarded",
        "turn_effects",
    }
)
"""A player's fields every seat sees; the secret starting figure is added by hand until all have chosen.
Views list what may be shown: a new field stays private until it is added here."""
PUBLIC_SOLO_FIELDS = frozenset(
    {
        "scenario",
        "turn_limit",
        "revealed",
        "enemy_figures",
        "enemy_city_of",
        "objectives_met",
        "forbidden_admins",
    }
)
"""The solo game's public fields: the Augure deck's order is not among them (only its size is shown)."""


def _face_down(token_ids: list[str]) -> list[dict[str, Any]]:
    """Opponents see a reserve token's unit and level (its face), not its back's bonus."""
    return [{"unit": rules.token(t).unit, "level": rules.token(t).level} for t in token_ids]


def common_view(state: EpireiaState) -> dict[str, Any]:
    """What every seat's view shares (`EpireiaEngine.view_common`): the boards, the map, the supply and
    the scenario, the starting figures once all are chosen and every league's reserve face down."""
    all_chosen = all(p.start_figure for p in state.players.values())
    players = {}
    for s, p in state.players.items():
        data = p.model_dump(include=PUBLIC_PLAYER_FIELDS)
        data["start_figure"] = p.start_figure if all_chosen else None
        data["start_figure_chosen"] = p.start_figure is not None
        data["territories"] = state.territories_of(s)
        players[s] = data
    leagues = {}
    for league, lg in state.leagues.items():
        leagues[league] = {
            "members": list(lg.members),
            "resources": dict(lg.resources),
            "reserve": _face_down(lg.reserve),
            "reserve_size": len(lg.reserve),
        }
    out: dict[str, Any] = {
        "turn": state.turn,
        "phase": state.phase,
        "players": players,
        "leagues": leagues,
        "map": {
            "figures": dict(state.figure_pos),
            "territory_owner": dict(state.territory_owner),
            "brigands": list(state.brigands),
            "neutral_cities": list(state.neutral_cities),
            "neutral_allegiance": dict(state.neutral_allegiance),
            "neutral_tokens": dict(state.neutral_tokens),
        },
        "supply": {k: len(v) for k, v in state.piles.items()},
        "supply_tokens": {k: rules.distinct_tokens(v) for k, v in state.piles.items()},
        "scenario": {
            "act": state.scenario.act,
            "current": state.scenario.current,
            "completed": list(state.scenario.completed),
            "cancelled": list(state.scenario.cancelled),
            "winners": dict(state.scenario.winners),
        },
        "active": state.turns.current,
        "actions_left": state.actions_left,
        "result": state.result.model_dump() if state.result else None,
    }
    if state.solo is not None:
        solo = state.solo
        out["solo"] = solo.model_dump(include=PUBLIC_SOLO_FIELDS) | {"augures_left": len(solo.augures)}
    return out


def view_for(
    state: EpireiaState, seat: str | None, legal: list[dict], common: dict[str, Any] | None = None
) -> dict[str, Any]:
    """`seat`'s view (None: a spectator's) with its legal actions, from `common_view(state)` (built here
    when not given): its own starting figure, its league's reserve face up and battle plan, its pending
    choices. The parts of `common` it changes are replaced, never changed in place: other views share
    them."""
    common = common_view(state) if common is None else common
    my_league = state.players[seat].league if seat in state.players else None
    players = common["players"]
    if seat in state.players:
        own_figure = state.players[seat].start_figure
        if players[seat]["start_figure"] != own_figure:
            players = players | {seat: players[seat] | {"start_figure": own_figure}}
    leagues = common["leagues"]
    if my_league is not None:
        reserve = list(state.leagues[my_league].reserve)
        leagues = leagues | {my_league: leagues[my_league] | {"reserve": reserve}}
    out: dict[str, Any] = {
        "turn": common["turn"],
        "phase": common["phase"],
        "seat": seat,
        "league": my_league,
        "players": players,
        "leagues": leagues,
        "map": common["map"],
        "supply": common["supply"],
        "supply_tokens": common["supply_tokens"],
        "scenario": common["scenario"],
        "active": common["active"],
        "actions_left": common["actions_left"],
        "pending": [p.model_dump() for p in state.pending if p.seat == seat],
        "league_decision": (
            state.league_decision.model_dump()
            if state.league_decision is not None and state.league_decision.league == my_league
            else None
        ),
        "legal": legal,
        "result": common["result"],
    }
    if "solo" in common:
        out["solo"] = common["solo"]
    if state.battle is not None:
        out["battle"] = _battle_view(state, my_league)
    return out


def revealed_slot(state: EpireiaState, slot: str) -> bool:
    """Whether every seat sees what this battle slot holds (the columns already turned over)."""
    b = state.battle
    assert b is not None
    if b.stage == "plan":
        return False
    front, column, _ = parse_slot(slot)
    order = ("flank", "centre", "sea")
    if b.stage == "done":
        return True
    return (order.index(front), column) <= (b.front, b.column + 1)


def _battle_view(state: EpireiaState, my_league: str | None) -> dict[str, Any]:
    b = state.battle
    assert b is not None
    sides = {}
    for league, side in b.sides.items():
        own = league == my_league
        sides[league] = {
            "available": list(side.available) if own else len(side.available),
            "slots": dict(side.slots)
            if own
            else {k: v for k, v in side.slots.items() if revealed_slot(state, k)},
            "figures": dict(side.figures) if own or b.stage != "plan" else {},
            "placed_figures": len(side.figures),
            "ready": side.ready,
            "ready_proposed_by": side.ready_proposed_by if own else None,
            "committed": dict(side.committed),
        }
    return {
        "stage": b.stage,
        "front": b.front,
        "column": b.column + 1,
        "sides": sides,
        # Copies down to the scores: a view must not change with the state it was made of (the platform
        # keeps it while a move changes that state in place, `GameEngine.apply(owned=True)`).
        "column_winners": {front: list(winners) for front, winners in b.column_winners.items()},
        "column_scores": {front: [dict(s) for s in scores] for front, scores in b.column_scores.items()},
        "front_winners": dict(b.front_winners),
    }
