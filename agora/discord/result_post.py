"""Posting the result card when a game ends (agora/presenters/result_card.py): the winner and why, the
score chart drawn from the replayed log, and the final map, in one public message of the game's channel.

The card is a courtesy on top of the living table (which already says the game is over): if it cannot be
built or sent, the failure is logged and the game stays as it is.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

import discord

from agora.games.score_history import score_history
from agora.presenters import presenter_for
from agora.presenters.result_card import final_map, result_card, score_reader

from .images import DEFAULT_UPLOAD_LIMIT, as_file
from .messages import build_embed
from .screens import NO_MENTIONS

if TYPE_CHECKING:
    from agora.games.records import GameRecord

    from .lobby_actions import PostPublic
    from .screens import Screens

log = logging.getLogger("agora.result_card")


async def result_card_payload(screens: Screens, game: GameRecord) -> dict[str, Any] | None:
    status = screens.service.status_of(game)
    if status is None or not status.finished:
        return None
    ctx = screens.context(game)
    presenter = presenter_for(game.title)
    view = screens.service.view_for(game, None)  # public facts only
    reader = score_reader(ctx)
    history = await score_history(screens.service, game, reader) if reader is not None else {}
    embeds: list[discord.Embed] = []
    files: list[discord.File] = []
    for spec in (result_card(presenter, ctx, status, view, history), final_map(presenter, ctx, view, status)):
        if spec is None:
            continue
        embed, image = await build_embed(spec, limit=DEFAULT_UPLOAD_LIMIT // 2)
        embeds.append(embed)
        if image is not None:
            files.append(as_file(image))
    return {"embeds": embeds, "files": files, "allowed_mentions": NO_MENTIONS}


async def post_result_card(screens: Screens, post_public: PostPublic, game: GameRecord) -> None:
    try:
        payload = await result_card_payload(screens, game)
        if payload is not None:
            await post_public(game, payload)
    except Exception:  # the game is over whatever happens to its card
        log.exception("result card failed", extra={"game_id": game.id})
