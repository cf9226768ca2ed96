"""`bot.py` with a transaction trail, for the SIGKILL tests: run as `python tests/faults/marked_bot.py`.

Every write of a game's action log, every commit and rollback appends a line to the file named by
AGORA_TEST_TX_TRAIL (written with os.write, so it survives a SIGKILL that lands a moment later). While
the file `<trail>.hold` exists, the transaction that has just logged an action is held open for that
many seconds before it may commit: the test kills the bot inside that window, so the kill provably lands
between the log row's INSERT and the COMMIT.

While the file `<trail>.hold-after-timer` exists, the commit of a timer's change (a write that claims
the game's `deadline_at`) is followed by a hold of that many seconds, before anything else runs: the
test kills the bot between the timer's save and anything posted about it. `<trail>.hold-after-bot`
does the same after the commit of a bot seat's move (an action logged for a bot's negative user id), and
`<trail>.hold-after-finish` after the commit of a change that ends a game (its status set to finished)."""

from __future__ import annotations

import logging
import os
import sys
import time
from pathlib import Path

from sqlalchemy import event
from sqlalchemy.engine import Connection, Engine

ROOT = Path(__file__).resolve().parents[2]
TRAIL_ENV = "AGORA_TEST_TX_TRAIL"


def install(trail: str) -> None:
    fd = os.open(trail, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o644)
    hold_file = Path(trail + ".hold")
    hold_after_timer = Path(trail + ".hold-after-timer")
    hold_after_bot = Path(trail + ".hold-after-bot")
    hold_after_finish = Path(trail + ".hold-after-finish")

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

    @event.listens_for(Engine, "after_cursor_execute")
    def bot_moved(conn, cursor, statement, parameters, context, executemany) -> None:
        if not statement.lstrip().upper().startswith("INSERT INTO ACTION_LOG"):
            return
        rows = parameters if executemany else [parameters]
        if any(isinstance(v, int) and v < 0 for row in rows for v in row):  # a bot's user id
            conn.info["bot_moved"] = True

    @event.listens_for(Engine, "after_cursor_execute")
    def game_finished(conn, cursor, statement, parameters, context, executemany) -> None:
        if statement.lstrip().upper().startswith("UPDATE GAMES") and "finished" in list(parameters or ()):
            conn.info["game_finished"] = True

    @event.listens_for(Engine, "after_cursor_execute")
    def timer_claimed(conn, cursor, statement, parameters, context, executemany) -> None:
        if statement.lstrip().upper().startswith("UPDATE GAMES") and "games.deadline_at =" in statement:
            conn.info["timer_fired"] = True  # the compare-and-swap of a timer on the deadline it read

    @event.listens_for(Engine, "commit")
    def committing(conn) -> None:
        mark("commit")

    @event.listens_for(Engine, "rollback")
    def rolling_back(conn) -> None:
        conn.info.pop("timer_fired", None)
        conn.info.pop("bot_moved", None)
        conn.info.pop("game_finished", None)
        mark("rollback")

    real_commit = Connection._commit_impl

    def commit_then_hold(self) -> None:
        real_commit(self)  # committed: the timer's change, or the bot's move, is saved
        holds = (
            ("timer_fired", hold_after_timer),
            ("bot_moved", hold_after_bot),
            ("game_finished", hold_after_finish),
        )
        for flag, hold in holds:
            if self.info.pop(flag, False):
                mark(f"{flag}-committed")
                if hold.exists():
                    mark(f"holding-after-{flag}")
                    time.sleep(float(hold.read_text() or "1"))  # blocks the bot: nothing is posted

    Connection._commit_impl = commit_then_hold  # type: ignore[method-assign]


if __name__ == "__main__":
    logging.captureWarnings(True)  # as bot.py does
    install(os.environ[TRAIL_ENV])
    sys.path.insert(0, str(ROOT))
    import bot

    sys.exit(bot.main())
