"""Timers on games, above the service: what is due, firing it once, pausing and resuming, and
changing a game's timing options. No Discord here: callers get `Fired` records to announce.

Every write goes through `GameService.timed_change` (the same compare-and-swap as moves), with the
fired column (`deadline_at` or `reminder_at`) as read added to the swap's conditions.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import datetime
from typing import TYPE_CHECKING, Any

from sqlalchemy import func, or_, select
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from agora.errors import AgoraError
from agora.games import outbox, timeouts
from agora.games import repository as repo
from agora.games import timing as tm
from agora.games.one_request import refuse_second_vote
from agora.games.options import engine_call, take_platform_options
from agora.games.records import GameRecord
from agora.store.models import Game
from engine.registry import get_engine

if TYPE_CHECKING:
    from agora.games.service import GameService

DUE_BATCH = 50
NOT_DUE = "deadlines.not_due"  # a race lost to another process: nothing to do
# What a timer said is worth saying late (after a restart) only while the game is as it left it; a
# timeout, a forfeit or a seat handed to the bot is always said.
SAID_ONLY_IF_CURRENT = ("reminder", "waiting", "missed")


@dataclass(frozen=True)
class Firing:
    game: GameRecord  # after the change
    before: GameRecord
    fired: timeouts.Fired
    left: outbox.OutboxKey | None = None  # the outbox row of a firing a crash left unsaid

    @property
    def outbox_key(self) -> outbox.OutboxKey:
        """Its outbox row: the firing's write of the game is the one that set this `updated_at`."""
        return self.left or outbox.OutboxKey(self.game.id, self.game.updated_at, outbox.TIMER)


def pause_majority(game: GameRecord) -> int:
    """Votes a pause or resume needs without the creator: more than half of the seats."""
    return len(game.seats) // 2 + 1


