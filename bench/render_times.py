"""Render time and file size of every picture kind, warm (caches filled by a first render), for the phone
targets of issue 11: median under 30 ms and every PNG under 1 MB.

Syracuse: the full map and each zoom group on a mid-game position (random legal actions, fixed seed), the
crowded harbour of the phone tests, and a close-up of two zones. Epireia: the map of a 2- and a 4-player
game in its third turn (fixed seed), and a player's board.
Run: `nice -n 19 .venv/bin/python bench/render_times.py [runs]` (default 40 runs per picture). It prints
one line per picture: `render kind=<kind> median_ms=… p99_ms=… cpu_median_ms=… kb=… verdict=ok|SLOW|BIG`
(the verdict is on the wall-clock median; on a shared, loaded machine compare the CPU median too)."""

from __future__ import annotations

import copy
import statistics
import sys
import time
from collections.abc import Callable
from typing import Any

TARGET_MS = 30.0
MAX_BYTES = 1_000_000


def _crowded(view: dict[str, Any]) -> dict[str, Any]:
    """Every counter in the zones round the Great Harbour (as in tests/render/test_phone.py)."""
    land = ["T13", "T15", "T16", "T17", "T24", "T25", "T26", "T27"]
    sea = ["M6", "M7", "M9", "M10", "M11", "M12"]
    view = copy.deepcopy(view)
    for i, (uid, unit) in enumerate(sorted(view["units"].items())):
        zones = sea if uid.split("_")[1].startswith("t") else land
        unit.update(zone=zones[i % len(zones)], eliminated=False, weakened=i % 3 == 0)
    for i, leader in enumerate(view["leaders"].values()):
        leader.update(zone=land[i % len(land)], eliminated=False, removed_for_good=False)
    view["battle"] = {"zone": "T17"}
    return view


def syracuse_pictures() -> dict[str, Callable[[], Any]]:
    from engine.syracuse.engine import SyracuseEngine, SyracuseOptions
    from render.syracuse import render_closeup, render_map, zoom_group_ids
    from render.syracuse.samples import mid_game_view

    mid = mid_game_view(actions=300, seed=11)
    engine = SyracuseEngine()
    crowded = _crowded(engine.view(engine.create(SyracuseOptions(), ["athens", "syracuse"], 1), None))
    out: dict[str, Callable[[], Any]] = {
        "syracuse-full": lambda: render_map(mid, highlight=["T13", "T14"]),
        "syracuse-full-fr": lambda: render_map(mid, lang="fr"),
        "syracuse-full-crowded": lambda: render_map(crowded),
    }
    for group in zoom_group_ids():
        out[f"syracuse-zoom-{group}"] = lambda group=group: render_map(mid, zoom=group)
    out["syracuse-zoom-harbour-crowded"] = lambda: render_map(crowded, zoom="harbour")
    out["syracuse-closeup-T24-T25"] = lambda: render_closeup(mid, ["T24", "T25"], highlight=["T24"])
    return out


def epireia_pictures() -> dict[str, Callable[[], Any]]:
    from render.epireia import render_board, render_map
    from render.epireia.map import forget_map_parts
    from render.epireia.samples import ENGINE, moment

    out: dict[str, Callable[[], Any]] = {}
    for players in (2, 4):
        state = moment(players, "mid")
        view = ENGINE.view(state, None)
        # Drawn whole each time; "-kept": a new phase over the same map, only the panel drawn.
        out[f"epireia-map-{players}p"] = lambda view=view: (forget_map_parts(), render_map(view))[1]
        out[f"epireia-map-{players}p-kept"] = lambda view=view: render_map(view)
        seat = next(iter(state.players))
        seat_view = ENGINE.view(state, seat)
        out[f"epireia-board-{players}p"] = lambda v=seat_view, s=seat: render_board(v, s)
    return out


def measure(render: Callable[[], Any], runs: int) -> tuple[float, float, float, int]:
    """Wall-clock median and p99, CPU-time median (a render is single-threaded: on a loaded shared machine
    its CPU time is what it would take alone), largest file."""
    render()  # warm: static layers, fonts, palettes, layouts
    times, cpu = [], []
    size = 0
    for _ in range(runs):
        start, start_cpu = time.perf_counter(), time.process_time()
        picture = render()
        times.append((time.perf_counter() - start) * 1000)
        cpu.append((time.process_time() - start_cpu) * 1000)
        size = max(size, len(picture.data))
    times.sort()
    p99 = times[min(len(times) - 1, round(len(times) * 0.99) - 1)]
    return statistics.median(times), p99, statistics.median(cpu), size


def main() -> None:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 40
    print(f"# {runs} warm runs per picture; targets: median < {TARGET_MS:.0f} ms, PNG < {MAX_BYTES} bytes")
    for kind, render in {**syracuse_pictures(), **epireia_pictures()}.items():
        median, p99, cpu, size = measure(render, runs)
        verdict = "BIG" if size >= MAX_BYTES else "SLOW" if median >= TARGET_MS else "ok"
        print(
            f"render kind={kind} median_ms={median:.1f} p99_ms={p99:.1f} cpu_median_ms={cpu:.1f} "
            f"kb={size / 1000:.0f} verdict={verdict}"
        )


if __name__ == "__main__":
    main()
