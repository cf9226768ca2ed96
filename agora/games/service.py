"""The game service: lobby, actions, replay and export, with no Discord in sight.

Every write follows one pattern (`_mutate`): under the game's in-process lock, in one transaction,
load a snapshot, decide what changes (or raise AgoraError: nothing is written), then write it with a
compare-and-swap on `games.version`. Actions also append a log row whose `seq` was computed from the
snapshot, so the unique (game_id, seq) pair is a second compare-and-swap. When another process won
the race, the whole call is retried once against the fresh state, then refused with `busy_retry`.
"""

from __future__ import annotations

import logging
import secrets
import time
from collections.abc import AsyncIterator, Callable, Iterable
from contextlib import asynccontextmanager
from dataclasses import dataclass, replace
from datetime import UTC, datetime, timedelta
from typing import Any, TypeVar

from pydantic import BaseModel
from sqlalchemy import delete, func, select, update
from sqlalchemy.exc import DBAPIError, IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from agora.errors import AgoraError
from agora.games.locks import LockRegistry
from agora.games.records import ActOutcome, GameRecord, SeatRecord, seats_tuple
from agora.i18n import normalize_locale
from agora.store.models import OPEN_STATUSES, ActionLog, Game, Meta, Seat
from engine.core import (
    SYSTEM_SEAT,
    Action,
    Event,
    GameEngine,
    GameStatus,
    IllegalAction,
    SeatSpec,
    force_dice_action,
)
from engine.registry import get_engine, title_ids

logger = logging.getLogger("agora.games")

TURN_HOURS = "turn_hours"
"""Lobby option handled by the service itself (never passed to the engine): hours per turn."""
TURN_HOURS_RANGE = (1, 168)
MAX_SEED = 2**63 - 1  # seeds live in a signed 64-bit column
SYSTEM_USER_ID = 0  # the user id logged for platform actions such as forced dice
EXPORT_FORMAT = "agora.game-export/1"

R = TypeVar("R")


def utcnow() -> datetime:
    return datetime.now(UTC)


class _Conflict(Exception):
    """Another writer changed the game between our read and our write."""


@dataclass(frozen=True)
class _Snapshot:
    game: GameRecord
    next_seq: int


@dataclass(frozen=True)
class _LogEntry:
    user_id: int
    seat: str
    action: Action


@dataclass(frozen=True)
class _Change:
    """What one service call writes: new `games` column values, at most one seat added or removed,
    at most one log row. `bump_version` is False only for changes players cannot see."""

    values: dict[str, Any]
    bump_version: bool = True
    seat_added: SeatRecord | None = None
    seat_removed: SeatRecord | None = None
    logged: _LogEntry | None = None


