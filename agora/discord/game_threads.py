"""Games played in a public thread: where the server wants it (`/game new thread:yes`, or the server's
default), the game's living table and narration feed go to a thread of the game's channel, named after
the game, so a busy channel stays readable.

The game stays stored under its channel (one open game per channel, looked up by the channel): a
command or a click typed in the thread finds it through the thread's parent (`checks.home_channel_id`).
The thread's id is kept in the database (`Meta`), so a restart posts to the same thread. Where the bot
may not create a public thread, the game plays in the channel and the creator is told so. Discord
archives a quiet thread (after a week here; a game may wait that long on a player): while its game is
open the thread is unarchived at once, unless a moderator also locked it.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import discord

from i18n import t

if TYPE_CHECKING:
    from agora.games import GameRecord, GameService

log = logging.getLogger("agora.threads")
THREAD_NAME_LIMIT = 100  # Discord's limit on a thread's name


def thread_key(game_id: int) -> str:
    return f"thread:{game_id}"


def thread_name(game: GameRecord) -> str:
    lang = game.language
    return t("threads.name", lang, title=t(f"{game.title}.title", lang), id=game.id)[:THREAD_NAME_LIMIT]


async def stored_thread(service: GameService, game_id: int) -> int | None:
    value = await service.meta_get(thread_key(game_id))
    return int(value) if value and value.isdigit() else None


async def open_game_thread(service: GameService, game: GameRecord, channel: object) -> int | None:
    """Create the game's public thread in `channel` and remember it; None when the bot may not (the game
    then plays in the channel)."""
    if not isinstance(channel, discord.TextChannel):  # a thread has no threads; a forum is not a table
        return None
    me = channel.guild.me
    if me is not None and not channel.permissions_for(me).create_public_threads:
        return None
    try:
        thread = await channel.create_thread(
            name=thread_name(game), type=discord.ChannelType.public_thread, auto_archive_duration=10080
        )
    except discord.HTTPException as exc:  # a permission overwrite the cache did not know, a full server
        log.info("no game thread", extra={"game_id": game.id, "status": exc.status})
        return None
    await service.meta_set(thread_key(game.id), str(thread.id))
    return thread.id


async def keep_open(service: GameService, thread: discord.Thread) -> bool:
    """Unarchive the thread of an open game that Discord (or someone) archived; True when it was."""
    if not thread.archived or thread.locked or thread.parent_id is None:
        return False
    game = await service.get_active(thread.parent_id)
    if game is None or await stored_thread(service, game.id) != thread.id:
        return False
    try:
        await thread.edit(archived=False)
    except discord.HTTPException as exc:
        log.info("could not unarchive a game thread", extra={"game_id": game.id, "status": exc.status})
        return False
    return True
