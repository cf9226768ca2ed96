"""`/syracuse …`: every Syracuse action as a slash command with legal-only autocomplete, plus the map
and the status on demand. Decisions also come as buttons and selects in the players' DMs (presenter);
both paths end in `Table.act`, which answers, posts the phase summary, DMs the hands and pings."""

from __future__ import annotations

import dataclasses
import io
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

import discord
from discord import app_commands
from discord.ext import commands

from agora.discord.checks import home_channel_id, require_guild, require_title_game
from agora.discord.images import in_render_thread, upload_limit
from agora.discord.locale import user_lang
from agora.discord.logs import track
from agora.discord.messages import build_embed
from agora.discord.ops import acknowledge, reply
from agora.discord.translator import ls
from agora.discord.viewable import viewable_choices, viewable_game
from agora.errors import AgoraError, echo
from agora.i18n import t
from agora.presenters import EmbedSpec, presenter_for
from agora.presenters.syracuse import involved_zones
from cogs.syracuse_choices import choices, pass_action, resolve
from engine.core import Action
from engine.syracuse.stratagems import faces

if TYPE_CHECKING:
    from agora.bot import AgoraBot
    from agora.games import GameRecord

TITLE = "syracuse"
CommandFn = TypeVar("CommandFn", bound=Callable[..., Any])


def _choice_param(description_key: str) -> Callable[[CommandFn], CommandFn]:
    """The shared `choice` option: renamed and described from the catalog."""

    def decorate(fn: CommandFn) -> CommandFn:
        fn = app_commands.rename(choice=ls("syracuse_discord.opt.choice"))(fn)
        return app_commands.describe(choice=ls(description_key))(fn)

    return decorate


