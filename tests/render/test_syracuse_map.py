"""The Syracuse map picture, drawn from views: valid PNGs under the size limit, alt text, highlight, zoom,
languages, and no trace of a secret hand."""

from __future__ import annotations

import io
import json
from typing import Any

import pytest
from PIL import Image, ImageChops

from engine.syracuse.content.loader import load_map
from engine.syracuse.engine import SyracuseEngine, SyracuseOptions
from i18n import has, t
from render.syracuse import render_map, zoom_group_ids
from render.syracuse.layout import LAYOUT_FILE, Layout
from render.syracuse.viewport import full_viewport, zoom_viewport

MAX_BYTES = 1_000_000


def _picture(data: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(data))
    image.verify()  # a complete, uncorrupted file
    return Image.open(io.BytesIO(data)).convert("RGB")


@pytest.mark.parametrize("scenario", ["historical", "historical_variant", "what_if_alcibiades"])
def test_the_start_of_every_scenario_renders(engine: SyracuseEngine, scenario: str) -> None:
    state = engine.create(SyracuseOptions(scenario=scenario), ["athens", "syracuse"], 3)
    out = render_map(engine.view(state, "syracuse"))
    assert out.content_type == "image/png" and out.filename.endswith(".png")
    assert len(out.data) < MAX_BYTES
    assert _picture(out.data).size == (out.width, out.height)


def test_a_mid_game_position_renders(mid_view: dict[str, Any]) -> None:
    out = render_map(mid_view, highlight=["T13"])
    assert out.content_type == "image/png" and len(out.data) < MAX_BYTES
    assert f"turn {mid_view['turn']} of" in out.alt_text
    assert _picture(out.data).size == (out.width, out.height)


def test_alt_text_gives_turn_season_and_tracks(start_view: dict[str, Any]) -> None:
    english = render_map(start_view, lang="en").alt_text
    assert "turn 1 of 9" in english and "autumn 415 BC" in english
    assert f"{start_view['ap']['athenian']} AP" in english and "Advantage: Athens" in english
    french = render_map(start_view, lang="fr").alt_text
    assert "tour 1 sur 9" in french and "automne 415 av. J.-C." in french


def test_a_spectator_sees_the_same_picture_as_the_players(engine: SyracuseEngine, start_state: Any) -> None:
    """The hand is in the player's view only; nothing of it may reach the picture or its description."""
    athens_view = engine.view(start_state, "athens")
    assert athens_view["hand"]  # the player's view does hold a hand...
    spectator = render_map(engine.view(start_state, None))
    for seat in ("athens", "syracuse"):
        player = render_map(engine.view(start_state, seat))
        assert player.data == spectator.data and player.alt_text == spectator.alt_text
    for held in athens_view["hand"]:
        assert held["counter"] not in spectator.alt_text
        for number in held["faces"]:
            assert not number or f"S{number}" not in spectator.alt_text
    assert "stratagems in hand: 2" in spectator.alt_text  # ...only its size is public


def test_highlighted_zones_are_outlined(start_view: dict[str, Any]) -> None:
    plain = _picture(render_map(start_view).data)
    lit = render_map(start_view, highlight=["T8"])
    assert "T8" in lit.alt_text
    changed = ImageChops.difference(plain, _picture(lit.data)).getbbox()
    vp = full_viewport()
    xs, ys = zip(*vp.pts(load_map().zones["T8"].drawing.polygon), strict=True)
    margin = 8
    assert changed is not None
    assert changed[0] >= min(xs) - margin and changed[2] <= max(xs) + margin
    assert changed[1] >= min(ys) - margin and changed[3] <= max(ys) + margin


@pytest.mark.parametrize("group", zoom_group_ids())
def test_every_zoom_group_renders_its_zones_larger(mid_view: dict[str, Any], group: str) -> None:
    out = render_map(mid_view, zoom=group)
    assert len(out.data) < MAX_BYTES and _picture(out.data).size == (out.width, out.height)
    assert t(f"syracuse_render.group.{group}", "en") in out.alt_text
    vp = zoom_viewport(group)
    assert vp.scale > full_viewport().scale
    for zone in json.loads(LAYOUT_FILE.read_text())["zoom_groups"][group]["zones"]:
        x, y = vp.pt(load_map().zones[zone].drawing.centre)
        assert 0 <= x <= vp.width and 0 <= y <= vp.height, zone


def test_an_unknown_zoom_group_is_refused(start_view: dict[str, Any]) -> None:
    with pytest.raises(ValueError, match="zoom group"):
        render_map(start_view, zoom="atlantis")


def test_languages_draw_different_labels(start_view: dict[str, Any]) -> None:
    english = _picture(render_map(start_view, lang="en").data)
    french = _picture(render_map(start_view, lang="fr-FR").data)
    assert ImageChops.difference(english, french).getbbox() is not None


def test_a_tight_byte_limit_falls_back_to_webp(start_view: dict[str, Any]) -> None:
    out = render_map(start_view, max_bytes=80_000)
    assert out.content_type == "image/webp" and len(out.data) <= 80_000


def test_every_zone_has_a_short_name_in_both_languages() -> None:
    for zone_id in load_map().zones:
        key = f"syracuse_render.zone.{zone_id}"
        assert has(key) and t(key, "fr") != key


def test_layout_data_naming_an_unknown_zone_is_rejected() -> None:
    data = json.loads(LAYOUT_FILE.read_text())
    data["zoom_groups"]["harbour"]["zones"].append("T99")
    with pytest.raises(ValueError, match="T99"):
        Layout.model_validate(data)


def test_a_battle_in_progress_is_marked_on_its_zone(start_view: dict[str, Any]) -> None:
    calm = _picture(render_map(start_view).data)
    fighting = _picture(render_map({**start_view, "battle": {"zone": "T11"}}).data)
    changed = ImageChops.difference(calm, fighting).getbbox()
    vp = full_viewport()
    xs, ys = zip(*vp.pts(load_map().zones["T11"].drawing.polygon), strict=True)
    assert changed is not None
    assert min(xs) <= changed[0] and changed[2] <= max(xs) and min(ys) <= changed[1] and changed[3] <= max(ys)


def test_a_zoom_draws_every_counter_of_a_stack(start_view: dict[str, Any]) -> None:
    """T24 holds four H at the start: one aggregated counter on the full map, four in the harbour zoom."""
    from render.syracuse.arrange import map_plan

    def hoplites(zoom: str | None) -> int:
        plan = map_plan(start_view, "en", zoom)
        return sum(1 for row in plan.rows if row.zone == "T24" for c in row.chips if c.symbol == "H")

    assert (hoplites(None), hoplites("harbour")) == (1, 4)


def test_the_end_of_the_game_shows_the_winner(start_view: dict[str, Any]) -> None:
    over = {**start_view, "phase": "over", "result": {"winners": ["syracuse"], "kind": "total", "params": {}}}
    assert "Winner: Syracuse, total victory." in render_map(over).alt_text
    assert "Vainqueur\u202f: Syracuse, victoire totale." in render_map(over, lang="fr").alt_text
    draw = {**over, "result": {"winners": [], "kind": "draw", "params": {}}}
    assert "Draw." in render_map(draw).alt_text


def test_alt_text_lists_each_sides_forces_by_zone(start_view: dict[str, Any]) -> None:
    """Scenario 10.1: Lamachos with four H (12 PF) and one A (2 PF) in T24; two Syracusan triremes in port."""
    text = render_map(start_view).alt_text
    assert "T24: H ×4 12, A 2, Lamachus" in text
    assert "Forces of Syracuse: M6: T 25; M7: T 25" in text
    assert len(text) <= 1024
