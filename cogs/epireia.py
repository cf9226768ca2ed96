"""`/epireia …`: every Epireia action as a slash command, with autocomplete listing only what is legal
(and affordable, with its cost) for the caller now; `board`, `map` and `status` to look at the game.

Commands build an `Action` and hand it to the Table, so the engine stays the only judge: an unaffordable
building, a figure without the sea icon sent by sea, a token on a slot of the wrong type or a move out of
turn is refused privately with the engine's reason and changes nothing. The one-minute window of the
Great Battle's commit decision (p.30) is one of the timer service's deadlines (the engine declares it
in engine/epireia/defaults.py; agora/timers.py fires it once, from the database, across restarts).
"""

from __future__ import annotations

import io
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from agora.bots.identity import display, is_bot
from agora.discord.checks import home_channel_id, require_guild, require_title_game
from agora.discord.images import HeadStarts, in_render_thread
from agora.discord.locale import user_lang
from agora.discord.logs import track
from agora.discord.ops import acknowledge, reply
from agora.discord.private_rooms import active_games
from agora.discord.screens import NO_MENTIONS, public_status
from agora.discord.translator import ls
from agora.discord.viewable import viewable_choices, viewable_game
from agora.errors import AgoraError, echo
from agora.presenters import epireia_words as w
from agora.presenters.table_facts import table_context, table_facts
from cogs.epireia_refusals import explain_refusal
from cogs.epireia_rooms import LeagueThreads, planning, public_view
from cogs.epireia_typed import (
    CONFIRM,
    candidates,
    decide_candidates,
    filtered,
    known_candidates,
    matches,
    picture_names,
    typed_value,
)
from engine.core import Action

if TYPE_CHECKING:
    from agora.bot import AgoraBot
    from agora.games import GameRecord

TITLE = "epireia"
MAX_CHOICES = 25

Choices = list[app_commands.Choice[str]]


def map_layers(view: dict[str, Any], lang: str) -> list[Callable[[], Any]]:
    """A map of a game just started, drawn where the pictures are drawn and thrown away: the content,
    the map's static layer in `lang` and the palette fitted to it are then ready when the set-up ends
    and its first map is wanted (a start shows none). Measured on a slowed host: a process's first map
    took 214 ms in its picture worker, the next ones 18-34 ms."""
    from render.epireia import render_map

    return [partial(render_map, view, lang=lang)]


