"""Edits of a seat's private message through the token of its player's newest click on it.

Discord does not count interaction endpoints (the callback, `@original` edits, followups) against a
bot's global limit of 50 requests per second, and an interaction's token edits its message for 15
minutes. A player who clicked their DM a moment ago is usually the one whose message changes next (a
simultaneous decision moving on, the game waiting on them again): that edit then costs the token
nothing. Kept in memory only: after a restart, or past the token's life, a plain edit does it.
"""

from __future__ import annotations

import asyncio
import logging
from dataclasses import dataclass
from typing import Any

import discord

log = logging.getLogger("agora.click_tokens")

# Discord accepts edits through an interaction's token for 15 minutes; a minute of margin.
CLICK_TOKEN_LIFETIME = 14 * 60.0
# A player who clicked their DM this recently is taken to be looking at it: their turn coming back is
# shown by editing it (through that click) rather than by a new DM, which would notify them for nothing.
WATCHING_SECONDS = 15.0
SWEEP_EVERY_S = 60.0

SeatKey = tuple[int, str]  # (game id, seat)


@dataclass
class LastClick:
    """A seat's newest click on its private message, whose token can still edit that message."""

    interaction: discord.Interaction
    message_id: int
    at: float  # loop time of the click


class ClickTokens:
    def __init__(self) -> None:
        self._last: dict[SeatKey, LastClick] = {}
        self._swept_at = 0.0

    def __len__(self) -> int:
        """How many seats' clicks are remembered (tokens past their life are dropped every minute)."""
        return len(self._last)

    def remember(self, key: SeatKey, interaction: discord.Interaction, message_id: int) -> None:
        now = asyncio.get_running_loop().time()
        self._last[key] = LastClick(interaction, message_id, now)
        # The tokens of finished or idle games, dropped now and then: going through every seat's at each
        # click took 0.7 % of the bot's CPU at 50 games. `edit` checks a token's age anyway.
        if now - self._swept_at >= SWEEP_EVERY_S:
            self._swept_at = now
            for old in [k for k, c in self._last.items() if now - c.at > CLICK_TOKEN_LIFETIME]:
                del self._last[old]

    def watching(self, key: SeatKey, message_id: int, within: float) -> bool:
        """Whether the seat's player clicked this message less than `within` seconds ago (they are
        likely still looking at it)."""
        last = self._last.get(key)
        now = asyncio.get_running_loop().time()
        return last is not None and last.message_id == message_id and now - last.at <= within

    async def edit(self, key: SeatKey, message_id: int, payload: dict[str, Any]) -> bool:
        """Edit the seat's message through its newest click (`payload` in edit form); False when no
        live click of that message is known or the edit failed (the caller edits it plainly)."""
        last = self._last.get(key)
        if last is None or last.message_id != message_id:
            return False
        if asyncio.get_running_loop().time() - last.at > CLICK_TOKEN_LIFETIME:
            del self._last[key]
            return False
        try:
            await last.interaction.edit_original_response(**payload)
            return True
        except discord.HTTPException as exc:  # expired or gone: a plain edit does it
            log.info("dm edit through the last click failed", extra={"status": exc.status})
            self._last.pop(key, None)
            return False
