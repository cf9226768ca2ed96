"""Random positions and orders on the real map (fixed seeds): the adjudicator always ends, never puts two
units in one space, answers for every unit, and gives the same result whatever the order of its inputs."""

from __future__ import annotations

import random

import pytest

from engine.diadoques.adjudicator import adjudicate
from engine.diadoques.orders import Convoy, Hold, Move, Siege, Supply, SupportHold, SupportMove
from engine.diadoques.units import Position, Unit

POWERS = ["cassandre", "lysimaque", "antigone", "eumene", "ptolemee", "seleucos"]


def _random_season(board, rnd: random.Random):
    spaces = sorted(board.spaces)
    citadels = [s for s in spaces if board.space(s).kind == "citadel"]
    owners = {c: rnd.choice([*POWERS, None]) for c in citadels}
    units, taken = [], set()
    for n in range(rnd.randint(15, 40)):
        where = rnd.choice(spaces)
        if where in taken:
            continue
        kind = board.space(where).kind
        if kind == "sea":
            letter = rnd.choice(["F", "F", "Fe"])
        elif kind == "land":
            letter = rnd.choice(["A", "A", "Am", "Ae", "Ag"])
        else:
            letter = rnd.choice(["A", "Ae"] + (["F", "Fe"] if board.space(where).port else []))
        owner = owners[where] if kind == "citadel" and owners[where] else rnd.choice(POWERS)
        if kind == "citadel":
            owners[where] = owner
        leader = rnd.random() < 0.15
        units.append(
            Unit(
                id=f"u{n}",
                owner=owner,
                kind=letter,
                space=where,
                commander=f"{owner}:diadoque" if leader else None,
                commander_bonus=leader,
            )
        )
        taken.add(where)
    position = Position(units=tuple(units), citadel_owner=owners, province_owner={"EGY": "ptolemee"})
    at = {u.space: u for u in units}
    orders = {}
    for u in units:
        moves = sorted(board.fleet_moves(u.space) if u.kind.is_fleet else board.army_moves(u.space))
        roll = rnd.random()
        near = [s for s in moves if s in at]
        if roll < 0.45 and moves:
            orders[u.id] = Move(dest=rnd.choice(moves), retreats=tuple(rnd.sample(moves, min(2, len(moves)))))
        elif roll < 0.7 and near:
            other = at[rnd.choice(near)]
            reach = sorted(
                board.fleet_moves(other.space) if other.kind.is_fleet else board.army_moves(other.space)
            )
            targets = [s for s in reach if s in moves]
            if targets and rnd.random() < 0.6:
                orders[u.id] = SupportMove(target=other.space, dest=rnd.choice(targets))
            else:
                orders[u.id] = SupportHold(target=other.space)
        elif roll < 0.8 and u.kind.is_fleet and board.space(u.space).kind == "sea":
            coast = sorted(board.adjacent_provinces_of_sea(u.space))
            armies = [c for c in coast if c in at and not at[c].kind.is_fleet]
            if armies and len(coast) > 1:
                origin = rnd.choice(armies)
                dest = rnd.choice([c for c in coast if c != origin])
                orders[u.id] = Convoy(origin=origin, dest=dest)
                orders[at[origin].id] = Move(dest=dest, by_convoy=rnd.random() < 0.5)
        elif roll < 0.9:
            for c in citadels:
                if c in moves or board.space(c).province == u.space:
                    orders[u.id] = Siege(citadel=c, stage=1) if rnd.random() < 0.6 else Supply(citadel=c)
                    break
        else:
            orders[u.id] = Hold(retreat_disband_last=rnd.random() < 0.3)
    return position, orders


@pytest.mark.parametrize("seed", range(60))
def test_random_seasons_keep_the_invariants(board, seed):
    rnd = random.Random(seed)
    position, orders = _random_season(board, rnd)
    result = adjudicate(board, position, orders, seed=seed)
    spaces = [u.space for u in result.position.units]
    assert len(spaces) == len(set(spaces))
    assert set(result.outcomes) >= {u.id for u in position.units}
    where = {u.id: u.space for u in result.position.units}
    for uid, outcome in result.outcomes.items():
        if isinstance(outcome.order, Move) and outcome.succeeded:
            assert where[uid] == outcome.order.dest
        if outcome.dislodged:
            assert outcome.destroyed or where[uid] == outcome.retreat
    shuffled_units = list(position.units)
    rnd.shuffle(shuffled_units)
    keys = list(orders)
    rnd.shuffle(keys)
    again = adjudicate(
        board,
        position.model_copy(update={"units": tuple(shuffled_units)}),
        {k: orders[k] for k in keys},
        seed=seed,
    )
    assert {k: (o.succeeded, o.reason, o.retreat) for k, o in again.outcomes.items()} == {
        k: (o.succeeded, o.reason, o.retreat) for k, o in result.outcomes.items()
    }
    assert sorted((u.id, u.space) for u in again.position.units) == sorted(
        (u.id, u.space) for u in result.position.units
    )
