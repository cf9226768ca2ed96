"""The REST routes discord.py calls, under /api/v{9,10}. Handlers raise DiscordError for Discord's errors."""

from __future__ import annotations

import copy
import itertools
import json
import mimetypes
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from aiohttp import web

from emulator import payloads, validation
from emulator.errors import (
    ALREADY_ACKNOWLEDGED,
    CANNOT_EDIT_OTHERS,
    MISSING_ACCESS,
    UNKNOWN_CHANNEL,
    UNKNOWN_COMMAND,
    UNKNOWN_GUILD,
    UNKNOWN_INTERACTION,
    UNKNOWN_MEMBER,
    UNKNOWN_MESSAGE,
    UNKNOWN_USER,
    UNKNOWN_WEBHOOK,
    DiscordError,
    cannot_dm,
    invalid_form,
    unknown,
)
from emulator.gateway import Gateway
from emulator.responses import json_response
from emulator.world import (
    FLAG_EPHEMERAL,
    FLAG_LOADING,
    PRIVATE_THREAD,
    PUBLIC_THREAD,
    Attachment,
    Channel,
    Interaction,
    Message,
    World,
)

API = r"/api/v{version:\d+}"
TOKEN_LIFETIME = 15 * 60.0  # interaction tokens accept followups for 15 minutes
EDITABLE_FLAGS = (1 << 2) | (1 << 12) | (1 << 15)  # suppress embeds, suppress notifications, components v2

# Which callback types answer which interaction types (2 command, 3 component, 4 autocomplete, 5 modal).
ALLOWED_CALLBACKS = {2: {4, 5, 9}, 3: {4, 5, 6, 7, 9}, 4: {8}, 5: {4, 5, 6, 7}}


@dataclass
class Upload:
    index: int
    filename: str
    content_type: str | None
    data: bytes


@dataclass
class Timing:
    """Discord's interaction clocks; tests may shorten them."""

    response_window: float = 3.0  # initial callback deadline after the user's action
    token_lifetime: float = TOKEN_LIFETIME


async def read_payload(request: web.Request) -> tuple[Any, list[Upload]]:
    """A JSON body, or multipart `payload_json` + `files[n]`."""
    if request.content_type.startswith("multipart/"):
        payload: Any = {}
        uploads: list[Upload] = []
        reader = await request.multipart()
        async for part in reader:
            name = getattr(part, "name", None) or ""
            if name == "payload_json":
                payload = json.loads(await part.text())  # type: ignore[union-attr]
            elif name.startswith("files["):
                data = await part.read(decode=False)  # type: ignore[union-attr]
                uploads.append(
                    Upload(
                        int(name[6:-1]),
                        part.filename or f"file{len(uploads)}",  # type: ignore[union-attr]
                        part.headers.get("Content-Type"),
                        bytes(data),
                    )
                )
        return payload, uploads
    if not request.body_exists:
        return {}, []
    text = await request.text()
    return (json.loads(text) if text else {}), []


def _snowflake(request: web.Request, key: str, what: str, code: int) -> int:
    try:
        return int(request.match_info[key])
    except ValueError:
        raise unknown(what, code) from None


