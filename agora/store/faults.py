"""Storage faults said plainly: a full disk, a write the disk or the database server refuses.

Such a fault is not a bug of the bot: the transaction was rolled back, nothing changed, and the same
request works once the storage is back. So the player gets a private "not saved, try again"
(`storage.error.not_saved`) and the host one log line saying what to do, never a traceback. A fault
that is none of these (a bug, a constraint broken) is left to the callers' usual handling.
"""

from __future__ import annotations

import logging
from typing import Any

from sqlalchemy.exc import DBAPIError

NOT_SAVED = "storage.error.not_saved"  # the player's private answer

# (words in the driver's message, or a PostgreSQL SQLSTATE) -> what the host should do
_FULL = (
    "free disk space on the database's volume (or raise the database server's quota); "
    "the bot goes on by itself once writes succeed again"
)
_WRITE = (
    "check the disk and the database file's permissions (or the database server's log); "
    "the bot goes on by itself once writes succeed again"
)
_SERVER = "check that the database server is running and reachable; the bot goes on by itself once it is"
_BY_WORDS = (
    ("database or disk is full", _FULL),
    ("no space left on device", _FULL),
    ("disk full", _FULL),
    ("could not extend file", _FULL),
    ("disk i/o error", _WRITE),
    ("readonly database", _WRITE),
    ("read-only", _WRITE),
    ("unable to open database file", _WRITE),
)
_BY_SQLSTATE = {
    "53100": _FULL,  # disk_full
    "53000": _FULL,  # insufficient_resources
    "53200": _FULL,  # out_of_memory
    "58030": _WRITE,  # io_error
    "25006": _WRITE,  # read_only_sql_transaction
}

log = logging.getLogger("agora.store")


def storage_advice(exc: BaseException) -> str | None:
    """What the host should do about `exc` when it is a storage fault; None when it is not one."""
    if not isinstance(exc, DBAPIError):
        return None
    orig: Any = exc.orig
    code = str(getattr(orig, "sqlstate", None) or getattr(orig, "pgcode", None) or "")
    if code in _BY_SQLSTATE:
        return _BY_SQLSTATE[code]
    text = str(orig).lower()
    for words, advice in _BY_WORDS:
        if words in text:
            return advice
    if exc.connection_invalidated or code.startswith("08"):  # the connection to the server was lost
        return _SERVER
    return None


def report_storage_fault(exc: BaseException, doing: str, **fields: Any) -> bool:
    """Log one line (no traceback) for a storage fault and return True; False (nothing logged) when
    `exc` is not one. `doing`: what could not be saved (a move, a timer, an announcement)."""
    advice = storage_advice(exc)
    if advice is None:
        return False
    detail = " ".join(str(getattr(exc, "orig", exc)).split())[:160]
    log.error(
        "storage.not_saved: %s could not be saved (%s); nothing changed: %s",
        doing,
        detail,
        advice,
        extra=fields,
    )
    return True
