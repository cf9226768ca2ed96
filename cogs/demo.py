"""`/duel play card:` for the demo title (Oracle Duel); Keep/Reroll are buttons in the private content."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from agora.discord.checks import home_channel_id, require_guild, require_title_game
from agora.discord.locale import user_lang
from agora.discord.logs import track
from agora.discord.translator import ls
from engine.core import Action
from i18n import t

if TYPE_CHECKING:
    from agora.bot import AgoraBot
    from agora.games import GameRecord

TITLE = "demo"


@app_commands.guild_only()
class Duel(
    commands.GroupCog,
    group_name=ls("demo_discord.cmd.duel"),
    group_description=ls("demo_discord.cmd.duel.description"),
):
    def __init__(self, bot: AgoraBot) -> None:
        self.bot = bot
        super().__init__()

    async def _my_game(self, interaction: discord.Interaction) -> GameRecord:
        return await require_title_game(
            self.bot.service, require_guild(interaction), TITLE, user_lang(interaction)
        )

    async def card_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[int]]:
        channel_id = home_channel_id(interaction)  # typed in the game's thread: the channel's game
        if channel_id is None:
            return []
        game = await self.bot.service.get_active(channel_id)
        seat = game.seat_of(interaction.user.id) if game is not None and game.title == TITLE else None
        if game is None or seat is None:
            return []
        cards = [
            a.params["card"] for a in self.bot.service.seat_legal_actions(game, seat) if a.kind == "play"
        ]
        return [
            app_commands.Choice(name=t("demo_discord.card", interaction.locale, card=c), value=c)
            for c in cards
            if current in str(c)
        ]

    @app_commands.command(
        name=ls("demo_discord.cmd.duel.play"), description=ls("demo_discord.cmd.duel.play.description")
    )
    @app_commands.rename(card=ls("demo_discord.opt.card"))
    @app_commands.describe(card=ls("demo_discord.opt.card.description"))
    @app_commands.autocomplete(card=card_autocomplete)
    async def play(self, interaction: discord.Interaction, card: app_commands.Range[int, 1, 6]) -> None:
        async with track(interaction, "duel play") as tracked:
            game = await self._my_game(interaction)
            tracked.game_id = game.id
            await self.bot.table.act(
                interaction, game, Action(kind="play", params={"card": card}), expected_version=None
            )


async def setup(bot: AgoraBot) -> None:
    await bot.add_cog(Duel(bot))
