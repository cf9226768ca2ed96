"""The Syracuse map picture. `render_map(view, lang=..., highlight=..., zoom=...)` -> `RenderedImage`;
`render_closeup(view, zones, lang=...)` -> a close-up of some zones (a move, a combat);
`zoom_group_ids()` lists the zoom groups (defined in `data/layout.json`)."""

from render.syracuse.base import cached_layer_bytes
from render.syracuse.layout import zoom_group_ids
from render.syracuse.map import render_closeup, render_map

__all__ = ["cached_layer_bytes", "render_closeup", "render_map", "zoom_group_ids"]
