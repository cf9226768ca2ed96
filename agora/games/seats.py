"""Who holds a seat and how a game ends or steps back by the players' will: substitutes, hand-overs,
the creator role, concessions, draw offers and undo (issue #12, parts 4, 5 and 7).

Everything is written through the service's `_mutate` (per-game lock, version compare-and-swap) and
logged: a seat change or a creator change is a platform record the replay skips, an undo is a
record the replay honours (agora/games/history.py), a concession or a draw is an engine action
(engine/core/endings.py). Pending requests (a draw offer, an undo awaiting consent) are small JSON
facts in `meta` with the game version they were made at and an expiry time: any move makes them
stale, and the expiry is checked when someone answers (no timer needed).
"""

from __future__ import annotations

import asyncio
import json
import secrets
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import TYPE_CHECKING, Any

from sqlalchemy import select, update

from agora.errors import AgoraError
from agora.games import repository as repo
from agora.games.calllog import logged_call
from agora.games.history import (
    CREATOR,
    SUBSTITUTE,
    Folded,
    UndoTargetMissing,
    crosses_randomness,
    fold,
    logged_actions,
    plan_undo,
    rewind,
    undo_action,
)
from agora.games.one_request import refuse_if_pending
from agora.games.position_clock import restored
from agora.games.records import ActOutcome, GameRecord, SeatRecord
from agora.store.models import ActionLog, Game, Meta
from engine.core import Action

if TYPE_CHECKING:
    from agora.games.service import GameService

REQUEST_TTL = timedelta(hours=24)
"""How long a draw offer or an undo request waits for answers (less if the turn deadline is sooner)."""
DRAW, UNDO = "draw", "undo"


@dataclass(frozen=True)
class SeatChange:
    game: GameRecord
    seat: str
    old_user_id: int
    new_user_id: int
    creator_passed: bool


@dataclass
class Request:
    """A draw offer or an undo request waiting for the other players."""

    kind: str
    game_id: int
    seat: str
    user_id: int
    version: int
    expires_at: datetime
    seq: int = 0  # undo: the entry taken back (with everything after it)
    taken_back: int = 0
    accepted: list[str] = field(default_factory=list)
    # undo: it takes back revealed randomness (a bot seat refuses those); True where an older stored
    # request does not say, so a bot never agrees to show the future by default
    crosses_randomness: bool = True

    def to_json(self) -> str:
        data = dict(self.__dict__, expires_at=self.expires_at.isoformat())
        return json.dumps(data)

    @classmethod
    def from_json(cls, text: str) -> Request:
        data = json.loads(text)
        data["expires_at"] = datetime.fromisoformat(data["expires_at"])
        return cls(**data)


@dataclass(frozen=True)
class UndoResult:
    """Either the undo was applied (`outcome`) or the others must agree (`request`)."""

    outcome: ActOutcome | None = None
    request: Request | None = None


@dataclass(frozen=True)
class Answer:
    """A player's answer to a request: refused (nothing changes), recorded (others must still
    answer), or the last acceptance (the caller applies what was asked)."""

    request: Request
    accepted: bool
    complete: bool


