"""Pictures readable on a phone (issue 11, part 6): the phone rule computed from the style's sizes, no two
labels, marks or counters overlapping in a crowded position, every mark in the legend."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from engine.syracuse.content.loader import load_map
from i18n import t
from render.common.boxes import first_overlap
from render.common.counters import CounterFace, value_font
from render.common.phone import MIN_TEXT_PX, shown_px
from render.syracuse import render_map, zoom_group_ids
from render.syracuse.arrange import map_plan, viewport_of
from render.syracuse.legend import LEGEND, drawn_marks, legend_text
from render.syracuse.placement import counter_size, label_sizes
from render.syracuse.stacks import zone_stacks
from render.syracuse.swatch import swatch_view

VIEWS = [None, *zoom_group_ids()]
HARBOUR_LAND = ["T13", "T15", "T16", "T17", "T24", "T25", "T26", "T27"]
HARBOUR_SEA = ["M6", "M7", "M9", "M10", "M11", "M12"]


@pytest.fixture(scope="module")
def crowded(start_view: dict[str, Any]) -> dict[str, Any]:
    return crowded_view(start_view)


def crowded_view(start_view: dict[str, Any]) -> dict[str, Any]:
    """Every counter of the game in the adjacent zones around the Great Harbour, a battle in T17, every
    work built or broken: the most crowded corner of the map, as crowded as it gets."""
    view = copy.deepcopy(start_view)
    for i, (uid, unit) in enumerate(sorted(view["units"].items())):
        zones = HARBOUR_SEA if uid.split("_")[1].startswith("t") else HARBOUR_LAND
        unit.update(zone=zones[i % len(zones)], eliminated=False, weakened=i % 3 == 0, in_fort=i % 7 == 0)
    for i, leader in enumerate(view["leaders"].values()):
        leader.update(zone=HARBOUR_LAND[i % len(HARBOUR_LAND)], eliminated=False, removed_for_good=False)
    walls = {wall.id: ("built" if i % 2 else "destroyed") for i, wall in enumerate(load_map().walls)}
    view["works"] = {**view["works"], "walls": walls, "chains": "broken", "camp": "built"}
    view["battle"] = {"zone": "T17"}
    return view


@pytest.mark.parametrize("zoom", VIEWS)
def test_zone_ids_and_strengths_are_readable_at_phone_width(zoom: str | None) -> None:
    """The rule of render/common/phone.py: a font of s px on a picture w px wide shows s * 400 / w px on a
    phone; zone ids and counter strengths (two and three digits) must show at least 9 px."""
    vp = viewport_of(zoom)
    size = counter_size(vp)
    for value in ("8", "25", "125"):
        shown = shown_px(value_font(size, CounterFace(fill="red", symbol="H", value=value)).size, vp.width)
        assert shown >= MIN_TEXT_PX, (zoom, value, shown)
    assert shown_px(label_sizes(vp)[0], vp.width) >= MIN_TEXT_PX
    assert render_map(swatch_view(), zoom=zoom).width == vp.width  # the width the rule was computed for


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("zoom", VIEWS)
def test_no_label_mark_or_counter_overlaps_another(
    crowded: dict[str, Any], zoom: str | None, lang: str
) -> None:
    plan = map_plan(crowded, lang, zoom)
    assert first_overlap(plan.items()) is None
    width, height = viewport_of(zoom).width, viewport_of(zoom).height
    for item in plan.items():  # nothing cut at the picture's edge
        assert item.box[0] >= 0 and item.box[1] >= 0 and item.box[2] <= width and item.box[3] <= height, item


@pytest.mark.parametrize("zoom", VIEWS)
def test_every_counter_of_a_visible_zone_is_drawn(crowded: dict[str, Any], zoom: str | None) -> None:
    """Moving counters aside must not lose any: a crowded zone spills, it does not drop."""
    plan = map_plan(crowded, "en", zoom)
    drawn = {z for z in (row.zone for row in plan.rows)}
    stacks = zone_stacks(crowded, aggregate=zoom is None)
    for zone in drawn:
        assert sum(len(r.chips) for r in plan.rows if r.zone == zone) == len(stacks[zone]), zone
    ids = {item.owner for item in plan.labels.items if item.kind == "id"}
    assert {z for z in stacks if z in ids} <= drawn


def test_the_known_collisions_are_gone(start_view: dict[str, Any], crowded: dict[str, Any]) -> None:
    """Issue 11: T17 over T15, M12 over T24, a counter over "T17"."""
    for view in (start_view, crowded):
        items = map_plan(view, "en", None).items()
        labels = {(i.kind, i.owner): i for i in items}
        assert first_overlap([labels[("id", z)] for z in ("T15", "T17", "T24", "M12")]) is None
        assert all(first_overlap([labels[("id", "T17")], c]) is None for c in items if c.kind == "counter")


@pytest.mark.parametrize("zoom", VIEWS)
def test_every_mark_drawn_is_in_the_legend(crowded: dict[str, Any], zoom: str | None) -> None:
    marks = set()
    for view in (crowded, swatch_view()):
        plan = map_plan(view, "en", zoom)
        marks |= drawn_marks(view, plan, ["T13"])
    assert marks <= set(LEGEND), marks - set(LEGEND)
    assert zoom is not None or "battle" in marks  # the ⚔ of a battle...
    assert zoom is None or "sword" in marks  # ...and the ⚔ of a sword unit (zooms draw every counter)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_legend_entry_has_a_text(lang: str) -> None:
    for mark in LEGEND:
        text = legend_text(mark, lang)
        assert text and "." not in text.split()[0][:1], (mark, text)
    assert "⚔" in legend_text("battle", lang) and "⚔" in legend_text("sword", lang)
    assert t("phone.legend.battle", lang) != "phone.legend.battle"


def test_a_closeup_has_its_whole_legend_in_its_strip(crowded: dict[str, Any]) -> None:
    """A close-up has no panel: the unit types join the strip, so every mark it draws is explained on it."""
    from render.syracuse.legend import strip_marks
    from render.syracuse.viewport import closeup_key

    key = closeup_key(["T17", "T24"])
    plan = map_plan(crowded, "en", key)
    assert first_overlap(plan.items()) is None
    assert drawn_marks(crowded, plan, ["T17"]) <= set(strip_marks(with_types=True))
    assert not set("THCPA") & set(strip_marks(with_types=False))  # the full map shows types in its panel


@pytest.mark.parametrize("zoom", VIEWS)
def test_no_zone_id_port_or_fort_mark_is_left_out(zoom: str | None) -> None:
    """Making room may drop a zone's name (the id says which zone it is), never its id or its marks."""
    from render.syracuse.arrange import label_plan, zone_in_picture

    board = load_map()
    for lang in ("en", "fr"):
        plan = label_plan(lang, zoom)
        placed = {(item.kind, item.owner) for item in plan.items}
        visible = {owner for kind, owner in placed if kind == "id"}
        vp = viewport_of(zoom)
        for zone in board.zones:
            if zone_in_picture(vp, zone):  # the heart of the zone is in the picture
                assert zone in visible, (zone, lang)
        ports = {z.id for z in board.zones.values() if z.sea_type == "port"} | {"M12"}
        assert {("port", z) for z in ports & visible} <= placed, lang
        assert {("fort", f.id) for f in board.forts if f.zone in visible} <= placed, lang