class GameService:
    def __init__(
        self,
        sessionmaker: async_sessionmaker[AsyncSession],
        *,
        include_hidden_titles: bool = False,
        clock: Callable[[], datetime] = utcnow,
    ) -> None:
        self._sessionmaker = sessionmaker
        self._include_hidden = include_hidden_titles
        self._clock = clock
        self._locks = LockRegistry()

    # --- titles and engines -----------------------------------------------------------------------
    def titles(self) -> list[str]:
        return title_ids(self._include_hidden)

    def engine_for(self, game: GameRecord) -> GameEngine:
        return get_engine(game.title)

    def engine_options(self, game: GameRecord) -> BaseModel:
        """The game's options as the engine's model (service-only options such as turn_hours removed)."""
        raw = {k: v for k, v in game.options.items() if k != TURN_HOURS}
        return _engine_call(self.engine_for(game).parse_options, raw)

    def seat_specs(self, game: GameRecord) -> list[SeatSpec]:
        """Seats offered by this game's lobby, in display order."""
        return self.engine_for(game).seat_specs(self.engine_options(game))

    def player_range(self, game: GameRecord) -> tuple[int, int]:
        return self.engine_for(game).player_range(self.engine_options(game))

    def status_of(self, game: GameRecord) -> GameStatus | None:
        """Phase, awaited seats and result; None while the game is still a lobby."""
        if game.state is None:
            return None
        engine = self.engine_for(game)
        return engine.status(engine.load_state(game.state))

    def legal_actions(self, game: GameRecord, user_id: int) -> list[Action]:
        """What this user may do now (for autocomplete and buttons); empty for non-players."""
        seat = game.seat_of(user_id)
        if game.state is None or game.status != "active" or seat is None:
            return []
        engine = self.engine_for(game)
        return engine.legal_actions(engine.load_state(game.state), seat)

    def view_for(self, game: GameRecord, user_id: int | None) -> dict[str, Any]:
        """The view of the user's seat, or the spectator view (user not seated, or None)."""
        if game.state is None:
            raise AgoraError("games.error.not_started")
        engine = self.engine_for(game)
        seat = game.seat_of(user_id) if user_id is not None else None
        return engine.view(engine.load_state(game.state), seat)

    # --- lobby ------------------------------------------------------------------------------------
    async def create(
        self,
        *,
        guild_id: int | None,
        channel_id: int,
        creator_id: int,
        title: str,
        options: dict[str, Any],
        language: str,
        seed: int | None = None,
    ) -> GameRecord:
        async with self._logged("create", channel_id=channel_id, user_id=creator_id) as log:
            if title not in self.titles():
                raise AgoraError("games.error.unknown_title", title=title)
            stored_options = self._validate_options(get_engine(title), options)
            if seed is None:
                seed = secrets.randbelow(MAX_SEED + 1)
            elif isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= MAX_SEED:
                raise AgoraError("games.error.bad_seed", max=MAX_SEED)
            now = self._clock()
            row = Game(
                guild_id=guild_id,
                channel_id=channel_id,
                title=title,
                status="lobby",
                options=stored_options,
                language=normalize_locale(language),
                creator_id=creator_id,
                seed=seed,
                version=0,
                state=None,
                created_at=now,
                updated_at=now,
            )
            try:
                async with self._sessionmaker() as session, session.begin():
                    if await self._open_game_id(session, channel_id) is not None:
                        raise AgoraError("games.error.channel_busy")
                    session.add(row)
                    await session.flush()
            except IntegrityError:
                # Another call created a game here between our check and our insert.
                raise AgoraError("games.error.channel_busy") from None
            except DBAPIError as exc:
                if _is_busy(exc):
                    raise AgoraError("games.error.busy_retry") from exc
                raise
            log["game_id"] = row.id
            return _record(row, ())

    async def join(self, channel_id: int, user_id: int, seat: str | None = None) -> GameRecord:
        """Seat the user; `seat=None` takes the first free seat in the lobby's order."""
        async with self._logged("join", channel_id=channel_id, user_id=user_id) as log:

            def decide(snap: _Snapshot, now: datetime) -> tuple[_Change, None]:
                game = snap.game
                if game.status != "lobby":
                    raise AgoraError("games.error.not_in_lobby")
                current = game.seat_of(user_id)
                if current is not None:
                    raise AgoraError("games.error.already_joined", seat=current)
                offered = [spec.id for spec in self.seat_specs(game)]
                _, most = self.player_range(game)
                taken = {s.seat for s in game.seats}
                free = [s for s in offered if s not in taken]
                if seat is not None and seat not in offered:
                    raise AgoraError("games.error.unknown_seat", seat=seat)
                if len(game.seats) >= most or not free:
                    raise AgoraError("games.error.game_full", max=most)
                if seat is not None and seat in taken:
                    raise AgoraError("games.error.seat_taken", seat=seat)
                chosen = seat if seat is not None else free[0]
                return _Change(values={}, seat_added=SeatRecord(user_id=user_id, seat=chosen)), None

            game, _ = await self._mutate(channel_id, decide, log)
            return game

    async def leave(self, channel_id: int, user_id: int) -> GameRecord:
        async with self._logged("leave", channel_id=channel_id, user_id=user_id) as log:

            def decide(snap: _Snapshot, now: datetime) -> tuple[_Change, None]:
                game = snap.game
                if game.status != "lobby":
                    raise AgoraError("games.error.not_in_lobby")
                seat = game.seat_of(user_id)
                if seat is None:
                    raise AgoraError("games.error.not_in_game")
                if user_id == game.creator_id:
                    raise AgoraError("games.error.creator_cannot_leave")
                return _Change(values={}, seat_removed=SeatRecord(user_id=user_id, seat=seat)), None

            game, _ = await self._mutate(channel_id, decide, log)
            return game

    async def start(self, channel_id: int, user_id: int) -> ActOutcome:
        async with self._logged("start", channel_id=channel_id, user_id=user_id) as log:

            def decide(snap: _Snapshot, now: datetime) -> tuple[_Change, GameStatus]:
                game = snap.game
                if user_id != game.creator_id:
                    raise AgoraError("games.error.not_creator")
                if game.status != "lobby":
                    raise AgoraError("games.error.not_in_lobby")
                least, _ = self.player_range(game)
                if len(game.seats) < least:
                    raise AgoraError("games.error.not_enough_players", min=least, count=len(game.seats))
                engine = self.engine_for(game)
                state = _engine_call(
                    engine.create, self.engine_options(game), self._seat_order(game), game.seed
                )
                status = engine.status(state)
                values = {
                    "status": "active",
                    "state": engine.dump_state(state),
                    "deadline_at": _deadline(game, status, now),
                }
                return _Change(values=values), status

            game, status = await self._mutate(channel_id, decide, log)
            return ActOutcome(game=game, events=[], status=status, previous_status=None)

    async def abandon(self, channel_id: int, user_id: int, *, is_admin: bool) -> GameRecord:
        async with self._logged("abandon", channel_id=channel_id, user_id=user_id) as log:

            def decide(snap: _Snapshot, now: datetime) -> tuple[_Change, None]:
                if user_id != snap.game.creator_id and not is_admin:
                    raise AgoraError("games.error.not_allowed_to_abandon")
                values = {"status": "abandoned", "ended_at": now, "deadline_at": None}
                return _Change(values=values), None

            game, _ = await self._mutate(channel_id, decide, log)
            return game

    # --- reading ----------------------------------------------------------------------------------
    async def get_active(self, channel_id: int) -> GameRecord | None:
        """The channel's game in lobby or play, if any."""
        async with self._sessionmaker() as session:
            row = await session.scalar(
                select(Game).where(Game.channel_id == channel_id, Game.status.in_(OPEN_STATUSES))
            )
            return None if row is None else (await self._records(session, [row]))[0]

    async def require_active(self, channel_id: int) -> GameRecord:
        game = await self.get_active(channel_id)
        if game is None:
            raise AgoraError("games.error.no_game")
        return game

    async def get(self, game_id: int) -> GameRecord | None:
        async with self._sessionmaker() as session:
            row = await session.get(Game, game_id)
            return None if row is None else (await self._records(session, [row]))[0]

    async def list_guild(
        self, guild_id: int, *, include_ended: bool = False, limit: int = 25
    ) -> list[GameRecord]:
        """The server's games, newest first."""
        query = select(Game).where(Game.guild_id == guild_id)
        if not include_ended:
            query = query.where(Game.status.in_(OPEN_STATUSES))
        async with self._sessionmaker() as session:
            rows = (await session.scalars(query.order_by(Game.id.desc()).limit(limit))).all()
            return await self._records(session, list(rows))

    # --- playing ----------------------------------------------------------------------------------
    async def act(
        self,
        channel_id: int,
        user_id: int,
        action: Action,
        *,
        expected_version: int | None = None,
        game_id: int | None = None,
    ) -> ActOutcome:
        """Apply a player's action. `expected_version` and `game_id` (carried by buttons) refuse
        clicks made on an out-of-date message with `stale`."""
        async with self._logged("act", channel_id=channel_id, user_id=user_id, kind=action.kind) as log:

            def decide(
                snap: _Snapshot, now: datetime
            ) -> tuple[_Change, tuple[list[Event], GameStatus, GameStatus]]:
                game = snap.game
                if game.status != "active":
                    raise AgoraError("games.error.not_started")
                seat = game.seat_of(user_id)
                if seat is None:
                    raise AgoraError("games.error.not_in_game")
                if expected_version is not None and expected_version != game.version:
                    raise AgoraError("games.error.stale")
                engine = self.engine_for(game)
                state = engine.load_state(game.state or {})
                before = engine.status(state)
                result = _engine_call(engine.apply, state, seat, action)
                after = engine.status(result.state)
                values: dict[str, Any] = {
                    "state": engine.dump_state(result.state),
                    "deadline_at": _deadline(game, after, now),
                }
                if after.finished:
                    values.update(status="finished", ended_at=now)
                change = _Change(values=values, logged=_LogEntry(user_id=user_id, seat=seat, action=action))
                return change, (result.events, after, before)

            game, (events, after, before) = await self._mutate(channel_id, decide, log, game_id=game_id)
            return ActOutcome(game=game, events=events, status=after, previous_status=before)

    async def force_dice(self, channel_id: int, values: list[int]) -> GameRecord:
        """Queue the next die results (tests and the sandbox). Logged as SYSTEM_SEAT so replays
        reproduce them; the version is not bumped, so buttons already posted stay valid."""
        async with self._logged("force_dice", channel_id=channel_id, user_id=SYSTEM_USER_ID) as log:
            action = force_dice_action(values)

            def decide(snap: _Snapshot, now: datetime) -> tuple[_Change, None]:
                game = snap.game
                if game.status != "active":
                    raise AgoraError("games.error.not_started")
                engine = self.engine_for(game)
                result = _engine_call(engine.apply, engine.load_state(game.state or {}), SYSTEM_SEAT, action)
                entry = _LogEntry(user_id=SYSTEM_USER_ID, seat=SYSTEM_SEAT, action=action)
                change = _Change(
                    values={"state": engine.dump_state(result.state)}, bump_version=False, logged=entry
                )
                return change, None

            game, _ = await self._mutate(channel_id, decide, log)
            return game

    # --- history ----------------------------------------------------------------------------------
    async def export(self, game_id: int) -> dict[str, Any]:
        """The game row, its seats, the full action log and the stored state, as plain JSON.

        The state holds every hidden item: callers decide who may export an unfinished game."""
        async with self._logged("export", game_id=game_id) as _log, self._sessionmaker() as session:
            row = await session.get(Game, game_id)
            if row is None:
                raise AgoraError("games.error.no_game")
            game = (await self._records(session, [row]))[0]
            entries = await self._log_rows(session, game_id)
        status = self.status_of(game)
        return {
            "format": EXPORT_FORMAT,
            "exported_at": self._clock().isoformat(),
            "game": game.to_json(),
            "actions": [
                {
                    "seq": e.seq,
                    "user_id": e.user_id,
                    "seat": e.seat,
                    "action": e.action,
                    "created_at": e.created_at.isoformat(),
                }
                for e in entries
            ],
            "state": game.state,
            "status": status.model_dump(mode="json") if status is not None else None,
        }

    async def replay_state(self, game_id: int) -> dict[str, Any] | None:
        """The state rebuilt from the seed and the action log (None for a game never started)."""
        async with self._sessionmaker() as session:
            row = await session.get(Game, game_id)
            if row is None:
                raise AgoraError("games.error.no_game")
            game = (await self._records(session, [row]))[0]
            entries = await self._log_rows(session, game_id)
        if game.state is None:
            return None
        engine = self.engine_for(game)
        state = engine.create(self.engine_options(game), self._seat_order(game), game.seed)
        for entry in entries:
            state = engine.apply(state, entry.seat, Action.model_validate(entry.action)).state
        return engine.dump_state(state)

    # --- bot-wide facts ---------------------------------------------------------------------------
    async def meta_get(self, key: str) -> str | None:
        async with self._sessionmaker() as session:
            return await session.scalar(select(Meta.value).where(Meta.key == key))

    async def meta_set(self, key: str, value: str) -> None:
        for _ in range(2):
            try:
                async with self._sessionmaker() as session, session.begin():
                    changed = await session.execute(update(Meta).where(Meta.key == key).values(value=value))
                    if changed.rowcount == 0:  # type: ignore[attr-defined]
                        session.add(Meta(key=key, value=value))
                return
            except IntegrityError:
                continue  # another writer inserted the key first: update it instead
        raise AgoraError("games.error.busy_retry")

    # --- internals --------------------------------------------------------------------------------
    async def _mutate(
        self,
        channel_id: int,
        decide: Callable[[_Snapshot, datetime], tuple[_Change, R]],
        log: dict[str, Any],
        *,
        game_id: int | None = None,
    ) -> tuple[GameRecord, R]:
        """Run `decide` on the channel's open game and write its change atomically (see module doc)."""
        async with self._sessionmaker() as session:
            open_id = await self._open_game_id(session, channel_id)
        if open_id is None:
            raise AgoraError("games.error.no_game")
        log["game_id"] = open_id
        if game_id is not None and game_id != open_id:
            raise AgoraError("games.error.stale")
        async with self._locks.hold(open_id):
            for attempt in (1, 2):
                try:
                    async with self._sessionmaker() as session, session.begin():
                        snap = await self._snapshot(session, open_id)
                        now = self._clock()
                        change, extra = decide(snap, now)
                        game = await self._write(session, snap, change, now)
                    return game, extra
                except (_Conflict, IntegrityError) as exc:
                    last: Exception = exc
                except DBAPIError as exc:
                    if not _is_busy(exc):
                        raise
                    last = exc
                # Another writer won: the retry re-reads the fresh state and decides again.
                logger.warning(
                    "games.conflict game=%s attempt=%s: %s",
                    open_id,
                    attempt,
                    type(last).__name__,
                    extra={"game_id": open_id, "attempt": attempt},
                )
            raise AgoraError("games.error.busy_retry") from last

    async def _snapshot(self, session: AsyncSession, game_id: int) -> _Snapshot:
        row = await session.get(Game, game_id)
        if row is None or row.status not in OPEN_STATUSES:
            # It ended (finished or abandoned) since the caller looked: the caller's view is stale.
            raise AgoraError("games.error.stale")
        game = (await self._records(session, [row]))[0]
        last_seq = await session.scalar(select(func.max(ActionLog.seq)).where(ActionLog.game_id == game_id))
        return _Snapshot(game=game, next_seq=(last_seq or 0) + 1)

    async def _write(
        self, session: AsyncSession, snap: _Snapshot, change: _Change, now: datetime
    ) -> GameRecord:
        before = snap.game
        values = dict(change.values, updated_at=now)
        if change.bump_version:
            values["version"] = before.version + 1
        swapped = await session.execute(
            update(Game)
            .where(Game.id == before.id, Game.version == before.version)
            .values(**values)
            .execution_options(synchronize_session=False)
        )
        if swapped.rowcount != 1:  # type: ignore[attr-defined]
            raise _Conflict
        seats = list(before.seats)
        if change.seat_added is not None:
            added = change.seat_added
            session.add(Seat(game_id=before.id, seat=added.seat, user_id=added.user_id, joined_at=now))
            seats.append(added)
        if change.seat_removed is not None:
            removed = change.seat_removed
            await session.execute(delete(Seat).where(Seat.game_id == before.id, Seat.seat == removed.seat))
            seats.remove(removed)
        if change.logged is not None:
            entry = change.logged
            session.add(
                ActionLog(
                    game_id=before.id,
                    seq=snap.next_seq,
                    user_id=entry.user_id,
                    seat=entry.seat,
                    action=entry.action.model_dump(mode="json"),
                    created_at=now,
                )
            )
        await session.flush()
        return replace(before, seats=self._in_lobby_order(before, seats), **values)

    async def _open_game_id(self, session: AsyncSession, channel_id: int) -> int | None:
        return await session.scalar(
            select(Game.id).where(Game.channel_id == channel_id, Game.status.in_(OPEN_STATUSES))
        )

    async def _records(self, session: AsyncSession, rows: list[Game]) -> list[GameRecord]:
        if not rows:
            return []
        seat_rows = await session.execute(
            select(Seat.game_id, Seat.user_id, Seat.seat)
            .where(Seat.game_id.in_([r.id for r in rows]))
            .order_by(Seat.joined_at, Seat.seat)
        )
        by_game: dict[int, list[tuple[int, str]]] = {r.id: [] for r in rows}
        for game_id, user_id, seat in seat_rows:
            by_game[game_id].append((user_id, seat))
        records = [_record(r, by_game[r.id]) for r in rows]
        return [replace(g, seats=self._in_lobby_order(g, g.seats)) for g in records]

    def _in_lobby_order(self, game: GameRecord, seats: Iterable[SeatRecord]) -> tuple[SeatRecord, ...]:
        """Seats in the order the lobby offers them (red before blue), whatever the join order."""
        rank = {spec.id: i for i, spec in enumerate(self.seat_specs(game))}
        return tuple(sorted(seats, key=lambda s: rank.get(s.seat, len(rank))))

    async def _log_rows(self, session: AsyncSession, game_id: int) -> list[ActionLog]:
        rows = await session.scalars(
            select(ActionLog).where(ActionLog.game_id == game_id).order_by(ActionLog.seq)
        )
        return list(rows)

    def _seat_order(self, game: GameRecord) -> list[str]:
        """Taken seats in the lobby's order: the order `engine.create` receives, at start and replay."""
        taken = {s.seat for s in game.seats}
        return [spec.id for spec in self.seat_specs(game) if spec.id in taken]

    def _validate_options(self, engine: GameEngine, raw: dict[str, Any]) -> dict[str, Any]:
        options = dict(raw)
        hours = options.pop(TURN_HOURS, None)
        low, high = TURN_HOURS_RANGE
        if hours is not None and (
            isinstance(hours, bool) or not isinstance(hours, int) or not low <= hours <= high
        ):
            raise AgoraError("games.error.bad_turn_hours", min=low, max=high)
        stored = _engine_call(engine.parse_options, options).model_dump(mode="json")
        if hours is not None:
            stored[TURN_HOURS] = hours
        return stored

    @asynccontextmanager
    async def _logged(self, op: str, **fields: Any) -> AsyncIterator[dict[str, Any]]:
        """One log line per call: operation, game, user, outcome (ok or the error key), duration."""
        info: dict[str, Any] = {"op": op, "game_id": None, "user_id": None, **fields}
        started = time.perf_counter()
        outcome = "ok"
        try:
            yield info
        except AgoraError as exc:
            outcome = exc.key
            raise
        except BaseException as exc:
            outcome = f"crash:{type(exc).__name__}"
            raise
        finally:
            info["outcome"] = outcome
            info["duration_ms"] = round((time.perf_counter() - started) * 1000, 1)
            level = logging.ERROR if outcome.startswith("crash") else logging.INFO
            logger.log(
                level,
                "games.%s game=%s user=%s outcome=%s %.1fms",
                op,
                info["game_id"],
                info["user_id"],
                outcome,
                info["duration_ms"],
                extra=info,
            )


