"""The done criterion of issue #48: seeded games played by random legal orders for every power (military
orders, secondary orders, bribes, counter-bribes, bids, votes and winter orders) from spring -319 to their
end, without an error or a broken invariant, and every event of the tables occurring in one of them.

The games are played at the seasons' level (the sheets the engine's actions would build, handed to
seasons.py together), which is what keeps 200 of them cheap; tests/diadoques/test_game_full.py plays whole
games through the engine's actions.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

from engine.diadoques.board import load_board
from engine.diadoques.characters.roster import on_board
from engine.diadoques.choices import sheet_options, unit_orders, winter_orders
from engine.diadoques.events.model import load_events
from engine.diadoques.orders import Order
from engine.diadoques.seasons import resolve_military_season, resolve_purchase, resolve_winter
from engine.diadoques.secondary import ROYAL_FAMILY, SecondarySheet
from engine.diadoques.setup import initial_state, purchase_options
from engine.diadoques.state import POWERS, DiadoquesState, Purchase, WinterOrder
from engine.diadoques.units import diadoque_id, epigone_id

BOARD = load_board()
TIRED_FROM = -300
MAX_SEASONS = 4 * 40
"""A game that has not ended after 40 years is a failure of the test (the shared victory ends any quiet
game sooner)."""


def check_invariants(state: DiadoquesState) -> None:
    """ "one unit a space, treasuries never negative, characters always somewhere, every citadel owned by a
    player, a revolt or nobody"."""
    where = f"{state.year} {state.season}"
    spaces = Counter(u.space for u in state.position.units)
    stacked = [s for s, n in spaces.items() if n > 1]
    if not (state.first_turn and state.phase in ("purchase", "orders")):
        assert not stacked, f"{where}: two units in {stacked}"
    assert all(u.space in BOARD.spaces for u in state.position.units), where
    assert all(amount >= 0 for amount in state.treasuries.values()), f"{where}: {state.treasuries}"
    present = set(on_board(state.position))
    for cid in ROYAL_FAMILY:
        if state.phase != "purchase":
            assert cid in state.dead or cid in present, f"{where}: {cid} is nowhere"
    for power in POWERS:
        for cid in (diadoque_id(power), epigone_id(power)):
            assert cid not in present or cid not in state.dead, f"{where}: {cid} dead and on the board"
        if state.phase != "purchase" and power not in state.eliminated:
            leaders = {diadoque_id(power), epigone_id(power)} & present
            assert leaders or diadoque_id(power) in state.dead, f"{where}: {power} has no leader"
    for citadel, owner in state.position.citadel_owner.items():
        assert owner in (None, "neutral") or owner in POWERS or owner.startswith("revolt:"), (where, citadel)


def _military_sheet(state: DiadoquesState, power: str, rnd: random.Random) -> dict[str, Order]:
    """A random legal order for each unit, a siege most times one is possible (so that citadels fall).
    From -300 the players tire of war: most units hold (and `_secondary_sheet` writes no more bribes nor
    gifts), so that a game reaches its end (the rules set no last year, and random play could trade
    citadels for ever)."""
    tired = state.year >= TIRED_FROM
    sheet: dict[str, Order] = {}
    for unit in state.position.units:
        if unit.owner != power:
            continue
        orders = unit_orders(BOARD, state, unit)
        sieges = [o for o in orders if o.type == "siege"]
        if tired and rnd.random() < 0.9:
            sheet[unit.id] = orders[0]  # Hold
        else:
            sheet[unit.id] = rnd.choice(sieges if sieges and rnd.random() < 0.8 else orders)
    return sheet


def _some(items: list[Any], rnd: random.Random, chance: float, most: int) -> list[Any]:
    picked: list[Any] = []
    for _ in range(most):
        if items and rnd.random() < chance:
            picked.append(items.pop(rnd.randrange(len(items))))
    return picked


