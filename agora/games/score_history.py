"""A finished game's score turn by turn, read by replaying its log through the engine.

The log is folded as a replay does (undo records honoured, agora/games/history.py); the public view of the
last state of each turn is read by the title's score reader (agora/presenters/result_card.py), so the chart
of the result card shows the figures players saw, never hidden ones.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from agora.games.history import LoggedAction, fold

if TYPE_CHECKING:
    from agora.games.records import GameRecord
    from agora.games.service import GameService

ScoreReader = Callable[[dict[str, Any]], dict[str, int]]  # public view -> name -> score
History = dict[str, list[tuple[int, int]]]  # name -> (turn, score), turn by turn


def replayed_history(engine: Any, initial: Any, entries: list[LoggedAction], read: ScoreReader) -> History:
    """Fold the log from `initial` and read the public view of the last state of each turn."""
    folded = fold(engine, initial, entries)
    last_of_turn: dict[int, Any] = {}
    for state in (initial, *(step.after for step in folded.steps)):
        turn = engine.status(state).turn
        if turn is not None:
            last_of_turn[turn] = state
    history: History = {}
    for turn, state in sorted(last_of_turn.items()):
        for name, score in read(engine.view(state, None)).items():
            history.setdefault(name, []).append((turn, score))
    return history


async def score_history(service: GameService, game: GameRecord, read: ScoreReader) -> History:
    exported = await service.export(game.id)
    entries = [LoggedAction(a["seq"], a["seat"], a["user_id"], a["action"]) for a in exported["actions"]]
    engine = service.engine_for(game)
    initial = engine.create(service.engine_options(game), service._seat_order(game), game.seed)
    # A whole game's replay is CPU work: off the event loop.
    return await asyncio.to_thread(replayed_history, engine, initial, entries, read)
