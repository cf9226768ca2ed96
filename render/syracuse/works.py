"""The works as they stand in a view: walls (built or destroyed), forts (owner, or an empty site), the chains,
the Athenian camp (and the port it opens in M12). Drawn over the static layer on every render."""

from __future__ import annotations

from typing import Any

from PIL import ImageDraw

from engine.syracuse.content.loader import load_map
from i18n import t
from render.common.boxes import Placed
from render.common.fonts import font
from render.common.shapes import closed, dashed_line
from render.common.text import draw_text
from render.syracuse import style
from render.syracuse.arrange import WALL_HALO, LabelPlan, fort_icon_size, wall_tag_size
from render.syracuse.placement import label_sizes
from render.syracuse.viewport import Viewport


def _wall_tag(draw: ImageDraw.ImageDraw, vp: Viewport, item: Placed | None, text: str, fill: Any) -> None:
    """The wall's id in the box reserved for "<id> ✕" (the longer of the two tags), centred."""
    if item is None:
        return
    fnt = font(wall_tag_size(vp), bold=True)
    draw_text(draw, item.centre, text, fnt, "white", halo=fill, halo_width=WALL_HALO)


def draw_walls(draw: ImageDraw.ImageDraw, vp: Viewport, walls: dict[str, str], labels: LabelPlan) -> None:
    for wall in load_map().walls:
        status = walls.get(wall.id)
        if status is None or not wall.drawing.segments:
            continue
        width = max(3, round(vp.len(9)))
        for a, b in wall.drawing.segments:
            line = vp.pts([a, b])
            if status == "built":
                draw.line(line, fill=style.SIDE_DARK[wall.side], width=width + 4)
                draw.line(line, fill=style.SIDE_COLOUR[wall.side], width=width)
            else:  # destroyed: broken grey stones
                dashed_line(draw, line, style.DESTROYED, width=width, dash=vp.len(10), gap=vp.len(10))
        label = wall.id if status == "built" else f"{wall.id} ✕"
        fill = style.SIDE_DARK[wall.side] if status == "built" else style.DESTROYED
        _wall_tag(draw, vp, labels.get("wall", wall.id), label, fill)


def draw_chains(draw: ImageDraw.ImageDraw, vp: Viewport, chains: str) -> None:
    if chains == "none":
        return
    for a, b in load_map().chains.drawing.segments:
        (x1, y1), (x2, y2) = vp.pts([a, b])
        links = 9
        r = vp.len(6)
        for i in range(links + 1):
            if chains == "broken" and links // 2 - 1 <= i <= links // 2 + 1:
                continue  # the gap where the chain was cut
            x, y = x1 + (x2 - x1) * i / links, y1 + (y2 - y1) * i / links
            colour = style.CHAIN if chains == "built" else style.DESTROYED
            draw.ellipse((x - r, y - r, x + r, y + r), outline=colour, width=max(2, round(vp.len(3))))


def _tower(
    draw: ImageDraw.ImageDraw, centre: tuple[float, float], size: float, fill: Any, outline: Any, dashed: bool
) -> None:
    """A crenellated tower: the fort icon."""
    x, y = centre
    half = size / 2
    merlon = size / 5
    outline_pts = [
        (x - half, y + half),
        (x - half, y - half),
        (x - half + merlon, y - half),
        (x - half + merlon, y - half + merlon),
        (x - merlon / 2, y - half + merlon),
        (x - merlon / 2, y - half),
        (x + merlon / 2, y - half),
        (x + merlon / 2, y - half + merlon),
        (x + half - merlon, y - half + merlon),
        (x + half - merlon, y - half),
        (x + half, y - half),
        (x + half, y + half),
    ]
    if dashed:
        dashed_line(
            draw, closed(outline_pts), outline, width=max(2, round(size / 14)), dash=size / 6, gap=size / 8
        )
    else:
        draw.polygon(outline_pts, fill=fill, outline=outline, width=max(2, round(size / 12)))


def draw_forts(draw: ImageDraw.ImageDraw, vp: Viewport, forts: dict[str, str], labels: LabelPlan) -> None:
    size = fort_icon_size(vp)
    for fort in load_map().forts:
        item = labels.get("fort", fort.id)
        if item is None:
            continue
        centre = item.centre
        owner = forts.get(fort.id)
        if owner is None:
            builder = fort.buildable_by or "athenian"
            _tower(draw, centre, size, None, style.SIDE_DARK[builder], dashed=True)
        else:
            _tower(draw, centre, size, style.SIDE_COLOUR[owner], (20, 20, 20), dashed=False)


def draw_camp(draw: ImageDraw.ImageDraw, vp: Viewport, camp: str, lang: str, labels: LabelPlan) -> None:
    board = load_map()
    shore = vp.pts(board.zones["T17"].drawing.polygon)
    width = max(3, round(vp.len(7)))
    if camp == "built":
        draw.line(closed(shore), fill=style.SIDE_DARK["athenian"], width=width + 4, joint="curve")
        draw.line(closed(shore), fill=style.SIDE_COLOUR["athenian"], width=width, joint="curve")
        port = labels.get("port", "M12")
        if port is not None:
            draw_text(
                draw,
                port.centre,
                "⚓",
                font(label_sizes(vp)[0], bold=True),
                style.SIDE_DARK["athenian"],
                halo=style.LABEL_HALO,
                halo_width=1,
            )
    elif camp == "destroyed":
        dashed_line(draw, closed(shore), style.DESTROYED, width=width, dash=vp.len(10), gap=vp.len(8))
    else:
        dashed_line(
            draw,
            closed(shore),
            style.ALLY_COLOUR["athenian"],
            width=max(2, round(vp.len(3))),
            dash=vp.len(10),
            gap=vp.len(8),
        )
    tag = labels.get("camp", "T17")
    if camp != "none" and tag is not None:
        text = t("syracuse_render.camp", lang) + (" ✕" if camp == "destroyed" else "")
        tag_font = font(label_sizes(vp)[1], bold=True)
        fill = style.SIDE_DARK["athenian"] if camp == "built" else style.DESTROYED
        draw_text(draw, tag.centre, text, tag_font, "white", halo=fill, halo_width=WALL_HALO)


def draw_highlights(draw: ImageDraw.ImageDraw, vp: Viewport, zones: list[str]) -> None:
    board = load_map()
    width = max(3, round(vp.len(6)))
    for zone_id in zones:
        zone = board.zones.get(zone_id)
        if zone is None:
            continue
        outline = closed(vp.pts(zone.drawing.polygon))
        draw.line(outline, fill=style.HIGHLIGHT_EDGE, width=width + 4, joint="curve")
        draw.line(outline, fill=style.HIGHLIGHT, width=width, joint="curve")


def draw_battle(draw: ImageDraw.ImageDraw, mark: Placed | None) -> None:
    """Crossed swords on a red disc right of the zone id where a battle is being fought."""
    if mark is None:
        return
    x, y = mark.centre
    size = mark.box[2] - mark.box[0]
    r = size / 2
    draw.ellipse((x - r, y - r, x + r, y + r), fill=(190, 20, 20), outline="white", width=2)
    draw_text(draw, (x, y), "⚔", font(round(size * 0.7), bold=True), "white")


def draw_works(
    draw: ImageDraw.ImageDraw, vp: Viewport, works: dict[str, Any], lang: str, labels: LabelPlan
) -> None:
    draw_camp(draw, vp, works.get("camp", "none"), lang, labels)
    draw_walls(draw, vp, works.get("walls", {}), labels)
    draw_chains(draw, vp, works.get("chains", "none"))
    draw_forts(draw, vp, works.get("forts", {}), labels)
