"""The transactional outbox: what must be said about a game's change that no interaction answers (a
timer's effect: a timeout, a reminder, a forfeit, a seat handed to the bot; a bot seat's move), or
that must not be lost with the interaction that asked for it (the result of a move that ends the game).

The change and its outbox row are written in one transaction (`repo.Change.announce`), so a crash after
the save cannot lose the announcement: the process that saved it says it at once, and whatever a crash
(or a failed post) left is said by the next timer pass of any process, the first one after a restart
included. Saying it is claimed first (`claimed_until`, a lease, with a compare-and-swap), and the row is
deleted once said, so two processes never both say it and a restart does not say it again.

A row is keyed by its game, the `updated_at` its change wrote (unique per write of a game) and its
kind. Its payload is JSON: for a timer, what it did (`Fired`) and the game as it was before (the words
of a timeout are those of the position it was played on); for a move, its events and statuses. No
Discord here: agora/timers.py, agora/bots/runner.py and the Table say them.

Once: a crash between a claim and the delete says it again after the lease (a post may then show
twice); a crash between the save and the claim, the case this guards, says it once.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Awaitable, Callable
from contextlib import AbstractAsyncContextManager
from dataclasses import asdict, dataclass
from datetime import datetime, timedelta
from typing import TYPE_CHECKING, Any

from sqlalchemy import delete, or_, select, update
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from agora.games.records import GameRecord, SeatRecord
from agora.games.repository import OutboxNote
from agora.games.timeouts import Fired
from agora.store.faults import report_storage_fault
from agora.store.models import Outbox
from engine.core import Action, Event, GameStatus

if TYPE_CHECKING:
    from agora.games.service import GameService

TIMER = "timer"
BOT_MOVE = "bot_move"  # a bot seat's move: no interaction answers it either (agora/bots/runner.py)
FINISHING_MOVE = "finishing_move"  # a person's move that ends the game: its result must not be lost
LEASE = timedelta(minutes=2)  # a process that claimed a row and died: another says it after this
# A row this young is being said by the process that wrote it (it claims it right after the commit);
# one written before this process started was left by a crash, whatever its age.
GRACE = timedelta(seconds=30)
BATCH = 20

Writing = Callable[[], AbstractAsyncContextManager[None]]
log = logging.getLogger("agora.outbox")


@dataclass(frozen=True)
class OutboxKey:
    game_id: int
    written_at: datetime
    kind: str


@dataclass(frozen=True)
class Pending:
    key: OutboxKey
    version: int
    payload: dict[str, Any]


# --- the payload --------------------------------------------------------------------------------------
def _status(status: GameStatus | None) -> dict[str, Any] | None:
    return status.model_dump(mode="json") if status is not None else None


def firing_note(fired: Fired, before: GameRecord) -> OutboxNote:
    """The outbox row of a timer's change: what it did, and the game it was decided on."""
    said = {
        "kind": fired.kind,
        "seats": list(fired.seats),
        "action": fired.action.model_dump(mode="json") if fired.action is not None else None,
        "seat": fired.seat,
        "events": [event.model_dump(mode="json") for event in fired.events],
        "status": _status(fired.status),
        "previous_status": _status(fired.previous_status),
        "missed": fired.missed,
        "limit": fired.limit,
        "rule": fired.rule,
    }
    game = asdict(before) | {"seats": [[s.user_id, s.seat] for s in before.seats]}
    for column in ("created_at", "updated_at", "deadline_at", "ended_at", "reminder_at", "paused_at"):
        value = game[column]
        game[column] = value.isoformat() if value is not None else None
    return OutboxNote(TIMER, json.dumps({"fired": said, "before": game}))


def _read_status(data: dict[str, Any] | None) -> GameStatus | None:
    return GameStatus.model_validate(data) if data is not None else None


def read_firing(payload: dict[str, Any]) -> tuple[Fired, GameRecord]:
    said = dict(payload["fired"])
    fired = Fired(
        kind=said["kind"],
        seats=list(said["seats"]),
        action=Action.model_validate(said["action"]) if said["action"] is not None else None,
        seat=said["seat"],
        events=[Event.model_validate(event) for event in said["events"]],
        status=_read_status(said["status"]),
        previous_status=_read_status(said["previous_status"]),
        missed=said["missed"],
        limit=said["limit"],
        rule=said["rule"],
    )
    game = dict(payload["before"])
    game["seats"] = tuple(SeatRecord(user_id=user, seat=seat) for user, seat in game["seats"])
    for column in ("created_at", "updated_at", "deadline_at", "ended_at", "reminder_at", "paused_at"):
        value = game[column]
        game[column] = datetime.fromisoformat(value) if value is not None else None
    return fired, GameRecord(**game)


