"""Single-observer information-set MCTS (Cowling, Powley & Whitehouse 2012), with cut-off playouts.

One tree over the searching seat's information set: each iteration samples a full state consistent with
it (`infoset.determinize`), walks the tree choosing among the actions legal in that sample (UCB1 with
availability counts, so an action seen only in some samples is not favoured), adds one node, plays random
legal actions for a few steps and scores the position with `heuristics.evaluate`. Every node keeps the
reward of the seat that acted to reach it, so opponents and partners are searched as self-interested.
The states are driven in place with `apply_trusted` on the sample's private copy: the search only ever passes
actions taken from `legal_actions` of that same state.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field

from engine.bots.heuristics import evaluate
from engine.bots.infoset import determinize
from engine.bots.policy import playout_action
from engine.core import Action, GameEngine, GameState, IllegalAction


@dataclass
class Node:
    seat: str | None = None  # who acted to reach this node
    action: Action | None = None
    visits: int = 0
    reward: float = 0.0
    available: int = 0
    children: dict[str, Node] = field(default_factory=dict)


def actor(engine: GameEngine, state: GameState) -> str | None:
    """The seat to act now (the first awaited one), without building a full status."""
    if getattr(state, "result", None) is not None:
        return None
    prompt = getattr(state, "prompt", "absent")
    if prompt != "absent":  # Syracuse: one prompt at a time
        return prompt.seat if prompt is not None else None
    waiting_for = getattr(engine, "waiting_for", None)  # Epireia's cheap answer; else the full status
    waiting = waiting_for(state) if waiting_for is not None else engine.status(state).waiting_for
    return waiting[0] if waiting else None


def search(
    engine: GameEngine,
    masked: GameState,
    seat: str,
    candidates: list[Action],
    iterations: int,
    depth: int,
    exploration: float,
    rnd: random.Random,
) -> Action:
    root = Node()
    root_keys = {a.key(): a for a in candidates}
    seats = list(masked.seats)
    for _ in range(iterations):
        state = determinize(engine, masked, seat, rnd)
        node, path = root, [root]
        mover: str | None = seat
        failed = False
        while mover is not None:
            legal = candidates if node is root else engine.legal_actions(state, mover)
            if not legal:
                break
            untried = [a for a in legal if a.key() not in node.children]
            if untried:
                action = untried[rnd.randrange(len(untried))]
                child = node.children[action.key()] = Node(seat=mover, action=action)
            else:
                child = _select(node, legal, exploration)
            path.append(child)
            try:
                engine.apply_trusted(state, mover, child.action)  # type: ignore[arg-type]
            except IllegalAction:
                # a root action this sample does not allow (a complete mask never gives one): scored as lost
                failed = True
                break
            node = child
            mover = actor(engine, state)
            if untried:
                break
        _backup(path, dict.fromkeys(seats, 0.0) if failed else _playout(engine, state, seats, depth, rnd))
    best = max(
        (c for k, c in root.children.items() if k in root_keys),
        key=lambda c: (c.visits, c.reward),
        default=None,
    )
    return best.action if best is not None and best.action is not None else candidates[0]


def _select(node: Node, legal: list[Action], exploration: float) -> Node:
    best, best_score = None, -math.inf
    for action in legal:
        child = node.children[action.key()]
        child.available += 1
        score = child.reward / child.visits + exploration * math.sqrt(
            math.log(max(child.available, 1)) / child.visits
        )
        if score > best_score:
            best, best_score = child, score
    assert best is not None
    return best


def _playout(
    engine: GameEngine, state: GameState, seats: list[str], depth: int, rnd: random.Random
) -> dict[str, float]:
    for _ in range(depth):
        mover = actor(engine, state)
        if mover is None:
            break
        legal = engine.legal_actions(state, mover)
        if not legal:
            break
        engine.apply_trusted(state, mover, playout_action(engine, state, mover, legal, rnd))
    return evaluate(engine, state, seats)


def _backup(path: list[Node], rewards: dict[str, float]) -> None:
    for node in path:
        node.visits += 1
        if node.seat is not None:
            node.reward += rewards.get(node.seat, 0.0)
