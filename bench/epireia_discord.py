"""What Epireia costs on Discord: the presenter's work per message (summary, private content for every
seat, narration) and each picture as sent (map, board, battlefield: median draw time and file size).

    .venv/bin/python bench/epireia_discord.py [--games 3]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from agora.discord.images import DEFAULT_UPLOAD_LIMIT
from agora.pictures.fitting import fit_rendered
from agora.presenters import TableContext, presenter_for
from engine.core.playout import play, random_chooser
from engine.epireia.engine import EpireiaEngine
from engine.epireia.seats import SEATS_BY_PLAYERS
from engine.epireia.state import EpireiaOptions
from render.epireia import render_battlefield, render_board, render_map


def ms(values: list[float]) -> str:
    return f"median {statistics.median(values) * 1000:6.1f} ms, max {max(values) * 1000:6.1f} ms"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=3)
    args = parser.parse_args()
    engine = EpireiaEngine()
    presenter = presenter_for("epireia")
    texts: list[float] = []
    pictures: dict[str, list[tuple[float, int]]] = {"map": [], "board": [], "battlefield": []}
    for game in range(args.games):
        players = (2, 4, 3)[game % 3]
        seats = SEATS_BY_PLAYERS[players]
        options = EpireiaOptions(players=players)
        playout = play(engine, options, seats, game, random_chooser(random.Random(game)))
        state = engine.create(options, seats, game)
        ctx = TableContext("epireia", "en", {s: s for s in seats})
        for step, (seat, action) in enumerate(playout.log):
            outcome = engine.apply(state, seat, action)
            state = outcome.state
            status = engine.status(state)
            started = time.perf_counter()
            presenter.public_summary(ctx, engine.view(state, None), status)
            for other in seats:
                presenter.private_content(
                    ctx, other, engine.view(state, other), engine.legal_actions(state, other), status
                )
            for event in outcome.events:
                presenter.narrate(ctx, event)
            texts.append(time.perf_counter() - started)
            if step % 15 == 0 or state.battle is not None:
                view = engine.view(state, None)
                draws = [
                    ("map", lambda v=view: render_map(v)),
                    ("board", lambda v=view, s=seats[0]: render_board(v, s)),
                ]
                if state.battle is not None:
                    draws.append(("battlefield", lambda v=view: render_battlefield(v)))
                for name, draw in draws:
                    started = time.perf_counter()
                    encoded = fit_rendered(draw(), name, DEFAULT_UPLOAD_LIMIT)
                    pictures[name].append((time.perf_counter() - started, len(encoded.data)))
    print(
        "presenter per accepted action (summary + every seat + narration):",
        f"{ms(texts)} over {len(texts)} actions",
    )
    for name, runs in pictures.items():
        if runs:
            sizes = [size for _, size in runs]
            print(
                f"{name:12s} draw+encode {ms([t for t, _ in runs])};",
                f"size median {statistics.median(sizes) / 1024:.0f} KiB, max {max(sizes) / 1024:.0f} KiB",
                f"over {len(runs)} pictures",
            )


if __name__ == "__main__":
    main()
