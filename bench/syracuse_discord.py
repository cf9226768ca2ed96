"""Benchmark of Syracuse on Discord, the bot's side of one action: building the public summary, both
seats' private content and the event lines (every action), and the phase map drawn and encoded for
the upload (at each phase end only). Over a whole random game of scenario 10.1 with a fixed seed.

Run: `.venv/bin/python bench/syracuse_discord.py [seed]`. Prints median/p95 per step, and counts.
"""

from __future__ import annotations

import random
import statistics
import sys
import time

from agora.discord.images import DEFAULT_UPLOAD_LIMIT
from agora.pictures.fitting import fit_rendered
from agora.presenters import TableContext, presenter_for
from engine.core.playout import play, random_chooser
from engine.registry import get_engine

SEATS = ["athens", "syracuse"]


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def main(seed: int) -> None:
    engine = get_engine("syracuse")
    presenter = presenter_for("syracuse")
    ctx = TableContext("syracuse", "en", {"athens": "Athens (alice)", "syracuse": "Syracuse (bob)"})
    log = play(engine, engine.options_model(), SEATS, seed, random_chooser(random.Random(seed))).log
    state = engine.create(engine.options_model(), SEATS, seed)
    presenter.public_summary(ctx, engine.view(state, None), engine.status(state))  # warm the caches
    texts_ms: list[float] = []
    map_ms: list[float] = []
    sizes: list[int] = []
    for seat, action in log:
        result = engine.apply(state, seat, action)
        state = result.state
        started = time.perf_counter()
        status = engine.status(state)
        summary = presenter.public_summary(ctx, engine.view(state, None), status)
        for other in SEATS:
            presenter.private_content(
                ctx, other, engine.view(state, other), engine.legal_actions(state, other), status
            )
        for event in result.events:
            presenter.narrate(ctx, event)
        texts_ms.append((time.perf_counter() - started) * 1000)
        if summary.image is not None:
            started = time.perf_counter()
            encoded = fit_rendered(summary.image.render(), summary.image.name, DEFAULT_UPLOAD_LIMIT)
            map_ms.append((time.perf_counter() - started) * 1000)
            sizes.append(len(encoded.data))
    print(f"seed {seed}: {len(log)} actions, {len(map_ms)} phase maps")
    print(
        f"texts and controls per action: median {statistics.median(texts_ms):.1f} ms, "
        f"p95 {percentile(texts_ms, 0.95):.1f} ms"
    )
    print(
        f"phase map (render + upload encoding): median {statistics.median(map_ms):.0f} ms, "
        f"p95 {percentile(map_ms, 0.95):.0f} ms, size median {statistics.median(sizes) / 1000:.0f} kB, "
        f"max {max(sizes) / 1000:.0f} kB"
    )


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 5)
