"""Posting a draw offer or an undo request (issue #44, points 6 and 7): the people asked are pinged, the
bot seats answer at once (agora/games/bot_answers.py) and are named, never mentioned; when the bots'
answers settle the request (a refusal, or the last agreement), it is carried out here and no button
is posted. Called by cogs/seat_commands.py after the request was opened.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord

from agora.bots.identity import display
from agora.discord.ops import reply
from agora.discord.screens import NO_MENTIONS, pinging
from agora.errors import AgoraError
from agora.games.bot_answers import BotAnswers, answer_for_bots, humans_asked
from agora.games.records import ActOutcome, GameRecord
from agora.games.seats import DRAW, Request, SeatService
from engine.core.endings import draw_action
from i18n import t

if TYPE_CHECKING:
    from agora.discord.table import Table
    from agora.games import GameService

View = discord.ui.View


def when(request: Request) -> str:
    """A Discord relative timestamp of the request's expiry ("in 23 hours" in the reader's language)."""
    return f"<t:{int(request.expires_at.timestamp())}:R>"


def asked_line(game: GameRecord, request: Request, asker: str, humans: list[int], open_: bool) -> str:
    """The request as the channel reads it; the people asked are named only while it stays open."""
    lang = game.language
    others = " ".join(f"<@{u}>" for u in humans)
    if request.kind == DRAW:
        if open_:
            return t("seats.draw_offered", lang, mention=asker, others=others, expires=when(request))
        return t("fair_table.draw_offered", lang, mention=asker)
    count = request.taken_back
    if open_:
        return t("seats.undo_asked", lang, mention=asker, count=count, others=others, expires=when(request))
    return t("fair_table.undo_asked", lang, mention=asker, count=count)


def bot_lines(game: GameRecord, request: Request, answers: BotAnswers) -> list[str]:
    lang = game.language
    lines = []
    for user_id, accepted in answers.given:
        bot = display(user_id, lang)
        if request.kind == DRAW:
            lines.append(t("seats.draw_agreed" if accepted else "seats.draw_refused", lang, mention=bot))
        elif accepted:
            lines.append(t("seats.accepted_waiting", lang, mention=bot) if not answers.complete else "")
        else:
            lines.append(t("fair_table.bot_refuses_undo", lang, bot=bot))
    return [line for line in lines if line]


async def publish_request(
    seats: SeatService,
    service: GameService,
    table: Table,
    interaction: discord.Interaction,
    request: Request,
    view: View,
) -> None:
    """Say the request in the channel, after the bot seats have answered it."""
    game = await service.get(request.game_id)
    if game is None:
        raise AgoraError("games.error.no_game")
    humans = humans_asked(game, request)
    answers = await answer_for_bots(seats, game, request)
    open_ = bool(humans) and not answers.refused and not answers.complete
    lines = [asked_line(game, request, interaction.user.mention, humans, open_)]
    lines += bot_lines(game, request, answers)
    if open_:
        content, mentions = "\n".join(lines), pinging(humans)
        await reply(interaction, ephemeral=False, content=content, view=view, allowed_mentions=mentions)
        return
    if not answers.complete:  # a bot refused: nothing changes, nobody to ping
        await reply(interaction, ephemeral=False, content="\n".join(lines), allowed_mentions=NO_MENTIONS)
        return
    assert answers.last is not None
    outcome: ActOutcome
    if request.kind == DRAW:
        last_bot = answers.given[-1][0]
        outcome = await service.act(
            game.channel_id, last_bot, draw_action(), expected_version=request.version, game_id=game.id
        )
        await seats.close(DRAW, game.id)
    else:
        outcome = await seats.apply_consented_undo(answers.last.request)
        lines.append(t("seats.undo_agreed", game.language, mention=interaction.user.mention))
    await table.announce(
        outcome, before=game, interaction=interaction, header=lines, public_via_interaction=True
    )
