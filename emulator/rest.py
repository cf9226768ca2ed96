"""REST routes for identity, the gateway URL, channels, messages, threads and guilds (the bot's side of them).
Commands and interaction answers have their own modules; every handler raises DiscordError for Discord's
errors."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from aiohttp import web

from emulator import payloads, validation
from emulator.errors import (
    CANNOT_EDIT_OTHERS,
    MISSING_ACCESS,
    THREAD_ARCHIVED,
    THREAD_LOCKED,
    UNKNOWN_CHANNEL,
    UNKNOWN_GUILD,
    UNKNOWN_MEMBER,
    UNKNOWN_MESSAGE,
    UNKNOWN_USER,
    DiscordError,
    cannot_dm,
    missing_permissions,
    unknown,
)
from emulator.gateway import Gateway
from emulator.http_input import API, api_path, read_payload, snowflake_param
from emulator.messages import MessageWriter
from emulator.ratelimits import RateLimits
from emulator.responses import json_response, rate_limited_response
from emulator.world import PRIVATE_THREAD, PUBLIC_THREAD, Channel, Message, Permission, World


class Rest:
    def __init__(
        self,
        world: World,
        gateway: Gateway,
        messages: MessageWriter,
        *,
        gateway_url: Callable[[], str],
        shard_count: Callable[[], int],
        rate_limits: RateLimits,
    ) -> None:
        self.world = world
        self.rate_limits = rate_limits
        self.gateway = gateway
        self.messages = messages
        self._gateway_url = gateway_url
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
            # the "CDN" for attachments
            r.get("/attachments/{channel_id}/{attachment_id}/{filename}", self.get_attachment),
        ]

    def _channel(self, request: web.Request) -> Channel:
        channel = self.world.channels.get(snowflake_param(request, "channel_id", "Channel", UNKNOWN_CHANNEL))
        if channel is None:
            raise unknown("Channel", UNKNOWN_CHANNEL)
        if not self.world.can_see(self.world.bot_user.id, channel):
            raise DiscordError(403, MISSING_ACCESS, "Missing Access")
        return channel

    def _message(self, request: web.Request, channel: Channel) -> Message:
        message = self.world.messages.get(snowflake_param(request, "message_id", "Message", UNKNOWN_MESSAGE))
        if message is None or message.channel_id != channel.id or message.deleted or message.ephemeral:
            raise unknown("Message", UNKNOWN_MESSAGE)
        return message

    def _guild(self, request: web.Request):
        guild = self.world.guilds.get(snowflake_param(request, "guild_id", "Guild", UNKNOWN_GUILD))
        if guild is None:
            raise unknown("Guild", UNKNOWN_GUILD)
        return guild

    async def get_me(self, request: web.Request) -> web.Response:
        return json_response(payloads.user(self.world.bot_user))

    async def get_user(self, request: web.Request) -> web.Response:
        user = self.world.users.get(snowflake_param(request, "user_id", "User", UNKNOWN_USER))
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

    async def get_channel(self, request: web.Request) -> web.Response:
        return json_response(payloads.channel(self.world, self._channel(request)))

    async def edit_channel(self, request: web.Request) -> web.Response:
        channel = self._channel(request)
        payload, _ = await read_payload(request)
        validation.check_thread_edit(payload)
        if "name" in payload:
            channel.name = str(payload["name"]).strip()  # Discord keeps names trimmed
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
        recipient = self.world.users.get(channel.recipient_id or 0)
        if recipient is not None and not recipient.dms_open:
            raise cannot_dm()
        if channel.is_thread:
            self._check_thread_post(channel)
        payload, uploads = await read_payload(request)
        message = self.messages.create_message(channel, payload, uploads, recipient_id=channel.recipient_id)
        if (reference := payload.get("message_reference")) and reference.get("message_id"):
            message.reply_to_id = int(reference["message_id"])
            message.type = 19
        self.messages.announce(message, "MESSAGE_CREATE")
        return json_response(payloads.message(self.world, message))

    async def get_message(self, request: web.Request) -> web.Response:
        channel = self._channel(request)
        return json_response(payloads.message(self.world, self._message(request, channel)))

    async def edit_message(self, request: web.Request) -> web.Response:
        channel = self._channel(request)
        message = self._message(request, channel)
        if message.author_id != self.world.bot_user.id:
            raise DiscordError(403, CANNOT_EDIT_OTHERS, "Cannot edit a message authored by another user")
        path = api_path(request.path)
        age = self.world.age_of(message.id)
        if limited := self.rate_limits.check_old_edit(path, channel.id, age, time.monotonic()):
            return rate_limited_response(limited)
        payload, uploads = await read_payload(request)
        self.messages.apply_edit(message, payload, uploads)
        self.messages.credit_deferred_click(message)
        return json_response(payloads.message(self.world, message))

    async def delete_message(self, request: web.Request) -> web.Response:
        channel = self._channel(request)
        self.messages.remove(self._message(request, channel))
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

    def _bot_may(self, channel: Channel, permission: int) -> bool:
        return bool(self.world.permissions_in(self.world.bot_user.id, channel) & permission)

    def _check_thread_post(self, thread: Channel) -> None:
        """Discord's refusals for a message in a thread: Send Messages in Threads is needed (not Send
        Messages); an archived thread must be unarchived first; a locked one takes only Manage Threads."""
        if not self._bot_may(thread, Permission.SEND_MESSAGES_IN_THREADS):
            raise missing_permissions()
        if thread.archived:
            raise DiscordError(400, THREAD_ARCHIVED, "Thread is archived")
        if thread.locked and not self._bot_may(thread, Permission.MANAGE_THREADS):
            raise DiscordError(403, THREAD_LOCKED, "Thread is locked")

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
        needed = Permission.CREATE_PRIVATE_THREADS if private else Permission.CREATE_PUBLIC_THREADS
        if not self._bot_may(parent, needed):
            raise missing_permissions()
        validation.check_new_thread(payload)
        thread = self.world.add_thread(
            parent,
            str(payload["name"]).strip(),
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
            self.world.bot_user.id
            if raw == "@me"
            else snowflake_param(request, "user_id", "User", UNKNOWN_USER)
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
        """Add Thread Member: the bot must be able to post in the thread, which must not be archived;
        204 whether or not the user was in it already."""
        thread = self._thread(request)
        user_id = self._thread_user(request, thread)
        if not self._bot_may(thread, Permission.SEND_MESSAGES_IN_THREADS):
            raise missing_permissions()
        self._check_not_archived(thread)
        if user_id not in thread.thread_member_ids:
            thread.thread_member_ids.add(user_id)
            self._members_update(thread, added=user_id)
        return web.Response(status=204)

    async def remove_thread_member(self, request: web.Request) -> web.Response:
        """Remove Thread Member: Manage Threads, unless the bot created this private thread; the thread
        must not be archived. The removed user no longer sees a private thread (`World.can_see`)."""
        thread = self._thread(request)
        user_id = self._thread_user(request, thread)
        created_it = thread.type == PRIVATE_THREAD and thread.owner_id == self.world.bot_user.id
        if not created_it and not self._bot_may(thread, Permission.MANAGE_THREADS):
            raise missing_permissions()
        self._check_not_archived(thread)
        if user_id in thread.thread_member_ids:
            thread.thread_member_ids.discard(user_id)
            self._members_update(thread, removed=user_id)
        return web.Response(status=204)

    @staticmethod
    def _check_not_archived(thread: Channel) -> None:
        if thread.archived:
            raise DiscordError(400, THREAD_ARCHIVED, "Thread is archived")

    def _members_update(
        self, thread: Channel, *, added: int | None = None, removed: int | None = None
    ) -> None:
        """THREAD_MEMBERS_UPDATE (sessions with the members intent only: the gateway's intent map)."""
        data: dict[str, Any] = {
            "id": str(thread.id),
            "guild_id": str(thread.guild_id),
            "member_count": len(thread.thread_member_ids),
        }
        if added is not None:
            data["added_members"] = [
                {
                    "id": str(thread.id),
                    "user_id": str(added),
                    "join_timestamp": payloads.iso(time.time()),
                    "flags": 0,
                }
            ]
        if removed is not None:
            data["removed_member_ids"] = [str(removed)]
        self.gateway.dispatch("THREAD_MEMBERS_UPDATE", data, guild_id=thread.guild_id)

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
        member = guild.members.get(snowflake_param(request, "user_id", "Member", UNKNOWN_MEMBER))
        if member is None:
            raise unknown("Member", UNKNOWN_MEMBER)
        return json_response(payloads.member(self.world, member))

    async def get_attachment(self, request: web.Request) -> web.Response:
        attachment_id = int(request.match_info["attachment_id"])
        for message in self.world.messages.values():
            for att in message.attachments:
                if att.id == attachment_id:
                    return web.Response(body=att.data, content_type=att.content_type)
        raise web.HTTPNotFound()
