"""Render-time and size figures for the Epireia pictures at several game moments.

Usage: python bench/render_epireia.py [--runs N] [--save DIR]
Prints, for each picture and moment, the median and p99 render time (view to encoded bytes) and the file
size. With --save, also writes every picture and a 480-pixel-wide copy (the phone check) to DIR.
"""

from __future__ import annotations

import argparse
import io
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PIL import Image

from render.common.encode import RenderedImage
from render.epireia import render_battlefield, render_board, render_map
from render.epireia.map import forget_map_parts
from render.epireia.samples import ENGINE, moments

PHONE_WIDTH = 480


def _cases(players: int) -> list[tuple[str, Callable[[], RenderedImage]]]:
    """(label, render call) for the interesting moments of one seeded game, seen by its first seat."""
    cases: list[tuple[str, Callable[[], RenderedImage]]] = []
    for name, state in moments(players, seed=1):
        seat = next(iter(state.players))
        view = ENGINE.view(state, seat)
        spectator = ENGINE.view(state, None)
        if name in ("start", "mid", "done"):
            # Drawn whole each time: a map part kept from the run before would make it a new phase's map.
            cases.append((f"map {players}p {name}", lambda v=view: _whole_map(v)))
            cases.append((f"board {players}p {name}", lambda v=view, s=seat: render_board(v, s)))
        if name == "mid":
            cases.append(
                (f"map {players}p {name} fr spectator", lambda v=spectator: _whole_map(v, lang="fr"))
            )
            # A new phase over the same map: the kept map part, only the panel drawn.
            cases.append((f"map {players}p {name} map part kept", lambda v=view: render_map(v)))
        if state.battle is not None and name in ("plan", "reveal_1", "reveal_2", "done"):
            cases.append((f"battle {players}p {name}", lambda v=view: render_battlefield(v)))
            cases.append((f"battle {players}p {name} spectator", lambda v=spectator: render_battlefield(v)))
    return cases


def _whole_map(view: dict, **options: Any) -> RenderedImage:
    forget_map_parts()
    return render_map(view, **options)


def _percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def _save(folder: Path, label: str, image: RenderedImage) -> None:
    stem = label.replace(" ", "-")
    suffix = Path(image.filename).suffix
    (folder / f"{stem}{suffix}").write_bytes(image.data)
    picture = Image.open(io.BytesIO(image.data))
    small = picture.resize(
        (PHONE_WIDTH, round(picture.height * PHONE_WIDTH / picture.width)), Image.Resampling.LANCZOS
    )
    small.save(folder / f"{stem}-phone.png")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=30)
    parser.add_argument("--save", type=Path, default=None)
    args = parser.parse_args()
    if args.save:
        args.save.mkdir(parents=True, exist_ok=True)
    print(f"{'picture':42} {'median ms':>9} {'p99 ms':>7} {'KB':>6}  size")
    medians = []
    for players in (1, 2, 4):
        for label, render in _cases(players):
            image = render()  # warm the static-layer and font caches, as a running bot has them
            times = []
            for _ in range(args.runs):
                start = time.perf_counter()
                image = render()
                times.append((time.perf_counter() - start) * 1000)
            median = statistics.median(times)
            medians.append(median)
            p99 = _percentile(times, 0.99)
            size = f"{image.width}x{image.height}"
            print(f"{label:42} {median:9.1f} {p99:7.1f} {len(image.data) / 1024:6.0f}  {size}")
            if args.save:
                _save(args.save, label, image)
    print(f"worst median {max(medians):.1f} ms over {len(medians)} pictures")


if __name__ == "__main__":
    main()
