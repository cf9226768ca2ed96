"""Games in threads: the `thread:` option of `/game new` and `/game settings` (the server's default), a
mixin of the `/game` group (cogs/lobby.py). The thread itself is `agora/discord/game_threads.py`."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from agora.discord.checks import is_server_manager
from agora.discord.game_threads import keep_open, open_game_thread
from agora.discord.locale import user_lang
from agora.discord.logs import track
from agora.discord.ops import reply
from agora.discord.translator import ls
from agora.errors import AgoraError
from i18n import t

if TYPE_CHECKING:
    from agora.bot import AgoraBot
    from agora.games import GameRecord

YES, NO = "yes", "no"
YES_NO_CHOICES = [
    app_commands.Choice(name=ls("threads.choice.yes"), value=YES),
    app_commands.Choice(name=ls("threads.choice.no"), value=NO),
]


class ThreadCommands:
    bot: AgoraBot

    async def wants_thread(self, guild_id: int, choice: app_commands.Choice[str] | None) -> bool:
        """`/game new thread:` when given, else the server's default."""
        if choice is not None:
            return choice.value == YES
        return await self.bot.guild_settings.thread_default(guild_id)

    async def open_thread_line(self, interaction: discord.Interaction, game: GameRecord) -> str:
        """Open the game's thread; the line telling the channel where the game is played."""
        channel = interaction.channel
        if isinstance(channel, discord.Thread):  # typed in a thread: the game's thread goes beside it
            channel = channel.parent
        thread_id = await open_game_thread(self.bot.service, game, channel)
        if thread_id is None:
            return t("threads.no_permission", game.language)
        return t("threads.opened", game.language, thread=f"<#{thread_id}>")

    @commands.Cog.listener()
    async def on_thread_update(self, before: discord.Thread, after: discord.Thread) -> None:
        """A game's thread archived while the game goes on: open it again (its feed must keep going)."""
        if after.archived and not before.archived:
            await keep_open(self.bot.service, after)

    @app_commands.command(name=ls("threads.cmd.settings"), description=ls("threads.cmd.settings.description"))
    @app_commands.rename(thread_default=ls("threads.opt.thread_default"))
    @app_commands.describe(thread_default=ls("threads.opt.thread_default.description"))
    @app_commands.choices(thread_default=YES_NO_CHOICES)
    async def settings(
        self, interaction: discord.Interaction, thread_default: app_commands.Choice[str] | None = None
    ) -> None:
        async with track(interaction, "game settings"):
            if interaction.guild_id is None:
                raise AgoraError("lobby.error.guild_only")
            lang = user_lang(interaction)
            store = self.bot.guild_settings
            key = "threads.settings"
            if thread_default is not None:
                if not is_server_manager(interaction):
                    raise AgoraError("threads.error.manage_server")
                await store.set_thread_default(interaction.guild_id, thread_default.value == YES)
                key = "threads.settings_saved"
            value = await store.thread_default(interaction.guild_id)
            shown = t("threads.choice.yes" if value else "threads.choice.no", lang)
            await reply(interaction, ephemeral=True, content=t(key, lang, value=shown))
