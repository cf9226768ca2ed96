"""Phase 2, diplomacy (pp.19-21): figures move to Empires, Territories and neutral Cities, with every
limit on who may go where; in solo the enemy figures then move by the d12 table (p.34)."""

from __future__ import annotations

from engine.core import Event, IllegalAction
from engine.epireia import rules
from engine.epireia.effects import action_dump
from engine.epireia.state import EpireiaState


def league_figures_at(state: EpireiaState, league: str, place: str) -> list[str]:
    return [
        f
        for f, pos in state.figure_pos.items()
        if pos == place
        and (owner := state.seat_of_figure(f)) is not None
        and state.players[owner].league == league
    ]


def destinations(state: EpireiaState, seat: str, figure: str) -> list[str]:
    """Every place this figure may go now."""
    c = rules.content()
    fig = rules.figure(figure)
    here = state.figure_pos.get(figure)
    league = state.players[seat].league
    team_sized = len(state.leagues[league].members) > 1
    out = []

    def sea_ok(sea_only: bool) -> bool:
        return not sea_only or (fig.sea and not rules.move_forbidden(state, seat, "sea"))

    if not rules.move_forbidden(state, seat, "empire"):
        for e in c.map.empires:
            place = f"empire:{e.id}"
            if place == here or not sea_ok(e.sea_only):
                continue
            mine = [f for f in state.players[seat].figures if state.figure_pos.get(f) == place]
            team = league_figures_at(state, league, place) if team_sized else []
            if not mine and not team:  # one figure per city (per league at 3-4 players) per Empire
                out.append(place)
    if not rules.move_forbidden(state, seat, "territory"):
        for t in c.map.territories:
            place = f"territory:{t.id}"
            if place == here or not sea_ok(t.sea_only):
                continue
            owner = state.territory_owner.get(t.id)
            if owner in state.players and owner != seat and state.players[owner].league == league:
                continue  # a teammate's Territory cannot be taken (p.25)
            out.append(place)
    if not state.is_solo() and not rules.move_forbidden(state, seat, "neutral_city"):
        for city in state.neutral_cities:
            place = f"neutral:{city}"
            if place == here or state.neutral_allegiance.get(city) == league:
                continue
            mine = [f for f in state.players[seat].figures if state.figure_pos.get(f) == place]
            team = league_figures_at(state, league, place) if team_sized else []
            if not mine and not team:
                out.append(place)
    return out


def legal(state: EpireiaState, seat: str) -> list[dict]:
    out = []
    for figure in state.players[seat].figures:
        if figure in state.moved:
            continue
        out += [action_dump("move", figure=figure, to=place) for place in destinations(state, seat, figure)]
    return [*out, action_dump("end_diplomacy")]


def move(state: EpireiaState, seat: str, figure: object, place: object) -> list[Event]:
    if not isinstance(figure, str) or figure not in state.players[seat].figures:
        raise IllegalAction("epireia.error.not_your_figure", figure=str(figure))
    if figure in state.moved:
        raise IllegalAction("epireia.error.figure_already_moved", figure=figure)
    if not isinstance(place, str) or place not in destinations(state, seat, figure):
        raise IllegalAction("epireia.error.bad_destination", figure=figure, place=str(place))
    state.figure_pos[figure] = place
    state.moved.append(figure)
    state.visit_order.append(f"{seat}|{place}")
    return [Event(kind="moved", params={"seat": seat, "figure": figure, "to": place})]


def move_enemies(state: EpireiaState) -> list[Event]:
    """Solo (p.34): a d12 per enemy figure on the destination table; two enemies never share a place
    (reroll until the result is new)."""
    assert state.solo is not None
    table = {d.roll: d.destination for d in rules.content().map.solo_destinations}
    territories = {t.id for t in rules.content().map.territories}
    taken: set[str] = set()
    events = []
    for figure in state.solo.enemy_figures:
        while True:
            roll = state.rng.d12()
            dest = table[roll]
            if dest not in taken:
                break
        taken.add(dest)
        place = f"territory:{dest}" if dest in territories else f"empire:{dest}"
        state.figure_pos[figure] = place
        events.append(Event(kind="enemy_moved", params={"figure": figure, "roll": roll, "to": place}))
    return events
