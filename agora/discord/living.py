"""One living table per game: a status message (embed + current map) edited in place, and a narration
feed with one message per completed public step, never one per click.

Lines of public events are gathered while a step goes on (a player adding counters to a group, passing,
…) and posted together when the step completes: the phase changes, the game ends, or the lines fill a
message. The status message is edited after each step, and otherwise at most once per `edit_delay`
seconds (a burst of moves costs one edit); edits queued behind a slow one give way to the newest, which
carries the picture they wanted. Steps that follow each other faster than `edit_gap` (bots, forced
steps, players clicking at once) are shown together: one edit at the end of the gap, with the newest
state and the picture the others wanted (Discord documents no limit on edits, but developers meet
429s past about one a second in a channel). When the feed has pushed it far up, it is re-posted at the
bottom and the old one loses its image and controls. Nothing here sees a seat's view: only the spectator
summary and public narration reach the channel.
"""

from __future__ import annotations

import asyncio
import logging
from collections import deque
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import discord

from agora.bots.identity import people
from agora.presenters import EmbedSpec
from i18n import t

from .closeup import closeup_image
from .feed_parts import line_parts
from .game_threads import stored_thread
from .images import as_file
from .messages import build_embed
from .ops import reply, retry, safe_send
from .screens import NO_MENTIONS, Screens, pinging

if TYPE_CHECKING:
    from agora.games import GameRecord, GameService

log = logging.getLogger("agora.living")

MAX_FEED_LINES = 15  # a step longer than this is posted in parts
# Discord lets a channel take 5 messages per 5 s; the feed keeps one for anyone else (lobby, replies).
CHANNEL_POSTS, CHANNEL_WINDOW = 4, 5.5  # half a second of margin: an upload can take that long
REPOST_AFTER = 12  # feed messages below the status message before it comes down again
# of the status message's 2,000 characters, what its opening lines may take (the rest: its status line
# and the ping of up to four players)
STATUS_TEXT_LIMIT = 1500
EDIT_GAP = 1.0  # seconds between two edits of a status message while the game is played


@dataclass
class LivingState:
    channel_id: int
    message_id: int | None = None
    image_name: str | None = None
    below: int = 0  # feed messages posted under the status message
    lines: list[str] = field(default_factory=list)  # public lines of the step going on
    fingerprint: Any = None
    pictured: Any = None  # the fingerprint of the version whose picture the status message shows
    shown: Any = None  # the embed the status message shows (a text-only edit that changes nothing is skipped)
    pending: asyncio.Task[None] | None = None  # the edit put off (`edit_delay`, `edit_gap`)
    due: float = 0.0  # the loop time `pending` edits at
    edited_at: float = float("-inf")  # loop time of the status message's last edit or post
    editing: asyncio.Lock = field(default_factory=asyncio.Lock)
    queued: list[int] = field(default_factory=list)  # versions of the refreshes waiting for `editing`
    owed_image: bool = False  # a refresh that gave way to a newer one wanted a picture
    owed_closeup: list[str] | None = None  # and this close-up
    posted_at: deque[float] = field(default_factory=deque)  # loop times of our recent channel posts
    held: asyncio.Task[None] | None = None  # a feed post waiting for room in the channel's bucket
    held_ping: list[int] = field(default_factory=list)
    opening: list[str] = field(default_factory=list)  # the lines the status message was posted with

    def room_in(self, now: float) -> float:
        """Seconds until the channel takes another post from us (0: now)."""
        while self.posted_at and self.posted_at[0] <= now - CHANNEL_WINDOW:
            self.posted_at.popleft()
        if len(self.posted_at) < CHANNEL_POSTS:
            return 0.0
        return self.posted_at[0] + CHANNEL_WINDOW - now


