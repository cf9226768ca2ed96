"""Benchmark of the Syracuse rules engine: time of one action and of a whole random game.

Run: `.venv/bin/python bench/syracuse_engine.py [games]`. Prints the median and p99 of the time to
apply one action (the state copy, validation against the legal options, the rules and the turn
sequence up to the next decision), of listing the legal actions, and of a whole random game
(play only, and play + replay of its log), per scenario, in CPU time. A calibration loop is printed
first so figures from a loaded machine can be compared with an idle one.
"""

from __future__ import annotations

import random
import statistics
import sys
import time

from engine.core.playout import replay
from engine.syracuse.engine import SyracuseEngine, SyracuseOptions

SEATS = ["athens", "syracuse"]
SCENARIOS = ["historical", "historical_variant", "what_if_alcibiades"]


def choose(rnd: random.Random, legal):  # the soak test's player: a random kind, then a random action
    kind = rnd.choice(sorted({a.kind for a in legal}))
    return rnd.choice([a for a in legal if a.kind == kind])


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def calibrate() -> float:
    start = time.process_time()
    sum(range(10**7))
    [str(i) for i in range(10**6)]
    return time.process_time() - start


def main(games: int) -> None:
    engine = SyracuseEngine()
    print(f"calibration loop: {calibrate():.3f} s CPU (about 0.2 s on an idle modern core)")
    for scenario in SCENARIOS:
        options = SyracuseOptions(scenario=scenario)
        apply_times: list[float] = []
        legal_times: list[float] = []
        game_times: list[float] = []
        with_replay: list[float] = []
        actions = 0
        for seed in range(games):
            rnd = random.Random(seed)
            start = time.process_time()
            state = engine.create(options, SEATS, seed)
            log = []
            while not (status := engine.status(state)).finished:
                seat = status.waiting_for[0]
                t0 = time.process_time()
                legal = engine.legal_actions(state, seat)
                t1 = time.process_time()
                action = choose(rnd, legal)
                state = engine.apply(state, seat, action).state
                t2 = time.process_time()
                legal_times.append(t1 - t0)
                apply_times.append(t2 - t1)
                log.append((seat, action))
            played = time.process_time() - start
            replay(engine, options, SEATS, seed, log)
            game_times.append(played)
            with_replay.append(time.process_time() - start)
            actions += len(log)
        print(f"\n{scenario}: {games} games, {actions / games:.0f} actions a game on average")
        print(
            f"  apply one action : median {statistics.median(apply_times) * 1e6:7.0f} us"
            f"   p99 {percentile(apply_times, 0.99) * 1e6:7.0f} us"
        )
        print(
            f"  legal actions    : median {statistics.median(legal_times) * 1e6:7.0f} us"
            f"   p99 {percentile(legal_times, 0.99) * 1e6:7.0f} us"
        )
        print(
            f"  whole game       : median {statistics.median(game_times) * 1e3:7.1f} ms"
            f"   p99 {percentile(game_times, 0.99) * 1e3:7.1f} ms"
        )
        print(
            f"  game + replay    : median {statistics.median(with_replay) * 1e3:7.1f} ms"
            f"   mean {statistics.mean(with_replay) * 1e3:7.1f} ms"
            f"  -> 1,000 games ~ {statistics.mean(with_replay) * 1000 / 60:.1f} min"
        )


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 30)
