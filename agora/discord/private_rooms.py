"""Private threads that belong to seats (an Epireia league's planning room) follow the seats' holders
(issue 44): after any change of who holds a seat, and at start-up, each such thread's members on Discord
become exactly the people holding its seats, and the bot. A former holder is removed on Discord (Remove
Thread Member), so they can no longer read the room; the new one is added.

The bot runs without the members intent, and Discord's List Thread Members needs it: the bot cannot ask
who is in a thread, so it remembers (in `Meta`) whom it put in each one. Every step is idempotent (adding
a member twice or removing a non-member is a 204), and the memory is written only once Discord has done
all of it, so a re-run after a failure or a restart finishes what was left. A thread the bot never
recorded (made before this module) is set right by removing everyone who ever held one of its seats.

Who changes a seat's holder calls `seats_changed(bot, game)`; the title that keeps such rooms listens to
`on_seats_changed` and calls `RoomMembers.follow` for each of its rooms.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import discord
from sqlalchemy import select

from agora.bots.identity import is_bot
from agora.games.history import SUBSTITUTE
from agora.store.models import ActionLog, Game

if TYPE_CHECKING:
    from agora.games import GameRecord, GameService

log = logging.getLogger("agora.rooms")
SEATS_CHANGED = "seats_changed"  # the bot event: `on_seats_changed(game)`
THREAD_ARCHIVED = 50083  # Discord refuses membership changes in an archived thread


def seats_changed(bot: discord.Client, game: GameRecord) -> None:
    """Say that who holds a seat of `game` changed (substitute, hand-over, the bot taking a seat or
    giving it back): rooms that belong to seats follow."""
    bot.dispatch(SEATS_CHANGED, game)


@dataclass(frozen=True)
class Room:
    """A private thread and the seats whose holders belong in it."""

    thread_id: int
    seats: tuple[str, ...]


def holders(game: GameRecord, seats: Iterable[str]) -> set[int]:
    """The people (not bot seats) who hold these seats now."""
    return {u for u in (game.user_of(s) for s in seats) if u is not None and not is_bot(u)}


def _key(thread_id: int) -> str:
    return f"rooms:{thread_id}:members"


async def active_games(service: GameService, title: str) -> list[GameRecord]:
    """The games of `title` in play (to set their rooms right at start-up)."""
    query = select(Game).where(Game.status == "active", Game.title == title).order_by(Game.id)
    return await service.games_matching(query)


class RoomMembers:
    def __init__(self, bot: discord.Client, service: GameService) -> None:
        self.bot = bot
        self.service = service
        self._locks: defaultdict[int, asyncio.Lock] = defaultdict(asyncio.Lock)

    def lock(self, game_id: int) -> asyncio.Lock:
        """One membership change of a game's rooms at a time in this process (each reads the newest
        holders, so two seat changes in a row cannot leave the older holder in)."""
        return self._locks[game_id]

    async def remember(self, room: Room, members: set[int]) -> None:
        await self.service.meta_set(_key(room.thread_id), json.dumps(sorted(members)))

    async def _remembered(self, room: Room) -> set[int] | None:
        text = await self.service.meta_get(_key(room.thread_id))
        return {int(u) for u in json.loads(text)} if text else None

    async def follow(self, game: GameRecord, room: Room) -> None:
        """Make the thread's members the holders of `room.seats` in `game` (read fresh by the caller).
        A failure is logged and left for the next seat change or start-up."""
        wanted = holders(game, room.seats)
        known = await self._remembered(room)
        if known is None:  # a room made before the bot remembered its members
            autopilot = (game.timing or {}).get("autopilot") or {}
            absent = {int(u) for s, u in autopilot.items() if s in room.seats}
            stale, missing = (await self._former_holders(game.id, room.seats) | absent) - wanted, wanted
        else:
            stale, missing = known - wanted, wanted - known
        if not stale and not missing:
            return
        try:
            await self._change(room.thread_id, stale, missing)
        except discord.HTTPException as exc:
            log.warning(
                "a private room's members could not follow its seats",
                extra={"game_id": game.id, "thread_id": room.thread_id, "status": exc.status},
            )
            return
        await self.remember(room, wanted)

    async def _change(self, thread_id: int, stale: set[int], missing: set[int]) -> None:
        try:
            await self._apply(thread_id, stale, missing)
        except discord.HTTPException as exc:
            if exc.code != THREAD_ARCHIVED:
                raise
            # An archived thread keeps its members reading it: open it for the change, then archive it again.
            await self.bot.http.edit_channel(thread_id, archived=False)
            await self._apply(thread_id, stale, missing)
            await self.bot.http.edit_channel(thread_id, archived=True)

    async def _apply(self, thread_id: int, stale: set[int], missing: set[int]) -> None:
        http = self.bot.http
        for user_id in sorted(stale):
            with contextlib.suppress(discord.NotFound):  # gone from the server: Discord shows them nothing
                await http.remove_user_from_thread(thread_id, user_id)
        for user_id in sorted(missing):
            try:
                await http.add_user_to_thread(thread_id, user_id)
            except discord.NotFound:
                log.info("a seat's holder left the server", extra={"thread_id": thread_id, "user": user_id})

    async def _former_holders(self, game_id: int, seats: tuple[str, ...]) -> set[int]:
        """Everyone the log shows handing one of these seats on (substitutes, hand-overs)."""
        query = select(ActionLog.seat, ActionLog.action).where(ActionLog.game_id == game_id)
        async with self.service._sessionmaker() as session:
            rows = (await session.execute(query)).all()
        return {
            int(action["params"]["from"])
            for seat, action in rows
            if seat in seats and action.get("kind") == SUBSTITUTE and not is_bot(action["params"].get("from"))
        }
