"""The engine contract, exercised through the tiny demo title."""

import ast
import contextlib
from pathlib import Path

import pytest

from engine.core import SYSTEM_SEAT, Action, IllegalAction, RngState, force_dice_action
from engine.core.playout import play, random_chooser, replay
from engine.demo.engine import DuelOptions, OracleDuel
from engine.registry import get_engine, title_ids

ROOT = Path(__file__).resolve().parents[2]
FORBIDDEN = {"discord", "sqlalchemy", "PIL", "aiohttp", "agora", "cogs", "render"}


def test_engine_imports_no_platform_library():
    offenders = []
    for path in (ROOT / "engine").rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                names = [node.module]
            offenders += [f"{path.relative_to(ROOT)}: {n}" for n in names if n.split(".")[0] in FORBIDDEN]
    assert offenders == []


def test_rng_is_deterministic_and_forced_values_come_first():
    a, b = RngState(seed=42), RngState(seed=42)
    assert [a.d6() for _ in range(20)] == [b.d6() for _ in range(20)]
    c = RngState(seed=42, forced=[6, 2, 4])
    assert [c.d6(), c.d6(), c.d6()] == [6, 2, 4]
    assert c.draws == 0
    assert all(1 <= RngState(seed=s).d12() <= 12 for s in range(200))


def test_rng_survives_a_json_round_trip():
    rng = RngState(seed=7)
    rng.d6()
    copy = RngState.model_validate_json(rng.model_dump_json())
    assert [rng.d6() for _ in range(5)] == [copy.d6() for _ in range(5)]


def test_illegal_action_changes_nothing():
    engine = OracleDuel()
    state = engine.create(DuelOptions(), ["red", "blue"], seed=1)
    before = state.model_dump()
    with pytest.raises(IllegalAction) as err:
        engine.apply(state, "blue", Action(kind="play", params={"card": state.hands["blue"][0]}))
    assert err.value.reason == "core.error.not_your_turn"
    with pytest.raises(IllegalAction):
        engine.apply(state, "red", Action(kind="play", params={"card": 99}))
    assert state.model_dump() == before


def test_forced_dice_decide_the_next_roll_and_only_the_system_may_force():
    engine = OracleDuel()
    state = engine.create(DuelOptions(), ["red", "blue"], seed=3)
    with pytest.raises(IllegalAction):
        engine.apply(state, "red", force_dice_action([6]))
    state = engine.apply(state, SYSTEM_SEAT, force_dice_action([5])).state
    card = state.hands["red"][0]
    result = engine.apply(state, "red", Action(kind="play", params={"card": card}))
    assert result.events[0].params == {"seat": "red", "card": card, "die": 5}
    assert engine.status(result.state).pending[0].seat == "red"


def test_view_hides_the_other_hand():
    engine = OracleDuel()
    state = engine.create(DuelOptions(), ["red", "blue"], seed=5)
    assert engine.view(state, "red")["hand"] == state.hands["red"]
    assert engine.view(state, None)["hand"] is None
    assert str(state.hands["blue"]) not in str(engine.view(state, "red")["hand"])


@pytest.mark.parametrize("seed", range(30))
def test_random_games_end_and_replay_exactly(seed):
    import random

    engine = OracleDuel()
    out = play(engine, DuelOptions(), ["red", "blue"], seed, random_chooser(random.Random(seed)))
    assert engine.status(out.state).finished
    again = replay(engine, DuelOptions(), ["red", "blue"], seed, out.log)
    assert again.model_dump() == out.state.model_dump()


class _Seen(Exception):
    """Enough states checked: the playout stops here."""


@pytest.mark.parametrize("title", title_ids())
def test_a_seats_sight_is_its_view_and_its_legal_actions(title):
    """`seat_sight` (what a seat's controls are built from) is exactly `view` and `legal_actions`, and a
    pending decision's part, given to it, is that seat's legal actions: the platform lists them once.
    Views built from the state's one common part (`view_common`, what the platform builds once for
    every seat and the spectators) are the views themselves."""
    import random

    engine = get_engine(title)
    options = engine.parse_options({})
    seats = [spec.id for spec in engine.seat_specs(options)]
    rnd, checked, parts = random.Random(5), [0], [0]

    def checking(engine, state, seat, legal):
        for each in state.seats:
            assert engine.seat_sight(state, each) == (
                engine.view(state, each),
                engine.legal_actions(state, each),
            )
        common = engine.view_common(state)  # every view built from it, then each compared
        built = {each: engine.view_from(state, each, common) for each in [None, *state.seats]}
        sights = {each: engine.seat_sight(state, each, None, common) for each in state.seats}
        for each, view in built.items():
            assert view == engine.view(state, each)
        for each, sight in sights.items():
            assert sight == (engine.view(state, each), engine.legal_actions(state, each))
        for decision in engine.status(state).pending:
            for each, part in decision.parts.items():
                assert part == engine.legal_actions(state, each)
                assert engine.seat_sight(state, each, part) == engine.seat_sight(state, each)
                parts[0] += 1
        checked[0] += 1
        if checked[0] >= 150:
            raise _Seen
        return rnd.choice(legal)

    with contextlib.suppress(_Seen):  # enough states were checked
        play(engine, options, seats, 5, checking)
    assert checked[0] > 50
    assert title != "epireia" or parts[0] > 0, "Epireia's secret figures are chosen together"