def _record(row: Game, seats: Any) -> GameRecord:
    return GameRecord(
        id=row.id,
        guild_id=row.guild_id,
        channel_id=row.channel_id,
        title=row.title,
        status=row.status,
        options=dict(row.options),
        language=row.language,
        creator_id=row.creator_id,
        seed=row.seed,
        version=row.version,
        seats=seats_tuple(seats),
        state=row.state,
        created_at=row.created_at,
        updated_at=row.updated_at,
        deadline_at=row.deadline_at,
        ended_at=row.ended_at,
    )


def _deadline(game: GameRecord, status: GameStatus, now: datetime) -> datetime | None:
    """When the awaited player must have acted, if the lobby set `turn_hours`."""
    hours = game.options.get(TURN_HOURS)
    if not hours or status.finished or not status.waiting_for:
        return None
    return now + timedelta(hours=hours)


def _engine_call(fn: Callable[..., R], *args: Any) -> R:
    """Call the engine, turning its refusal into the platform's error with the same key."""
    try:
        return fn(*args)
    except IllegalAction as exc:
        raise AgoraError(exc.reason, **exc.params) from None


_TRANSIENT_SQLSTATES = {"40001", "40P01", "55P03"}  # serialization failure, deadlock, lock not available


def _is_busy(exc: DBAPIError) -> bool:
    """True when the database was merely busy (SQLite lock timeout, PostgreSQL serialization
    failure or deadlock): worth one retry, then `busy_retry` for the user."""
    text = str(exc.orig).lower()
    code = getattr(exc.orig, "sqlstate", None) or getattr(exc.orig, "pgcode", None)
    return "database is locked" in text or "database is busy" in text or code in _TRANSIENT_SQLSTATES
