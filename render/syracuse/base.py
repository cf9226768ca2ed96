"""The static layers of the map, drawn once per viewport (and language) and cached.

- `base_layer(zoom)`: terrain, sea, rivers, city walls, the Catane box, and the faint outlines of works not
  yet built, supersampled for smooth edges. Every render pastes it, then draws works and highlights over it.
- `label_layer(lang, zoom)`: the zone labels on a transparent layer, pasted next, under the counters.

Both share one least-recently-used cache bounded in bytes (`LAYER_CACHE_BYTES`): a full-map layer is 4-5 MB,
and caching every language and zoom (2 x 7 label layers, 7 base layers) held about 100 MB for as long as
the bot ran (issue #14, defect 6). Redrawing an evicted layer costs a fraction of a second."""

from __future__ import annotations

from threading import Lock

from cachetools import LRUCache, cached
from cachetools.keys import hashkey
from PIL import Image, ImageDraw

from engine.syracuse.content.loader import load_map
from engine.syracuse.content.models import Zone
from render.common.boxes import text_origin
from render.common.fonts import font
from render.common.shapes import closed, dashed_line, dotted_line, hatch_polygon, shrink, supersampled
from render.common.text import draw_text
from render.syracuse import style
from render.syracuse.layout import load_layout
from render.syracuse.placement import label_sizes
from render.syracuse.viewport import CLOSEUP_PREFIX, Viewport, full_viewport, map_viewport, zoom_viewport


def zone_fill(zone: Zone) -> tuple[int, int, int]:
    if zone.kind == "sea":
        return style.SEA_FILL[zone.sea_type or "open"]
    return style.TERRAIN_FILL[zone.terrain or "clear"]


def _draw_terrain(image: Image.Image, vp: Viewport) -> None:
    draw = ImageDraw.Draw(image)
    board = load_map()
    for zone in board.zones.values():
        poly = vp.pts(zone.drawing.polygon)
        draw.polygon(poly, fill=zone_fill(zone))
        if zone.terrain in style.TERRAIN_HATCH:
            angle = 45.0 if zone.terrain == "high" else -45.0
            hatch_polygon(
                image,
                poly,
                style.TERRAIN_HATCH[zone.terrain],
                spacing=round(vp.len(11)),
                width=max(1, round(vp.len(1.6))),
                angle=angle,
            )
    for zone in board.zones.values():
        if zone.kind == "sea":
            draw.line(
                closed(vp.pts(zone.drawing.polygon)), fill=style.SEA_BORDER, width=max(1, round(vp.len(1.5)))
            )
    for zone in board.zones.values():
        if zone.kind == "land":
            draw.line(
                closed(vp.pts(zone.drawing.polygon)),
                fill=style.ZONE_BORDER,
                width=max(1, round(vp.len(2))),
                joint="curve",
            )


def _draw_rivers_and_city(draw: ImageDraw.ImageDraw, vp: Viewport) -> None:
    board = load_map()
    for river in board.rivers:
        for a, b in river.drawing.segments:
            draw.line(vp.pts([a, b]), fill=style.RIVER, width=max(2, round(vp.len(7))), joint="curve")
    city = board.zones["T16"]
    draw.line(
        closed(vp.pts(city.drawing.polygon)),
        fill=style.CITY_WALL,
        width=max(2, round(vp.len(6))),
        joint="curve",
    )


def _draw_unbuilt_works(draw: ImageDraw.ImageDraw, vp: Viewport) -> None:
    """Where walls and chains can go: faint dashes, so players see the lines before they are built."""
    board = load_map()
    for wall in board.walls:
        colour = style.SIDE_COLOUR[wall.side]
        for a, b in wall.drawing.segments:
            dashed_line(
                draw, vp.pts([a, b]), colour, width=max(2, round(vp.len(5))), dash=vp.len(14), gap=vp.len(9)
            )
    for a, b in board.chains.drawing.segments:
        dotted_line(draw, vp.pts([a, b]), style.CHAIN, radius=vp.len(2), gap=vp.len(10))


