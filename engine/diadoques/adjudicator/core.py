"""`adjudicate`: one military season's orders, resolved together, retreats included (§9a)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.core.rng import RngState
from engine.diadoques.adjudicator.decisions import MovementGraph
from engine.diadoques.adjudicator.model import AdjudicationOptions, Event, OrderOutcome, Resolution
from engine.diadoques.adjudicator.resolver import Resolver
from engine.diadoques.adjudicator.retreats import Dislodged, Field, settle
from engine.diadoques.adjudicator.sieges import SiegeResults, decide_sieges
from engine.diadoques.adjudicator.validate import Checked, check_orders
from engine.diadoques.orders import Convoy, Hold, Move, Siege, Supply, SupportHold, SupportMove
from engine.diadoques.units import Position


def adjudicate(
    board: Any,
    position: Position,
    orders: Mapping[str, Any],
    seed: int,
    options: AdjudicationOptions | None = None,
) -> Resolution:
    """Resolve a spring, summer or autumn. `orders` maps unit ids to unit orders and character ids to
    CharacterMove; units without an order hold. Pure: the same inputs and seed give the same result."""
    options = options or AdjudicationOptions()
    checked = check_orders(board, position, orders)
    graph = MovementGraph(board, position, checked, options)
    resolver = Resolver(graph.decisions(), graph.evaluate, graph.backup)
    final = resolver.solve()

    def look(d: Any) -> bool | None:
        return final.get(d)

    events: list[Event] = [
        Event(kind="paradox", params={"decisions": [list(d) for d in g]}) for g in resolver.paradoxes
    ]
    sieges = decide_sieges(board, position, graph, look)
    moved = {uid for uid, o in graph.orders.items() if isinstance(o, Move) and final.get(("move", uid))}
    dislodged = {uid for uid in graph.units if graph.dislodged(uid, look)}
    end_space = {uid: (graph.orders[uid].dest if uid in moved else u.space) for uid, u in graph.units.items()}
    occupied = frozenset(end_space[uid] for uid in graph.units if uid not in dislodged)
    standoffs = frozenset(
        dest
        for dest, movers in graph.moves_into.items()
        if dest not in occupied
        and any(m not in moved and m not in dislodged and graph.path(m, look) for m in movers)
    )
    field = Field(
        occupied=occupied,
        standoffs=standoffs,
        besieged=frozenset(graph.orders[u].citadel for u, (ok, _, _) in sieges.siege.items() if ok),
        second_sieges=frozenset(graph.orders[u].citadel for u, (_, _, st) in sieges.siege.items() if st == 2),
        owners=dict(position.citadel_owner),
    )
    retreating = [
        Dislodged(
            unit=graph.units[uid],
            attacker_from=frozenset(
                graph.units[m].space for m in graph.moves_into[graph.units[uid].space] if m in moved
            ),
            retreats=tuple(graph.orders[uid].retreats),
            disband_last=graph.orders[uid].retreat_disband_last,
        )
        for uid in sorted(dislodged)
    ]
    retreat_to = settle(board, position, field, retreating, RngState(seed=seed))
    for uid, space in retreat_to.items():
        end_space[uid] = space  # type: ignore[assignment]
        commander = graph.units[uid].commander  # retreats with its unit, or dies with it (§9a)
        events.append(
            Event(
                kind="retreated" if space else "destroyed",
                params={"unit": uid, "space": space, "commander": commander},
            )
        )

    destroyed = {uid for uid, space in retreat_to.items() if space is None}
    citadel_owner = dict(position.citadel_owner)
    for citadel, owner in sieges.fallen.items():
        citadel_owner[citadel] = owner
        for uid in graph.units:
            if uid not in destroyed and end_space[uid] == citadel and graph.units[uid].owner != owner:
                destroyed.add(uid)
                events.append(
                    Event(
                        kind="garrison_destroyed",
                        params={"unit": uid, "citadel": citadel, "commander": graph.units[uid].commander},
                    )
                )
        events.append(Event(kind="citadel_fell", params={"citadel": citadel, "owner": owner}))

    for uid, (ok, _, stage) in sorted(sieges.siege.items()):
        if ok:
            citadel = graph.orders[uid].citadel
            events.append(Event(kind="siege_turn", params={"unit": uid, "citadel": citadel, "stage": stage}))
    pressed = set(position.first_sieges.values()) | set(sieges.first_sieges.values()) | set(sieges.fallen)
    no_supply = frozenset(uid for uid in moved if graph.units[uid].space in pressed and uid not in destroyed)
    characters = dict(position.characters)
    for cid, move in checked.characters.items():
        characters[cid] = move.dest
        events.append(Event(kind="character_moved", params={"character": cid, "space": move.dest}))

    units = tuple(
        u.model_copy(update={"space": end_space[u.id]}) for u in position.units if u.id not in destroyed
    )
    new_position = position.model_copy(
        update={
            "units": units,
            "citadel_owner": citadel_owner,
            "first_sieges": dict(sieges.first_sieges),
            "no_supply": no_supply,
            "characters": characters,
        }
    )
    outcomes = _outcomes(orders, checked, graph, look, sieges, moved, dislodged, retreat_to)
    return Resolution(
        outcomes=outcomes,
        position=new_position,
        standoffs=standoffs,
        fallen_citadels=dict(sieges.fallen),
        events=tuple(events),
    )


def _outcomes(
    given: Mapping[str, Any],
    checked: Checked,
    graph: MovementGraph,
    look: Any,
    sieges: SiegeResults,
    moved: set[str],
    dislodged: set[str],
    retreat_to: dict[str, str | None],
) -> dict[str, OrderOutcome]:
    out: dict[str, OrderOutcome] = {}
    for uid, order in graph.orders.items():
        ok, reason, stage = _verdict(uid, order, checked, graph, look, sieges, moved, dislodged)
        out[uid] = OrderOutcome(
            order=given.get(uid, order),
            succeeded=ok,
            reason=reason,
            dislodged=uid in dislodged,
            retreat=retreat_to.get(uid),
            destroyed=uid in retreat_to and retreat_to[uid] is None,
            siege_stage=stage,
        )
    for cid, move in checked.characters.items():
        out[cid] = OrderOutcome(order=move, succeeded=True)
    for cid, (move, reason) in checked.characters_ignored.items():
        out[cid] = OrderOutcome(order=move, succeeded=False, reason=f"ignored_{reason}")
    return out


def _verdict(
    uid: str,
    order: Any,
    checked: Checked,
    graph: MovementGraph,
    look: Any,
    sieges: SiegeResults,
    moved: set[str],
    dislodged: set[str],
) -> tuple[bool, str | None, int | None]:
    if uid in checked.ignored:
        return False, f"ignored_{checked.ignored[uid]}", None
    if isinstance(order, Siege):
        ok, reason, stage = sieges.siege[uid]
        return ok, reason, stage
    if uid in dislodged:
        return False, "dislodged", None
    if isinstance(order, Hold):
        return True, None, None
    if isinstance(order, Move):
        if uid in moved:
            return True, None, None
        if uid in graph.szykman:
            return False, "convoy_paradox", None
        if graph.path(uid, look) is False:
            return False, "no_path", None
        if graph.attack(uid, look)[1] == 0:
            return False, "own_unit", None
        return False, "bounced", None
    if isinstance(order, SupportHold | SupportMove):
        if uid not in graph.matched:
            return False, "not_matched", None
        return (True, None, None) if look(("support", uid)) else (False, "cut", None)
    if isinstance(order, Convoy):
        if not any(uid in f for f in graph.convoys.values()):
            return False, "not_matched", None
        armies = {a for (o, _), fl in graph.convoys.items() if uid in fl for a in graph.at[o]}
        if armies & graph.szykman:
            return False, "convoy_paradox", None
        return True, None, None
    if isinstance(order, Supply):
        ok, reason = sieges.supply[uid]
        return ok, reason, None
    return True, None, None