class SeatService:
    def __init__(self, service: GameService) -> None:
        self.service = service

    # --- seats and the creator role -----------------------------------------------------------
    async def substitute(
        self, channel_id: int, actor_id: int, seat: str, new_user_id: int, *, is_admin: bool
    ) -> SeatChange:
        """The creator (or a server manager) gives `seat` to another member."""
        return await self._change_seat(channel_id, actor_id, new_user_id, seat=seat, is_admin=is_admin)

    async def hand_over(self, channel_id: int, actor_id: int, new_user_id: int) -> SeatChange:
        """A player gives their own seat to another member."""
        return await self._change_seat(channel_id, actor_id, new_user_id, seat=None, is_admin=False)

    async def _change_seat(
        self, channel_id: int, actor_id: int, new_user_id: int, *, seat: str | None, is_admin: bool
    ) -> SeatChange:
        async with logged_call("substitute", channel_id=channel_id, user_id=actor_id) as log:

            def decide(snap: repo.Snapshot, now: datetime) -> tuple[repo.Change, SeatChange]:
                game = snap.game
                if game.status != "active":
                    raise AgoraError("games.error.not_started")
                chosen = seat if seat is not None else game.seat_of(actor_id)
                if chosen is None:
                    raise AgoraError("games.error.not_in_game")
                if seat is not None and not is_admin and actor_id != game.creator_id:
                    raise AgoraError("seats.error.not_allowed")
                old = game.user_of(chosen)
                if old is None:
                    raise AgoraError("games.error.unknown_seat", seat=chosen[:40])  # typed by a user
                if game.seat_of(new_user_id) is not None:
                    raise AgoraError("seats.error.already_seated")
                passed = old == game.creator_id
                values: dict[str, Any] = {"creator_id": new_user_id} if passed else {}
                params = {"from": old, "to": new_user_id, "by": actor_id}
                entry = repo.LogEntry(actor_id, chosen, Action(kind=SUBSTITUTE, params=params))
                change = repo.Change(
                    values=values,
                    seat_removed=SeatRecord(user_id=old, seat=chosen),
                    seat_added=SeatRecord(user_id=new_user_id, seat=chosen),
                    logged=entry,
                )
                return change, SeatChange(game, chosen, old, new_user_id, passed)

            game, change = await self.service._mutate(channel_id, decide, log)
            return SeatChange(
                game, change.seat, change.old_user_id, change.new_user_id, change.creator_passed
            )

    async def take_creator_role(self, channel_id: int, user_id: int, departed_id: int) -> GameRecord:
        """A seated player takes the role of a creator who left the server (the caller checked it
        with Discord: the bot has no members intent, so departures are seen when they matter)."""
        async with logged_call("creator", channel_id=channel_id, user_id=user_id) as log:

            def decide(snap: repo.Snapshot, now: datetime) -> tuple[repo.Change, None]:
                game = snap.game
                seat = game.seat_of(user_id)
                if seat is None:
                    raise AgoraError("games.error.not_in_game")
                if game.creator_id != departed_id:
                    raise AgoraError("games.error.stale")
                params = {"from": departed_id, "to": user_id, "reason": "left_server"}
                entry = repo.LogEntry(user_id, seat, Action(kind=CREATOR, params=params))
                return repo.Change(values={"creator_id": user_id}, logged=entry), None

            game, _ = await self.service._mutate(channel_id, decide, log)
            return game

    async def was_replaced(self, game_id: int, user_id: int) -> bool:
        """True when `user_id` once held a seat of this game and gave it up (substitute, hand-over)."""
        async with self.service._sessionmaker() as session:
            rows = await session.scalars(select(ActionLog.action).where(ActionLog.game_id == game_id))
            return any(a.get("kind") == SUBSTITUTE and a["params"].get("from") == user_id for a in rows)

    # --- undo ---------------------------------------------------------------------------------
    async def undo(self, channel_id: int, user_id: int) -> UndoResult:
        """Take back the caller's last action at once when nobody else acted since and it crossed no
        barrier; otherwise open a request the other players must all accept."""
        async with logged_call("undo", channel_id=channel_id, user_id=user_id) as log:
            game, folded, next_seq = await self._history(channel_id)
            log["game_id"] = game.id
            seat = game.seat_of(user_id)
            if seat is None:
                raise AgoraError("games.error.not_in_game")
            if game.paused_at is not None:
                raise AgoraError("fair_undo.error.paused")  # a paused game's clocks are frozen
            engine = self.service.engine_for(game)
            plan = plan_undo(engine, folded, seat)
            if plan is None:
                raise AgoraError("seats.error.nothing_to_undo")
            if not plan.needs_consent or not [s for s in game.seats if s.seat != seat]:
                # Nobody else to ask (a solo game): taken back at once, still with a fresh stream.
                outcome = await self._apply_undo(game, folded, next_seq, plan.seq, user_id, consent=[])
                return UndoResult(outcome=outcome)
            request = self._new_request(UNDO, game, seat, user_id)
            request.seq, request.taken_back = plan.seq, plan.taken_back
            request.crosses_randomness = crosses_randomness(engine, folded, plan.seq)
            await self._open(request)
            return UndoResult(request=request)

    async def apply_consented_undo(self, request: Request) -> ActOutcome:
        game, folded, next_seq = await self._history_of(request.game_id)
        if game.version != request.version:
            raise AgoraError("seats.error.request_stale")
        outcome = await self._apply_undo(
            game, folded, next_seq, request.seq, request.user_id, consent=request.accepted
        )
        await self._clear(request.kind, request.game_id)
        return outcome

    async def _apply_undo(
        self, game: GameRecord, folded: Folded, next_seq: int, seq: int, user_id: int, *, consent: list[str]
    ) -> ActOutcome:
        engine = self.service.engine_for(game)
        before_status = engine.status(folded.state)
        try:
            clock = folded.clock_before(seq)
            # Revealed randomness taken back: the game goes on with a stream nobody could know, from a
            # salt drawn now and kept in the undo's log row (replay), never shown.
            salt = secrets.randbits(62) if crosses_randomness(engine, folded, seq) else None
            rewind(engine, folded, seq, salt=salt, at=next_seq)
        except UndoTargetMissing:
            raise AgoraError("seats.error.request_stale") from None
        after = engine.status(folded.state)
        dumped = engine.dump_state(folded.state)
        seat = game.seat_of(user_id) or ""
        log: dict[str, Any] = {}

        def decide(snap: repo.Snapshot, now: datetime) -> tuple[repo.Change, None]:
            if snap.game.version != game.version or snap.next_seq != next_seq:
                raise AgoraError("seats.error.request_stale")  # someone moved in between: decide again
            if snap.game.paused_at is not None:
                raise AgoraError("fair_undo.error.paused")
            # The restored position's own deadline, reminders and timed window (position_clock.py).
            values = {"state": dumped} | restored(snap.game, engine, folded.state, after, now, clock)
            entry = repo.LogEntry(user_id, seat, undo_action(seq, consent=consent, salt=salt))
            running = {"status": "active", "paused_at": None}
            return repo.Change(values=values, logged=entry, expect=running), None

        updated, _ = await self.service._mutate(game.channel_id, decide, log, game_id=game.id)
        return ActOutcome(game=updated, events=[], status=after, previous_status=before_status)

    async def _history(self, channel_id: int) -> tuple[GameRecord, Folded, int]:
        game = await self.service.require_active(channel_id)
        return await self._history_of(game.id)

    async def _history_of(self, game_id: int) -> tuple[GameRecord, Folded, int]:
        """The game, its log folded into states (must give the stored state), and the next seq."""
        async with self.service._sessionmaker() as session:
            row = await session.get(Game, game_id)
            if row is None:
                raise AgoraError("games.error.no_game")
            game = (await self.service._records(session, [row]))[0]
            rows = await repo.log_rows(session, game_id)
        if game.status != "active" or game.state_json is None:
            raise AgoraError("games.error.not_started")
        engine = self.service.engine_for(game)
        options, order, entries = (
            self.service.engine_options(game),
            self.service._seat_order(game),
            logged_actions(rows),
        )

        def replay() -> tuple[Folded, bool]:
            folded = fold(engine, engine.create(options, order, game.seed), entries)
            return folded, engine.dump_state(folded.state) == game.state

        # A whole game's replay is CPU work (bench/undo_replay.py: 0.3 s for a 753-action Syracuse game
        # on the shared 2-core VM, load 6): off the event loop.
        folded, exact = await asyncio.to_thread(replay)
        if not exact:
            raise AgoraError("seats.error.history_mismatch")
        return game, folded, (rows[-1].seq if rows else 0) + 1

    # --- draws --------------------------------------------------------------------------------
    async def offer_draw(self, channel_id: int, user_id: int) -> Request:
        game = await self.service.require_active(channel_id)
        if game.status != "active":
            raise AgoraError("games.error.not_started")
        seat = game.seat_of(user_id)
        if seat is None:
            raise AgoraError("games.error.not_in_game")
        if len(game.seats) != 2:
            raise AgoraError("seats.error.draw_two_players")
        status = self.service.status_of(game)
        if status is not None and status.finished:
            raise AgoraError("core.error.game_over")
        request = self._new_request(DRAW, game, seat, user_id)
        await self._open(request)
        return request

    # --- answers ------------------------------------------------------------------------------
    async def answer(
        self, kind: str, game: GameRecord, user_id: int, version: int, *, accept: bool
    ) -> Answer:
        """Record a player's answer to the game's pending request of `kind` (button version `version`).
        Refused when the request is gone, expired, or the game moved since it was made."""
        seat = game.seat_of(user_id)
        if seat is None:
            raise AgoraError("games.error.not_in_game")
        key = _key(kind, game.id)
        async with self.service._locks.hold(game.id):
            text = await self.service.meta_get(key)
            request = Request.from_json(text) if text else None
            if text is None or request is None or request.version != version or game.version != version:
                raise AgoraError("seats.error.request_stale")
            if self.service._clock() >= request.expires_at:
                await self._swap(key, text, "")
                raise AgoraError("seats.error.request_expired")
            if seat == request.seat:
                raise AgoraError("seats.error.own_request")
            if not accept:
                await self._swap(key, text, "")
                return Answer(request, accepted=False, complete=False)
            if seat not in request.accepted:
                request.accepted.append(seat)
            others = {s.seat for s in game.seats} - {request.seat}
            complete = others <= set(request.accepted)
            if not await self._swap(key, text, request.to_json()):
                # Another process recorded an answer in between: this one is not lost, just retried.
                raise AgoraError("games.error.busy_retry")
            return Answer(request, accepted=True, complete=complete)

    async def close(self, kind: str, game_id: int) -> None:
        """Forget the game's request of `kind` (it was carried out)."""
        await self._clear(kind, game_id)

    # --- requests in meta ---------------------------------------------------------------------
    def _new_request(self, kind: str, game: GameRecord, seat: str, user_id: int) -> Request:
        now = self.service._clock()
        expires = now + REQUEST_TTL
        if game.deadline_at is not None and now < game.deadline_at < expires:
            expires = game.deadline_at
        return Request(kind, game.id, seat, user_id, game.version, expires)

    async def _open(self, request: Request) -> None:
        """Save a new request, refused while one of its kind is pending (agora/games/one_request.py)."""
        key = _key(request.kind, request.game_id)
        async with self.service._locks.hold(request.game_id):
            text = await self.service.meta_get(key)
            pending = Request.from_json(text) if text else None
            refuse_if_pending(request.kind, pending, request.seat, request.version, self.service._clock())
            if text is None:
                await self.service.meta_set(key, request.to_json())
            elif not await self._swap(key, text, request.to_json()):
                raise AgoraError("games.error.busy_retry")  # another process opened one meanwhile

    async def _clear(self, kind: str, game_id: int) -> None:
        await self.service.meta_set(_key(kind, game_id), "")

    async def _swap(self, key: str, old: str, new: str) -> bool:
        """Compare-and-swap a request's text, so two processes answering at once cannot lose an
        answer (the in-process lock only orders this process's clicks)."""
        async with self.service._writing(), self.service._sessionmaker() as session, session.begin():
            swapped = await session.execute(
                update(Meta).where(Meta.key == key, Meta.value == old).values(value=new)
            )
            return swapped.rowcount == 1  # type: ignore[attr-defined]


def _key(kind: str, game_id: int) -> str:
    return f"seats:{kind}:{game_id}"
