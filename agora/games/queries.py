"""The game lookups the Discord layer needs, each one an indexed read that stops at its limit.

A channel's latest game, a server's open games, a server's ended games by id prefix: never "the 25
newest games of the server, then filter", which lost older games once 25 newer ones existed, and never
a scan of every stored game of a server (issue #14, defect 5). The status conditions are literal SQL so
that SQLite and PostgreSQL can use the partial index `ix_games_open_guild` (a bound `IN (?, ?)` cannot
prove the index's condition).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from sqlalchemy import String, cast, select, text
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from agora.store.models import OPEN_GAME_CONDITION, Game

if TYPE_CHECKING:
    from agora.games.records import GameRecord

ENDED_GAME_CONDITION = "status IN ('finished', 'abandoned')"


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

    async def ended_games(self, guild_id: int, *, id_prefix: str = "", limit: int = 25) -> list[GameRecord]:
        """The server's finished or abandoned games, newest first, whose id starts with `id_prefix`
        (digits only; anything else matches nothing)."""
        if id_prefix and not (id_prefix.isascii() and id_prefix.isdigit()):
            return []
        query = select(Game).where(Game.guild_id == guild_id, text(ENDED_GAME_CONDITION))
        if id_prefix:
            query = query.where(cast(Game.id, String).startswith(id_prefix, autoescape=True))
        query = query.order_by(Game.id.desc()).limit(limit)
        async with self._sessionmaker() as session:
            return await self._records(session, (await session.scalars(query)).all())
