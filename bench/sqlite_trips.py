"""The CPU of a read and a write through SQLAlchemy on SQLite: plain aiosqlite against `one_trip_sqlite`.

Each round opens a fresh engine on a temporary file and runs `--pairs` pairs of a one-row read (its own
connection) and a one-row write (its own transaction), as a move does; the process's CPU time (every
thread: the event loop and aiosqlite's) is divided by the pairs. The two drivers alternate, round by
round. Usage: `.venv/bin/python bench/sqlite_trips.py [--pairs 3000] [--rounds 3]`.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import tempfile
import time
from pathlib import Path

from sqlalchemy import event, text

from agora.store import db, one_trip_sqlite


async def cpu_ms_per_pair(path: Path, pairs: int, *, one_trip: bool) -> float:
    engine = db.create_engine_from_url(f"sqlite+aiosqlite:///{path}")
    if not one_trip:  # the connection aiosqlite itself opens, as before one_trip_sqlite
        event.remove(engine.sync_engine, "do_connect", one_trip_sqlite.do_connect)
    try:
        async with engine.begin() as conn:
            await conn.execute(text("CREATE TABLE IF NOT EXISTS games (id INTEGER PRIMARY KEY, state TEXT)"))
        read = text("SELECT id, state FROM games WHERE id = :id")
        write = text("INSERT OR REPLACE INTO games VALUES (:id, 'x')")
        start = time.process_time()
        for n in range(pairs):
            async with engine.connect() as conn:
                (await conn.execute(read, {"id": n % 50})).fetchall()
            async with engine.begin() as conn:
                await conn.execute(write, {"id": n % 50})
        return (time.process_time() - start) / pairs * 1000
    finally:
        await engine.dispose()


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pairs", type=int, default=3000)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    figures: dict[str, list[float]] = {"aiosqlite": [], "one_trip": []}
    with tempfile.TemporaryDirectory() as folder:
        for round_ in range(args.rounds):
            for name in figures:
                path = Path(folder) / f"{name}-{round_}.db"
                figures[name].append(await cpu_ms_per_pair(path, args.pairs, one_trip=name == "one_trip"))
    for name, values in figures.items():
        runs = ", ".join(f"{v:.3f}" for v in values)
        median = statistics.median(values)
        print(f"sqlite_trips driver={name} cpu_ms_per_read_and_write={median:.3f} runs=[{runs}]")


if __name__ == "__main__":
    asyncio.run(main())
