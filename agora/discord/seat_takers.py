"""Who may take a seat that changes hands (issue 44): a person, not a bot account, who is a member of the
game's server. Checked from the interaction's resolved option before anything is acknowledged, written
or posted, so a refusal is private and changes nothing. Discord resolves a user option to a member only
for a member of the server; the bot has no members intent and needs none for this. That the person plays
no other seat of the game is the seat service's check, made under the game's lock (agora/games/seats.py).
"""

from __future__ import annotations

import discord

from agora.errors import AgoraError


def require_seat_taker(user: discord.User | discord.Member) -> None:
    """Raise the private refusal when `user` may not take a seat of a game of this server."""
    if user.bot:  # another bot, or this one: the bot player has its own command (/game bot)
        raise AgoraError("seats.error.bot_seat")
    if not isinstance(user, discord.Member):
        raise AgoraError("fair_seats.error.not_member", user=user.mention)
