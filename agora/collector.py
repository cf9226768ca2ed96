"""Python's cyclic garbage collector set for a long-running bot process.

By default the collector runs every 700 new container objects, and every tenth or hundredth run walks
every object of the process, start-up's included: the catalogs, fonts, game content, discord.py's and
SQLAlchemy's tables, which live as long as the process and are never garbage. Measured on a bot playing
50 Syracuse games at once (`bench/e2e_latency.py`, `docs/performance.md`), that cost 0.87-0.95 ms of
each move's 7-8 ms, with full runs of about 150 ms that stopped every game at once.

Once the bot is ready, what start-up loaded is moved out of the collector's reach (`gc.freeze`), and
the youngest generation is collected every YOUNG_THRESHOLD new objects instead of 700: most of a move's
objects (parsed JSON, a request's dicts) are freed by reference counting long before, so fewer runs
walk fewer survivors. Measured the same way: 0.22-0.25 ms per move, and no full run in 1,000 moves.
Only the bot's own process does this: a test process hosts many bots one after another, and freezing
there would keep each one's garbage for good."""

from __future__ import annotations

import gc

YOUNG_THRESHOLD = 10_000  # new container objects between two runs of the youngest generation (700 by default)


def settle_for_a_long_run() -> None:
    """Collect what start-up left behind, set the rest aside for good, and space the young runs."""
    gc.collect()
    gc.freeze()
    _young, middle, old = gc.get_threshold()
    gc.set_threshold(YOUNG_THRESHOLD, middle, old)
