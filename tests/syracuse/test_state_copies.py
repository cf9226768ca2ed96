"""The copy `apply` makes shares the counters until one changes (copy on write); parsed states carry no
per-counter setup. Whatever the sharing, `apply` never changes the state it was given."""

from __future__ import annotations

import copy
import random

import pytest

from engine.syracuse.engine import SyracuseEngine, SyracuseOptions
from engine.syracuse.state import writable_unit
from tests.syracuse.test_random_games import SEATS, kind_chooser

ENGINE = SyracuseEngine()


def test_apply_never_changes_the_given_state_over_a_game():
    state = ENGINE.create(SyracuseOptions(), SEATS, 2)
    choose = kind_chooser(random.Random(2))
    for _ in range(400):
        status = ENGINE.status(state)
        if status.finished:
            break
        seat = status.waiting_for[0]
        before = ENGINE.dump_state(state)
        after = ENGINE.apply(
            state, seat, choose(ENGINE, state, seat, ENGINE.legal_actions(state, seat))
        ).state
        assert ENGINE.dump_state(state) == before
        state = after


def test_a_shared_counter_refuses_changes_and_its_writable_copy_is_private():
    parsed = ENGINE.load_state(ENGINE.dump_state(ENGINE.create(SyracuseOptions(), SEATS, 1)))
    uid = next(iter(parsed.units))
    parsed.units[uid].weakened = True  # a parsed state owns its counters
    copied = copy.deepcopy(parsed)
    with pytest.raises(RuntimeError):
        copied.units[uid].weakened = False
    writable_unit(copied, uid).weakened = False
    assert parsed.units[uid].weakened and not copied.units[uid].weakened
