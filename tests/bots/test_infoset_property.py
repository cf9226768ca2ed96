"""No peeking, proven over many positions: two states the seat to move cannot tell apart get the same
decision from every level with the same seed.

Positions come from random play of both titles, at every kind of decision (Epireia: the secret starting
figures, development with piles and reserves, league proposals, the battle plan, commit and hold, solo
with its Augures; Syracuse with stratagem hands). For each, every perturbation below builds a second state
that differs only in something the seat cannot know; the test first checks that the seat's view is
identical (a perturbation that changes the view is not one the bot must ignore, so it is not used), then
that the decision is the same at easy, normal and hard.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Callable, Iterator

import pytest

from engine.bots import decide
from engine.bots.infoset import mask
from engine.epireia import rules
from engine.epireia.content import load_content
from engine.epireia.seats import SEATS_BY_PLAYERS
from engine.epireia.state import EpireiaState
from engine.epireia.views import revealed_slot
from engine.registry import get_engine

LEVELS = ("easy", "normal", "hard")
Perturb = Callable[[object, str, random.Random], object | None]


# --- perturbations: each returns a changed copy, or None when it has nothing to change here ----------


def _rival_leagues(state: EpireiaState, seat: str) -> list[str]:
    mine = state.players[seat].league
    return [lg for lg in state.leagues if lg != mine and state.leagues[lg].members]


def redeal_rival_plan(state: EpireiaState, seat: str, rnd: random.Random) -> EpireiaState | None:
    """Before the reveal: the rival's tokens and figures change places."""
    return (
        _redeal_rival(state, seat, rnd) if state.battle is not None and state.battle.stage == "plan" else None
    )


def redeal_rival_columns(state: EpireiaState, seat: str, rnd: random.Random) -> EpireiaState | None:
    """At commit or hold: the rival's tokens in the columns not yet revealed change places."""
    return (
        _redeal_rival(state, seat, rnd)
        if state.battle is not None and state.battle.stage == "columns"
        else None
    )


def _redeal_rival(state: EpireiaState, seat: str, rnd: random.Random) -> EpireiaState | None:
    b = state.battle
    assert b is not None
    other = copy.deepcopy(state)
    changed = False
    for league in _rival_leagues(state, seat):
        side = other.battle.sides[league]  # type: ignore[union-attr]
        hidden = [k for k in side.slots if not revealed_slot(other, k)]
        tokens = [side.slots[k] for k in hidden] + side.available
        shuffled = tokens[:]
        rnd.shuffle(shuffled)
        for k, t in zip(hidden, shuffled, strict=False):
            side.slots[k] = t
        side.available = shuffled[len(hidden) :]
        changed |= shuffled != tokens
        if b.stage == "plan" and len(side.figures) >= 2:
            fronts = list(side.figures)
            figures = [side.figures[f] for f in fronts]
            rnd.shuffle(figures)
            side.figures = dict(zip(fronts, figures, strict=True))
            changed = True
    return other if changed else None


def swap_rival_reserve(state: EpireiaState, seat: str, rnd: random.Random) -> EpireiaState | None:
    """A token of the rival's face-down reserve swapped for one of the same face left in the pile."""
    other = copy.deepcopy(state)
    options = []
    for league in _rival_leagues(state, seat):
        for i, t in enumerate(other.leagues[league].reserve):
            tok = rules.token(t)
            pile = other.piles[rules.pile_key(tok.unit, tok.level)]
            options += [
                (league, i, j) for j, p in enumerate(pile) if rules.token_profile(p) != rules.token_profile(t)
            ]
    if not options:
        return None
    league, i, j = rnd.choice(options)
    reserve = other.leagues[league].reserve
    tok = rules.token(reserve[i])
    pile = other.piles[rules.pile_key(tok.unit, tok.level)]
    reserve[i], pile[j] = pile[j], reserve[i]
    return other


def shuffle_piles(state: EpireiaState, seat: str, rnd: random.Random) -> EpireiaState | None:
    """Every pile in another order; the supply shows one token of each profile by name (the first one),
    so that one is brought back in front of the others of its profile."""
    other = copy.deepcopy(state)
    for pile in other.piles.values():
        shown = rules.distinct_tokens(pile)
        rnd.shuffle(pile)
        for t in shown:
            first = next(i for i, p in enumerate(pile) if rules.token_profile(p) == rules.token_profile(t))
            at = pile.index(t)
            pile[first], pile[at] = pile[at], pile[first]
    return other if other.piles != state.piles else None


def swap_augures(state: EpireiaState, seat: str, rnd: random.Random) -> EpireiaState | None:
    """The Augures still in the deck swapped for cards left out at set-up (and reordered)."""
    if state.solo is None or not state.solo.augures:
        return None
    other = copy.deepcopy(state)
    solo = other.solo
    assert solo is not None
    left_out = [
        a.id for a in load_content().augures if a.id not in solo.augures and a.id not in solo.revealed
    ]
    pool = solo.augures + left_out
    rnd.shuffle(pool)
    solo.augures = pool[: len(solo.augures)]
    return other if solo.augures != state.solo.augures else None


