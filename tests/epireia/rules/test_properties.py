"""Properties checked at every step of random games: refused actions change nothing and give a
reason; resources never go negative; every military token is in exactly one place; board slots and the
reserve capacity are respected; no view or event shows another league's placement or another player's
secret choice before its reveal."""

import random

import pytest
from epireia_position import ENGINE
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.core import Action, IllegalAction
from engine.epireia import rules
from engine.epireia.battle_score import parse_slot
from engine.epireia.seats import SEATS_BY_PLAYERS
from engine.epireia.state import RESOURCES, EpireiaOptions
from i18n import catalog

FRONT_ORDER = ("flank", "centre", "sea")
GAMES = [(2, None, 11), (3, None, 12), (4, None, 13), (1, "naxos_revolt", 14), (1, "corinthian_war", 15)]


def _where_tokens_are(state) -> list[str]:
    found = [t for pile in state.piles.values() for t in pile]
    found += state.discard + list(state.neutral_tokens.values())
    if state.battle is None:
        found += [t for lg in state.leagues.values() for t in lg.reserve]
    else:
        for side in state.battle.sides.values():
            found += side.available + list(side.slots.values())
    return found


def _check_invariants(state):
    for player in state.players.values():
        assert all(player.resources[r] >= 0 for r in RESOURCES)
        assert len(set(player.buildings)) == len(player.buildings)
        assert len(state.territories_of(player.seat)) <= rules.content().rules.territory_limit
    for league in state.leagues.values():
        assert all(league.resources[r] >= 0 for r in RESOURCES)
        assert len(league.reserve) <= rules.content().rules.reserve_capacity
    tokens = _where_tokens_are(state)
    if state.solo is not None:
        enemy_army = [p.token for p in rules.content().scenario(state.solo.scenario).enemy_army]
        if state.battle is None:
            tokens += enemy_army
    assert sorted(tokens) == sorted(t.id for t in rules.content().tokens)
    if state.battle is not None:
        for league, side in state.battle.sides.items():
            field = rules.content().battlefield(league)
            for slot, token in side.slots.items():
                front, column, line = parse_slot(slot)
                assert rules.token(token).unit == field.slot_type(front, column, line)
                if line == 2:
                    assert f"{front}:{column}:1" in side.slots


def _check_secrets(state, events):
    all_chosen = all(p.start_figure for p in state.players.values())
    for seat in state.players:
        view = ENGINE.view(state, seat)
        if not all_chosen:
            for other, data in view["players"].items():
                if other != seat:
                    assert data["start_figure"] is None
        if state.battle is not None and state.battle.stage != "done":
            mine = state.players[seat].league
            b = state.battle
            for league, side in view["battle"]["sides"].items():
                if league == mine:
                    continue
                if b.stage == "plan":
                    assert side["slots"] == {} and side["figures"] == {}
                for slot in side["slots"]:  # only columns already revealed
                    front, column, _ = parse_slot(slot)
                    assert (FRONT_ORDER.index(front), column) <= (b.front, b.column + 1)
    token_ids = {t.id for t in rules.content().tokens}
    for event in events:
        if event.kind in ("token_placed", "figure_placed", "start_figure_secret", "plan_proposed"):
            assert event.audience is not None
        if event.audience is None and event.kind != "column_revealed":
            # p.18: a reserve token is face down; the public learns its unit and level, never which one
            assert not token_ids & {v for v in event.params.values() if isinstance(v, str)}, event


def _illegal_variant(state, seat, legal: list[Action], rnd: random.Random) -> Action:
    """An action that is not in the legal list: another seat's turn, a mangled parameter, or nonsense."""
    choice = rnd.randrange(3)
    if choice == 0 and legal:
        base = rnd.choice(legal)
        return Action(kind=base.kind, params={**base.params, **dict.fromkeys(base.params, "nowhere")})
    if choice == 1:
        return Action(kind="donate", params={"resource": "gold", "amount": 99})
    return Action(kind="teleport", params={})


@pytest.mark.parametrize(("players", "scenario", "seed"), GAMES)
def test_random_game_keeps_every_invariant(players, scenario, seed):
    rnd = random.Random(seed)
    seats = SEATS_BY_PLAYERS[players]
    state = ENGINE.create(EpireiaOptions(players=players, solo_scenario=scenario), seats, seed)
    known = set(catalog("en"))
    steps = 0
    while not ENGINE.status(state).finished:
        status = ENGINE.status(state)
        assert f"epireia.phase.{status.phase}" in known
        for p in status.pending:
            assert f"epireia.decision.{p.kind}" in known
        seat = status.waiting_for[0]
        legal = ENGINE.legal_actions(state, seat)
        assert legal, f"{seat} awaited without a legal action in {status.phase}"
        if steps % 7 == 0:  # refused actions give a reason and change nothing
            before = state.model_dump()
            bad = _illegal_variant(state, seat, legal, rnd)
            if not ENGINE.is_legal(state, seat, bad):
                with pytest.raises(IllegalAction) as err:
                    ENGINE.apply(state, seat, bad)
                assert err.value.reason in known
                assert state.model_dump() == before
            idle = [s for s in seats if s not in status.waiting_for]
            if idle:
                with pytest.raises(IllegalAction):
                    ENGINE.apply(state, idle[0], legal[0])
                assert state.model_dump() == before
        result = ENGINE.apply(state, seat, rnd.choice(legal))
        state = result.state
        for event in result.events:
            assert f"epireia.event.{event.kind}" in known
        _check_invariants(state)
        _check_secrets(state, result.events)
        steps += 1
    assert f"epireia.result.{state.result.kind}" in known


@settings(max_examples=20, deadline=None)
@given(
    players=st.sampled_from([1, 2, 3, 4]),
    seed=st.integers(min_value=0, max_value=10_000),
    steps=st.integers(min_value=0, max_value=120),
    kind=st.sampled_from(
        ["donate", "build", "produce", "move", "place", "commit", "propose", "confirm", "ready"]
    ),
    value=st.one_of(st.integers(-3, 20), st.text(max_size=6)),
)
def test_any_position_refuses_unlisted_actions_and_changes_nothing(players, seed, steps, kind, value):
    """Anywhere in a game, an action that is not in the seat's legal list is refused with a catalogued
    reason and leaves the state untouched."""
    scenario = "naxos_revolt" if players == 1 else None
    rnd = random.Random(seed)
    state = ENGINE.create(
        EpireiaOptions(players=players, solo_scenario=scenario), SEATS_BY_PLAYERS[players], seed
    )
    for _ in range(steps):
        if ENGINE.status(state).finished:
            return
        seat = ENGINE.status(state).waiting_for[0]
        state = ENGINE.apply(state, seat, rnd.choice(ENGINE.legal_actions(state, seat))).state
    if ENGINE.status(state).finished:
        return
    known = set(catalog("en")) | {"core.error.not_seated", "core.error.game_over"}
    for seat in SEATS_BY_PLAYERS[players]:
        params = {
            "slot": value,
            "token": value,
            "amount": value,
            "resource": value,
            "figure": value,
            "to": value,
        }
        action = Action(kind=kind, params=params)
        if ENGINE.is_legal(state, seat, action):
            continue
        before = state.model_dump()
        with pytest.raises(IllegalAction) as err:
            ENGINE.apply(state, seat, action)
        assert err.value.reason in known
        assert state.model_dump() == before
