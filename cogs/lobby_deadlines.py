"""`/game pause`, `/game resume` and `/game deadline`: a mixin of the `/game` group (cogs/lobby.py).

Pause and resume act at once for the game's creator; any other player's command is a vote, and a
majority of the seats decides (the same command repeated by others: no buttons to go stale).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from agora.discord.checks import require_guild
from agora.discord.locale import user_lang
from agora.discord.logs import track
from agora.discord.ops import acknowledge, reply
from agora.discord.screens import NO_MENTIONS, awaited_users, public_status
from agora.discord.translator import ls
from agora.games import timing as tm
from agora.games.timeouts import POLICIES
from i18n import t

if TYPE_CHECKING:
    from agora.bot import AgoraBot
    from agora.games import GameRecord

TIMEOUT_CHOICES = [app_commands.Choice(name=ls(f"deadlines.choice.timeout.{p}"), value=p) for p in POLICIES]


def timing_summary(game: GameRecord, lang: str) -> str:
    options = tm.TimingOptions.of(game.options)
    turn = t("deadlines.hours", lang, hours=options.turn_hours) if options.turn_hours else None
    params: dict[str, Any] = {
        "turn": turn or t("deadlines.no_deadline", lang),
        "quick": options.decision_minutes,
        "reminders": options.reminders,
        "timeout": t(f"deadlines.policy.{options.timeout}", lang),
        "limit": options.forfeit_after,
    }
    key = "deadlines.summary_forfeit" if options.timeout == "forfeit" else "deadlines.summary"
    return t(key, lang, **params)


class DeadlineCommands:
    bot: AgoraBot

    async def _pause_or_resume(self, interaction: discord.Interaction, *, pause: bool) -> None:
        verb = "pause" if pause else "resume"
        async with track(interaction, f"game {verb}") as tracked:
            channel_id = require_guild(interaction)
            await acknowledge(interaction, ephemeral=False)
            game, missing = await self.bot.deadlines.vote_pause(channel_id, interaction.user.id, pause=pause)
            tracked.game_id = game.id
            mention = interaction.user.mention
            if missing:
                line = t(f"deadlines.vote_{verb}", game.language, mention=mention, missing=missing)
                await reply(interaction, ephemeral=False, content=line, allowed_mentions=NO_MENTIONS)
                return
            line = t("deadlines.paused" if pause else "deadlines.resumed", game.language, mention=mention)
            status = self.bot.service.status_of(game)
            ping = [] if pause else awaited_users(game, status)
            payload = await public_status(self.bot.service, game, lines=[line], ping=ping)
            await reply(interaction, ephemeral=False, **payload)

    @app_commands.command(name=ls("deadlines.cmd.pause"), description=ls("deadlines.cmd.pause.description"))
    async def pause(self, interaction: discord.Interaction) -> None:
        await self._pause_or_resume(interaction, pause=True)

    @app_commands.command(name=ls("deadlines.cmd.resume"), description=ls("deadlines.cmd.resume.description"))
    async def resume(self, interaction: discord.Interaction) -> None:
        await self._pause_or_resume(interaction, pause=False)

    @app_commands.command(
        name=ls("deadlines.cmd.deadline"), description=ls("deadlines.cmd.deadline.description")
    )
    @app_commands.rename(
        turn_hours=ls("deadlines.opt.turn_hours"),
        decision_minutes=ls("deadlines.opt.decision_minutes"),
        reminders=ls("deadlines.opt.reminders"),
        timeout=ls("deadlines.opt.timeout"),
        forfeit_after=ls("deadlines.opt.forfeit_after"),
    )
    @app_commands.describe(
        turn_hours=ls("deadlines.opt.turn_hours.description"),
        decision_minutes=ls("deadlines.opt.decision_minutes.description"),
        reminders=ls("deadlines.opt.reminders.description"),
        timeout=ls("deadlines.opt.timeout.description"),
        forfeit_after=ls("deadlines.opt.forfeit_after.description"),
    )
    @app_commands.choices(timeout=TIMEOUT_CHOICES)
    async def deadline(
        self,
        interaction: discord.Interaction,
        turn_hours: app_commands.Range[int, 1, 168] | None = None,
        decision_minutes: app_commands.Range[int, 1, 1440] | None = None,
        reminders: app_commands.Range[str, 1, 40] | None = None,
        timeout: app_commands.Choice[str] | None = None,
        forfeit_after: app_commands.Range[int, 1, 10] | None = None,
    ) -> None:
        async with track(interaction, "game deadline") as tracked:
            channel_id = require_guild(interaction)
            raw: dict[str, Any] = {
                tm.TURN_HOURS: turn_hours,
                tm.DECISION_MINUTES: decision_minutes,
                tm.REMINDERS: reminders,
                tm.TIMEOUT: timeout.value if timeout is not None else None,
                tm.FORFEIT_AFTER: forfeit_after,
            }
            raw = {k: v for k, v in raw.items() if v is not None}
            lang = user_lang(interaction)
            if not raw:
                game = await self.bot.service.require_active(channel_id)
                tracked.game_id = game.id
                text = t("deadlines.configured", lang, id=game.id, summary=timing_summary(game, lang))
                await reply(interaction, ephemeral=True, content=text)
                return
            await acknowledge(interaction, ephemeral=False)
            game = await self.bot.deadlines.configure(channel_id, interaction.user.id, raw)
            tracked.game_id = game.id
            summary = timing_summary(game, game.language)
            text = t("deadlines.configured", game.language, id=game.id, summary=summary)
            await reply(interaction, ephemeral=False, content=text, allowed_mentions=NO_MENTIONS)
