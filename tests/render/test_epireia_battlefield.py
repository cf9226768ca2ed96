"""The Great Battle picture (rulebook pp.28-30): both battlefields at every reveal step, for 2 and 4 players
and solo, seen by each league and by spectators. Face-down slots never show what lies under them."""

from __future__ import annotations

import io
from functools import cache

import pytest
from PIL import Image

from engine.epireia.battle_score import FRONTS
from engine.epireia.state import EpireiaState
from render.epireia import render_battlefield
from render.epireia.samples import ENGINE, moments, play_until

MAX_BYTES = 1_000_000


@cache
def game(players: int) -> dict[str, EpireiaState]:
    return dict(moments(players, seed=1))


def _planning(players: int) -> EpireiaState:
    return play_until(players, 3, lambda st: st.battle is not None and st.battle.stage == "plan")


@pytest.mark.parametrize("players", [1, 2, 4])
def test_every_battle_moment_renders_for_each_seat_and_spectators(players: int) -> None:
    battle_moments = [(name, st) for name, st in game(players).items() if st.battle is not None]
    assert any(name.startswith("reveal_") for name, _ in battle_moments)
    for _name, state in battle_moments:
        for seat in [*state.players, None]:
            picture = render_battlefield(ENGINE.view(state, seat))
            image = Image.open(io.BytesIO(picture.data))
            assert image.size == (picture.width, picture.height)
            assert len(picture.data) < MAX_BYTES
            assert picture.alt_text.startswith("The Great Battle")


def test_placement_3_is_secret_until_the_reveal() -> None:
    """p.29: each league places in secret. Whatever slot the other league fills, this league's picture
    is byte-for-byte the same; the placing league sees its own token."""
    state = _planning(2)
    places = [a for a in ENGINE.legal_actions(state, "pelo1") if a.kind == "place"]
    slots = {a.params["slot"]: a for a in places}
    assert len(slots) >= 2
    one, other = list(slots.values())[:2]
    first = ENGINE.apply(state, "pelo1", one).state
    second = ENGINE.apply(state, "pelo1", other).state
    for viewer in ("delos1", None):
        assert (
            render_battlefield(ENGINE.view(first, viewer)).data
            == render_battlefield(ENGINE.view(second, viewer)).data
        )
    assert (
        render_battlefield(ENGINE.view(first, "pelo1")).data
        != render_battlefield(ENGINE.view(second, "pelo1")).data
    )


def _without_hidden_tokens(state: EpireiaState, leagues: tuple[str, ...]) -> EpireiaState:
    """A copy where these leagues' not-yet-revealed slots are emptied."""
    altered = state.model_copy(deep=True)
    b = altered.battle
    assert b is not None
    for league in leagues:
        side = b.sides[league]
        for key in list(side.slots):
            front, column, _line = key.split(":")
            if (FRONTS.index(front), int(column)) > (b.front, b.column + 1):
                del side.slots[key]
    return altered


def test_hidden_columns_stay_face_down_after_the_first_reveal() -> None:
    """p.29: the fronts are revealed column by column; what lies in the other league's later columns
    cannot change a picture until they are revealed, while a league still sees its own plan."""
    state = game(2)["reveal_1"]
    assert state.battle is not None and state.battle.stage == "columns"
    for viewer, other in (("delos1", "peloponnese"), ("pelo1", "delos"), (None, "both")):
        leagues = ("delos", "peloponnese") if other == "both" else (other,)
        altered = _without_hidden_tokens(state, leagues)
        assert altered.battle != state.battle  # something was hidden there
        original = render_battlefield(ENGINE.view(state, viewer))
        assert render_battlefield(ENGINE.view(altered, viewer)).data == original.data
    own = _without_hidden_tokens(state, ("delos",))
    assert (
        render_battlefield(ENGINE.view(own, "delos1")).data
        != render_battlefield(ENGINE.view(state, "delos1")).data
    )


def test_alt_text_counts_face_down_slots_and_reports_scores() -> None:
    plan = _planning(2)
    alt = render_battlefield(ENGINE.view(plan, "delos1")).alt_text
    assert "Secret placement" in alt and "18 slots still face down" in alt
    done = game(2)["done"]
    alt = render_battlefield(ENGINE.view(done, None)).alt_text
    assert "Battle over" in alt and "wins" in alt
    assert alt.count("column 3") == 3  # one per front, each with its score


def test_league_partners_see_the_same_plan() -> None:
    """3-4 players: the two members of a league plan together (p.29)."""
    state = _planning(4)
    places = [a for a in ENGINE.legal_actions(state, "delos1") if a.kind == "place"]
    state = ENGINE.apply(state, "delos1", places[0]).state
    one = render_battlefield(ENGINE.view(state, "delos1"))
    two = render_battlefield(ENGINE.view(state, "delos2"))
    assert one.data == two.data


def test_solo_enemy_army_is_face_down_during_the_plan() -> None:
    state = _planning(1)
    alt = render_battlefield(ENGINE.view(state, "solo")).alt_text
    assert "18 slots still face down" in alt


def test_french_battlefield() -> None:
    alt = render_battlefield(ENGINE.view(game(4)["done"], "pelo1"), lang="fr").alt_text
    assert alt.startswith("La Grande Bataille") and "Bataille terminée" in alt


def test_a_view_without_a_battle_is_refused() -> None:
    with pytest.raises(ValueError):
        render_battlefield(ENGINE.view(game(2)["mid"], "delos1"))


def test_a_view_sent_as_json_draws_the_same_picture() -> None:
    """The platform may store or send views as JSON; the pictures must not depend on Python types."""
    import json

    for name in ("reveal_1", "done"):
        view = ENGINE.view(game(4)[name], "pelo2")
        assert render_battlefield(json.loads(json.dumps(view))).data == render_battlefield(view).data
