"""A small position builder for the Epireia rule tests: play the set-up with chosen cities,
administrators and figures, then adjust the position directly (resources, figures on the map, dice)."""

from __future__ import annotations

from engine.core import Action, Event
from engine.epireia import flow, resolution
from engine.epireia.engine import EpireiaEngine
from engine.epireia.seats import SEATS_BY_PLAYERS
from engine.epireia.state import EpireiaOptions, EpireiaState

ENGINE = EpireiaEngine()


def act(state: EpireiaState, seat: str, kind: str, **params: object) -> tuple[EpireiaState, list[Event]]:
    result = ENGINE.apply(state, seat, Action(kind=kind, params=params))
    return result.state, result.events  # type: ignore[return-value]


def new_game(
    players: int = 2,
    cities: dict[str, str] | None = None,
    admins: dict[str, str] | None = None,
    figures: dict[str, str] | None = None,
    seed: int = 1,
    solo_scenario: str | None = None,
    league: str | None = None,
    lone_player_income: bool = False,
) -> EpireiaState:
    """A game just past set-up (turn 1, development), with the given choices (else the first legal)."""
    cities, admins, figures = cities or {}, admins or {}, figures or {}
    options = EpireiaOptions(
        players=players, solo_scenario=solo_scenario, lone_player_income=lone_player_income
    )
    state = ENGINE.create(options, SEATS_BY_PLAYERS[players], seed)
    while state.phase.startswith("setup") or state.pending:
        seat = ENGINE.status(state).waiting_for[0]
        legal = ENGINE.legal_actions(state, seat)
        wanted = {
            "choose_city": ("city", cities.get(seat)),
            "choose_admin": ("admin", admins.get(seat)),
            "choose_start_figure": ("figure", figures.get(seat)),
            "choose_league": ("league", league),
        }
        reserved = set(cities.values()) | set(admins.values())
        action = next((a for a in legal if not reserved & set(map(str, a.params.values()))), legal[0])
        if action.kind in wanted and wanted[action.kind][1] is not None:
            name, value = wanted[action.kind]
            action = Action(kind=action.kind, params={name: value})
        state = ENGINE.apply(state, seat, action).state  # type: ignore[assignment]
    return state


def give(state: EpireiaState, seat: str, **resources: int) -> None:
    state.players[seat].resources.update(resources)


def add_figure(state: EpireiaState, seat: str, figure: str, at: str = "home", moved: bool = True) -> None:
    """Put a figure at `at`; away from home it counts as moved there this turn unless `moved=False`
    (a figure that stood still since an earlier turn)."""
    if figure not in state.players[seat].figures:
        state.players[seat].figures.append(figure)
    state.figure_pos[figure] = at
    if moved and at != "home" and figure not in state.moved:
        state.moved.append(figure)


def force(state: EpireiaState, *dice: int) -> None:
    state.rng.forced.extend(dice)


def resolve(state: EpireiaState) -> list[Event]:
    """Skip to the resolution phase with the figures where the test put them, and run it."""
    state.phase = "resolution"
    resolution.start(state)
    return flow.advance(state)


def kinds(events: list[Event]) -> list[str]:
    return [e.kind for e in events]


def first(events: list[Event], kind: str) -> Event:
    return next(e for e in events if e.kind == kind)


def seats_of(players: int) -> list[str]:
    return list(SEATS_BY_PLAYERS[players])