class Rest:
    def __init__(
        self,
        world: World,
        gateway: Gateway,
        *,
        base_url: Callable[[], str],
        gateway_url: Callable[[], str],
        timing: Timing,
        shard_count: Callable[[], int],
    ) -> None:
        self.world = world
        self.gateway = gateway
        self._base_url = base_url
        self._gateway_url = gateway_url
        self.timing = timing
        self._shard_count = shard_count

    def routes(self) -> list[web.RouteDef]:
        r = web
        a = API
        return [
            r.get(a + "/users/@me", self.get_me),
            r.get(a + "/users/{user_id}", self.get_user),
            r.post(a + "/users/@me/channels", self.create_dm),
            r.get(a + "/oauth2/applications/@me", self.get_application),
            r.get(a + "/applications/@me", self.get_application),
            r.get(a + "/gateway", self.get_gateway),
            r.get(a + "/gateway/bot", self.get_gateway_bot),
            # channels and messages
            r.get(a + "/channels/{channel_id}", self.get_channel),
            r.patch(a + "/channels/{channel_id}", self.edit_channel),
            r.get(a + "/channels/{channel_id}/messages", self.list_messages),
            r.post(a + "/channels/{channel_id}/messages", self.send_message),
            r.get(a + "/channels/{channel_id}/messages/{message_id}", self.get_message),
            r.patch(a + "/channels/{channel_id}/messages/{message_id}", self.edit_message),
            r.delete(a + "/channels/{channel_id}/messages/{message_id}", self.delete_message),
            r.post(a + "/channels/{channel_id}/typing", self.typing),
            r.put(
                a + "/channels/{channel_id}/messages/{message_id}/reactions/{emoji}/@me", self.add_reaction
            ),
            r.delete(
                a + "/channels/{channel_id}/messages/{message_id}/reactions/{emoji}/@me", self.remove_reaction
            ),
            # threads
            r.post(a + "/channels/{channel_id}/threads", self.create_thread),
            r.post(
                a + "/channels/{channel_id}/messages/{message_id}/threads", self.create_thread_from_message
            ),
            r.get(a + "/channels/{channel_id}/thread-members", self.list_thread_members),
            r.put(a + "/channels/{channel_id}/thread-members/{user_id}", self.add_thread_member),
            r.delete(a + "/channels/{channel_id}/thread-members/{user_id}", self.remove_thread_member),
            # guilds
            r.get(a + "/guilds/{guild_id}", self.get_guild),
            r.get(a + "/guilds/{guild_id}/channels", self.get_guild_channels),
            r.get(a + "/guilds/{guild_id}/roles", self.get_guild_roles),
            r.get(a + "/guilds/{guild_id}/members", self.list_members),
            r.get(a + "/guilds/{guild_id}/members/{user_id}", self.get_member),
            # application commands, global then guild
            r.get(a + "/applications/{app_id}/commands", self.list_commands),
            r.put(a + "/applications/{app_id}/commands", self.overwrite_commands),
            r.post(a + "/applications/{app_id}/commands", self.upsert_command),
            r.get(a + "/applications/{app_id}/commands/{command_id}", self.get_command),
            r.patch(a + "/applications/{app_id}/commands/{command_id}", self.edit_command),
            r.delete(a + "/applications/{app_id}/commands/{command_id}", self.delete_command),
            r.get(a + "/applications/{app_id}/guilds/{guild_id}/commands", self.list_commands),
            r.put(a + "/applications/{app_id}/guilds/{guild_id}/commands", self.overwrite_commands),
            r.post(a + "/applications/{app_id}/guilds/{guild_id}/commands", self.upsert_command),
            r.get(a + "/applications/{app_id}/guilds/{guild_id}/commands/{command_id}", self.get_command),
            r.patch(a + "/applications/{app_id}/guilds/{guild_id}/commands/{command_id}", self.edit_command),
            r.delete(
                a + "/applications/{app_id}/guilds/{guild_id}/commands/{command_id}", self.delete_command
            ),
            # interactions
            r.post(a + "/interactions/{interaction_id}/{token}/callback", self.interaction_callback),
            r.post(a + "/webhooks/{app_id}/{token}", self.followup),
            r.get(a + "/webhooks/{app_id}/{token}/messages/{message_id}", self.get_webhook_message),
            r.patch(a + "/webhooks/{app_id}/{token}/messages/{message_id}", self.edit_webhook_message),
            r.delete(a + "/webhooks/{app_id}/{token}/messages/{message_id}", self.delete_webhook_message),
            # the "CDN" for attachments
            r.get("/attachments/{channel_id}/{attachment_id}/{filename}", self.get_attachment),
        ]

    # --- lookups -------------------------------------------------------------------------------

    def _channel(self, request: web.Request) -> Channel:
        channel = self.world.channels.get(_snowflake(request, "channel_id", "Channel", UNKNOWN_CHANNEL))
        if channel is None:
            raise unknown("Channel", UNKNOWN_CHANNEL)
        if not self.world.can_see(self.world.bot_user.id, channel):
            raise DiscordError(403, MISSING_ACCESS, "Missing Access")
        return channel

    def _message(self, request: web.Request, channel: Channel) -> Message:
        message = self.world.messages.get(_snowflake(request, "message_id", "Message", UNKNOWN_MESSAGE))
        if message is None or message.channel_id != channel.id or message.deleted or message.ephemeral:
            raise unknown("Message", UNKNOWN_MESSAGE)
        return message

    def _guild(self, request: web.Request):
        guild = self.world.guilds.get(_snowflake(request, "guild_id", "Guild", UNKNOWN_GUILD))
        if guild is None:
            raise unknown("Guild", UNKNOWN_GUILD)
        return guild

    # --- identity ------------------------------------------------------------------------------

    async def get_me(self, request: web.Request) -> web.Response:
        return json_response(payloads.user(self.world.bot_user))

    async def get_user(self, request: web.Request) -> web.Response:
        user = self.world.users.get(_snowflake(request, "user_id", "User", UNKNOWN_USER))
        if user is None:
            raise unknown("User", UNKNOWN_USER)
        return json_response(payloads.user(user))

    async def get_application(self, request: web.Request) -> web.Response:
        return json_response(payloads.application(self.world))

    async def get_gateway(self, request: web.Request) -> web.Response:
        return json_response({"url": self._gateway_url()})

    async def get_gateway_bot(self, request: web.Request) -> web.Response:
        return json_response(
            {
                "url": self._gateway_url(),
                "shards": self._shard_count(),
                "session_start_limit": {
                    "total": 1000,
                    "remaining": 999,
                    "reset_after": 0,
                    "max_concurrency": 1,
                },
            }
        )

    async def create_dm(self, request: web.Request) -> web.Response:
        payload, _ = await read_payload(request)
        try:
            user = self.world.users[int(payload.get("recipient_id"))]
        except (KeyError, TypeError, ValueError):
            raise unknown("User", UNKNOWN_USER) from None
        return json_response(payloads.channel(self.world, self.world.dm_channel(user)))

    # --- channels ------------------------------------------------------------------------------

    async def get_channel(self, request: web.Request) -> web.Response:
        return json_response(payloads.channel(self.world, self._channel(request)))

    async def edit_channel(self, request: web.Request) -> web.Response:
        channel = self._channel(request)
        payload, _ = await read_payload(request)
        if "name" in payload:
            channel.name = payload["name"]
        if channel.is_thread:
            channel.archived = bool(payload.get("archived", channel.archived))
            channel.locked = bool(payload.get("locked", channel.locked))
            channel.invitable = bool(payload.get("invitable", channel.invitable))
        data = payloads.channel(self.world, channel)
        self.gateway.dispatch(
            "THREAD_UPDATE" if channel.is_thread else "CHANNEL_UPDATE", data, guild_id=channel.guild_id
        )
        return json_response(data)

    async def list_messages(self, request: web.Request) -> web.Response:
        channel = self._channel(request)
        limit = min(int(request.query.get("limit", 50)), 100)
        messages = [m for m in self.world.messages_in(channel.id) if not m.ephemeral]
        if "before" in request.query:
            messages = [m for m in messages if m.id < int(request.query["before"])]
        if "after" in request.query:
            messages = [m for m in messages if m.id > int(request.query["after"])][:limit]
        newest_first = list(reversed(messages))[:limit]
        return json_response([payloads.message(self.world, m) for m in newest_first])

    async def send_message(self, request: web.Request) -> web.Response:
        channel = self._channel(request)
        if channel.is_dm:
            recipient = self.world.users[channel.recipient_id]  # type: ignore[index]
            if not recipient.dms_open:
                raise cannot_dm()
        if channel.is_thread and channel.locked:
            raise DiscordError(403, 50083, "Thread is archived")
        payload, uploads = await read_payload(request)
        message = self.create_message(channel, payload, uploads, recipient_id=channel.recipient_id)
        if (reference := payload.get("message_reference")) and reference.get("message_id"):
            message.reply_to_id = int(reference["message_id"])
            message.type = 19
        self.announce(message, "MESSAGE_CREATE")
        return json_response(payloads.message(self.world, message))

    async def get_message(self, request: web.Request) -> web.Response:
        channel = self._channel(request)
        return json_response(payloads.message(self.world, self._message(request, channel)))

    async def edit_message(self, request: web.Request) -> web.Response:
        channel = self._channel(request)
        message = self._message(request, channel)
        if message.author_id != self.world.bot_user.id:
            raise DiscordError(403, CANNOT_EDIT_OTHERS, "Cannot edit a message authored by another user")
        payload, uploads = await read_payload(request)
        self.apply_edit(message, payload, uploads)
        self._credit_component_interaction(message)
        return json_response(payloads.message(self.world, message))

    async def delete_message(self, request: web.Request) -> web.Response:
        channel = self._channel(request)
        self.remove(self._message(request, channel))
        return web.Response(status=204)

    async def typing(self, request: web.Request) -> web.Response:
        self._channel(request)
        return web.Response(status=204)

    async def add_reaction(self, request: web.Request) -> web.Response:
        message = self._message(request, self._channel(request))
        emoji = request.match_info["emoji"]
        if emoji not in message.reactions:
            message.reactions.append(emoji)
        return web.Response(status=204)

    async def remove_reaction(self, request: web.Request) -> web.Response:
        message = self._message(request, self._channel(request))
        emoji = request.match_info["emoji"]
        if emoji in message.reactions:
            message.reactions.remove(emoji)
        return web.Response(status=204)

    # --- threads -------------------------------------------------------------------------------

    async def create_thread(self, request: web.Request) -> web.Response:
        parent = self._channel(request)
        payload, _ = await read_payload(request)
        private = int(payload.get("type", PRIVATE_THREAD)) == PRIVATE_THREAD
        return self._new_thread(parent, payload, private=private)

    async def create_thread_from_message(self, request: web.Request) -> web.Response:
        parent = self._channel(request)
        self._message(request, parent)
        payload, _ = await read_payload(request)
        return self._new_thread(parent, payload, private=False)

    def _new_thread(self, parent: Channel, payload: dict[str, Any], *, private: bool) -> web.Response:
        if parent.is_dm or parent.is_thread:
            raise DiscordError(400, 50024, "Cannot execute action on this channel type")
        name = str(payload.get("name") or "")
        if not 1 <= len(name) <= 100:
            raise invalid_form("name", "BASE_TYPE_BAD_LENGTH", "Must be between 1 and 100 in length.")
        thread = self.world.add_thread(
            parent,
            name,
            private=private,
            owner_id=self.world.bot_user.id,
            invitable=bool(payload.get("invitable", True)),
        )
        data = payloads.channel(self.world, thread)
        self.gateway.dispatch("THREAD_CREATE", {**data, "newly_created": True}, guild_id=thread.guild_id)
        return json_response(data, status=201)

    def _thread(self, request: web.Request) -> Channel:
        channel = self._channel(request)
        if channel.type not in (PUBLIC_THREAD, PRIVATE_THREAD):
            raise DiscordError(400, 50024, "Cannot execute action on this channel type")
        return channel

    def _thread_user(self, request: web.Request, thread: Channel) -> int:
        raw = request.match_info["user_id"]
        user_id = (
            self.world.bot_user.id if raw == "@me" else _snowflake(request, "user_id", "User", UNKNOWN_USER)
        )
        guild = self.world.guild_of(thread)
        if guild is None or user_id not in guild.members:
            raise unknown("Member", UNKNOWN_MEMBER)
        return user_id

    async def list_thread_members(self, request: web.Request) -> web.Response:
        thread = self._thread(request)
        return json_response(
            [
                {
                    "id": str(thread.id),
                    "user_id": str(u),
                    "join_timestamp": payloads.iso(thread.created_at),
                    "flags": 0,
                }
                for u in sorted(thread.thread_member_ids)
            ]
        )

    async def add_thread_member(self, request: web.Request) -> web.Response:
        thread = self._thread(request)
        thread.thread_member_ids.add(self._thread_user(request, thread))
        return web.Response(status=204)

    async def remove_thread_member(self, request: web.Request) -> web.Response:
        thread = self._thread(request)
        thread.thread_member_ids.discard(self._thread_user(request, thread))
        return web.Response(status=204)

    # --- guilds --------------------------------------------------------------------------------

    async def get_guild(self, request: web.Request) -> web.Response:
        guild = self._guild(request)
        data = payloads.guild(self.world, guild, for_create=False)
        if request.query.get("with_counts") in ("true", "1"):
            data["approximate_member_count"] = len(guild.members)
            data["approximate_presence_count"] = len(guild.members)
        return json_response(data)

    async def get_guild_channels(self, request: web.Request) -> web.Response:
        guild = self._guild(request)
        return json_response(
            [payloads.channel(self.world, self.world.channels[c]) for c in guild.channel_ids]
        )

    async def get_guild_roles(self, request: web.Request) -> web.Response:
        guild = self._guild(request)
        return json_response([payloads.role(r) for r in guild.roles.values()])

    async def list_members(self, request: web.Request) -> web.Response:
        guild = self._guild(request)
        limit = int(request.query.get("limit", 1))
        members = sorted(guild.members.values(), key=lambda m: m.user_id)
        after = int(request.query.get("after", 0))
        chosen = [m for m in members if m.user_id > after][:limit]
        return json_response([payloads.member(self.world, m) for m in chosen])

    async def get_member(self, request: web.Request) -> web.Response:
        guild = self._guild(request)
        member = guild.members.get(_snowflake(request, "user_id", "Member", UNKNOWN_MEMBER))
        if member is None:
            raise unknown("Member", UNKNOWN_MEMBER)
        return json_response(payloads.member(self.world, member))

    # --- application commands ------------------------------------------------------------------

    def _command_scope(self, request: web.Request) -> tuple[int | None, dict[str, dict[str, Any]]]:
        if _snowflake(request, "app_id", "Application", 10002) != self.world.application_id:
            raise DiscordError(403, MISSING_ACCESS, "Missing Access")
        if "guild_id" not in request.match_info:
            return None, self.world.commands[None]
        guild = self.world.guilds.get(_snowflake(request, "guild_id", "Guild", UNKNOWN_GUILD))
        if guild is None:
            raise DiscordError(403, MISSING_ACCESS, "Missing Access")
        return guild.id, self.world.commands.setdefault(guild.id, {})

    def _stored_command(
        self, guild_id: int | None, data: dict[str, Any], old: dict[str, Any] | None
    ) -> dict[str, Any]:
        stored = copy.deepcopy(data)
        stored.setdefault("type", 1)
        stored.setdefault("description", "")
        stored.setdefault("options", [])
        stored.setdefault("default_member_permissions", None)
        stored.setdefault("nsfw", False)
        stored["id"] = old["id"] if old else str(self.world.ids.next())
        stored["application_id"] = str(self.world.application_id)
        stored["version"] = str(self.world.ids.next())
        if guild_id is not None:
            stored["guild_id"] = str(guild_id)
        return stored

    @staticmethod
    def _command_key(data: dict[str, Any]) -> str:
        return f"{data.get('type', 1)}:{data.get('name')}"

    def _command_by_id(
        self, request: web.Request, scope: dict[str, dict[str, Any]]
    ) -> tuple[str, dict[str, Any]]:
        command_id = request.match_info["command_id"]
        for key, command in scope.items():
            if command["id"] == command_id:
                return key, command
        raise unknown("application command", UNKNOWN_COMMAND)

    async def list_commands(self, request: web.Request) -> web.Response:
        _, scope = self._command_scope(request)
        return json_response(list(scope.values()))

    async def overwrite_commands(self, request: web.Request) -> web.Response:
        guild_id, scope = self._command_scope(request)
        payload, _ = await read_payload(request)
        if not isinstance(payload, list) or len(payload) > 100:
            raise invalid_form("_root", "BASE_TYPE_MAX_LENGTH", "Must be a list of 100 or fewer commands.")
        for i, data in enumerate(payload):
            validation.check_command(str(i), data)
        new = {}
        for data in payload:
            key = self._command_key(data)
            new[key] = self._stored_command(guild_id, data, scope.get(key))
        scope.clear()
        scope.update(new)
        return json_response(list(scope.values()))

    async def upsert_command(self, request: web.Request) -> web.Response:
        guild_id, scope = self._command_scope(request)
        payload, _ = await read_payload(request)
        validation.check_command("_root", payload)
        key = self._command_key(payload)
        existed = key in scope
        scope[key] = self._stored_command(guild_id, payload, scope.get(key))
        return json_response(scope[key], status=200 if existed else 201)

    async def get_command(self, request: web.Request) -> web.Response:
        _, scope = self._command_scope(request)
        return json_response(self._command_by_id(request, scope)[1])

    async def edit_command(self, request: web.Request) -> web.Response:
        guild_id, scope = self._command_scope(request)
        key, command = self._command_by_id(request, scope)
        payload, _ = await read_payload(request)
        merged = {**command, **payload}
        validation.check_command("_root", merged)
        del scope[key]
        scope[self._command_key(merged)] = self._stored_command(guild_id, merged, command)
        return json_response(scope[self._command_key(merged)])

    async def delete_command(self, request: web.Request) -> web.Response:
        _, scope = self._command_scope(request)
        key, _ = self._command_by_id(request, scope)
        del scope[key]
        return web.Response(status=204)

    # --- interactions --------------------------------------------------------------------------

    async def interaction_callback(self, request: web.Request) -> web.Response:
        interaction = self.world.interactions.get(
            _snowflake(request, "interaction_id", "interaction", UNKNOWN_INTERACTION)
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
        if response_type not in ALLOWED_CALLBACKS.get(interaction.type, set()):
            raise invalid_form(
                "type", "INTERACTION_RESPONSE_TYPE_INVALID", "Invalid interaction response type"
            )
        message: Message | None = None
        if response_type == 4:
            message = self._interaction_reply(interaction, data, uploads, flags=int(data.get("flags") or 0))
        elif response_type == 5:
            flags = FLAG_LOADING | (int(data.get("flags") or 0) & FLAG_EPHEMERAL)
            message = self._interaction_reply(interaction, {}, [], flags=flags)
        elif response_type == 7:
            message = self.world.messages[interaction.message_id]  # type: ignore[index]
            self.apply_edit(message, data, uploads)
        elif response_type == 8:
            choices = data.get("choices") or []
            validation.check_autocomplete(choices)
            interaction.autocomplete_choices = choices
        elif response_type == 9:
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
        message = self.create_message(
            channel,
            {**data, "flags": flags},
            uploads,
            recipient_id=recipient,
            interaction=interaction,
            allow_empty=loading,
        )
        self.announce(message, "MESSAGE_CREATE")
        return message

    def _credit_component_interaction(self, message: Message) -> None:
        """A bot that deferred a click (type 6) often edits the message over the channel route: count that
        edit as the click's answer."""
        for recent in itertools.islice(reversed(self.world.interactions.values()), 50):
            if recent.message_id == message.id and recent.response_type == 6:
                recent.touch_message(message.id)
                return

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
            message_id = _snowflake(request, "message_id", "Message", UNKNOWN_MESSAGE)
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
        if original is not None and original.loading:
            # Discord turns the first followup after a "thinking" defer into the original reply.
            self.apply_edit(original, payload, uploads, finishing_defer=True)
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
        self.apply_edit(message, payload, uploads, finishing_defer=message.loading)
        interaction.touch_message(message.id)
        return json_response(payloads.message(self.world, message))

    async def delete_webhook_message(self, request: web.Request) -> web.Response:
        interaction = self._token_interaction(request)
        self.remove(self._webhook_message(request, interaction))
        return web.Response(status=204)

    async def get_attachment(self, request: web.Request) -> web.Response:
        attachment_id = int(request.match_info["attachment_id"])
        for message in self.world.messages.values():
            for att in message.attachments:
                if att.id == attachment_id:
                    return web.Response(body=att.data, content_type=att.content_type)
        raise web.HTTPNotFound()

    # --- building messages ---------------------------------------------------------------------

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
        self.announce(message, "MESSAGE_UPDATE")

    def remove(self, message: Message) -> None:
        message.deleted = True
        if not message.ephemeral:
            data = {"id": str(message.id), "channel_id": str(message.channel_id)}
            if message.guild_id:
                data["guild_id"] = str(message.guild_id)
            self.gateway.dispatch("MESSAGE_DELETE", data, guild_id=message.guild_id)

    def announce(self, message: Message, event: str) -> None:
        """Tell the bot about its own message, as Discord does (never for ephemerals)."""
        if not message.ephemeral:
            self.gateway.dispatch(event, payloads.message(self.world, message), guild_id=message.guild_id)

    def _apply_fields(self, message: Message, payload: dict[str, Any], uploads: list[Upload]) -> None:
        if "content" in payload:
            message.content = str(payload["content"] or "")
        if "embeds" in payload:
            message.embeds = copy.deepcopy(payload["embeds"] or [])
        if "components" in payload:
            message.components = copy.deepcopy(payload["components"] or [])
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
            url=f"{self._base_url()}/attachments/{message.channel_id}/{attachment_id}/{filename}",
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
