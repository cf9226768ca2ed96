"""Random players finish Epireia games of every size and every solo scenario; replays reproduce them.

The soak (`@pytest.mark.slow`) plays 1,000 games per configuration. To stay well under ten minutes on
one core it drives the rules in place (`legal_actions` then `_apply` on one working state — exactly what
`apply` runs, minus its defensive copy) and replays one game in ten through the public `replay()`.
The smoke test uses the public `play()` and `replay()` throughout.
"""

from __future__ import annotations

import random

import pytest

from engine.core import Action
from engine.core.playout import play, random_chooser, replay
from engine.epireia.content import load_content
from engine.epireia.engine import EpireiaEngine
from engine.epireia.seats import SEATS_BY_PLAYERS
from engine.epireia.state import EpireiaOptions

ENGINE = EpireiaEngine()
SOLO = [s.id for s in load_content().solo_scenarios]
CONFIGS = [(2, None), (3, None), (4, None)] + [(1, s) for s in SOLO]
MAX_STEPS = 5_000


def _options(players: int, scenario: str | None) -> EpireiaOptions:
    return EpireiaOptions(players=players, solo_scenario=scenario)


def play_in_place(players: int, scenario: str | None, seed: int) -> tuple[object, list[tuple[str, Action]]]:
    rnd = random.Random(seed)
    state = ENGINE.create(_options(players, scenario), SEATS_BY_PLAYERS[players], seed)
    log: list[tuple[str, Action]] = []
    for _ in range(MAX_STEPS):
        if state.result is not None:
            return state, log
        waiting = ENGINE.waiting_for(state)
        assert waiting, f"nobody awaited in {state.phase}"
        seat = waiting[0]
        legal = ENGINE.legal_actions(state, seat)
        assert legal, f"{seat} has no legal action in {state.phase}"
        action = rnd.choice(legal)
        ENGINE._apply(state, seat, action)
        log.append((seat, action))
    raise AssertionError(f"game {players}/{scenario}/{seed} did not end in {MAX_STEPS} actions")


SMOKE = [(2, None), (3, None), (4, None), (1, SOLO[0]), (1, SOLO[2])]


@pytest.mark.parametrize(("players", "scenario"), SMOKE)
def test_smoke_random_games_finish_and_replay(players, scenario):
    for seed in (1, 2):
        seats = SEATS_BY_PLAYERS[players]
        out = play(ENGINE, _options(players, scenario), seats, seed, random_chooser(random.Random(seed)))
        assert ENGINE.status(out.state).finished
        again = replay(ENGINE, _options(players, scenario), seats, seed, out.log)
        assert again.model_dump() == out.state.model_dump()


@pytest.mark.slow
@pytest.mark.cpu_soak
@pytest.mark.parametrize(("players", "scenario"), CONFIGS)
def test_thousand_random_games(players, scenario):
    seats = SEATS_BY_PLAYERS[players]
    for seed in range(1_000):
        state, log = play_in_place(players, scenario, seed)
        if seed % 10 == 0:
            again = replay(ENGINE, _options(players, scenario), seats, seed, log)
            assert again.model_dump() == state.model_dump(), f"replay differs for seed {seed}"


def test_a_game_survives_a_json_round_trip_at_every_step():
    """The platform stores the state as JSON between actions: a game reloaded at every step plays on
    exactly as the same game kept in memory."""
    import json

    seats = SEATS_BY_PLAYERS[4]
    kept = play(ENGINE, _options(4, None), seats, 7, random_chooser(random.Random(7)))
    state = ENGINE.create(_options(4, None), seats, 7)
    for seat, action in kept.log:
        state = ENGINE.load_state(json.loads(json.dumps(ENGINE.dump_state(state))))
        state = ENGINE.apply(state, seat, action).state
    assert state.model_dump() == kept.state.model_dump()
