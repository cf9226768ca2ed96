"""The SQL under the service: reading games as records, and writing one change with compare-and-swap.

`write_change` updates the `games` row only if its version is still the one read (`UPDATE ... WHERE
id = :id AND version = :v`); a log row takes the `seq` computed at read time, so the unique
(game_id, seq) pair refuses a second writer too. Either refusal surfaces as `Conflict` or
IntegrityError, and the caller retries against fresh state.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from datetime import datetime, timedelta
from functools import lru_cache
from typing import Any

from sqlalchemy import Update, bindparam, delete, func, insert, select, update
from sqlalchemy.exc import DBAPIError
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncSession

from agora.games import position_clock
from agora.games.records import GameRecord, SeatRecord
from agora.store.models import OPEN_STATUSES, ActionLog, Game, Outbox, Seat
from engine.core import SYSTEM_SEAT, Action

AUTOMATIC_MARK = "automatic"  # key set in a logged action the platform played (agora/games/automatic.py)
TICK = timedelta(microseconds=1)  # the smallest step both SQLite and PostgreSQL keep


# What the reads and writes of a move run on: a plain connection on the move path (an ORM session
# costs about a third more per lookup, for an identity map these Core statements never fill), a
# session elsewhere.
Executor = AsyncConnection | AsyncSession


class Conflict(Exception):
    """Another writer changed the game between our read and our write."""


@dataclass(frozen=True)
class Snapshot:
    game: GameRecord
    next_seq: int  # the seq the next log row must take
    # True when `game` was read before the write transaction began (the record the interaction read):
    # the write then also checks `updated_at`, which every write changes, even those that leave the
    # version alone (timers, pause), so a decision made on an out-of-date record is refused.
    read_earlier: bool = False


@dataclass(frozen=True)
class LogEntry:
    user_id: int
    seat: str
    action: Action
    automatic: bool = False  # played by the platform for the seat (agora/games/automatic.py)


@dataclass(frozen=True)
class OutboxNote:
    """What must be said about a change once saved, written in its transaction (agora/games/outbox.py)."""

    kind: str
    payload: str  # JSON text


@dataclass(frozen=True)
class Change:
    """What one service call writes: new `games` column values, at most one seat added or removed,
    at most one log row. `bump_version` is False only for changes players cannot see."""

    values: dict[str, Any]
    bump_version: bool = True
    seat_added: SeatRecord | None = None
    seat_removed: SeatRecord | None = None
    seat_handed: tuple[SeatRecord, SeatRecord] | None = None  # (before, after): same seat, another user
    logged: LogEntry | None = None
    more_logged: tuple[LogEntry, ...] = ()  # the actions after the first of a multi-select, in order
    # More compare-and-swap conditions, column → value read (a timer claims its own column: a
    # reminder that does not bump the version still fires once when two processes race).
    expect: dict[str, Any] = field(default_factory=dict)
    # Said after the commit, and after a restart if the process dies before (the transactional outbox).
    announce: OutboxNote | None = None


async def open_game_id(session: Executor, channel_id: int) -> int | None:
    return await session.scalar(
        select(Game.id).where(Game.channel_id == channel_id, Game.status.in_(OPEN_STATUSES))
    )


async def load_records(session: AsyncSession, rows: list[Game]) -> list[GameRecord]:
    """Records for game rows, seats in join order (one query for all the rows' seats)."""
    if not rows:
        return []
    seat_rows = await session.execute(
        select(Seat.game_id, Seat.user_id, Seat.seat)
        .where(Seat.game_id.in_([r.id for r in rows]))
        .order_by(Seat.joined_at, Seat.seat)
    )
    seats: dict[int, list[SeatRecord]] = {r.id: [] for r in rows}
    for game_id, user_id, seat in seat_rows:
        seats[game_id].append(SeatRecord(user_id=user_id, seat=seat))
    return [to_record(r, tuple(seats[r.id])) for r in rows]


_GAMES = Game.__table__
_GAME_COLUMNS = tuple(_GAMES.c)
_RECORD_FIELD = {"state": "state_json"}  # column → GameRecord field, where they differ
_RECORD_FIELDS = tuple(_RECORD_FIELD.get(c.key, c.key) for c in _GAME_COLUMNS)  # a row's, in order

# The move path's statements are built once, with bound parameters: a statement object memoises its
# cache key, and building one and computing its key on every call cost a third of running it on SQLite.
_READ_GAME = select(*_GAME_COLUMNS).where(_GAMES.c.id == bindparam("game_id"))
_READ_SEATS = (
    select(Seat.user_id, Seat.seat)
    .where(Seat.game_id == bindparam("game_id"))
    .order_by(Seat.joined_at, Seat.seat)
)
_LOG_ROWS = insert(ActionLog.__table__)
_OUTBOX_ROW = insert(Outbox.__table__)


@lru_cache(maxsize=128)
def _game_update(
    columns: tuple[str, ...], expected: tuple[tuple[str, bool], ...], read_earlier: bool
) -> Update:
    """The compare-and-swap UPDATE that writes `columns` of a game row (parameters `set_<column>`),
    where the id and version (`at_id`, `at_version`), the `expected` columns (`was_<column>`; True:
    the value read was NULL) and, for a record read earlier, `updated_at` (`was_updated_at`) still
    hold what was read. A handful of shapes exist (a move, a timer, a seat change), each built once."""
    games = _GAMES.c
    conditions = [games.id == bindparam("at_id"), games.version == bindparam("at_version")]
    conditions += [
        games[column].is_(None) if was_null else games[column] == bindparam(f"was_{column}")
        for column, was_null in expected
    ]
    if read_earlier:
        conditions.append(games.updated_at == bindparam("was_updated_at"))
    values = {column: bindparam(f"set_{column}", type_=games[column].type) for column in columns}
    return update(_GAMES).where(*conditions).values(values)


async def read_game(
    session: Executor,
    game_id: int,
    known_seats: Callable[[GameRecord], tuple[SeatRecord, ...] | None] | None = None,
) -> GameRecord | None:
    """One game and its seats in join order, with Core statements (no ORM objects: a click reads a game
    on every move, and the identity map and its clean-up cost more than the queries). Two statements, not
    a join: joined, the state's JSON would come (and be decoded) once per seat. `known_seats` may answer
    the seats of the version read (every seat change is a write, which moves `updated_at`): then one."""
    row = (await session.execute(_READ_GAME, {"game_id": game_id})).first()
    if row is None:
        return None
    game = GameRecord(**dict(zip(_RECORD_FIELDS, row, strict=True)), seats=())
    seats = known_seats(game) if known_seats is not None else None
    if seats is None:
        seat_rows = await session.execute(_READ_SEATS, {"game_id": game_id})
        seats = tuple(SeatRecord(user_id=user_id, seat=seat) for user_id, seat in seat_rows)
    return replace(game, seats=seats)


async def next_seq(session: Executor, game_id: int) -> int:
    last_seq = await session.scalar(select(func.max(ActionLog.seq)).where(ActionLog.game_id == game_id))
    return (last_seq or 0) + 1


async def load_snapshot(session: Executor, game_id: int) -> Snapshot | None:
    """The game and its next log seq; None when the game is gone or no longer open."""
    game = await read_game(session, game_id)
    if game is None or game.status not in OPEN_STATUSES:
        return None
    return Snapshot(game=game, next_seq=await next_seq(session, game_id))


async def known_snapshot(session: Executor, game: GameRecord, seq: int | None = None) -> Snapshot:
    """A snapshot of a record read earlier in the same request, without reading the game again (and
    without reading the next log seq when the caller knows it: `seq`, remembered from this process's
    last write of that very version); `write_change` refuses it with Conflict if the row has changed
    since, and a wrong `seq` collides with the unique (game_id, seq) pair."""
    found = seq if seq is not None else await next_seq(session, game.id)
    return Snapshot(game=game, next_seq=found, read_earlier=True)


async def write_change(session: Executor, snap: Snapshot, change: Change, now: datetime) -> GameRecord:
    """Write `change` over `snap` (raises Conflict if the row moved on) and return the new record."""
    before = snap.game
    # Strictly later than the value read, whatever the clock says: `updated_at` then changes on every
    # write, which lets a write decided on a record read earlier check that nothing was written since.
    stamp = now if before.updated_at is None or now > before.updated_at else before.updated_at + TICK
    values = dict(change.values, updated_at=stamp)
    if "state" in values:  # written as JSON text, which the new record keeps (see StoredJson)
        state = values["state"]
        values["state"] = state if isinstance(state, str) or state is None else json.dumps(state)
    if change.bump_version:
        values["version"] = before.version + 1
    # A Core UPDATE of the table: the ORM's bulk-update path cost more than the SQL.
    statement = _game_update(
        tuple(sorted(values)),
        tuple((column, value is None) for column, value in change.expect.items()),
        snap.read_earlier,
    )
    params = {f"set_{column}": value for column, value in values.items()}
    params |= {f"was_{column}": value for column, value in change.expect.items() if value is not None}
    params |= {"at_id": before.id, "at_version": before.version}
    if snap.read_earlier:
        params["was_updated_at"] = before.updated_at
    swapped = await session.execute(statement, params)
    if swapped.rowcount != 1:  # type: ignore[attr-defined]
        raise Conflict
    seats = list(before.seats)
    # Removal first: a substitute (agora/games/seats.py) removes a seat's player and adds another.
    if change.seat_removed is not None:
        removed = change.seat_removed
        await session.execute(delete(Seat).where(Seat.game_id == before.id, Seat.seat == removed.seat))
        seats.remove(removed)
    if change.seat_added is not None:
        added = change.seat_added
        await session.execute(
            insert(Seat.__table__).values(
                game_id=before.id, seat=added.seat, user_id=added.user_id, joined_at=now
            )
        )
        seats.append(added)
    if change.seat_handed is not None:  # a bot taking a seat over, or giving it back
        was, now_held = change.seat_handed
        await session.execute(
            update(Seat)
            .where(Seat.game_id == before.id, Seat.seat == was.seat)
            .values(user_id=now_held.user_id)
        )
        seats[seats.index(was)] = now_held
    logged = [change.logged, *change.more_logged] if change.logged is not None else []
    if logged:  # Core inserts: no ORM objects to flush and forget
        # A write that leaves a position notes that position's clock, for an undo to give it back.
        leaves = "state" in values and logged[0].seat != SYSTEM_SEAT and before.status == "active"
        clock = {position_clock.CLOCK_MARK: position_clock.note(before)} if leaves else {}
        await session.execute(
            _LOG_ROWS,
            [
                {
                    "game_id": before.id,
                    "seq": snap.next_seq + offset,
                    "user_id": entry.user_id,
                    "seat": entry.seat,
                    "action": entry.action.model_dump(mode="json")
                    | ({AUTOMATIC_MARK: True} if entry.automatic else {})
                    | (clock if offset == 0 else {}),
                    "created_at": now,
                }
                for offset, entry in enumerate(logged)
            ],
        )
    if change.announce is not None:
        note = change.announce
        row = {"game_id": before.id, "version": values.get("version", before.version), "kind": note.kind}
        row |= {"written_at": stamp, "payload": note.payload, "created_at": now}
        await session.execute(_OUTBOX_ROW, row)
    fields = {_RECORD_FIELD.get(column, column): value for column, value in values.items()}
    return replace(before, seats=tuple(seats), **fields)


async def log_rows(session: AsyncSession, game_id: int) -> list[ActionLog]:
    rows = await session.scalars(
        select(ActionLog).where(ActionLog.game_id == game_id).order_by(ActionLog.seq)
    )
    return list(rows)


_TRANSIENT_SQLSTATES = {"40001", "40P01", "55P03"}  # serialization failure, deadlock, lock not available


def is_busy(exc: DBAPIError) -> bool:
    """True when the database was merely busy (SQLite lock timeout, PostgreSQL serialization failure
    or deadlock): worth one retry, then `busy_retry` for the user."""
    text = str(exc.orig).lower()
    code = getattr(exc.orig, "sqlstate", None) or getattr(exc.orig, "pgcode", None)
    return "database is locked" in text or "database is busy" in text or code in _TRANSIENT_SQLSTATES


def to_record(row: Game, seats: tuple[SeatRecord, ...] = ()) -> GameRecord:
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
        seats=seats,
        state_json=row.state,
        created_at=row.created_at,
        updated_at=row.updated_at,
        deadline_at=row.deadline_at,
        ended_at=row.ended_at,
        reminder_at=row.reminder_at,
        paused_at=row.paused_at,
        timing=dict(row.timing) if row.timing is not None else None,
    )
