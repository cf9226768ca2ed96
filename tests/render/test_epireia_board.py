"""The Epireia player board picture: every seat's board at the start and mid-game, for 2 and 4 players
and solo, seen by any seat or a spectator; the secret starting figure stays secret."""

from __future__ import annotations

import io
from functools import cache

import pytest
from PIL import Image

from engine.epireia.content import load_content
from engine.epireia.state import EpireiaState
from render.epireia import render_board
from render.epireia.samples import ENGINE, moments, play_until

MAX_BYTES = 1_000_000


@cache
def game(players: int) -> dict[str, EpireiaState]:
    return dict(moments(players, seed=1))


@pytest.mark.parametrize("players", [1, 2, 4])
@pytest.mark.parametrize("moment", ["start", "mid"])
def test_every_board_renders_a_valid_picture(players: int, moment: str) -> None:
    state = game(players)[moment]
    viewer = next(iter(state.players))
    view = ENGINE.view(state, viewer)
    for seat in state.players:
        picture = render_board(view, seat)
        image = Image.open(io.BytesIO(picture.data))
        assert image.size == (picture.width, picture.height)
        assert len(picture.data) < MAX_BYTES


def test_alt_text_lists_resources_prestige_buildings_and_figures() -> None:
    state = game(4)["mid"]
    seat = "pelo1"
    player = state.players[seat]
    alt = render_board(ENGINE.view(state, None), seat).alt_text
    content = load_content()
    assert content.city(player.city or "").names.en in alt
    assert f"{player.resources['wheat']} Wheat" in alt
    assert f"Prestige {player.prestige}" in alt
    for slot in player.buildings:
        if content.building(player.city or "", slot).category != "administrator":
            assert content.building(player.city or "", slot).names.en in alt
    for figure in player.figures:
        assert content.figure(figure).names.en in alt


def test_french_board() -> None:
    state = game(2)["mid"]
    alt = render_board(ENGINE.view(state, "delos1"), "pelo1", lang="fr").alt_text
    assert alt.startswith("Plateau de") and "Blé" in alt


def test_a_board_changes_when_a_building_is_built() -> None:
    state = game(2)["mid"]
    seat = "delos1"
    view = ENGINE.view(state, None)
    before = render_board(view, seat)
    free = next(
        b.id
        for b in load_content().buildings_of(state.players[seat].city or "")
        if b.id not in state.players[seat].buildings
    )
    view["players"][seat]["buildings"] = [*view["players"][seat]["buildings"], free]
    assert render_board(view, seat).data != before.data


def test_secret_starting_figure_shows_only_as_chosen() -> None:
    """Set-up VI: each player picks a starting figure in secret. Until everyone has chosen, the other
    seats' picture of that board is the same whichever figure was picked; the chooser sees their own."""
    state = play_until(4, 5, lambda st: st.phase == "setup_figure")
    picks = ENGINE.legal_actions(state, "delos1")
    first = ENGINE.apply(state, "delos1", picks[0]).state
    second = ENGINE.apply(state, "delos1", picks[1]).state
    for viewer in ("delos2", "pelo1", None):
        one = render_board(ENGINE.view(first, viewer), "delos1")
        other = render_board(ENGINE.view(second, viewer), "delos1")
        assert one.data == other.data and one.alt_text == other.alt_text
        assert "chosen" in one.alt_text
    own_first = render_board(ENGINE.view(first, "delos1"), "delos1")
    own_second = render_board(ENGINE.view(second, "delos1"), "delos1")
    assert own_first.data != own_second.data


def test_unknown_seat_is_refused() -> None:
    with pytest.raises(KeyError):
        render_board(ENGINE.view(game(2)["start"], None), "pelo2")
