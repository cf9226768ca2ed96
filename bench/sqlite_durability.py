"""What `synchronous=FULL` costs per move on SQLite, against `NORMAL`, with the real titles.

Run: `nice -n 19 .venv/bin/python bench/sqlite_durability.py [moves]`. For each title (Syracuse,
Epireia) and each setting, plays `moves` random legal moves through the game service on a fresh
SQLite file (WAL, as the bot opens it) in a temporary folder on this machine's disk, and prints the
wall time per move (median, p90, p99) and the difference between the two settings. First, the bare
cost of one small commit with each setting (the sync FULL adds, without the game's CPU work). Games
are restarted with the next seed when one ends. The two settings alternate in blocks of moves so that
a noisy neighbour on a shared machine weighs on both.
"""

from __future__ import annotations

import asyncio
import os
import random
import sqlite3
import statistics
import sys
import tempfile
import time
from pathlib import Path

from agora.games import GameService
from agora.store import create_engine_from_url, make_sessionmaker, upgrade_to_head

TITLES = {"syracuse": 2, "epireia": 2}
SETTINGS = ("NORMAL", "FULL")
ROUNDS = 4  # each setting gets ROUNDS blocks of moves, alternating


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


class Player:
    """One game after another of `title` in one channel, random legal moves."""

    def __init__(self, service: GameService, title: str, players: int, channel: int) -> None:
        self.service, self.title, self.players, self.channel = service, title, players, channel
        self.seed = channel
        self.game = None
        self.rnd = random.Random(channel)

    async def _new_game(self) -> None:
        self.seed += 1
        service = self.service
        await service.create(
            guild_id=1, channel_id=self.channel, creator_id=1, title=self.title,
            options={}, language="en", seed=self.seed,
        )  # fmt: skip
        for user in range(1, self.players + 1):
            await service.join(self.channel, user)
        self.game = (await service.start(self.channel, 1)).game

    async def move(self) -> float:
        """Plays one move; returns its wall time in ms (the service call only)."""
        if self.game is None or self.game.status != "active":
            await self._new_game()
        game = self.game
        status = self.service.status_of(game)
        user = game.user_of(status.waiting_for[0])
        legal = self.service.legal_actions(game, user)
        kind = self.rnd.choice(sorted({a.kind for a in legal}))
        action = self.rnd.choice([a for a in legal if a.kind == kind])
        start = time.perf_counter()
        self.game = (await self.service.act(self.channel, user, action, expected_version=game.version)).game
        return (time.perf_counter() - start) * 1000


async def measure(folder: Path, title: str, moves: int) -> dict[str, list[float]]:
    players: dict[str, Player] = {}
    engines = []
    for index, setting in enumerate(SETTINGS):
        url = f"sqlite+aiosqlite:///{folder / f'{title}-{setting}.db'}"
        await upgrade_to_head(url)
        engine = create_engine_from_url(url, synchronous=setting, must_exist=True)
        engines.append(engine)
        players[setting] = Player(GameService(make_sessionmaker(engine)), title, TITLES[title], 100 + index)
    times: dict[str, list[float]] = {setting: [] for setting in SETTINGS}
    try:
        for _ in range(ROUNDS):
            for setting in SETTINGS:
                for _ in range(moves // ROUNDS):
                    times[setting].append(await players[setting].move())
    finally:
        for engine in engines:
            await engine.dispose()
    return times


def commit_cost(folder: Path, commits: int = 300) -> dict[str, float]:
    """The bare cost of one small committed write per setting (median ms): what FULL adds is one sync of
    the WAL per commit, whatever the title."""
    result = {}
    for setting in SETTINGS:
        connection = sqlite3.connect(folder / f"commits-{setting}.db", isolation_level=None)
        connection.execute("PRAGMA journal_mode=WAL")
        connection.execute(f"PRAGMA synchronous={setting}")
        connection.execute("CREATE TABLE log (id INTEGER PRIMARY KEY, body TEXT)")
        times = []
        for index in range(commits):
            start = time.perf_counter()
            connection.execute("INSERT INTO log (body) VALUES (?)", (f"move {index}" * 20,))
            times.append((time.perf_counter() - start) * 1000)
        connection.close()
        result[setting] = statistics.median(times)
    return result


async def main(moves: int) -> None:
    print(f"SQLite synchronous=NORMAL vs FULL, {moves} moves per title and setting, WAL, service.act time")
    with tempfile.TemporaryDirectory(prefix="agora-durability-", dir=Path.home()) as tmp:
        print(f"database folder: {tmp}; load average {os.getloadavg()[0]:.1f}")
        bare = commit_cost(Path(tmp))
        print(
            f"one small commit, median: NORMAL {bare['NORMAL']:.3f} ms, FULL {bare['FULL']:.3f} ms "
            f"(the sync FULL adds: {bare['FULL'] - bare['NORMAL']:+.3f} ms)"
        )
        for title in TITLES:
            times = await measure(Path(tmp), title, moves)
            medians = {}
            for setting in SETTINGS:
                values = times[setting]
                medians[setting] = statistics.median(values)
                print(
                    f"{title:9} {setting:6} median {medians[setting]:6.2f} ms"
                    f"  p90 {percentile(values, 0.9):6.2f} ms"
                    f"  p99 {percentile(values, 0.99):6.2f} ms  mean {statistics.fmean(values):6.2f} ms"
                )
            extra = medians["FULL"] - medians["NORMAL"]
            share = extra / medians["NORMAL"]
            mean_extra = statistics.fmean(times["FULL"]) - statistics.fmean(times["NORMAL"])
            print(
                f"{title:9} FULL costs {extra:+.2f} ms per move at the median ({share:+.0%}), "
                f"{mean_extra:+.2f} ms on the mean; load average {os.getloadavg()[0]:.1f}"
            )


if __name__ == "__main__":
    asyncio.run(main(int(sys.argv[1]) if len(sys.argv) > 1 else 400))
