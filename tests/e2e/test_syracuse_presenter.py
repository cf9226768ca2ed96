"""The Syracuse presenter over whole games: controls always fit Discord, public content never shows a
hand, every decision awaited is offered to the right seat only, and every event has a readable line."""

from __future__ import annotations

import random

import pytest

from agora.presenters import TableContext, presenter_for
from agora.presenters.syracuse_labels import action_label, stratagem_name, zone_label
from cogs.syracuse_choices import choices, resolve, token
from engine.core.playout import play, random_chooser
from engine.registry import get_engine

SEATS = ["athens", "syracuse"]
NAMES = {"athens": "Athens (alice)", "syracuse": "Syracuse (bob)"}


def states_of(seed: int):
    """Every state of a random game with the events that led to it."""
    engine = get_engine("syracuse")
    log = play(engine, engine.options_model(), SEATS, seed, random_chooser(random.Random(seed))).log
    state = engine.create(engine.options_model(), SEATS, seed)
    yield state, []
    for seat, action in log:
        result = engine.apply(state, seat, action)
        state = result.state
        yield state, result.events


def test_zone_names_read_like_the_board():
    assert zone_label("T14", "en") == "T14 · Syke"
    assert zone_label("T21/fort", "en") == "T21 · Olympieion (fort)"
    assert stratagem_name(12, "en") == "S12 Wall" and stratagem_name(12, "fr").startswith("S12 ")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_whole_game_fits_discord_and_never_shows_a_hand_publicly(lang):
    engine = get_engine("syracuse")
    presenter = presenter_for("syracuse")
    ctx = TableContext("syracuse", lang, NAMES)
    maps = 0
    for state, events in states_of(seed=5):
        status = engine.status(state)
        public = presenter.public_summary(ctx, engine.view(state, None), status)
        maps += public.image is not None
        for line in (presenter.narrate(ctx, e) for e in events):
            assert line and not line.startswith("syracuse.event."), line
        for seat in SEATS:
            legal = engine.legal_actions(state, seat)
            content = presenter.private_content(ctx, seat, engine.view(state, seat), legal, status)
            assert len(content.selects) <= 4
            assert len(content.buttons) <= (5 - len(content.selects)) * 5
            for select in content.selects:
                assert 1 <= len(select.options) <= 25 and len(select.placeholder) <= 150
                assert all(len(o.label) <= 100 and 0 <= o.action_index < len(legal) for o in select.options)
            assert bool(legal) == bool(content.buttons or content.selects)
            assert all(len(token(a)) <= 100 for a in legal)
        hand_lines = [line for line in public.description.splitlines() if "•" in line]
        assert not hand_lines
    assert 9 <= maps < 400  # one map per phase, not one per click


def test_commands_offer_and_accept_exactly_the_legal_choices():
    engine = get_engine("syracuse")
    for number, (state, _) in enumerate(states_of(seed=2)):
        if number > 200:
            break
        seat = engine.status(state).waiting_for[0] if not engine.status(state).finished else None
        if seat is None:
            continue
        legal = engine.legal_actions(state, seat)
        offered = choices("decide", legal, "", "en")
        assert [value for _, value in offered] == [token(a) for a in legal][:25]
        for action in legal[:25]:
            assert resolve("decide", token(action), legal, []) == action
            assert action_label(action, "fr")
