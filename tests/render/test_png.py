"""The palette PNG writer: what it writes decodes to the very pixels and colours it was given."""

from __future__ import annotations

import io
import random

import pytest
from PIL import Image

from render.common.encode import encode_image
from render.common.png import deflater, png_bytes

pytestmark = pytest.mark.skipif(deflater() is None, reason="python-isal is not installed on this machine")


def _palette_picture(size: tuple[int, int], colours: int, seed: int = 1) -> Image.Image:
    rnd = random.Random(seed)
    image = Image.frombytes("P", size, bytes(rnd.randrange(colours) for _ in range(size[0] * size[1])))
    image.putpalette([rnd.randrange(256) for _ in range(3 * colours)])
    return image


def _decoded(data: bytes) -> Image.Image:
    Image.open(io.BytesIO(data)).verify()  # every chunk's CRC and the stream's end
    image = Image.open(io.BytesIO(data))
    image.load()
    return image


@pytest.mark.parametrize(("size", "colours"), [((1, 1), 1), ((3, 7), 5), ((257, 19), 256), ((640, 480), 40)])
def test_a_palette_picture_decodes_to_the_same_pixels_and_colours(
    size: tuple[int, int], colours: int
) -> None:
    picture = _palette_picture(size, colours)
    data = png_bytes(picture, 1)
    assert data is not None
    decoded = _decoded(data)
    assert decoded.format == "PNG" and decoded.mode == "P" and decoded.size == size
    assert decoded.tobytes() == picture.tobytes()
    assert decoded.convert("RGB").tobytes() == picture.convert("RGB").tobytes()


def test_pictures_it_does_not_take_are_left_to_pillow() -> None:
    palette = _palette_picture((20, 10), 16)
    assert png_bytes(palette.convert("RGB"), 1) is None  # true colour
    assert png_bytes(palette, 6) is None  # a smaller file asked for: Pillow's zlib at that level
    transparent = palette.copy()
    transparent.info["transparency"] = 0
    assert png_bytes(transparent, 1) is None


def test_encode_image_writes_a_fast_level_palette_picture_this_way() -> None:
    flat = Image.new("RGB", (300, 200), (120, 170, 210))
    flat.paste((200, 40, 40), (50, 50, 120, 90))
    palette = flat.quantize(8)
    out = encode_image(palette, basename="board", alt_text="a board", compress_level=1)
    assert out.content_type == "image/png" and out.data == png_bytes(palette, 1)
    assert _decoded(out.data).convert("RGB").tobytes() == flat.tobytes()
