"""`/admin status` (`/admin etat`): the bot's health for its owner (the Discord application's owner),
privately: games, delayed work waiting, the last backup, errors of the last day (agora/health.py). The
same numbers go to the log as one line every HEALTH_LOG_MINUTES."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from datetime import UTC, datetime
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from agora.discord.locale import user_lang
from agora.discord.logs import track
from agora.discord.ops import reply
from agora.discord.translator import ls
from agora.errors import AgoraError
from agora.health import ErrorCount, Health, read_health
from i18n import t

if TYPE_CHECKING:
    from agora.bot import AgoraBot

log = logging.getLogger("agora.health")


def _when(moment: datetime | None, lang: str) -> str:
    return discord.utils.format_dt(moment, "R") if moment else t("admin.none", lang)


def status_text(health: Health, lang: str) -> str:
    backup = (
        t("admin.backup", lang, file=health.last_backup.name, when=_when(health.backup_at, lang))
        if health.last_backup
        else t("admin.no_backup", lang)
    )
    return t(
        "admin.status",
        lang,
        lobby=health.games["lobby"],
        active=health.games["active"],
        finished=health.games["finished"],
        abandoned=health.games["abandoned"],
        outbox=health.outbox,
        oldest=_when(health.oldest_outbox, lang),
        timers=health.timers,
        next=_when(health.next_timer, lang),
        backup=backup,
        errors=health.errors_last_day,
        now=discord.utils.format_dt(datetime.now(UTC), "f"),
    )


class Admin(
    commands.GroupCog,
    group_name=ls("admin.cmd.admin"),
    group_description=ls("admin.cmd.admin.description"),
):
    def __init__(self, bot: AgoraBot) -> None:
        self.bot = bot
        self.errors = ErrorCount()
        self._health_task: asyncio.Task[None] | None = None

    async def cog_load(self) -> None:
        logging.getLogger().addHandler(self.errors)
        minutes = self.bot.settings.health_log_minutes
        if minutes > 0:
            self._health_task = asyncio.create_task(self._log_health(minutes * 60))

    async def cog_unload(self) -> None:
        logging.getLogger().removeHandler(self.errors)
        if self._health_task is not None:
            self._health_task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._health_task

    async def health(self) -> Health:
        settings = self.bot.settings
        return await read_health(self.bot.db_engine, settings.database_url, settings.backup_dir, self.errors)

    async def _log_health(self, every: float) -> None:
        while True:
            await asyncio.sleep(every)
            try:
                log.info((await self.health()).log_line())
            except Exception as exc:  # a database down is said by the next line, not by a dead task
                log.warning("health unavailable: %s", " ".join(str(exc).split())[:200])

    @app_commands.command(name=ls("admin.cmd.status"), description=ls("admin.cmd.status.description"))
    async def status(self, interaction: discord.Interaction) -> None:
        async with track(interaction, "admin status"):
            if not await self.bot.is_owner(interaction.user):
                raise AgoraError("admin.error.owner_only")
            text = status_text(await self.health(), user_lang(interaction))
            await reply(interaction, ephemeral=True, content=text)


async def setup(bot: AgoraBot) -> None:
    await bot.add_cog(Admin(bot))
