"""What runs in the bot's worker processes: one decision from a stored state (plain JSON in and out)."""

from __future__ import annotations

import logging
from typing import Any

from engine.bots import decide
from engine.registry import get_engine

log = logging.getLogger("agora.bots")


def decide_from_json(title: str, state: dict[str, Any], seat: str, level: str, seed: int) -> dict[str, Any]:
    engine = get_engine(title)
    loaded = engine.load_state(state)
    legal = engine.legal_actions(loaded, seat)
    try:
        action = decide(engine, loaded, seat, level, seed, legal)
    except Exception:  # never leave a game stuck on a bot: the first offered action, and a trace
        log.exception("bot decision failed", extra={"title": title, "seat": seat})
        action = legal[0]
    return action.model_dump(mode="json")
