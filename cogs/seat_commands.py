"""`/game substitute`, `/game hand-over`, `/game concede`, `/game offer-draw` and `/game undo`, and the
buttons that answer a draw offer or an undo request.

A mixin of the `/game` GroupCog (cogs/lobby.py): discord.py's CogMeta collects the commands of every
class in the MRO. The logic lives in `agora/games/seats.py`; this module only reads the interaction,
calls it and says what changed, through the Table like every other move.
"""

from __future__ import annotations

from functools import cached_property
from typing import TYPE_CHECKING

import discord
from discord import app_commands

from agora.bots.identity import display, is_bot
from agora.discord.checks import home_channel_id, is_server_manager, require_guild
from agora.discord.components import ComponentRef, GameButton
from agora.discord.locale import user_lang
from agora.discord.logs import track
from agora.discord.ops import acknowledge, reply
from agora.discord.private_rooms import seats_changed
from agora.discord.screens import NO_MENTIONS, awaited_users, pinging, public_status
from agora.discord.seat_choices import SeatFilter, game_seat_choices
from agora.discord.seat_takers import require_seat_taker
from agora.discord.translator import ls
from agora.games.records import ActOutcome
from agora.games.seats import DRAW, UNDO, Request, SeatChange, SeatService
from agora.presenters.table_facts import seat_label
from cogs.seat_requests import publish_request
from engine.core.endings import concede_action, draw_action
from i18n import t

if TYPE_CHECKING:
    from agora.bot import AgoraBot
    from agora.discord.table import Table
    from agora.games import GameRecord, GameService

VERBS = {"draw_yes": DRAW, "draw_no": DRAW, "undo_yes": UNDO, "undo_no": UNDO}


async def member_left(interaction: discord.Interaction, user_id: int) -> bool:
    """True when `user_id` is no longer a member of the interaction's server. The bot runs without
    the privileged members intent, so it never hears of departures: it asks Discord (one REST call,
    no intent needed) at the moment a creator-only action needs the creator."""
    if interaction.guild_id is None:
        return False
    try:
        await interaction.client.http.get_member(interaction.guild_id, user_id)
    except discord.NotFound:
        return True
    except discord.HTTPException:
        return False  # unsure: keep the creator
    return False


