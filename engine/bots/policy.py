"""Playout policies: how the simulated players act after the tree, before the evaluation.

Uniformly random playouts tell good moves from bad ones only through the cut-off evaluation; an informed
policy makes the simulated game look like a real one, which is what lets a larger budget (more
simulations) play better. Epireia uses the greedy rules of thumb of `engine.epireia.players.score`
(cheap: no action is applied to score it) with some random moves so that the samples still differ;
Syracuse, which has no such rules, plays at random and ends steps half the time ("pass", "done") so that
a few steps reach further into the turn.
"""

from __future__ import annotations

import random

from engine.core import Action, GameEngine, GameState

# Actions that close a step (pass, done...): a playout taking them half the time sees more of the turn
LAZY_KINDS = frozenset({"pass", "done", "end_moves", "stop", "keep_dice", "end_phase"})
LAZY_SHARE = 0.5
GREEDY_SHARE = 0.8  # Epireia: the share of playout moves chosen by the rules of thumb


def playout_action(
    engine: GameEngine, state: GameState, mover: str, legal: list[Action], rnd: random.Random
) -> Action:
    if engine.title == "epireia" and rnd.random() < GREEDY_SHARE:
        from engine.epireia.players import score

        return max(legal, key=lambda a: score(state, mover, a))  # type: ignore[arg-type]
    if rnd.random() < LAZY_SHARE:
        closing = next((a for a in legal if a.kind in LAZY_KINDS), None)
        if closing is not None:
            return closing
    return legal[rnd.randrange(len(legal))]