def _draw_catane_box(draw: ImageDraw.ImageDraw, vp: Viewport) -> None:
    left, top, right, bottom = load_layout().catane_box
    x0, y0 = vp.pt((left, top))
    x1, y1 = vp.pt((right, bottom))
    draw.rounded_rectangle(
        (x0, y0, x1, y1),
        radius=vp.len(8),
        fill=(236, 230, 210),
        outline=style.PANEL_INK,
        width=max(2, round(vp.len(3))),
    )


def _draw_label_items(draw: ImageDraw.ImageDraw, vp: Viewport, lang: str, zoom: str | None) -> None:
    """The texts and port anchors placed by `arrange.label_plan` (marks of works are drawn with the works)."""
    from render.syracuse.arrange import ID_HALO, label_plan

    id_size, name_size = label_sizes(vp)
    for item in label_plan(lang, zoom).items:
        if item.kind == "port" and item.owner != "M12":  # M12 is a port only once the camp is built
            fnt = font(id_size, bold=True)
            at = text_origin(item.box, "⚓", fnt, halo=1)
            draw_text(draw, at, "⚓", fnt, (30, 60, 110), halo=style.LABEL_HALO, halo_width=1)
        elif item.kind == "catane":
            fnt = font(name_size, bold=True)
            draw_text(draw, text_origin(item.box, item.text, fnt), item.text, fnt, style.LABEL)
        elif item.kind in ("id", "name"):
            fnt = font(id_size if item.kind == "id" else name_size, bold=True)
            at = text_origin(item.box, item.text, fnt, halo=ID_HALO)
            draw_text(draw, at, item.text, fnt, style.LABEL, halo=style.LABEL_HALO, halo_width=ID_HALO)


LAYER_CACHE_BYTES = 36 * 2**20
"""Room for the close-ups' master (19 MB) and the full map's layers in both languages, plus a zoom or a
few close-ups; the most used stay warm."""


def image_bytes(image: Image.Image) -> int:
    """Memory held by an image's pixels."""
    return image.width * image.height * len(image.getbands())


_layers: LRUCache[tuple[object, ...], Image.Image] = LRUCache(LAYER_CACHE_BYTES, getsizeof=image_bytes)
_layers_lock = Lock()  # maps render in worker threads


def cached_layer_bytes() -> int:
    """Bytes the layer cache holds now (for tests and benchmarks)."""
    with _layers_lock:
        return int(_layers.currsize)


def viewport_of(zoom: str | None) -> Viewport:
    return zoom_viewport(zoom) if zoom else full_viewport()


@cached(_layers, key=lambda zoom: hashkey("base", zoom), lock=_layers_lock)
def base_layer(zoom: str | None) -> Image.Image:
    """The static map without text for a zoom group (None: the full board). Callers must copy it."""
    vp = viewport_of(zoom)
    if zoom is not None and zoom.startswith(CLOSEUP_PREFIX) and vp.scale <= CLOSEUP_MASTER_SCALE:
        return _cut_from_master(vp)
    return _draw_base(vp)


def _draw_base(vp: Viewport) -> Image.Image:
    big = vp.times(style.SUPERSAMPLE)
    image = supersampled((vp.width, vp.height), style.SUPERSAMPLE, style.SEA_FILL["open"])
    _draw_terrain(image, big)
    draw = ImageDraw.Draw(image)
    _draw_rivers_and_city(draw, big)
    _draw_unbuilt_works(draw, big)
    image = shrink(image, (vp.width, vp.height))
    _draw_catane_box(ImageDraw.Draw(image), vp)  # outside a zoom's area it is simply clipped away
    return image


