"""Encode a picture for Discord under a byte limit: optimised PNG, else WebP, else smaller WebP.

Every renderer returns a `RenderedImage`, which the platform attaches as a file with `alt_text`
as the attachment description (what a screen reader says).

Board art is flat colour, so a 256-colour PNG looks the same and is several times smaller and faster to
compress than a true-colour one. Finding a good palette costs more than the mapping, so a renderer builds
one palette per static layer with `make_palette` (from a sample picture with every colour it uses) and
passes it to `encode_image`, which then only maps pixels to it (a few ms)."""

from __future__ import annotations

import io
from dataclasses import dataclass

from PIL import Image

from render.common.png import png_bytes

WEBP_QUALITY = 88
MIN_SIDE = 320  # below this a board stops being readable: give up downscaling


@dataclass(frozen=True)
class RenderedImage:
    data: bytes
    filename: str
    content_type: str
    width: int
    height: int
    alt_text: str


def _png(image: Image.Image, compress_level: int) -> bytes:
    fast = png_bytes(image, compress_level)  # a palette picture at the fastest level: ISA-L
    if fast is not None:
        return fast
    out = io.BytesIO()
    image.save(out, format="PNG", compress_level=compress_level)
    return out.getvalue()


def _webp(image: Image.Image, quality: int) -> bytes:
    out = io.BytesIO()
    image.save(out, format="WEBP", quality=quality, method=4)
    return out.getvalue()


def make_palette(sample: Image.Image, colours: int = 256) -> Image.Image:
    """A palette image for `encode_image`, fitted to the colours of `sample` (draw every colour you use).

    Only the palette is kept, on a 1 x 1 image: the quantized sample itself would hold a byte per pixel
    of a whole picture for as long as the palette stays cached."""
    fitted = sample.convert("RGB").quantize(colours, method=Image.Quantize.FASTOCTREE)
    holder = Image.new("P", (1, 1))
    holder.putpalette(fitted.getpalette() or [])
    return holder


def encode_image(
    image: Image.Image,
    *,
    basename: str,
    alt_text: str,
    max_bytes: int = 1_000_000,
    palette: Image.Image | None = None,
    compress_level: int = 6,
) -> RenderedImage:
    """PNG first (crisp text; mapped to `palette` when given); WebP when the PNG is too big; then shrink by
    0.8 steps. Raises ValueError if even a `MIN_SIDE` picture does not fit (a limit that low is a bug)."""
    flat = image.convert("RGB").quantize(palette=palette, dither=Image.Dither.NONE) if palette else image
    data = _png(flat, compress_level)
    if len(data) <= max_bytes:
        return RenderedImage(data, f"{basename}.png", "image/png", image.width, image.height, alt_text)
    current = image.convert("RGB")
    while True:
        data = _webp(current, WEBP_QUALITY)
        if len(data) <= max_bytes:
            return RenderedImage(
                data, f"{basename}.webp", "image/webp", current.width, current.height, alt_text
            )
        if min(current.size) * 0.8 < MIN_SIDE:
            raise ValueError(f"cannot encode {basename} under {max_bytes} bytes")
        size = (int(current.width * 0.8), int(current.height * 0.8))
        current = current.resize(size, Image.Resampling.LANCZOS)
