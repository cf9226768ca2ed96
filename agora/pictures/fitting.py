"""A drawn picture as the bytes of a file under the upload limit: PNG first; if too large, WebP; then
smaller and smaller copies until it fits."""

from __future__ import annotations

import io
from dataclasses import dataclass, replace
from typing import Any

from PIL import Image


@dataclass(frozen=True)
class EncodedImage:
    filename: str
    data: bytes
    description: str | None = None  # alt text for screen readers (Discord caps it at 1024 characters)


def _encode(image: Image.Image, fmt: str) -> bytes:
    buffer = io.BytesIO()
    if fmt == "PNG":
        # zlib's default level: `optimize` saved about 8% of a small picture for three times the CPU.
        image.save(buffer, format="PNG", compress_level=6)
    else:
        image.save(buffer, format="WEBP", quality=80, method=4)
    return buffer.getvalue()


def fit_image(image: Image.Image, stem: str, limit: int) -> EncodedImage:
    """Encode under `limit` bytes: PNG, else WebP, else WebP of a smaller copy (3/4 each step)."""
    data = _encode(image, "PNG")
    if len(data) <= limit:
        return EncodedImage(f"{stem}.png", data)
    current = image
    while True:
        data = _encode(current, "WEBP")
        if len(data) <= limit or min(current.size) <= 16:
            return EncodedImage(f"{stem}.webp", data)
        width, height = current.size
        current = current.resize((max(1, width * 3 // 4), max(1, height * 3 // 4)), Image.Resampling.LANCZOS)


def fit_rendered(picture: Any, stem: str, limit: int) -> EncodedImage:
    """A Pillow image, or an already encoded picture (`.data` bytes and `.filename`, as the title
    renderers return): kept as is when under the limit, else decoded and fitted like any image."""
    if isinstance(picture, Image.Image):
        return fit_image(picture, stem, limit)
    data: bytes = picture.data
    alt = getattr(picture, "alt_text", None)
    alt = alt[:1024] if isinstance(alt, str) and alt else None
    if len(data) <= limit:
        suffix = str(picture.filename).rsplit(".", 1)[-1] if "." in str(picture.filename) else "png"
        return EncodedImage(f"{stem}.{suffix}", data, alt)
    image = Image.open(io.BytesIO(data))
    image.load()
    return replace(fit_image(image, stem, limit), description=alt)
