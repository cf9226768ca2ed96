"""An undo across revealed randomness reseeds the game (issue 44, point 2), through the log fold that
replay, undo and exports share: the same salt replays the same state, another salt draws another stream,
what lies face down is shuffled again (Epireia's scenario decks, token piles and Augures) and nothing
face up changes; a later undo to an earlier position keeps the fresh stream."""

from __future__ import annotations

import pytest

from agora.games.history import LoggedAction, crosses_randomness, fold, undo_action
from engine.registry import get_engine

SEATS = {"syracuse": ["athens", "syracuse"], "epireia": ["delos1", "pelo1"], "demo": ["red", "blue"]}


def _options(engine, title):
    return engine.parse_options({"players": 2} if title == "epireia" else {})


def _until_barrier(title: str, *, after: int = 0, stop=None):
    """The log of first-legal-choice play up to and including the first barrier step after `after` steps
    (or the first step `stop` accepts), and the initial state."""
    engine = get_engine(title)
    initial = engine.create(_options(engine, title), SEATS[title], 1)
    state, log = initial, []
    for index in range(3000):
        seat = engine.status(state).waiting_for[0]
        action = engine.legal_actions(state, seat)[0]
        result = engine.apply(state, seat, action)
        log.append(LoggedAction(index + 1, seat, 1, action.model_dump()))
        wanted = stop(result) if stop else engine.is_barrier(state, result.state)
        if index >= after and wanted:
            return engine, initial, log
        state = result.state
    raise AssertionError("no barrier reached")


@pytest.mark.parametrize("title", ["syracuse", "epireia", "demo"])
def test_a_salted_undo_replays_the_same_and_another_salt_draws_another_stream(title):
    engine, initial, log = _until_barrier(title, after=1)
    last = log[-1].seq
    plain = fold(engine, initial, log)
    assert crosses_randomness(engine, plain, last)

    def undone(salt: int):
        undo = LoggedAction(last + 1, log[-1].seat, 1, undo_action(last, salt=salt).model_dump())
        return fold(engine, initial, [*log, undo])

    first, again, other = undone(11), undone(11), undone(12)
    assert engine.dump_state(first.state) == engine.dump_state(again.state)  # replay is exact
    before = plain.steps[-1].before
    assert first.state.rng.seed != before.rng.seed and first.state.rng.seed != other.state.rng.seed
    # Nothing anyone sees changes but what was still face down (the pile and deck orders).
    for seat in [None, *SEATS[title]]:
        assert _face_up(engine.view(first.state, seat)) == _face_up(engine.view(before, seat))


def _face_up(view: dict) -> dict:
    return {k: v for k, v in view.items() if k not in ("supply_tokens", "legal")}


def test_epireia_reshuffles_its_face_down_stacks_and_keeps_what_they_hold():
    engine, initial, log = _until_barrier("epireia", after=1)
    before = fold(engine, initial, log).steps[-1].before
    after = engine.reseed(before, 5)
    for key, pile in before.piles.items():
        assert sorted(after.piles[key]) == sorted(pile)
    assert after.piles != before.piles
    for act, deck in before.scenario.decks.items():
        assert sorted(after.scenario.decks[act]) == sorted(deck)
    assert after.scenario.decks != before.scenario.decks
    assert after.scenario.current == before.scenario.current


def test_revealing_the_next_act_card_is_a_barrier():
    def second_act(result) -> bool:
        return any(e.kind == "scenario_revealed" and e.params["act"] == 2 for e in result.events)

    engine, initial, log = _until_barrier("epireia", stop=second_act)
    folded = fold(engine, initial, log)
    step = folded.steps[-1]
    assert step.after.scenario.act == 2
    assert engine.secret_fingerprint(step.before) != engine.secret_fingerprint(step.after)


def test_an_undo_back_past_a_fresh_stream_keeps_it():
    """Plain moves, a roll, the roll taken back with a salt, then the plain move before it taken back too:
    the stream the roll revealed must not come back with the older position."""
    engine, initial, log = _until_barrier("syracuse", after=1)
    plain_seq, roll_seq = log[-2].seq, log[-1].seq
    seat = log[-1].seat
    entries = [
        *log,
        LoggedAction(roll_seq + 1, seat, 1, undo_action(roll_seq, salt=99).model_dump()),
        LoggedAction(roll_seq + 2, seat, 1, undo_action(plain_seq).model_dump()),
    ]
    folded = fold(engine, initial, entries)
    seen = fold(engine, initial, log).steps[-1].before.rng
    assert not crosses_randomness(engine, fold(engine, initial, entries[:-1]), plain_seq)
    assert folded.state.rng.seed != seen.seed
    assert folded.steps[-1].action.kind == "__reseed__"  # kept in force like a platform step
