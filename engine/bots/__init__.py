"""Computer players: information-set Monte Carlo tree search over the engines' legal actions.

`decide(engine, state, seat, level, seed)` answers the decision `seat` is awaited for. The state is
first reduced to what the seat may know (`infoset.mask`); the search only ever sees that masked state
and full states sampled from it (`infoset.determinize`), so the bot plays by the same hidden-information
rules as a person in the seat.
"""

from engine.bots.player import LEVELS, Level, bot_chooser, decide

__all__ = ["LEVELS", "Level", "bot_chooser", "decide"]
