"""The bot's strength and speed: win rates of each pairing on each seat, and decision times.

    .venv/bin/python bench/bots.py [--quick] [--jobs N] [--games N] [--time-limit S]
        [--only speed,random,greedy,levels] [--levels easy,normal,hard] [--titles syracuse,epireia]

Sections (each line with its sample size and a 95% Wilson interval):
- speed: the time of one decision at each level on positions of random games (median, p99; decisions with
  a single legal action are not timed: the bot answers them without searching);
- random: every level against uniform random play, on each Syracuse side (historical scenario) and in each
  league of 2-player Epireia (200 games per level and title, 100 on each seat);
- greedy: each level in 2-player Epireia against `engine.epireia.players.greedy_chooser` (200);
- levels: normal against easy and hard against normal, on both seats of both titles (40).
`--games N` sets every line's game count (both seats together), `--time-limit S` stops the pairings S
seconds after they start. `--record FILE` appends each finished game to FILE (JSON lines) and, on the next
run, counts the games already recorded there instead of playing them again, so a sample too large for one
sitting grows over several runs; a record counts only while the engine is the one that played it (the git
tree of `engine/` is in every record).
`--quick`: speed on 3 positions, then the easy level against random play and the greedy players and
Epireia's normal against easy, one game on each seat (about a CPU minute; the Syracuse level pairing, a
CPU minute a game, is left out).
The lines are interleaved (--chunk games of each line per round, cheapest lines first), played by --jobs
worker processes, and the table so far is printed every --chunk games: a run cut short still has a
sample of every line it reached, and the last table printed says how many games each figure rests on.
Each pairing is printed seat by seat, then both seats together. The score counts a draw as half a win;
"wins" is the share of games won outright; CPU per game is the process time of the game's worker.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import random
import statistics
import subprocess
import sys
import time
from collections.abc import Iterable, Iterator
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


def tasks_of(title: str, spec: str, opponent: str, games: int, side: int) -> list[tuple]:
    """`games` games with the bot on seat `side`: seeds 1000 and up (even for the first seat, odd for the
    second, so that the two sides of a pairing never share a seed)."""
    return [(title, spec, opponent, side, 1000 + 2 * i + side) for i in range(games)]


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


def pairing(pool: Pool | None, title: str, spec: str, opponent: str, games: int, side: int = 0) -> str:
    """One line: `spec` on seat `side` against `opponent`, `games` games."""
    tasks = tasks_of(title, spec, opponent, games, side)
    results = list(pool.imap(one_game, tasks) if pool else map(one_game, tasks))
    return line_of(title, spec, opponent, side, results)


Line = tuple[str, str, str]  # (title, bot, opponent)


def table(results: dict[tuple[Line, int], list[tuple]]) -> str:
    """Every pairing seat by seat, then both seats together; lines with no game yet are left out."""
    rows = [HEADER]
    pairs = list(dict.fromkeys(line for line, _ in results))
    for title, spec, opp in pairs:
        both: list[tuple] = []
        for side in (0, 1):
            played = results.get(((title, spec, opp), side), [])
            both += played
            if played:
                rows.append(line_of(title, spec, opp, side, played))
        if both:
            rows.append(line_of(title, spec, opp, None, both))
    return "\n".join(rows)


def _results(pool: Pool | None, tasks: list[tuple], deadline: float | None) -> Iterator[tuple | None]:
    """The games' outcomes in order; None once the deadline passes while a worker is still playing."""
    if pool is None:
        yield from map(one_game, tasks)
        return
    games = pool.imap(one_game, tasks)
    for _ in tasks:
        try:
            yield games.next(None if deadline is None else max(0.0, deadline - time.time()))
        except multiprocessing.TimeoutError:
            yield None
            return


def engine_tree() -> str:
    """The git tree of `engine/` (rules and bot): records of another tree were played by another bot."""
    root = Path(__file__).resolve().parents[1]
    out = subprocess.run(["git", "rev-parse", "HEAD:engine"], cwd=root, capture_output=True, text=True)
    dirty = subprocess.run(
        ["git", "status", "--porcelain", "engine"], cwd=root, capture_output=True, text=True
    )
    return out.stdout.strip() + ("+changes" if dirty.stdout.strip() else "") if out.returncode == 0 else "?"


class Record:
    """Finished games kept in a JSON-lines file, keyed by their task, for one engine tree."""

    def __init__(self, path: Path | None) -> None:
        self.path, self.tree = path, engine_tree()
        self.games: dict[tuple, tuple] = {}
        self.other_trees = 0
        if path is not None and path.exists():
            for line in path.read_text().splitlines():
                row = json.loads(line)
                if row["engine"] != self.tree:
                    self.other_trees += 1
                    continue
                task = (row["title"], row["bot"], row["against"], row["side"], row["seed"])
                self.games[task] = (row["outcome"], row["cpu_s"], row["steps"])

    def add(self, task: tuple, outcome: tuple) -> None:
        self.games[task] = outcome
        if self.path is not None:
            title, spec, opponent, side, seed = task
            row = dict(title=title, bot=spec, against=opponent, side=side, seed=seed, engine=self.tree)
            row.update(outcome=outcome[0], cpu_s=round(outcome[1], 3), steps=outcome[2])
            with self.path.open("a") as out:
                out.write(json.dumps(row) + "\n")


