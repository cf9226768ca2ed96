"""Soak: the three Epireia pictures render at many moments of random games (every player count, solo
scenarios with and without enemy figures), for random seats and spectators, in both languages."""

from __future__ import annotations

import random

import pytest

from engine.epireia.seats import SEATS_BY_PLAYERS
from engine.epireia.state import EpireiaOptions
from render.epireia import render_battlefield, render_board, render_map
from render.epireia.samples import ENGINE, PASSIVE

MAX_BYTES = 1_000_000
CASES = [(1, "naxos_revolt"), (1, "thessalian_hegemony"), (2, None), (3, None), (4, None)]


@pytest.mark.slow
@pytest.mark.cpu_soak
@pytest.mark.parametrize(("players", "scenario"), CASES)
def test_pictures_render_through_a_random_game(players: int, scenario: str | None) -> None:
    rnd = random.Random(players)
    options = EpireiaOptions(players=players, solo_scenario=scenario)
    state = ENGINE.create(options, SEATS_BY_PLAYERS[players], 40 + players)
    rendered = 0
    step = 0
    while not ENGINE.status(state).finished:
        seat = ENGINE.status(state).waiting_for[0]
        legal = ENGINE.legal_actions(state, seat)
        active = [a for a in legal if a.kind not in PASSIVE]
        state = ENGINE.apply(
            state, seat, rnd.choice(active if active and rnd.random() < 0.85 else legal)
        ).state
        step += 1
        in_battle = state.battle is not None and state.battle.stage != "plan"
        if step % 5 and not in_battle:
            continue
        view = ENGINE.view(state, rnd.choice([*state.players, None]))
        lang = rnd.choice(["en", "fr"])
        pictures = [
            render_map(view, lang=lang),
            render_board(view, rnd.choice(list(state.players)), lang=lang),
        ]
        if view.get("battle"):
            pictures.append(render_battlefield(view, lang=lang))
        assert all(len(p.data) < MAX_BYTES and p.alt_text for p in pictures)
        rendered += len(pictures)
    assert rendered > 10
