"""The Discord gateway over a websocket, with TEXT JSON frames (discord.py then skips decompression).

Sessions outlive their websocket: when a connection drops, dispatches are buffered and replayed on RESUME,
as Discord does. Each session has a shard; a guild's events go to the sessions whose shard owns it
(`(guild_id >> 22) % shard_count`), direct-message events to shard 0.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import secrets
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from aiohttp import WSMsgType, web

from emulator import payloads
from emulator.world import Guild, World

log = logging.getLogger(__name__)

DISPATCH, HEARTBEAT, IDENTIFY, PRESENCE, VOICE_STATE, RESUME = 0, 1, 2, 3, 4, 6
RECONNECT, REQUEST_MEMBERS, INVALID_SESSION, HELLO, HEARTBEAT_ACK = 7, 8, 9, 10, 11

HEARTBEAT_INTERVAL_MS = 41250
RESUME_BUFFER = 2000  # dispatches kept per session for RESUME
RESUME_WINDOW = 120.0  # seconds a disconnected session may still be resumed (a killed bot never comes back)

# Close codes.
CLOSE_UNKNOWN_ERROR = 4000
CLOSE_NOT_AUTHENTICATED = 4003
CLOSE_AUTH_FAILED = 4004
CLOSE_INVALID_SHARD = 4010
CLOSE_DISALLOWED_INTENTS = 4014

# Privileged intents: a bot must have them enabled in the developer portal.
INTENT_MEMBERS = 1 << 1
INTENT_PRESENCES = 1 << 8
INTENT_MESSAGE_CONTENT = 1 << 15
PRIVILEGED_INTENTS = INTENT_MEMBERS | INTENT_PRESENCES | INTENT_MESSAGE_CONTENT


def shard_of(guild_id: int | None, shard_count: int) -> int:
    return 0 if guild_id is None else (guild_id >> 22) % shard_count


class Connection:
    """One websocket. Frames are queued and written by one task, so order is kept and senders never block."""

    def __init__(self, ws: web.WebSocketResponse) -> None:
        self.ws = ws
        self.queue: asyncio.Queue[dict[str, Any] | None] = asyncio.Queue()
        self.session: Session | None = None

    def send(self, frame: dict[str, Any]) -> None:
        self.queue.put_nowait(frame)

    def stop(self) -> None:
        """Let the writer finish what is queued, then end."""
        self.queue.put_nowait(None)

    async def writer(self) -> None:
        while (frame := await self.queue.get()) is not None:
            if self.ws.closed:
                return
            try:
                await self.ws.send_str(json.dumps(frame))
            except (ConnectionError, RuntimeError):
                return


@dataclass(eq=False)
class Session:
    session_id: str
    shard_id: int
    shard_count: int
    intents: int
    seq: int = 0
    buffer: deque[dict[str, Any]] = field(default_factory=lambda: deque(maxlen=RESUME_BUFFER))
    connection: Connection | None = None
    disconnected_at: float | None = None
    resumable: bool = True
    guilds_sent: bool = False  # READY and every GUILD_CREATE are queued: route events here from now on
    synced: bool = False  # the client answered the heartbeat request sent after them: it has parsed them
    sync_requested: bool = False

    def owns(self, guild_id: int | None) -> bool:
        return shard_of(guild_id, self.shard_count) == self.shard_id

    def attach(self, connection: Connection) -> None:
        self.connection = connection
        self.disconnected_at = None
        connection.session = self

    def detach(self) -> None:
        self.connection = None
        self.disconnected_at = time.monotonic()

    def expired(self, now: float) -> bool:
        return self.disconnected_at is not None and now - self.disconnected_at > RESUME_WINDOW

    def dispatch(self, event: str, data: dict[str, Any]) -> None:
        self.seq += 1
        frame = {"op": DISPATCH, "t": event, "s": self.seq, "d": data}
        self.buffer.append(frame)
        if self.connection is not None:
            self.connection.send(frame)


# Intents that gate the events the emulator emits.
INTENT_GUILD_MESSAGES = 1 << 9
INTENT_DIRECT_MESSAGES = 1 << 12

_EVENT_INTENTS = {
    "GUILD_MEMBER_ADD": (INTENT_MEMBERS, INTENT_MEMBERS),
    # Another member added to or removed from a thread is told only to bots with the members intent.
    "THREAD_MEMBERS_UPDATE": (INTENT_MEMBERS, INTENT_MEMBERS),
    "MESSAGE_CREATE": (INTENT_GUILD_MESSAGES, INTENT_DIRECT_MESSAGES),
    "MESSAGE_UPDATE": (INTENT_GUILD_MESSAGES, INTENT_DIRECT_MESSAGES),
    "MESSAGE_DELETE": (INTENT_GUILD_MESSAGES, INTENT_DIRECT_MESSAGES),
}


class Gateway:
    def __init__(
        self, world: World, *, resume_url: Callable[[], str], on_activity: Callable[[], None]
    ) -> None:
        self.world = world
        self._resume_url = resume_url
        self._on_activity = on_activity
        self.sessions: dict[str, Session] = {}
        self.connections: set[Connection] = set()
        self._tasks: set[asyncio.Task[None]] = set()
        self.identify_count = 0
        self.resume_count = 0
        self.enabled_privileged_intents = PRIVILEGED_INTENTS  # as ticked in the developer portal

    # --- routing events ------------------------------------------------------------------------

    def dispatch(self, event: str, data: dict[str, Any], *, guild_id: int | None) -> list[str]:
        """Send an event to every session owning `guild_id` (None: a DM, shard 0); returns their ids."""
        delivered: list[str] = []
        is_dm = guild_id is None
        self._forget_dead_sessions()
        for session in self.sessions.values():
            if not session.resumable or not session.guilds_sent or not session.owns(guild_id):
                continue
            needed = _EVENT_INTENTS.get(event)
            if needed is not None and not session.intents & needed[1 if is_dm else 0]:
                continue
            session.dispatch(event, self._visible_to(session, event, data))
            delivered.append(session.session_id)
        if delivered:
            self._on_activity()
        return delivered

    def _forget_dead_sessions(self) -> None:
        now = time.monotonic()
        for session_id in [k for k, s in self.sessions.items() if not s.resumable or s.expired(now)]:
            del self.sessions[session_id]

    def _visible_to(self, session: Session, event: str, data: dict[str, Any]) -> dict[str, Any]:
        """Without the message content intent, a bot sees no content of other users' guild messages
        unless they mention it (Discord's rule)."""
        if event not in ("MESSAGE_CREATE", "MESSAGE_UPDATE") or session.intents & INTENT_MESSAGE_CONTENT:
            return data
        bot_id = str(self.world.bot_user.id)
        author = (data.get("author") or {}).get("id")
        mentioned = any(m.get("id") == bot_id for m in data.get("mentions", []))
        if author == bot_id or "guild_id" not in data or mentioned:
            return data
        return {**data, "content": "", "embeds": [], "attachments": [], "components": []}

    def any_connected(self, session_ids: list[str]) -> bool:
        """Whether one of these sessions is connected now (a killed bot's session never is again)."""
        return any((s := self.sessions.get(i)) is not None and s.connection is not None for i in session_ids)

    def live_sessions(self) -> list[Session]:
        return [s for s in self.sessions.values() if s.connection is not None and s.resumable]

    def ready_shard_sets(self) -> bool:
        """True when, for some shard count, every shard has a live session that received its guilds."""
        by_count: dict[int, set[int]] = {}
        for s in self.live_sessions():
            if s.synced:
                by_count.setdefault(s.shard_count, set()).add(s.shard_id)
        return any(len(shards) == count for count, shards in by_count.items())

    def guild_added(self, guild: Guild) -> None:
        self.dispatch("GUILD_CREATE", payloads.guild(self.world, guild, for_create=True), guild_id=guild.id)

    # --- faults --------------------------------------------------------------------------------

    async def drop(self, *, allow_resume: bool) -> None:
        """Cut every live connection (close code 4000). Without resume, the sessions are invalidated."""
        for conn in list(self.connections):
            if conn.session is not None:
                conn.session.detach()
                if not allow_resume:
                    conn.session.resumable = False
            conn.session = None
            conn.stop()
            await conn.ws.close(code=CLOSE_UNKNOWN_ERROR, message=b"dropped by the emulator")

    async def close(self) -> None:
        for conn in list(self.connections):
            conn.stop()
            await conn.ws.close(code=1001, message=b"emulator stopping")
        for task in list(self._tasks):
            task.cancel()
        for task in list(self._tasks):
            with contextlib.suppress(asyncio.CancelledError):
                await task

    # --- the websocket -------------------------------------------------------------------------

    async def handle(self, request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse(autoping=True, max_msg_size=0)
        await ws.prepare(request)
        conn = Connection(ws)
        self.connections.add(conn)
        writer = asyncio.create_task(conn.writer())
        self._tasks.add(writer)
        conn.send({"op": HELLO, "d": {"heartbeat_interval": HEARTBEAT_INTERVAL_MS}, "s": None, "t": None})
        try:
            async for msg in ws:
                if msg.type != WSMsgType.TEXT:
                    continue
                frame = json.loads(msg.data)
                await self._on_frame(conn, frame)
        finally:
            self.connections.discard(conn)
            session = conn.session
            if session is not None and session.connection is conn:
                session.detach()
                # A client closing with 1000/1001 ends its session; other closes may RESUME.
                if ws.close_code in (1000, 1001):
                    session.resumable = False
            conn.stop()
            with contextlib.suppress(asyncio.CancelledError):
                await writer
            self._tasks.discard(writer)
        return ws

    async def _on_frame(self, conn: Connection, frame: dict[str, Any]) -> None:
        op, data = frame.get("op"), frame.get("d")
        if op == HEARTBEAT:
            session = conn.session
            if session is not None and session.sync_requested:
                session.sync_requested = False
                session.synced = True
            conn.send({"op": HEARTBEAT_ACK, "d": None, "s": None, "t": None})
        elif op == IDENTIFY:
            await self._identify(conn, data)
        elif op == RESUME:
            await self._resume(conn, data)
        elif op == REQUEST_MEMBERS:
            self._request_members(conn, data)
        elif op in (PRESENCE, VOICE_STATE):
            pass  # accepted and ignored
        else:
            log.warning("gateway: unknown op %s", op)

    async def _identify(self, conn: Connection, data: dict[str, Any]) -> None:
        if data.get("token") != self.world.token:
            await conn.ws.close(code=CLOSE_AUTH_FAILED, message=b"Authentication failed.")
            return
        shard_id, shard_count = data.get("shard") or [0, 1]
        if not 0 <= shard_id < shard_count:
            await conn.ws.close(code=CLOSE_INVALID_SHARD, message=b"Invalid shard.")
            return
        refused = int(data.get("intents", 0)) & PRIVILEGED_INTENTS & ~self.enabled_privileged_intents
        if refused:
            await conn.ws.close(code=CLOSE_DISALLOWED_INTENTS, message=b"Disallowed intent(s).")
            return
        self.identify_count += 1
        session = Session(
            session_id=secrets.token_hex(16),
            shard_id=shard_id,
            shard_count=shard_count,
            intents=int(data.get("intents", 0)),
        )
        self.sessions[session.session_id] = session
        session.attach(conn)
        guilds = [g for g in self.world.guilds.values() if session.owns(g.id)]
        session.dispatch(
            "READY",
            {
                "v": 10,
                "user": payloads.user(self.world.bot_user),
                "guilds": [{"id": str(g.id), "unavailable": True} for g in guilds],
                "session_id": session.session_id,
                "session_type": "normal",
                "resume_gateway_url": self._resume_url(),
                "shard": [shard_id, shard_count],
                "application": {"id": str(self.world.application_id), "flags": 0},
                "private_channels": [],
                "relationships": [],
                "presences": [],
                "user_settings": {},
                "guild_join_requests": [],
                "geo_ordered_rtc_regions": [],
                "auth": {},
                "_trace": ["agora-emulator"],
            },
        )
        for g in guilds:
            session.dispatch("GUILD_CREATE", payloads.guild(self.world, g, for_create=True))
        session.guilds_sent = True
        self._request_sync(conn, session)
        self._on_activity()

    @staticmethod
    def _request_sync(conn: Connection, session: Session) -> None:
        """Ask for an immediate heartbeat (op 1). The client reads frames in order, so its answer proves
        it has parsed everything sent before: that is how wait_ready knows the bot has its guilds."""
        session.sync_requested = True
        conn.send({"op": HEARTBEAT, "d": session.seq, "s": None, "t": None})

    async def _resume(self, conn: Connection, data: dict[str, Any]) -> None:
        session = self.sessions.get(data.get("session_id", ""))
        last_seen = data.get("seq") or 0
        if session is None or not self._can_resume(session, last_seen, data.get("token")):
            if session is not None:
                session.resumable = False
            conn.send({"op": INVALID_SESSION, "d": False, "s": None, "t": None})
            return
        if session.connection is not None and session.connection is not conn:
            old = session.connection
            old.session = None
            old.stop()
            await old.ws.close(code=CLOSE_UNKNOWN_ERROR)
        self.resume_count += 1
        session.attach(conn)
        for frame in session.buffer:
            if frame["s"] > last_seen:
                conn.send(frame)
        session.dispatch("RESUMED", {"_trace": ["agora-emulator"]})
        self._request_sync(conn, session)
        self._on_activity()

    def _can_resume(self, session: Session, last_seen: int, token: str | None) -> bool:
        # The buffer must still hold every dispatch after the client's last one, or the gap is unrecoverable.
        gap = bool(session.buffer) and session.buffer[0]["s"] > last_seen + 1
        alive = session.resumable and not session.expired(time.monotonic())
        return alive and not gap and token == self.world.token

    def _request_members(self, conn: Connection, data: dict[str, Any]) -> None:
        session = conn.session
        guild = self.world.guilds.get(int(data["guild_id"]))
        if session is None or guild is None:
            return
        wanted = {int(u) for u in data.get("user_ids") or []}
        query = (data.get("query") or "").lower()
        members = [
            payloads.member(self.world, m)
            for m in guild.members.values()
            if (not wanted or m.user_id in wanted)
            and self.world.users[m.user_id].name.lower().startswith(query)
        ]
        limit = data.get("limit") or 0
        if limit:
            members = members[:limit]
        chunk: dict[str, Any] = {
            "guild_id": str(guild.id),
            "members": members,
            "chunk_index": 0,
            "chunk_count": 1,
            "not_found": [],
        }
        if data.get("nonce"):
            chunk["nonce"] = data["nonce"]
        session.dispatch("GUILD_MEMBERS_CHUNK", chunk)
