"""One process of the "start together" migration test: `python tests/store/migrating_process.py URL DIR`.

It writes `DIR/ready-<pid>`, waits for `DIR/go` (so that every process calls `upgrade_to_head` at the
same moment), migrates (each CREATE TABLE slowed down a little), and prints one JSON line: the tables
it created itself (counted from the DDL it sent) and whether it got through. A process that fails
prints its error instead and exits 1."""

from __future__ import annotations

import asyncio
import json
import os
import sys
import time
from pathlib import Path

from sqlalchemy import event
from sqlalchemy.engine import Engine

ROOT = Path(__file__).resolve().parents[2]
SLOW_DDL_SECONDS = 0.1


def main(url: str, folder: Path) -> int:
    sys.path.insert(0, str(ROOT))
    from agora.store import upgrade_to_head

    created: list[str] = []

    @event.listens_for(Engine, "before_cursor_execute")
    def ddl(conn, cursor, statement, parameters, context, executemany) -> None:
        words = statement.split()
        if [w.upper() for w in words[:2]] == ["CREATE", "TABLE"]:
            created.append(words[2].strip('"'))
            # A slow disk, made certain: every CREATE waits a moment, so processes that do not wait for
            # each other's migration overlap inside it rather than by luck.
            time.sleep(SLOW_DDL_SECONDS)

    (folder / f"ready-{os.getpid()}").touch()
    deadline = time.monotonic() + 60
    while not (folder / "go").exists():
        if time.monotonic() > deadline:
            raise SystemExit("never told to go")
        time.sleep(0.001)
    try:
        asyncio.run(upgrade_to_head(url))
    except Exception as exc:  # reported to the test, which shows it
        print(json.dumps({"pid": os.getpid(), "error": repr(exc)}))
        return 1
    print(json.dumps({"pid": os.getpid(), "created": created, "started": True}))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], Path(sys.argv[2])))
