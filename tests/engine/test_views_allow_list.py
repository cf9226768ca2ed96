"""Views list what may be shown: a field added to a state is private until it is declared public."""

from __future__ import annotations

import json

from engine.epireia.seats import SEATS_BY_PLAYERS
from engine.epireia.state import PlayerState
from engine.registry import get_engine

PROBE = "probe-4f1c-not-for-your-eyes"


def test_a_new_syracuse_state_field_reaches_no_view() -> None:
    engine = get_engine("syracuse")
    state = engine.create(engine.parse_options({}), ["athens", "syracuse"], seed=3)

    class GrownState(type(state)):  # type: ignore[misc]
        new_secret: str = PROBE

    later = GrownState.model_validate(state.model_dump())
    for seat in (None, "athens", "syracuse"):
        assert PROBE not in json.dumps(engine.view(later, seat))


def test_a_new_epireia_player_field_reaches_no_view() -> None:
    engine = get_engine("epireia")
    state = engine.create(engine.parse_options({"players": 2}), list(SEATS_BY_PLAYERS[2]), seed=3)

    class GrownPlayer(PlayerState):
        new_secret: str = PROBE

    for seat, player in list(state.players.items()):
        state.players[seat] = GrownPlayer.model_validate(player.model_dump())
    for seat in (None, *state.players):
        assert PROBE not in json.dumps(engine.view(state, seat))
