"""Epireia engine timings: one action (the public `apply`, with its state copy, plus the legal list and
status the platform asks for) and one whole random game, for 2, 3 and 4 players and a solo scenario.
Times are this process's CPU time, so other load on a shared machine does not inflate them.

    .venv/bin/python bench/epireia_engine.py [games per configuration, default 50]
"""

from __future__ import annotations

import random
import statistics
import sys
import time

from engine.epireia.engine import EpireiaEngine
from engine.epireia.seats import SEATS_BY_PLAYERS
from engine.epireia.state import EpireiaOptions

ENGINE = EpireiaEngine()


def p99(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]


def measure(players: int, scenario: str | None, games: int) -> tuple[list[float], list[float], int]:
    action_times: list[float] = []
    game_times: list[float] = []
    steps = 0
    for seed in range(games):
        rnd = random.Random(seed)
        start = time.process_time()
        state = ENGINE.create(
            EpireiaOptions(players=players, solo_scenario=scenario), SEATS_BY_PLAYERS[players], seed
        )
        while True:
            t0 = time.process_time()
            status = ENGINE.status(state)
            if status.finished:
                break
            seat = status.waiting_for[0]
            action = rnd.choice(ENGINE.legal_actions(state, seat))
            state = ENGINE.apply(state, seat, action).state
            action_times.append(time.process_time() - t0)
            steps += 1
        game_times.append(time.process_time() - start)
    return action_times, game_times, steps


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 50
    measure(2, None, 2)  # warm the content cache and imports
    print(f"Epireia engine, random players, {games} games per line (public apply: copy + rules; CPU time)")
    head = ("configuration", "action median", "action p99", "game median", "game p99", "actions/game")
    print(f"{head[0]:<24}{head[1]:>15}{head[2]:>12}{head[3]:>13}{head[4]:>10}{head[5]:>14}")
    for players, scenario in ((2, None), (3, None), (4, None), (1, "naxos_revolt"), (1, "corinthian_war")):
        actions, whole, steps = measure(players, scenario, games)
        name = f"{players} players" if players > 1 else f"solo {scenario}"
        print(
            f"{name:<24}{statistics.median(actions) * 1e3:>12.2f} ms{p99(actions) * 1e3:>9.2f} ms"
            f"{statistics.median(whole) * 1e3:>10.0f} ms{p99(whole) * 1e3:>7.0f} ms{steps / games:>14.0f}"
        )


if __name__ == "__main__":
    main()
