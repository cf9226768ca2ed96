"""Which database errors are storage faults, and the advice the host gets for each, on both backends:
SQLite says it in words, PostgreSQL (asyncpg) by SQLSTATE. Anything else is a bug, left to the usual
handling (a traceback in the log and the generic answer)."""

from __future__ import annotations

import sqlite3

import pytest
from sqlalchemy.exc import IntegrityError, OperationalError

from agora.store.faults import storage_advice


class PostgresError(Exception):
    """What asyncpg raises: the message, and the SQLSTATE as `sqlstate`."""

    def __init__(self, message: str, sqlstate: str) -> None:
        super().__init__(message)
        self.sqlstate = sqlstate


@pytest.mark.parametrize(
    ("orig", "advice"),
    [
        (sqlite3.OperationalError("database or disk is full"), "free disk space"),
        (sqlite3.OperationalError("disk I/O error"), "check the disk"),
        (sqlite3.OperationalError("attempt to write a readonly database"), "check the disk"),
        (
            PostgresError('could not extend file "base/16384/2619": No space left on device', "53100"),
            "free disk space",
        ),
        (PostgresError("cannot execute UPDATE in a read-only transaction", "25006"), "check the disk"),
        (PostgresError("connection is closed", "08003"), "database server is running"),
    ],
)
def test_storage_faults_get_their_advice(orig, advice):
    found = storage_advice(OperationalError("COMMIT", {}, orig))
    assert found is not None and advice in found


@pytest.mark.parametrize(
    "error",
    [
        IntegrityError("INSERT", {}, sqlite3.IntegrityError("UNIQUE constraint failed: seats.game_id")),
        OperationalError("SELECT", {}, sqlite3.OperationalError("no such column: games.nope")),
        ValueError("a bug"),
    ],
)
def test_other_errors_are_not_storage_faults(error):
    assert storage_advice(error) is None
