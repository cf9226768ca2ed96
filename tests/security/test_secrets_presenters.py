"""No secret reaches public output or another player, at the engine and presenter level, for complete
random games of every title: at each step the secrets are read from the engine's seat views (see
`hidden_info`), then the public summary, the public event lines and every other seat's private
content (text, embed, buttons, select options, the events it sees) are searched for them."""

from __future__ import annotations

import json
import random

import pytest

from agora.presenters import TableContext, presenter_for
from engine.core import GameEngine
from engine.registry import get_engine
from tests.security.hidden_info import embed_text, leaked, private_text, secret_words

GAMES = [("syracuse", {}, 2), ("epireia", {"players": 2}, 2), ("epireia", {"players": 4}, 4)]


def check_step(engine: GameEngine, state, events, lang: str) -> None:
    title = engine.title
    presenter = presenter_for(title)
    seats = list(state.seats)
    spectator = engine.view(state, None)
    views = {seat: engine.view(state, seat) for seat in seats}
    status = engine.status(state)
    ctx = TableContext(title=title, language=lang, seat_names={s: s for s in seats})

    public_words = set().union(*(secret_words(title, lang, views[s], [spectator]) for s in seats))
    public_text = "\n".join(
        [
            embed_text(presenter.public_summary(ctx, spectator, status)),
            *(presenter.narrate(ctx, e) for e in events if e.audience is None),
            json.dumps(status.params, default=str),
        ]
    )
    assert not leaked(public_words, public_text), (title, status.phase, leaked(public_words, public_text))

    for seat in seats:
        others = [s for s in seats if s != seat]
        words = set().union(*(secret_words(title, lang, views[o], [spectator, views[seat]]) for o in others))
        if not words:
            continue
        content = presenter.private_content(ctx, seat, views[seat], engine.legal_actions(state, seat), status)
        text = "\n".join(
            [
                private_text(content),
                *(presenter.narrate(ctx, e) for e in events if e.audience and e.visible_to(seat)),
            ]
        )
        assert not leaked(words, text), (title, seat, status.phase, leaked(words, text))


def play_and_check(title: str, options: dict, players: int, seed: int, lang: str, max_steps: int) -> int:
    engine = get_engine(title)
    parsed = engine.parse_options(options)
    seats = [spec.id for spec in engine.seat_specs(parsed)][:players]
    state = engine.create(parsed, seats, seed)
    rnd = random.Random(seed)
    events: list = []
    for step in range(max_steps):
        check_step(engine, state, events, lang)
        status = engine.status(state)
        if status.finished:
            return step
        seat = rnd.choice(status.waiting_for)
        result = engine.apply(state, seat, rnd.choice(engine.legal_actions(state, seat)))
        state, events = result.state, result.events
    return max_steps


@pytest.mark.parametrize("title, options, players", GAMES)
async def test_the_first_moves_of_a_random_game_show_no_secret(title, options, players):
    play_and_check(title, options, players, seed=3, lang="en", max_steps=40)


@pytest.mark.slow
@pytest.mark.cpu_soak
@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("title, options, players", GAMES)
async def test_complete_random_games_show_no_secret(title, options, players, lang):
    for seed in (11, 12):
        steps = play_and_check(title, options, players, seed=seed, lang=lang, max_steps=3000)
        assert steps < 3000, "the game did not finish"


def test_oracle_duel_hands_never_change_what_the_public_or_the_opponent_sees():
    """Demo hands are numbers, which no text search can tell apart: instead, swap the red hand with
    cards from the deck and check the public summary and blue's screen are identical (non-interference)."""
    engine = get_engine("demo")
    presenter = presenter_for("demo")
    rnd = random.Random(4)
    state = engine.create(engine.parse_options({}), ["red", "blue"], seed=4)
    ctx = TableContext(title="demo", language="en", seat_names={"red": "Red", "blue": "Blue"})
    for _ in range(30):
        status = engine.status(state)
        if status.finished:
            break
        other = state.model_copy(deep=True)
        swap = min(len(other.deck), len(other.hands["red"]))
        other.hands["red"][:swap], other.deck[:swap] = other.deck[:swap], other.hands["red"][:swap]
        if other.hands["red"] != state.hands["red"]:
            assert engine.view(other, None) == engine.view(state, None)  # only the secret differs
            public = [
                embed_text(presenter.public_summary(ctx, engine.view(s, None), engine.status(s)))
                for s in (state, other)
            ]
            blue = [
                private_text(
                    presenter.private_content(
                        ctx, "blue", engine.view(s, "blue"), engine.legal_actions(s, "blue"), engine.status(s)
                    )
                )
                for s in (state, other)
            ]
            assert public[0] == public[1] and blue[0] == blue[1]
        seat = status.waiting_for[0]
        state = engine.apply(state, seat, rnd.choice(engine.legal_actions(state, seat))).state