def run_plan(
    pool: Pool | None,
    plan: list[tuple[Line, int, int]],
    chunk: int,
    deadline: float | None,
    record: Record | None = None,
) -> dict[tuple[Line, int], list[tuple]]:
    """Play the plan's lines (pairing, seat, games) interleaved `chunk` games at a time, cheapest lines
    first, in the worker pool if any; print the table after every `chunk` results and stop at the
    deadline (time.time()), so a run cut short still has a sample of every line it reached. Games
    already in `record` are counted, not played again."""
    record = record or Record(None)
    queues = [(line, side, tasks_of(*line, games, side)) for line, side, games in plan]
    results: dict[tuple[Line, int], list[tuple]] = {(line, side): [] for line, side, _ in queues}
    for line, side, tasks in queues:
        results[(line, side)] += [record.games[t] for t in tasks if t in record.games]
    if record.games or record.other_trees:
        print(
            f"\n{sum(map(len, results.values()))} games of this plan counted from {record.path} "
            f"({record.other_trees} recorded games of other engine trees left aside)",
            flush=True,
        )
    queues = [(line, side, [t for t in tasks if t not in record.games]) for line, side, tasks in queues]
    order: list[tuple[tuple[Line, int], tuple]] = []
    for start in range(0, max((len(t) for *_, t in queues), default=0), chunk):
        for line, side, tasks in queues:
            order += [((line, side), task) for task in tasks[start : start + chunk]]
    keys = [key for key, _ in order]
    games = _results(pool, [t for _, t in order], deadline)
    if not order:
        print(f"\n### Every game already recorded\n\n{table(results)}", flush=True)
    for done, (key, outcome) in enumerate(zip(keys, games, strict=False), 1):
        if outcome is None:  # the deadline passed while a worker was still playing
            print(f"\nTime limit reached after {done - 1} games (the figures above are the result).")
            break
        results[key].append(outcome)
        record.add(order[done - 1][1], outcome)
        over = deadline is not None and time.time() >= deadline
        if done % chunk == 0 or done == len(order) or over:
            print(f"\n### After {done} of {len(order)} games\n\n{table(results)}", flush=True)
        if over:
            print(f"\nTime limit reached after {done} games (the figures above are the result).", flush=True)
            if pool:
                pool.terminate()
            break
    return results


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


def speed(count: int, titles: list[str]) -> list[str]:
    lines = ["| title | level | decisions | median | p99 | max |", "|---|---|---|---|---|---|"]
    print("\n".join(lines), flush=True)
    for title in titles:
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


def build_plan(sections: set[str], levels: list[str], titles: list[str], n: dict[str, int]) -> list:
    """The lines to play, cheapest first: (pairing, bot's seat, games on that seat)."""
    plan: list[tuple[Line, int, int]] = []

    def both_seats(section: str, title: str, spec: str, opponent: str) -> None:
        if section in sections and title in titles:
            plan.extend(((title, spec, opponent), side, n[section] // 2) for side in (0, 1))

    for level in levels:
        for title in TITLES:
            both_seats("random", title, level, "random")
        if level == "easy":
            both_seats("greedy", "epireia", "easy", "greedy")
            for title in TITLES:
                both_seats("levels", title, "normal", "easy")
        if level == "normal":
            both_seats("greedy", "epireia", "normal", "greedy")
            for title in TITLES:
                both_seats("levels", title, "hard", "normal")
        if level == "hard":
            both_seats("greedy", "epireia", "hard", "greedy")
    return plan


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--quick", action="store_true", help="a small sample in a couple of minutes")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes playing games in parallel")
    parser.add_argument("--chunk", type=int, default=2, help="games per line and round")
    parser.add_argument("--only", default="speed,random,greedy,levels")
    parser.add_argument("--levels", default=None, help="levels to play (default easy,normal,hard)")
    parser.add_argument("--titles", default=",".join(TITLES))
    parser.add_argument("--games", type=int, default=None, help="games per line, both seats together")
    parser.add_argument("--time-limit", type=float, default=None, help="seconds of pairings")
    parser.add_argument("--record", type=Path, default=None, help="JSON-lines file of finished games")
    args = parser.parse_args(argv)
    sections = set(args.only.split(","))
    titles = args.titles.split(",")
    if args.quick:
        n = {"random": 2, "greedy": 2, "levels": 2, "speed": 3}
        levels = (args.levels or "easy").split(",")
    else:
        n = {"random": 200, "greedy": 200, "levels": 40, "speed": 60}
        levels = (args.levels or "easy,normal,hard").split(",")
    if args.games is not None:
        n.update(random=args.games, greedy=args.games, levels=args.games)
    start = time.time()
    if "speed" in sections:
        print("## Decision time (CPU seconds, one core)\n", flush=True)
        speed(n["speed"], titles)
    plan = build_plan(sections, levels, titles, n)
    if args.quick:  # a Syracuse game of normal against easy takes a CPU minute: not for a quick check
        plan = [line for line in plan if line[0] != ("syracuse", "normal", "easy")]
    deadline = time.time() + args.time_limit if args.time_limit else None  # counted from the pairings
    if plan:
        pool = Pool(args.jobs) if args.jobs > 1 else None
        print(f"\n## Pairings ({args.jobs} worker(s), rounds of {args.chunk} games per line)", flush=True)
        try:
            run_plan(pool, plan, args.chunk, deadline, Record(args.record))
        finally:
            if pool:
                pool.terminate()
    print(f"\nWall time: {time.time() - start:.0f} s", flush=True)


if __name__ == "__main__":
    main()
