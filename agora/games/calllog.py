"""One structured log line per service call: operation, game, user, outcome and duration."""

from __future__ import annotations

import logging
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

from agora.errors import AgoraError
from agora.store.faults import NOT_SAVED, storage_advice

logger = logging.getLogger("agora.games")


@asynccontextmanager
async def logged_call(op: str, **fields: Any) -> AsyncIterator[dict[str, Any]]:
    """Yield a dict the call fills in (e.g. `game_id` once known); on exit, log it with the outcome
    (`ok`, the AgoraError key, or `crash:<type>`) and `duration_ms`, as `extra=` fields."""
    info: dict[str, Any] = {"op": op, "game_id": None, "user_id": None, **fields}
    started = time.perf_counter()
    outcome = "ok"
    try:
        yield info
    except AgoraError as exc:
        outcome = exc.key
        raise
    except BaseException as exc:
        # A storage fault is told once, with its advice, by whoever handles it (agora/store/faults.py).
        outcome = NOT_SAVED if storage_advice(exc) is not None else f"crash:{type(exc).__name__}"
        raise
    finally:
        info["outcome"] = outcome
        info["duration_ms"] = round((time.perf_counter() - started) * 1000, 1)
        logger.log(
            logging.ERROR if outcome.startswith("crash") else logging.INFO,
            "games.%s game=%s user=%s outcome=%s %.1fms",
            op,
            info["game_id"],
            info["user_id"],
            outcome,
            info["duration_ms"],
            extra=info,
        )
