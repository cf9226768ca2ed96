"""Persistence: the database engine, the ORM models and the migrations runner."""

from agora.store.db import DEFAULT_DATABASE_URL, create_engine_from_url, make_sessionmaker
from agora.store.migrate import upgrade_to_head
from agora.store.models import OPEN_STATUSES, STATUSES, ActionLog, Base, Game, Meta, Seat

__all__ = [
    "DEFAULT_DATABASE_URL",
    "OPEN_STATUSES",
    "STATUSES",
    "ActionLog",
    "Base",
    "Game",
    "Meta",
    "Seat",
    "create_engine_from_url",
    "make_sessionmaker",
    "upgrade_to_head",
]
