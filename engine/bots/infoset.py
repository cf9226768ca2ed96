"""The information set of a seat: what it may know, and full states sampled consistently with it.

`mask(engine, state, seat)` returns a copy of the state in which every fact hidden from the seat is
replaced by a canonical placeholder that depends only on what the seat can know (its view and the public
record). Two states the seat cannot tell apart give the same masked state, so whatever the search does
afterwards cannot depend on the hidden facts: that is the no-peeking guarantee, tested directly.
`determinize(masked, seat, rnd)` then samples one full state of that information set.

Hidden facts per title:
- both: the dice to come (the seed in the state): reseeded from the bot's own seed.
- Syracuse: the opponent's stratagem hand and the bowl (one unseen pool; the hand's size is public).
- Epireia (details in docs/bots.md, "The information set"):
  - the scenario decks' order;
  - the solo Augure deck: only its size is shown, so its cards are any of the Augures not yet revealed
    (the deck is a draw from those at set-up, the rest left out);
  - another seat's secret starting figure until every seat has chosen (it chooses again in the search);
  - another league's token identities: its reserve shows only each token's face (unit, level), and
    which token of that face it is could be any token of that face the seat does not see: those left in
    the pile of that face (except the ones the supply shows by name) or in that league's reserve and
    battle side. They are pooled per face and dealt again;
  - the order of every pile (taking "the top one" takes a random one of a sample);
  - another league's battle plan: before the reveal all of it (its tokens and figures go back to it
    unplaced and it plans again inside the search), after it the columns not yet revealed (its tokens
    there go back to it and are placed at random in those columns);
  - another league's proposal, the order of face-down tokens to pick from.
"""

from __future__ import annotations

import copy
import random
from typing import Any

from engine.core import GameEngine, GameState, RngState
from engine.epireia import rules as epireia_rules
from engine.epireia.battle import open_slots
from engine.epireia.views import revealed_slot

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


def _rival_leagues(state: Any, seat: str) -> list[str]:
    """The leagues with players other than the seat's (the solo enemy's army is printed on its card)."""
    mine = state.players[seat].league if seat in state.players else None
    return [lg for lg, league in state.leagues.items() if lg != mine and league.members]


def _face(token_id: str) -> tuple[str, int]:
    tok = epireia_rules.token(token_id)
    return tok.unit, tok.level


def _token_places(
    state: Any, seat: str
) -> dict[tuple[str, int], tuple[list[tuple[list[str], int]], list[tuple[list[str], int]], set[tuple]]]:
    """Per face, the places (list, index) of the tokens whose identity the seat cannot tell: another
    league's reserve and hidden battle tokens, then the pile of that face but for the tokens the supply
    shows by name, and the profiles the supply shows (a pile holds no other). On a masked state the hidden
    battle tokens are all in `available`."""
    places: dict[tuple[str, int], tuple[list, list, set[tuple]]] = {}
    for league in _rival_leagues(state, seat):
        reserve = state.leagues[league].reserve
        hidden_battle = state.battle.sides[league].available if state.battle is not None else []
        for tokens in (reserve, hidden_battle):
            for i, t in enumerate(tokens):
                places.setdefault(_face(t), ([], [], set()))[0].append((tokens, i))
    for pile in state.piles.values():
        if not pile or _face(pile[0]) not in places:  # a pile only mixes with tokens of its face
            continue
        shown = epireia_rules.distinct_tokens(pile)
        _, in_pile, profiles = places[_face(pile[0])]
        in_pile += [(pile, i) for i, t in enumerate(pile) if t not in shown]
        profiles.update(epireia_rules.token_profile(t) for t in shown)
    return places


