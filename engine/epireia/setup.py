"""Set-up (pp.7-11; solo pp.31-33): league (solo), cities and administrators in the printed order,
neutral Cities' tokens, starting resources, and the secret simultaneous choice of the starting figure."""

from __future__ import annotations

from engine.core import Event, IllegalAction, RngState
from engine.core.turns import TurnOrder
from engine.epireia import rules
from engine.epireia.effects import action_dump, enter_figure
from engine.epireia.flow import start_game
from engine.epireia.scenarios import set_up_decks
from engine.epireia.seats import SEATS_BY_PLAYERS, choice_order, league_of
from engine.epireia.state import (
    LEAGUES,
    EpireiaOptions,
    EpireiaState,
    LeagueState,
    PlayerState,
    SoloState,
)


def create(options: EpireiaOptions, seats: list[str], seed: int, title: str) -> EpireiaState:
    expected = SEATS_BY_PLAYERS[options.players]
    if sorted(seats) != sorted(expected):
        raise IllegalAction("epireia.error.bad_seats", expected=", ".join(expected))
    c = rules.content()
    rng = RngState(seed=seed)
    solo = options.players == 1
    players = {s: PlayerState(seat=s, league="delos" if solo else league_of(s)) for s in expected}
    leagues = {lg: LeagueState(members=[s for s in expected if players[s].league == lg]) for lg in LEAGUES}
    piles = {}
    for unit in ("hoplites", "triremes", "cavalry"):
        for level in (1, 2):
            ids = [t.id for t in c.tokens_of(unit, level)]
            rng.shuffle(ids)
            piles[rules.pile_key(unit, level)] = ids
    state = EpireiaState(
        title=title,
        seats=list(expected),
        options=options.model_dump(),
        rng=rng,
        players=players,
        leagues=leagues,
        piles=piles,
        phase="setup_city",
        turns=TurnOrder(order=choice_order(expected)),
    )
    if solo:
        _create_solo(state, options)
    else:
        set_up_decks(state)
    return state


def _create_solo(state: EpireiaState, options: EpireiaOptions) -> None:
    """Solo (pp.31-33): the scenario imposes the City, enemy figures and army; the Augure deck holds one
    card per turn (two for La guerre de Corinthe)."""
    c = rules.content()
    scenario_id = options.solo_scenario or c.solo_scenarios[0].id
    try:
        card = c.scenario(scenario_id)
    except KeyError:
        raise IllegalAction("epireia.error.unknown_scenario", scenario=str(scenario_id)) from None
    if not hasattr(card, "turns"):
        raise IllegalAction("epireia.error.unknown_scenario", scenario=str(scenario_id))
    augures = [a.id for a in c.augures]
    state.rng.shuffle(augures)
    forbidden = [
        e.administrator for e in card.constraints if e.effect == "forbid_administrator" and e.administrator
    ]
    state.solo = SoloState(
        scenario=card.id,
        turn_limit=card.turns,
        augures=augures[: card.turns * card.augures_per_turn],
        enemy_figures=list(card.enemy_figures),
        enemy_city_of={f: c.figure(f).city for f in card.enemy_figures},
        forbidden_admins=forbidden,
    )
    for f in card.enemy_figures:
        state.figure_pos[f] = "home"
    for placement in card.enemy_army:  # the enemy army is preset, out of the supply (p.33)
        for pile in state.piles.values():
            if placement.token in pile:
                pile.remove(placement.token)
    player = state.players["solo"]
    player.city = card.city
    lock = c.city(card.city).league_lock
    if lock is not None:
        _set_solo_league(state, lock)
        _start_admin_phase(state)
    else:
        state.phase = "setup_league"
        state.turns = TurnOrder(order=["solo"])


def legal(state: EpireiaState, seat: str) -> list[dict]:
    c = rules.content()
    if state.phase == "setup_league":
        return [action_dump("choose_league", league=lg) for lg in LEAGUES]
    if state.phase == "setup_city":
        taken = {p.city for p in state.players.values()}
        league = state.players[seat].league
        return [
            action_dump("choose_city", city=city.id)
            for city in c.cities
            if city.id not in taken and city.league_lock in (None, league)
        ]
    if state.phase == "setup_admin":
        taken = {p.admin for p in state.players.values()}
        barred = set(state.solo.forbidden_admins) if state.solo else set()
        return [
            action_dump("choose_admin", admin=a.id) for a in c.administrators if a.id not in taken | barred
        ]
    if state.phase == "setup_figure" and state.players[seat].start_figure is None:
        return [
            action_dump("choose_start_figure", figure=f.id) for f in c.figures_of(rules.city_of(state, seat))
        ]
    return []


def apply(state: EpireiaState, seat: str, kind: str, params: dict) -> list[Event]:
    rules.require_legal(legal(state, seat), kind, params)
    if kind == "choose_league":
        _set_solo_league(state, params["league"])
        _start_admin_phase(state)
        return [Event(kind="league_chosen", params={"seat": seat, "league": params["league"]})]
    if kind == "choose_city":
        state.players[seat].city = params["city"]
        events = [Event(kind="city_chosen", params={"seat": seat, "city": params["city"]})]
        if state.turns.pass_turn() is None:
            events += _finish_cities(state)
        return events
    if kind == "choose_admin":
        state.players[seat].admin = params["admin"]
        events = [Event(kind="admin_chosen", params={"seat": seat, "admin": params["admin"]})]
        if state.turns.pass_turn() is None:
            state.phase = "setup_figure"
        return events
    # the starting figure: secret until every seat has chosen (p.11)
    state.players[seat].start_figure = params["figure"]
    events = [
        Event(kind="start_figure_chosen", params={"seat": seat}),
        Event(kind="start_figure_secret", params={"figure": params["figure"]}, audience=[seat]),
    ]
    if all(p.start_figure for p in state.players.values()):
        events += _reveal_start_figures(state)
    return events


def _set_solo_league(state: EpireiaState, league: str) -> None:
    state.players["solo"].league = league
    state.leagues = {lg: LeagueState(members=["solo"] if lg == league else []) for lg in LEAGUES}


def _finish_cities(state: EpireiaState) -> list[Event]:
    """Neutral Cities get a random token of their pile (p.8); starting resources (p.9)."""
    c = rules.content()
    played = {p.city for p in state.players.values()}
    state.neutral_cities = [city.id for city in c.cities if city.id not in played]
    for city in state.neutral_cities:
        grant = c.city(city).neutral.reserved_token
        pile = state.piles[rules.pile_key(grant.unit, grant.level)]
        if pile:
            state.neutral_tokens[city] = pile.pop(state.rng.below(len(pile)))
    _start_admin_phase(state)
    return [Event(kind="neutral_cities_set", params={"cities": list(state.neutral_cities)})]


def _start_admin_phase(state: EpireiaState) -> None:
    r = rules.content().rules
    for seat, player in state.players.items():
        lone = rules.is_lone_player(state, seat)
        start = r.lone_peloponnesian_starting_resources if lone else r.starting_resources
        player.resources = start.as_dict()
    state.phase = "setup_admin"
    state.turns = TurnOrder(order=choice_order(list(state.players)))


def _reveal_start_figures(state: EpireiaState) -> list[Event]:
    events = [
        Event(kind="start_figures_revealed", params={s: p.start_figure for s, p in state.players.items()})
    ]
    for seat, player in state.players.items():
        assert player.start_figure is not None
        events += enter_figure(state, seat, player.start_figure)  # Thémistocle picks his token now
    return events + start_game(state)
