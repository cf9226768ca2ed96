"""A close-up of the zones of a move or a combat: drawn larger, from the public view."""

from __future__ import annotations

import asyncio
from types import SimpleNamespace
from typing import Any

import pytest

from agora.discord.closeup import closeup_focus, closeup_image
from engine.core import Event
from render.syracuse import render_closeup, render_map
from render.syracuse.viewport import closeup_key, full_viewport, zoom_viewport


def test_a_closeup_draws_its_zones_larger_than_the_full_map(start_view: dict[str, Any]) -> None:
    out = render_closeup(start_view, ["T24", "T25"], highlight=["T24"])
    assert out.content_type == "image/png" and len(out.data) < 1_000_000
    vp = zoom_viewport(closeup_key(["T24", "T25"]))
    assert vp.scale > 2 * full_viewport().scale
    assert "Close-up: T24, T25" in out.alt_text
    assert "Gros plan" in render_closeup(start_view, ["T24"], lang="fr").alt_text


def test_a_closeup_of_an_unknown_zone_is_refused(start_view: dict[str, Any]) -> None:
    with pytest.raises(ValueError, match="T99"):
        render_closeup(start_view, ["T24", "T99"])
    with pytest.raises(ValueError):
        render_closeup(start_view, [])


def test_a_closeup_shows_no_hidden_information(engine: Any, start_state: Any) -> None:
    spectator = render_closeup(engine.view(start_state, None), ["T24"])
    for seat in ("athens", "syracuse"):
        assert render_closeup(engine.view(start_state, seat), ["T24"]).data == spectator.data


def test_combat_zones_are_read_from_public_combat_events() -> None:
    events = [
        Event(kind="zone_activated", params={"zone": "T21"}),
        Event(kind="combat_result", params={"zone": "T24"}),
        Event(kind="combat_result", params={"zone": "T24"}),
        Event(kind="combat_result", params={"zone": "T9"}, audience=["athens"]),
    ]
    assert closeup_focus("syracuse", events) == ["T24"]
    assert closeup_focus("epireia", events) == []  # a title without close-ups


def stop(origin: str, zone: str, moved: bool = True, audience: list[str] | None = None) -> Event:
    params = {"side": "athenian", "zone": zone, "fort": False, "origin": origin, "moved": moved}
    return Event(kind="group_stops", params=params, audience=audience)


def test_a_completed_move_shows_the_zone_left_and_the_zone_entered() -> None:
    assert closeup_focus("syracuse", [stop("T24", "T20")]) == ["T24", "T20"]
    assert closeup_focus("syracuse", [stop("T14", "T14")]) == ["T14"]  # into its own zone's fort
    assert closeup_focus("syracuse", [stop("T14", "T14", moved=False)]) == []  # stopped where it formed
    assert closeup_focus("syracuse", [stop("T24", "T20", audience=["athens"])]) == []  # public only
    combat = Event(kind="combat_result", params={"zone": "T9"})
    assert closeup_focus("syracuse", [stop("T24", "T20"), combat]) == ["T9"]  # a combat comes first


def test_the_stop_alone_tells_where_the_move_set_out_from() -> None:
    """Nothing is remembered between the actions of a move: after a restart (or with the first steps
    taken by another process) the stop's own events still give the close-up of the whole move."""
    from engine.registry import get_engine
    from tests.e2e.syracuse_support import SEATS
    from tests.e2e.test_needs_syracuse_e2e import MOVER_SEED
    from tests.e2e.test_words_automatic_e2e import to_completed_move

    engine = get_engine("syracuse")
    log, origin, end = to_completed_move(2)  # the origin read from the move's first step
    assert origin != end
    state = engine.create(engine.options_model(), SEATS, MOVER_SEED)
    for seat, action in log[:-1]:
        state = engine.apply(state, seat, action).state
    seat, action = log[-1]
    events = engine.apply(state, seat, action).events
    assert closeup_focus("syracuse", events) == [origin, end]


def test_the_closeup_is_drawn_from_the_spectators_view(engine: Any, start_state: Any) -> None:
    asked: list[Any] = []

    def view_for(game: Any, seat: Any) -> dict[str, Any]:
        asked.append(seat)
        return engine.view(start_state, seat)

    screens = SimpleNamespace(service=SimpleNamespace(view_for=view_for))
    game = SimpleNamespace(title="syracuse", language="fr")
    image = asyncio.run(closeup_image(screens, game, ["T24"]))  # type: ignore[arg-type]
    assert image is not None and image.filename.startswith("syracuse-closeup-T24")
    assert asked == [None]
    public = render_closeup(engine.view(start_state, None), ["T24"], lang="fr", highlight=["T24"])
    assert image.data == public.data
    assert asyncio.run(closeup_image(screens, game, ["CATANE"])) is None  # off the map: no close-up
    epireia = SimpleNamespace(title="epireia", language="en")
    assert asyncio.run(closeup_image(screens, epireia, ["T24"])) is None  # type: ignore[arg-type]
    assert render_map(engine.view(start_state, None)).width > 0


@pytest.mark.parametrize("zones", [["T16"], ["T24", "T25"], ["M9", "T11"], ["M1", "M10"]])
def test_a_closeups_layer_cut_from_the_master_shows_what_drawing_it_shows(zones: list[str]) -> None:
    """Close-ups are cut from one master layer of the board (render/syracuse/base.py): the same area,
    the same colours as drawing the zones' layer itself, to within line widths. (Cut 10 board units
    to the side, three of these four fail.)"""
    from PIL import Image, ImageChops, ImageStat

    from render.syracuse.base import _draw_base, base_layer

    def difference(a: Image.Image, b: Image.Image) -> float:  # mean per channel, of 255
        return max(ImageStat.Stat(ImageChops.difference(a, b)).mean)

    key = closeup_key(zones)
    cut, drawn = base_layer(key), _draw_base(zoom_viewport(key))
    assert cut.size == drawn.size
    assert difference(cut, drawn) < 6  # pixel by pixel: line widths differ a little
    blocks = (cut.width // 16, cut.height // 16)  # 16-pixel blocks: the same things in the same places
    box = Image.Resampling.BOX
    assert difference(cut.resize(blocks, box), drawn.resize(blocks, box)) < 2


def test_the_closeups_master_put_together_from_bands_drawn_ahead_is_the_master_drawn_whole() -> None:
    """The bot draws the master band by band while its pictures are idle (cogs/syracuse.py): put
    together, the same pixels as drawn in one go; the bands are let go once used, and none is drawn
    once the master is there (a close-up came first)."""
    from PIL import ImageChops

    from render.syracuse.base import MASTER_BANDS, closeup_master, draw_master_band, master_bands_ahead

    closeup_master.cache_clear()  # type: ignore[attr-defined]  # the layers' cache: redrawn on demand
    whole = closeup_master().copy()
    draw_master_band(0)
    assert master_bands_ahead() == 0, "the master is there already: no band drawn for nothing"
    closeup_master.cache_clear()  # type: ignore[attr-defined]
    for index in range(MASTER_BANDS):
        draw_master_band(index)
    assert master_bands_ahead() == MASTER_BANDS
    assembled = closeup_master()
    assert ImageChops.difference(assembled, whole).getbbox() is None, "pixel for pixel the same"
    assert master_bands_ahead() == 0, "the bands are let go once put together"
