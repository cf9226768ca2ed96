"""`render_map`: the Syracuse board as a picture, drawn from a player's (or a spectator's) view.

The view is the JSON-shaped dict `SyracuseEngine().view(state, seat)` returns; geometry and counter facts
come from the static content. Drawing order: the cached terrain layer, highlights, works, the cached label
layer, a battle marker, the stacks, then the status panel below the map. The PNG is mapped to a palette
cached per language and zoom (see `render.common.encode`) and kept under `max_bytes`."""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache
from typing import Any

from PIL import Image

from engine.syracuse.content.loader import load_map
from i18n import normalize_locale, t
from render.common.encode import RenderedImage, encode_image, make_palette
from render.common.fonts import font
from render.common.stamps import picture_draw
from render.common.text import draw_text, ellipsize
from render.syracuse import style
from render.syracuse.alt_text import alt_text
from render.syracuse.arrange import map_plan
from render.syracuse.base import base_layer, label_layer, viewport_of
from render.syracuse.layout import load_layout
from render.syracuse.legend import legend_height, legend_strip
from render.syracuse.panel import PANEL_HEIGHT, draw_panel
from render.syracuse.pieces import draw_stacks
from render.syracuse.swatch import SWATCH_HIGHLIGHT, swatch_view
from render.syracuse.viewport import CLOSEUP_PREFIX, closeup_key
from render.syracuse.works import draw_battle, draw_highlights, draw_works

PNG_COMPRESSION = 1  # zlib level: the fastest; a map stays near 150 kB, far under the 1 MB target


TITLE_BAR = 48  # a close-up's title bar, in place of the panel (the living table's embed has the rest)


def compose(
    view: dict[str, Any], lang: str, highlight: list[str], zoom: str | None, title: str | None = None
) -> Image.Image:
    """The picture before encoding (true colour). `zoom`: a zoom group, or a close-up key (which gets a
    title bar instead of the panel)."""
    vp = viewport_of(zoom)
    plan = map_plan(view, lang, zoom)
    closeup = bool(zoom and zoom.startswith(CLOSEUP_PREFIX))
    below = TITLE_BAR if closeup else PANEL_HEIGHT
    canvas = Image.new("RGB", (vp.width, vp.height + below + legend_height(vp.width, closeup)))
    canvas.paste(base_layer(zoom), (0, 0))
    draw = picture_draw(canvas)
    draw_highlights(draw, vp, highlight)
    draw_works(draw, vp, view.get("works") or {}, lang, plan.labels)
    labels = label_layer(lang, zoom)
    canvas.paste(labels, (0, 0), labels)
    draw_battle(draw, plan.battle)
    draw_stacks(draw, plan, aggregated=zoom is None)
    if zoom and title is None:
        title = t("syracuse_render.zoom", lang, group=t(f"syracuse_render.group.{zoom}", lang))
    if closeup:
        draw.rectangle((0, vp.height, vp.width, vp.height + TITLE_BAR), fill=style.PANEL_BG)
        draw.line((0, vp.height, vp.width, vp.height), fill=style.PANEL_INK, width=3)
        text = ellipsize(title or "", font(24, bold=True), vp.width - 28)
        draw_text(
            draw, (14, vp.height + TITLE_BAR / 2), text, font(24, bold=True), style.PANEL_INK, anchor="lm"
        )
    else:
        draw_panel(draw, view, lang, vp.height, vp.width, title)
    canvas.paste(legend_strip(lang, vp.width, closeup), (0, vp.height + below))
    return canvas


@lru_cache(maxsize=16)
def palette(lang: str, zoom: str | None) -> Image.Image:
    """The 256 colours PNGs of this language and zoom are mapped to, fitted once on the swatch view."""
    return make_palette(compose(swatch_view(), lang, list(SWATCH_HIGHLIGHT), zoom))


def render_map(
    view: dict[str, Any],
    *,
    lang: str = "en",
    highlight: Iterable[str] = (),
    zoom: str | None = None,
    max_bytes: int = 1_000_000,
) -> RenderedImage:
    """The whole board (stacks aggregated per side and type), or with `zoom` one zone group drawn larger
    with every counter. `highlight`: zone ids to outline (those involved in the last phase).

    Raises ValueError for an unknown zoom group (see `render.syracuse.layout.zoom_group_ids()`)."""
    lang = normalize_locale(lang)
    if zoom is not None and zoom not in load_layout().zoom_groups:
        raise ValueError(f"unknown zoom group {zoom!r}")
    highlight = [z for z in highlight if z]
    canvas = compose(view, lang, highlight, zoom)
    basename = f"syracuse-turn{view.get('turn', 0)}" + (f"-{zoom}" if zoom else "")
    return encode_image(
        canvas,
        basename=basename,
        alt_text=alt_text(view, lang, highlight, zoom),
        max_bytes=max_bytes,
        palette=palette(lang, zoom),
        compress_level=PNG_COMPRESSION,
    )


def render_closeup(
    view: dict[str, Any],
    zones: Iterable[str],
    *,
    lang: str = "en",
    highlight: Iterable[str] = (),
    max_bytes: int = 1_000_000,
) -> RenderedImage:
    """A close-up of `zones` (those of a move or a combat) with every counter, to go with the narration.
    Drawn from the view given: pass the spectator's view (seat None) for a public channel.

    Raises ValueError for an unknown or missing zone id."""
    lang = normalize_locale(lang)
    wanted = sorted({z for z in zones if z})
    unknown = [z for z in wanted if z not in load_map().zones]
    if unknown or not wanted:
        raise ValueError(f"close-up of unknown or no zones {unknown}")
    key = closeup_key(wanted)
    shown = ", ".join(wanted)
    turn = t("phone.turn", lang, turn=view.get("turn", 0))
    title = f"{t('phone.closeup', lang, zones=shown)} · {turn}"
    canvas = compose(view, lang, [z for z in highlight if z], key, title)
    description = alt_text(view, lang, list(highlight), None) + " " + t("phone.closeup", lang, zones=shown)
    return encode_image(
        canvas,
        basename=f"syracuse-turn{view.get('turn', 0)}-closeup",
        alt_text=description[:1024],
        max_bytes=max_bytes,
        palette=palette(lang, None),  # the colours of the full map: no new palette per close-up
        compress_level=PNG_COMPRESSION,
    )
