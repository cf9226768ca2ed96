"""Phase 1, development (pp.16-18): two actions among donate, build and produce (three for the lone
Peloponnesian player at three players); prestige bonuses used at once or lost."""

from __future__ import annotations

from engine.core import Event, IllegalAction
from engine.epireia import rules
from engine.epireia.development_options import (
    action_options,
    buildable_slots,
    building_cost,
    donation_options,
    figure_building_barred,
    is_figure_building,
    producible_tokens,
    token_cost,
)
from engine.epireia.effects import apply_effect, change_prestige
from engine.epireia.rules import action_dump
from engine.epireia.state import RESOURCES, EpireiaState

DEV_ACTIONS = ("donate", "build", "produce")


def actions_for(state: EpireiaState, seat: str) -> int:
    r = rules.content().rules
    count = r.lone_peloponnesian_actions if rules.is_lone_player(state, seat) else r.actions_per_turn
    limit = rules.action_limit(state, seat)
    return min(count, limit) if limit is not None else count


def can_act(state: EpireiaState, seat: str) -> bool:
    """Whether any development action is possible (cheaper than listing them all)."""
    if state.actions_left <= 0:
        return False
    if not rules.action_forbidden(state, seat, "donate") and donation_options(state, seat):
        return True
    if not rules.action_forbidden(state, seat, "build") and buildable_slots(state, seat):
        return True
    return not rules.action_forbidden(state, seat, "produce") and bool(producible_tokens(state, seat))


def legal(state: EpireiaState, seat: str) -> list[dict]:
    if state.actions_left <= 0:
        return [action_dump("end_development")]
    out = []
    for action in DEV_ACTIONS:
        out += action_options(state, seat, action)
    return [*out, action_dump("end_development")]


def perform(
    state: EpireiaState, seat: str, kind: str, params: dict, discount: dict[str, int] | None = None
) -> list[Event]:
    """Carry out one development action (counted by the caller)."""
    if kind == "donate":
        return donate(state, seat, params.get("resource"), params.get("amount"))
    if kind == "build":
        return build(state, seat, params.get("slot"), discount)
    if kind == "produce":
        return produce(state, seat, params.get("token"))
    raise IllegalAction("epireia.error.unknown_action", kind=kind)


def donate(state: EpireiaState, seat: str, resource: object, amount: object) -> list[Event]:
    """Donation (p.17): 2 to 8 units of one resource to the league, +1 prestige."""
    r = rules.content().rules
    if rules.action_forbidden(state, seat, "donate"):
        raise IllegalAction("epireia.error.action_forbidden", action="donate")
    if resource not in RESOURCES or not isinstance(amount, int):
        raise IllegalAction("epireia.error.bad_donation")
    if not r.donation_min <= amount <= r.donation_max:
        raise IllegalAction("epireia.error.donation_amount", low=r.donation_min, high=r.donation_max)
    extra = rules.extra_cost(state, seat, "donate")
    cost = dict.fromkeys(RESOURCES, 0) | {k: v for k, v in extra.items()}
    cost[resource] += amount
    if not rules.can_pay(state, seat, cost):
        raise IllegalAction("epireia.error.not_enough_resources")
    rules.pay(state, seat, cost)
    league = state.players[seat].league
    state.leagues[league].resources[resource] += amount
    key = f"donated:{league}"
    state.log_counters[key] = state.log_counters.get(key, 0) + amount
    key_res = f"donated:{league}:{resource}"
    state.log_counters[key_res] = state.log_counters.get(key_res, 0) + amount
    events = [Event(kind="donated", params={"seat": seat, "resource": resource, "amount": amount})]
    return events + change_prestige(state, seat, r.donation_prestige)


def build(
    state: EpireiaState, seat: str, slot: object, discount: dict[str, int] | None = None
) -> list[Event]:
    """Build one building (p.17): any order, each once; its effects fire at once."""
    if rules.action_forbidden(state, seat, "build"):
        raise IllegalAction("epireia.error.action_forbidden", action="build")
    player = state.players[seat]
    city = rules.city_of(state, seat)
    if not isinstance(slot, str) or slot not in {b.id for b in rules.content().buildings_of(city)}:
        raise IllegalAction("epireia.error.unknown_building", slot=str(slot))
    if slot in player.buildings:
        raise IllegalAction("epireia.error.already_built", slot=slot)
    if is_figure_building(state, seat, slot) and figure_building_barred(state, seat):
        raise IllegalAction("epireia.error.figure_building_barred")
    cost = building_cost(state, seat, slot, discount)
    if not rules.can_pay(state, seat, cost):
        raise IllegalAction("epireia.error.not_enough_resources")
    rules.pay(state, seat, cost)
    player.buildings.append(slot)
    # the City names the slot: its two City buildings are not Athens's (the narration reads it)
    built = {"seat": seat, "city": city, "slot": slot, "count": len(player.buildings)}
    events = [Event(kind="built", params=built)]
    if state.is_solo() and slot == "city_malus":
        return events  # solo p.33: the second city building may be built but has no effect
    building = rules.building(city, slot)
    for i, effect in enumerate(building.effects):
        events += apply_effect(state, seat, effect, rules.ref("bld", city, slot, i))
    return events


def produce(state: EpireiaState, seat: str, token_id: object) -> list[Event]:
    """Produce one military token (p.18) into the league's battlefield reserve."""
    if rules.action_forbidden(state, seat, "produce"):
        raise IllegalAction("epireia.error.action_forbidden", action="produce")
    if not isinstance(token_id, str) or not any(token_id in pile for pile in state.piles.values()):
        raise IllegalAction("epireia.error.token_not_in_supply", token=str(token_id))
    t = rules.token(token_id)
    if t.level == 2 and not rules.level2_unlocked(state, seat, t.unit):
        raise IllegalAction("epireia.error.level2_locked", unit=t.unit)
    league = state.players[seat].league
    if not rules.reserve_has_room(state, league):
        raise IllegalAction("epireia.error.reserve_full")
    cost = token_cost(state, seat, token_id)
    if not rules.can_pay(state, seat, cost):
        raise IllegalAction("epireia.error.not_enough_resources")
    rules.pay(state, seat, cost)
    rules.take_token(state, league, t.unit, t.level, token_id)
    return rules.token_events(state, "produced", league, token_id, seat=seat)
