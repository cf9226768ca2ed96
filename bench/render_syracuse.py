"""Benchmark of the Syracuse map picture: median and p99 render time, and file sizes.

Positions: the start of scenario 10.1, and a mid-game position reached by random legal actions
(a fixed seed, so runs compare). The static layer is built once before timing (it is cached per
language and zoom in a running bot). Run: `.venv/bin/python bench/render_syracuse.py [runs]`.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from typing import Any

from engine.syracuse.engine import SyracuseEngine, SyracuseOptions
from render.syracuse import render_map

TARGET_MS = 150
MAX_BYTES = 1_000_000


def positions(mid_actions: int = 400) -> dict[str, dict[str, Any]]:
    engine = SyracuseEngine()
    state = engine.create(SyracuseOptions(), ["athens", "syracuse"], 7)
    out = {"start": engine.view(state, "athens")}
    rnd = random.Random(3)
    for _ in range(mid_actions):
        status = engine.status(state)
        if status.finished:
            break
        seat = status.waiting_for[0]
        state = engine.apply(state, seat, rnd.choice(engine.legal_actions(state, seat))).state
    out[f"mid (turn {state.turn})"] = engine.view(state, None)
    return out


def measure(view: dict[str, Any], runs: int, **kwargs: Any) -> tuple[float, float, int]:
    render_map(view, **kwargs)  # warm the caches
    times = []
    size = 0
    for _ in range(runs):
        start = time.perf_counter()
        image = render_map(view, **kwargs)
        times.append((time.perf_counter() - start) * 1000)
        size = len(image.data)
    times.sort()
    p99 = times[min(len(times) - 1, round(len(times) * 0.99) - 1)]
    return statistics.median(times), p99, size


def main() -> None:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 30
    print(
        f"Syracuse map render, {runs} runs each (target: median < {TARGET_MS} ms, file < {MAX_BYTES} bytes)"
    )
    for name, view in positions().items():
        for label, kwargs in (
            ("full map", {"highlight": ["T13", "T15"]}),
            ("full map, fr", {"lang": "fr"}),
            ("zoom harbour", {"zoom": "harbour"}),
        ):
            median, p99, size = measure(view, runs, **kwargs)
            verdict = "ok" if median < TARGET_MS and size < MAX_BYTES else "OVER"
            print(
                f"{name:16} {label:14} median {median:6.1f} ms  p99 {p99:6.1f} ms  "
                f"{size / 1000:7.1f} kB  {verdict}"
            )


if __name__ == "__main__":
    main()