class SeatCommands:
    """Mixed into the Lobby GroupCog, which provides `bot`, `service` and `table`."""

    bot: AgoraBot
    service: GameService
    table: Table

    @cached_property
    def seats(self) -> SeatService:
        return SeatService(self.service)

    def register_seat_buttons(self) -> None:
        """Route the draw and undo buttons, and the replaced player's old buttons, to this module
        (skipped when the cog is loaded without the game layer, to list its commands)."""
        if getattr(self.bot, "table", None) is None:
            return
        for verb in VERBS:
            self.table.verb_handlers[verb] = self.on_request_button
        self.table.former_player = self.seats.was_replaced

    async def taken_seat_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        channel_id = home_channel_id(interaction)  # typed in the game's thread: the channel's game
        if channel_id is None:
            return []
        game = await self.service.get_active(channel_id)
        if game is None:
            return []
        taken: SeatFilter = lambda _seat, held: held is not None  # noqa: E731
        return game_seat_choices(self.service, game, taken, current, user_lang(interaction))

    # --- seats --------------------------------------------------------------------------------
    @app_commands.command(name=ls("seats.cmd.substitute"), description=ls("seats.cmd.substitute.description"))
    @app_commands.rename(seat=ls("seats.opt.seat"), user=ls("seats.opt.user"))
    @app_commands.describe(seat=ls("seats.opt.seat.description"), user=ls("seats.opt.user.description"))
    @app_commands.autocomplete(seat=taken_seat_autocomplete)
    async def substitute(self, interaction: discord.Interaction, seat: str, user: discord.User) -> None:
        async with track(interaction, "game substitute") as tracked:
            channel_id = require_guild(interaction)
            require_seat_taker(user)
            await acknowledge(interaction, ephemeral=False)
            game = await self.service.require_active(channel_id)
            tracked.game_id = game.id
            lines: list[str] = []
            is_admin = is_server_manager(interaction)
            if not is_admin:
                game = await self.claim_if_creator_left(interaction, game, lines)
            caller = interaction.user.id
            change = await self.seats.substitute(channel_id, caller, seat, user.id, is_admin=is_admin)
            await self.announce_seat_change(interaction, change, lines)

    async def claim_if_creator_left(
        self, interaction: discord.Interaction, game: GameRecord, lines: list[str]
    ) -> GameRecord:
        """Before a creator-only action by a seated player: if the creator has left the server, the
        caller takes the role (a line for the channel is added to `lines`). Otherwise nothing changes."""
        caller = interaction.user.id
        if caller == game.creator_id or game.seat_of(caller) is None:
            return game
        if not await member_left(interaction, game.creator_id):
            return game
        updated = await self.seats.take_creator_role(game.channel_id, caller, game.creator_id)
        lines.append(t("seats.creator_left", game.language, mention=f"<@{caller}>"))
        return updated

    @app_commands.command(name=ls("seats.cmd.hand_over"), description=ls("seats.cmd.hand_over.description"))
    @app_commands.rename(user=ls("seats.opt.user"))
    @app_commands.describe(user=ls("seats.opt.user.description"))
    async def hand_over(self, interaction: discord.Interaction, user: discord.User) -> None:
        async with track(interaction, "game hand-over") as tracked:
            channel_id = require_guild(interaction)
            require_seat_taker(user)
            await acknowledge(interaction, ephemeral=False)
            change = await self.seats.hand_over(channel_id, interaction.user.id, user.id)
            tracked.game_id = change.game.id
            await self.announce_seat_change(interaction, change, [])

    async def announce_seat_change(
        self, interaction: discord.Interaction, change: SeatChange, lines: list[str]
    ) -> None:
        """Tell the channel, pinging the new and the former holder only, and DM the new player the seat's
        private content (with its buttons)."""
        game = change.game
        lang = game.language
        label = seat_label(self.service, game, change.seat, lang)
        new, old = display(change.new_user_id, lang), display(change.old_user_id, lang)
        if change.old_user_id == interaction.user.id:
            lines.append(t("seats.handed_over", lang, old=old, new=new, seat=label))
        else:
            by = interaction.user.mention
            lines.append(t("seats.substituted", lang, old=old, new=new, seat=label, by=by))
        if change.creator_passed:
            lines.append(t("seats.creator_passed", lang, mention=new))
        awaited = change.new_user_id in awaited_users(game, self.service.status_of(game))
        payload = await public_status(
            self.service, game, lines=lines, ping=[change.new_user_id] if awaited else []
        )
        people = [u for u in (change.new_user_id, change.old_user_id) if not is_bot(u)]
        payload["allowed_mentions"] = pinging(people)
        await reply(interaction, ephemeral=False, **payload)
        seats_changed(self.bot, game)  # private rooms follow the seat (agora/discord/private_rooms.py)
        await self.table.send_seat(game, change.seat, change.new_user_id)

    # --- endings ------------------------------------------------------------------------------
    @app_commands.command(name=ls("seats.cmd.concede"), description=ls("seats.cmd.concede.description"))
    async def concede(self, interaction: discord.Interaction) -> None:
        async with track(interaction, "game concede") as tracked:
            channel_id = require_guild(interaction)
            await acknowledge(interaction, ephemeral=False)
            game = await self.service.require_active(channel_id)
            tracked.game_id = game.id
            outcome = await self.service.act(
                channel_id, interaction.user.id, concede_action(), game_id=game.id
            )
            header = [t("seats.conceded", game.language, mention=interaction.user.mention)]
            await self.table.announce(
                outcome, before=game, interaction=interaction, header=header, public_via_interaction=True
            )

    @app_commands.command(name=ls("seats.cmd.offer_draw"), description=ls("seats.cmd.offer_draw.description"))
    async def offer_draw(self, interaction: discord.Interaction) -> None:
        async with track(interaction, "game offer-draw") as tracked:
            channel_id = require_guild(interaction)
            await acknowledge(interaction, ephemeral=False)
            request = await self.seats.offer_draw(channel_id, interaction.user.id)
            tracked.game_id = request.game_id
            game = await self.service.require_active(channel_id)
            view = self.answer_view(game, request, "draw")
            await publish_request(self.seats, self.service, self.table, interaction, request, view)

    # --- undo ---------------------------------------------------------------------------------
    @app_commands.command(name=ls("seats.cmd.undo"), description=ls("seats.cmd.undo.description"))
    async def undo(self, interaction: discord.Interaction) -> None:
        async with track(interaction, "game undo") as tracked:
            channel_id = require_guild(interaction)
            await acknowledge(interaction, ephemeral=False)
            game = await self.service.require_active(channel_id)
            tracked.game_id = game.id
            result = await self.seats.undo(channel_id, interaction.user.id)
            if result.outcome is not None:
                header = [t("seats.undone", game.language, mention=interaction.user.mention)]
                await self.table.announce(
                    result.outcome,
                    before=game,
                    interaction=interaction,
                    header=header,
                    public_via_interaction=True,
                )
                return
            request = result.request
            assert request is not None
            view = self.answer_view(game, request, "undo")
            await publish_request(self.seats, self.service, self.table, interaction, request, view)

    def answer_view(self, game: GameRecord, request: Request, kind: str) -> discord.ui.View:
        lang = game.language
        view = discord.ui.View(timeout=None)
        for verb, style in ((f"{kind}_yes", "success"), (f"{kind}_no", "danger")):
            label = t(f"seats.button.{verb}", lang)
            view.add_item(GameButton(game.id, request.version, verb, label=label, style=style))
        return view

    # --- answers ------------------------------------------------------------------------------
    async def on_request_button(
        self, interaction: discord.Interaction, game: GameRecord, ref: ComponentRef
    ) -> None:
        kind = VERBS[ref.verb]
        accept = ref.verb.endswith("_yes")
        answer = await self.seats.answer(kind, game, interaction.user.id, ref.version, accept=accept)
        lang = game.language
        who = interaction.user.mention
        if not answer.accepted:
            text = t(f"seats.{kind}_refused", lang, mention=who)
            await interaction.edit_original_response(content=text, view=None, allowed_mentions=NO_MENTIONS)
            return
        if not answer.complete:
            text = t("seats.accepted_waiting", lang, mention=who)
            await reply(interaction, ephemeral=False, content=text, allowed_mentions=NO_MENTIONS)
            return
        outcome: ActOutcome
        if kind == DRAW:
            outcome = await self.service.act(
                game.channel_id,
                interaction.user.id,
                draw_action(),
                expected_version=answer.request.version,
                game_id=game.id,
            )
            await self.seats.close(DRAW, game.id)
            header = [t("seats.draw_agreed", lang, mention=who)]
        else:
            outcome = await self.seats.apply_consented_undo(answer.request)
            header = [t("seats.undo_agreed", lang, mention=f"<@{answer.request.user_id}>")]
        await interaction.edit_original_response(view=None)
        await self.table.announce(outcome, before=game, interaction=interaction, header=header)
