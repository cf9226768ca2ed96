"""How long the lobby's game lookups take when the database holds many stored games.

Run: `nice -n 19 .venv/bin/python bench/list_queries.py [--stored 100 10000] [--runs 200]`

For each count, two fresh SQLite databases hold the same games: one with the schema before issue #14
(migration 0001: single-column guild and channel indexes) queried the way the bot did then, one at head
(migration 0002_defects) queried the way it does now. The games are real titles' rows: Syracuse and
Epireia states (the state column is read with the row), two seats each, 50 open games in their own
channels, the rest finished, spread over 500 channels of one server. Each lookup is timed through the
game service (rows read and turned into records), median and p95 over `--runs`:
- `/game list`: now the open games as list lines, without their states (before: the 25 newest open
  games with their states);
- open games (sweep): the Epireia commit-window sweep, every open Epireia game with its state (before:
  the 25 newest open games);
- channel's latest: `/game export` without an id in a channel whose game ended (before: the server's 25
  newest games, then that channel's, so an older game was not found at all);
- export autocomplete: ended games, newest first, by typed id prefix (before: the 25 newest games).
Figures are printed, never asserted.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import time
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime
from typing import Any

from alembic import command
from e2e_setup import fresh_database
from sqlalchemy import insert, select

from agora.games import GameService
from agora.store import create_engine_from_url, make_sessionmaker
from agora.store.migrate import alembic_config
from agora.store.models import OPEN_STATUSES, Game, Seat
from engine.registry import get_engine

GUILD = 1
CHANNELS = 500
OPEN_GAMES = 50
CHUNK = 500


def title_states() -> dict[str, dict[str, Any]]:
    """A started game's stored state per title (the size of what a row carries)."""
    states = {}
    for title in ("syracuse", "epireia"):
        engine = get_engine(title)
        options = engine.parse_options({})
        seats = [spec.id for spec in engine.seat_specs(options)]
        states[title] = engine.dump_state(engine.create(options, seats, 7))
    return states


async def migrate(url: str, revision: str) -> None:
    engine = create_engine_from_url(url)
    try:
        async with engine.begin() as connection:

            def upgrade(sync_connection: Any) -> None:
                config = alembic_config(url)
                config.attributes["connection"] = sync_connection
                command.upgrade(config, revision)

            await connection.run_sync(upgrade)
    finally:
        await engine.dispose()


async def store_games(url: str, count: int, states: dict[str, dict[str, Any]]) -> None:
    """`count` games, `OPEN_GAMES` of them open (one per channel, started at times spread over the
    server's history: a long game started long ago), the others finished."""
    now = datetime.now(UTC)
    engine = create_engine_from_url(url)
    try:
        async with engine.begin() as connection:
            for start in range(0, count, CHUNK):
                rows, seats = [], []
                for index in range(start, min(count, start + CHUNK)):
                    title = "syracuse" if index % 2 else "epireia"
                    is_open = index % max(1, count // OPEN_GAMES) == 0
                    rows.append(
                        {
                            "id": index + 1,
                            "guild_id": GUILD,
                            "channel_id": 10_000 + (index % CHANNELS if not is_open else CHANNELS + index),
                            "title": title,
                            "status": "active" if is_open else "finished",
                            "options": {},
                            "language": "fr" if index % 3 else "en",
                            "creator_id": 100 + index,
                            "seed": index,
                            "version": 40,
                            "state": states[title],
                            "created_at": now,
                            "updated_at": now,
                            "ended_at": None if is_open else now,
                        }
                    )
                    seat_ids = ("athens", "syracuse") if title == "syracuse" else ("a", "b")
                    for n, seat in enumerate(seat_ids):
                        seats.append({"game_id": index + 1, "seat": seat, "user_id": 100 + index + n,
                                      "joined_at": now})  # fmt: skip
                await connection.execute(insert(Game), rows)
                await connection.execute(insert(Seat), seats)
    finally:
        await engine.dispose()


async def timed(call: Callable[[], Awaitable[Any]], runs: int) -> tuple[float, float]:
    await call()  # warm the connection and the statement cache
    times = []
    for _ in range(runs):
        started = time.perf_counter()
        await call()
        times.append((time.perf_counter() - started) * 1000)
    times.sort()
    return statistics.median(times), times[min(len(times) - 1, int(0.95 * len(times)))]


async def before_queries(service: GameService, channel_id: int, runs: int) -> dict[str, tuple[float, float]]:
    """The lookups as the bot made them before #14 (a bound IN, 25 newest rows, filtered in Python)."""

    async def newest(include_ended: bool) -> list[Any]:
        query = select(Game).where(Game.guild_id == GUILD)
        if not include_ended:
            query = query.where(Game.status.in_(OPEN_STATUSES))
        async with service._sessionmaker() as session:
            rows = (await session.scalars(query.order_by(Game.id.desc()).limit(25))).all()
            return await service._records(session, list(rows))

    async def latest() -> Any:
        ended = [g for g in await newest(True) if g.channel_id == channel_id]
        return max(ended, key=lambda g: g.id) if ended else None

    return {
        "/game list": await timed(lambda: newest(False), runs),
        "open games (sweep)": await timed(lambda: newest(False), runs),
        "channel's latest": await timed(latest, runs),
        "export autocomplete": await timed(lambda: newest(True), runs),
    }


async def after_queries(service: GameService, channel_id: int, runs: int) -> dict[str, tuple[float, float]]:
    return {
        "/game list": await timed(lambda: service.open_game_summaries(GUILD, limit=200), runs),
        "open games (sweep)": await timed(lambda: service.open_games(GUILD, title="epireia"), runs),
        "channel's latest": await timed(lambda: service.latest_in_channel(channel_id), runs),
        "export autocomplete": await timed(
            lambda: service.ended_game_summaries(GUILD, id_prefix="1", limit=100), runs
        ),
    }


async def measure(stored: int, revision: str, runs: int, states: dict[str, Any]) -> dict[str, Any]:
    async with fresh_database("sqlite", None) as url:
        await migrate(url, revision)
        await store_games(url, stored, states)
        engine = create_engine_from_url(url)
        try:
            service = GameService(make_sessionmaker(engine))
            oldest_channel = 10_000  # its latest game is one of the oldest of the server
            queries = before_queries if revision == "0001" else after_queries
            return await queries(service, oldest_channel, runs)
        finally:
            await engine.dispose()


async def main(args: argparse.Namespace) -> None:
    load = os.getloadavg()[0]
    print(f"load average {load:.2f} on {os.cpu_count()} cores; SQLite; median / p95 in ms")
    states = title_states()
    for stored in args.stored:
        before = await measure(stored, "0001", args.runs, states)
        after = await measure(stored, "head", args.runs, states)
        for name in before:
            (b_med, b_p95), (a_med, a_p95) = before[name], after[name]
            print(
                f"{stored:>6} stored games, {name:<20}: before {b_med:7.2f} / {b_p95:7.2f} ms, "
                f"after {a_med:7.2f} / {a_p95:7.2f} ms"
            )


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--stored", type=int, nargs="+", default=[100, 10_000])
    parser.add_argument("--runs", type=int, default=200)
    asyncio.run(main(parser.parse_args()))
