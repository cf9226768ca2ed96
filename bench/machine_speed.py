"""How fast this machine runs Python right now, so that CPU figures taken on different days can be compared.

This virtual machine's host is shared: the same code has measured up to twice as slow from one day to the
next. The reference is a fixed piece of plain Python that imports none of ours (so its meaning never changes
with our code): dictionaries, strings, JSON round trips and sorts, about five moves' worth of the bot's CPU,
run nine times; the fastest run counts (an interruption only ever makes a run slower).

Run alone: `.venv/bin/python bench/machine_speed.py`; `bench/e2e_latency.py` prints it before each run.
"""

from __future__ import annotations

import json
import time


def _workload() -> int:
    counters = {
        f"c{i}": {"zone": f"T{i % 31}", "moved": i % 3 == 0, "strength": [i % 4, i % 5]} for i in range(120)
    }
    checksum = 0
    for turn in range(150):
        text = json.dumps(counters)
        state = json.loads(text)
        for key, counter in state.items():
            if counter["moved"] or (turn + len(key)) % 7 == 0:
                counter["zone"] = f"T{(int(key[1:]) + turn) % 31}"
            checksum += sum(counter["strength"]) + len(counter["zone"])
        ordered = sorted(state.items(), key=lambda kv: (kv[1]["zone"], kv[0]))
        checksum += len(" ".join(f"{k}:{v['zone']}" for k, v in ordered[:40]))
        counters = state
    return checksum


def reference_ms(runs: int = 9, warm_up_s: float = 2.0) -> float:
    """The CPU time of the fixed workload, in ms: the fastest of `runs`, after `warm_up_s` seconds of it.

    This host has spells of a few seconds at about half speed (measured on 2026-11-25: runs of 48-51 ms,
    then 90-103 ms for one to three seconds, often just after a pause); the warm-up and the fastest run keep
    them out, so the figure is the machine's speed at its best at that moment. A spell during a benchmark
    is not seen here: compare CPU figures between runs alternated in the same minutes."""
    started = time.process_time()
    while time.process_time() - started < warm_up_s:
        _workload()
    best = float("inf")
    for _ in range(runs):
        started = time.process_time()
        _workload()
        best = min(best, time.process_time() - started)
    return best * 1000


def describe(reference: float) -> str:
    return f"reference workload {reference:.1f} ms CPU (bench/machine_speed.py: lower is faster)"


if __name__ == "__main__":
    print(describe(reference_ms()))