def _secondary_sheet(state: DiadoquesState, power: str, rnd: random.Random) -> SecondarySheet:
    """A few of the secondary orders, bribes, counter-bribes and votes the seat is offered, then an order
    for each unit it bribes or bids for (choices.sheet_options, as the engine offers them)."""
    options = sheet_options(BOARD, state, power)
    if state.year >= TIRED_FROM:
        votes = tuple(v for v in options.votes if rnd.random() < 0.5)
        return SecondarySheet(votes=tuple({v.candidate: v for v in votes}.values()))
    by_type: dict[str, list[Any]] = {}
    for order in options.secondary:  # each kind of order as likely as any other, however many it has
        by_type.setdefault(order.type, []).append(order)
    secondary = [rnd.choice(by_type[t]) for t in _some(sorted(by_type), rnd, 0.5, 3)]
    bribes = _some(options.bribes, rnd, 0.4, 2)
    counters = _some(options.counter_bribes, rnd, 0.2, 1)
    votes = {v.candidate: v for v in options.votes if rnd.random() < 0.5}
    sheet = SecondarySheet(
        secondary=tuple(secondary),
        bribes=tuple(bribes),
        counter_bribes=tuple(counters),
        votes=tuple(votes.values()),
    )
    wanted = {b.target for b in sheet.bribes} | {b.unit for b in sheet.bids}
    gained: dict[str, Any] = {}
    for unit in state.position.units:
        if unit.id in wanted:
            gained[unit.id] = rnd.choice(unit_orders(BOARD, state, unit))
    return sheet.model_copy(update={"if_gained": gained})


def _winter_sheet(state: DiadoquesState, power: str, rnd: random.Random) -> list[WinterOrder]:
    offered = winter_orders(BOARD, state, power)
    return _some(offered, rnd, 0.7, 3)


def play_game(seed: int) -> tuple[DiadoquesState, list[dict[str, Any]]]:
    """One game from spring -319 to its end; every season's state is checked. Returns the last state and
    every event of the results sheets."""
    rnd = random.Random(seed)
    state = initial_state(seed)
    purchases = {p: rnd.choice(purchase_options(BOARD, state, p)) for p in POWERS}
    state, report = resolve_purchase(state, purchases or {p: Purchase() for p in POWERS}, BOARD)
    events = list(report.events)
    check_invariants(state)
    for _ in range(MAX_SEASONS):
        if state.result is not None:
            return state, events
        extra = {p: _secondary_sheet(state, p, rnd) for p in POWERS if p not in state.eliminated}
        if state.phase == "winter":
            sheets = {p: _winter_sheet(state, p, rnd) for p in POWERS if p not in state.eliminated}
            state, report = resolve_winter(state, sheets, BOARD, extra=extra)
        else:
            sheets = {p: _military_sheet(state, p, rnd) for p in POWERS if p not in state.eliminated}
            state, report = resolve_military_season(state, sheets, BOARD, extra=extra)
        events.extend(report.events)
        check_invariants(state)
    raise AssertionError(f"seed {seed}: no end after {MAX_SEASONS} seasons")


def events_drawn(events: list[dict[str, Any]]) -> set[str]:
    """The events of tables I-V that took place (drawn and applicable)."""
    return {str(e["event"]) for e in events if e.get("kind") == "event_drawn"}


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_few_random_games_run_to_their_end(seed: int) -> None:
    state, events = play_game(seed)
    assert state.result is not None and state.result.winners
    assert state.result.kind in ("total", "measured", "marginal", "shared")
    assert any(e.get("kind") == "event_drawn" for e in events)


@pytest.mark.slow
def test_two_hundred_random_games_and_every_event_of_the_tables() -> None:
    seen: set[str] = set()
    endings: Counter[str] = Counter()
    for seed in range(200):
        state, events = play_game(seed)
        assert state.result is not None, seed
        endings[state.result.kind] += 1
        seen |= events_drawn(events)
    missing = sorted(set(load_events().events) - seen)
    assert not missing, f"never drawn in 200 games: {missing}; endings {dict(endings)}"
