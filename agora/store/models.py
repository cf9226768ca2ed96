"""The tables: games, their seats, the append-only action log, and bot-wide facts.

Discord ids are 64-bit, hence BigInteger. Internal ids stay Integer so SQLite makes them rowid
aliases (auto-increment). Times are stored in UTC and always come back timezone-aware.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import (
    JSON,
    BigInteger,
    Boolean,
    CheckConstraint,
    DateTime,
    ForeignKey,
    Index,
    Integer,
    MetaData,
    String,
    Text,
    UniqueConstraint,
    cast,
    false,
    text,
)
from sqlalchemy.engine import Dialect
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column
from sqlalchemy.sql.elements import ColumnElement
from sqlalchemy.types import TypeDecorator

STATUSES = ("lobby", "active", "finished", "abandoned")
OPEN_STATUSES = ("lobby", "active")
"""A channel holds at most one game in these statuses."""

# The partial-index condition, written once so the model and the migration cannot drift apart.
OPEN_GAME_CONDITION = "status IN ('lobby', 'active')"
STATUS_CONDITION = "status IN ('lobby', 'active', 'finished', 'abandoned')"

NAMING_CONVENTION = {
    "ix": "ix_%(table_name)s_%(column_0_N_name)s",
    "uq": "uq_%(table_name)s_%(column_0_N_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}


class UtcDateTime(TypeDecorator[datetime]):
    """A timezone-aware UTC datetime on every backend (SQLite drops the offset; we restore it)."""

    impl = DateTime(timezone=True)
    cache_ok = True

    def process_bind_param(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        if value.tzinfo is None:
            raise ValueError("naive datetime given to a UTC column")
        return value.astimezone(UTC)

    def process_result_value(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        return value.replace(tzinfo=UTC) if value.tzinfo is None else value.astimezone(UTC)


class _JsonText(TypeDecorator[str]):
    """A JSON column's content selected as text; JSON null (a lobby's state) comes back as None."""

    impl = Text
    cache_ok = True

    def process_result_value(self, value: str | None, dialect: Dialect) -> str | None:
        return None if value is None or value == "null" else value


class StoredJson(TypeDecorator[str]):
    """A JSON column that the code reads and writes as JSON text, not as Python objects.

    A game's state is read on every click and is tens of kilobytes: decoding it on each read cost more
    than the query, although the service mostly needs it only to recognise a version it has already
    parsed. The column is still JSON in the database (PostgreSQL checks it); it is selected as text,
    and a str given to it is taken as JSON text already (a dict is encoded)."""

    impl = JSON
    cache_ok = True

    def bind_processor(self, dialect: Dialect) -> Callable[[Any], str]:
        def process(value: Any) -> str:
            return value if isinstance(value, str) else json.dumps(value)  # None: JSON null, as JSON did

        return process

    def result_processor(self, dialect: Dialect, coltype: object) -> None:
        return None  # selected through column_expression, already text

    def column_expression(self, column: ColumnElement[Any]) -> ColumnElement[Any]:  # type: ignore[override]
        return cast(column, _JsonText())


class Base(DeclarativeBase):
    metadata = MetaData(naming_convention=NAMING_CONVENTION)


class Game(Base):
    __tablename__ = "games"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    guild_id: Mapped[int | None] = mapped_column(BigInteger)
    channel_id: Mapped[int] = mapped_column(BigInteger)
    title: Mapped[str] = mapped_column(String(32))
    status: Mapped[str] = mapped_column(String(16))
    options: Mapped[dict[str, Any]] = mapped_column(JSON)
    language: Mapped[str] = mapped_column(String(8))
    creator_id: Mapped[int] = mapped_column(BigInteger)
    seed: Mapped[int] = mapped_column(BigInteger)
    version: Mapped[int] = mapped_column(Integer, default=0)
    state: Mapped[str | None] = mapped_column(StoredJson)  # JSON text: see StoredJson
    created_at: Mapped[datetime] = mapped_column(UtcDateTime)
    updated_at: Mapped[datetime] = mapped_column(UtcDateTime)
    deadline_at: Mapped[datetime | None] = mapped_column(UtcDateTime, index=True)
    ended_at: Mapped[datetime | None] = mapped_column(UtcDateTime)
    # Timers (migration 0003_deadlines): the next reminder, the pause, and timing facts.
    reminder_at: Mapped[datetime | None] = mapped_column(UtcDateTime, index=True)
    paused_at: Mapped[datetime | None] = mapped_column(UtcDateTime)
    timing: Mapped[dict[str, Any] | None] = mapped_column(JSON)

    __table_args__ = (
        CheckConstraint(STATUS_CONDITION, name="status"),
        # One open game per channel, enforced by the database itself so two processes cannot race.
        Index(
            "uq_games_open_channel",
            "channel_id",
            unique=True,
            sqlite_where=text(OPEN_GAME_CONDITION),
            postgresql_where=text(OPEN_GAME_CONDITION),
        ),
        # What the bot looks up, each read in id order up to a limit (migration 0002_defects): a
        # channel's latest game, a server's games newest first, a server's open games.
        Index("ix_games_channel_id_id", "channel_id", "id"),
        Index("ix_games_guild_id_id", "guild_id", "id"),
        Index(
            "ix_games_open_guild",
            "guild_id",
            "id",
            sqlite_where=text(OPEN_GAME_CONDITION),
            postgresql_where=text(OPEN_GAME_CONDITION),
        ),
    )


class Seat(Base):
    __tablename__ = "seats"

    game_id: Mapped[int] = mapped_column(ForeignKey("games.id", ondelete="CASCADE"), primary_key=True)
    seat: Mapped[str] = mapped_column(String(32), primary_key=True)
    user_id: Mapped[int] = mapped_column(BigInteger)
    joined_at: Mapped[datetime] = mapped_column(UtcDateTime)

    __table_args__ = (UniqueConstraint("game_id", "user_id"),)


class ActionLog(Base):
    """Every accepted action, in order. Rows are only ever inserted: the log is the game's history."""

    __tablename__ = "action_log"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    game_id: Mapped[int] = mapped_column(ForeignKey("games.id", ondelete="CASCADE"))
    seq: Mapped[int] = mapped_column(Integer)
    user_id: Mapped[int] = mapped_column(BigInteger)
    seat: Mapped[str] = mapped_column(String(32))
    action: Mapped[dict[str, Any]] = mapped_column(JSON)
    created_at: Mapped[datetime] = mapped_column(UtcDateTime)

    __table_args__ = (UniqueConstraint("game_id", "seq"),)