class LivingTable:
    PREFIX = "living:"

    def __init__(self, bot: discord.Client, service: GameService, screens: Screens) -> None:
        self.bot = bot
        self.service = service
        self.screens = screens
        self.edit_delay = 2.0
        self.edit_gap = EDIT_GAP
        self.busy: dict[int, int] = {}  # game id -> moves being applied and told right now
        self._games: dict[int, LivingState] = {}

    async def state(self, game: GameRecord) -> LivingState:
        state = self._games.get(game.id)
        if state is None:
            thread_id = await stored_thread(self.service, game.id)  # a game played in its own thread
            state = LivingState(channel_id=thread_id or game.channel_id)
            stored = await self.service.meta_get(f"{self.PREFIX}{game.id}")
            if stored:
                state.message_id = int(stored)
            self._games[game.id] = state
        return state

    def channel(self, game: GameRecord) -> discord.PartialMessageable:
        state = self._games.get(game.id)
        channel_id = state.channel_id if state is not None else game.channel_id
        return self.bot.get_partial_messageable(channel_id, guild_id=game.guild_id)

    async def feed_channel_id(self, game: GameRecord) -> int:
        """Where the table and the feed are: the game's thread, or its channel."""
        return (await self.state(game)).channel_id

    # --- the status message ---------------------------------------------------------------------
    async def post_status(
        self,
        game: GameRecord,
        *,
        lines: list[str],
        ping: list[int],
        interaction: discord.Interaction | None = None,
    ) -> None:
        """A new status message at the bottom (the start, as the reply to `/game start`, or the old one
        scrolled far up)."""
        state = await self.state(game)
        # An opening longer than a message (a scenario's set-up): the status message takes what fits
        # beside its status line and ping, the feed under it the rest and the ping.
        first, *more = line_parts(lines, STATUS_TEXT_LIMIT) or [[]]
        rest = [line for part in more for line in part]
        payload = await self.screens.public_payload(game, lines=first, ping=[] if rest else ping)
        if interaction is not None and interaction.channel_id != state.channel_id:
            # Typed in the channel of a game played in a thread: the table goes to the thread.
            await reply(interaction, ephemeral=False, **thread_pointer(game, state.channel_id))
            interaction = None
        if interaction is not None:
            message = await reply(interaction, ephemeral=False, **payload)
        else:
            state.posted_at.append(asyncio.get_running_loop().time())
            message = await safe_send(self.channel(game), **payload)
        if message is None:
            return
        old = state.message_id
        state.message_id, state.below = message.id, 0
        state.edited_at = asyncio.get_running_loop().time()
        state.image_name = message.attachments[0].filename if message.attachments else None
        state.fingerprint = self._fingerprint(game)
        state.pictured = state.fingerprint if message.attachments else None
        state.shown = (payload.get("content"), _embed_key(payload.get("embed")))
        state.opening = list(first)  # kept under the status line when it changes (not the pings)
        await self.service.meta_set(f"{self.PREFIX}{game.id}", str(message.id))
        if old is not None:
            await self._retire(game, old)
        if rest:
            await self.post_feed(game, lines=rest, ping=ping)

    async def _retire(self, game: GameRecord, message_id: int) -> None:
        """The old status message keeps its text but loses its picture and its controls."""
        try:
            await retry(
                lambda: self.channel(game).get_partial_message(message_id).edit(attachments=[], view=None)
            )
        except discord.HTTPException as exc:
            log.info("retiring a status message failed", extra={"status": exc.status})

    @staticmethod
    def _fingerprint(game: GameRecord) -> Any:
        # Not the summary's text: building it may consume a title's "new picture" moment.
        return (game.version, game.status)

    async def refresh(
        self, game: GameRecord, *, with_image: bool, closeup: list[str] | None = None, now: bool = False
    ) -> None:
        """Edit the status message to the game as it is now (a new picture only when asked; `closeup`:
        what a step the title marks shows close up, drawn when the title has no picture of its own now).
        Within `edit_gap` of the last edit of a game still played, the edit is made at the end of the gap
        (`now`: at once, as for a flush)."""
        state = await self.state(game)
        wait = state.edited_at + self.edit_gap - asyncio.get_running_loop().time()
        if wait > 0 and not now and game.status == "active" and state.message_id is not None:
            # The picture and close-up this step wanted are owed to that edit, which shows the newest state.
            state.owed_image = state.owed_image or with_image
            state.owed_closeup = closeup or state.owed_closeup
            self._edit_after(game, state, wait)
            return
        if state.pending is not None and state.pending is not asyncio.current_task():
            state.pending.cancel()
        state.pending = None
        if state.message_id is None or (
            state.below >= REPOST_AFTER and not state.room_in(asyncio.get_running_loop().time())
        ):
            await self.post_status(game, lines=[], ping=[])
            return
        state.queued.append(game.version)
        try:
            await state.editing.acquire()  # one edit at a time: an older state never lands after a newer
        finally:
            state.queued.remove(game.version)
        try:
            if any(version >= game.version for version in state.queued):
                # A refresh of a state as new is waiting: it shows it, with the picture this one wanted.
                # Under load (edits waiting for the global budget) this spares a drawing and an edit
                # per step that nobody would have seen for more than a moment.
                state.owed_image = state.owed_image or with_image
                state.owed_closeup = closeup or state.owed_closeup
                return
            with_image, closeup = with_image or state.owed_image, closeup or state.owed_closeup
            state.owed_image, state.owed_closeup = False, None
            if self.service.knows_newer(game):
                # The edit waited its turn (another edit of this message, the global budget) while the
                # game moved on: show it as it is now, not a state nobody would see for more than a
                # moment (and whose parse this process may have dropped already).
                game = await self.service.get(game.id) or game
            try:
                await self._edit_status(state, game, with_image=with_image, closeup=closeup)
            except BaseException:  # cancelled by a newer refresh, or failed: the next one owes it
                state.owed_image = state.owed_image or with_image
                state.owed_closeup = state.owed_closeup or closeup
                raise
        finally:
            state.editing.release()

    async def _edit_status(
        self, state: LivingState, game: GameRecord, *, with_image: bool, closeup: list[str] | None = None
    ) -> None:
        fingerprint = self._fingerprint(game)
        if with_image and not closeup and fingerprint == state.pictured:
            # Its picture is shown already: a refresh that waited showed this version as the game was
            # then, and this one, its own, would draw the same picture again.
            with_image = False
        if fingerprint == state.fingerprint and not with_image:
            return
        if state.fingerprint is not None and game.version < state.fingerprint[0]:
            return  # a delayed edit that read the game before a newer one was shown: never go back
        edit: dict[str, Any]
        if with_image:
            payload = await self.screens.public_payload(game, lines=[], ping=[])
            edit = {"embed": payload["embed"], "view": payload.get("view")}
            if "file" not in payload and closeup:  # phone: the step's close-up
                image = await closeup_image(self.screens, game, closeup)
                if image is not None:
                    payload["file"] = as_file(image)
                    edit["embed"].set_image(url=f"attachment://{image.filename}")
            if "file" in payload:
                edit["attachments"] = [payload["file"]]
        else:  # no drawing between steps: only the text moves
            embed, _ = await build_embed(_without_image(self.screens.summary_embed(game)), limit=0)
            view = self.screens.hand_view(game, game.language) if game.status == "active" else None
            edit = {"embed": embed, "view": view}
        # the first line says where the game is now (the opening's words and pings are behind it)
        text = "\n".join(line for line in [self.screens.status_line(game), *state.opening] if line)
        edit["content"], edit["allowed_mentions"] = text[:2000] or None, NO_MENTIONS
        if "attachments" not in edit and state.image_name is not None:
            edit["embed"].set_image(url=f"attachment://{state.image_name}")  # the picture stays
        shown = (edit["content"], _embed_key(edit["embed"]))
        if "attachments" not in edit and shown == state.shown and game.status == "active":
            # Nothing public changed (a counter added to a group, a private choice): the "hand"
            # button works at any version, so the message stays as it is and costs no call.
            state.fingerprint = fingerprint
            return
        try:
            message = await retry(
                lambda: self.channel(game).get_partial_message(state.message_id or 0).edit(**edit)
            )
        except discord.HTTPException as exc:
            log.info("editing the status message failed, posting it again", extra={"status": exc.status})
            await self.post_status(game, lines=[], ping=[])
            return
        state.fingerprint, state.shown = fingerprint, shown
        state.edited_at = asyncio.get_running_loop().time()
        if "attachments" in edit:
            state.pictured = fingerprint
        if message.attachments:
            state.image_name = message.attachments[0].filename

    def refresh_soon(self, game: GameRecord) -> None:
        """At most one edit per `edit_delay`: the newest state wins."""
        state = self._games.get(game.id)
        if state is None or state.pending is not None:
            return
        loop = asyncio.get_running_loop()
        state.pending = loop.create_task(self._refresh_later(game.id, self.edit_delay, now=False))
        state.due = loop.time() + self.edit_delay

    def _edit_after(self, game: GameRecord, state: LivingState, wait: float) -> None:
        """The edit put off to the end of the gap, unless one is due sooner (a later one is brought
        forward: it shows the same newest state)."""
        loop = asyncio.get_running_loop()
        other = state.pending if state.pending is not asyncio.current_task() else None
        if other is not None:
            if state.due <= loop.time() + wait:
                return
            other.cancel()
        state.pending = loop.create_task(self._refresh_later(game.id, wait, now=True))
        state.due = loop.time() + wait

    async def _refresh_later(self, game_id: int, delay: float, *, now: bool) -> None:
        await asyncio.sleep(delay)
        while self.busy.get(game_id):
            # A move is being applied and told: its own refresh may bring a new picture, which an edit
            # reading the new state first would spoil (a title's picture "moment").
            await asyncio.sleep(0.05)
        fresh = await self.service.get(game_id)
        if fresh is not None:
            await self.refresh(fresh, with_image=False, now=now)  # with the picture owed, if any

    async def flush_all(self) -> None:
        """Run every held feed post and pending status edit now (tests, shutdown)."""
        for game_id, state in list(self._games.items()):
            if state.held is not None:
                await self.release_held(game_id)
            if state.pending is not None:
                state.pending.cancel()
                state.pending = None
                fresh = await self.service.get(game_id)
                if fresh is not None:
                    await self.refresh(fresh, with_image=False, now=True)

    # --- the feed -------------------------------------------------------------------------------
    async def gather(self, game: GameRecord, lines: list[str]) -> None:
        (await self.state(game)).lines.extend(line for line in lines if line)

    async def take_lines(self, game: GameRecord) -> list[str]:
        state = await self.state(game)
        lines, state.lines = state.lines, []
        return lines

    async def must_post(self, game: GameRecord) -> bool:
        return len((await self.state(game)).lines) >= MAX_FEED_LINES

    async def post_feed(self, game: GameRecord, *, lines: list[str], ping: list[int]) -> None:
        """Post a step's lines, or, when the channel's bucket is full, hold them (and any lines that
        follow) for as soon as there is room: a fast game never meets a 429. Text longer than a message
        goes out in as many messages as it needs, never cut."""
        if not lines and not ping:
            return
        state = await self.state(game)
        wait = state.room_in(asyncio.get_running_loop().time())
        if wait > 0 or state.held is not None:
            self._hold(game, state, lines, ping, wait)
            return
        await self._send_feed(game, state, lines, ping, wait_for_room=False)

    def _hold(
        self, game: GameRecord, state: LivingState, lines: list[str], ping: list[int], wait: float
    ) -> None:
        """Lines (and pings) kept, before those of the step going on, for the next post there is room for."""
        state.lines[:0] = lines
        state.held_ping = sorted(set(state.held_ping) | set(ping))
        if state.held is None or state.held is asyncio.current_task():
            state.held = asyncio.get_running_loop().create_task(self._post_held(game, wait))

    async def _send_feed(
        self, game: GameRecord, state: LivingState, lines: list[str], ping: list[int], *, wait_for_room: bool
    ) -> None:
        """The lines in as many messages as they need, the ping in the last; a part the channel has no
        room for now is held with what follows (or waited for: a flush)."""
        loop = asyncio.get_running_loop()
        ping_line = ping_text(game, ping)
        parts = line_parts([*lines, *([ping_line] if ping_line else [])])
        for index, part in enumerate(parts):
            wait = state.room_in(loop.time())
            if wait > 0 and not wait_for_room:
                rest = [line for later in parts[index:] for line in later]
                self._hold(game, state, rest[:-1] if ping_line else rest, ping, wait)
                return
            if wait > 0:  # released early (flush_all): still never over the channel's bucket
                await asyncio.sleep(wait)
            last = index == len(parts) - 1
            mentions = pinging(people(ping)) if last and ping_line else NO_MENTIONS
            state.posted_at.append(loop.time())
            if await safe_send(self.channel(game), content="\n".join(part), allowed_mentions=mentions):
                state.below += 1

    async def _post_held(self, game: GameRecord, wait: float) -> None:
        await asyncio.sleep(wait)
        await self.release_held(game.id, wait_for_room=False)

    async def release_held(self, game_id: int, *, wait_for_room: bool = True) -> None:
        state = self._games.get(game_id)
        if state is None or state.held is None:
            return
        if state.held is not asyncio.current_task():
            state.held.cancel()
        state.held = None
        fresh = await self.service.get(game_id)
        if fresh is None:
            return
        lines, state.lines = state.lines, []
        ping, state.held_ping = state.held_ping, []
        if lines or ping:
            await self._send_feed(fresh, state, lines, ping, wait_for_room=wait_for_room)

    def note_reply(self, game: GameRecord) -> None:
        """A public interaction reply landed under the status message."""
        state = self._games.get(game.id)
        if state is not None:
            state.below += 1


