"""The game table on Discord: what to post, DM and ping after a change, and what a click does.

`Screens` decides what things look like; the Table decides who gets what, when, and what happens when
a DM cannot be delivered. Cogs and buttons both come through here, so every title gets the same
behaviour for free.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from contextlib import nullcontext
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Any

import discord

from agora.bots.autopilot import absent_player
from agora.bots.control import reclaim
from agora.bots.identity import is_bot
from agora.errors import AgoraError
from agora.games.outbox import FINISHING_MOVE, OutboxKey, say_once
from engine.core import Action, Event
from i18n import t

from .checks import home_channel_id
from .click_tokens import WATCHING_SECONDS, ClickTokens
from .closeup import closeup_focus
from .components import LOBBY_VERBS, ComponentRef
from .dms import DmChannels, SeatMessage, as_edit
from .feed_parts import line_parts
from .global_pacing import urgent
from .images import DEFAULT_UPLOAD_LIMIT, upload_limit
from .living import LivingTable, feed_payloads
from .lobby_actions import LobbyActions
from .locale import UserLocales, user_lang
from .logs import track
from .messages import controls_view, shows_controls
from .ops import acknowledge, reply, safe_send
from .pacing import ChannelPacer
from .private_rooms import seats_changed
from .result_post import post_result_card
from .screens import NO_MENTIONS, Screens, pinging
from .visibility import require_game_channel

if TYPE_CHECKING:
    from agora.games import ActOutcome, GameRecord, GameService
    from agora.presenters import PrivateContent

log = logging.getLogger("agora.table")
VerbHandler = Callable[[discord.Interaction, "GameRecord", ComponentRef], Awaitable[None]]

# Set in `interaction.extras` when the seat's message was the clicked one and got its new controls.
CLICKED_UPDATED = "agora.clicked_updated"


@dataclass
class SeatDelivery:
    """Whether a seat got its private content by DM (False: it must use /game hand)."""

    user_id: int
    seat: str
    delivered: bool


class Table:
    def __init__(self, bot: discord.Client, service: GameService) -> None:
        self.bot = bot
        self.service = service
        self.screens = Screens(service)
        self.locales = UserLocales(service)
        self._told_dm_closed: set[tuple[int, int]] = set()  # (game, user) told once per process
        # Button verbs of other modules (draw offers, undo requests: cogs/seat_commands.py).
        self.verb_handlers: dict[str, VerbHandler] = {}
        # Says whether a user who holds no seat once did (substitute, hand-over): their old buttons
        # then answer "you are no longer in this game".
        self.former_player: Callable[[int, int], Awaitable[bool]] | None = None
        self.dms = DmChannels(bot, service)
        self.pacer = ChannelPacer(service)  # each channel's bucket, shared by the token's processes
        self.living = LivingTable(bot, service, self.screens)
        self._seat_messages: dict[tuple[int, str], SeatMessage] = {}  # (game, seat) -> its newest DM
        self.after_change: Callable[[GameRecord], None] | None = None  # the bot runner's poke
        self.lobby = LobbyActions(service, self.screens, self.post_public)  # join and abandon
        # Edits of seats not awaited whose own content changed wait this long: a burst of moves costs
        # one edit, and none when the seat is awaited meanwhile (its new DM shows it all).
        self.quiet_edit_delay = 1.5
        self._quiet_edits: dict[tuple[int, str], asyncio.Task[None]] = {}
        self._quiet_lines: dict[tuple[int, str], list[str]] = {}  # private lines the waiting edit shows
        self._seat_locks: dict[tuple[int, str], asyncio.Lock] = {}
        # Each seat's newest click on its DM: edits of that message through it cost no global call.
        self.clicks = ClickTokens()

    # --- after a change -----------------------------------------------------------------------
    async def post_public(self, game: GameRecord, payload: dict[str, Any]) -> discord.Message | None:
        channel_id = await self.living.feed_channel_id(game)  # the game's thread, if it plays in one
        channel = self.bot.get_partial_messageable(channel_id, guild_id=game.guild_id)
        return await safe_send(channel, **payload)

    async def deliver_private(
        self,
        game: GameRecord,
        events: list[Event],
        *,
        before: GameRecord | None,
        interaction: discord.Interaction | None,
    ) -> list[SeatDelivery]:
        """Keep every seat's private message right, deciding by versions and controls, not by text.

        A seat the game starts waiting on (or that saw a private event) gets a new DM, which notifies
        it, unless its player clicked that message a moment ago (then an edit); a seat still awaited
        gets its message edited to the new version's controls (the clicked one through the interaction,
        which costs nothing against the global limit), unless its choices are unchanged (another seat's
        secret choice): its controls still work, and what it should see is a quiet edit, later; a seat
        no longer awaited gets its controls taken off; anything else changes only if its own content
        did. When a DM cannot be delivered: an ephemeral followup to the acting user, a public note to
        the others."""
        opening = before is None or before.state_json is None
        # The version before this change: a move bumps it by one, a pause or a forfeit leaves it.
        since = game.version - 1 if before is not None and before.version < game.version else game.version
        results = []
        for record in game.seats:
            user_id = record.user_id
            if is_bot(user_id):
                # A bot reads its view itself: it never gets nor needs a DM. At the end, the person it
                # played for gets the seat's last message, so their old controls are closed.
                person = absent_player(game, record.seat) if game.status == "finished" else None
                if person is None:
                    continue
                user_id = person
            delivery = await self._deliver_seat(
                game, record.seat, user_id, events, interaction, opening, since=since
            )
            if delivery is not None:
                results.append(delivery)
        return results

    async def _deliver_seat(
        self,
        game: GameRecord,
        seat: str,
        user_id: int,
        events: list[Event],
        interaction: discord.Interaction | None,
        opening: bool,
        *,
        may_wait: bool = True,
        since: int | None = None,
    ) -> SeatDelivery | None:
        """`since`: the version the game had before the change delivered (None: the game as it is)."""
        # One delivery at a time per seat: a quiet edit made of an older state must never land on the
        # seat's message after the controls of a newer one.
        async with self._seat_locks.setdefault((game.id, seat), asyncio.Lock()):
            if not may_wait:  # a quiet edit: the game as it is now, not as it was when it was put off
                fresh = await self.service.get(game.id)
                if fresh is None or fresh.status != "active" or fresh.user_of(seat) != user_id:
                    return None
                game = fresh
            return await self._deliver_seat_now(
                game,
                seat,
                user_id,
                events,
                interaction,
                opening,
                may_wait=may_wait,
                since=game.version if since is None or not may_wait else since,
            )

    async def _deliver_seat_now(
        self,
        game: GameRecord,
        seat: str,
        user_id: int,
        events: list[Event],
        interaction: discord.Interaction | None,
        opening: bool,
        *,
        may_wait: bool,
        since: int,
    ) -> SeatDelivery | None:
        key = (game.id, seat)
        known = self._seat_messages.get(key)
        # What this process remembers of the seat's message is sure only if it judged the seat at the
        # version before this change: else another process of the token may have changed the message.
        followed = known is not None and known.followed >= since
        if known is not None:
            known.followed = max(known.followed, game.version)
        lang = await self.locales.get(user_id, game.language)
        content = self.screens.private_content(game, seat, user_id, lang)
        awaited, offered, fingerprint = self._shown(game, seat, content, lang)
        private_events = any(e.audience is not None and e.visible_to(seat) for e in events)
        acting = interaction is not None and interaction.user.id == user_id
        if known is not None and known.closed:
            starts_waiting = awaited and not known.awaited
            if not (starts_waiting or private_events):
                known.awaited = awaited
                if awaited and acting:  # fresh controls where the player is looking
                    await self.dm_fallback(game, seat, user_id, interaction, events)
                return None
        # Another seat moved and this seat's choices are exactly those its controls list (a secret
        # choice of the others): they still work, so what changed is told like a quiet edit, later.
        still_good = (
            awaited
            and not acting
            and not private_events
            and followed
            and known is not None
            and known.message_id is not None
            and known.awaited
            and known.offered == offered
        )
        if still_good and fingerprint == known.fingerprint and not self._quiet_lines.get(key):
            return None
        mode = self._delivery_mode(known, awaited, fingerprint, private_events, opening)
        quiet = still_good or not (
            awaited or acting or known is None or known.message_id is None or known.awaited
        )
        if mode is not None and quiet and may_wait:
            # Not awaited: no notification is due (its private lines, kept, are shown with the edit).
            self._quiet_lines.setdefault(key, []).extend(self.screens.narrate(game, events, seat, lang))
            if key not in self._quiet_edits:  # a burst of moves: the first one's timer serves them all
                self._edit_quietly_later(game.id, seat, user_id)
            return SeatDelivery(user_id, seat, True)
        later = self._quiet_edits.pop(key, None)
        if later is not None and later is not asyncio.current_task():
            later.cancel()
        if mode is None and not self._quiet_lines.get(key):
            return None
        mode = mode or "edit"
        clicked = getattr(interaction, "message", None) if acting else None
        if mode == "new" and known is not None and clicked is not None and clicked.id == known.message_id:
            # The player is looking at the message they clicked: its edit through the interaction (free
            # against the global limit) shows their private lines as well as a new DM would.
            mode = "edit"
        if mode == "new" and known is not None and known.message_id is not None:
            full = not self.dms.has_room(user_id)
            watching = self.clicks.watching(key, known.message_id, WATCHING_SECONDS)
            if full or watching:
                # The player is there: acting fast (their DM channel's bucket is full), or they clicked
                # that message a moment ago. An edit reaches them, through that click when there is one
                # (free against the global limit, where a new DM would count).
                mode = "edit"
        lines = self._quiet_lines.pop(key, []) + self.screens.narrate(game, events, seat, lang)
        if mode == "new":  # a DM that tells the player it is their turn says where the game is
            lines = await self.where_lines(game, lang) + lines
        payload = await self.screens.private_payload(
            game, seat, user_id, lang, lines=lines[-20:], limit=DEFAULT_UPLOAD_LIMIT, content=content
        )
        # The awaited player's new controls go before the feed and quiet edits when Discord's budget is
        # short (controls still good are not new).
        with urgent() if awaited and not still_good else nullcontext():
            if (
                mode == "edit"
                and known is not None
                and await self._edit_seat_message(key, known, payload, interaction)
            ):
                known.version, known.awaited, known.fingerprint = game.version, awaited, fingerprint
                known.offered = offered
                return SeatDelivery(user_id, seat, True)
            message = await self.dms.send(user_id, **payload)
        self._remember_sent(key, game, message, awaited, offered, fingerprint)
        if message is None:
            await self.dm_fallback(game, seat, user_id, interaction, events)
            return SeatDelivery(user_id, seat, False)
        return SeatDelivery(user_id, seat, True)

    def _remember_sent(
        self,
        key: tuple[int, str],
        game: GameRecord,
        message: discord.Message | None,
        awaited: bool,
        offered: tuple[Action, ...],
        fingerprint: tuple[Any, ...],
    ) -> None:
        """A new DM is the seat's message now (None: it could not be delivered, the seat is told the
        fallback)."""
        if message is None:
            self._seat_messages[key] = SeatMessage(
                None, None, game.version, awaited, fingerprint, closed=True, followed=game.version
            )
            return
        self._seat_messages[key] = SeatMessage(
            message.channel.id,
            message.id,
            game.version,
            awaited,
            fingerprint,
            offered=offered,
            followed=game.version,
        )

    def _edit_quietly_later(self, game_id: int, seat: str, user_id: int) -> None:
        async def later() -> None:
            await asyncio.sleep(self.quiet_edit_delay)
            await self._quiet_edit_now(game_id, seat, user_id)

        self._quiet_edits[(game_id, seat)] = asyncio.get_running_loop().create_task(later())

    async def _quiet_edit_now(self, game_id: int, seat: str, user_id: int) -> None:
        try:
            game = await self.service.get(game_id)
            if game is not None and game.status == "active" and game.user_of(seat) == user_id:
                await self._deliver_seat(game, seat, user_id, [], None, False, may_wait=False)
        except Exception:  # a background edit: the seat's next message carries it all anyway
            log.warning("quiet dm edit failed", exc_info=True)

    async def flush_quiet_edits(self) -> None:
        """Make every waiting quiet edit now (tests, the traffic bench)."""
        for (game_id, seat), task in list(self._quiet_edits.items()):
            task.cancel()
            self._quiet_edits.pop((game_id, seat), None)
            game = await self.service.get(game_id)
            user_id = game.user_of(seat) if game is not None else None
            if user_id is not None:
                await self._quiet_edit_now(game_id, seat, user_id)

    def cancel_background(self) -> None:
        """Shutting down: drop the edits still waiting (the next start sends fresh messages as needed)."""
        for task in self._quiet_edits.values():
            task.cancel()
        self._quiet_edits.clear()

    @staticmethod
    def _delivery_mode(
        known: SeatMessage | None,
        awaited: bool,
        fingerprint: tuple[Any, ...],
        private_events: bool,
        opening: bool,
    ) -> str | None:
        """ "new" (a DM that notifies), "edit" (the seat's message in place) or None (nothing changed)."""
        if known is None or known.message_id is None:
            return "new" if awaited or private_events or opening else None
        if private_events or (awaited and not known.awaited):
            return "new"
        if awaited or known.awaited or fingerprint != known.fingerprint:
            # Controls carry the version: a seat still (or no longer) awaited holds dead ones otherwise.
            return "edit"
        return None

    async def _edit_seat_message(
        self,
        key: tuple[int, str],
        known: SeatMessage,
        payload: dict[str, Any],
        interaction: discord.Interaction | None,
    ) -> bool:
        assert known.channel_id is not None and known.message_id is not None
        clicked = getattr(interaction, "message", None) if interaction is not None else None
        if interaction is not None and clicked is not None and clicked.id == known.message_id:
            try:
                await interaction.edit_original_response(**as_edit(payload))
                interaction.extras[CLICKED_UPDATED] = True
                self.clicks.remember(key, interaction, known.message_id)
                return True
            except discord.HTTPException as exc:
                log.warning("clicked dm edit failed", extra={"status": exc.status, "code": exc.code})
        if await self.clicks.edit(key, known.message_id, as_edit(payload)):
            return True
        return await self.dms.edit(known.channel_id, known.message_id, **payload)

    async def notify_awaited(self, game: GameRecord, *, lines: list[str] | None = None) -> list[SeatDelivery]:
        """A new DM (which notifies) with live controls to every seat the game waits on, and the public
        fallback for those whose DMs are closed. For reminders and anything else that must reach them."""
        status = self.service.status_of(game)
        results = []
        for seat in status.waiting_for if status is not None and not status.finished else []:
            user_id = game.user_of(seat)
            if user_id is not None and not is_bot(user_id):  # a bot needs no reminder
                results.append(await self.send_seat(game, seat, user_id, lines=lines))
        return results

    async def send_seat(
        self, game: GameRecord, seat: str, user_id: int, *, lines: list[str] | None = None
    ) -> SeatDelivery:
        """A new DM with the seat's private content and live controls (a reminder, a new player in the
        seat), or the public fallback when the player's DMs are closed."""
        lang = await self.locales.get(user_id, game.language)
        content = self.screens.private_content(game, seat, user_id, lang)
        lines = await self.where_lines(game, lang) + list(lines or [])
        payload = await self.screens.private_payload(
            game, seat, user_id, lang, lines=lines, limit=DEFAULT_UPLOAD_LIMIT, content=content
        )
        awaited, offered, fingerprint = self._shown(game, seat, content, lang)
        message = await self.dms.send(user_id, **payload)
        self._remember_sent((game.id, seat), game, message, awaited, offered, fingerprint)
        if message is None:
            await self.dm_fallback(game, seat, user_id, None, [])
        return SeatDelivery(user_id, seat, message is not None)

    def _shown(
        self, game: GameRecord, seat: str, content: PrivateContent, lang: str
    ) -> tuple[bool, tuple[Action, ...], tuple[Any, ...]]:
        """What a seat's message shows, as its SeatMessage remembers it: whether it carries controls, the
        legal actions they list, and its fingerprint."""
        awaited = bool(content.buttons or content.selects)
        offered = tuple(self.service.snapshot(game).legal(seat)) if awaited else ()
        return awaited, offered, self.screens.private_fingerprint(game, content, lang)

    def controls_version(self, game: GameRecord, seat: str) -> int:
        """The version the seat's working controls carry: the game's, or an older one whose controls the
        Table left in place because the seat's choices have not changed since."""
        kept = self._kept(game, seat)
        return kept.version if kept is not None else game.version

    def _kept(self, game: GameRecord, seat: str) -> SeatMessage | None:
        """The seat's DM while the choices its controls list are still exactly the seat's, else None."""
        known = self._seat_messages.get((game.id, seat))
        if known is None or known.message_id is None or not known.offered:
            return None
        return known if list(known.offered) == self.service.snapshot(game).legal(seat) else None

    async def where_lines(self, game: GameRecord, lang: str) -> list[str]:
        """The game's thread, for a DM that calls a player to it (nothing for a game in its channel)."""
        where = await self.living.feed_channel_id(game)
        if where == game.channel_id:
            return []
        return [t("quiet.played_in_thread", lang, thread=f"<#{where}>")]

    async def dm_fallback(
        self,
        game: GameRecord,
        seat: str,
        user_id: int,
        interaction: discord.Interaction | None,
        events: list[Event],
    ) -> None:
        if interaction is not None and interaction.user.id == user_id:
            lang = user_lang(interaction)
            lines = self.screens.narrate(game, events, seat, lang)
            payload = await self.screens.private_payload(
                game,
                seat,
                user_id,
                lang,
                lines=[t("lobby.dm_closed_private", lang), *lines],
                limit=upload_limit(interaction),
            )
            await reply(interaction, ephemeral=True, **payload)
            return
        key = (game.id, user_id)
        if key in self._told_dm_closed:
            return
        self._told_dm_closed.add(key)
        text = t("lobby.dm_closed_public", game.language, mention=f"<@{user_id}>")
        await self.post_public(
            game,
            {
                "content": text,
                "allowed_mentions": pinging([user_id]),
            },
        )

    async def announce(
        self,
        outcome: ActOutcome,
        *,
        before: GameRecord | None,
        interaction: discord.Interaction | None,
        header: list[str] | None = None,
        public_via_interaction: bool = False,
    ) -> None:
        """After `start` or an accepted action: the living table, the feed, DMs and pings."""
        game = outcome.game
        lines = list(header or []) + self.screens.narrate(game, outcome.events, None, game.language)
        previous = outcome.previous_status
        # Ping only those the game starts waiting on, not everyone awaited at every micro-step.
        was_waiting = set(previous.waiting_for) if previous else set()
        awaited = outcome.status.waiting_for if not outcome.status.finished else []
        newly = [game.user_of(s) for s in awaited if s not in was_waiting]
        ping = [u for u in newly if u is not None and not is_bot(u)]
        if outcome.status.finished:
            ping = [s.user_id for s in game.seats if not is_bot(s.user_id)]
        opening = before is None or before.state_json is None or previous is None
        if opening:
            await self.living.post_status(
                game,
                lines=lines,
                ping=ping,
                interaction=interaction if public_via_interaction else None,
            )
            await self.deliver_private(game, outcome.events, before=before, interaction=interaction)
        else:
            # Private first: the awaited player's controls matter more than the picture.
            await self.deliver_private(game, outcome.events, before=before, interaction=interaction)
            await self.narrate_step(outcome, lines, ping, interaction, announced=bool(header))
        if outcome.status.finished and not (previous is not None and previous.finished):
            await post_result_card(self.screens, self.post_public, game)  # who won and why, chart, map (#11)
        self.bot.dispatch("game_announced", game)  # cogs follow the game (Epireia's league rooms)
        if self.after_change is not None:
            self.after_change(game)

    async def narrate_step(
        self,
        outcome: ActOutcome,
        lines: list[str],
        ping: list[int],
        interaction: discord.Interaction | None,
        *,
        announced: bool = False,
    ) -> None:
        """Gather the public lines of the step going on; post them when it completes (a new phase or
        turn, the end) or, when a slash command caused them, as the command's public reply."""
        game, status, previous = outcome.game, outcome.status, outcome.previous_status
        await self.living.gather(game, lines)
        step_done = (
            announced  # something happened to the game from outside (a closed window): say it now
            or status.finished
            or previous is None
            or previous.phase != status.phase
            or previous.turn != status.turn
        )
        by_command = (
            interaction is not None
            and interaction.type is discord.InteractionType.application_command
            # typed where the feed is: not a league's planning thread, nor the parent of a game's thread
            and interaction.channel_id == await self.living.feed_channel_id(game)
        )
        if by_command and lines and interaction is not None:
            feed = await self.living.take_lines(game)
            payloads = feed_payloads(game, feed, ping)
            if len(payloads) == 1:
                await reply(interaction, ephemeral=False, **payloads[0])
                self.living.note_reply(game)
            else:  # longer than a message: the reply takes what fits, the feed the rest and the ping
                first, *rest = line_parts(feed)
                await reply(
                    interaction, ephemeral=False, content="\n".join(first), allowed_mentions=NO_MENTIONS
                )
                self.living.note_reply(game)
                await self.living.post_feed(game, lines=[line for part in rest for line in part], ping=ping)
        elif not announced and self._bots_play_on(outcome):
            pass  # folded: the bots' run of moves is told when a turn ends or a person is awaited
        elif step_done or await self.living.must_post(game):
            await self.living.post_feed(game, lines=await self.living.take_lines(game), ping=ping)
        # phone (issue 11 part 6): a step the title marks (Syracuse: a combat, a group's completed move)
        # puts its close-up on the living table
        focus = closeup_focus(game.title, outcome.events)
        if step_done or focus:
            await self.living.refresh(game, with_image=True, closeup=focus)
        else:
            self.living.refresh_soon(game)

    @staticmethod
    def _bots_play_on(outcome: ActOutcome) -> bool:
        """The game still waits on bots alone within the same turn: their moves follow each other at
        once, so their lines wait for the turn's end, or for a person, in one message (a tail played by
        bots would otherwise post a message per phase)."""
        game, status, previous = outcome.game, outcome.status, outcome.previous_status
        if status.finished or previous is None or previous.turn != status.turn or not status.waiting_for:
            return False
        return all(is_bot(game.user_of(seat)) for seat in status.waiting_for)

    def confirmation(self, game: GameRecord, events: list[Event], seat: str | None, lang: str) -> str:
        """What an action did, for the one who made it: its public and private lines, after a check mark
        (which says "accepted" at a glance, and tells tests an accepted command from a refusal)."""
        lines = self.screens.narrate(game, events, None, lang)
        if seat is not None:
            lines += self.screens.narrate(game, events, seat, lang)
        shown = [line for line in lines if line][:4]
        if not shown:
            return t("table.done_quietly", lang)
        return t("table.done", lang, what="\n".join(shown))[:2000]

    # --- acting -------------------------------------------------------------------------------
    async def act(
        self,
        interaction: discord.Interaction,
        game: GameRecord,
        action: Action,
        *,
        expected_version: int | None,
        offered: list[Action] | None = None,
        more: list[Action] | None = None,
    ) -> ActOutcome:
        """Apply an action (and `more` after it, all or nothing: a multi-select's choices) for the
        interaction's user, answer them, then tell everyone what changed. `offered`: the choices the
        clicked controls listed (the service takes them at a later version while they are unchanged)."""
        component = interaction.type is discord.InteractionType.component
        # Acknowledge first: an interaction Discord already gave up on (10062) showed the user a
        # failure, so nothing may be applied; they simply retry.
        await acknowledge(interaction, thinking=not component)
        busy = self.living.busy
        busy[game.id] = busy.get(game.id, 0) + 1
        try:
            actions = [action, *(more or [])]
            return await self._act(interaction, game, actions, expected_version, offered, component)
        finally:
            busy[game.id] -= 1
            if not busy[game.id]:
                del busy[game.id]

    async def _act(
        self,
        interaction: discord.Interaction,
        game: GameRecord,
        actions: list[Action],
        expected_version: int | None,
        offered: list[Action] | None,
        component: bool,
    ) -> ActOutcome:
        outcome = await self.service.act_many(
            game.channel_id,
            interaction.user.id,
            actions,
            expected_version=expected_version,
            offered=offered,
            game_id=game.id,
            known=game,  # read by this interaction: the move's one read of the game
            said_if_finished=True,  # the result is saved with the last move: a crash cannot lose it
        )
        lang = user_lang(interaction)
        try:
            if not component:
                seat = game.seat_of(interaction.user.id)
                text = self.confirmation(outcome.game, outcome.events, seat, lang)
                await reply(interaction, ephemeral=True, content=text, allowed_mentions=NO_MENTIONS)
        except discord.HTTPException as exc:
            # The move is stored: failing to answer the clicker must not keep it from the others.
            log.warning("answer after action failed", extra={"status": exc.status, "code": exc.code})
        if outcome.status.finished:  # said once, after a restart if need be (agora/games/outbox.py)
            key = OutboxKey(outcome.game.id, outcome.game.updated_at, FINISHING_MOVE)
            await say_once(
                self.service, key, partial(self.announce, outcome, before=game, interaction=interaction)
            )
        else:
            await self.announce(outcome, before=game, interaction=interaction)
        if component and not interaction.extras.get(CLICKED_UPDATED):
            # The clicked controls belong to the old version and were not replaced: take them off.
            try:
                await interaction.edit_original_response(view=None)
            except discord.HTTPException as exc:
                log.warning("stripping clicked controls failed", extra={"status": exc.status})
            else:
                seat = game.seat_of(interaction.user.id) or ""
                known = self._seat_messages.get((game.id, seat))
                clicked = interaction.message
                if known is not None and clicked is not None and known.message_id == clicked.id:
                    self.clicks.remember((game.id, seat), interaction, clicked.id)
        return outcome

    async def on_component(self, interaction: discord.Interaction, ref: ComponentRef) -> None:
        async with track(interaction, f"component:{ref.verb}") as tracked:
            tracked.game_id = ref.game_id
            # Acknowledged before the game is even read: clicks queued behind others (many games at
            # once, a slow database) still answer within Discord's 3 s, and when two processes
            # receive the same click only the one whose acknowledgement Discord took goes on.
            await acknowledge(interaction, thinking=False)
            game = await self.service.get(ref.game_id)
            if game is None or game.status in ("finished", "abandoned"):
                raise AgoraError("lobby.error.expired")
            if interaction.guild_id is not None and home_channel_id(interaction) != game.channel_id:
                # Controls live in the game's channel or in DMs: this one was copied from elsewhere.
                raise AgoraError("lobby.error.expired")
            if ref.verb in LOBBY_VERBS:  # never from a DM: only moves have controls there
                require_game_channel(interaction, game)
            if ref.verb != "join" and await self.back_from_the_bot(game, interaction.user.id) is not None:
                raise AgoraError("deadlines.back_in_seat")  # said privately; fresh controls are in a DM
            if (
                self.former_player is not None
                and game.status == "active"
                and game.seat_of(interaction.user.id) is None
                and ref.verb != "join"
                and await self.former_player(game.id, interaction.user.id)
            ):
                raise AgoraError("seats.error.replaced")
            if ref.verb == "join":
                await self.lobby.join(interaction, game)
            elif ref.verb == "hand":
                await self.show_hand(interaction, game)
            elif ref.verb in ("abandon_yes", "abandon_no"):
                await self.lobby.confirm_abandon(interaction, game, confirmed=ref.verb == "abandon_yes")
            elif ref.verb in self.verb_handlers:
                await self.verb_handlers[ref.verb](interaction, game, ref)
            else:
                await self.act_by_index(interaction, game, ref)

    async def act_by_index(
        self, interaction: discord.Interaction, game: GameRecord, ref: ComponentRef
    ) -> None:
        if game.status != "active":
            raise AgoraError("lobby.error.expired")
        seat = game.seat_of(interaction.user.id)
        if seat is None:
            raise AgoraError("lobby.error.not_your_controls")
        if ref.version == game.version:
            legal = self.service.snapshot(game).legal(seat)
        else:
            legal = await self._still_good(game, seat, ref, interaction)
            if not legal:
                raise await self._expired(interaction, game, seat)
        index = ref.action_index
        if index is None or not 0 <= index < len(legal):
            raise AgoraError("lobby.error.expired")
        chosen = multi_choice(ref, legal)
        if len(chosen) <= 1:
            chosen = [legal[index]]
        try:
            await self.act(
                interaction, game, chosen[0], expected_version=ref.version, offered=legal, more=chosen[1:]
            )
        except AgoraError as exc:
            if exc.key == "games.error.stale":
                raise await self._expired(interaction, game, seat) from exc
            raise

    async def _expired(self, interaction: discord.Interaction, game: GameRecord, seat: str) -> AgoraError:
        """Controls clicked in a DM that no longer work (the game moved on): the DM clicked shows the
        current ones at once, through the click (free against the global limit), and the player is
        told. A DM that is not the seat's message as this process knows it (it restarted since, or
        another process of the token sent or edited it) becomes the seat's message: the player is
        looking at it."""
        key = (game.id, seat)
        known = self._seat_messages.get(key)
        clicked = interaction.message
        if clicked is None or interaction.guild_id is not None:
            return AgoraError("lobby.error.expired")  # ephemeral controls: /game hand gives new ones
        if known is None or known.message_id != clicked.id:
            fingerprint: tuple[Any, ...] = ()  # unknown: whatever it shows, it is replaced
            self._seat_messages[key] = SeatMessage(
                clicked.channel.id, clicked.id, game.version, True, fingerprint
            )
        try:  # may_wait=False: delivered from the game as it is now, not as this click read it
            await self._deliver_seat(game, seat, interaction.user.id, [], interaction, False, may_wait=False)
        except Exception:  # the refusal is what matters; the seat's next delivery carries it all anyway
            log.warning("fresh controls after a stale click failed", exc_info=True)
        if interaction.extras.get(CLICKED_UPDATED):
            return AgoraError("lobby.error.expired_refreshed")
        return AgoraError("lobby.error.expired")

    async def _still_good(
        self, game: GameRecord, seat: str, ref: ComponentRef, interaction: discord.Interaction
    ) -> list[Action]:
        """The choices of older controls that still work, clicked in a DM while the seat's choices are
        still exactly those: the seat's DM the Table left as it was because the moves since did not
        change its choices (others' secret choices), or a DM this process does not know as the seat's
        (it restarted since, or another process of the token sent it) whose controls are, to the
        label, the ones the seat would be given now. Anything else is expired (empty)."""
        clicked = interaction.message
        if clicked is None or interaction.guild_id is not None:
            return []
        kept = self._kept(game, seat)
        if kept is not None and kept.message_id == clicked.id:
            return list(kept.offered) if kept.version == ref.version else []
        known = self._seat_messages.get((game.id, seat))
        if known is not None and known.message_id == clicked.id:
            return []  # this process changed that DM since: the click raced the edit
        lang = await self.locales.get(interaction.user.id, game.language)
        content = self.screens.private_content(game, seat, interaction.user.id, lang)
        if not shows_controls(clicked.components, controls_view(game.id, ref.version, content)):
            return []
        return self.service.snapshot(game).legal(seat)

    # --- a seat's player back from the bot, and their hand on demand ----------------------------
    async def back_from_the_bot(self, game: GameRecord, user_id: int) -> GameRecord | None:
        """A player whose seat the `bot` timeout gave to the bot acts again: the seat is theirs again,
        said in the channel, with fresh controls by DM. None when the bot holds no seat of theirs."""
        if game.status != "active" or game.seat_of(user_id) is not None:
            return None
        back = await reclaim(self.service, game, user_id)
        seat = back.seat_of(user_id) if back is not None else None
        if back is None or seat is None:
            return None
        name = self.screens.context(back).name(seat)
        line = t("deadlines.back_from_bot", back.language, player=name)
        await self.post_public(back, {"content": line[:2000], "allowed_mentions": NO_MENTIONS})
        seats_changed(self.bot, back)
        await self.send_seat(back, seat, user_id)
        return back

    async def show_hand(self, interaction: discord.Interaction, game: GameRecord) -> None:
        game = await self.back_from_the_bot(game, interaction.user.id) or game
        seat = game.seat_of(interaction.user.id)
        if seat is None:
            raise AgoraError("games.error.not_in_game")
        if game.status != "active":
            raise AgoraError("games.error.not_started")
        lang = user_lang(interaction)
        payload = await self.screens.private_payload(
            game, seat, interaction.user.id, lang, lines=[], limit=upload_limit(interaction)
        )
        await reply(interaction, ephemeral=True, **payload)


def multi_choice(ref: ComponentRef, legal: list[Action]) -> list[Action]:
    """The actions a multi-select's values name, in the order of the legal actions (which is the
    order they are offered in); refused as expired when a value names none."""
    indexes = []
    for value in ref.values:
        if not (value.startswith("a") and value[1:].isascii() and value[1:].isdigit()):
            raise AgoraError("lobby.error.expired")
        index = int(value[1:])
        if not 0 <= index < len(legal):
            raise AgoraError("lobby.error.expired")
        indexes.append(index)
    return [legal[i] for i in sorted(set(indexes))]