def rechoose_start_figures(state: EpireiaState, seat: str, rnd: random.Random) -> EpireiaState | None:
    if all(p.start_figure for p in state.players.values()):
        return None
    other = copy.deepcopy(state)
    changed = False
    for s, p in other.players.items():
        if s != seat and p.start_figure is not None:
            choices = [f.id for f in load_content().figures_of(rules.city_of(other, s))]
            p.start_figure = rnd.choice([f for f in choices if f != p.start_figure] or choices)
            changed = True
    return other if changed else None


def reshuffle_decks(state: EpireiaState, seat: str, rnd: random.Random) -> EpireiaState | None:
    other = copy.deepcopy(state)
    for deck in other.scenario.decks.values():
        rnd.shuffle(deck)
    other.rng.seed += 999  # and other dice to come
    return other


def redeal_syracuse_hand(state, seat: str, rnd: random.Random):  # type: ignore[no-untyped-def]
    from engine.syracuse.state import SIDE_OF, other

    opponent = other(SIDE_OF[seat])
    if not state.hands[opponent] or not state.bowl:
        return None
    changed = copy.deepcopy(state)
    pool = changed.hands[opponent] + changed.bowl
    rnd.shuffle(pool)
    size = len(state.hands[opponent])
    changed.hands[opponent] = pool[:size]
    changed.bowl = sorted(pool[size:])
    changed.rng.seed += 12345
    return changed if changed.hands[opponent] != state.hands[opponent] else None


EPIREIA_PERTURBATIONS: dict[str, Perturb] = {
    "rival plan": redeal_rival_plan,  # type: ignore[dict-item]
    "rival columns": redeal_rival_columns,  # type: ignore[dict-item]
    "rival reserve": swap_rival_reserve,  # type: ignore[dict-item]
    "pile order": shuffle_piles,  # type: ignore[dict-item]
    "augures": swap_augures,  # type: ignore[dict-item]
    "start figures": rechoose_start_figures,  # type: ignore[dict-item]
    "decks and dice": reshuffle_decks,  # type: ignore[dict-item]
}


# --- positions ---------------------------------------------------------------------------------------


def decision_kind(state: EpireiaState, seat: str) -> str:
    if state.phase == "setup_figure":
        return "start figure"
    if state.league_decision is not None and state.league_decision.league == state.players[seat].league:
        return "league"
    if state.battle is not None and state.battle.stage != "done":
        return "battle " + ("plan" if state.battle.stage == "plan" else "commit/hold")
    if state.solo is not None:
        return "solo"
    return "development" if state.phase == "development" else state.phase


def epireia_positions(players: int, seeds: range, per_game: int) -> Iterator[tuple[str, EpireiaState, str]]:
    """(kind, state, seat) at decisions of random games: at most `per_game` of each kind per game."""
    engine = get_engine("epireia")
    seats = SEATS_BY_PLAYERS[players]
    for seed in seeds:
        rnd = random.Random(seed)
        state = engine.create(engine.parse_options({"players": players}), seats, seed)
        taken: dict[str, int] = {}
        for _ in range(3000):
            status = engine.status(state)
            if status.finished:
                break
            seat = status.waiting_for[0]
            legal = engine.legal_actions(state, seat)
            kind = decision_kind(state, seat)
            rare = kind in ("league", "battle commit/hold")  # taken whenever met, the others now and then
            if len(legal) > 1 and taken.get(kind, 0) < per_game and (rare or rnd.random() < 0.3):
                taken[kind] = taken.get(kind, 0) + 1
                yield kind, state, seat
                if kind == "development" and players > 1:
                    yield "development, rival reserve", with_rival_reserve(state, seat, rnd), seat
            state = engine.apply(state, seat, rnd.choice(legal)).state


def with_rival_reserve(state: EpireiaState, seat: str, rnd: random.Random) -> EpireiaState:
    """The same position after the rival league produced three tokens (random play seldom produces)."""
    other = copy.deepcopy(state)
    rival = next(lg for lg in other.leagues if lg != other.players[seat].league)
    for _ in range(3):
        key = rnd.choice([k for k, pile in other.piles.items() if pile])
        unit, level = key.split(":")
        rules.take_token(other, rival, unit, int(level))
    return other


def syracuse_positions(seeds: range, per_game: int) -> Iterator[tuple[str, object, str]]:
    engine = get_engine("syracuse")
    for seed in seeds:
        rnd = random.Random(seed)
        state = engine.create(engine.parse_options({}), ["athens", "syracuse"], seed)
        taken = 0
        for _ in range(400):
            status = engine.status(state)
            if status.finished or taken >= per_game:
                break
            seat = status.waiting_for[0]
            legal = engine.legal_actions(state, seat)
            if len(legal) > 1 and rnd.random() < 0.2:
                taken += 1
                yield "stratagems", state, seat
            state = engine.apply(state, seat, rnd.choice(legal)).state


# --- the check ---------------------------------------------------------------------------------------


