"""The bot's health in a few numbers, for its host: the games, the delayed work waiting (the outbox and
the pending timers), the last backup and the errors of the last day. Logged as one line every
HEALTH_LOG_MINUTES (the host's monitoring greps it) and shown to the bot's owner by `/admin status`."""

from __future__ import annotations

import logging
import time
from collections import deque
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from sqlalchemy import func, or_, select
from sqlalchemy.ext.asyncio import AsyncEngine

from agora.store.guard import list_backups, sqlite_file
from agora.store.models import Game, Outbox

DAY_SECONDS = 24 * 3600


class ErrorCount(logging.Handler):
    """Counts the ERROR and CRITICAL records of the last day (their times only, never their text)."""

    def __init__(self, clock=time.time) -> None:
        super().__init__(level=logging.ERROR)
        self._clock = clock
        self._times: deque[float] = deque()

    def emit(self, record: logging.LogRecord) -> None:
        self._times.append(record.created)

    def last_day(self) -> int:
        horizon = self._clock() - DAY_SECONDS
        while self._times and self._times[0] < horizon:
            self._times.popleft()
        return len(self._times)


@dataclass(frozen=True)
class Health:
    games: dict[str, int]  # per status: lobby, active, finished, abandoned
    outbox: int  # announcements a crash or an outage left unsaid, waiting to be posted
    oldest_outbox: datetime | None
    timers: int  # deadlines and reminders set on games
    next_timer: datetime | None
    last_backup: Path | None  # SQLite only: the newest file in BACKUP_DIR
    backup_at: datetime | None
    errors_last_day: int

    def log_line(self) -> str:
        games = " ".join(f"games_{status}={count}" for status, count in sorted(self.games.items()))
        backup = self.last_backup.name if self.last_backup else "none"
        return (
            f"health {games} outbox={self.outbox} timers={self.timers} "
            f"last_backup={backup} errors_24h={self.errors_last_day}"
        )


def _backup_time(path: Path) -> datetime:
    return datetime.fromtimestamp(path.stat().st_mtime, UTC)


async def read_health(engine: AsyncEngine, database_url: str, backup_dir: Path, errors: ErrorCount) -> Health:
    async with engine.connect() as connection:
        by_status = await connection.execute(select(Game.status, func.count()).group_by(Game.status))
        games = {status: int(count) for status, count in by_status}
        outbox, oldest = (await connection.execute(select(func.count(), func.min(Outbox.created_at)))).one()
        due = func.min(func.coalesce(Game.reminder_at, Game.deadline_at))
        timed = or_(Game.deadline_at.is_not(None), Game.reminder_at.is_not(None))
        timers, next_timer = (await connection.execute(select(func.count(), due).where(timed))).one()
    database = sqlite_file(database_url)
    backups = list_backups(backup_dir, database) if database is not None else []
    newest = backups[-1] if backups else None
    return Health(
        games={status: games.get(status, 0) for status in ("lobby", "active", "finished", "abandoned")},
        outbox=int(outbox),
        oldest_outbox=_aware(oldest),
        timers=int(timers),
        next_timer=_aware(next_timer),
        last_backup=newest,
        backup_at=_backup_time(newest) if newest else None,
        errors_last_day=errors.last_day(),
    )


def _aware(value: datetime | str | None) -> datetime | None:
    """An aggregate (MIN) skips the column's type: SQLite gives back text, naive."""
    if value is None:
        return None
    if isinstance(value, str):
        value = datetime.fromisoformat(value)
    return value.replace(tzinfo=UTC) if value.tzinfo is None else value
