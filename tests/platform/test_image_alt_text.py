"""Pictures the title renderers hand over keep their alt text all the way to the Discord file."""

from dataclasses import dataclass

from PIL import Image

from agora.discord.images import as_file
from agora.pictures.fitting import fit_rendered
from render.common.encode import encode_image


@dataclass
class _Picture:
    data: bytes
    filename: str
    alt_text: str


def _png() -> bytes:
    return encode_image(Image.new("RGB", (64, 48), "navy"), basename="x", alt_text="", max_bytes=10**6).data


def test_alt_text_becomes_the_file_description():
    picture = _Picture(_png(), "map.png", "Turn 3, winter: Athens 12 PF in T17")
    encoded = fit_rendered(picture, "phase-map", limit=10**6)
    assert encoded.description == picture.alt_text
    assert as_file(encoded).description == picture.alt_text


def test_alt_text_survives_the_downscale_fallback():
    picture = _Picture(_png(), "map.png", "x" * 2000)
    encoded = fit_rendered(picture, "phase-map", limit=len(picture.data) - 1)
    assert encoded.description == "x" * 1024
