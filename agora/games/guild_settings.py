"""A server's settings for all its games (table `guild_settings`): read with defaults, written by an admin."""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from agora.store.models import GuildSettings


class GuildSettingsStore:
    def __init__(self, sessionmaker: async_sessionmaker[AsyncSession]) -> None:
        self._sessionmaker = sessionmaker

    async def thread_default(self, guild_id: int) -> bool:
        async with self._sessionmaker() as session:
            value = await session.scalar(
                select(GuildSettings.thread_default).where(GuildSettings.guild_id == guild_id)
            )
        return bool(value)

    async def set_thread_default(self, guild_id: int, value: bool) -> None:
        for _ in range(2):  # two admins at once: the second insert meets the first row and updates it
            try:
                async with self._sessionmaker() as session, session.begin():
                    row = await session.get(GuildSettings, guild_id)
                    if row is None:
                        session.add(GuildSettings(guild_id=guild_id, thread_default=value))
                    else:
                        row.thread_default = value
                return
            except IntegrityError:
                continue
