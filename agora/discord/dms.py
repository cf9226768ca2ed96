"""Direct messages without waste: each user's DM channel is opened once, ever (its id is kept in the
store's Meta table, so a restart does not call `create_dm` again), and each seat's private message is
remembered so that it can be edited in place instead of sending a new one."""

from __future__ import annotations

import asyncio
import logging
from collections import deque
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import discord

from .ops import is_dm_closed, retry
from .pacing import paced

if TYPE_CHECKING:
    from agora.games import GameService
    from engine.core import Action

log = logging.getLogger("agora.dms")

DM_POSTS, DM_WINDOW = 4, 5.5


@dataclass
class SeatMessage:
    """The newest private message of one seat and what it showed."""

    channel_id: int | None
    message_id: int | None
    version: int
    awaited: bool  # it carried controls
    fingerprint: tuple[Any, ...]
    closed: bool = False  # the DM could not be delivered: the seat was told about the fallback
    # The seat's legal actions its controls list, at `version`: while the seat's choices stay exactly
    # these, its controls still work and need no new version (others' secret choices).
    offered: tuple[Action, ...] = ()
    # The newest game version this process judged the seat at. Its memory of the message is sure only
    # while it judged every version: another process of the token (a rolling restart) may have
    # changed the message in between.
    followed: int = -1


class DmChannels:
    PREFIX = "dm_channel:"

    def __init__(self, bot: discord.Client, service: GameService) -> None:
        self.bot = bot
        self.service = service
        self._known: dict[int, int] = {}
        self._posted_at: dict[int, deque[float]] = {}  # per user: loop times of our recent new DMs
        self.created = 0  # create_dm calls made by this process (the traffic bench reads it)

    async def channel(self, user_id: int) -> discord.PartialMessageable | None:
        channel_id = self._known.get(user_id)
        if channel_id is None:
            stored = await self.service.meta_get(f"{self.PREFIX}{user_id}")
            if stored is not None:
                channel_id = int(stored)
            else:
                try:
                    opened = await retry(lambda: self.bot.create_dm(discord.Object(id=user_id)))
                except discord.HTTPException:
                    return None
                self.created += 1
                channel_id = opened.id
                await self.service.meta_set(f"{self.PREFIX}{user_id}", str(channel_id))
            self._known[user_id] = channel_id
        return self.bot.get_partial_messageable(channel_id, type=discord.ChannelType.private)

    def has_room(self, user_id: int) -> bool:
        """Whether a new DM fits in the DM channel's bucket (5 messages per 5 s, one kept spare): a
        player acting fast is looking at their DM already, and an edit serves them as well."""
        now = asyncio.get_running_loop().time()
        posted = self._posted_at.setdefault(user_id, deque())
        while posted and posted[0] <= now - DM_WINDOW:
            posted.popleft()
        return len(posted) < DM_POSTS

    async def send(self, user_id: int, **payload: Any) -> discord.Message | None:
        """A new DM (it notifies the player). None when it cannot be delivered (closed DMs)."""
        channel = await self.channel(user_id)
        if channel is None:
            return None
        self._posted_at.setdefault(user_id, deque()).append(asyncio.get_running_loop().time())
        try:
            async with paced(channel):  # a DM channel's bucket too is shared with the token's processes
                return await retry(lambda: channel.send(**payload))
        except discord.HTTPException as exc:
            if is_dm_closed(exc):
                log.info("dm closed", extra={"user_id": user_id})
            else:
                log.warning("dm failed", extra={"user_id": user_id, "status": exc.status, "code": exc.code})
            return None

    async def edit(self, channel_id: int, message_id: int, **payload: Any) -> bool:
        """Edit a DM in place (no notification). False when it failed, so the caller sends a new one."""
        message = self.bot.get_partial_messageable(channel_id).get_partial_message(message_id)
        try:
            await retry(lambda: message.edit(**as_edit(payload)))
            return True
        except discord.HTTPException as exc:
            log.warning("dm edit failed", extra={"status": exc.status, "code": exc.code})
            return False


def as_edit(payload: dict[str, Any]) -> dict[str, Any]:
    """Send keyword arguments as edit ones: what the new message lacks is cleared from the old."""
    edit = {k: v for k, v in payload.items() if k not in ("file", "files")}
    edit.setdefault("embed", None)
    edit.setdefault("view", None)
    edit["attachments"] = [payload["file"]] if "file" in payload else list(payload.get("files", []))
    return edit
