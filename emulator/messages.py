"""Building, editing and deleting the bot's messages: fields as sent, attachments from multipart uploads,
`attachment://` links resolved, limits checked, and the bot told through the gateway as Discord does."""

from __future__ import annotations

import copy
import itertools
import mimetypes
import time
from collections.abc import Callable
from typing import Any

from emulator import payloads, validation
from emulator.gateway import Gateway
from emulator.http_input import Upload
from emulator.world import FLAG_LOADING, Attachment, Channel, Interaction, Message, World, iter_components

EDITABLE_FLAGS = (1 << 2) | (1 << 12) | (1 << 15)  # suppress embeds, suppress notifications, components v2


class MessageWriter:
    def __init__(self, world: World, gateway: Gateway, *, root_url: Callable[[], str]) -> None:
        self.world = world
        self.gateway = gateway
        self._root_url = root_url

    def create_message(
        self,
        channel: Channel,
        payload: dict[str, Any],
        uploads: list[Upload],
        *,
        recipient_id: int | None,
        interaction: Interaction | None = None,
        allow_empty: bool = False,
    ) -> Message:
        if not allow_empty:
            validation.check_message(
                payload,
                upload_sizes=[len(u.data) for u in uploads],
                is_edit=False,
                has_attachments=bool(payload.get("attachments")),
                channel_post=interaction is None,
            )
        message = Message(
            id=self.world.ids.next(),
            channel_id=channel.id,
            author_id=self.world.bot_user.id,
            guild_id=channel.guild_id,
            recipient_id=recipient_id,
            flags=int(payload.get("flags") or 0),
            tts=bool(payload.get("tts", False)),
        )
        if interaction is not None:
            message.interaction_id = interaction.id
            message.webhook_id = self.world.application_id
            message.type = 20 if interaction.type == 2 else 0
        self._apply_fields(message, payload, uploads)
        return self.world.add_message(message)

    def apply_edit(
        self,
        message: Message,
        payload: dict[str, Any],
        uploads: list[Upload],
        *,
        finishing_defer: bool = False,
    ) -> None:
        validation.check_message(
            payload,
            upload_sizes=[len(u.data) for u in uploads],
            is_edit=not finishing_defer,
            has_attachments=True,
        )
        self._apply_fields(message, payload, uploads)
        if "flags" in payload:
            kept = message.flags & ~EDITABLE_FLAGS
            message.flags = kept | (int(payload["flags"] or 0) & EDITABLE_FLAGS)
        if finishing_defer:
            message.flags &= ~FLAG_LOADING
        else:
            message.edited = True
            message.edited_at = time.time()
        self.world.touched(message)
        self.announce(message, "MESSAGE_UPDATE")

    def remove(self, message: Message) -> None:
        message.deleted = True
        self.world.touched(message)
        if not message.ephemeral:
            data = {"id": str(message.id), "channel_id": str(message.channel_id)}
            if message.guild_id:
                data["guild_id"] = str(message.guild_id)
            self.gateway.dispatch("MESSAGE_DELETE", data, guild_id=message.guild_id)

    def announce(self, message: Message, event: str) -> None:
        """Tell the bot about its own message, as Discord does (never for ephemerals)."""
        if not message.ephemeral:
            self.gateway.dispatch(event, payloads.message(self.world, message), guild_id=message.guild_id)

    def credit_deferred_click(self, message: Message) -> None:
        """A bot that deferred a click (type 6) often edits the message over the channel route: count that
        edit as the click's answer."""
        for recent in itertools.islice(reversed(self.world.interactions.values()), 50):
            if recent.message_id == message.id and recent.response_type == 6:
                recent.touch_message(message.id)
                return

    def _apply_fields(self, message: Message, payload: dict[str, Any], uploads: list[Upload]) -> None:
        if "content" in payload:
            message.content = str(payload["content"] or "")
        if "embeds" in payload:
            message.embeds = copy.deepcopy(payload["embeds"] or [])
        if "components" in payload:
            message.components = numbered(copy.deepcopy(payload["components"] or []))
        if "allowed_mentions" in payload:
            message.allowed_mentions = copy.deepcopy(payload["allowed_mentions"])
        message.attachments = self._attachments(message, payload.get("attachments"), uploads)
        self._resolve_attachment_urls(message)

    def _attachments(
        self, message: Message, specs: list[dict[str, Any]] | None, uploads: list[Upload]
    ) -> list[Attachment]:
        by_index = {u.index: u for u in uploads}
        existing = {a.id: a for a in message.attachments}
        if specs is None:
            kept = list(message.attachments)
            return kept + [self._new_attachment(message, u, None) for u in uploads]
        result: list[Attachment] = []
        used: set[int] = set()
        for spec in specs:
            ref = int(spec["id"])
            if ref in by_index and ref not in used:
                used.add(ref)
                result.append(self._new_attachment(message, by_index[ref], spec))
            elif ref in existing:
                result.append(existing[ref])
        result += [self._new_attachment(message, u, None) for u in uploads if u.index not in used]
        return result

    def _new_attachment(self, message: Message, upload: Upload, spec: dict[str, Any] | None) -> Attachment:
        filename = (spec or {}).get("filename") or upload.filename
        guessed = mimetypes.guess_type(filename)[0]
        content_type = guessed or upload.content_type or "application/octet-stream"
        attachment_id = self.world.ids.next()
        return Attachment(
            id=attachment_id,
            filename=filename,
            content_type=content_type,
            data=upload.data,
            url=f"{self._root_url()}/attachments/{message.channel_id}/{attachment_id}/{filename}",
            description=(spec or {}).get("description"),
        )

    @staticmethod
    def _resolve_attachment_urls(message: Message) -> None:
        """`attachment://name` in an embed becomes the attachment's URL, as on Discord."""
        by_name = {a.filename: a.url for a in message.attachments}
        for embed in message.embeds:
            for key in ("image", "thumbnail", "footer", "author"):
                part = embed.get(key)
                if not isinstance(part, dict):
                    continue
                for url_key in ("url", "icon_url"):
                    url = part.get(url_key)
                    if isinstance(url, str) and url.startswith("attachment://"):
                        name = url.removeprefix("attachment://")
                        if name in by_name:
                            part[url_key] = by_name[name]


def numbered(components: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Discord gives every component of a message an `id`: the one the bot set, else the next number
    in order (depth first) that no component of the message uses."""
    used = {c["id"] for c in iter_components(components) if isinstance(c.get("id"), int)}
    next_id = 0
    for component in iter_components(components):
        if not isinstance(component.get("id"), int):
            next_id += 1
            while next_id in used:
                next_id += 1
            component["id"] = next_id
    return components
