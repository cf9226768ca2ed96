"""What the code passes to the catalogs, checked on real games (issue 45, item 3).

tests/words/test_every_message.py renders every message with sample values; this test plays random games
of Syracuse and Epireia and reads, in English and French, what the players would: every event's line, the
awaited seat's private content (its text, embed, buttons and choices) and the public summary. It fails on
the same faults when the code passes a wrong value: a raw id (`b1_advantage`, `target:20`), a zone code
where the zone has a name (CATANE), a raw key, an unfilled placeable, a missing French elision, or a
value the engine passed shown as it is in French ("Dés pour storm", "(winter -414)"): a word of the text
that is one of the game's ids (English words) and that the French catalogs never write. In English an id
is often the very word shown (the Augure `drought` is "The drought"), so English texts are not checked so.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from typing import Any

import pytest

from agora.discord.screens import narrate_event
from agora.presenters import TableContext, presenter_for
from agora.presenters.base import PrivateContent
from engine.registry import get_engine
from i18n import LANGUAGES, t
from tests.catalogs.test_catalogs import domains
from tests.words.message_checks import french_elisions, internal_ids, prose, zone_codes
from tests.words.test_every_message import typed_names, vocabulary

GAMES = [
    ("syracuse", {"scenario": "historical"}, 5),
    ("syracuse", {"scenario": "what_if_alcibiades"}, 6),
    ("syracuse", {"scenario": "historical_variant"}, 7),
    ("epireia", {"players": 2}, 5),
    ("epireia", {"players": 3}, 7),
    ("epireia", {"players": 4}, 6),
    ("epireia", {"players": 1, "solo_scenario": "naxos_revolt"}, 5),
]
STEPS = 600  # a long stretch of each game: every phase of a turn, combats and decisions
PRIVATE_EVERY = 3  # the private content of one awaited seat every few steps (it is the slowest to build)


def _context(engine, options, title: str, lang: str, seats: list[str]) -> TableContext:
    labels = {spec.id: t(spec.label_key, lang) for spec in engine.seat_specs(options)}
    users = iter(("alice", "bob", "eve", "olga"))
    names = {seat: f"{labels[seat]} ({next(users)})" for seat in seats}  # as TableFacts.context names them
    return TableContext(title=title, language=lang, seat_names=names)


def _private_texts(content: PrivateContent) -> Iterator[str]:
    yield content.text
    if content.embed is not None:
        yield from (content.embed.title, content.embed.description, content.embed.footer)
        for name, value, _inline in content.embed.fields:
            yield from (name, value)
    yield from (button.label for button in content.buttons)
    for select in content.selects:
        yield select.placeholder
        for option in select.options:
            yield from (option.label, option.description)


# Ids that are also the French word a player reads, written by the games' content, not by the catalogs.
SAME_AS_SHOWN = {"pirates": "Epireia's Augure card `pirates` is named « Les pirates » in the French content"}


def _strings(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from _strings(item)
    elif isinstance(value, list | tuple):
        for item in value:
            yield from _strings(item)


def raw_values(text: str, ids: set[str]) -> list[str]:
    """Words of a French text that are ids the engine passed and that no French catalog writes."""
    words = re.findall(r"[A-Za-z0-9_]+", prose(text))
    return [w for w in words if w in ids and w not in vocabulary("fr") and w not in SAME_AS_SHOWN]


def _texts(title: str, raw: dict, seed: int, lang: str, ids: set[str]) -> Iterator[tuple[str, str]]:
    """(where, text) for what the players of a random game read in `lang`; `ids` gathers the lowercase
    ids the engine passes (action kinds and parameters, event parameters)."""
    engine, presenter = get_engine(title), presenter_for(title)
    options = engine.parse_options(raw)
    seats = [spec.id for spec in engine.seat_specs(options)]
    ctx = _context(engine, options, title, lang, seats)
    state = engine.create(options, seats, seed)
    rnd = random.Random(seed)
    for step in range(STEPS):
        status = engine.status(state)
        if status.finished:
            yield "result", presenter.result_line(ctx, status)
            return
        seat = status.waiting_for[0]
        legal = engine.legal_actions(state, seat)
        for action in legal:
            ids.update([action.kind, *_strings(action.params)])
        if step % PRIVATE_EVERY == 0:
            content = presenter.private_content(ctx, seat, engine.view(state, seat), legal, status)
            for text in _private_texts(content):
                yield f"private {status.phase}", text
            summary = presenter.public_summary(ctx, engine.view(state, None), status)
            yield f"summary {status.phase}", summary.description
        applied = engine.apply(state, seat, rnd.choice(legal))
        for event in applied.events:
            ids.update(_strings(event.params))
            yield f"event {event.kind}", narrate_event(presenter, ctx, event)
        state = applied.state


@pytest.mark.slow
@pytest.mark.parametrize(("title", "raw", "seed"), GAMES, ids=lambda v: str(v))
@pytest.mark.parametrize("lang", LANGUAGES)
def test_what_the_players_of_a_game_read_shows_no_id_no_zone_code_and_elides(title, raw, seed, lang):
    faults: dict[tuple[str, str], str] = {}
    ids: set[str] = set()
    texts = list(_texts(title, raw, seed, lang, ids))
    ids = {i for i in ids if re.fullmatch(r"[a-z][a-z0-9_]{2,}", i)}
    for where, text in texts:
        found = internal_ids(text, domains(), typed_names()) + zone_codes(text)
        if lang == "fr":
            found += french_elisions(text) + raw_values(text, ids)
        for fault in found:
            faults.setdefault((where, fault), text[:200])
    report = "\n".join(f"{where}: {fault!r} in {text!r}" for (where, fault), text in sorted(faults.items()))
    assert not faults, f"{title} {lang}: {len(faults)} faults:\n{report}"
