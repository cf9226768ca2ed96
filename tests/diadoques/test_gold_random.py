"""Random sheets of bribes, counter-bribes, bids, gifts and the citadel orders, through every gold step in
chapter 8a's order: no error, treasuries never negative, one unit a space, every lot a neutral unit."""

from __future__ import annotations

import random
from functools import cache

import pytest

from engine.diadoques.characters.roster import ROYALS
from engine.diadoques.control import is_power
from engine.diadoques.gold.auctions import auction_step, offer_for_sale, unsold_step
from engine.diadoques.gold.bribery import bribery_step, counter_bribery_step, year_end_bribery_step
from engine.diadoques.gold.chandragupta import accord_step
from engine.diadoques.gold.citadels import (
    no_control_step,
    open_gates_step,
    passage_step,
    transfer_capital_step,
)
from engine.diadoques.gold.money import gold_gifts_step, treasures_step
from engine.diadoques.secondary import (
    Accord,
    Bid,
    Bribe,
    CounterBribe,
    GoldGift,
    GrantPassage,
    KeepTreasure,
    NoControl,
    OpenGates,
    SecondarySheet,
    SeizeTreasure,
    TransferCapital,
)
from engine.diadoques.units import NEUTRAL, Unit, UnitKind
from tests.diadoques.gold_fixtures import BOARD, world

LANDS = sorted(s.id for s in BOARD.lands())
SEAS = sorted(s.id for s in BOARD.seas())
CITADELS = sorted(s.id for s in BOARD.citadels())


def _random_world(r: random.Random, seed: int):
    state = world(seed=seed, gold=r.randint(0, 60))
    powers = state.powers
    spaces = r.sample(LANDS + CITADELS, 24) + r.sample(SEAS, 8)
    units = []
    for i, space in enumerate(spaces):
        sea = BOARD.space(space).is_sea
        kind = r.choice(
            [UnitKind.F, UnitKind.Fe] if sea else [UnitKind.A, UnitKind.Am, UnitKind.Ae, UnitKind.Ag]
        )
        owner = r.choice([*powers, NEUTRAL])
        units.append(Unit(id=f"{owner}-{i}", owner=owner, kind=kind, space=space))
    characters = {f"{p}:diadoque": r.choice(LANDS) for p in powers}
    characters |= {royal: r.choice(LANDS) for royal in ROYALS}
    state.position = state.position.model_copy(update={"units": tuple(units), "characters": characters})
    for unit in r.sample([u for u in units if u.owner != NEUTRAL], 4):
        offer_for_sale(BOARD, state, unit.id, r.choice(["eliminated", "revolt", "disbanded"]), unit.owner)
    return state


def _random_sheets(r: random.Random, state) -> dict[str, SecondarySheet]:
    ids = [u.id for u in state.position.units] + list(ROYALS) + ["nobody"]
    sheets = {}
    for power in state.powers:
        secondary = [
            Bid(unit=r.choice(ids), amounts=tuple(sorted(r.sample(range(1, 70), r.randint(1, 4))))),
            GoldGift(to_power=r.choice(state.powers), amount=r.randint(1, 50), announced=r.random() < 0.5),
            OpenGates(citadel=r.choice(CITADELS), to_power=r.choice(state.powers)),
            NoControl(province=r.choice(LANDS)),
            TransferCapital(citadel=r.choice(CITADELS)),
            KeepTreasure(citadel=r.choice(CITADELS)),
            SeizeTreasure(citadel=r.choice(CITADELS)),
            GrantPassage(to_power=r.choice(state.powers), mover=r.choice(ids)),
            Accord(province=r.choice(["IND", "GHA"])),
        ]
        sheets[power] = SecondarySheet(
            secondary=tuple(r.sample(secondary, r.randint(0, len(secondary)))),
            bribes=tuple(
                Bribe(target=r.choice(ids), amount=r.randint(1, 80)) for _ in range(r.randint(0, 3))
            ),
            counter_bribes=tuple(
                CounterBribe(target=r.choice(ids), amount=r.randint(1, 30)) for _ in range(r.randint(0, 2))
            ),
        )
    return sheets


def _check(state) -> None:
    assert all(v >= 0 for v in state.treasuries.values()), state.treasuries
    ids = [u.id for u in state.position.units]
    assert len(ids) == len(set(ids))
    spaces = [u.space for u in state.position.units]
    assert len(spaces) == len(set(spaces))
    for unit_id in state.lots:
        assert state.position.unit(unit_id).owner == NEUTRAL
    for owner in state.position.citadel_owner.values():
        assert owner is None or is_power(owner) or owner.startswith("revolt:")


@cache
def _play(seed: int) -> frozenset[str]:
    """One random year; the kinds of the events that happened."""
    kinds: set[str] = set()
    r = random.Random(seed)
    state = _random_world(r, seed)
    year_start = state.year
    for season in ("spring", "summer", "autumn", "winter"):
        state.season = season
        sheets = _random_sheets(r, state)
        before = state.position
        if season != "winter":
            for step in (auction_step, passage_step, counter_bribery_step, bribery_step, open_gates_step):
                state, events = step(BOARD, state, sheets, None)
                kinds |= {e["kind"] for e in events}
                _check(state)
            state, _ = treasures_step(BOARD, state, sheets, None, before=dict(before.citadel_owner))
            state, _ = no_control_step(BOARD, state, sheets, None, before=before)
            for step in (transfer_capital_step, accord_step, gold_gifts_step):
                state, events = step(BOARD, state, sheets, None)
                kinds |= {e["kind"] for e in events if e.get("succeeded", True)}
                _check(state)
            if season in ("summer", "autumn"):
                state, _ = unsold_step(BOARD, state, sheets, None)
            if season == "autumn":
                state, _ = year_end_bribery_step(BOARD, state, sheets, None)
        else:
            state, _ = treasures_step(BOARD, state, sheets, None)
            state, _ = gold_gifts_step(BOARD, state, sheets, None)
        _check(state)
    assert state.year == year_start
    return frozenset(kinds)


@pytest.mark.parametrize("seed", range(25))
def test_random_gold_orders_keep_the_invariants(seed: int) -> None:
    assert _play(seed)


def test_the_random_orders_do_bribe_buy_and_give() -> None:
    """The run above is not idle: bribes are validated, units bought, gold given, gates opened."""
    seen = set().union(*(_play(seed) for seed in range(25)))
    assert {"bribe", "unit_bribed", "auction_won", "gold_gift", "counter_bribe"} <= seen
