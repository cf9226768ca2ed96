"""What `/game undo` costs before it writes: folding a whole game's log (agora/games/history.py) and
planning the undo, on the real titles, at the end of a long game. Prints the median of a few runs and
the peak memory of one fold. Usage: .venv/bin/python bench/undo_replay.py [runs]"""

from __future__ import annotations

import random
import statistics
import sys
import time
import tracemalloc

from agora.games.history import LoggedAction, fold, plan_undo
from engine.core.playout import play, random_chooser
from engine.registry import get_engine

CASES = (
    ("syracuse", {}, ["athens", "syracuse"], 38),
    ("epireia", {"players": 4}, ["delos1", "delos2", "pelo1", "pelo2"], 5),
)


def measure(title: str, raw: dict, seats: list[str], seed: int, runs: int) -> str:
    engine = get_engine(title)
    options = engine.parse_options(raw)
    game = play(engine, options, seats, seed, random_chooser(random.Random(seed)))
    log = [LoggedAction(i + 1, s, 1, a.model_dump()) for i, (s, a) in enumerate(game.log[:-1])]
    initial = engine.create(options, seats, seed)
    times = []
    for _ in range(runs):
        started = time.perf_counter()
        plan_undo(engine, fold(engine, initial, log), log[-1].seat)
        times.append(time.perf_counter() - started)
    tracemalloc.start()
    fold(engine, initial, log)
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    return (
        f"{title:9} {len(log):4} actions: fold + plan median {statistics.median(times) * 1000:.0f} ms, "
        f"peak {peak / 1e6:.1f} MB"
    )


def main() -> None:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    for case in CASES:
        print(measure(*case, runs))


if __name__ == "__main__":
    main()
