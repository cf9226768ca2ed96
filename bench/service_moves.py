"""The game service's share of a move, without Discord: CPU per read and move of real titles.

In one process, on a fresh SQLite file, the service opens games (create, two joins, start) and plays each
with random legal actions the way a click does: read the game (`get`), then `act` on the record read
(`known=`, the move's one read). Each round plays `--games` games of up to `--moves` moves and prints the
CPU time per move (the games' openings included, shared over their moves); the last line gives the best
round, the figure to compare (an interruption only ever makes a round slower). End-to-end runs
(`e2e_latency.py`) spread too much to resolve a change of a tenth of a millisecond; this does.
`--shown` adds what the table asks of each new version after a move, as the bot does: every seat's view
and legal actions (the seats' messages).

    .venv/bin/python bench/service_moves.py --title syracuse|epireia [--rounds 5] [--games 10] [--moves 40]
        [--shown]
"""

from __future__ import annotations

import argparse
import asyncio
import random
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run from anywhere, on this tree's code

from agora.games import GameService
from agora.store import create_engine_from_url, make_sessionmaker
from agora.store.models import Base

OPTIONS = {"syracuse": {}, "epireia": {"players": 2}}


async def play_one(
    service: GameService, title: str, channel: int, rng: random.Random, moves: int, shown: bool = False
) -> int:
    """Open a game in `channel` and play up to `moves` random moves; the moves made."""
    await service.create(
        channel_id=channel,
        guild_id=1,
        title=title,
        creator_id=1,
        options=OPTIONS[title],
        language="en",
        seed=channel,
    )
    await service.join(channel, 1)
    await service.join(channel, 2)
    game = (await service.start(channel, 1)).game
    made = 0
    for _ in range(moves):
        game = await service.get(game.id)  # a click's read
        assert game is not None
        status = service.status_of(game)
        if status is None or status.finished:
            break
        seat = status.waiting_for[0]
        action = rng.choice(service.snapshot(game).legal(seat))
        user = game.user_of(seat)
        assert user is not None
        outcome = await service.act(
            channel, user, action, expected_version=game.version, game_id=game.id, known=game
        )
        game = outcome.game
        made += 1
        if shown:  # each seat's message of the new version, as the table builds it
            snapshot = service.snapshot(game)
            for record in game.seats:
                snapshot.view(record.user_id)
                snapshot.legal(record.seat)
    return made


async def main(args: argparse.Namespace) -> None:
    with tempfile.TemporaryDirectory() as folder:
        engine = create_engine_from_url(f"sqlite+aiosqlite:///{folder}/service_moves.db")
        async with engine.begin() as connection:
            await connection.run_sync(Base.metadata.create_all)
        service = GameService(make_sessionmaker(engine), include_hidden_titles=True)
        rng = random.Random(1)
        # warm: imports, caches, statements
        await play_one(service, args.title, 10_000, rng, args.moves, args.shown)
        rounds = []
        for index in range(args.rounds):
            started, made = time.process_time(), 0
            for channel in range(index * args.games + 1, (index + 1) * args.games + 1):
                made += await play_one(service, args.title, channel, rng, args.moves, args.shown)
            rounds.append((time.process_time() - started) * 1000 / made)
            print(f"round {index + 1}: {rounds[-1]:.3f} ms CPU per move over {made} moves")
        shown = " shown=seats" if args.shown else ""
        print(f"service title={args.title}{shown} best_ms_per_move={min(rounds):.3f}")
        await engine.dispose()


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--title", choices=sorted(OPTIONS), default="syracuse")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--moves", type=int, default=40)
    parser.add_argument("--shown", action="store_true", help="also each seat's view and legal actions")
    asyncio.run(main(parser.parse_args()))