def ping_text(game: GameRecord, ping: list[int]) -> str:
    """Whom the game now waits on (or thanks at its end), mentioned; "" for nobody."""
    ping = people(ping)
    if not ping:
        return ""
    mentions = " ".join(f"<@{u}>" for u in ping)
    key = "lobby.game_over_ping" if game.status == "finished" else "lobby.your_move"
    return t(key, game.language, mentions=mentions)


def feed_payloads(game: GameRecord, lines: list[str], ping: list[int]) -> list[dict[str, Any]]:
    """A step's lines, then whom the game now waits on (pinged in the last message), in as many
    messages as the text needs: split between lines, never cut."""
    ping_line = ping_text(game, ping)
    parts = line_parts([*lines, *([ping_line] if ping_line else [])])
    payloads: list[dict[str, Any]] = [
        {"content": "\n".join(p), "allowed_mentions": NO_MENTIONS} for p in parts
    ]
    if ping_line:
        payloads[-1]["allowed_mentions"] = pinging(people(ping))
    return payloads


def thread_pointer(game: GameRecord, thread_id: int) -> dict[str, Any]:
    """The public answer, in the game's channel, to a command whose table went to the game's thread."""
    content = t("threads.see_thread", game.language, thread=f"<#{thread_id}>")
    return {"content": content, "allowed_mentions": NO_MENTIONS}


def _embed_key(embed: discord.Embed | None) -> Any:
    return None if embed is None else repr(sorted(embed.to_dict().items()))


def _without_image(spec: EmbedSpec) -> EmbedSpec:
    return EmbedSpec(spec.title, spec.description, list(spec.fields), spec.colour, spec.footer, None)
