"""The Diadoques map picture: drawn from the board's data, readable on a phone (every font at least 9 px once
the picture is shown 400 px wide), no label or counter over another, sides told apart by their tags."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from PIL import ImageDraw

from engine.diadoques.board import load_board
from render.common.boxes import first_overlap, overlaps
from render.common.phone import MIN_TEXT_PX, shown_px
from render.diadoques import (
    REGIONS,
    CharacterMark,
    MapScene,
    UnitMark,
    map_alt_text,
    region_of,
    render_map,
    style,
)
from render.diadoques.draw import placed_items, text_sizes
from render.diadoques.layout import card_overlaps, layout

VIEWS = [None, *REGIONS]
BOARD = load_board()
SIDES = list(style.SIDES)


def crowded_scene() -> MapScene:
    """A unit of a different side in every province, sea and citadel, and a lone character in each home."""
    units = []
    for i, space in enumerate(sorted(BOARD.spaces)):
        s = BOARD.space(space)
        kind = "F" if s.is_sea else ("Ae" if s.is_citadel else "A")
        units.append(UnitMark(kind, SIDES[i % len(SIDES)], space, "*" if i % 7 == 0 else ""))
    characters = tuple(CharacterMark("#", p.id, p.home) for p in BOARD.powers.values())
    owners = {c.id: SIDES[i % len(SIDES)] for i, c in enumerate(BOARD.citadels())}
    owners |= {p.home: p.id for p in BOARD.powers.values()}
    return MapScene(owners=owners, units=tuple(units), characters=characters)


def opening_scene() -> MapScene:
    owners = {}
    units = []
    for p in BOARD.powers.values():
        owners[p.home] = owners[p.capital] = p.id
        if p.second_citadel:
            owners[p.second_citadel] = p.id
        units.append(UnitMark("A", p.id, p.home, "*"))
    return MapScene(owners=owners, units=tuple(units))


@pytest.mark.parametrize("region", VIEWS)
def test_every_font_is_readable_at_phone_width(region):
    """The rule of render/common/phone.py: a font of s px on a picture w px wide shows s * 400 / w px."""
    picture = render_map(opening_scene(), region, "fr")
    width = style.REGION_WIDTH if region else style.OVERVIEW_WIDTH
    assert picture.width == width  # the width the rule was computed for
    for size in text_sizes(region):
        assert shown_px(size, picture.width) >= MIN_TEXT_PX


@pytest.mark.parametrize("region", VIEWS)
def test_every_text_drawn_is_readable_at_phone_width(region, monkeypatch):
    """Every call that draws text on the picture, caught as it happens (the anchor sign is a symbol)."""
    drawn: list[tuple[str, int]] = []
    original = ImageDraw.ImageDraw.text

    def spy(self, xy, text, *args, **kwargs):
        drawn.append((text, kwargs["font"].size))
        return original(self, xy, text, *args, **kwargs)

    monkeypatch.setattr(ImageDraw.ImageDraw, "text", spy)
    picture = render_map(crowded_scene(), region, "fr")
    texts = [(text, size) for text, size in drawn if text != "⚓"]
    assert len(texts) > 60
    for text, size in texts:
        assert shown_px(size, picture.width) >= MIN_TEXT_PX, text


@pytest.mark.parametrize("region", VIEWS)
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_no_two_cards_overlap(region, lang):
    assert card_overlaps(layout(region, lang)) == []


@pytest.mark.parametrize("region", VIEWS)
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_no_label_or_counter_overlaps_another_on_a_crowded_map(region, lang):
    """Every text of every card, and a counter for a unit in every space of the view, placed clear of
    each other and of every card, none dropped."""
    scene = crowded_scene()
    items = placed_items(scene, region, lang)
    assert first_overlap(items) is None
    lay = layout(region, lang)
    counters = [i for i in items if i.kind == "counter"]
    in_view = [u for u in scene.units if u.space in lay.cards or BOARD.space(u.space).province in lay.cards]
    in_view += [c for c in scene.characters if c.space in lay.cards]
    assert len(counters) == len(in_view)
    for counter in counters:
        for card in lay.cards.values():
            assert not overlaps(counter.box, card.box), (counter.owner, card.id)
        assert counter.box[0] >= 0 and counter.box[2] <= lay.width and counter.box[3] <= lay.height


@pytest.mark.parametrize("region", VIEWS)
def test_texts_stay_inside_their_cards(region):
    lay = layout(region, "fr")
    for card in lay.cards.values():
        parts = [card.code, card.tag, *(m.symbol for m in card.citadels), *(m.name for m in card.citadels)]
        for box in filter(None, parts):
            assert card.box[0] <= box[0] and box[2] <= card.box[2] + 1, card.id
            assert card.box[1] <= box[1] and box[3] <= card.box[3] + 1, card.id


def test_the_whole_map_shows_every_province_and_sea_and_the_regions_every_citadel_by_name():
    overview = layout(None, "fr")
    assert set(overview.cards) == {s.id for s in BOARD.spaces.values() if not s.is_citadel}
    named = set()
    for region in REGIONS:
        lay = layout(region, "en")
        named |= {m.id for card in lay.cards.values() for m in card.citadels if m.name}
    assert named == {c.id for c in BOARD.citadels()}
    shown = set().union(*(set(layout(region, "fr").cards) for region in REGIONS))
    assert shown == set(overview.cards)
    for space in ("pella", "MOR", "alexandrie-d-issos", "SOG", "GAR"):
        assert region_of(space) in REGIONS
        assert (BOARD.province_of(space) or space) in layout(region_of(space), "fr").cards
    assert set(overview.lakes) == {lake.id for lake in BOARD.lakes}


def test_owners_are_drawn_with_their_colour_and_tag():
    """A province's owner: its colour around the card and its two-letter tag (not colour alone)."""
    scene = opening_scene()
    picture = render_map(scene, "west", "fr")
    tag_box = layout("west", "fr").cards["MAC"].tag
    colour = style.SIDES["cassandre"][0]
    crop = picture.crop(tuple(int(v) for v in tag_box))
    assert colour in {c for _, c in crop.getcolors(100000)}
    bare = render_map(MapScene(), "west", "fr").crop(tuple(int(v) for v in tag_box))
    assert colour not in {c for _, c in bare.getcolors(100000)}
    tags = [item.text for item in placed_items(scene, "west", "fr") if item.kind == "tag"]
    assert "CA" in tags and "LY" in tags


