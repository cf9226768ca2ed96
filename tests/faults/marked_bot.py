"""`bot.py` with a transaction trail, for the SIGKILL tests: run as `python tests/faults/marked_bot.py`.

Every write of a game's action log, every commit and rollback appends a line to the file named by
AGORA_TEST_TX_TRAIL (written with os.write, so it survives a SIGKILL that lands a moment later). While
the file `<trail>.hold` exists, the transaction that has just logged an action is held open for that
many seconds before it may commit: the test kills the bot inside that window, so the kill provably lands
between the log row's INSERT and the COMMIT."""

from __future__ import annotations

import logging
import os
import sys
import time
from pathlib import Path

from sqlalchemy import event
from sqlalchemy.engine import Engine

ROOT = Path(__file__).resolve().parents[2]
TRAIL_ENV = "AGORA_TEST_TX_TRAIL"


def install(trail: str) -> None:
    fd = os.open(trail, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o644)
    hold_file = Path(trail + ".hold")

    def mark(line: str) -> None:
        os.write(fd, (line + "\n").encode())

    @event.listens_for(Engine, "after_cursor_execute")
    def logged(conn, cursor, statement, parameters, context, executemany) -> None:
        if not statement.lstrip().upper().startswith("INSERT INTO ACTION_LOG"):
            return
        mark(f"logged pid={os.getpid()}")
        if hold_file.exists():
            mark("holding")
            time.sleep(float(hold_file.read_text() or "1"))  # blocks the bot: the transaction stays open

    @event.listens_for(Engine, "commit")
    def committing(conn) -> None:
        mark("commit")

    @event.listens_for(Engine, "rollback")
    def rolling_back(conn) -> None:
        mark("rollback")


if __name__ == "__main__":
    logging.captureWarnings(True)  # as bot.py does
    install(os.environ[TRAIL_ENV])
    sys.path.insert(0, str(ROOT))
    import bot

    sys.exit(bot.main())