class Deadlines:
    def __init__(self, service: GameService, sessionmaker: async_sessionmaker[AsyncSession]) -> None:
        self.service = service
        self._sessionmaker = sessionmaker

    # --- what is due ----------------------------------------------------------------------------
    async def next_due(self) -> datetime | None:
        """The earliest deadline or reminder of a running, unpaused game."""
        running = (Game.status == "active", Game.paused_at.is_(None))
        async with self._sessionmaker() as session:
            deadline = await session.scalar(select(func.min(Game.deadline_at)).where(*running))
            reminder = await session.scalar(select(func.min(Game.reminder_at)).where(*running))
        found = [t for t in (deadline, reminder) if t is not None]
        return min(found) if found else None

    async def due(self, now: datetime) -> list[GameRecord]:
        query = (
            select(Game)
            .where(
                Game.status == "active",
                Game.paused_at.is_(None),
                or_(Game.deadline_at <= now, Game.reminder_at <= now),
            )
            .order_by(Game.id)
            .limit(DUE_BATCH)
        )
        async with self._sessionmaker() as session:
            rows = (await session.scalars(query)).all()
            return await repo.load_records(session, list(rows))

    # --- firing ---------------------------------------------------------------------------------
    async def fire(self, game: GameRecord) -> Firing | None:
        """Fire the game's due timer (the deadline first); None when another process already did."""

        def decide(snap: repo.Snapshot, now: datetime) -> tuple[repo.Change, timeouts.Fired]:
            change, fired = decide_firing(snap, now)
            # Saved with what must be said about it: a crash before it is said leaves it to say.
            return replace(change, announce=outbox.firing_note(fired, snap.game)), fired

        def decide_firing(snap: repo.Snapshot, now: datetime) -> tuple[repo.Change, timeouts.Fired]:
            current = snap.game
            if current.status != "active" or current.paused_at is not None or current.state_json is None:
                raise AgoraError(NOT_DUE)
            engine = get_engine(current.title)
            state = engine.load_state_json(current.state_json)
            status = engine.status(state)
            if status.finished or not status.waiting_for:
                raise AgoraError(NOT_DUE)
            if current.deadline_at is not None and current.deadline_at <= now:
                return engine_call(timeouts.policy_for(current), current, engine, state, status, now)
            if current.reminder_at is not None and current.reminder_at <= now:
                return timeouts.remind(current, status)
            raise AgoraError(NOT_DUE)

        try:
            after, fired = await self.service.timed_change(game.id, game.channel_id, "timer", decide)
        except AgoraError as exc:
            if exc.key in (NOT_DUE, "games.error.stale"):
                return None
            raise
        return Firing(game=after, before=game, fired=fired)

    async def left_firing(self, pending: outbox.Pending) -> Firing | None:
        """A firing a crash left unsaid, to say now about the game as it is; None when it is no longer
        worth saying (the game is gone, or a reminder about a position that has moved on)."""
        fired, before = outbox.read_firing(pending.payload)
        game = await self.service.get(pending.key.game_id)
        if game is None:
            return None
        moved_on = game.updated_at != pending.key.written_at
        if fired.kind in SAID_ONLY_IF_CURRENT and (moved_on or game.status != "active"):
            return None
        if fired.status is not None:  # the controls sent are those of the game now
            fired = replace(fired, status=self.service.status_of(game) or fired.status)
        return Firing(game=game, before=before, fired=fired, left=pending.key)

    # --- pause and resume -----------------------------------------------------------------------
    async def vote_pause(self, channel_id: int, user_id: int, *, pause: bool) -> tuple[GameRecord, int]:
        """Pause (or resume) at once for the creator, else count the player's vote; the majority
        decides. Returns the game and the votes still missing (0: done)."""

        def decide(snap: repo.Snapshot, now: datetime) -> tuple[repo.Change, int]:
            game = snap.game
            if game.status != "active":
                raise AgoraError("games.error.not_started")
            if game.seat_of(user_id) is None and user_id != game.creator_id:
                raise AgoraError("games.error.not_in_game")
            if pause and game.paused_at is not None:
                raise AgoraError("deadlines.error.already_paused")
            if not pause and game.paused_at is None:
                raise AgoraError("deadlines.error.not_paused")
            timing = dict(game.timing or {})
            verb = "pause" if pause else "resume"
            votes = dict(timing.get("votes") or {})
            refuse_second_vote(verb, votes.get(verb, []), user_id)
            voters = sorted(set(votes.get(verb, [])) | {user_id})
            missing = 0 if user_id == game.creator_id else max(0, pause_majority(game) - len(voters))
            if missing:
                timing["votes"] = dict(votes, **{verb: voters})
                return repo.Change(values={"timing": timing}, bump_version=False), missing
            timing.pop("votes", None)
            values: dict[str, Any] = {"timing": timing}
            if pause:
                values["paused_at"] = now
            else:
                values |= _resumed(game, timing, now)
            # The version stays (buttons sent before the pause work after it); moves check paused_at.
            claim = {"paused_at": game.paused_at}
            return repo.Change(values=values, bump_version=False, expect=claim), 0

        return await self.service.timed_change(None, channel_id, "pause" if pause else "resume", decide)

    # --- options --------------------------------------------------------------------------------
    async def configure(self, channel_id: int, user_id: int, raw: dict[str, Any]) -> GameRecord:
        """The creator changes the game's timing options; a running decision gets the new times."""

        def decide(snap: repo.Snapshot, now: datetime) -> tuple[repo.Change, None]:
            game = snap.game
            if user_id != game.creator_id:
                raise AgoraError("deadlines.error.not_creator")
            options = dict(game.options) | take_platform_options(dict(raw))  # as `/game new` reads them
            values: dict[str, Any] = {"options": options}
            if game.status == "active" and game.state_json is not None and game.paused_at is None:
                engine = get_engine(game.title)
                state = engine.load_state_json(game.state_json)
                values |= tm.schedule(options, engine, state, engine.status(state), now, game.timing)
            return repo.Change(values=values, bump_version=False), None

        game, _ = await self.service.timed_change(None, channel_id, "deadline", decide)
        return game


def _resumed(game: GameRecord, timing: dict[str, Any], now: datetime) -> dict[str, Any]:
    """Timers moved on by the length of the pause: the remaining time is what it was."""
    assert game.paused_at is not None
    gap = now - game.paused_at
    values: dict[str, Any] = {"paused_at": None}
    timing[tm.PAUSED] = float(timing.get(tm.PAUSED) or 0) + gap.total_seconds()  # for undo
    if game.deadline_at is not None:
        values["deadline_at"] = game.deadline_at + gap
    if game.reminder_at is not None:
        values["reminder_at"] = game.reminder_at + gap
    if timing.get("reminders"):
        timing["reminders"] = tm.shifted(timing["reminders"], gap)
    return values