@app_commands.guild_only()
class Epireia(
    commands.GroupCog,
    group_name=ls("epireia_discord.cmd.epireia"),
    group_description=ls("epireia_discord.cmd.epireia.description"),
):
    def __init__(self, bot: AgoraBot) -> None:
        self.bot = bot
        self.threads = LeagueThreads(bot)
        self._maps_ahead = HeadStarts()  # by language
        super().__init__()

    @commands.Cog.listener()
    async def on_game_announced(self, game: GameRecord) -> None:
        """After any change (command, button or timeout): open the league rooms once planning starts."""
        if game.title != TITLE:
            return
        self._map_ahead(game)
        if self.bot.service.knows_newer(game):
            return  # the game moved on before this ran: the announce of its newer version looks
        if planning(game, public_view(self.bot.service, game)):
            await self.threads.open_rooms(game)

    def _map_ahead(self, game: GameRecord) -> None:
        """The first game in its language this process shows: its map's layers drawn now, during the
        set-up (not at start-up: a server that never plays Epireia keeps the memory)."""
        if game.language in self._maps_ahead:
            return
        view = public_view(self.bot.service, game)
        if view:
            layers = map_layers(view, game.language)
            self._maps_ahead.start(game.language, layers, "the Epireia map's layers")

    @commands.Cog.listener()
    async def on_seats_changed(self, game: GameRecord) -> None:
        """Who holds a seat changed: the league threads follow (the former holder out, the new one in)."""
        if game.title == TITLE:
            await self.threads.follow_seats(game)

    @commands.Cog.listener()
    async def on_ready(self) -> None:
        """At start-up (and on a reconnection): finish any league thread change a stop interrupted."""
        for game in await active_games(self.bot.service, TITLE):
            await self.threads.follow_seats(game)

    @commands.Cog.listener()
    async def on_seat_acted(self, game: GameRecord, user_id: int) -> None:
        """A bot seat acted (`BotRunner.after_action`): the same follow-up as a person's command."""
        if game.title == TITLE:
            await self.threads.after_plan_action(game, user_id)

    # --- shared helpers ----------------------------------------------------------------------------
    async def _game(self, interaction: discord.Interaction) -> GameRecord:
        # The game's channel: the channel itself, or the parent of a thread (a league's planning room).
        channel_id = require_guild(interaction)
        return await require_title_game(self.bot.service, channel_id, TITLE, user_lang(interaction))

    async def _viewable(self, interaction: discord.Interaction, game_id: str | None) -> GameRecord:
        """A game to look at, even ended (`game:<id>`, else this channel's or its thread's)."""
        channel_id = require_guild(interaction)
        return await viewable_game(self.bot.service, interaction, game_id, channel_id=channel_id, title=TITLE)

    async def ac_viewable(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return await viewable_choices(self.bot.service, interaction, current, TITLE)

    async def _seat_game(self, interaction: discord.Interaction) -> tuple[GameRecord, str] | None:
        channel_id = home_channel_id(interaction)
        if channel_id is None:
            return None
        game = await self.bot.service.get_active(channel_id)
        if game is None or game.title != TITLE or game.status != "active":
            return None
        seat = game.seat_of(interaction.user.id)
        return (game, seat) if seat is not None else None

    async def _legal(self, interaction: discord.Interaction, *kinds: str) -> tuple[list[Action], dict, dict]:
        """The caller's legal actions of these kinds, their view, and the seat names (for labels)."""
        found = await self._seat_game(interaction)
        if found is None:
            return [], {}, {}
        game, seat = found
        legal = [a for a in self.bot.service.seat_legal_actions(game, seat) if a.kind in kinds]
        view = self.bot.service.view_for(game, interaction.user.id)
        names = dict(table_context(self.bot.service, game, user_lang(interaction)).seat_names)
        return legal, view, names

    async def _act(
        self, interaction: discord.Interaction, kind: str, typed: tuple[str, ...] = (), **params: Any
    ) -> None:
        """`typed`: the params a player typed, read as what he sees (names, labels) in this order, each
        narrowed by the ones before (the figure, then where it goes)."""
        async with track(interaction, f"epireia {kind}") as tracked:
            game = await self._game(interaction)
            tracked.game_id = game.id
            lang = user_lang(interaction)
            if kind == "propose" and typed == ("choice",):  # /epireia decide: a choice, or confirm
                legal, _view, names = await self._legal(interaction, "propose", "confirm")
                params["choice"] = typed_value(params["choice"], decide_candidates(legal, lang, names))
                if params["choice"] == CONFIRM:
                    kind, params = "confirm", {}
            elif typed:
                legal, view, names = await self._legal(interaction, kind)
                for i, key in enumerate(typed):
                    fixed = {k: params[k] for k in typed[:i]}
                    offered = candidates(legal, key, view, lang, names, **fixed)
                    params[key] = typed_value(params[key], offered, known_candidates(key, view, lang))
            action = Action(kind=kind, params=params)
            self._refuse_precisely(interaction, game, action)
            outcome = await self.bot.table.act(interaction, game, action, expected_version=None)
            await self.threads.after_plan_action(outcome.game, interaction.user.id)

    def _refuse_precisely(self, interaction: discord.Interaction, game: GameRecord, action: Action) -> None:
        """Raise the precise reason when an awaited player types an action that is not legal."""
        seat = game.seat_of(interaction.user.id)
        status = self.bot.service.status_of(game)
        if seat is None or status is None or seat not in status.waiting_for:
            return  # not in the game, or out of turn: the platform and the engine say so
        if action in self.bot.service.seat_legal_actions(game, seat):
            return
        view = self.bot.service.view_for(game, interaction.user.id)
        error = explain_refusal(view, seat, action, user_lang(interaction))
        if error is not None:
            raise error

    async def _pick(self, interaction: discord.Interaction, candidates: list[str]) -> str:
        """The first of `candidates` the caller may play now, else the first (the engine says why not)."""
        found = await self._seat_game(interaction)
        if found is not None:
            game, seat = found
            legal = {a.kind for a in self.bot.service.seat_legal_actions(game, seat) if not a.params}
            for kind in candidates:
                if kind in legal:
                    return kind
        return candidates[0]

    # --- autocomplete --------------------------------------------------------------------------------
    async def _choices(
        self, interaction: discord.Interaction, current: str, kind: str, key: str, **fixed: str
    ) -> Choices:
        legal, view, names = await self._legal(interaction, kind)
        lang = user_lang(interaction)
        options = filtered(current, candidates(legal, key, view, lang, names, **fixed))
        return [app_commands.Choice(name=c.label[:100], value=c.item) for c in options][:MAX_CHOICES]

    async def ac_resource(self, interaction: discord.Interaction, current: str) -> Choices:
        return await self._choices(interaction, current, "donate", "resource")

    async def ac_amount(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[int]]:
        legal, _, _ = await self._legal(interaction, "donate")
        resource = getattr(interaction.namespace, "resource", None)
        amounts = sorted({a.params["amount"] for a in legal if resource in (None, a.params["resource"])})
        return [app_commands.Choice(name=str(n), value=n) for n in amounts if matches(current, str(n))]

    async def ac_building(self, interaction: discord.Interaction, current: str) -> Choices:
        return await self._choices(interaction, current, "build", "slot")

    async def ac_produce(self, interaction: discord.Interaction, current: str) -> Choices:
        return await self._choices(interaction, current, "produce", "token")

    async def ac_move_figure(self, interaction: discord.Interaction, current: str) -> Choices:
        return await self._choices(interaction, current, "move", "figure")

    async def ac_move_to(self, interaction: discord.Interaction, current: str) -> Choices:
        figure = getattr(interaction.namespace, "figure", None) or ""
        return await self._choices(interaction, current, "move", "to", figure=figure)

    async def ac_decide(self, interaction: discord.Interaction, current: str) -> Choices:
        legal, _view, names = await self._legal(interaction, "propose", "confirm")
        options = filtered(current, decide_candidates(legal, user_lang(interaction), names))
        return [app_commands.Choice(name=c.label[:100], value=c.item) for c in options][:MAX_CHOICES]

    async def ac_place_token(self, interaction: discord.Interaction, current: str) -> Choices:
        return await self._choices(interaction, current, "place", "token")

    async def ac_place_slot(self, interaction: discord.Interaction, current: str) -> Choices:
        token = getattr(interaction.namespace, "token", None) or ""
        return await self._choices(interaction, current, "place", "slot", token=token)

    async def ac_front_figure(self, interaction: discord.Interaction, current: str) -> Choices:
        return await self._choices(interaction, current, "assign_figure", "figure")

    async def ac_front(self, interaction: discord.Interaction, current: str) -> Choices:
        figure = getattr(interaction.namespace, "figure", None) or ""
        return await self._choices(interaction, current, "assign_figure", "front", figure=figure)

    # --- development ---------------------------------------------------------------------------------
    @app_commands.command(
        name=ls("epireia_discord.cmd.donate"), description=ls("epireia_discord.cmd.donate.description")
    )
    @app_commands.rename(resource=ls("epireia_discord.opt.resource"), amount=ls("epireia_discord.opt.amount"))
    @app_commands.describe(
        resource=ls("epireia_discord.opt.resource.description"),
        amount=ls("epireia_discord.opt.amount.description"),
    )
    @app_commands.autocomplete(resource=ac_resource, amount=ac_amount)
    async def donate(
        self, interaction: discord.Interaction, resource: str, amount: app_commands.Range[int, 1, 20]
    ) -> None:
        await self._act(interaction, "donate", ("resource",), resource=resource, amount=amount)

    @app_commands.command(
        name=ls("epireia_discord.cmd.build"), description=ls("epireia_discord.cmd.build.description")
    )
    @app_commands.rename(building=ls("epireia_discord.opt.building"))
    @app_commands.describe(building=ls("epireia_discord.opt.building.description"))
    @app_commands.autocomplete(building=ac_building)
    async def build(self, interaction: discord.Interaction, building: str) -> None:
        await self._act(interaction, "build", ("slot",), slot=building)

    @app_commands.command(
        name=ls("epireia_discord.cmd.produce"), description=ls("epireia_discord.cmd.produce.description")
    )
    @app_commands.rename(token=ls("epireia_discord.opt.token"))
    @app_commands.describe(token=ls("epireia_discord.opt.token.description"))
    @app_commands.autocomplete(token=ac_produce)
    async def produce(self, interaction: discord.Interaction, token: str) -> None:
        await self._act(interaction, "produce", ("token",), token=token)

    # --- diplomacy -----------------------------------------------------------------------------------
    @app_commands.command(
        name=ls("epireia_discord.cmd.move"), description=ls("epireia_discord.cmd.move.description")
    )
    @app_commands.rename(figure=ls("epireia_discord.opt.figure"), to=ls("epireia_discord.opt.to"))
    @app_commands.describe(
        figure=ls("epireia_discord.opt.figure.description"), to=ls("epireia_discord.opt.to.description")
    )
    @app_commands.autocomplete(figure=ac_move_figure, to=ac_move_to)
    async def move(self, interaction: discord.Interaction, figure: str, to: str) -> None:
        await self._act(interaction, "move", ("figure", "to"), figure=figure, to=to)

    @app_commands.command(
        name=ls("epireia_discord.cmd.end"), description=ls("epireia_discord.cmd.end.description")
    )
    async def end(self, interaction: discord.Interaction) -> None:
        kind = await self._pick(interaction, ["end_development", "end_diplomacy"])
        await self._act(interaction, kind)

    # --- league decisions ----------------------------------------------------------------------------
    @app_commands.command(
        name=ls("epireia_discord.cmd.decide"), description=ls("epireia_discord.cmd.decide.description")
    )
    @app_commands.rename(choice=ls("epireia_discord.opt.choice"))
    @app_commands.describe(choice=ls("epireia_discord.opt.choice.description"))
    @app_commands.autocomplete(choice=ac_decide)
    async def decide(self, interaction: discord.Interaction, choice: str) -> None:
        await self._act(interaction, "propose", ("choice",), choice=choice)

    # --- the Great Battle ----------------------------------------------------------------------------
    @app_commands.command(
        name=ls("epireia_discord.cmd.place"), description=ls("epireia_discord.cmd.place.description")
    )
    @app_commands.rename(token=ls("epireia_discord.opt.token"), slot=ls("epireia_discord.opt.slot"))
    @app_commands.describe(
        token=ls("epireia_discord.opt.token.description"), slot=ls("epireia_discord.opt.slot.description")
    )
    @app_commands.autocomplete(token=ac_place_token, slot=ac_place_slot)
    async def place(self, interaction: discord.Interaction, token: str, slot: str) -> None:
        await self._act(interaction, "place", ("token", "slot"), token=token, slot=slot)

    @app_commands.command(
        name=ls("epireia_discord.cmd.front"), description=ls("epireia_discord.cmd.front.description")
    )
    @app_commands.rename(figure=ls("epireia_discord.opt.figure"), front=ls("epireia_discord.opt.front"))
    @app_commands.describe(
        figure=ls("epireia_discord.opt.figure.description"), front=ls("epireia_discord.opt.front.description")
    )
    @app_commands.autocomplete(figure=ac_front_figure, front=ac_front)
    async def front(self, interaction: discord.Interaction, figure: str, front: str) -> None:
        await self._act(interaction, "assign_figure", ("figure", "front"), figure=figure, front=front)

    @app_commands.command(
        name=ls("epireia_discord.cmd.ready"), description=ls("epireia_discord.cmd.ready.description")
    )
    async def ready(self, interaction: discord.Interaction) -> None:
        kind = await self._pick(interaction, ["ready", "propose", "confirm"])
        await self._act(interaction, kind)

    @app_commands.command(
        name=ls("epireia_discord.cmd.commit"), description=ls("epireia_discord.cmd.commit.description")
    )
    @app_commands.rename(answer=ls("epireia_discord.opt.answer"))
    @app_commands.describe(answer=ls("epireia_discord.opt.answer.description"))
    @app_commands.choices(
        answer=[
            app_commands.Choice(name=ls("epireia_discord.answer.commit"), value="commit"),
            app_commands.Choice(name=ls("epireia_discord.answer.hold"), value="hold"),
        ]
    )
    async def commit(self, interaction: discord.Interaction, answer: app_commands.Choice[str]) -> None:
        async with track(interaction, "epireia commit") as tracked:
            game = await self._game(interaction)
            tracked.game_id = game.id
            seat = game.seat_of(interaction.user.id)
            if seat is not None and game.state_json and not self._may_commit(game, seat):
                raise AgoraError("epireia_discord.error.column_resolved")
            await self.bot.table.act(interaction, game, Action(kind=answer.value), expected_version=None)

    @staticmethod
    def _may_commit(game: GameRecord, seat: str) -> bool:
        """Out of the commit step (or another league's turn to answer), committing refers to a column
        already decided: say so rather than a generic refusal."""
        battle = (game.state or {}).get("battle") or {}
        if battle.get("stage") != "columns":
            return True  # before the reveals the engine's own refusal applies
        league = (game.state or {}).get("players", {}).get(seat, {}).get("league")
        return league in (battle.get("commit_order") or [])

    # --- looking ---------------------------------------------------------------------------------------
    def _board_seat(
        self,
        interaction: discord.Interaction,
        game: GameRecord,
        player: discord.User | None,
        typed: str | None,
    ) -> str:
        """The seat whose board is asked for: `seat:` (any seat, a bot's too: no member to mention),
        else `player:`'s, else the caller's own."""
        if typed:
            wanted = typed.strip()
            names = self._seat_choice_names(game, user_lang(interaction))
            for seat in (s.seat for s in game.seats):
                if wanted.casefold() in (seat.casefold(), names.get(seat, "").casefold()):
                    return seat
            raise AgoraError("truth.error.no_such_seat", seat=echo(typed))
        found = game.seat_of((player or interaction.user).id)
        if found is None:
            raise AgoraError("epireia_discord.error.no_such_player")
        return found

    def _seat_choice_names(self, game: GameRecord, lang: str) -> dict[str, str]:
        """Each seat as a list of choices shows it: its label and who sits there, a person by name (a
        choice shows no mention) or a bot as the table names bots."""
        labels = table_facts(self.bot.service).seat_labels(game, lang)
        out = {}
        for record in game.seats:
            label = labels.get(record.seat, record.seat)
            if is_bot(record.user_id):
                out[record.seat] = f"{label} ({display(record.user_id, lang)})"
                continue
            user = self.bot.get_user(record.user_id)  # unknown to the cache: the seat's label alone
            out[record.seat] = label if user is None else f"{label} ({user.display_name})"
        return out

    async def ac_board_seat(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        """Every seat of the game asked about (`game:`, else this channel's), named as the table names it."""
        try:
            game = await self._viewable(interaction, getattr(interaction.namespace, "game", None))
        except AgoraError:
            return []
        names = self._seat_choice_names(game, user_lang(interaction))
        choices = [
            app_commands.Choice(name=names.get(s.seat, s.seat)[:100], value=s.seat)
            for s in game.seats
            if matches(current, names.get(s.seat, s.seat))
        ]
        return choices[:MAX_CHOICES]

    @app_commands.command(
        name=ls("epireia_discord.cmd.board"), description=ls("epireia_discord.cmd.board.description")
    )
    @app_commands.rename(
        player=ls("epireia_discord.opt.player"), seat=ls("truth.opt.seat"), game_id=ls("lobby.opt.game")
    )
    @app_commands.describe(
        player=ls("epireia_discord.opt.player.description"),
        seat=ls("truth.opt.seat.description"),
        game_id=ls("needs.opt.status_game.description"),
    )
    @app_commands.autocomplete(game_id=ac_viewable, seat=ac_board_seat)
    async def board(
        self,
        interaction: discord.Interaction,
        player: discord.User | None = None,
        seat: str | None = None,
        game_id: str | None = None,
    ) -> None:
        async with track(interaction, "epireia board") as tracked:
            game = await self._viewable(interaction, game_id)
            tracked.game_id = game.id
            seat = self._board_seat(interaction, game, player, seat)
            await acknowledge(interaction)
            lang = user_lang(interaction)
            view = self.bot.service.view_for(game, interaction.user.id)
            names = picture_names(view, lang)
            from render.epireia import render_board

            image = await in_render_thread(lambda: render_board(view, seat, lang=lang, player_names=names))
            label = table_context(self.bot.service, game, lang).name(seat)
            await reply(
                interaction,
                ephemeral=True,
                content=w.tr("board_posted", lang, player=label),
                file=discord.File(
                    io.BytesIO(image.data), filename=image.filename, description=image.alt_text[:1000]
                ),
                allowed_mentions=NO_MENTIONS,
            )

    @app_commands.command(
        name=ls("epireia_discord.cmd.map"), description=ls("epireia_discord.cmd.map.description")
    )
    @app_commands.rename(game_id=ls("lobby.opt.game"))
    @app_commands.describe(game_id=ls("needs.opt.status_game.description"))
    @app_commands.autocomplete(game_id=ac_viewable)
    async def map(self, interaction: discord.Interaction, game_id: str | None = None) -> None:
        async with track(interaction, "epireia map") as tracked:
            game = await self._viewable(interaction, game_id)
            tracked.game_id = game.id
            await acknowledge(interaction)
            lang = user_lang(interaction)
            view = self.bot.service.view_for(game, None)  # the public picture, whoever asks
            from render.epireia import render_map

            names = picture_names(view, lang)
            image = await in_render_thread(lambda: render_map(view, lang=lang, player_names=names))
            await reply(
                interaction,
                ephemeral=True,
                content=w.tr("map_posted", lang, turn=view["turn"]),
                file=discord.File(
                    io.BytesIO(image.data), filename=image.filename, description=image.alt_text[:1000]
                ),
                allowed_mentions=NO_MENTIONS,
            )

    @app_commands.command(
        name=ls("epireia_discord.cmd.status"), description=ls("epireia_discord.cmd.status.description")
    )
    @app_commands.rename(game_id=ls("lobby.opt.game"))
    @app_commands.describe(game_id=ls("needs.opt.status_game.description"))
    @app_commands.autocomplete(game_id=ac_viewable)
    async def status(self, interaction: discord.Interaction, game_id: str | None = None) -> None:
        async with track(interaction, "epireia status") as tracked:
            game = await self._viewable(interaction, game_id)
            tracked.game_id = game.id
            await acknowledge(interaction)
            payload = await public_status(self.bot.service, game, lines=[], ping=[])
            payload.pop("view", None)
            await reply(interaction, ephemeral=True, **payload)
            if game.status == "active" and game.seat_of(interaction.user.id) is not None:
                await self.bot.table.show_hand(interaction, game)


async def setup(bot: AgoraBot) -> None:
    await bot.add_cog(Epireia(bot))
