"""A message as a bot creates or edits it (channel messages, interaction answers, followups): content,
embeds, components, mentions, flags and files. https://discord.com/developers/docs/resources/message
"""

from __future__ import annotations

from typing import Any

from emulator.errors import CANNOT_SEND_EMPTY, ENTITY_TOO_LARGE, DiscordError, invalid_form
from emulator.validation.components import check_components
from emulator.validation.embeds import check_embeds
from emulator.validation.fields import Text, check_count

CONTENT = Text("content", 2000)
MAX_FILES = 10
MAX_FILE_BYTES = 10 * 1024 * 1024  # per file, without boosts
MAX_REQUEST_BYTES = 25 * 1024 * 1024  # the whole request, all its files together
MAX_MENTION_IDS = 100
EPHEMERAL = 1 << 6
IS_COMPONENTS_V2 = 1 << 15


def check_message(
    payload: dict[str, Any],
    *,
    upload_sizes: list[int],
    is_edit: bool,
    has_attachments: bool,
    channel_post: bool = False,
) -> None:
    """`channel_post`: a plain channel message (not an interaction answer), which cannot be ephemeral."""
    check_count("files", upload_sizes, high=MAX_FILES)
    flags = int(payload.get("flags") or 0)
    if channel_post and flags & EPHEMERAL:
        raise invalid_form("flags", "MESSAGE_FLAGS_INVALID", "Only interaction answers can be ephemeral.")
    CONTENT.check("", payload)
    embeds = payload.get("embeds") or []
    check_embeds(embeds)
    components = payload.get("components") or []
    if not flags & IS_COMPONENTS_V2:
        check_components(components)
    _check_allowed_mentions(payload.get("allowed_mentions"))
    _check_files(upload_sizes)
    content = payload.get("content")
    if not is_edit and not (content or embeds or components or upload_sizes or has_attachments):
        raise DiscordError(400, CANNOT_SEND_EMPTY, "Cannot send an empty message")


def _check_allowed_mentions(rules: dict[str, Any] | None) -> None:
    if not rules:
        return
    parse = rules.get("parse", [])
    for kind in ("users", "roles"):
        if kind in parse and rules.get(kind):
            raise invalid_form(
                f"allowed_mentions.{kind}",
                "MESSAGE_ALLOWED_MENTIONS_PARSE_EXCLUSIVE",
                f'parse:["{kind}"] and {kind}: [ids...] are mutually exclusive.',
            )
        check_count(f"allowed_mentions.{kind}", rules.get(kind) or [], high=MAX_MENTION_IDS)


def _check_files(upload_sizes: list[int]) -> None:
    """Discord's limit is per file, plus one on the request as a whole; both answer 413 / 40005."""
    if any(size > MAX_FILE_BYTES for size in upload_sizes) or sum(upload_sizes) > MAX_REQUEST_BYTES:
        raise DiscordError(413, ENTITY_TOO_LARGE, "Request entity too large")
