"""Whole games through the platform's contract (engine/core/playout.py): six seats writing their sheets at
the same time, season after season, until a victory ends the game.

After every action the state must keep the rules' invariants: one unit a space (but for the first turn's
stacks on the home provinces, chapter 12), no treasury below zero, every citadel owned by a power, a revolt
or nobody, and the six treasuries hidden from the other seats.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from engine.core.actions import Action
from engine.core.playout import play, replay
from engine.diadoques.board import load_board
from engine.diadoques.engine import EXTRA_KINDS, DiadoquesEngine, DiadoquesOptions
from engine.diadoques.prestige import prestige_points
from engine.diadoques.state import POWERS, DiadoquesState
from engine.diadoques.victory import points_in_play, victory_points

ENGINE = DiadoquesEngine()
BOARD = load_board()


def check_invariants(state: DiadoquesState) -> None:
    stacked = [s for s, n in Counter(u.space for u in state.position.units).items() if n > 1]
    if not (state.first_turn and state.phase in ("purchase", "orders")):
        assert not stacked, f"{state.year} {state.season}: two units in {stacked}"
    for space in stacked:  # the first turn's stacks: one power's units on its home province
        owners = {u.owner for u in state.position.units if u.space == space}
        assert len(owners) == 1 and BOARD.powers[owners.pop()].home == space
    assert all(amount >= 0 for amount in state.treasuries.values()), state.treasuries
    for citadel, owner in state.position.citadel_owner.items():
        assert owner is None or owner == "neutral" or owner in POWERS or owner.startswith("revolt:"), citadel
    for unit in state.position.units:
        assert unit.space in BOARD.spaces
    for seat in POWERS:
        view = ENGINE.view(state, seat)
        assert view["own"]["treasury"] == state.treasuries[seat]
        assert "treasuries" not in view and all(str(k) != "treasury" for k in view if k != "own")


def holding(engine, state, seat, legal: list[Action]) -> Action:
    """Every power buys the rulebook's usual three mercenaries, then only ever hands its sheet in: every
    unit holds, every winter passes without orders."""
    return next(a for a in legal if a.kind in ("buy", "submit"))


def random_orders(rnd: random.Random):
    """A random legal order for each unit (each unit once), a siege most times one is possible (so that
    citadels fall), now and then a line of the rest of the sheet, then the sheet; a few random winter
    orders."""

    def _extra_or_submit(state: DiadoquesState, seat: str, legal: list[Action]) -> Action:
        """Now and then a secondary order, a bribe, a counter-bribe, a vote or an order for a unit one may
        gain (at most three a sheet), then the sheet."""
        written = state.secondary_sheets.get(seat)
        count = 0 if written is None else len(written.secondary) + len(written.bribes) + len(written.votes)
        extra = [a for a in legal if a.kind in EXTRA_KINDS]
        if extra and count < 3 and rnd.random() < 0.4:
            return rnd.choice(extra)
        return Action(kind="submit")

    def choose(engine, state: DiadoquesState, seat: str, legal: list[Action]) -> Action:
        if state.phase == "purchase":
            return rnd.choice(legal)
        if state.phase == "orders":
            ordered = set(state.sheets.get(seat, {}))
            open_units = [a for a in legal if a.kind == "order" and a.params["unit"] not in ordered]
            if open_units:
                unit = open_units[0].params["unit"]
                mine = [a for a in open_units if a.params["unit"] == unit]
                sieges = [a for a in mine if '"siege"' in a.params["order"]]
                return rnd.choice(sieges if sieges and rnd.random() < 0.8 else mine)
            return _extra_or_submit(state, seat, legal)
        if state.phase == "winter" and rnd.random() < 0.3:
            return _extra_or_submit(state, seat, legal)
        winter = [a for a in legal if a.kind == "winter"]
        if winter and len(state.winter_sheets.get(seat, [])) < 3 and rnd.random() < 0.7:
            return rnd.choice(winter)
        return Action(kind="submit")

    return choose


def checked(chooser):
    """The chooser, checking the invariants on each new state it is shown (once per season's step)."""
    seen: set[tuple] = set()

    def choose(engine, state, seat, legal):
        step = (state.year, state.season, state.phase, tuple(state.submitted))
        if step not in seen:
            seen.add(step)
            check_invariants(state)
        return chooser(engine, state, seat, legal)

    return choose


def test_a_game_where_every_power_holds_ends_in_a_shared_victory() -> None:
    """Nobody moves; only the events' revolts may take a citadel. "si aucun PV ne change de mains durant 2
    années consécutives (d'hiver à hiver), la victoire est partagée par les joueurs survivants"."""
    out = play(ENGINE, DiadoquesOptions(), list(POWERS), 11, checked(holding))
    state = out.state
    check_invariants(state)
    assert state.result is not None and state.result.kind == "shared"
    assert state.season == "winter" and state.vp_unchanged_winters == 2
    assert sorted(state.result.winners) == sorted(p for p in POWERS if p not in state.eliminated)


def check_result(state: DiadoquesState) -> None:
    """The result names who won and how, and the state bears it out (chapter 3)."""
    result = state.result
    assert result is not None and result.winners
    if result.kind == "total":
        quota = points_in_play(BOARD, state.position, state.capitals)
        assert 2 * victory_points(BOARD, state.position, state.capitals, result.winners[0]) > quota
    elif result.kind == "measured":
        prestige = prestige_points(BOARD, state, state.position.controllers)
        assert 2 * prestige.points[result.winners[0]] > prestige.in_play
    elif result.kind == "marginal":
        assert state.year > -319 and 3 * result.params["prestige"] > result.params["in_play"]
    else:
        assert result.kind == "shared" and state.vp_unchanged_winters == 2
        assert sorted(result.winners) == sorted(p for p in POWERS if p not in state.eliminated)


def test_a_game_of_random_legal_orders_runs_to_its_end_and_replays() -> None:
    """Seed 8: random legal orders until one of the four victories; the same seed and actions replay it."""
    out = play(ENGINE, DiadoquesOptions(), list(POWERS), 8, checked(random_orders(random.Random(8))))
    state = out.state
    check_invariants(state)
    check_result(state)
    again = replay(ENGINE, DiadoquesOptions(), list(POWERS), 8, out.log)
    assert again.model_dump() == state.model_dump()


@pytest.mark.slow
@pytest.mark.parametrize("seed", [1, 2, 3, 4, 6, 7, 9, 10, 11])
def test_more_random_games_keep_the_invariants(seed: int) -> None:
    out = play(ENGINE, DiadoquesOptions(), list(POWERS), seed, checked(random_orders(random.Random(seed))))
    check_invariants(out.state)
    assert ENGINE.status(out.state).finished
    check_result(out.state)
