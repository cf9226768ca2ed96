"""Answers to interactions: the callback, `@original`, and followups through the interaction token."""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

from aiohttp import web

from emulator import payloads, validation
from emulator.errors import (
    ALREADY_ACKNOWLEDGED,
    UNKNOWN_INTERACTION,
    UNKNOWN_MESSAGE,
    UNKNOWN_WEBHOOK,
    DiscordError,
    invalid_form,
    unknown,
)
from emulator.http_input import API, Upload, read_payload, snowflake_param
from emulator.messages import MessageWriter
from emulator.responses import json_response
from emulator.world import FLAG_EPHEMERAL, FLAG_LOADING, Interaction, Message, World

# Which callback types answer which interaction types (2 command, 3 component, 4 autocomplete, 5 modal).
ALLOWED_CALLBACKS = {2: {4, 5, 9}, 3: {4, 5, 6, 7, 9}, 4: {8}, 5: {4, 5, 6, 7}}


@dataclass
class Timing:
    """Discord's interaction clocks; tests may shorten them."""

    response_window: float = 3.0  # initial callback deadline after the user's action
    token_lifetime: float = 15 * 60.0  # followups and @original edits accepted this long


class InteractionRoutes:
    def __init__(self, world: World, messages: MessageWriter, timing: Timing) -> None:
        self.world = world
        self.messages = messages
        self.timing = timing

    def routes(self) -> list[web.RouteDef]:
        webhook = API + "/webhooks/{app_id}/{token}"
        return [
            web.post(API + "/interactions/{interaction_id}/{token}/callback", self.interaction_callback),
            web.post(webhook, self.followup),
            web.get(webhook + "/messages/{message_id}", self.get_webhook_message),
            web.patch(webhook + "/messages/{message_id}", self.edit_webhook_message),
            web.delete(webhook + "/messages/{message_id}", self.delete_webhook_message),
        ]

    async def interaction_callback(self, request: web.Request) -> web.Response:
        interaction = self.world.interactions.get(
            snowflake_param(request, "interaction_id", "interaction", UNKNOWN_INTERACTION)
        )
        if interaction is None or interaction.token != request.match_info["token"]:
            raise unknown("interaction", UNKNOWN_INTERACTION)
        interaction.callback_attempted = True
        if time.monotonic() > interaction.created_at + self.timing.response_window:
            raise unknown("interaction", UNKNOWN_INTERACTION)
        if interaction.response_type is not None:
            raise DiscordError(400, ALREADY_ACKNOWLEDGED, "Interaction has already been acknowledged.")
        payload, uploads = await read_payload(request)
        response_type = payload.get("type")
        data = payload.get("data") or {}
        updates_a_message = response_type in (6, 7)
        allowed = ALLOWED_CALLBACKS.get(interaction.type, set())
        if response_type not in allowed or (updates_a_message and interaction.message_id is None):
            raise invalid_form(
                "type", "INTERACTION_RESPONSE_TYPE_INVALID", "Invalid interaction response type"
            )
        message: Message | None = None
        if response_type == 4:
            message = self._interaction_reply(interaction, data, uploads, flags=int(data.get("flags") or 0))
        elif response_type == 5:
            flags = FLAG_LOADING | (int(data.get("flags") or 0) & FLAG_EPHEMERAL)
            message = self._interaction_reply(interaction, {}, [], flags=flags)
        elif response_type == 7 and interaction.message_id is not None:
            message = self.world.messages[interaction.message_id]
            self.messages.apply_edit(message, data, uploads)
        elif response_type == 8:
            choices = data.get("choices") or []
            validation.check_autocomplete(choices)
            interaction.autocomplete_choices = choices
        elif response_type == 9:
            validation.check_modal(data)
            interaction.modal = data
        interaction.response_type = response_type
        interaction.responded_at = time.monotonic()
        if message is not None:
            interaction.touch_message(message.id)
            if response_type in (4, 5):
                interaction.original_message_id = message.id
        if request.query.get("with_response") not in ("1", "true", "True"):
            return web.Response(status=204)
        body: dict[str, Any] = {
            "interaction": {
                "id": str(interaction.id),
                "type": interaction.type,
                "response_message_id": str(message.id) if message else None,
                "response_message_loading": response_type == 5,
                "response_message_ephemeral": bool(message and message.ephemeral),
            },
            "resource": {"type": response_type},
        }
        if message is not None:
            body["resource"]["message"] = payloads.message(self.world, message)
        return json_response(body)

    def _interaction_reply(
        self, interaction: Interaction, data: dict[str, Any], uploads: list[Upload], *, flags: int
    ) -> Message:
        channel = self.world.channels[interaction.channel_id]
        ephemeral = bool(flags & FLAG_EPHEMERAL)
        recipient = interaction.user_id if ephemeral else channel.recipient_id
        loading = bool(flags & FLAG_LOADING)
        message = self.messages.create_message(
            channel,
            {**data, "flags": flags},
            uploads,
            recipient_id=recipient,
            interaction=interaction,
            allow_empty=loading,
        )
        self.messages.announce(message, "MESSAGE_CREATE")
        return message

    def _token_interaction(self, request: web.Request) -> Interaction:
        app_id = request.match_info["app_id"]
        interaction = self.world.interactions_by_token.get(request.match_info["token"])
        if interaction is None or app_id != str(self.world.application_id):
            raise unknown("Webhook", UNKNOWN_WEBHOOK)
        if time.monotonic() > interaction.created_at + self.timing.token_lifetime:
            raise DiscordError(401, 50027, "Invalid Webhook Token")
        if interaction.response_type is None:
            raise unknown("Webhook", UNKNOWN_WEBHOOK)
        return interaction

    def _webhook_message(self, request: web.Request, interaction: Interaction) -> Message:
        raw = request.match_info["message_id"]
        if raw == "@original":
            if interaction.response_type in (6, 7):
                message_id = interaction.message_id
            else:
                message_id = interaction.original_message_id
        else:
            message_id = snowflake_param(request, "message_id", "Message", UNKNOWN_MESSAGE)
        message = self.world.messages.get(message_id) if message_id else None
        belongs = message is not None and (
            message.interaction_id == interaction.id or message.id == interaction.message_id
        )
        if message is None or not belongs or message.deleted:
            raise unknown("Message", UNKNOWN_MESSAGE)
        return message

    async def followup(self, request: web.Request) -> web.Response:
        interaction = self._token_interaction(request)
        payload, uploads = await read_payload(request)
        original = (
            self.world.messages.get(interaction.original_message_id)
            if interaction.original_message_id
            else None
        )
        if original is not None and original.loading and not original.deleted:
            # Discord turns the first followup after a "thinking" defer into the original reply
            # (once the bot deleted that "thinking" message, a followup is a message of its own).
            self.messages.apply_edit(original, payload, uploads, finishing_defer=True)
            message = original
        else:
            message = self._interaction_reply(
                interaction, payload, uploads, flags=int(payload.get("flags") or 0)
            )
        interaction.touch_message(message.id)
        if request.query.get("wait") in ("true", "1", "True"):
            return json_response(payloads.message(self.world, message))
        return web.Response(status=204)

    async def get_webhook_message(self, request: web.Request) -> web.Response:
        interaction = self._token_interaction(request)
        return json_response(payloads.message(self.world, self._webhook_message(request, interaction)))

    async def edit_webhook_message(self, request: web.Request) -> web.Response:
        interaction = self._token_interaction(request)
        message = self._webhook_message(request, interaction)
        payload, uploads = await read_payload(request)
        self.messages.apply_edit(message, payload, uploads, finishing_defer=message.loading)
        interaction.touch_message(message.id)
        return json_response(payloads.message(self.world, message))

    async def delete_webhook_message(self, request: web.Request) -> web.Response:
        interaction = self._token_interaction(request)
        self.messages.remove(self._webhook_message(request, interaction))
        return web.Response(status=204)
