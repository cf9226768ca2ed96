"""Generic drawing helpers shared by every title's renderer.

- `fonts.font(size, bold=False, condensed=False)`: a cached FreeType font (DejaVu when installed, else
  Pillow's bundled font), with every accent of French.
- `text.draw_text(...)`, `text.fit_font(...)`, `text.ellipsize(...)`: text with an outline halo, anchored,
  shrunk or shortened to fit a width.
- `shapes`: `hatch_polygon`, `dashed_line`, `dotted_line`, `closed` (a polygon as a closed polyline),
  `supersampled` + `shrink` (draw static art larger, then shrink it: cheap antialiasing).
- `counters.draw_counter(draw, x, y, size, CounterFace(...))`: a wargame counter or round token (colour,
  symbol, value, count badge, citizen band, mixed-stack corner, weakened mark).
- `encode.encode_image(...)` -> `RenderedImage`: PNG under a byte limit (optionally mapped to a palette made
  once with `encode.make_palette`), falling back to WebP then downscaling. A palette picture asked for at
  the fastest level is written by `png.png_bytes`, which deflates with ISA-L rather than Pillow's zlib.
"""

from render.common.encode import RenderedImage, encode_image, make_palette

__all__ = ["RenderedImage", "encode_image", "make_palette"]
