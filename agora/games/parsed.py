"""Parsed game states, shared by everything one request shows, so a move parses the state once.

A `GameRecord` carries its state as stored JSON. Parsing it (a pydantic validation of the whole state) was
the costliest step of a move, and showing a move asked for it many times: the status, each seat's view and
legal actions. Records are immutable and a record's state dict is never changed, so the parsed state and
what is computed from it are kept per state dict, for the few most recent ones. A move seeds the cache with
the state it has just computed, so the table's status, views and controls cost no parse at all.
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass, field
from typing import Any

from engine.core import Action, GameEngine, GameState, GameStatus

RECENT_STATES = 128  # a few per game being played right now; a parsed state is tens of kilobytes


@dataclass
class ParsedState:
    raw: dict[str, Any]  # held, so its id cannot be reused while the entry lives
    state: GameState
    status: GameStatus | None = None
    views: dict[str | None, dict[str, Any]] = field(default_factory=dict)
    legal: dict[str, list[Action]] = field(default_factory=dict)


class ParsedStates:
    def __init__(self, size: int = RECENT_STATES) -> None:
        self._size = size
        self._entries: OrderedDict[int, ParsedState] = OrderedDict()

    def of(self, engine: GameEngine, raw: dict[str, Any]) -> ParsedState:
        found = self._entries.get(id(raw))
        if found is not None and found.raw is raw:
            self._entries.move_to_end(id(raw))
            return found
        return self.remember(raw, engine.load_state(raw))

    def remember(self, raw: dict[str, Any], state: GameState) -> ParsedState:
        """`state` is what `raw` parses to (a move's new state and its dump)."""
        entry = self._entries[id(raw)] = ParsedState(raw=raw, state=state)
        self._entries.move_to_end(id(raw))
        while len(self._entries) > self._size:
            self._entries.popitem(last=False)
        return entry

    def status(self, engine: GameEngine, raw: dict[str, Any]) -> GameStatus:
        entry = self.of(engine, raw)
        if entry.status is None:
            entry.status = engine.status(entry.state)
        return entry.status

    def view(self, engine: GameEngine, raw: dict[str, Any], seat: str | None) -> dict[str, Any]:
        entry = self.of(engine, raw)
        if seat not in entry.views:
            entry.views[seat] = engine.view(entry.state, seat)
        return entry.views[seat]

    def legal(self, engine: GameEngine, raw: dict[str, Any], seat: str) -> list[Action]:
        entry = self.of(engine, raw)
        if seat not in entry.legal:
            entry.legal[seat] = engine.legal_actions(entry.state, seat)
        return entry.legal[seat]
