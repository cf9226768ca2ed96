"""The Epireia map picture: valid, small images at every moment, for players and spectators, in both
languages, with an alt text that says what the picture shows."""

from __future__ import annotations

import copy
import io
from functools import cache

import pytest
from PIL import Image

from engine.epireia.content import load_content
from engine.epireia.state import EpireiaState
from render.epireia import map as map_module
from render.epireia import render_map
from render.epireia.samples import ENGINE, moments, play_until

MAX_BYTES = 1_000_000


@cache
def game(players: int) -> dict[str, EpireiaState]:
    return dict(moments(players, seed=1))


def _open(data: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(data))
    image.load()
    return image


@pytest.mark.parametrize("players", [1, 2, 4])
@pytest.mark.parametrize("moment", ["start", "mid", "done"])
def test_map_renders_a_valid_picture_under_the_size_limit(players: int, moment: str) -> None:
    state = game(players)[moment]
    seat = next(iter(state.players))
    picture = render_map(ENGINE.view(state, seat))
    image = _open(picture.data)
    assert (image.width, image.height) == (picture.width, picture.height)
    assert picture.content_type == "image/png" and picture.filename.endswith(".png")
    assert len(picture.data) < MAX_BYTES
    assert picture.alt_text.startswith("Map of Greece")


def test_spectator_view_renders_and_names_the_leagues() -> None:
    picture = render_map(ENGINE.view(game(4)["mid"], None))
    assert "Delian League" in picture.alt_text and "Peloponnesian League" in picture.alt_text


def test_alt_text_summarises_turn_scenario_territories_and_figures() -> None:
    state = game(4)["mid"]
    view = ENGINE.view(state, "delos1")
    alt = render_map(view).alt_text
    assert f"Turn {state.turn}" in alt
    card = load_content().scenario(state.scenario.current or "")
    assert f"Scenario: {card.names.en}" in alt
    content = load_content()
    assert view["map"]["territory_owner"]
    for territory in view["map"]["territory_owner"]:
        assert content.territory(territory).names.en in alt
    away = [f for f, where in view["map"]["figures"].items() if where != "home"]
    assert away and "Figures away" in alt


def test_french_map_uses_the_rulebook_names() -> None:
    picture = render_map(ENGINE.view(game(2)["mid"], "delos1"), lang="fr")
    assert picture.alt_text.startswith("Carte de la Grèce")
    assert "Tour" in picture.alt_text


def test_highlight_rings_a_place_and_changes_the_picture() -> None:
    view = ENGINE.view(game(2)["mid"], "delos1")
    plain = render_map(view)
    marked = render_map(view, highlight=["persia", "ionia", "athens"])
    assert plain.data != marked.data
    assert plain.alt_text == marked.alt_text


def test_solo_map_shows_the_solo_card_and_turn_limit() -> None:
    state = game(1)["mid"]
    alt = render_map(ENGINE.view(state, "solo")).alt_text
    assert state.solo is not None
    assert f"Turn {state.turn}/{state.solo.turn_limit}" in alt
    assert "Augure" in alt


def test_secret_starting_figure_does_not_change_another_seat_s_map() -> None:
    """Set-up VI: the starting figure is chosen in secret; until all have chosen, another seat's
    picture is the same whichever figure was picked."""
    state = play_until(2, 5, lambda st: st.phase == "setup_figure")
    picks = ENGINE.legal_actions(state, "delos1")
    first = ENGINE.apply(state, "delos1", picks[0]).state
    second = ENGINE.apply(state, "delos1", picks[1]).state
    for seat in ("pelo1", None):
        assert render_map(ENGINE.view(first, seat)).data == render_map(ENGINE.view(second, seat)).data


def test_player_names_label_the_seats() -> None:
    view = ENGINE.view(game(2)["mid"], "delos1")
    alt = render_map(view, player_names={"delos1": "Alice", "pelo1": "Zoé"}).alt_text
    assert "Delian League (Alice)" in alt and "Peloponnesian League (Zoé)" in alt


def test_solo_enemy_figures_and_enemy_held_territories_are_drawn() -> None:
    """Solo (p.34): the scenario's enemy figures move on the map and may take Territories."""
    state = dict(moments(1, 2, "first_peloponnesian_war"))["mid"].model_copy(deep=True)
    state.territory_owner["chalcidice"] = "enemy:sparta"  # as the enemy's conflict win records it
    alt = render_map(ENGINE.view(state, "solo")).alt_text
    assert "Enemy figures: Leonidas I (Sparta), Timoleon (Corinth)" in alt
    assert "Chalcidice (Sparta)" in alt


def _fresh(view: dict, **options: object) -> bytes:
    """The picture drawn with no map part kept."""
    map_module.forget_map_parts()
    return render_map(view, **options).data


def test_a_new_phase_over_the_same_map_reuses_the_map_part_and_draws_the_same_picture() -> None:
    view = ENGINE.view(game(2)["mid"], None)
    render_map(view)
    later = copy.deepcopy(view) | {"phase": "diplomacy" if view["phase"] != "diplomacy" else "development"}
    hits = map_module._map_part.cache_info().hits
    kept = render_map(later).data
    assert map_module._map_part.cache_info().hits == hits + 1  # only the panel was drawn
    assert kept == _fresh(later) and kept != _fresh(view)


def _moved_figure(view: dict) -> dict:
    changed = copy.deepcopy(view)
    figure = next(iter(changed["map"]["figures"]))
    places = sorted(set(changed["map"]["territory_owner"]) - {changed["map"]["figures"][figure]})
    changed["map"]["figures"][figure] = f"territory:{places[0]}"
    return changed


def _new_owner(view: dict) -> dict:
    changed = copy.deepcopy(view)
    territory = sorted(changed["map"]["territory_owner"])[0]
    seats = sorted(changed["players"])
    owner = changed["map"]["territory_owner"][territory]
    changed["map"]["territory_owner"][territory] = seats[1] if owner == seats[0] else seats[0]
    return changed


@pytest.mark.parametrize(
    ("change", "options"),
    [
        (_moved_figure, {}),
        (_new_owner, {}),
        (lambda v: v, {"highlight": ["athens"]}),
        (lambda v: v, {"player_names": {"delos1": "Alice", "pelo1": "Bob"}}),
        (lambda v: v, {"lang": "fr"}),
    ],
    ids=["figure moved", "territory taken", "highlight", "player names", "language"],
)
def test_whatever_the_map_shows_draws_a_new_map_part(change, options) -> None:
    """A kept map part serves only the same map: a moved figure, a territory changing hands, a ring, the
    players' names or the language each give the picture drawn afresh, not the kept one."""
    view = ENGINE.view(game(2)["mid"], None)
    kept = render_map(view).data
    changed = change(view)
    picture = render_map(changed, **options).data
    assert picture != kept
    assert picture == _fresh(changed, **options)