def _deal_tokens(state: Any, seat: str, rnd: random.Random | None) -> None:
    """Deal each face's unseen tokens again over their places, sorted (the mask) or shuffled (a sample),
    a pile receiving only tokens of the profiles it shows: the others go to the league first."""
    for league_spots, pile_spots, profiles in _token_places(state, seat).values():
        pool = [tokens[i] for tokens, i in league_spots + pile_spots]
        if rnd is None:
            pool.sort()
        else:
            rnd.shuffle(pool)
        outside = [t for t in pool if epireia_rules.token_profile(t) not in profiles]
        pool = outside + [t for t in pool if epireia_rules.token_profile(t) in profiles]
        spots = league_spots + pile_spots
        if rnd is not None:  # the tokens that must be the league's, at random places of it
            rnd.shuffle(league_spots)
            spots = league_spots + pile_spots
        for (tokens, i), t in zip(spots, pool, strict=True):
            tokens[i] = t


def _mask_epireia(state: Any, seat: str) -> None:
    my_league = state.players[seat].league if seat in state.players else None
    for act, deck in state.scenario.decks.items():
        state.scenario.decks[act] = sorted(deck)
    if state.solo is not None:  # any of the Augures not yet revealed: the first ones, canonically
        state.solo.augures = _unrevealed_augures(state)[: len(state.solo.augures)]
    if not all(p.start_figure for p in state.players.values()):
        for other_seat, player in state.players.items():
            if other_seat != seat:
                player.start_figure = None  # secret until every seat has chosen: chosen again in the search
    battle = state.battle
    if battle is not None and battle.stage != "done":
        for league in _rival_leagues(state, seat):
            side = battle.sides[league]
            hidden = [k for k in side.slots if not revealed_slot(state, k)]
            side.available = sorted(side.available + [side.slots.pop(k) for k in hidden])
            if battle.stage == "plan":  # the whole plan is secret: the rival plans again in the search
                side.figures = {}
                side.ready = False
                side.ready_proposed_by = None
    shown = {key: epireia_rules.distinct_tokens(pile) for key, pile in state.piles.items()}
    _deal_tokens(state, seat, None)
    for key, pile in state.piles.items():  # the names the supply shows stay in front
        state.piles[key] = shown[key] + sorted(t for t in pile if t not in set(shown[key]))
    for pending in state.pending:
        if pending.kind == "pick_hidden":  # face-down tokens: which index hides which is unknown
            pending.context["order"] = sorted(pending.context["order"])
    # another league's private decisions and pending choices are not the seat's to know
    if state.league_decision is not None and state.league_decision.league != my_league:
        state.league_decision.proposal = None
        state.league_decision.proposed_by = None


def _unrevealed_augures(state: Any) -> list[str]:
    revealed = set(state.solo.revealed)
    return sorted(a.id for a in epireia_rules.content().augures if a.id not in revealed)


def _sample_epireia(state: Any, seat: str, rnd: random.Random) -> None:
    for deck in state.scenario.decks.values():
        rnd.shuffle(deck)
    if state.solo is not None:
        state.solo.augures = rnd.sample(_unrevealed_augures(state), len(state.solo.augures))
    _deal_tokens(state, seat, rnd)
    for pile in state.piles.values():
        rnd.shuffle(pile)
    battle = state.battle
    if battle is not None and battle.stage == "columns":
        for league in _rival_leagues(state, seat):
            _redeal_columns(state, league, rnd)
    for pending in state.pending:
        if pending.kind == "pick_hidden":
            rnd.shuffle(pending.context["order"])


def _redeal_columns(state: Any, league: str, rnd: random.Random) -> None:
    """Place the league's hidden tokens at random in the columns still face down (first lines first, as
    the placement rule wants a first-line token before a second-line one)."""
    side = state.battle.sides[league]
    tokens = side.available
    rnd.shuffle(tokens)
    kept = []
    for token_id in tokens:
        free = [s for s in open_slots(state, league, _face(token_id)[0]) if not revealed_slot(state, s)]
        if free:
            side.slots[free[rnd.randrange(len(free))]] = token_id
        else:
            kept.append(token_id)
    side.available = kept
