"""Parsed game states, shared by everything one request shows, so a move parses the state once.

A `GameRecord` carries its state as the stored JSON text. Parsing it (a pydantic validation of the
whole state) was the costliest step of a move, and showing a move asked for it many times: the status,
each seat's view and legal actions. The parsed state and what is computed from it are kept per stored
version of the game, for the few most recent ones: a version is named by the game's id, version and
`updated_at`, which every write moves strictly forward (agora/games/repository.py), so the same row read
again (a button's click, the living table's deferred edit) finds its parse, and a change that keeps the
version (forced dice) does not. A move seeds the cache with the state it has just computed, so the
table's status, views and controls cost no parse.
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from engine.core import Action, GameEngine, GameState, GameStatus

if TYPE_CHECKING:
    from agora.games.records import GameRecord

RECENT_STATES = 128  # a few per game being played right now; a parsed state is tens of kilobytes

VersionKey = tuple[int, int, Any]
_UNBUILT: Any = object()  # a version's common view part not built yet (None is a title's "nothing")


def version_key(game: GameRecord) -> VersionKey:
    """What names one stored content of a game's row."""
    return (game.id, game.version, game.updated_at)


@dataclass
class ParsedState:
    raw: str  # the stored JSON text this entry parsed
    state: GameState | None  # None once a move took it over (`take`): parsed from `raw` again if asked
    status: GameStatus | None = None
    views: dict[str | None, dict[str, Any]] = field(default_factory=dict)
    legal: dict[str, list[Action]] = field(default_factory=dict)
    # What the views of this version have in common (`GameEngine.view_common`), built with the first
    # view: every seat and the spectators are shown each version.
    common: Any = _UNBUILT

    def parsed(self, engine: GameEngine) -> GameState:
        if self.state is None:
            self.state = engine.load_state_json(self.raw)
        return self.state

    def see(self, engine: GameEngine, state: GameState, seat: str) -> None:
        """The seat's view and legal actions, each computed if it was not yet (both at once when neither
        was: a seat's controls show both)."""
        self._take_part(seat)
        if seat not in self.views:
            common = self._common(engine, state)
            self.views[seat], self.legal[seat] = engine.seat_sight(state, seat, self.legal.get(seat), common)

    def view(self, engine: GameEngine, state: GameState, seat: str | None) -> dict[str, Any]:
        if seat not in self.views:
            self.views[seat] = engine.view_from(state, seat, self._common(engine, state))
        return self.views[seat]

    def _common(self, engine: GameEngine, state: GameState) -> Any:
        if self.common is _UNBUILT:
            self.common = engine.view_common(state)
        return self.common

    def legal_of(self, engine: GameEngine, state: GameState, seat: str) -> list[Action]:
        self._take_part(seat)
        if seat not in self.legal:
            self.legal[seat] = engine.legal_actions(state, seat)
        return self.legal[seat]

    def _take_part(self, seat: str) -> None:
        """A decision several seats make at once lists each one's legal actions in the status: when the
        status is built, that is the seat's list, listed already."""
        if seat in self.legal or self.status is None:
            return
        for decision in self.status.pending:
            if seat in decision.parts:
                self.legal[seat] = decision.parts[seat]
                return


class ParsedStates:
    def __init__(self, size: int = RECENT_STATES) -> None:
        self._size = size
        self._entries: OrderedDict[VersionKey, ParsedState] = OrderedDict()

    def of(self, engine: GameEngine, game: GameRecord) -> ParsedState:
        key = version_key(game)
        found = self._entries.get(key)
        # The key names a stored content; a record carrying other content under it (edited by hand, or a
        # what-if copy) must not be served the cached parse: the same text (one string comparison).
        if found is not None and found.raw == game.state_json:
            self._entries.move_to_end(key)
            return found
        assert game.state_json is not None
        return self.remember(game, engine.load_state_json(game.state_json))

    def take(self, engine: GameEngine, game: GameRecord) -> GameState:
        """The parsed state of `game`'s version, handed over to a move that changes it in place (no copy
        of the whole state, which costs more than most actions).

        The version keeps what was computed from it: its status, the spectator's view, and each seat's
        view and legal actions, computed now if they were not yet. The table asks for these when it
        tells the version (the status message, each seat's message), which can come after the next
        move: a player who clicks at once, two seats deciding together. Engines build them apart from
        the state, so they stay as they were. Anything else asked of this version later parses the
        stored text again."""
        entry = self.of(engine, game)
        state = entry.parsed(engine)
        if entry.status is None:
            entry.status = engine.status(state)
        entry.view(engine, state, None)
        for seat in state.seats:
            entry.see(engine, state, seat)
        # The views keep what they share; a later look parses the text again and builds it anew.
        entry.state, entry.common = None, _UNBUILT
        return state

    def remember(self, game: GameRecord, state: GameState) -> ParsedState:
        """`state` is what the game's stored state parses to (a move's new state, once written)."""
        key = version_key(game)
        assert game.state_json is not None
        entry = self._entries[key] = ParsedState(raw=game.state_json, state=state)
        self._entries.move_to_end(key)
        while len(self._entries) > self._size:
            self._entries.popitem(last=False)
        return entry

    def status(self, engine: GameEngine, game: GameRecord) -> GameStatus:
        entry = self.of(engine, game)
        if entry.status is None:
            entry.status = engine.status(entry.parsed(engine))
        return entry.status

    def view(self, engine: GameEngine, game: GameRecord, seat: str | None) -> dict[str, Any]:
        entry = self.of(engine, game)
        if seat not in entry.views:
            if seat is None:
                entry.view(engine, entry.parsed(engine), seat)
            else:  # a seat's view is asked to show its controls: its legal actions follow
                entry.see(engine, entry.parsed(engine), seat)
        return entry.views[seat]

    def legal(self, engine: GameEngine, game: GameRecord, seat: str) -> list[Action]:
        entry = self.of(engine, game)
        if seat in entry.legal:
            return entry.legal[seat]
        return entry.legal_of(engine, entry.parsed(engine), seat)
