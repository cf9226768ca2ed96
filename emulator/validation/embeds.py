"""Embeds: https://discord.com/developers/docs/resources/message#embed-object-embed-limits.

Lengths are counted after trimming, as Discord counts them; image URLs may name an attachment of the
message (`attachment://board.png`), link URLs must be http(s).
"""

from __future__ import annotations

from typing import Any

from emulator.errors import invalid_form
from emulator.validation.fields import WEB, WEB_OR_ATTACHMENT, Range, Text, Url, check_count

MAX_EMBEDS = 10
MAX_EMBED_TOTAL = 6000
MAX_FIELDS = 25
EMBED_TEXTS = (
    Text("title", 256),
    Text("description", 4096),
    Text("footer.text", 2048, needed=True),
    Text("author.name", 256, needed=True),
)
FIELD_TEXTS = (Text("name", 256, needed=True), Text("value", 1024, needed=True))
EMBED_URLS = (
    Url("url", WEB),
    Url("image.url", WEB_OR_ATTACHMENT),
    Url("thumbnail.url", WEB_OR_ATTACHMENT),
    Url("author.url", WEB),
    Url("author.icon_url", WEB_OR_ATTACHMENT),
    Url("footer.icon_url", WEB_OR_ATTACHMENT),
)
EMBED_NUMBERS = (Range("color", 0, 0xFFFFFF),)


def check_embeds(embeds: list[dict[str, Any]]) -> None:
    check_count("embeds", embeds, high=MAX_EMBEDS)
    total = sum(_check_embed(f"embeds.{i}", embed) for i, embed in enumerate(embeds))
    if total > MAX_EMBED_TOTAL:
        raise invalid_form(
            "embeds", "MAX_EMBED_SIZE_EXCEEDED", f"Embed size exceeds maximum size of {MAX_EMBED_TOTAL}"
        )


def _check_embed(path: str, embed: dict[str, Any]) -> int:
    """Check one embed and return its characters toward the message's 6,000."""
    size = sum(text.check(path, embed) for text in EMBED_TEXTS)
    for rule in (*EMBED_URLS, *EMBED_NUMBERS):
        rule.check(path, embed)
    fields = embed.get("fields") or []
    check_count(f"{path}.fields", fields, high=MAX_FIELDS)
    for j, field in enumerate(fields):
        size += sum(text.check(f"{path}.fields.{j}", field) for text in FIELD_TEXTS)
    return size
