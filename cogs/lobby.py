"""`/game ...`: create, join, leave, start, show, abandon, list and export games; `/game hand`.

The cog stays thin: it reads the interaction, calls the `GameService` and lets the bot's `Table` say
what changed. Refusals raise `AgoraError`; `track()` answers them privately in the user's language.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from agora.bots.control import add_bot, hand_to_bot, remove_bot
from agora.bots.identity import BOT_LEVELS, display, is_bot
from agora.discord.checks import can_abandon, home_channel_id, is_server_manager, require_guild
from agora.discord.components import GameButton
from agora.discord.exports import export_file
from agora.discord.locale import new_game_lang, user_lang
from agora.discord.logs import track
from agora.discord.ops import acknowledge, reply
from agora.discord.options import option_choices, parse_options_text
from agora.discord.private_rooms import seats_changed
from agora.discord.screens import public_status
from agora.discord.seat_choices import SeatFilter, game_seat_choices, seat_choices
from agora.discord.translator import ls
from agora.discord.viewable import viewable_choices, viewable_game
from agora.discord.visibility import readable_games
from agora.errors import AgoraError, echo
from agora.games.new_game import check_new_game
from agora.games.options import option_specs
from agora.presenters.table_facts import seat_label
from cogs.lobby_deadlines import DeadlineCommands
from cogs.lobby_threads import YES_NO_CHOICES, ThreadCommands
from cogs.seat_commands import SeatCommands
from engine.core.options import OptionSpec
from engine.registry import get_engine
from i18n import t

if TYPE_CHECKING:
    from agora.bot import AgoraBot
    from agora.discord.table import Table
    from agora.games import GameRecord, GameService

MAX_CHOICES = 25
MAX_LISTED = 50  # lines of /game list (an embed description holds 4,096 characters)
LANGUAGE_CHOICES = [
    app_commands.Choice(name=ls("lobby.choice.lang.en"), value="en"),
    app_commands.Choice(name=ls("lobby.choice.lang.fr"), value="fr"),
]


@app_commands.guild_only()
class Lobby(
    SeatCommands,  # substitute, hand-over, concede, offer-draw, undo (cogs/seat_commands.py)
    DeadlineCommands,  # /game pause, resume, deadline (cogs/lobby_deadlines.py)
    ThreadCommands,  # /game settings, the thread of /game new (cogs/lobby_threads.py)
    commands.GroupCog,
    group_name=ls("lobby.cmd.game"),
    group_description=ls("lobby.cmd.game.description"),
):
    def __init__(self, bot: AgoraBot) -> None:
        self.bot = bot
        super().__init__()

    async def cog_load(self) -> None:
        self.register_seat_buttons()

    @property
    def service(self) -> GameService:
        return self.bot.service

    @property
    def table(self) -> Table:
        return self.bot.table

    def _option_specs(self, title: str) -> dict[str, OptionSpec] | None:
        """The options a title declares (None for an unknown title: the service refuses it)."""
        return option_specs(get_engine(title)) if title in self.service.titles() else None

    # --- autocomplete -------------------------------------------------------------------------
    async def title_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        lang = user_lang(interaction)
        choices = []
        for title in self.service.titles():
            name = t(f"{title}.title", lang)
            if current.lower() in name.lower() or current.lower() in title:
                choices.append(app_commands.Choice(name=name[:100], value=title))
        return choices[:MAX_CHOICES]

    async def options_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        title = getattr(interaction.namespace, "title", None)
        if title not in self.service.titles():
            return []
        pairs = option_choices(option_specs(get_engine(title)), current, user_lang(interaction))
        return [app_commands.Choice(name=name, value=value) for name, value in pairs][:MAX_CHOICES]

    async def free_seat_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        lang = user_lang(interaction)
        title = getattr(interaction.namespace, "title", None)
        game = None
        if (channel_id := home_channel_id(interaction)) is not None:
            game = await self.service.get_active(channel_id)

        free: SeatFilter = lambda _seat, held: held is None  # noqa: E731
        if game is not None and game.status == "lobby":
            return game_seat_choices(self.service, game, free, current, lang)
        if title in self.service.titles():  # `/game new`: the seats of the title's default options
            engine = get_engine(title)
            specs = engine.seat_specs(engine.parse_options({}))
            return seat_choices(specs, lambda _: None, free, current, lang)
        return []

    async def export_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return await viewable_choices(self.service, interaction, current, ended_only=True)

    # --- commands -----------------------------------------------------------------------------
    @app_commands.command(name=ls("lobby.cmd.new"), description=ls("lobby.cmd.new.description"))
    @app_commands.rename(
        title=ls("lobby.opt.title"),
        options=ls("lobby.opt.options"),
        language=ls("lobby.opt.language"),
        seat=ls("lobby.opt.seat"),
        thread=ls("threads.opt.thread"),
    )
    @app_commands.describe(
        title=ls("lobby.opt.title.description"),
        options=ls("lobby.opt.options.description"),
        language=ls("lobby.opt.language.description"),
        seat=ls("lobby.opt.seat.description"),
        thread=ls("threads.opt.thread.description"),
    )
    @app_commands.choices(language=LANGUAGE_CHOICES, thread=YES_NO_CHOICES)
    @app_commands.autocomplete(
        title=title_autocomplete, options=options_autocomplete, seat=free_seat_autocomplete
    )
    async def new(
        self,
        interaction: discord.Interaction,
        title: str,
        options: str | None = None,
        language: app_commands.Choice[str] | None = None,
        seat: str | None = None,
        thread: app_commands.Choice[str] | None = None,
    ) -> None:
        async with track(interaction, "game new") as tracked:
            channel_id = require_guild(interaction)
            lang = new_game_lang(interaction, language.value if language else None)
            parsed = parse_options_text(options, self._option_specs(title))
            check_new_game(self.service.titles(), title, parsed, seat)  # nothing created if refused
            await acknowledge(interaction, ephemeral=False)  # before the change: see `acknowledge`
            game = await self.service.create(
                guild_id=interaction.guild_id,
                channel_id=channel_id,
                creator_id=interaction.user.id,
                title=title,
                options=parsed,
                language=lang,
                seed=self.bot.next_seed(),
            )
            tracked.game_id = game.id
            try:
                game = await self.service.join(channel_id, interaction.user.id, seat)
            except AgoraError:
                # A seat that does not exist: no half-made game may hold the channel.
                await self.service.abandon(channel_id, interaction.user.id, is_admin=True)
                raise
            line = t(
                "lobby.created",
                lang,
                mention=interaction.user.mention,
                title=t(f"{game.title}.title", lang),
                seat=seat_label(self.service, game, game.seat_of(interaction.user.id) or "", lang),
            )
            lines = [line]
            if interaction.guild_id is not None and await self.wants_thread(interaction.guild_id, thread):
                lines.append(await self.open_thread_line(interaction, game))  # cogs/lobby_threads.py
            payload = await public_status(self.service, game, lines=lines, ping=[])
            await reply(interaction, ephemeral=False, **payload)

    @app_commands.command(name=ls("lobby.cmd.join"), description=ls("lobby.cmd.join.description"))
    @app_commands.rename(seat=ls("lobby.opt.seat"))
    @app_commands.describe(seat=ls("lobby.opt.seat.description"))
    @app_commands.autocomplete(seat=free_seat_autocomplete)
    async def join(self, interaction: discord.Interaction, seat: str | None = None) -> None:
        async with track(interaction, "game join") as tracked:
            channel_id = require_guild(interaction)
            await acknowledge(interaction, ephemeral=False)
            game = await self.service.require_active(channel_id)
            tracked.game_id = game.id
            await self.table.lobby.join(interaction, game, seat)

    @app_commands.command(name=ls("lobby.cmd.leave"), description=ls("lobby.cmd.leave.description"))
    async def leave(self, interaction: discord.Interaction) -> None:
        async with track(interaction, "game leave") as tracked:
            channel_id = require_guild(interaction)
            await acknowledge(interaction, ephemeral=False)
            game = await self.service.leave(channel_id, interaction.user.id)
            tracked.game_id = game.id
            line = t("lobby.left", game.language, mention=interaction.user.mention)
            payload = await public_status(self.service, game, lines=[line], ping=[])
            await reply(interaction, ephemeral=False, **payload)

    @app_commands.command(name=ls("lobby.cmd.start"), description=ls("lobby.cmd.start.description"))
    async def start(self, interaction: discord.Interaction) -> None:
        async with track(interaction, "game start") as tracked:
            channel_id = require_guild(interaction)
            await acknowledge(interaction, ephemeral=False)  # rendering and DMs may take a while
            before = await self.service.require_active(channel_id)
            tracked.game_id = before.id
            claimed: list[str] = []  # a creator who left the server: a seated player takes the role
            before = await self.claim_if_creator_left(interaction, before, claimed)
            outcome = await self.service.start(channel_id, interaction.user.id)
            lang = outcome.game.language
            header = [*claimed, t("lobby.started", lang, title=t(f"{outcome.game.title}.title", lang))]
            await self.table.announce(
                outcome, before=before, interaction=interaction, header=header, public_via_interaction=True
            )

    async def viewable_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return await viewable_choices(self.service, interaction, current)

    @app_commands.command(name=ls("lobby.cmd.status"), description=ls("lobby.cmd.status.description"))
    @app_commands.rename(game=ls("lobby.opt.game"))
    @app_commands.describe(game=ls("needs.opt.status_game.description"))
    @app_commands.autocomplete(game=viewable_autocomplete)
    async def status(self, interaction: discord.Interaction, game: str | None = None) -> None:
        async with track(interaction, "game status") as tracked:
            channel_id = require_guild(interaction)
            # An ended game stays viewable: by its id, or the channel's latest when none is in play.
            record = await viewable_game(self.service, interaction, game, channel_id=channel_id)
            tracked.game_id = record.id
            elsewhere = record.channel_id != channel_id  # another channel's game: shown to the asker only
            await acknowledge(interaction, ephemeral=elsewhere)  # the summary image renders off the loop
            # No ping: anyone may ask for the status; the summary names whom the game waits on.
            payload = await public_status(self.service, record, lines=[], ping=[])
            if elsewhere:
                payload.pop("view", None)  # its buttons belong to its own channel
            await reply(interaction, ephemeral=elsewhere, **payload)

    @app_commands.command(name=ls("lobby.cmd.abandon"), description=ls("lobby.cmd.abandon.description"))
    async def abandon(self, interaction: discord.Interaction) -> None:
        async with track(interaction, "game abandon") as tracked:
            game = await self.service.require_active(require_guild(interaction))
            tracked.game_id = game.id
            if not is_server_manager(interaction):
                # A creator who left the server: a seated player takes the role, then may abandon.
                game = await self.claim_if_creator_left(interaction, game, [])
            if not can_abandon(game.creator_id, interaction.user.id, is_admin=is_server_manager(interaction)):
                raise AgoraError("games.error.not_allowed_to_abandon")
            lang = user_lang(interaction)
            view = discord.ui.View(timeout=None)
            view.add_item(
                GameButton(
                    game.id,
                    game.version,
                    "abandon_yes",
                    label=t("lobby.button.abandon_yes", lang),
                    style="danger",
                )
            )
            view.add_item(
                GameButton(
                    game.id,
                    game.version,
                    "abandon_no",
                    label=t("lobby.button.abandon_no", lang),
                    style="secondary",
                )
            )
            text = t("lobby.abandon_confirm", lang, id=game.id, title=t(f"{game.title}.title", lang))
            await reply(interaction, ephemeral=True, content=text, view=view)

    @app_commands.command(name=ls("lobby.cmd.list"), description=ls("lobby.cmd.list.description"))
    async def list_games(self, interaction: discord.Interaction) -> None:
        async with track(interaction, "game list"):
            require_guild(interaction)
            assert interaction.guild_id is not None
            lang = user_lang(interaction)
            # Open games are at most one per channel: a few channels' worth, then what this user can read.
            listed = await self.service.open_game_summaries(interaction.guild_id, limit=4 * MAX_LISTED)
            games = readable_games(interaction, listed)[:MAX_LISTED]
            if not games:
                await reply(interaction, ephemeral=True, content=t("lobby.list_empty", lang))
                return
            lines = [
                t(
                    "lobby.list_line",
                    lang,
                    id=g.id,
                    title=t(f"{g.title}.title", lang),
                    channel=f"<#{g.channel_id}>",
                    status=t(f"lobby.status.{g.status}", lang),
                    players=g.players,
                )
                for g in games
            ]
            embed = discord.Embed(title=t("lobby.list_title", lang), description="\n".join(lines)[:4096])
            await reply(interaction, ephemeral=True, embed=embed)

    @app_commands.command(name=ls("lobby.cmd.export"), description=ls("lobby.cmd.export.description"))
    @app_commands.rename(game=ls("lobby.opt.game"))
    @app_commands.describe(game=ls("lobby.opt.game.description"))
    @app_commands.autocomplete(game=export_autocomplete)
    async def export(self, interaction: discord.Interaction, game: str | None = None) -> None:
        async with track(interaction, "game export") as tracked:
            channel_id = require_guild(interaction)
            record = await self._export_target(interaction, channel_id, game)
            tracked.game_id = record.id
            if record.status in ("lobby", "active"):
                # The stored state holds every hand: exporting it mid-game would reveal them.
                raise AgoraError("lobby.error.export_running")
            await acknowledge(interaction)
            file = await export_file(self.service, record)
            await reply(
                interaction,
                ephemeral=True,
                content=t("lobby.exported", user_lang(interaction), id=record.id),
                file=file,
            )

    async def _export_target(
        self, interaction: discord.Interaction, channel_id: int, game: str | None
    ) -> GameRecord:
        if game:
            record = await self.service.get(int(game)) if game.isascii() and game.isdigit() else None
            if record is None or not readable_games(interaction, [record]):
                # Another server's game, or a channel this user cannot read: as if it did not exist.
                raise AgoraError("lobby.error.unknown_game", game=echo(game))
            return record
        latest = await self.service.latest_in_channel(channel_id)
        if latest is None:
            raise AgoraError("games.error.no_game")
        return latest

    @app_commands.command(name=ls("lobby.cmd.hand"), description=ls("lobby.cmd.hand.description"))
    async def hand(self, interaction: discord.Interaction) -> None:
        async with track(interaction, "game hand") as tracked:
            game = await self.service.require_active(require_guild(interaction))
            tracked.game_id = game.id
            await self.table.show_hand(interaction, game)

    # --- bot players (issue 13; the logic is in agora/bots) ------------------------------------------
    async def robot_seat_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        """In the lobby, free seats and the seats bots hold (to remove them); in play, people's seats."""
        channel_id = home_channel_id(interaction)  # typed in the game's thread: the channel's game
        if channel_id is None:
            return []
        game = await self.service.get_active(channel_id)
        if game is None:
            return []
        in_lobby = game.status == "lobby"

        def offered(_seat: str, held: int | None) -> bool:
            return (held is None or is_bot(held)) if in_lobby else not is_bot(held)

        return game_seat_choices(self.service, game, offered, current, user_lang(interaction))

    @app_commands.command(name=ls("robot.cmd.bot"), description=ls("robot.cmd.bot.description"))
    @app_commands.rename(
        seat=ls("robot.opt.seat"), level=ls("robot.opt.level"), remove=ls("robot.opt.remove")
    )
    @app_commands.describe(
        seat=ls("robot.opt.seat.description"),
        level=ls("robot.opt.level.description"),
        remove=ls("robot.opt.remove.description"),
    )
    @app_commands.choices(
        level=[app_commands.Choice(name=ls(f"robot.choice.{lv}"), value=lv) for lv in BOT_LEVELS]
    )
    @app_commands.autocomplete(seat=robot_seat_autocomplete)
    async def seat_a_bot(
        self, interaction: discord.Interaction, seat: str, level: str = "normal", remove: bool = False
    ) -> None:
        async with track(interaction, "game bot") as tracked:
            channel_id = require_guild(interaction)
            await acknowledge(interaction, ephemeral=False)
            seat = seat[:32]
            current = await self.service.get_active(channel_id)
            if current is not None and current.status == "active" and not remove:
                # A seat in play goes to the bot until its player acts again (issue 12, part 4).
                held = current.user_of(seat)
                by, manager = interaction.user.id, is_server_manager(interaction)
                game = await hand_to_bot(self.service, channel_id, seat, level, by, manager=manager)
                tracked.game_id = game.id
                label = seat_label(self.service, game, seat, game.language)
                name = display(game.user_of(seat) or 0, game.language)
                line = t("robot.handed", game.language, bot=name, seat=label, player=f"<@{held}>")
                payload = await public_status(self.service, game, lines=[line], ping=[])
                await reply(interaction, ephemeral=False, **payload)
                seats_changed(self.bot, game)
                self.bot.bots.poke(game)
                return
            if remove:
                game = await remove_bot(self.service, channel_id, interaction.user.id, seat)
                label = seat_label(self.service, game, seat, game.language)
                line = t("robot.removed", game.language, seat=label)
            else:
                game = await add_bot(self.service, channel_id, interaction.user.id, seat, level)
                label = seat_label(self.service, game, seat, game.language)
                name = display(game.user_of(seat) or 0, game.language)
                line = t("robot.seated", game.language, bot=name, seat=label)
            tracked.game_id = game.id
            payload = await public_status(self.service, game, lines=[line], ping=[])
            await reply(interaction, ephemeral=False, **payload)


async def setup(bot: AgoraBot) -> None:
    await bot.add_cog(Lobby(bot))
