"""A new game from a scenario of the content (10.1, its variant, 10.2)."""

from __future__ import annotations

from engine.core import RngState
from engine.syracuse.facts import facts
from engine.syracuse.state import SEAT_OF, SIDES, LeaderState, Supply, SyracuseState, UnitState, Works


def counter_of_face(number: int) -> str:
    for cid, counter in facts().counters.items():
        if number in (counter.front.stratagem, counter.back.stratagem):
            return cid
    raise KeyError(number)


def new_state(scenario_id: str, options: dict, seed: int) -> SyracuseState:
    f = facts()
    scenario = f.scenario(scenario_id)
    units = {uid: UnitState(id=uid, side=info.side) for uid, info in f.units.items()}
    leaders = {lid: LeaderState(id=lid, side=info.side) for lid, info in f.leaders.items()}
    for deployment in scenario.deployments:
        for uid in deployment.units:
            units[uid].zone = deployment.zone
        for lid in deployment.leaders:
            leaders[lid].zone = deployment.zone
    hands = {side: [counter_of_face(n) for n in scenario.starting_hands.get(side, [])] for side in SIDES}
    removed = [counter_of_face(n) for n in scenario.removed_stratagems]
    held = {c for hand in hands.values() for c in hand}
    bowl = sorted(cid for cid in f.counters if cid not in held and cid not in removed)
    works = Works(forts=dict(scenario.fort_owners_at_start))
    due = [
        {"id": r.id, "side": r.side, "turn": r.turn}
        for r in scenario.reinforcements
        if not r.optional and r.turn is not None
    ]
    return SyracuseState(
        title="syracuse",
        seats=[SEAT_OF[s] for s in SIDES],
        options=options,
        rng=RngState(seed=seed),
        scenario=scenario_id,
        turn=scenario.first_turn,
        last_turn=scenario.last_turn,
        step="turn_start",
        units=units,
        leaders=leaders,
        works=works,
        supply={s: Supply(level=scenario.supply_start[s]) for s in SIDES},  # type: ignore[index]
        bowl=bowl,
        hands=hands,
        removed_counters=removed,
        advantage=scenario.advantage,
        initiative=scenario.advantage,
        ap={s: scenario.ap_start[s] for s in SIDES},  # type: ignore[index]
        reinforcements_due=due,
        vp_eliminated={s: 0 for s in SIDES},
    )
