"""Which game a looking command (`/game status`, a title's map, board or status) shows: the one named by
`game:<id>` among the games the user can read, else the channel's game in play, else the channel's latest
game, so a game stays viewable after it ends.

Visibility is `/game list`'s and `/game export`'s: a game of another server or of a channel the user cannot
read is answered as if it did not exist.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands

from agora.errors import AgoraError, echo
from i18n import t

from .locale import user_lang
from .visibility import readable_games

if TYPE_CHECKING:
    from agora.games.records import GameRecord
    from agora.games.service import GameService

MAX_CHOICES = 25


async def viewable_game(
    service: GameService,
    interaction: discord.Interaction,
    game: str | None,
    *,
    channel_id: int,
    title: str | None = None,
) -> GameRecord:
    """The game to show; refused when it is not one of `title` (a title's own commands)."""
    if game:
        number = game.strip().lstrip("#")
        record = await service.get(int(number)) if number.isascii() and number.isdigit() else None
        if record is None or not readable_games(interaction, [record]):
            raise AgoraError("lobby.error.unknown_game", game=echo(game))
    else:
        record = await service.get_active(channel_id) or await service.latest_in_channel(channel_id)
        if record is None:
            raise AgoraError("games.error.no_game")
    if title is not None and record.title != title:
        raise AgoraError("bot.error.wrong_title", title=t(f"{title}.title", user_lang(interaction)))
    return record


async def viewable_choices(
    service: GameService,
    interaction: discord.Interaction,
    current: str,
    title: str | None = None,
    *,
    ended_only: bool = False,
) -> list[app_commands.Choice[str]]:
    """Games the user can read, in play first then ended, newest first: `#12 Syracuse — finished`.
    `ended_only`: the ended ones (`/game export`: a game in play holds secrets). Typed digits (`12`,
    `#12`, `n°12`) narrow by id prefix in the query; a few choices' worth is read, then filtered down to
    the channels the user can read."""
    if interaction.guild_id is None:
        return []
    lang = user_lang(interaction)
    prefix = current.strip().lstrip("#").removeprefix("n°")
    digits = prefix if prefix.isascii() and prefix.isdigit() else ""
    open_games = (
        [] if ended_only else await service.open_game_summaries(interaction.guild_id, limit=4 * MAX_CHOICES)
    )
    ended = await service.ended_game_summaries(interaction.guild_id, id_prefix=digits, limit=4 * MAX_CHOICES)
    choices = []
    for summary in readable_games(interaction, [*open_games, *ended]):
        if title is not None and summary.title != title:
            continue
        name = t(
            "lobby.list_line_plain",
            lang,
            id=summary.id,
            title=t(f"{summary.title}.title", lang),
            status=t(f"lobby.status.{summary.status}", lang),
        )
        if (digits and str(summary.id).startswith(digits)) or prefix.lower() in name.lower():
            choices.append(app_commands.Choice(name=name[:100], value=str(summary.id)))
    return choices[:MAX_CHOICES]
