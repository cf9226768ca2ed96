"""League planning rooms for the Great Battle: in a 3- or 4-player game the two members of a league plan
together out of the opponents' sight (p.28). Where the bot may create one, each two-member league gets a
private thread in the game's channel with only its members; the placement is posted there after each
`/epireia` planning command typed in it. Anyone with Manage Threads can read a private thread, so a game
may choose `league_plan:dm` instead: no thread is made. Either way, and where the bot may not make a
thread, nothing is lost: every member already gets the league's plan and controls by DM. Thread ids are
kept in the database (`Meta`), so a restart neither forgets nor duplicates them. A thread's members follow
its league's seats: whoever takes a seat over is added, whoever gives it up is removed on Discord
(`follow_seats`, agora/discord/private_rooms.py).
"""

from __future__ import annotations

import logging
from functools import cached_property
from typing import TYPE_CHECKING, Any

import discord

from agora.bots.identity import display, is_bot
from agora.discord.ops import safe_send
from agora.discord.private_rooms import Room, RoomMembers, holders
from agora.discord.screens import NO_MENTIONS
from agora.presenters import epireia_words as w
from i18n.typography import pair, semicolons

if TYPE_CHECKING:
    from agora.bot import AgoraBot
    from agora.games import GameRecord, GameService

log = logging.getLogger("agora.epireia")
NO_THREAD = "dm"  # stored when no thread was made: the league plans by DM
BY_DM = "dm"  # the game's `league_plan` option: plan by DM, no private thread


def _key(game_id: int, league: str) -> str:
    return f"epireia:{game_id}:plan_thread:{league}"


def two_member_leagues(public: dict[str, Any]) -> dict[str, list[str]]:
    """League -> its seats, for the leagues of two players (only they need a shared room). `public`: the
    game's spectator view."""
    leagues: dict[str, list[str]] = {}
    for seat, player in public.get("players", {}).items():
        leagues.setdefault(player["league"], []).append(seat)
    return {league: seats for league, seats in leagues.items() if len(seats) == 2}


def public_view(service: GameService, game: GameRecord) -> dict[str, Any]:
    """The spectator view (computed once per version and shared with the table); {} unless the game is
    being played (the rooms are only for a battle being planned)."""
    return service.view_for(game, None) if game.status == "active" and game.state_json is not None else {}


def planning(game: GameRecord, public: dict[str, Any]) -> bool:
    battle = public.get("battle") or {}
    return game.status == "active" and battle.get("stage") == "plan"


class LeagueThreads:
    def __init__(self, bot: AgoraBot) -> None:
        self.bot = bot

    @cached_property
    def members(self) -> RoomMembers:
        return RoomMembers(self.bot, self.bot.service)  # the service exists once the bot is set up

    async def thread_of(self, game: GameRecord, league: str) -> int | None:
        value = await self.bot.service.meta_get(_key(game.id, league))
        return int(value) if value and value.isdigit() else None

    async def after_plan_action(self, game: GameRecord, user_id: int) -> None:
        """While the battle is planned: open the league rooms, and show the actor's league its plan."""
        public = public_view(self.bot.service, game)
        if not planning(game, public):
            return
        await self._open_rooms(game, public)
        seat = game.seat_of(user_id)
        league = public.get("players", {}).get(seat or "", {}).get("league")
        if league is not None:
            await self._post_plan(game, league, public)

    async def open_rooms(self, game: GameRecord) -> None:
        """Create the missing league threads of a game whose battle is being planned."""
        public = public_view(self.bot.service, game)
        if planning(game, public):
            await self._open_rooms(game, public)

    async def rooms(self, game: GameRecord) -> list[Room]:
        """The game's league threads, each with its league's seats."""
        found = []
        for league, seats in two_member_leagues(public_view(self.bot.service, game)).items():
            thread_id = await self.thread_of(game, league)
            if thread_id is not None:
                found.append(Room(thread_id, tuple(seats)))
        return found

    async def follow_seats(self, game: GameRecord) -> None:
        """After a change of who holds a seat (or at start-up): each league thread's members become the
        league's players now, and the bot (agora/discord/private_rooms.py)."""
        async with self.members.lock(game.id):
            current = await self.bot.service.get(game.id)
            if current is None or current.status != "active":
                return
            for room in await self.rooms(current):
                await self.members.follow(current, room)

    async def _open_rooms(self, game: GameRecord, public: dict[str, Any]) -> None:
        by_dm = (game.options or {}).get("league_plan") == BY_DM
        for league, seats in two_member_leagues(public).items():
            if all(is_bot(game.user_of(seat)) for seat in seats):
                continue  # two bots plan without a room (one opens if a person takes a seat back)
            if await self.bot.service.meta_get(_key(game.id, league)) is not None:
                continue
            thread_id = None if by_dm else await self._create(game, league, seats)
            await self.bot.service.meta_set(_key(game.id, league), str(thread_id) if thread_id else NO_THREAD)
            if thread_id is not None:
                await self.members.remember(Room(thread_id, tuple(seats)), holders(game, seats))
                await self._post_plan(game, league, public)

    async def _create(self, game: GameRecord, league: str, seats: list[str]) -> int | None:
        channel = self.bot.get_channel(game.channel_id)
        if not isinstance(channel, discord.TextChannel):
            return None
        lang = game.language
        name = w.tr("thread_name", lang, id=game.id, league=w.league(league, lang))[:100]
        try:
            thread = await channel.create_thread(
                name=name, type=discord.ChannelType.private_thread, invitable=False
            )
            for user_id in sorted(holders(game, seats)):  # a bot seat is no Discord user
                await thread.add_user(discord.Object(id=user_id))
        except discord.HTTPException as exc:  # no permission to make private threads: plan by DM
            log.info("no league thread", extra={"game_id": game.id, "status": getattr(exc, "status", None)})
            return None
        return thread.id

    async def _post_plan(self, game: GameRecord, league: str, public: dict[str, Any]) -> None:
        """The league's own placement, as its members see it, in its thread (`public`: the spectator
        view of `game`, read once by the caller)."""
        thread_id = await self.thread_of(game, league)
        if thread_id is None:
            return
        seats = two_member_leagues(public).get(league, [])
        user_id = game.user_of(seats[0]) if seats else None
        if user_id is None:
            return
        lang = game.language
        view = self.bot.service.view_for(game, user_id)
        side = (view.get("battle") or {}).get("sides", {}).get(league, {})
        mentions = " ".join(display(game.user_of(s) or 0, lang) for s in seats)
        lines = [w.tr("thread_intro", lang, mentions=mentions)]
        slots = sorted((side.get("slots") or {}).items())
        placed = semicolons([pair(w.slot(k, lang), w.token(v, lang), lang) for k, v in slots], lang)
        lines.append(w.tr("plan_tokens", lang, placed=placed or "—"))
        figures = ", ".join(
            pair(w.front(f, lang), w.figure(x, lang), lang) for f, x in (side.get("figures") or {}).items()
        )
        lines.append(w.tr("plan_figures", lang, figures=figures or "—"))
        if isinstance(side.get("available"), list):
            lines.append(w.tr("plan_left", lang, count=len(side["available"])))
        channel = self.bot.get_partial_messageable(thread_id, guild_id=game.guild_id)
        await safe_send(channel, content="\n".join(lines)[:2000], allowed_mentions=NO_MENTIONS)
