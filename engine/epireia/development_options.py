"""What a development action may do now (pp.16-17): the donations, buildings and tokens a seat can
afford. Kept apart from performing the actions so that effects which offer an extra or discounted action
can list the options without importing the phase that applies effects."""

from __future__ import annotations

from engine.epireia import rules
from engine.epireia.rules import action_dump
from engine.epireia.state import RESOURCES, EpireiaState


def is_figure_building(state: EpireiaState, seat: str, slot: str) -> bool:
    b = rules.building(rules.city_of(state, seat), slot)
    return any(e.effect == "gain_figure" for e in b.effects)


def figure_building_barred(state: EpireiaState, seat: str) -> bool:
    """At three players the Delos players may not build the new-figure political building (p.17)."""
    league = state.players[seat].league
    return len(state.players) == 3 and league == "delos"


def building_cost(
    state: EpireiaState,
    seat: str,
    slot: str,
    discount: dict[str, int] | None = None,
    extra: dict[str, int] | None = None,
) -> dict[str, int]:
    b = rules.building(rules.city_of(state, seat), slot)
    cost = b.cost.as_dict()
    if not b.cost.total():
        return cost  # Administrator and City buildings cost nothing (pp.39, 42)
    extra = extra if extra is not None else rules.extra_cost(state, seat, "build")
    discount = discount or {}
    return {r: max(0, cost[r] + extra[r] - discount.get(r, 0)) for r in RESOURCES}


def buildable_slots(
    state: EpireiaState, seat: str, category: str | None = None, discount: dict[str, int] | None = None
) -> list[str]:
    player = state.players[seat]
    extra = rules.extra_cost(state, seat, "build")
    barred = figure_building_barred(state, seat)
    out = []
    for b in rules.content().buildings_of(rules.city_of(state, seat)):
        if b.id in player.buildings or (category is not None and b.category != category):
            continue
        if barred and is_figure_building(state, seat, b.id):
            continue
        if rules.can_pay(state, seat, building_cost(state, seat, b.id, discount, extra)):
            out.append(b.id)
    return out


def token_cost(
    state: EpireiaState, seat: str, token_id: str, extra: dict[str, int] | None = None
) -> dict[str, int]:
    t = rules.token(token_id)
    cost = rules.content().token_cost(t.unit, t.level).cost.as_dict()
    extra = extra if extra is not None else rules.extra_cost(state, seat, "produce")
    return {r: cost[r] + extra[r] for r in RESOURCES}


def producible_tokens(state: EpireiaState, seat: str) -> list[str]:
    league = state.players[seat].league
    if not rules.reserve_has_room(state, league):
        return []
    pool = []
    for unit in ("hoplites", "triremes", "cavalry"):
        pool += state.piles[rules.pile_key(unit, 1)]
        if rules.level2_unlocked(state, seat, unit):
            pool += state.piles[rules.pile_key(unit, 2)]
    extra = rules.extra_cost(state, seat, "produce")
    return [
        t
        for t in rules.distinct_tokens(pool)
        if rules.can_pay(state, seat, token_cost(state, seat, t, extra))
    ]


def donation_options(state: EpireiaState, seat: str) -> list[dict]:
    r = rules.content().rules
    extra = rules.extra_cost(state, seat, "donate")
    out = []
    for res in RESOURCES:
        have = state.players[seat].resources[res] - extra[res]
        for amount in range(r.donation_min, min(r.donation_max, have) + 1):
            out.append(action_dump("donate", resource=res, amount=amount))
    return out


def action_options(state: EpireiaState, seat: str, action: str) -> list[dict]:
    if rules.action_forbidden(state, seat, action):
        return []
    if action == "donate":
        return donation_options(state, seat)
    if action == "build":
        return [action_dump("build", slot=s) for s in buildable_slots(state, seat)]
    return [action_dump("produce", token=t) for t in producible_tokens(state, seat)]
