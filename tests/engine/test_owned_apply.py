"""`GameEngine.apply(..., owned=True)`: the caller hands the state over and the action changes it in place
instead of copying the whole state first (the platform's move path does this with the state it parsed).

For every title, along a random game: the state reached in place is exactly the one a copy reaches, a
refused action leaves the handed-over state as it was, and what was computed from the state before the
action (every seat's view, the spectator's, the status and the legal actions) does not change with it:
the platform keeps and hands those out after the move (`agora/games/parsed.py`), so an engine must build
them apart from the state, never as references into it.
"""

from __future__ import annotations

import copy

import pytest

from engine.core import Action, IllegalAction
from engine.registry import get_engine
from tests.engine.test_stored_text import GAMES, random_game

MAX_STEPS = 400  # the battle of a long Epireia game comes late: whole games are played


@pytest.mark.parametrize(("title", "raw"), GAMES, ids=lambda v: str(v))
def test_an_owned_apply_changes_the_state_in_place_as_a_copy_would_and_leaves_what_was_shown(title, raw):
    engine, order, kept, state = random_game(title, raw, 5)
    step = max(1, len(kept.log) // MAX_STEPS)  # every step of a short game, a few hundred of a long one
    for index, (seat, action) in enumerate(kept.log):
        if index % step:
            state = engine.apply(state, seat, action, owned=True).state
            continue
        shown = {who: engine.view(state, who) for who in [*order, None]}
        status = engine.status(state)
        legal = {s: engine.legal_actions(state, s) for s in status.waiting_for}
        remembered = copy.deepcopy((shown, status, legal))
        by_copy = engine.apply(state, seat, action, legal=legal[seat], status=status)
        in_place = engine.apply(state, seat, action, legal=legal[seat], status=status, owned=True)
        assert in_place.state is state
        assert engine.dump_state_json(state) == engine.dump_state_json(by_copy.state)
        assert in_place.events == by_copy.events
        assert (shown, status, legal) == remembered, f"step {index}: a view or list aliased the state"
    assert engine.dump_state_json(state) == engine.dump_state_json(kept.state)


@pytest.mark.parametrize(("title", "raw"), GAMES[:2] + GAMES[4:5], ids=lambda v: str(v))
def test_a_refused_owned_apply_leaves_the_state_as_it_was(title, raw):
    engine = get_engine(title)
    options = engine.parse_options(raw)
    order = [spec.id for spec in engine.seat_specs(options)]
    state = engine.create(options, order, 3)
    waiting = engine.status(state).waiting_for
    idle = next((s for s in order if s not in waiting), None)
    before = engine.dump_state_json(state)
    attempts = [(waiting[0], Action(kind="no_such_action"))]
    if idle is not None:  # not their turn: the first awaited seat's first option, asked by another
        attempts.append((idle, engine.legal_actions(state, waiting[0])[0]))
    for seat, action in attempts:
        with pytest.raises(IllegalAction):
            engine.apply(state, seat, action, owned=True)
        assert engine.dump_state_json(state) == before
