"""Every speed figure of issue 7 in one run, then one summary table.

Run: `.venv/bin/python bench/run_all.py [--quick]` (`--quick`: fewer runs and 5 concurrent games instead
of 50, to check that everything works). It runs the titles' own benchmarks (engine and render scripts
of each title, printed as they print them), the demo title's engine figures (computed here: it has no
script of its own), and the end-to-end benchmark (`bench/e2e_latency.py`) on SQLite and on PostgreSQL
(AGORA_BENCH_POSTGRES_URL, else a throwaway server started by e2e_latency.py; skipped when PostgreSQL is
not installed). Figures are printed, never asserted.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import statistics
import subprocess
import sys
import time
from pathlib import Path

BENCH = Path(__file__).resolve().parent
ROOT = BENCH.parent
sys.path.insert(0, str(ROOT))

from engine.core.playout import play, random_chooser  # noqa: E402
from engine.registry import get_engine  # noqa: E402


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def demo_engine_figures(games: int) -> dict[str, float]:
    """The demo title: time of one `apply` (CPU) and of a whole random game."""
    engine = get_engine("demo")
    options = engine.parse_options({})
    seats = [spec.id for spec in engine.seat_specs(options)][: engine.player_range(options)[0]]
    game_times, action_times = [], []
    for seed in range(games):
        rnd = random.Random(seed)
        started = time.process_time()
        result = play(engine, options, seats, seed, random_chooser(rnd))
        game_times.append(time.process_time() - started)
        state = engine.create(options, seats, seed)
        for seat, action in result.log:
            before = time.process_time()
            state = engine.apply(state, seat, action).state
            action_times.append(time.process_time() - before)
    return {
        "action_median_ms": statistics.median(action_times) * 1000,
        "action_p99_ms": percentile(action_times, 0.99) * 1000,
        "game_median_ms": statistics.median(game_times) * 1000,
        "game_p99_ms": percentile(game_times, 0.99) * 1000,
    }


def run_script(name: str, *args: str, env: dict[str, str] | None = None) -> str:
    print(f"\n== bench/{name} {' '.join(args)}", flush=True)
    started = time.perf_counter()
    completed = subprocess.run(
        [sys.executable, str(BENCH / name), *args], cwd=ROOT, capture_output=True, text=True, env=env
    )
    output = completed.stdout + (completed.stderr if completed.returncode else "")
    print(output.rstrip())
    print(f"({time.perf_counter() - started:.0f} s, exit {completed.returncode})", flush=True)
    return output


SYRACUSE_ACTION = re.compile(r"apply one action\s*:\s*median\s+([\d.]+)\s*us\s+p99\s+([\d.]+)\s*us")
SYRACUSE_GAME = re.compile(r"whole game\s*:\s*median\s+([\d.]+)\s*ms\s+p99\s+([\d.]+)\s*ms")
EPIREIA_ROW = re.compile(r"^(\S.*?)\s+([\d.]+) ms\s+([\d.]+) ms\s+([\d.]+) ms\s+([\d.]+) ms\s+\d+\s*$", re.M)


def engine_rows(syracuse: str, epireia: str, demo: dict[str, float]) -> list[tuple[str, str, str]]:
    """(title, one action median/p99, whole game median/p99) for the summary."""
    rows = [
        (
            "demo",
            f"{demo['action_median_ms']:.3f} / {demo['action_p99_ms']:.3f} ms",
            f"{demo['game_median_ms']:.2f} / {demo['game_p99_ms']:.2f} ms",
        )
    ]
    scenarios = re.findall(r"^(\w+): \d+ games", syracuse, re.M)
    for scenario, action, game in zip(
        scenarios, SYRACUSE_ACTION.findall(syracuse), SYRACUSE_GAME.findall(syracuse), strict=False
    ):
        rows.append(
            (
                f"syracuse {scenario}",
                f"{float(action[0]) / 1000:.3f} / {float(action[1]) / 1000:.3f} ms",
                f"{game[0]} / {game[1]} ms",
            )
        )
    for label, a_med, a_p99, g_med, g_p99 in EPIREIA_ROW.findall(epireia):
        rows.append((f"epireia {label.strip()}", f"{a_med} / {a_p99} ms", f"{g_med} / {g_p99} ms"))
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true")
    quick = parser.parse_args().quick
    runs = "5" if quick else "30"
    load = os.getloadavg()
    memory = next(line for line in Path("/proc/meminfo").read_text().splitlines() if "MemTotal" in line)
    print(f"machine: {os.cpu_count()} cores, {memory.split()[1]} kB memory, load average {load[0]:.2f}")

    demo = demo_engine_figures(20 if quick else 200)
    print(
        f"\n== demo engine: one action median {demo['action_median_ms']:.3f} ms p99 "
        f"{demo['action_p99_ms']:.3f} ms; whole game median {demo['game_median_ms']:.2f} ms "
        f"p99 {demo['game_p99_ms']:.2f} ms"
    )
    syracuse = run_script("syracuse_engine.py", "3" if quick else "20")
    epireia = run_script("epireia_engine.py", "3" if quick else "20")
    run_script("render_syracuse.py", runs)
    run_script("render_epireia.py", "--runs", runs)

    games = ["1", "5"] if quick else ["1", "50"]
    results = []
    for database in ("sqlite", "postgres"):
        output = run_script("e2e_latency.py", "--database", database, "--games", *games)
        results += [json.loads(line[7:]) for line in output.splitlines() if line.startswith("RESULT ")]

    print("\n== summary (engine: CPU time; end to end: wall time, bot.py in its own process)")
    print(f"{'title':<32} {'one action median / p99':<26} whole game median / p99")
    for title, action, game in engine_rows(syracuse, epireia, demo):
        print(f"{title:<32} {action:<26} {game}")
    print("renders: see the two render tables above (median, p99, PNG size per picture)")
    print(
        f"\n{'database':<9} {'games':>5} {'slash ack med/p99 ms':>21} {'slash reply med/p99 ms':>23} "
        f"{'move ack med/p99 ms':>20} "
        f"{'move done med/p99 ms':>21} {'moves/s':>8} {'API/move':>9} {'RSS peak MiB':>13}"
    )
    for r in results:
        print(
            f"{r['database']:<9} {r['games']:>5} {r['slash_median_ms']:>9} / {r['slash_p99_ms']:<9} "
            f"{r['slash_done_median_ms']:>11} / {r['slash_done_p99_ms']:<9} "
            f"{r['ack_median_ms']:>8} / {r['ack_p99_ms']:<9} "
            f"{r['move_median_ms']:>9} / {r['move_p99_ms']:<9} "
            f"{r['moves_per_s']:>8} {r['api_calls_per_move']:>9} {r['rss_peak_mib']:>13}"
        )


if __name__ == "__main__":
    main()
