"""The undo barrier rule, the undo fold of the log, and the platform endings (concession, draw) on the
real titles. The barrier rule is derived (the random generator moved, or a secret changed), so these
tests pick actions by what they do, not from a list."""

from __future__ import annotations

import pytest

from agora.games.history import SUBSTITUTE, LoggedAction, fold, plan_undo, undo_action
from engine.core import SYSTEM_SEAT, Action, IllegalAction, force_dice_action
from engine.core.endings import CONCEDED_KIND, DRAW_KIND, concede_action, draw_action
from engine.registry import get_engine


def first_actions(title: str, seats: list[str], count: int, seed: int = 1):
    """(seat, action, before, after) of the first `count` actions, each seat taking its first choice."""
    engine = get_engine(title)
    state = engine.create(
        engine.parse_options({}) if title != "epireia" else engine.parse_options({"players": len(seats)}),
        seats,
        seed,
    )
    out = []
    for _ in range(count):
        seat = engine.status(state).waiting_for[0]
        action = engine.legal_actions(state, seat)[0]
        after = engine.apply(state, seat, action).state
        out.append((seat, action, state, after))
        state = after
    return engine, out


def test_syracuse_die_rolls_and_hidden_stratagems_are_barriers_and_plain_moves_are_not():
    engine = get_engine("syracuse")
    state = engine.create(engine.options_model(), ["athens", "syracuse"], 1)
    seen = {"rolled": 0, "plain": 0}
    for _ in range(80):
        seat = engine.status(state).waiting_for[0]
        legal = engine.legal_actions(state, seat)
        action = next((a for a in legal if a.kind in ("pass", "end_moves", "done", "keep")), legal[0])
        after = engine.apply(state, seat, action).state
        rolled = after.rng.draws != state.rng.draws
        hand_changed = after.hands != state.hands or after.bowl != state.bowl
        assert engine.is_barrier(state, after) == (rolled or hand_changed), action.key()
        seen["rolled" if rolled else "plain"] += 1
        state = after
    assert seen["rolled"] and seen["plain"]


def test_a_forced_die_is_a_barrier_too():
    engine = get_engine("demo")
    state = engine.create(engine.options_model(), ["red", "blue"], 7)
    forced = engine.apply(state, SYSTEM_SEAT, force_dice_action([6])).state
    play = engine.legal_actions(forced, "red")[0]
    after = engine.apply(forced, "red", play).state
    assert after.rng.draws == forced.rng.draws  # the forced value was used, no draw
    assert engine.is_barrier(forced, after)


def test_epireia_taking_a_token_from_the_piles_is_a_barrier_and_a_donation_is_not():
    engine, steps = first_actions("epireia", ["delos1", "pelo1"], 12)
    by_kind = {}
    for _seat, action, before, after in steps:
        by_kind.setdefault(action.kind, engine.is_barrier(before, after))
    assert by_kind["take_token"] is True
    assert by_kind["donate"] is False


def test_undo_fold_rewinds_and_keeps_forced_dice():
    engine = get_engine("demo")
    initial = engine.create(engine.options_model(), ["red", "blue"], 7)
    play = engine.legal_actions(initial, "red")[0]
    log = [
        LoggedAction(1, "red", 1, play.model_dump()),
        LoggedAction(2, SYSTEM_SEAT, 0, force_dice_action([4]).model_dump()),
        LoggedAction(3, "red", 1, Action(kind=SUBSTITUTE, params={"from": 1, "to": 3}).model_dump()),
        LoggedAction(4, "red", 3, undo_action(1).model_dump()),
    ]
    folded = fold(engine, initial, log)
    assert folded.state.hands == initial.hands and folded.state.rolled is None
    assert folded.state.rng.forced == [4]  # the dice queued after the undone play are still queued
    assert [s.seat for s in folded.steps] == [SYSTEM_SEAT]


def test_plan_undo_asks_consent_after_a_die_roll_or_another_players_move():
    engine, steps = first_actions("syracuse", ["athens", "syracuse"], 3)
    initial = steps[0][2]
    log = [LoggedAction(i + 1, seat, 1, a.model_dump()) for i, (seat, a, _, _) in enumerate(steps)]
    # athens, athens, syracuse: athens's last action (seq 2) has syracuse's after it.
    plan = plan_undo(engine, fold(engine, initial, log[:2]), "athens")
    assert plan is not None and plan.seq == 2 and not plan.needs_consent and plan.taken_back == 1
    plan = plan_undo(engine, fold(engine, initial, log), "athens")
    assert plan is not None and plan.seq == 2 and plan.needs_consent and plan.taken_back == 2
    demo = get_engine("demo")
    state = demo.create(demo.options_model(), ["red", "blue"], 7)
    play = demo.legal_actions(state, "red")[0]
    folded = fold(demo, state, [LoggedAction(1, "red", 1, play.model_dump())])
    assert plan_undo(demo, folded, "red").needs_consent  # the play rolled a die
    assert plan_undo(demo, folded, "blue") is None


@pytest.mark.parametrize(
    ("title", "seats", "conceding", "winners"),
    [
        ("syracuse", ["athens", "syracuse"], "athens", ["syracuse"]),
        ("demo", ["red", "blue"], "blue", ["red"]),
        ("epireia", ["delos1", "delos2", "pelo1", "pelo2"], "delos2", ["pelo1", "pelo2"]),
        ("epireia", ["delos1", "delos2", "pelo1"], "pelo1", ["delos1", "delos2"]),
        ("epireia", ["solo"], "solo", []),
    ],
)
def test_a_concession_ends_the_game_for_the_other_side(title, seats, conceding, winners):
    engine = get_engine(title)
    options = engine.parse_options({"players": len(seats)} if title == "epireia" else {})
    state = engine.create(options, seats, 3)
    status = engine.status(engine.apply(state, conceding, concede_action()).state)
    assert status.finished and status.result is not None
    assert status.result.winners == winners and status.result.kind == CONCEDED_KIND


def test_a_draw_is_for_two_player_games_and_ends_without_winner():
    engine = get_engine("syracuse")
    state = engine.create(engine.options_model(), ["athens", "syracuse"], 3)
    ended = engine.apply(state, "syracuse", draw_action()).state
    status = engine.status(ended)
    assert status.finished and status.result.winners == [] and status.result.kind == DRAW_KIND
    with pytest.raises(IllegalAction):
        engine.apply(ended, "athens", concede_action())  # over is over
    epireia = get_engine("epireia")
    three = epireia.create(epireia.parse_options({"players": 3}), ["delos1", "delos2", "pelo1"], 3)
    with pytest.raises(IllegalAction) as refused:
        epireia.apply(three, "pelo1", draw_action())
    assert refused.value.reason == "seats.error.draw_two_players"
