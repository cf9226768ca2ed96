"""`/syracuse …`: every Syracuse action as a slash command with legal-only autocomplete, plus the map
and the status on demand. Decisions also come as buttons and selects in the players' DMs (presenter);
both paths end in `Table.act`, which answers, posts the phase summary, DMs the hands and pings.

The action commands are generated from one table, `COMMAND_KINDS` (`cogs/syracuse_choices.py`): one
command per entry, its name, description and option localised through the catalog like any other."""

from __future__ import annotations

import dataclasses
import types
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from agora.discord.checks import home_channel_id, require_guild, require_title_game
from agora.discord.images import HeadStarts, as_file, render_image, upload_limit
from agora.discord.locale import user_lang
from agora.discord.logs import track
from agora.discord.messages import build_embed
from agora.discord.ops import acknowledge, reply
from agora.discord.translator import ls
from agora.discord.viewable import viewable_choices, viewable_game
from agora.errors import AgoraError, echo
from agora.presenters import EmbedSpec, presenter_for
from agora.presenters.syracuse import involved_zones
from agora.presenters.table_facts import table_context
from cogs.syracuse_choices import COMMAND_KINDS, choices, pass_action, resolve
from engine.core import Action
from engine.syracuse.stratagems import faces
from i18n import t

if TYPE_CHECKING:
    from agora.bot import AgoraBot
    from agora.games import GameRecord

TITLE = "syracuse"
PASS = "pass"  # the one action command without an option: it picks the pass itself
# The option's description, where its key does not follow `syracuse_discord.opt.<command>.description`.
OPTION_DESCRIPTION = {
    "announce": "syracuse_discord.opt.ap.description",
    "activate": "syracuse_discord.opt.zone.description",
}


def closeup_layer() -> list[Callable[[], Any]]:
    """The steps that draw the layer the close-ups are cut from (render/syracuse/base.py) where the
    pictures are drawn, so that the first combat after a start does not wait half a second for it: a
    refresh still drawing when the next step comes is replaced, close-up and all. Band by band, each
    when no picture is being drawn: whole, it held up the start maps of the games opened with the first
    one for 0.8 s."""
    from render.syracuse.base import MASTER_BANDS, closeup_master, draw_master_band

    bands: list[Callable[[], Any]] = [partial(draw_master_band, index) for index in range(MASTER_BANDS)]
    return [*bands, closeup_master]  # the bands, then put together


def _as_method(fn: Any, name: str) -> Any:
    """discord.py tells a cog's methods (called with the cog first) by their qualified name."""
    fn.__name__, fn.__qualname__ = name, f"Syracuse.{name}"
    return fn