def test_sides_have_distinct_tags_and_colours():
    tags = [tag for _, tag in style.SIDES.values()]
    colours = [colour for colour, _ in style.SIDES.values()]
    assert len(set(tags)) == len(tags) == 6 and len(set(colours)) == 6
    assert style.side_style("neutral")[1] == "NE" and style.side_style("revolt:athens")[1] == "RV"


def test_counters_carry_the_rulebook_letters():
    scene = MapScene(
        units=(UnitMark("Ae", "cassandre", "pella", "*"), UnitMark("Fe", "ptolemee", "MOR", "#")),
        characters=(CharacterMark("*", "seleucos", "CHD"),),
    )
    texts = sorted(i.text for i in placed_items(scene, None, "fr") if i.kind == "counter")
    assert texts == ["*", "Ae*", "Fe#"]


def test_the_renderer_takes_plain_data_only():
    """No Discord, platform or database object reaches the renderer."""
    folder = Path(__file__).resolve().parents[2] / "render" / "diadoques"
    for path in folder.glob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom | ast.Import):
                names = (
                    [node.module or ""] if isinstance(node, ast.ImportFrom) else [a.name for a in node.names]
                )
                for name in names:
                    assert not name.startswith(("discord", "agora", "sqlalchemy")), (path.name, name)


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_alt_text_says_what_each_side_holds_and_where_its_units_stand(lang):
    text = map_alt_text(opening_scene(), None, lang)
    assert text.startswith("Les Diadoques")
    for power in BOARD.powers.values():
        assert text.count(power.name(lang)) == 1 and f"A* {power.home}" in text
    assert BOARD.space("alexandrie").name(lang) in text
    west = map_alt_text(opening_scene(), "west", lang)
    assert "A* MAC" in west and "A* EGY" not in west  # only what the zoomed view shows
    assert len(map_alt_text(crowded_scene(), None, lang)) <= 1024
