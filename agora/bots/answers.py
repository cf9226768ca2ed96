"""How a bot seat answers the other players' requests (issue #44, point 7): at once, by a stated policy.

A bot is a player: a draw offer or an undo request reaches it like anyone else, and it must not leave
the asker waiting on an answer that never comes. Its policy, documented in docs/bots.md:

- **Undo**: it agrees to take back actions that crossed no randomness (no die shown, no card or token
  drawn, no hidden choice revealed), and refuses any undo that did: taking back a roll would let the
  asker see the future and choose. `crosses_randomness` is the request's own flag, set when the undo
  is asked (`agora.games.history.crosses_randomness`); a stored request from before the flag existed
  reads as crossing, the safe side.
- **Draw**: it accepts only when its own evaluation says it is losing: its chance of winning, as the
  search's evaluation (`engine/bots/heuristics.py`) scores the position it may see (`infoset.mask`), is
  below `LOSING_BELOW`. Otherwise it declines and plays on.

Pure functions of the state and the request: no Discord, no database, no clock.
"""

from __future__ import annotations

from engine.bots.heuristics import evaluate
from engine.bots.infoset import mask
from engine.core import GameEngine, GameState

LOSING_BELOW = 0.35
"""A bot accepts a draw when its chance of winning is below this (0.5 would be an even game)."""


def accepts_undo(crosses_randomness: bool) -> bool:
    """The bot's answer to an undo request: yes unless the undo crosses revealed randomness."""
    return not crosses_randomness


def win_chance(engine: GameEngine, state: GameState, seat: str) -> float:
    """The seat's chance of winning by the bot's evaluation of what the seat may know."""
    return evaluate(engine, mask(engine, state, seat), list(state.seats)).get(seat, 0.5)


def accepts_draw(chance: float) -> bool:
    """The bot's answer to a draw offer, given its chance of winning: yes only when it is losing."""
    return chance < LOSING_BELOW
