"""What runs in the bot's worker processes: one decision from a stored state (JSON text in, JSON out)."""

from __future__ import annotations

import logging
from typing import Any

from engine.bots import decide
from engine.bots.player import step_key
from engine.registry import get_engine

log = logging.getLogger("agora.bots")


def decide_from_json(
    title: str, state_json: str, seat: str, level: str, seed: int, streak: dict[str, Any]
) -> dict[str, Any]:
    """One decision. `streak` is {"key": the step of the bot's previous decision, "count": its decisions
    in a row there} (kept by the runner); its new value comes back with the action."""
    engine = get_engine(title)
    loaded = engine.load_state_json(state_json)
    legal = engine.legal_actions(loaded, seat)
    key = repr(step_key(engine, loaded))
    count = streak.get("count", 0) + 1 if streak.get("key") == key else 0
    try:
        action = decide(engine, loaded, seat, level, seed, legal, count)
    except Exception:  # never leave a game stuck on a bot: the first offered action, and a trace
        log.exception("bot decision failed", extra={"title": title, "seat": seat})
        action = legal[0]
    return {"action": action.model_dump(mode="json"), "streak": {"key": key, "count": count}}
