"""The game lookups the Discord layer needs, each one an indexed read that stops at its limit.

A channel's latest game, a server's open games, a server's ended games by id prefix: never "the 25
newest games of the server, then filter", which lost older games once 25 newer ones existed, and never
a scan of every stored game of a server (issue #14, defect 5). The status conditions are literal SQL so
that SQLite and PostgreSQL can use the partial index `ix_games_open_guild` (a bound `IN (?, ?)` cannot
prove the index's condition).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

from sqlalchemy import Select, func, select, text
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from agora.store.models import OPEN_GAME_CONDITION, Game, Seat

if TYPE_CHECKING:
    from agora.games.records import GameRecord

ENDED_GAME_CONDITION = "status IN ('finished', 'abandoned')"
MAX_GAME_ID = 2**31 - 1  # games.id is a 32-bit integer on PostgreSQL


def prefix_ranges(prefix: str) -> Iterator[tuple[int, int]]:
    """The id ranges whose decimal writing starts with `prefix` ("12": 12, 120-129, 1200-1299...), so
    that a typed prefix reads the primary key instead of every id turned into text."""
    if not prefix or prefix.startswith("0") or len(prefix) > len(str(MAX_GAME_ID)):
        return
    start = int(prefix)
    width = 1
    while start * width <= MAX_GAME_ID:
        yield start * width, min((start + 1) * width - 1, MAX_GAME_ID)
        width *= 10


@dataclass(frozen=True)
class GameSummary:
    """What a list shows of a game, read without its stored state (which can weigh 20 kB a game)."""

    id: int
    guild_id: int | None
    channel_id: int
    title: str
    status: str
    players: int


def _summaries() -> Select[tuple[int, int | None, int, str, str, int]]:
    players = select(func.count()).where(Seat.game_id == Game.id).scalar_subquery()
    return select(Game.id, Game.guild_id, Game.channel_id, Game.title, Game.status, players)


class GameQueries:
    """Mixed into `GameService`: reads only, records in the lobby's seat order."""

    _sessionmaker: async_sessionmaker[AsyncSession]

    async def _records(self, session: AsyncSession, rows: Iterable[Game]) -> list[GameRecord]:
        raise NotImplementedError  # provided by GameService

    async def latest_in_channel(self, channel_id: int) -> GameRecord | None:
        """The channel's newest game, whatever its status (what `/game export` without an id means)."""
        query = select(Game).where(Game.channel_id == channel_id).order_by(Game.id.desc()).limit(1)
        async with self._sessionmaker() as session:
            rows = (await session.scalars(query)).all()
            records = await self._records(session, rows)
        return records[0] if records else None

    async def open_games(
        self, guild_id: int, *, title: str | None = None, limit: int | None = None
    ) -> list[GameRecord]:
        """The server's games in lobby or play, newest first (all of them unless `limit`)."""
        query = select(Game).where(Game.guild_id == guild_id, text(OPEN_GAME_CONDITION))
        if title is not None:
            query = query.where(Game.title == title)
        query = query.order_by(Game.id.desc())
        if limit is not None:
            query = query.limit(limit)
        async with self._sessionmaker() as session:
            return await self._records(session, (await session.scalars(query)).all())

    async def open_game_summaries(self, guild_id: int, *, limit: int) -> list[GameSummary]:
        """The server's games in lobby or play, newest first, as list lines (`/game list`)."""
        query = (
            _summaries()
            .where(Game.guild_id == guild_id, text(OPEN_GAME_CONDITION))
            .order_by(Game.id.desc())
            .limit(limit)
        )
        async with self._sessionmaker() as session:
            return [GameSummary(*row) for row in await session.execute(query)]

    async def ended_game_summaries(
        self, guild_id: int, *, id_prefix: str = "", limit: int = 25
    ) -> list[GameSummary]:
        """The server's finished or abandoned games, newest first, whose id starts with `id_prefix`
        (digits only; anything else matches nothing): the export autocomplete."""
        if id_prefix and not (id_prefix.isascii() and id_prefix.isdigit()):
            return []
        ended = _summaries().where(Game.guild_id == guild_id, text(ENDED_GAME_CONDITION))
        # With a prefix, the longest ids first: they are the newest.
        ranges = sorted(prefix_ranges(id_prefix), reverse=True) if id_prefix else [(1, MAX_GAME_ID)]
        found: list[GameSummary] = []
        async with self._sessionmaker() as session:
            # One index range per id length ("1": 10000-19999, 1000-1999...): each query seeks its range
            # of (guild_id, id) instead of reading every game of the server to test its id as text.
            for low, high in ranges:
                in_range = ended.where(Game.id.between(low, high))
                query = in_range.order_by(Game.id.desc()).limit(limit - len(found))
                found += [GameSummary(*row) for row in await session.execute(query)]
                if len(found) >= limit:
                    break
        return found