def survey(engine, positions, perturbations, need: dict[str, int], levels=LEVELS, seed=7):  # type: ignore[no-untyped-def]
    """Check each perturbation on up to `need[name]` positions where it applies without changing the
    seat's view; return ({name: [changed, checked]}, descriptions of the changed decisions)."""
    rnd = random.Random(11)
    tally = {name: [0, 0] for name in perturbations}
    failures = []
    for kind, state, seat in positions:
        base: dict[str, object] = {}  # the decisions in the unperturbed state, made once
        for name, perturb in perturbations.items():
            if tally[name][1] >= need[name]:
                continue
            other = perturb(state, seat, rnd)
            if other is None or engine.view(other, seat) != engine.view(state, seat):
                continue
            tally[name][1] += 1
            changed = []
            for lv in levels:
                if lv not in base:
                    base[lv] = decide(engine, state, seat, lv, seed)
                if decide(engine, other, seat, lv, seed) != base[lv]:
                    changed.append(lv)
            if changed:
                tally[name][0] += 1
                failures.append(f"{name} at {kind} ({seat}): {', '.join(changed)}")
        if all(tally[n][1] >= need[n] for n in perturbations):
            break
    return tally, failures


@pytest.mark.slow
def test_epireia_decisions_ignore_what_the_seat_cannot_know():
    engine = get_engine("epireia")
    need = {
        "rival plan": 3,
        "rival columns": 6,
        "rival reserve": 6,
        "pile order": 5,
        "start figures": 2,
        "decks and dice": 3,
    }
    perturbations = {n: EPIREIA_PERTURBATIONS[n] for n in need}
    tally, failures = survey(engine, epireia_positions(2, range(1, 60), 2), perturbations, need)
    assert all(tally[n][1] >= need[n] for n in need), f"too few positions: {tally}"
    assert not failures, "\n".join(failures)


@pytest.mark.slow
def test_epireia_solo_decisions_ignore_the_augures_left_in_the_deck():
    engine = get_engine("epireia")
    need = {"augures": 6, "pile order": 2}
    perturbations = {n: EPIREIA_PERTURBATIONS[n] for n in need}
    tally, failures = survey(engine, epireia_positions(1, range(1, 30), 3), perturbations, need)
    assert all(tally[n][1] >= need[n] for n in need), f"too few positions: {tally}"
    assert not failures, "\n".join(failures)


@pytest.mark.slow
def test_syracuse_decisions_ignore_the_opponents_hand_and_the_dice():
    engine = get_engine("syracuse")
    need = {"hand": 6}
    tally, failures = survey(
        engine, syracuse_positions(range(1, 20), 2), {"hand": redeal_syracuse_hand}, need
    )
    assert tally["hand"][1] >= need["hand"], f"too few positions: {tally}"
    assert not failures, "\n".join(failures)


def test_the_positions_reach_the_battle_stages_and_league_proposals():
    """The property tests must see the decisions the issue measured: the plan, commit/hold with hidden
    columns, and a league's proposals."""
    rnd = random.Random(3)
    kinds = set()
    for kind, state, seat in epireia_positions(2, range(1, 12), 3):
        if redeal_rival_plan(state, seat, rnd) or redeal_rival_columns(state, seat, rnd):
            kinds.add(kind)
        if {"battle plan", "battle commit/hold"} <= kinds:
            break
    assert {"battle plan", "battle commit/hold"} <= kinds
    assert any(kind == "league" for kind, _, _ in epireia_positions(4, range(1, 6), 3))


def test_masked_states_are_equal_under_every_perturbation():
    """What the search starts from (the masked state) is the same for both states, whatever was perturbed:
    removing any part of the mask makes this fail, without the cost of a search."""
    engine = get_engine("epireia")
    rnd = random.Random(5)
    checked = dict.fromkeys(EPIREIA_PERTURBATIONS, 0)
    seen_through: set[str] = set()
    positions = [
        *epireia_positions(2, range(1, 25), 3),
        *epireia_positions(1, range(1, 10), 3),
        *epireia_positions(4, range(1, 6), 3),
    ]
    for _, state, seat in positions:
        for name, perturb in EPIREIA_PERTURBATIONS.items():
            other = perturb(state, seat, rnd)
            if other is None or engine.view(other, seat) != engine.view(state, seat):
                continue
            checked[name] += 1
            if mask(engine, state, seat).model_dump() != mask(engine, other, seat).model_dump():
                seen_through.add(name)
    assert not seen_through, f"the mask lets these through: {sorted(seen_through)}"
    assert min(checked.values()) >= 10, checked


@pytest.mark.slow
def test_epireia_league_proposals_ignore_what_the_seat_cannot_know():
    """At four players a league of two proposes and confirms: its decisions and plans likewise."""
    engine = get_engine("epireia")
    need = {"pile order": 4, "decks and dice": 4}
    perturbations = {n: EPIREIA_PERTURBATIONS[n] for n in need}
    positions = (p for p in epireia_positions(4, range(1, 40), 2) if p[0] == "league")
    tally, failures = survey(engine, positions, perturbations, need)
    assert all(tally[n][1] >= need[n] for n in need), f"too few positions: {tally}"
    assert not failures, "\n".join(failures)
