"""The information set of a seat: what it may know, and full states sampled consistently with it.

`mask(engine, state, seat)` returns a copy of the state in which every fact hidden from the seat is
replaced by a canonical placeholder that depends only on what the seat can know (its view and the public
record). Two states the seat cannot tell apart give the same masked state, so whatever the search does
afterwards cannot depend on the hidden facts: that is the no-peeking guarantee, tested directly.
`determinize(masked, seat, rnd)` then samples one full state of that information set.

Hidden facts per title:
- both: the dice to come (the seed in the state): reseeded from the bot's own seed.
- Syracuse: the opponent's stratagem hand and the bowl (one unseen pool; the hand's size is public).
- Epireia: the scenario decks and the solo augures deck (order unknown), another seat's secret starting
  figure, the order of another league's face-down reserve, and another league's battle plan before the
  reveal (its tokens and figures go back to it unplaced, and it plans again inside the search). The tokens
  themselves are known: they only ever come from the face-up supply, in public.
"""

from __future__ import annotations

import copy
import random
from typing import Any

from engine.core import GameEngine, GameState, RngState

HIDDEN_SEED = 0  # the masked state's dice seed: a constant, never the game's


def mask(engine: GameEngine, state: GameState, seat: str) -> GameState:
    work = copy.deepcopy(state)
    work.rng = RngState(seed=HIDDEN_SEED)
    title = engine.title
    if title == "syracuse":
        _mask_syracuse(work, seat)
    elif title == "epireia":
        _mask_epireia(work, seat)
    return work


def determinize(engine: GameEngine, masked: GameState, seat: str, rnd: random.Random) -> GameState:
    work = copy.deepcopy(masked)
    work.rng = RngState(seed=rnd.getrandbits(63))
    if engine.title == "syracuse":
        _sample_syracuse(work, seat, rnd)
    elif engine.title == "epireia":
        _sample_epireia(work, seat, rnd)
    return work


# --- Syracuse ------------------------------------------------------------------------------------------


def _syracuse_opponent(seat: str) -> str:
    from engine.syracuse.state import SIDE_OF, other

    return other(SIDE_OF[seat])


def _mask_syracuse(state: Any, seat: str) -> None:
    opponent = _syracuse_opponent(seat)
    size = len(state.hands[opponent])
    pool = sorted(state.hands[opponent] + state.bowl)
    state.hands[opponent] = pool[:size]
    state.bowl = pool[size:]


def _sample_syracuse(state: Any, seat: str, rnd: random.Random) -> None:
    opponent = _syracuse_opponent(seat)
    size = len(state.hands[opponent])
    pool = state.hands[opponent] + state.bowl
    rnd.shuffle(pool)
    state.hands[opponent] = pool[:size]
    state.bowl = sorted(pool[size:])  # the bowl is kept sorted by the rules (draws are random)


# --- Epireia -------------------------------------------------------------------------------------------


def _mask_epireia(state: Any, seat: str) -> None:
    my_league = state.players[seat].league if seat in state.players else None
    for act, deck in state.scenario.decks.items():
        state.scenario.decks[act] = sorted(deck)
    if state.solo is not None:
        state.solo.augures = sorted(state.solo.augures)
    if not all(p.start_figure for p in state.players.values()):
        for other_seat, player in state.players.items():
            if other_seat != seat:
                player.start_figure = None  # secret until every seat has chosen: chosen again in the search
    for league, lg in state.leagues.items():
        if league != my_league:
            lg.reserve = sorted(lg.reserve)
    battle = state.battle
    if battle is not None and battle.stage == "plan":
        for league, side in battle.sides.items():
            if league == my_league:
                continue
            side.available = sorted(side.available + list(side.slots.values()))
            side.slots = {}
            side.figures = {}
            side.ready = False
            side.ready_proposed_by = None
    for pending in state.pending:
        if pending.kind == "pick_hidden":  # face-down tokens: which index hides which is unknown
            pending.context["order"] = sorted(pending.context["order"])
    # another league's private decisions and pending choices are not the seat's to know
    if state.league_decision is not None and state.league_decision.league != my_league:
        state.league_decision.proposal = None
        state.league_decision.proposed_by = None


def _sample_epireia(state: Any, seat: str, rnd: random.Random) -> None:
    for deck in state.scenario.decks.values():
        rnd.shuffle(deck)
    if state.solo is not None:
        rnd.shuffle(state.solo.augures)
    my_league = state.players[seat].league if seat in state.players else None
    for league, lg in state.leagues.items():
        if league != my_league:
            rnd.shuffle(lg.reserve)
    for pending in state.pending:
        if pending.kind == "pick_hidden":
            rnd.shuffle(pending.context["order"])