def move_note(
    events: list[Event],
    status: GameStatus,
    previous_status: GameStatus | None,
    before_version: int,
    *,
    by_bot: bool,
) -> OutboxNote:
    """The outbox row of a move (a bot's, or one that ends the game): what it did, the status after and
    before, the version before."""
    said = {
        "events": [event.model_dump(mode="json") for event in events],
        "status": _status(status),
        "previous_status": _status(previous_status),
        "before_version": before_version,
    }
    return OutboxNote(BOT_MOVE if by_bot else FINISHING_MOVE, json.dumps(said))


def read_move(payload: dict[str, Any]) -> tuple[list[Event], GameStatus | None, int]:
    """A move's events, the status before it, and the version before it."""
    events = [Event.model_validate(event) for event in payload["events"]]
    return events, _read_status(payload["previous_status"]), int(payload["before_version"])


# --- the rows -----------------------------------------------------------------------------------------
def _row(key: OutboxKey) -> tuple[Any, ...]:
    return (Outbox.game_id == key.game_id, Outbox.written_at == key.written_at, Outbox.kind == key.kind)


async def claim(
    sessionmaker: async_sessionmaker[AsyncSession], writing: Writing, key: OutboxKey, now: datetime
) -> bool:
    """Take the row for saying it (for LEASE); False when it is gone (said) or another process holds it."""
    free = or_(Outbox.claimed_until.is_(None), Outbox.claimed_until < now)
    async with writing(), sessionmaker() as session, session.begin():
        taken = await session.execute(
            update(Outbox).where(*_row(key), free).values(claimed_until=now + LEASE)
        )
        return taken.rowcount == 1  # type: ignore[attr-defined]


async def said(sessionmaker: async_sessionmaker[AsyncSession], writing: Writing, key: OutboxKey) -> None:
    async with writing(), sessionmaker() as session, session.begin():
        await session.execute(delete(Outbox).where(*_row(key)))


async def left_to_say(
    sessionmaker: async_sessionmaker[AsyncSession], now: datetime, kinds: tuple[str, ...], since: datetime
) -> list[Pending]:
    """Rows of these kinds nobody is saying: left by a crash (written before `since`, when this process
    started), or by a process that could not claim them (older than GRACE)."""
    free = or_(Outbox.claimed_until.is_(None), Outbox.claimed_until < now)
    left = Outbox.created_at < max(since, now - GRACE)
    query = (
        select(Outbox.game_id, Outbox.written_at, Outbox.kind, Outbox.version, Outbox.payload)
        .where(Outbox.kind.in_(kinds), free, left)
        .order_by(Outbox.id)
        .limit(BATCH)
    )
    async with sessionmaker() as session:
        rows = (await session.execute(query)).all()
    return [
        Pending(OutboxKey(game_id, written_at, kind), version, json.loads(payload))
        for game_id, written_at, kind, version, payload in rows
    ]


# --- saying it once -------------------------------------------------------------------------------
async def say_once(service: GameService, key: OutboxKey, speak: Callable[[], Awaitable[None]] | None) -> None:
    """Say what an outbox row holds, once across processes and restarts: claim the row (a lease), say
    it, delete it. A row that cannot be claimed (said already, being said, or the storage refused) is
    left to whoever holds it, or to a later pass."""
    try:
        if not await service.outbox_claim(key):
            return
    except Exception as exc:  # left in the outbox: a later pass says it
        if not report_storage_fault(exc, "the claim of an announcement", game_id=key.game_id):
            log.exception("announcement not claimed", extra={"game_id": key.game_id})
        return
    if speak is not None:
        try:
            await speak()
        except Exception:  # some of it may be posted: saying it again could repeat that part
            log.exception("announcement failed", extra={"game_id": key.game_id, "kind": key.kind})
    try:
        await service.outbox_said(key)
    except Exception as exc:  # claimed for a while still; said again only after that
        if not report_storage_fault(exc, "the end of an announcement", game_id=key.game_id):
            log.exception("announcement not closed", extra={"game_id": key.game_id})