def _action_command(command: str) -> app_commands.Command[Any, ..., None]:
    """`/syracuse <command> choice:` — the legal actions of its kinds, autocompleted, then submitted."""
    name = ls(f"syracuse_discord.cmd.{command}")
    description = ls(f"syracuse_discord.cmd.{command}.description")
    if command == PASS:

        async def pass_callback(self: Syracuse, interaction: discord.Interaction) -> None:
            await self._pass(interaction)

        return app_commands.command(name=name, description=description)(_as_method(pass_callback, "pass_"))

    async def suggest(
        self: Syracuse, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return await self._autocomplete(interaction, command, current)

    async def submit(self: Syracuse, interaction: discord.Interaction, choice: str) -> None:
        await self._submit(interaction, command, choice)

    callback = _as_method(submit, command)
    callback = app_commands.autocomplete(choice=_as_method(suggest, f"ac_{command}"))(callback)
    callback = app_commands.rename(choice=ls("syracuse_discord.opt.choice"))(callback)
    option = OPTION_DESCRIPTION.get(command, f"syracuse_discord.opt.{command}.description")
    callback = app_commands.describe(choice=ls(option))(callback)
    return app_commands.command(name=name, description=description)(callback)


class SyracuseCommands:
    """What the generated commands share, and the commands on demand (the map and the status)."""

    bot: AgoraBot

    _ahead: HeadStarts  # the close-ups' layer drawn ahead, once

    @commands.Cog.listener()
    async def on_game_announced(self, game: GameRecord) -> None:
        """The first Syracuse game this process shows: draw the close-ups' layer now, before any combat
        (not at start-up: a server that never plays Syracuse keeps the memory)."""
        if game.title == TITLE and "closeups" not in self._ahead:
            self._ahead.start("closeups", closeup_layer(), "the close-ups' layer")

    async def _my_game(self, interaction: discord.Interaction) -> GameRecord:
        return await require_title_game(
            self.bot.service, require_guild(interaction), TITLE, user_lang(interaction)
        )

    async def _viewable(self, interaction: discord.Interaction, game_id: str | None) -> GameRecord:
        """A game to look at, even ended (`game:<id>`, else this channel's)."""
        channel_id = require_guild(interaction)
        return await viewable_game(self.bot.service, interaction, game_id, channel_id=channel_id, title=TITLE)

    async def _seat_and_legal(self, interaction: discord.Interaction) -> tuple[GameRecord, str, list[Action]]:
        game = await self._my_game(interaction)
        if game.status != "active":
            raise AgoraError("games.error.not_started")
        seat = game.seat_of(interaction.user.id)
        if seat is None:
            raise AgoraError("games.error.not_in_game")
        return game, seat, self.bot.service.snapshot(game).legal(seat)

    def _hand_faces(self, game: GameRecord, user_id: int) -> list[int]:
        hand = self.bot.service.view_for(game, user_id).get("hand") or []
        return [n for entry in hand for n in faces(entry["counter"])]

    async def _submit(self, interaction: discord.Interaction, command: str, value: str) -> None:
        async with track(interaction, f"syracuse {command}") as tracked:
            game, _seat, legal = await self._seat_and_legal(interaction)
            tracked.game_id = game.id
            faces_held = self._hand_faces(game, interaction.user.id)
            action = resolve(command, value, legal, faces_held, user_lang(interaction))
            await self.bot.table.act(interaction, game, action, expected_version=None)

    async def _pass(self, interaction: discord.Interaction) -> None:
        async with track(interaction, "syracuse pass") as tracked:
            game, _seat, legal = await self._seat_and_legal(interaction)
            tracked.game_id = game.id
            await self.bot.table.act(interaction, game, pass_action(legal), expected_version=None)

    def _summary_in(self, game: GameRecord, lang: str) -> EmbedSpec:
        """The public summary in the asking user's language, with whom the game waits on, no image."""
        snap = self.bot.service.snapshot(game)
        status = snap.status
        assert status is not None
        ctx = table_context(self.bot.service, game, lang)
        spec = presenter_for(TITLE).public_summary(ctx, snap.view(None), status)
        fields = list(spec.fields)
        if status.waiting_for and not status.finished:
            names = ", ".join(ctx.name(s) for s in status.waiting_for)
            fields.insert(0, (t("lobby.field.waiting", lang), names, False))
        return dataclasses.replace(
            spec, fields=fields, image=None, footer=t("lobby.footer", lang, id=game.id)
        )

    async def _autocomplete(
        self, interaction: discord.Interaction, command: str, current: str
    ) -> list[app_commands.Choice[str]]:
        channel_id = home_channel_id(interaction)  # typed in the game's thread: the channel's game
        if channel_id is None:
            return []
        game = await self.bot.service.get_active(channel_id)
        if game is None or game.title != TITLE or game.status != "active":
            return []
        seat = game.seat_of(interaction.user.id)
        if seat is None:
            return []
        legal = self.bot.service.snapshot(game).legal(seat)
        return [
            app_commands.Choice(name=label, value=value)
            for label, value in choices(command, legal, current, user_lang(interaction))
        ]

    async def ac_viewable(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return await viewable_choices(self.bot.service, interaction, current, TITLE)

    async def ac_zoom(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        from render.syracuse import zoom_group_ids

        lang = user_lang(interaction)
        groups = [(t(f"syracuse_render.group.{g}", lang), g) for g in zoom_group_ids()]
        typed = current.lower()
        return [app_commands.Choice(name=n, value=g) for n, g in groups if typed in n.lower() or typed in g]

    # --- on demand ------------------------------------------------------------------------------
    async def _map(
        self, interaction: discord.Interaction, zoom: str | None, public: bool, game_id: str | None
    ) -> None:
        async with track(interaction, "syracuse map") as tracked:
            from render.syracuse import render_map, zoom_group_ids

            game = await self._viewable(interaction, game_id)
            tracked.game_id = game.id
            if game.state_json is None:
                raise AgoraError("games.error.not_started")
            if zoom is not None and zoom not in zoom_group_ids():
                raise AgoraError("syracuse_discord.error.unknown_zoom", zoom=echo(zoom, 40))
            await acknowledge(interaction, ephemeral=not public)
            view = self.bot.service.view_for(game, None)  # the map shows public facts only
            lang = game.language if public else user_lang(interaction)
            # Where every picture is drawn (the picture worker, else the render threads); a map over the
            # upload limit is sent as a smaller WebP, as the game's own pictures are.
            draw = partial(render_map, view, lang=lang, highlight=involved_zones(view), zoom=zoom)
            stem = f"syracuse-turn{view['turn']}" + (f"-{zoom}" if zoom else "")
            picture = as_file(await render_image(draw, stem, upload_limit(interaction)))
            caption = t("syracuse_discord.map_caption", lang, turn=view["turn"], last=view["last_turn"])
            await reply(interaction, ephemeral=not public, content=caption, file=picture)

    async def _status(self, interaction: discord.Interaction, game_id: str | None) -> None:
        async with track(interaction, "syracuse status") as tracked:
            game = await self._viewable(interaction, game_id)
            tracked.game_id = game.id
            if game.state_json is None:
                raise AgoraError("games.error.not_started")
            spec = self._summary_in(game, user_lang(interaction))
            embed, _ = await build_embed(spec, limit=upload_limit(interaction))
            await reply(interaction, ephemeral=True, embed=embed)


def _map_command() -> app_commands.Command[Any, ..., None]:
    async def show_map(
        self: Syracuse,
        interaction: discord.Interaction,
        zoom: str | None = None,
        public: bool = False,
        game_id: str | None = None,
    ) -> None:
        await self._map(interaction, zoom, public, game_id)

    callback = app_commands.autocomplete(zoom=SyracuseCommands.ac_zoom, game_id=SyracuseCommands.ac_viewable)(
        _as_method(show_map, "map")
    )
    callback = app_commands.rename(
        zoom=ls("syracuse_discord.opt.zoom"),
        public=ls("syracuse_discord.opt.public"),
        game_id=ls("lobby.opt.game"),
    )(callback)
    callback = app_commands.describe(
        zoom=ls("syracuse_discord.opt.zoom.description"),
        public=ls("syracuse_discord.opt.public.description"),
        game_id=ls("needs.opt.status_game.description"),
    )(callback)
    return app_commands.command(
        name=ls("syracuse_discord.cmd.map"), description=ls("syracuse_discord.cmd.map.description")
    )(callback)


def _status_command() -> app_commands.Command[Any, ..., None]:
    async def show_status(
        self: Syracuse, interaction: discord.Interaction, game_id: str | None = None
    ) -> None:
        await self._status(interaction, game_id)

    callback = app_commands.autocomplete(game_id=SyracuseCommands.ac_viewable)(
        _as_method(show_status, "status")
    )
    callback = app_commands.rename(game_id=ls("lobby.opt.game"))(callback)
    callback = app_commands.describe(game_id=ls("needs.opt.status_game.description"))(callback)
    return app_commands.command(
        name=ls("syracuse_discord.cmd.status"), description=ls("syracuse_discord.cmd.status.description")
    )(callback)


def _commands(namespace: dict[str, Any]) -> None:
    """The cog's body: the action commands, one per `COMMAND_KINDS` entry (pass last), then the
    commands on demand. (discord.py lists a cog's commands in the order of its body.)"""
    namespace["__init__"] = _init
    for command in sorted(COMMAND_KINDS, key=lambda c: c == PASS):
        namespace[f"cmd_{command}"] = _action_command(command)
    namespace["cmd_map"] = _map_command()
    namespace["cmd_status"] = _status_command()


def _init(self: Syracuse, bot: AgoraBot) -> None:
    self.bot = bot
    self._ahead = HeadStarts()
    commands.GroupCog.__init__(self)


# The cog: the shared part above plus the generated commands, under `/syracuse`.
Syracuse = app_commands.guild_only()(
    types.new_class(
        "Syracuse",
        (SyracuseCommands, commands.GroupCog),
        {
            "group_name": ls("syracuse_discord.cmd.syracuse"),
            "group_description": ls("syracuse_discord.cmd.syracuse.description"),
        },
        _commands,
    )
)


async def setup(bot: AgoraBot) -> None:
    await bot.add_cog(Syracuse(bot))
