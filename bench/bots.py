"""The bot's strength and speed: win rates of each pairing on both sides, and decision times.

    .venv/bin/python bench/bots.py [--quick] [--jobs N] [--only speed,random,greedy,levels]

Sections (printed as they finish, each line with its sample size and a 95% Wilson interval):
- speed: the time of one decision at each level on positions of random games (median, p99; decisions with
  a single legal action are not timed: the bot answers them without searching);
- random: every level against uniform random play, on each Syracuse side (historical scenario) and in each
  league of 2-player Epireia (200 games per level and title, 100 on each side; --quick: the easy level, 2
  games a side);
- greedy: the normal bot in 2-player Epireia against `engine.epireia.players.greedy_chooser` (200; --quick 2);
- levels: normal against easy and hard against normal, on both sides of both titles (40; --quick: 2).
The lines are played in rounds (--chunk games of each line per round, default 4, cheapest lines first)
and the table so far is printed after every batch: a run cut short still has a sample of most pairings,
and the last table printed says how many games each line reached.
Each line alternates the sides (seed i: the bot takes seat i % 2). The score counts a draw as half a
win; "wins" is the share of games won outright. Games are played in processes (--jobs, default 1).
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time
from collections.abc import Iterable
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.bots import bot_chooser, decide
from engine.core.playout import play, random_chooser
from engine.epireia.players import greedy_chooser
from engine.registry import get_engine

TITLES = {
    "syracuse": ({"scenario": "historical"}, ["athens", "syracuse"]),
    "epireia": ({"players": 2}, ["delos1", "pelo1"]),
}


def wilson(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return 0.0, 1.0
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def make_chooser(spec: str, seed: int):  # type: ignore[no-untyped-def]
    if spec == "random":
        return random_chooser(random.Random(seed))
    if spec == "greedy":
        return greedy_chooser(random.Random(seed))
    return bot_chooser(spec, seed)


def one_game(task: tuple[str, str, str, int, int]) -> tuple[str, float, int]:
    """(title, player spec, opponent spec, player's seat index, seed) -> (outcome, seconds, steps)."""
    title, spec, opponent, index, seed = task
    raw, seats = TITLES[title]
    engine = get_engine(title)
    choosers = {s: make_chooser(spec if i == index else opponent, seed * 2 + i) for i, s in enumerate(seats)}
    start = time.process_time()
    out = play(engine, engine.parse_options(raw), seats, seed, choosers)
    result = out.state.result  # type: ignore[attr-defined]
    outcome = "draw" if not result.winners else "win" if seats[index] in result.winners else "loss"
    return outcome, time.process_time() - start, out.steps


def tasks_of(title: str, spec: str, opponent: str, games: int, side: int | None) -> list[tuple]:
    """Seed i: the bot takes seat i % 2 (side None), or always `side`."""
    return [(title, spec, opponent, (i % 2) if side is None else side, 1000 + i) for i in range(games)]


def line_of(title: str, spec: str, opponent: str, side: int | None, results: list[tuple]) -> str:
    games = len(results)
    wins = sum(1 for o, _, _ in results if o == "win")
    draws = sum(1 for o, _, _ in results if o == "draw")
    score = wins + draws / 2
    lo, hi = wilson(score, games)
    wlo, whi = wilson(wins, games)
    where = "both sides" if side is None else TITLES[title][1][side]
    secs = statistics.mean(t for _, t, _ in results) if results else 0.0
    share = (lambda n: f"{100 * n / games:.0f}%") if games else (lambda n: "-")
    return (
        f"| {title} | {spec} | {opponent} | {where} | {games} | {share(wins)} "
        f"[{100 * wlo:.0f}-{100 * whi:.0f}] | {draws} | {share(score)} "
        f"[{100 * lo:.0f}-{100 * hi:.0f}] | {secs:.1f} s |"
    )


def pairing(
    pool: Pool | None, title: str, spec: str, opponent: str, games: int, side: int | None = None
) -> str:
    """One line: `spec` against `opponent`; side None alternates the seats, else the bot keeps `side`."""
    tasks = tasks_of(title, spec, opponent, games, side)
    results = list(pool.imap(one_game, tasks) if pool else map(one_game, tasks))
    return line_of(title, spec, opponent, side, results)


def round_robin(pool: Pool | None, plan: list[tuple], chunk: int) -> None:
    """Play every line `chunk` games at a time in turn and print the whole table after each round, so a
    run cut short still has a sample of every pairing (the last table printed is the result)."""
    lines = [
        (title, spec, opp, side, tasks_of(title, spec, opp, games, side), [])
        for _, title, spec, opp, games, side in plan
    ]
    round_number = 0
    while any(len(done) < len(tasks) for *_, tasks, done in lines):
        round_number += 1
        for number, (*_, tasks, done) in enumerate(lines, 1):
            batch = tasks[len(done) : len(done) + chunk]
            if not batch:
                continue
            done += list(pool.imap(one_game, batch) if pool else map(one_game, batch))
            print(f"\n### Round {round_number}, line {number}/{len(lines)}\n\n{HEADER}", flush=True)
            for title, spec, opp, side, _, played in lines:
                if played:
                    print(line_of(title, spec, opp, side, played), flush=True)


HEADER = (
    "| title | bot | against | bot's seat | games | wins [95%] | draws | score [95%] | CPU per game |\n"
    "|---|---|---|---|---|---|---|---|---|"
)


def positions(title: str, count: int, seed: int = 7) -> Iterable[tuple[object, str]]:
    """Mid-game positions of random games where the awaited seat has a real choice."""
    engine = get_engine(title)
    raw, seats = TITLES[title]
    rnd = random.Random(seed)
    found, game = 0, 0
    while found < count:
        state = engine.create(engine.parse_options(raw), seats, seed + game)
        game += 1
        step = 0
        while found < count:
            status = engine.status(state)
            if status.finished:
                break
            seat = status.waiting_for[0]
            legal = engine.legal_actions(state, seat)
            if len(legal) > 1 and rnd.random() < 0.08:
                found += 1
                yield state, seat
            state = engine.apply(state, seat, rnd.choice(legal)).state
            step += 1


def speed(count: int) -> list[str]:
    lines = ["| title | level | decisions | median | p99 | max |", "|---|---|---|---|---|---|"]
    print("\n".join(lines), flush=True)
    for title in TITLES:
        engine = get_engine(title)
        sample = list(positions(title, count))
        for level in ("easy", "normal", "hard"):
            times = []
            for i, (state, seat) in enumerate(sample):
                start = time.process_time()
                decide(engine, state, seat, level, seed=i)  # type: ignore[arg-type]
                times.append(time.process_time() - start)
            times.sort()
            p99 = times[min(len(times) - 1, int(0.99 * len(times)))]
            lines.append(
                f"| {title} | {level} | {len(times)} | {statistics.median(times):.3f} s | {p99:.3f} s "
                f"| {times[-1]:.3f} s |"
            )
            print(lines[-1], flush=True)
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--chunk", type=int, default=4, help="games per line and round")
    parser.add_argument("--only", default="speed,random,greedy,levels")
    parser.add_argument("--levels", default=None, help="levels played against random (--quick: easy)")
    args = parser.parse_args()
    sections = set(args.only.split(","))
    n_random, n_greedy, n_levels, n_speed = (4, 2, 2, 5) if args.quick else (200, 200, 40, 60)
    pool = Pool(args.jobs) if args.jobs > 1 else None
    start = time.time()
    if "speed" in sections:
        print("## Decision time (CPU seconds, one core)\n", flush=True)
        speed(n_speed)
    # cheapest lines first, so a run cut short still has the most figures
    plan: list[tuple[str, str, str, str, int, int | None]] = []
    levels = (args.levels or ("easy" if args.quick else "easy,normal,hard")).split(",")
    for level in levels:
        for title in TITLES:
            for side in (0, 1):
                plan.append(("random", title, level, "random", n_random // 2, side))
        if level == "easy" and "greedy" in sections:
            plan.append(("greedy", "epireia", "normal", "greedy", n_greedy, None))
        if level == "easy" and "levels" in sections:
            plan += [("levels", title, "normal", "easy", n_levels, None) for title in TITLES]
        if level == "normal" and "levels" in sections:
            plan += [("levels", title, "hard", "normal", n_levels, None) for title in TITLES]
    plan = [line for line in plan if line[0] in sections]
    if plan:
        print(f"\n## Pairings (rounds of {args.chunk} games per line)", flush=True)
        round_robin(pool, plan, args.chunk)
    print(f"\nWall time: {time.time() - start:.0f} s", flush=True)
    if pool:
        pool.close()


if __name__ == "__main__":
    main()
