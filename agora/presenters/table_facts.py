"""What a presenter knows of a table beyond the view: seat labels and who sits where, per game version.

Cogs, the table and the message builder all ask here (never a Discord object) for a game's seat labels
and its `TableContext`. Both change only with the stored row, so they are kept per stored version and
language (agora/games/parsed.py names a version): a move asks for them once per seat and message, dozens
of times. One cache per service, shared by everyone who shows that service's games.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypeVar
from weakref import WeakKeyDictionary

from agora.bots.autopilot import credited_names
from agora.bots.identity import display
from agora.games.parsed import VersionKey, version_key
from agora.presenters.base import TableContext
from i18n import t

if TYPE_CHECKING:
    from agora.games import GameRecord, GameService

KEPT = 512  # versions × languages remembered; a few per game being played

V = TypeVar("V")


def _keep(cache: dict[Any, V], key: Any, value: V) -> None:
    if len(cache) >= KEPT:
        cache.clear()  # cheap and rare: the games being played fill it again in one move each
    cache[key] = value


class TableFacts:
    def __init__(self, service: GameService) -> None:
        self.service = service
        self._labels: dict[tuple[VersionKey, str], dict[str, str]] = {}
        self._contexts: dict[tuple[VersionKey, str], TableContext] = {}

    def seat_labels(self, game: GameRecord, lang: str) -> dict[str, str]:
        """Seat id → its label in `lang`. Shared: do not change it."""
        key = (version_key(game), lang)
        found = self._labels.get(key)
        if found is None:
            found = {spec.id: t(spec.label_key, lang) for spec in self.service.seat_specs(game)}
            _keep(self._labels, key, found)
        return found

    def seat_label(self, game: GameRecord, seat: str, lang: str) -> str:
        return self.seat_labels(game, lang).get(seat, seat)

    def context(self, game: GameRecord, lang: str | None = None) -> TableContext:
        """What a presenter knows of the table. Shared by the callers of one version: do not change it."""
        lang = lang or game.language
        key = (version_key(game), lang)
        found = self._contexts.get(key)
        if found is None:
            labels = self.seat_labels(game, lang)
            names = {s.seat: f"{labels.get(s.seat, s.seat)} ({display(s.user_id, lang)})" for s in game.seats}
            names |= credited_names(game, labels, lang)  # over: a bot-played seat credits its person
            options = dict(game.options)
            found = TableContext(
                title=game.title, language=lang, seat_names=names, options=options, game_id=game.id
            )
            _keep(self._contexts, key, found)
        return found


_FACTS: WeakKeyDictionary[GameService, TableFacts] = WeakKeyDictionary()


def table_facts(service: GameService) -> TableFacts:
    """The service's table facts (one cache per service: two bots in one process never share one)."""
    found = _FACTS.get(service)
    if found is None:
        found = _FACTS[service] = TableFacts(service)
    return found


def table_context(service: GameService, game: GameRecord, lang: str | None = None) -> TableContext:
    return table_facts(service).context(game, lang)


def seat_label(service: GameService, game: GameRecord, seat: str, lang: str) -> str:
    return table_facts(service).seat_label(game, seat, lang)
