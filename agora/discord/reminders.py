"""Telling players what a timer did: reminders that ping only the awaited players (in the channel
and by DM, with a Discord relative timestamp), and the narration of a timeout.

Kept apart from the Table: it only calls the Table's small public operations (post_public, announce,
the Screens' labels), so the Table's own rework of pings and DMs does not collide with it.
"""

from __future__ import annotations

import logging
from datetime import datetime
from typing import TYPE_CHECKING

import discord

from agora.bots.identity import people
from agora.games.records import ActOutcome
from agora.games.timed import Firing
from agora.games.timeouts import Fired
from agora.presenters import presenter_for
from i18n import t

from .private_rooms import seats_changed
from .screens import NO_MENTIONS, pinging

if TYPE_CHECKING:
    from agora.games import GameRecord

    from .table import Table

log = logging.getLogger("agora.reminders")


def stamp(when: datetime | None) -> str:
    """Discord's relative timestamp (`in 3 hours`), shown in each reader's own time zone."""
    return f"<t:{int(when.timestamp())}:R>" if when is not None else "—"


class Reminders:
    def __init__(self, bot: discord.Client, table: Table) -> None:
        self.bot = bot
        self.table = table

    async def announce(self, firing: Firing) -> None:
        game, fired = firing.game, firing.fired
        if fired.kind == "passed":
            await self._passed(firing)
        elif fired.kind == "forfeit":
            await self._forfeit(game, fired)
        elif fired.kind == "bot":
            await self._bot_plays(game, fired)
        else:
            await self._remind(game, fired)

    async def _passed(self, firing: Firing) -> None:
        game, fired, before = firing.game, firing.fired, firing.before
        assert fired.action is not None and fired.seat is not None and fired.status is not None
        lang = game.language
        # In the title's words (a window its own rules close is not a deadline), from the public view of
        # the version the action was played on.
        line = presenter_for(game.title).timed_out_line(
            self.table.screens.context(before, lang),
            self.table.service.view_for(before, None),
            fired.seat,
            fired.action,
            by_rule=fired.rule,
        )
        outcome = ActOutcome(
            game=game, events=fired.events, status=fired.status, previous_status=fired.previous_status
        )
        await self.table.announce(outcome, before=before, interaction=None, header=[line])

    async def _forfeit(self, game: GameRecord, fired: Fired) -> None:
        lang = game.language
        name = self.table.screens.context(game, lang).name(fired.seat or "")
        line = t("deadlines.forfeit", lang, player=name, limit=fired.limit)
        everyone = people([s.user_id for s in game.seats])
        payload = await self.table.screens.public_payload(game, lines=[line], ping=everyone)
        await self.table.post_public(game, payload)

    async def _bot_plays(self, game: GameRecord, fired: Fired) -> None:
        """The `bot` policy: say who the bot now plays for, and let it play at once."""
        seat = fired.seat or ""
        person = ((game.timing or {}).get("autopilot") or {}).get(seat)
        line = t(
            "deadlines.bot_took_over",
            game.language,
            player=f"<@{person}>",
            seat=self.table.screens.seat_label(game, seat, game.language),
        )
        mention = pinging([person] if person else [])
        await self.table.post_public(game, {"content": line[:2000], "allowed_mentions": mention})
        seats_changed(self.bot, game)
        runner = getattr(self.bot, "bots", None)
        if runner is not None:
            runner.poke(game)

    async def _remind(self, game: GameRecord, fired: Fired) -> None:
        """Ping the awaited players only: one channel message, then a DM to each."""
        users = people([game.user_of(s) for s in fired.seats])  # a bot seat awaited is not reminded
        if not users:
            return
        lang = game.language
        when = stamp(game.deadline_at)
        mentions = " ".join(f"<@{u}>" for u in users)
        keys = {"reminder": "deadlines.reminder", "waiting": "deadlines.waiting"}
        key = keys.get(fired.kind, "deadlines.missed")
        text = t(key, lang, mentions=mentions, when=when, missed=fired.missed, limit=fired.limit)
        await self.table.post_public(game, {"content": text[:2000], "allowed_mentions": pinging(users)})
        for user_id in users:
            await self._dm(game, user_id, when)

    async def _dm(self, game: GameRecord, user_id: int, when: str) -> None:
        lang = await self.table.locales.get(user_id, game.language)
        # Where the table and the feed are: the game's thread when it plays in one, not its channel.
        where = await self.table.living.feed_channel_id(game)
        text = t(
            "deadlines.reminder_dm",
            lang,
            title=t(f"{game.title}.title", lang),
            id=game.id,
            channel=f"<#{where}>",
            when=when,
        )
        # The stored DM channel (no create_dm per reminder); None: closed DMs, the ping reached them.
        await self.table.dms.send(user_id, content=text, allowed_mentions=NO_MENTIONS)
