"""Pictures of games, drawn with Pillow from what a player may see (an engine's `view`), never the raw state.

- `render.common`: generic helpers every title shares (fonts, outlined text, counters, hatching, encoding).
- `render.syracuse`: the Syracuse map (`render.syracuse.render_map`).
"""