class Meta(Base):
    """Bot-wide facts, such as the hash of the last synced command tree."""

    __tablename__ = "meta"

    key: Mapped[str] = mapped_column(String(64), primary_key=True)
    value: Mapped[str] = mapped_column(Text)


class GuildSettings(Base):
    """What a server chose for all its games (migration 0004_threads); no row: the defaults."""

    __tablename__ = "guild_settings"

    guild_id: Mapped[int] = mapped_column(BigInteger, primary_key=True, autoincrement=False)
    # New games open a public thread for their table and feed unless `/game new thread:` says otherwise.
    thread_default: Mapped[bool] = mapped_column(Boolean, default=False, server_default=false())


class ChannelPacing(Base):
    """Discord's 5-messages-per-5-s bucket of one channel (or DM channel), shared by every bot process on
    the token: the times (epoch seconds) of the newest posts claimed in it, taken with a compare-and-swap
    on `version` (agora/store/pacing.py)."""

    __tablename__ = "channel_pacing"

    channel_id: Mapped[int] = mapped_column(BigInteger, primary_key=True, autoincrement=False)
    slots: Mapped[str] = mapped_column(Text, default="[]")
    version: Mapped[int] = mapped_column(Integer, default=0)


class Outbox(Base):
    """What must be said about a game's change that no interaction answers (a timer's effect), written
    in the same transaction as the change (migration 0006_outbox): a crash between the save and the
    posts leaves the row, and the next start says it. `written_at` is the game's `updated_at` that
    change wrote (unique per write of a game); a row is claimed for a while (`claimed_until`) by the
    process that says it, and deleted once said (agora/games/outbox.py)."""

    __tablename__ = "outbox"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    game_id: Mapped[int] = mapped_column(ForeignKey("games.id", ondelete="CASCADE"))
    version: Mapped[int] = mapped_column(Integer)
    kind: Mapped[str] = mapped_column(String(16))
    written_at: Mapped[datetime] = mapped_column(UtcDateTime)
    payload: Mapped[str] = mapped_column(Text)  # JSON text: see agora/games/outbox.py
    created_at: Mapped[datetime] = mapped_column(UtcDateTime)
    claimed_until: Mapped[datetime | None] = mapped_column(UtcDateTime)

    __table_args__ = (UniqueConstraint("game_id", "written_at", "kind"),)
