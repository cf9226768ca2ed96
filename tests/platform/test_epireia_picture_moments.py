"""The Epireia map goes out once per phase per game: a later version of the same phase has no picture,
and a second game at the same phase, with the same players, still gets its own."""

from __future__ import annotations

from agora.presenters import presenter_for
from agora.presenters.base import TableContext
from render.epireia.samples import ENGINE, moments


def _mid_game() -> tuple[dict, object]:
    state = next(state for moment, state in moments(2) if moment == "mid")
    return ENGINE.view(state, None), ENGINE.status(state)


def test_the_map_goes_out_once_per_phase_of_each_game() -> None:
    presenter = presenter_for("epireia")
    view, status = _mid_game()  # (game ids no other test uses: the presenter is shared)
    names = {seat: seat for seat in view["players"]}
    first = TableContext("epireia", "en", names, game_id=900_000_001)
    other_table = TableContext("epireia", "en", names, game_id=900_000_002)
    assert presenter.public_summary(first, view, status).image is not None
    assert presenter.public_summary(first, view, status).image is None  # same game, same phase
    assert presenter.public_summary(other_table, view, status).image is not None
