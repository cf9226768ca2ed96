"""`bench/bots.py` works end to end on a tiny sample (the full run is the benchmark, not a test)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

BENCH = Path(__file__).resolve().parents[2] / "bench" / "bots.py"


def _bench():  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location("bench_bots", BENCH)
    module = importlib.util.module_from_spec(spec)  # type: ignore[arg-type]
    spec.loader.exec_module(module)  # type: ignore[union-attr]
    return module


def test_one_pairing_line_and_the_interval():
    bench = _bench()
    line = bench.pairing(None, "epireia", "easy", "random", 1, 0)
    assert line.startswith("| epireia | easy | random | delos1 | 1 |")
    low, high = bench.wilson(180, 200)
    assert 0.85 < low < 0.9 < high < 0.94
