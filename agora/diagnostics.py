"""Counters a benchmark reads from a running bot process, off by default.

With `AGORA_DIAGNOSTICS_FILE` set, the bot counts every parse of a game state (a pydantic validation of a
`GameState`, the costly step of handling a move), every SQL statement it sends, every picture it draws
(by name), every channel post that moved its slot or waited for it, the garbage collector's runs (by
generation) and the time they took, and rewrites the file with the
counts twice a second, so `bench/e2e_latency.py` can divide them by the moves it made. Nothing is
counted without the variable.
With `AGORA_PROFILE_FILE` set too, the whole bot runs under cProfile and writes its statistics there when it
is stopped (SIGTERM), for `bench/e2e_latency.py --profile`.
"""

from __future__ import annotations

import cProfile
import gc
import json
import os
import signal
import threading
import time
from collections import Counter
from pathlib import Path
from typing import Any

from engine.core import GameState

DIAGNOSTICS_ENV = "AGORA_DIAGNOSTICS_FILE"
PROFILE_ENV = "AGORA_PROFILE_FILE"
WRITE_EVERY_S = 0.5

counts: Counter[str] = Counter()
_enabled = False


def count_picture(stem: str) -> None:
    """One picture drawn (`stem`: its kind, e.g. `epireia-map`), when a benchmark counts."""
    if _enabled:
        counts[f"pictures_{stem}"] += 1


def count_slot_move() -> None:
    """One channel post that went out late and moved its slot (a database write), when counted."""
    if _enabled:
        counts["channel_slots_moved"] += 1


def count_slot_wait(seconds: float) -> None:
    """One channel post that waited for its slot in the shared bucket, and how long, when counted."""
    if _enabled:
        counts["channel_slot_waits"] += 1
        counts["channel_slot_wait_ms"] += round(seconds * 1000)


def _count_state_parses() -> None:
    for name in ("model_validate", "model_validate_json"):  # from plain JSON, or from stored text
        validate = getattr(GameState, name).__func__

        def counted(cls: type[GameState], *args: Any, _validate: Any = validate, **kwargs: Any) -> GameState:
            counts["state_parses"] += 1
            return _validate(cls, *args, **kwargs)  # type: ignore[no-any-return]

        setattr(GameState, name, classmethod(counted))


def _count_sql_statements() -> None:
    """Every statement any engine of this process sends, by its first word (SELECT, UPDATE, …): the
    database round trips a move costs."""
    from sqlalchemy import event
    from sqlalchemy.engine import Engine

    def counted(_conn: Any, _cursor: Any, statement: str, *_args: Any) -> None:
        counts["sql_statements"] += 1
        counts[f"sql_{statement.lstrip().split(None, 1)[0].lower()}"] += 1

    event.listen(Engine, "before_cursor_execute", counted)


def _count_garbage_collections() -> None:
    """Every run of the cyclic garbage collector, by generation, and the microseconds it took: the
    collector's share of a move, which the CPU a benchmark reads cannot tell apart."""
    started = [0.0]

    def timed(phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            started[0] = time.perf_counter()
            return
        counts[f"gc_runs_gen{info['generation']}"] += 1
        counts["gc_us"] += round((time.perf_counter() - started[0]) * 1_000_000)

    gc.callbacks.append(timed)


def _write_forever(path: Path) -> None:
    stop = threading.Event()
    while not stop.wait(WRITE_EVERY_S):
        temporary = path.with_suffix(".tmp")
        temporary.write_text(json.dumps(dict(counts)))
        temporary.replace(path)  # readers never see half a file


def _profile_until_stopped(path: Path) -> None:
    """Profile the main thread (the event loop) from now on; SIGTERM writes the statistics and exits."""
    profiler = cProfile.Profile()

    def stop(_signum: int, _frame: Any) -> None:
        profiler.disable()
        profiler.dump_stats(str(path))
        os._exit(0)  # a benchmark's bot: nothing left to close that matters

    signal.signal(signal.SIGTERM, stop)
    profiler.enable()


def enable_from_environment() -> bool:
    """Start counting when the environment asks for it; True when it did."""
    global _enabled
    target = os.environ.get(DIAGNOSTICS_ENV)
    if not target:
        return False
    _enabled = True
    _count_state_parses()
    _count_sql_statements()
    _count_garbage_collections()
    profile_to = os.environ.get(PROFILE_ENV)
    if profile_to:
        _profile_until_stopped(Path(profile_to))
    threading.Thread(target=_write_forever, args=(Path(target),), name="diagnostics", daemon=True).start()
    return True


def read_counts(path: Path) -> dict[str, int]:
    """What a bot with diagnostics wrote last (empty before its first write)."""
    try:
        return json.loads(path.read_text())  # type: ignore[no-any-return]
    except (FileNotFoundError, json.JSONDecodeError):
        return {}