@app_commands.guild_only()
class Syracuse(
    commands.GroupCog,
    group_name=ls("syracuse_discord.cmd.syracuse"),
    group_description=ls("syracuse_discord.cmd.syracuse.description"),
):
    def __init__(self, bot: AgoraBot) -> None:
        self.bot = bot
        super().__init__()

    # --- shared ---------------------------------------------------------------------------------
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
        return game, seat, self.bot.table.screens.legal_actions(game, seat)

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

    def _summary_in(self, game: GameRecord, lang: str) -> EmbedSpec:
        """The public summary in the asking user's language, with whom the game waits on, no image."""
        screens = self.bot.table.screens
        status = screens.game_status(game)
        assert status is not None
        ctx = screens.context(game, lang)
        spec = presenter_for(TITLE).public_summary(ctx, self.bot.service.view_for(game, None), status)
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
        legal = self.bot.table.screens.legal_actions(game, seat)
        return [
            app_commands.Choice(name=label, value=value)
            for label, value in choices(command, legal, current, user_lang(interaction))
        ]

    async def ac_announce(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return await self._autocomplete(interaction, "announce", current)

    async def ac_activate(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return await self._autocomplete(interaction, "activate", current)

    async def ac_move(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await self._autocomplete(interaction, "move", current)

    async def ac_combat(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return await self._autocomplete(interaction, "combat", current)

    async def ac_works(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return await self._autocomplete(interaction, "works", current)

    async def ac_stratagem(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return await self._autocomplete(interaction, "stratagem", current)

    async def ac_advantage(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return await self._autocomplete(interaction, "advantage", current)

    async def ac_decide(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return await self._autocomplete(interaction, "decide", current)

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

    # --- actions --------------------------------------------------------------------------------
    @app_commands.command(
        name=ls("syracuse_discord.cmd.announce"), description=ls("syracuse_discord.cmd.announce.description")
    )
    @_choice_param("syracuse_discord.opt.ap.description")
    @app_commands.autocomplete(choice=ac_announce)
    async def announce(self, interaction: discord.Interaction, choice: str) -> None:
        await self._submit(interaction, "announce", choice)

    @app_commands.command(
        name=ls("syracuse_discord.cmd.activate"), description=ls("syracuse_discord.cmd.activate.description")
    )
    @_choice_param("syracuse_discord.opt.zone.description")
    @app_commands.autocomplete(choice=ac_activate)
    async def activate(self, interaction: discord.Interaction, choice: str) -> None:
        await self._submit(interaction, "activate", choice)

    @app_commands.command(
        name=ls("syracuse_discord.cmd.move"), description=ls("syracuse_discord.cmd.move.description")
    )
    @_choice_param("syracuse_discord.opt.move.description")
    @app_commands.autocomplete(choice=ac_move)
    async def move(self, interaction: discord.Interaction, choice: str) -> None:
        await self._submit(interaction, "move", choice)

    @app_commands.command(
        name=ls("syracuse_discord.cmd.combat"), description=ls("syracuse_discord.cmd.combat.description")
    )
    @_choice_param("syracuse_discord.opt.combat.description")
    @app_commands.autocomplete(choice=ac_combat)
    async def combat(self, interaction: discord.Interaction, choice: str) -> None:
        await self._submit(interaction, "combat", choice)

    @app_commands.command(
        name=ls("syracuse_discord.cmd.works"), description=ls("syracuse_discord.cmd.works.description")
    )
    @_choice_param("syracuse_discord.opt.works.description")
    @app_commands.autocomplete(choice=ac_works)
    async def works(self, interaction: discord.Interaction, choice: str) -> None:
        await self._submit(interaction, "works", choice)

    @app_commands.command(
        name=ls("syracuse_discord.cmd.stratagem"),
        description=ls("syracuse_discord.cmd.stratagem.description"),
    )
    @_choice_param("syracuse_discord.opt.stratagem.description")
    @app_commands.autocomplete(choice=ac_stratagem)
    async def stratagem(self, interaction: discord.Interaction, choice: str) -> None:
        await self._submit(interaction, "stratagem", choice)

    @app_commands.command(
        name=ls("syracuse_discord.cmd.advantage"),
        description=ls("syracuse_discord.cmd.advantage.description"),
    )
    @_choice_param("syracuse_discord.opt.advantage.description")
    @app_commands.autocomplete(choice=ac_advantage)
    async def advantage(self, interaction: discord.Interaction, choice: str) -> None:
        await self._submit(interaction, "advantage", choice)

    @app_commands.command(
        name=ls("syracuse_discord.cmd.decide"), description=ls("syracuse_discord.cmd.decide.description")
    )
    @_choice_param("syracuse_discord.opt.decide.description")
    @app_commands.autocomplete(choice=ac_decide)
    async def decide(self, interaction: discord.Interaction, choice: str) -> None:
        await self._submit(interaction, "decide", choice)

    @app_commands.command(
        name=ls("syracuse_discord.cmd.pass"), description=ls("syracuse_discord.cmd.pass.description")
    )
    async def pass_(self, interaction: discord.Interaction) -> None:
        async with track(interaction, "syracuse pass") as tracked:
            game, _seat, legal = await self._seat_and_legal(interaction)
            tracked.game_id = game.id
            await self.bot.table.act(interaction, game, pass_action(legal), expected_version=None)

    # --- on demand ------------------------------------------------------------------------------
    @app_commands.command(
        name=ls("syracuse_discord.cmd.map"), description=ls("syracuse_discord.cmd.map.description")
    )
    @app_commands.rename(zoom=ls("syracuse_discord.opt.zoom"), public=ls("syracuse_discord.opt.public"))
    @app_commands.describe(
        zoom=ls("syracuse_discord.opt.zoom.description"), public=ls("syracuse_discord.opt.public.description")
    )
    @app_commands.rename(game_id=ls("lobby.opt.game"))
    @app_commands.describe(game_id=ls("needs.opt.status_game.description"))
    @app_commands.autocomplete(zoom=ac_zoom, game_id=ac_viewable)
    async def map(
        self,
        interaction: discord.Interaction,
        zoom: str | None = None,
        public: bool = False,
        game_id: str | None = None,
    ) -> None:
        async with track(interaction, "syracuse map") as tracked:
            from render.syracuse import render_map, zoom_group_ids

            game = await self._viewable(interaction, game_id)
            tracked.game_id = game.id
            if game.state is None:
                raise AgoraError("games.error.not_started")
            if zoom is not None and zoom not in zoom_group_ids():
                raise AgoraError("syracuse_discord.error.unknown_zoom", zoom=echo(zoom, 40))
            await acknowledge(interaction, ephemeral=not public)
            view = self.bot.service.view_for(game, None)  # the map shows public facts only
            lang = game.language if public else user_lang(interaction)
            rendered = await in_render_thread(
                lambda: render_map(view, lang=lang, highlight=involved_zones(view), zoom=zoom)
            )
            if len(rendered.data) > upload_limit(interaction):
                raise AgoraError("syracuse_discord.error.map_too_big")
            picture = discord.File(
                io.BytesIO(rendered.data), filename=rendered.filename, description=rendered.alt_text[:1024]
            )
            caption = t("syracuse_discord.map_caption", lang, turn=view["turn"], last=view["last_turn"])
            await reply(interaction, ephemeral=not public, content=caption, file=picture)

    @app_commands.command(
        name=ls("syracuse_discord.cmd.status"), description=ls("syracuse_discord.cmd.status.description")
    )
    @app_commands.rename(game_id=ls("lobby.opt.game"))
    @app_commands.describe(game_id=ls("needs.opt.status_game.description"))
    @app_commands.autocomplete(game_id=ac_viewable)
    async def status(self, interaction: discord.Interaction, game_id: str | None = None) -> None:
        async with track(interaction, "syracuse status") as tracked:
            game = await self._viewable(interaction, game_id)
            tracked.game_id = game.id
            if game.state is None:
                raise AgoraError("games.error.not_started")
            spec = self._summary_in(game, user_lang(interaction))
            embed, _ = await build_embed(spec, limit=upload_limit(interaction))
            await reply(interaction, ephemeral=True, embed=embed)


async def setup(bot: AgoraBot) -> None:
    await bot.add_cog(Syracuse(bot))
