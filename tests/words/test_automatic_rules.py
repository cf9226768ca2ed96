"""Single options the platform plays for a player (issue 11), at the rules' level: a forced case is played,
a stratagem window whose only option is "pass" with cards in hand is asked, and every option played
automatically in a game would have been the same whatever the hidden hands (the opponents' view)."""

from __future__ import annotations

import random

from agora.games.automatic import play_forced
from engine.core import Action
from engine.syracuse.engine import SyracuseEngine, SyracuseOptions
from engine.syracuse.state import SIDE_OF, SyracuseState

SEATS = ["athens", "syracuse"]
WINDOWS = ("d_window", "passive_window", "b2_window", "battle_strat", "s17_answer")


def _states(seed: int, steps: int = 1500):
    """The states of a random game of scenario 10.1, with the seat awaited in each."""
    engine = SyracuseEngine()
    state = engine.create(SyracuseOptions(), SEATS, seed)
    rnd = random.Random(seed)
    for _ in range(steps):
        status = engine.status(state)
        if status.finished:
            return
        seat = status.waiting_for[0]
        yield engine, state, seat
        state = engine.apply(state, seat, rnd.choice(engine.legal_actions(state, seat))).state


def _with_other_hands(state: SyracuseState, rnd: random.Random) -> SyracuseState:
    """The same position with every hand dealt again from the counters nobody sees (same hand sizes)."""
    other = state.model_copy(deep=True)
    hidden = [c for hand in other.hands.values() for c in hand] + list(other.bowl)
    rnd.shuffle(hidden)
    for side, hand in other.hands.items():
        other.hands[side], hidden = hidden[: len(hand)], hidden[len(hand) :]
    other.bowl = sorted(hidden)
    return other


def test_the_only_action_point_left_is_announced_for_the_player():
    for engine, state, seat in _states(3):
        if state.prompt.kind == "announce" and state.ap[SIDE_OF[seat]] == 1:
            assert engine.forced_action(state, seat) == Action(kind="announce", params={"ap": 1})
            forced = play_forced(engine, state, {seat}, {})
            assert forced.steps[0] == (seat, Action(kind="announce", params={"ap": 1}))
            assert forced.events[0].kind == "__automatic__"
            assert play_forced(engine, state, {seat}, {"auto_choices": False}).steps == []  # the option
            assert play_forced(engine, state, set(), {}).steps == []  # a bot's seat: the bot answers
            return
    raise AssertionError("no announce with a single action point in this game")


def test_a_window_with_cards_in_hand_is_asked_even_when_only_pass_is_possible():
    seen = 0
    for seed in (3, 4):
        for engine, state, seat in _states(seed):
            legal = engine.legal_actions(state, seat)
            if state.prompt.kind in WINDOWS and [a.kind for a in legal] == ["pass"]:
                assert state.hands[SIDE_OF[seat]], "a window opens on a non-empty hand only"
                assert engine.forced_action(state, seat) is None
                assert play_forced(engine, state, {seat}, {}).steps == []
                seen += 1
    assert seen >= 5


def test_every_automatic_option_is_the_same_whatever_the_hidden_hands():
    rnd = random.Random(0)
    played = 0
    for seed in (3, 4):
        for engine, state, seat in _states(seed):
            action = engine.forced_action(state, seat)
            if action is None:
                continue
            played += 1
            for _ in range(3):  # any deal the opponents cannot tell apart from this one
                other = _with_other_hands(state, rnd)
                assert engine.legal_actions(other, seat) == [action], (state.prompt.kind, action)
    assert played >= 10