CLOSEUP_MASTER_SCALE = 1.95
"""Picture pixels per board unit of the close-ups' master layer: above every close-up's scale (at most
840 pixels for 440 board units, render/syracuse/viewport.py), so that each close-up is a reduction of it."""
MASTER_BANDS = 3  # the master is drawn in bands: the supersampled scratch is a third of the whole
BAND_MARGIN = 8  # pixels drawn past each band's edges: the shrink's filter reads a few beyond them


_master_bands: dict[int, Image.Image] = {}  # bands drawn ahead (`draw_master_band`), until assembled
_master_bands_lock = Lock()


def draw_master_band(index: int) -> None:
    """Draw one band of the close-ups' master ahead of `closeup_master`, which then only assembles them.
    The bot warms the master band by band in its picture worker: a map asked for meanwhile waits for a
    band (about a third of a second), not for the whole master."""
    with _layers_lock:
        if hashkey("closeup-master") in _layers:  # a close-up came first and drew it whole
            return
    band = _master_band(index)
    with _master_bands_lock:
        _master_bands[index] = band


def master_bands_ahead() -> int:
    """Bands drawn ahead and not yet put together (for tests)."""
    with _master_bands_lock:
        return len(_master_bands)


def _band_top(index: int) -> int:
    """The master's first row in band `index` (the bands split its rows evenly, the last one shorter)."""
    return index * -(-map_viewport(CLOSEUP_MASTER_SCALE).height // MASTER_BANDS)


def _master_band(index: int) -> Image.Image:
    vp = map_viewport(CLOSEUP_MASTER_SCALE)
    top = _band_top(index)
    height = min(_band_top(index + 1), vp.height) - top
    above, below = min(BAND_MARGIN, top), min(BAND_MARGIN, vp.height - top - height)
    drawn = height + above + below
    part = Viewport(vp.left, vp.top + (top - above) / vp.scale, vp.scale, vp.width, drawn)
    return _draw_base(part).crop((0, above, vp.width, above + height))


@cached(_layers, key=lambda: hashkey("closeup-master"), lock=_layers_lock)
def closeup_master() -> Image.Image:
    """The whole board's base layer at the close-ups' master scale (about 19 MB, once): a close-up cut
    from it costs a few milliseconds, where drawing its zones' layer anew cost 30-50 ms (issue #15).
    Bands drawn ahead are used (and let go); the others are drawn now."""
    vp = map_viewport(CLOSEUP_MASTER_SCALE)
    master = Image.new("RGB", (vp.width, vp.height))
    for index in range(MASTER_BANDS):
        with _master_bands_lock:
            ahead = _master_bands.pop(index, None)
        master.paste(ahead if ahead is not None else _master_band(index), (0, _band_top(index)))
    return master


def _cut_from_master(vp: Viewport) -> Image.Image:
    """A close-up's base layer: its area of the master, reduced to its size (a box filter averages the
    master's pixels, as the supersampled drawing did)."""
    master_vp = map_viewport(CLOSEUP_MASTER_SCALE)
    ratio = master_vp.scale / vp.scale
    left, top = master_vp.pt((vp.left, vp.top))
    master = closeup_master()
    # The close-up's pixel size was rounded: its box may reach a fraction of a pixel past the master.
    box = (left, top, min(master.width, left + vp.width * ratio), min(master.height, top + vp.height * ratio))
    return master.resize((vp.width, vp.height), Image.Resampling.BOX, box=box)


@cached(_layers, key=lambda lang, zoom: hashkey("labels", lang, zoom), lock=_layers_lock)
def label_layer(lang: str, zoom: str | None) -> Image.Image:
    """Zone ids and names, port anchors and the Catane title on a transparent layer, pasted over the works
    and highlights (so lines never cross a label) and under the counters. Drawn at final size: FreeType
    already antialiases text, and shrinking would blur it."""
    vp = viewport_of(zoom)
    image = Image.new("RGBA", (vp.width, vp.height), (0, 0, 0, 0))
    _draw_label_items(ImageDraw.Draw(image), vp, lang, zoom)
    return image
