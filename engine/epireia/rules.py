"""Shared rule helpers: content look-ups, resources, prestige, military tokens and modifiers in force.

Effects are stored in the state as short references ("kind|id|index") and resolved against the cached
content, so the state stays small and the card values stay in the data.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from engine.core import Event, IllegalAction
from engine.epireia.content import EpireiaContent, load_content
from engine.epireia.content.models import BuildingSlot, Effect, Figure, MilitaryToken
from engine.epireia.state import RESOURCES, EpireiaState, Pending


def content() -> EpireiaContent:
    return load_content()


# --- effect references -------------------------------------------------------------------------------


def ref(kind: str, *parts: object) -> str:
    return "|".join([kind, *(str(p) for p in parts)])


@cache
def effect_of(reference: str) -> Effect:
    kind, *parts = reference.split("|")
    c = content()
    if kind == "bld":
        return c.building(parts[0], parts[1]).effects[int(parts[2])]
    if kind == "adm":
        return c.administrator(parts[0]).ability[int(parts[1])]
    if kind == "aug":
        return c.augure(parts[0]).effects[int(parts[1])]
    if kind == "scn":
        return c.scenario(parts[0]).constraints[int(parts[1])]
    if kind == "fig":
        return c.figure(parts[0]).ability[int(parts[1])]
    if kind == "pre":
        bonus = c.prestige_bonus(int(parts[0]))
        assert bonus is not None
        return bonus.effects[int(parts[1])]
    raise KeyError(reference)


# --- players and leagues -----------------------------------------------------------------------------


def members(state: EpireiaState, league: str) -> list[str]:
    return list(state.leagues[league].members)


def token_events(state: EpireiaState, kind: str, league: str, token_id: str, **params: Any) -> list[Event]:
    """A token that enters or leaves a face-down reserve: everyone learns its unit and level (its face),
    only the owning league learns which token it is (its back's bonus stays hidden, p.18)."""
    tok = token(token_id)
    public = Event(kind=kind, params={**params, "league": league, "unit": tok.unit, "level": tok.level})
    detail = Event(
        kind="token_detail", params={"league": league, "token": token_id}, audience=members(state, league)
    )
    return [public, detail]


def is_lone_player(state: EpireiaState, seat: str) -> bool:
    """At three players the Peloponnesian player is alone in his league (pp.9, 16)."""
    league = state.players[seat].league
    return len(state.players) == 3 and len(state.leagues[league].members) == 1


def city_of(state: EpireiaState, seat: str) -> str:
    city = state.players[seat].city
    assert city is not None
    return city


def opponents(state: EpireiaState, seat: str) -> list[str]:
    league = state.players[seat].league
    return [s for s, p in state.players.items() if p.league != league]


def gain_resources(state: EpireiaState, seat: str, amounts: dict[str, int]) -> dict[str, int]:
    player = state.players[seat]
    for r in RESOURCES:
        player.resources[r] += max(0, amounts.get(r, 0))
    return {r: v for r, v in amounts.items() if v}


def lose_resources(state: EpireiaState, seat: str, amounts: dict[str, int]) -> dict[str, int]:
    """Remove resources, never below zero (solo p.35: a player who cannot pay loses what he has)."""
    player = state.players[seat]
    lost = {}
    for r in RESOURCES:
        taken = min(player.resources[r], max(0, amounts.get(r, 0)))
        player.resources[r] -= taken
        if taken:
            lost[r] = taken
    return lost


def can_pay(state: EpireiaState, seat: str, cost: dict[str, int]) -> bool:
    return all(state.players[seat].resources[r] >= cost.get(r, 0) for r in RESOURCES)


def pay(state: EpireiaState, seat: str, cost: dict[str, int]) -> None:
    for r in RESOURCES:
        state.players[seat].resources[r] -= cost.get(r, 0)


# --- military tokens ----------------------------------------------------------------------------------


def pile_key(unit: str, level: int) -> str:
    return f"{unit}:{level}"


@cache
def token(token_id: str) -> MilitaryToken:
    return content().token(token_id)


@cache
def building(city: str, slot: str) -> BuildingSlot:
    return content().building(city, slot)


@cache
def figure(figure_id: str) -> Figure:
    return content().figure(figure_id)


def reserve_has_room(state: EpireiaState, league: str) -> bool:
    return len(state.leagues[league].reserve) < content().rules.reserve_capacity


def take_token(
    state: EpireiaState, league: str, unit: str, level: int, token_id: str | None = None
) -> str | None:
    """Move a token from its face-up pile to a league reserve (the given one, else the top one).
    Returns None when the pile is empty or the reserve is full (p.18)."""
    pile = state.piles[pile_key(unit, level)]
    if not pile or not reserve_has_room(state, league):
        return None
    chosen = token_id if token_id is not None else pile[-1]
    if chosen not in pile:
        return None
    pile.remove(chosen)
    state.leagues[league].reserve.append(chosen)
    return chosen


@cache
def token_profile(token_id: str) -> tuple:
    """Tokens with the same profile are interchangeable: legal actions list one of each."""
    t = token(token_id)
    return (t.unit, t.level, t.attack, t.region, t.bonus.kind, t.bonus.amount, t.bonus.unit)


def distinct_tokens(token_ids: list[str]) -> list[str]:
    seen: dict[tuple, str] = {}
    for tid in token_ids:
        seen.setdefault(token_profile(tid), tid)
    return sorted(seen.values())


def level2_unlocked(state: EpireiaState, seat: str, unit: str) -> bool:
    return any(
        e.effect == "unlock_level2" and e.unit == unit and e.trigger == "passive"
        for e in built_effects(state, seat)
    )


# --- modifiers in force -------------------------------------------------------------------------------


def built_effects(state: EpireiaState, seat: str) -> list[Effect]:
    player = state.players[seat]
    if player.city is None:
        return []
    return list(_effects_of_buildings(player.city, tuple(player.buildings)))


@cache
def _effects_of_buildings(city: str, buildings: tuple[str, ...]) -> tuple[Effect, ...]:
    """Asked at every legal-action listing: the few building sets a game goes through are remembered."""
    return tuple(e for b in buildings for e in building(city, b).effects)


@cache
def _passive_effects(city: str, buildings: tuple[str, ...]) -> tuple[Effect, ...]:
    return tuple(e for e in _effects_of_buildings(city, buildings) if e.trigger == "passive")


def scenario_constraints(state: EpireiaState) -> list[str]:
    """Constraint effects of the scenario in play (the solo card for the whole game)."""
    if state.solo is not None:
        return _constraint_refs(state.solo.scenario)
    if state.scenario.current is None or state.scenario.current in state.scenario.completed:
        return []
    return _constraint_refs(state.scenario.current)


@cache
def _constraint_refs(scenario_id: str) -> list[str]:
    sc = content().scenario(scenario_id)
    return [ref("scn", sc.id, i) for i in range(len(sc.constraints))]


def modifiers(state: EpireiaState, seat: str) -> list[Effect]:
    """Effects that change this player's rules now: passive buildings, one-turn effects on him
    (city buildings, Augures, Administrators) and the scenario's lasting constraints."""
    player = state.players[seat]
    constraints = tuple(scenario_constraints(state))
    return list(_modifiers(player.city, tuple(player.buildings), tuple(player.turn_effects), constraints))


@cache
def _modifiers(
    city: str | None, buildings: tuple[str, ...], turn_effects: tuple[str, ...], constraints: tuple[str, ...]
) -> tuple[Effect, ...]:
    """Asked many times per legal-action listing; depends only on these facts (the content is fixed)."""
    found = list(_passive_effects(city, buildings)) if city is not None else []
    found += [effect_of(r) for r in turn_effects]
    found += [e for e in map(effect_of, constraints) if e.trigger == "while_active"]
    return tuple(found)


def roll_bonus(state: EpireiaState, seat: str, roll: str) -> int:
    return sum(e.amount or 0 for e in modifiers(state, seat) if e.effect == "roll_bonus" and e.roll == roll)


@cache
def figure_effects(figure_id: str, trigger: str) -> list[Effect]:
    return [e for e in figure(figure_id).ability if e.trigger == trigger]


def figure_roll_bonus(figure_id: str, trigger: str, roll: str) -> int:
    return sum(
        e.amount or 0
        for e in figure_effects(figure_id, trigger)
        if e.effect == "roll_bonus" and e.roll == roll
    )


def action_forbidden(state: EpireiaState, seat: str, action: str) -> bool:
    return any(e.effect == "forbid_action" and e.action == action for e in modifiers(state, seat))


def move_forbidden(state: EpireiaState, seat: str, destination: str) -> bool:
    return any(e.effect == "forbid_move" and e.destination == destination for e in modifiers(state, seat))


def extra_cost(state: EpireiaState, seat: str, action: str) -> dict[str, int]:
    extra = dict.fromkeys(RESOURCES, 0)
    for e in modifiers(state, seat):
        if e.effect == "cost_modifier" and e.action == action and e.resources is not None:
            for r, v in e.resources.as_dict().items():
                extra[r] += v
    return extra


def action_limit(state: EpireiaState, seat: str) -> int | None:
    limits = [e.amount for e in modifiers(state, seat) if e.effect == "action_limit" and e.amount]
    return min(limits) if limits else None


def skips_income(state: EpireiaState, seat: str) -> bool:
    return any(e.effect == "skip_income" for e in modifiers(state, seat))


# --- prestige -----------------------------------------------------------------------------------------


def push_pending(state: EpireiaState, seat: str, kind: str, options: list[dict], **context: object) -> None:
    state.pending.append(Pending(seat=seat, kind=kind, options=options, context=dict(context)))


def action_dump(kind: str, **params: object) -> dict:
    """An action as plain JSON (the form stored in pending decisions and listed as legal)."""
    return {"kind": kind, "params": params}


def require_legal(options: list[dict], kind: str, params: dict) -> None:
    if not any(o["kind"] == kind and o["params"] == params for o in options):
        raise IllegalAction("epireia.error.not_allowed_now", action=kind)
