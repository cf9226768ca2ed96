"""Safe Discord operations (after SpellBot's `operations.py`).

Expected failures are not crashes: a closed DM (50007 / Forbidden) returns False so the caller can fall
back; an expired interaction (10062) is logged and skipped; Discord 5xx answers are retried briefly.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from contextlib import suppress
from typing import Any, TypeVar

import discord

from agora.errors import NotAcknowledged

log = logging.getLogger("agora.discord")
T = TypeVar("T")

# Set in `interaction.extras` while a public "thinking…" message stands in for the coming answer.
PUBLIC_THINKING = "agora.public_thinking"

CANNOT_DM = 50007
UNKNOWN_INTERACTION = 10062
ALREADY_ACKNOWLEDGED = 40060


async def retry(call: Callable[[], Awaitable[T]], *, attempts: int = 3, base_delay: float = 0.5) -> T:
    """Run `call`, retrying on Discord server errors (5xx) with a short backoff."""
    for attempt in range(1, attempts + 1):
        try:
            return await call()
        except discord.DiscordServerError:
            if attempt == attempts:
                raise
            log.warning("discord 5xx, retrying", extra={"attempt": attempt})
            await asyncio.sleep(base_delay * attempt)
    raise AssertionError("unreachable")


def is_dm_closed(exc: BaseException) -> bool:
    return isinstance(exc, discord.Forbidden) or getattr(exc, "code", None) == CANNOT_DM


def is_unknown_interaction(exc: BaseException) -> bool:
    return isinstance(exc, discord.NotFound) and getattr(exc, "code", None) == UNKNOWN_INTERACTION


async def safe_dm(user: discord.abc.User, **send_kwargs: Any) -> bool:
    """DM a user. False when the DM cannot be delivered (closed DMs, blocked bot)."""
    try:
        await retry(lambda: user.send(**send_kwargs))
        return True
    except discord.HTTPException as exc:
        if is_dm_closed(exc):
            log.info("dm closed", extra={"user_id": user.id})
            return False
        log.warning("dm failed", extra={"user_id": user.id, "status": exc.status, "code": exc.code})
        return False


async def safe_send(channel: discord.abc.Messageable, **send_kwargs: Any) -> discord.Message | None:
    try:
        return await retry(lambda: channel.send(**send_kwargs))
    except discord.HTTPException as exc:
        log.warning("channel send failed", extra={"status": exc.status, "code": exc.code})
        return None


async def safe_defer(
    interaction: discord.Interaction, *, ephemeral: bool = True, thinking: bool = True
) -> bool:
    """Acknowledge within Discord's 3-second window; False if it was already answered or expired."""
    if interaction.response.is_done():
        return False
    try:
        await interaction.response.defer(ephemeral=ephemeral, thinking=thinking)
        if thinking and not ephemeral:
            interaction.extras[PUBLIC_THINKING] = True
        return True
    except discord.HTTPException as exc:
        if is_unknown_interaction(exc) or getattr(exc, "code", None) == ALREADY_ACKNOWLEDGED:
            log.warning("interaction expired before defer", extra={"interaction_id": interaction.id})
            return False
        raise


async def acknowledge(
    interaction: discord.Interaction, *, ephemeral: bool = True, thinking: bool = True
) -> None:
    """Acknowledge before changing anything, or stop (NotAcknowledged) when Discord refuses: the
    interaction expired (the user saw it fail and may retry) or another process answered it."""
    if not interaction.response.is_done() and not await safe_defer(
        interaction, ephemeral=ephemeral, thinking=thinking
    ):
        raise NotAcknowledged


async def safe_followup(interaction: discord.Interaction, **send_kwargs: Any) -> discord.Message | None:
    """A followup message; None if the interaction token has expired."""
    try:
        return await retry(lambda: interaction.followup.send(wait=True, **send_kwargs))
    except discord.HTTPException as exc:
        if isinstance(exc, discord.NotFound):
            log.warning("followup on expired interaction", extra={"interaction_id": interaction.id})
            return None
        raise


async def reply(
    interaction: discord.Interaction, *, ephemeral: bool, **send_kwargs: Any
) -> discord.Message | None:
    """Answer an interaction whether or not it was deferred already."""
    if interaction.response.is_done():
        if interaction.extras.pop(PUBLIC_THINKING, False) and ephemeral:
            # The first followup would replace the public "thinking…" message and be seen by all:
            # delete that message, so a private answer (a refusal) stays private.
            with suppress(discord.HTTPException):
                await interaction.delete_original_response()
        return await safe_followup(interaction, ephemeral=ephemeral, **send_kwargs)
    try:
        await interaction.response.send_message(ephemeral=ephemeral, **send_kwargs)
    except discord.HTTPException as exc:
        if is_unknown_interaction(exc):
            log.warning("reply on expired interaction", extra={"interaction_id": interaction.id})
            return None
        raise
    return None
