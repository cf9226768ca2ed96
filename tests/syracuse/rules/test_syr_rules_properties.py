"""Properties checked after every action of seeded random games: illegal actions change nothing and
are refused with a translatable reason; stacking, supply tracks and unit counts stay within their
rules; a player's view never shows the other player's hand."""

from __future__ import annotations

import json
import random

import pytest

from engine.core import Action, IllegalAction
from engine.syracuse.engine import SyracuseEngine, SyracuseOptions
from engine.syracuse.facts import facts
from engine.syracuse.queries import overstacked
from engine.syracuse.state import SEAT_OF, SIDES, other
from i18n import has

SEATS = ["athens", "syracuse"]
SETTLED = {"announce", "works_dice", "keep", "b1_advantage"}  # moments with no move or retreat under way


def check_invariants(engine: SyracuseEngine, state) -> None:  # type: ignore[no-untyped-def]
    for side in SIDES:
        assert 0 <= state.supply[side].level <= 3
    known = set(facts().zones) | {"CATANE"}
    assert len(state.units) == len(facts().units)
    for unit in state.units.values():
        assert unit.zone is None or unit.zone in known
        assert not (unit.eliminated and unit.zone is not None)
        if unit.in_fort:
            assert facts().fort_in_zone.get(unit.zone or "") is not None
    if state.prompt is not None and state.prompt.kind in SETTLED:
        for unit in state.units.values():
            if unit.zone is not None:
                assert not overstacked(state, unit.zone, unit.side, unit.in_fort), unit
    for side in SIDES:
        view = engine.view(state, SEAT_OF[side])
        mine = {h["counter"] for h in view["hand"]}
        assert mine == set(state.hands[side])
        text = json.dumps(view)
        assert '"hands"' not in text and '"bowl"' not in text
        for counter in set(state.hands[other(side)]) - set(state.hands[side]) - set(state.removed_counters):
            assert f'"{counter}"' not in text


def try_illegal(engine: SyracuseEngine, state, rnd: random.Random) -> None:  # type: ignore[no-untyped-def]
    before = engine.dump_state(state)
    status = engine.status(state)
    waiting = status.waiting_for[0]
    idle = next(s for s in SEATS if s != waiting)
    attempts = [
        (idle, Action(kind="announce", params={"ap": 1})),
        (waiting, Action(kind="no_such_thing")),
        (waiting, Action(kind="step", params={"to": "T99"})),
    ]
    legal = engine.legal_actions(state, waiting)
    if legal:
        sample = rnd.choice(legal)
        attempts.append((waiting, Action(kind=sample.kind, params={**sample.params, "bogus": 1})))
    for seat, action in attempts:
        with pytest.raises(IllegalAction) as refused:
            engine.apply(state, seat, action)
        assert has(refused.value.reason), refused.value.reason
    assert engine.dump_state(state) == before


@pytest.mark.parametrize("scenario", ["historical", "what_if_alcibiades"])
@pytest.mark.parametrize("seed", [1, 2])
def test_invariants_hold_after_every_action(scenario, seed):
    engine = SyracuseEngine()
    rnd = random.Random(seed)
    state = engine.create(SyracuseOptions(scenario=scenario), SEATS, seed)
    for step in range(5_000):
        status = engine.status(state)
        if status.finished:
            break
        check_invariants(engine, state)
        if step % 25 == 0:
            try_illegal(engine, state, rnd)
        seat = status.waiting_for[0]
        legal = engine.legal_actions(state, seat)
        kind = rnd.choice(sorted({a.kind for a in legal}))
        state = engine.apply(state, seat, rnd.choice([a for a in legal if a.kind == kind])).state
    assert engine.status(state).finished


def test_every_key_the_engine_uses_is_translated():
    """Events, decisions, phases, results and error reasons all exist in the catalogs."""
    from engine.syracuse.steps import DECISIONS

    engine = SyracuseEngine()
    for kind, decision in DECISIONS.items():
        assert has(f"syracuse.decision.{kind}"), kind
        assert has(f"syracuse.error.{decision.error}"), decision.error
    assert has("syracuse.error.not_now")
    rnd = random.Random(4)
    state = engine.create(SyracuseOptions(), SEATS, 4)
    seen_events, seen_phases = set(), set()
    while not engine.status(state).finished:
        status = engine.status(state)
        seen_phases.add(status.phase)
        legal = engine.legal_actions(state, status.waiting_for[0])
        kind = rnd.choice(sorted({a.kind for a in legal}))
        result = engine.apply(state, status.waiting_for[0], rnd.choice([a for a in legal if a.kind == kind]))
        state = result.state
        seen_events |= {e.kind for e in result.events}
    seen_phases.add(engine.status(state).phase)
    assert all(has(f"syracuse.event.{e}") for e in seen_events), seen_events
    assert all(has(f"syracuse.phase.{p}") for p in seen_phases), seen_phases
    assert has(f"syracuse.result.{state.result.kind}")
    for seat in SEATS:
        assert has(f"syracuse.seat.{seat}")
