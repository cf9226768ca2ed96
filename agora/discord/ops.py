"""Safe Discord operations (after SpellBot's `operations.py`).

Expected failures are not crashes: a closed DM (50007 / Forbidden) returns False so the caller can fall
back; an expired interaction (10062) is logged and skipped; Discord 5xx answers are retried briefly.
"""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import Awaitable, Callable
from contextlib import suppress
from typing import Any, TypeVar

import discord

from agora.errors import NotAcknowledged

from .pacing import paced

log = logging.getLogger("agora.discord")
T = TypeVar("T")

# Set in `interaction.extras` while a public "thinking…" message stands in for the coming answer.
PUBLIC_THINKING = "agora.public_thinking"

CANNOT_DM = 50007
UNKNOWN_INTERACTION = 10062
ALREADY_ACKNOWLEDGED = 40060


RATE_LIMITED = 429
LIMITED_ATTEMPTS = 4  # discord.py already waited out several 429s before giving up on a request


async def retry(call: Callable[[], Awaitable[T]], *, attempts: int = 3, base_delay: float = 0.5) -> T:
    """Run `call`, retrying on Discord server errors (5xx) with a short backoff, and on a 429 that
    discord.py gave up on (a global limit held for long, e.g. by another process on the token): that
    is a wait, not a failure, so a DM under it is delayed rather than reported as undeliverable."""
    limited = 0
    attempt = 0
    while True:
        attempt += 1
        try:
            return await call()
        except discord.DiscordServerError:
            if attempt >= attempts:
                raise
            log.warning("discord 5xx, retrying", extra={"attempt": attempt})
            await asyncio.sleep(base_delay * attempt)
        except discord.HTTPException as exc:
            if exc.status != RATE_LIMITED or limited >= LIMITED_ATTEMPTS:
                raise
            limited += 1
            log.warning("rate limited after discord.py's own retries, waiting", extra={"attempt": limited})
            await asyncio.sleep(retry_after(exc) + base_delay * limited)


def retry_after(exc: discord.HTTPException) -> float:
    """Seconds Discord asked to wait (the 429's body or header), 1 s when it did not say."""
    text = getattr(exc, "text", "") or ""
    response = getattr(exc, "response", None)
    header = response.headers.get("Retry-After") if response is not None else None
    for raw in (header, _json_field(text, "retry_after")):
        try:
            if raw is not None:
                return min(max(float(raw), 0.0), 30.0)
        except ValueError:
            continue
    return 1.0


def _json_field(text: str, name: str) -> Any:
    try:
        data = json.loads(text)
    except ValueError:
        return None
    return data.get(name) if isinstance(data, dict) else None


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
        async with paced(channel):  # the channel's bucket is shared with the token's other processes
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
