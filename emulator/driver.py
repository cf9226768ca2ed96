"""The test and sandbox driver: build a world, act as users, read what the bot did, inject faults.

emu = Emulator()
await emu.start()
point_discord_at(emu.base_url, emu.gateway_url)
guild = emu.add_guild("Club"); channel = emu.add_channel(guild, "games")
alice = emu.add_user("alice"); emu.add_member(guild, alice)
... start the bot with emu.token, then await emu.wait_ready() ...
result = await emu.slash(alice, channel, "game new", title="demo")
await emu.click(alice, result.public[0], "Join")
"""

from __future__ import annotations

import asyncio
import contextlib
import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from emulator import gateway, payloads
from emulator.commands import CommandInputError, build_command_data
from emulator.rest_interactions import Timing
from emulator.server import EmulatorServer
from emulator.world import (
    Attachment,
    Channel,
    Guild,
    Interaction,
    Message,
    RequestRecord,
    User,
    World,
    iter_components,
)

__all__ = [
    "Attachment",
    "Channel",
    "CommandInputError",
    "Emulator",
    "Guild",
    "InteractionResult",
    "Message",
    "User",
    "UserActionError",
]

RETRIED_STATUSES = {429, 500, 502, 503, 504, 524}  # discord.py retries these, so they are not final


class UserActionError(ValueError):
    """A user action the Discord client would not allow (a disabled button, a message the user cannot see)."""


@dataclass
class InteractionResult:
    """What the bot did in answer to one user action.

    `messages`: the original reply and the followups, plus the clicked message if the bot updated it.
    `error`: the Discord error that made the bot's answer fail, if any; `errors`: every error answer,
    retried 429/5xx included. `response_type`: the callback (4 reply, 5 deferred reply, 6 deferred
    update, 7 update, 8 autocomplete, 9 modal). `modal`: the modal the bot opened, if any.
    `answered_after`: seconds from the user's action to the bot's accepted callback (for benchmarks).
    """

    interaction_id: str
    responded: bool
    deferred: bool
    messages: list[Message]
    error: dict[str, Any] | None = None
    errors: list[dict[str, Any]] = field(default_factory=list)
    response_type: int | None = None
    modal: dict[str, Any] | None = None
    answered_after: float | None = None

    @property
    def ephemeral(self) -> list[Message]:
        return [m for m in self.messages if m.ephemeral]

    @property
    def public(self) -> list[Message]:
        return [m for m in self.messages if not m.ephemeral]

    @property
    def text(self) -> str:
        return "\n".join(m.text for m in self.messages if m.text)

    @property
    def message(self) -> Message:
        """The first message of the answer (raises if the bot sent none)."""
        if not self.messages:
            raise AssertionError(f"the bot sent no message (responded={self.responded}, error={self.error})")
        return self.messages[0]


class Emulator:
    def __init__(self, *, bot_name: str = "Agora", token: str = "test-token") -> None:
        self.world = World(bot_name=bot_name, token=token)
        self.server = EmulatorServer(self.world)
        self.settle_quiet = 0.1  # how long the bot must stay silent before an action's result is read
        self.deferred_update_grace = 1.0  # how long a deferred update (type 6) may take to edit its message
        # A bot run in the test's own process may say which interactions it is still handling (their ids):
        # the driver then waits for those instead of guessing from quiet windows, which a slow database
        # write or a busy machine outlasts.
        self.still_handling: Callable[[], set[int]] | None = None
        self._interaction_delay = 0.0
        self._open: set[int] = set()  # interactions that may still see the bot answer
        self._tasks: set[asyncio.Task[None]] = set()

    # --- lifecycle -----------------------------------------------------------------------------

    async def start(self, host: str = "127.0.0.1", port: int = 0) -> None:
        await self.server.start(host, port)

    async def stop(self) -> None:
        for task in list(self._tasks):
            task.cancel()
        for task in list(self._tasks):
            with contextlib.suppress(asyncio.CancelledError):
                await task
        await self.server.stop()

    @property
    def base_url(self) -> str:
        return self.server.base_url

    @property
    def gateway_url(self) -> str:
        return self.server.gateway_url

    @property
    def token(self) -> str:
        return self.world.token

    @property
    def application_id(self) -> int:
        return self.world.application_id

    @property
    def bot_user_id(self) -> int:
        return self.world.bot_user.id

    @property
    def timing(self) -> Timing:
        """Discord's clocks (`response_window` 3 s, `token_lifetime` 15 min); tests may change them."""
        return self.server.timing

    # --- the world -----------------------------------------------------------------------------

    def add_guild(
        self,
        name: str,
        *,
        locale: str = "en-US",
        owner: User | None = None,
        shard: tuple[int, int] | None = None,
    ) -> Guild:
        """A server the bot is in (without `owner`, a user "<name> owner" owns it; owners have every
        permission). `shard=(id, count)` picks an id that shard `id` of `count` serves."""
        guild = self.world.add_guild(name, locale=locale, owner=owner, shard=shard)
        self.server.gateway.guild_added(guild)
        return guild

    def add_channel(self, guild: Guild, name: str) -> Channel:
        channel = self.world.add_channel(guild, name)
        self.server.gateway.dispatch(
            "CHANNEL_CREATE", payloads.channel(self.world, channel), guild_id=guild.id
        )
        return channel

    def add_user(self, name: str, *, locale: str = "en-US", dms_open: bool = True) -> User:
        return self.world.add_user(name, locale=locale, dms_open=dms_open)

    def add_member(self, guild: Guild, user: User, *, manage_guild: bool = False) -> None:
        member = self.world.add_member(guild, user, manage_guild=manage_guild)
        data = {**payloads.member(self.world, member), "guild_id": str(guild.id)}
        self.server.gateway.dispatch("GUILD_MEMBER_ADD", data, guild_id=guild.id)

    def enable_privileged_intents(
        self, *, members: bool = True, presences: bool = True, message_content: bool = True
    ) -> None:
        """The developer-portal switches; a bot asking for a disabled one is closed with 4014."""
        switches = {
            gateway.INTENT_MEMBERS: members,
            gateway.INTENT_PRESENCES: presences,
            gateway.INTENT_MESSAGE_CONTENT: message_content,
        }
        self.server.gateway.enabled_privileged_intents = sum(bit for bit, on in switches.items() if on)

    def set_recommended_shards(self, count: int) -> None:
        """What `GET /gateway/bot` answers; an AutoShardedBot without shard_count launches this many."""
        self.server.recommended_shards = count

    # --- acting as a user ----------------------------------------------------------------------

    async def slash(self, user: User, channel: Channel, command: str, /, **options: Any) -> InteractionResult:
        guild = self._check_can_act(user, channel)
        data = build_command_data(self.world, guild, user, command, options)
        interaction = self._new_interaction(2, user, channel, data)
        return await self._run(interaction)

    async def autocomplete(
        self, user: User, channel: Channel, command: str, focused: str, /, **options: Any
    ) -> list[dict[str, Any]]:
        guild = self._check_can_act(user, channel)
        data = build_command_data(self.world, guild, user, command, options, focused=focused)
        interaction = self._new_interaction(4, user, channel, data)
        await self._run(interaction)
        if interaction.autocomplete_choices is None:
            raise AssertionError(
                f"the bot did not answer the autocomplete of {focused!r} in /{command}; "
                f"errors: {interaction.errors}"
            )
        return interaction.autocomplete_choices

    async def click(self, user: User, message: Message, label_or_custom_id: str) -> InteractionResult:
        message = self._visible_message(user, message)
        buttons = [c for c in iter_components(message.components) if c.get("type") == 2]
        button = self._pick(buttons, label_or_custom_id, "label", "button", message)
        if button.get("disabled"):
            raise UserActionError(f"button {label_or_custom_id!r} is disabled")
        if button.get("style") in (5, 6):
            raise UserActionError(
                f"button {label_or_custom_id!r} is a link/premium button; it sends no interaction"
            )
        data: dict[str, Any] = {"custom_id": button["custom_id"], "component_type": 2}
        if "id" in button:
            data["id"] = button["id"]
        return await self._run(self._component_interaction(user, message, data))

    async def select(
        self, user: User, message: Message, placeholder_or_custom_id: str, values: list[str]
    ) -> InteractionResult:
        message = self._visible_message(user, message)
        selects = [c for c in iter_components(message.components) if c.get("type") in (3, 5, 6, 7, 8)]
        menu = self._pick(selects, placeholder_or_custom_id, "placeholder", "select", message)
        if menu.get("disabled"):
            raise UserActionError(f"select {placeholder_or_custom_id!r} is disabled")
        low, high = int(menu.get("min_values", 1)), int(menu.get("max_values", 1))
        if not low <= len(values) <= high:
            raise UserActionError(
                f"select {placeholder_or_custom_id!r} takes {low} to {high} values, got {len(values)}"
            )
        data: dict[str, Any] = {"custom_id": menu["custom_id"], "component_type": menu["type"]}
        if menu["type"] == 3:
            data["values"] = [self._option_value(menu, v) for v in values]
        elif menu["type"] == 5:
            data["values"], data["resolved"] = self._user_values(message, values)
        else:
            raise UserActionError("only string and user selects are emulated")
        return await self._run(self._component_interaction(user, message, data))

    async def forge_component(
        self,
        user: User,
        message: Message,
        custom_id: str,
        *,
        component_type: int = 2,
        values: list[str] | None = None,
    ) -> InteractionResult:
        """A component interaction with any custom id on `message`, whether or not the message shows it:
        what a stale or tampered client sends (copied buttons, old versions, guessed ids)."""
        message = self._visible_message(user, message)
        data: dict[str, Any] = {"custom_id": custom_id, "component_type": component_type}
        if values is not None:
            data["values"] = list(values)
        return await self._run(self._component_interaction(user, message, data))

    async def submit_modal(
        self, user: User, opened_by: InteractionResult, values: dict[str, str | list[str]]
    ) -> InteractionResult:
        """Fill in and submit the modal the bot opened in answer to `opened_by`. Keys are text-input or
        select custom ids or labels; text inputs left out keep their default value."""
        origin = self.world.interactions[int(opened_by.interaction_id)]
        if origin.modal is None:
            raise UserActionError("the bot opened no modal in answer to that interaction")
        if origin.user_id != user.id:
            raise UserActionError("only the user who opened a modal can submit it")
        remaining = dict(values)
        components = [self._submitted(c, remaining, None) for c in origin.modal.get("components", [])]
        if remaining:
            raise UserActionError(f"the modal has no field(s) {sorted(remaining)}")
        interaction = self._new_interaction(
            5,
            user,
            self.world.channels[origin.channel_id],
            {"custom_id": origin.modal["custom_id"], "components": components},
        )
        interaction.message_id = origin.message_id
        return await self._run(interaction)

    def _submitted(
        self, component: dict[str, Any], values: dict[str, Any], label: str | None
    ) -> dict[str, Any]:
        """One modal component as the client submits it, with the user's value taken out of `values`."""
        kind = component.get("type")
        if kind == 1:
            return {
                "type": 1,
                "components": [self._submitted(c, values, None) for c in component["components"]],
            }
        if kind == 18:
            inner = self._submitted(component["component"], values, component.get("label"))
            return {"type": 18, "id": component.get("id"), "component": inner}
        custom_id = component.get("custom_id", "")
        names = [custom_id, label or component.get("label")]
        key = next((n for n in names if n in values), None)
        if kind == 4:
            value = str(values.pop(key)) if key else str(component.get("value") or "")
            if component.get("required", True) and not value:
                raise UserActionError(f"modal field {names[1] or custom_id!r} is required")
            if not component.get("min_length", 0) <= len(value) <= component.get("max_length", 4000):
                raise UserActionError(
                    f"modal field {names[1] or custom_id!r}: length {len(value)} not allowed"
                )
            return {"type": 4, "custom_id": custom_id, "value": value}
        if kind == 3:
            chosen = values.pop(key) if key else []
            chosen = [chosen] if isinstance(chosen, str) else list(chosen)
            return {
                "type": 3,
                "custom_id": custom_id,
                "values": [self._option_value(component, v) for v in chosen],
            }
        raise UserActionError(f"modal component type {kind} is not emulated")

    async def say(self, user: User, channel: Channel, content: str) -> Message:
        """A user posts a plain message (MESSAGE_CREATE; the bot needs the message intents to see it)."""
        self._check_can_act(user, channel)
        message = self.world.add_message(
            Message(
                id=self.world.ids.next(),
                channel_id=channel.id,
                author_id=user.id,
                content=content,
                guild_id=channel.guild_id,
                recipient_id=channel.recipient_id,
            )
        )
        data = payloads.message(self.world, message)
        guild = self.world.guild_of(channel)
        if guild is not None:
            data["member"] = payloads.member(self.world, guild.members[user.id], with_user=False)
        self.server.gateway.dispatch("MESSAGE_CREATE", data, guild_id=channel.guild_id)
        return message

    async def wait_idle(self, quiet: float = 0.2, timeout: float = 10.0) -> None:
        """Return once the bot sent nothing for `quiet` seconds and no interaction awaits its answer."""
        deadline = time.monotonic() + timeout
        while True:
            reason = self._busy_reason(quiet)
            if reason is None:
                return
            if time.monotonic() > deadline:
                raise TimeoutError(f"emulator not idle after {timeout}s: {reason}")
            await asyncio.sleep(min(0.02, quiet / 4))

    async def wait_ready(self, timeout: float = 15.0) -> None:
        """Return once a bot (every shard of it) is connected and has received its guilds."""
        deadline = time.monotonic() + timeout
        while not self.server.gateway.ready_shard_sets():
            if time.monotonic() > deadline:
                raise TimeoutError(f"no bot session became ready within {timeout}s")
            await asyncio.sleep(0.02)

    # --- reading -------------------------------------------------------------------------------

    def channel_messages(self, channel: Channel) -> list[Message]:
        return [m for m in self.world.messages_in(channel.id) if not m.ephemeral]

    def dms(self, user: User) -> list[Message]:
        if user.dm_channel_id is None:
            return []
        return [m for m in self.world.messages_in(user.dm_channel_id) if not m.ephemeral]

    def result(self, interaction_id: int | str) -> InteractionResult:
        """An interaction's answer as it stands now: a followup may come after the call returned."""
        return self._result(self.world.interactions[int(interaction_id)])

    def ephemerals(self, user: User) -> list[Message]:
        return self.world.ephemerals_of(user.id)

    def registered_commands(self, guild: Guild | None = None) -> list[dict[str, Any]]:
        return list(self.world.commands.get(guild.id if guild else None, {}).values())

    def message(self, message_id: int | str) -> Message:
        """A message by id, deleted or not (its `deleted` flag says)."""
        return self.world.messages[int(message_id)]

    def threads(self, channel: Channel) -> list[Channel]:
        return self.world.threads_of(channel)

    def dm_channel(self, user: User) -> Channel | None:
        """The user's DM channel with the bot, if the bot or `open_dm` created it."""
        return self.world.channels.get(user.dm_channel_id) if user.dm_channel_id else None

    def open_dm(self, user: User) -> Channel:
        """The user opens a DM with the bot, e.g. to run `slash(user, emu.open_dm(user), ...)` there."""
        return self.world.dm_channel(user)

    @property
    def rate_limited(self) -> list[Any]:
        """Every 429 the emulated rate limits answered (discord.py retries them silently)."""
        return list(self.server.rate_limits.limited)

    def set_rate_limits(self, enabled: bool) -> None:
        self.server.rate_limits.enabled = enabled

    def advance_clock(self, seconds: float) -> None:
        """Discord's wall clock moves forward (ids and the age of messages); move the bot's with it."""
        self.world.clock_offset += seconds

    @property
    def requests(self) -> list[RequestRecord]:
        """Every REST request the bot made, in order (method, path without /api/v10, status, time)."""
        return list(self.server.request_log)

    @property
    def unknown_routes(self) -> list[str]:
        """REST calls the emulator had no route for (a gap in the emulator, or a bot bug)."""
        return list(self.server.unknown_routes)

    @property
    def gateway_stats(self) -> dict[str, int]:
        gw = self.server.gateway
        return {
            "identify": gw.identify_count,
            "resume": gw.resume_count,
            "live_sessions": len(gw.live_sessions()),
        }

    # --- faults --------------------------------------------------------------------------------

    def set_dms_open(self, user: User, open: bool) -> None:
        user.dms_open = open

    def set_overwrite(
        self, channel: Channel, target: User | Guild | int, *, allow: int = 0, deny: int = 0
    ) -> None:
        """A permission overwrite on a guild channel for a member (a User), @everyone (the Guild) or a
        role (its id), e.g. `deny=Permission.VIEW_CHANNEL` hides the channel; the bot gets CHANNEL_UPDATE."""
        if isinstance(target, User):
            target_id, kind = target.id, 1
        else:
            target_id, kind = (target.id if isinstance(target, Guild) else target), 0
        channel.overwrites[target_id] = (kind, allow, deny)
        data = payloads.channel(self.world, channel)
        self.server.gateway.dispatch("CHANNEL_UPDATE", data, guild_id=channel.guild_id)

    def set_thread(
        self, thread: Channel, *, archived: bool | None = None, locked: bool | None = None
    ) -> None:
        """A moderator archives or locks a thread (or undoes it); the bot gets THREAD_UPDATE."""
        if archived is not None:
            thread.archived = archived
        if locked is not None:
            thread.locked = locked
        data = payloads.channel(self.world, thread)
        self.server.gateway.dispatch("THREAD_UPDATE", data, guild_id=thread.guild_id)

    def inject_error(
        self,
        method: str,
        path_glob: str,
        *,
        status: int,
        code: int = 0,
        retry_after: float | None = None,
        times: int = 1,
    ) -> None:
        """The next `times` requests matching `method` ("*" for any) and `path_glob` (fnmatch on the path
        after /api/v10, e.g. "/channels/*/messages") answer `status`; 429s carry `retry_after` and headers."""
        self.server.faults.add(
            method, path_glob, status=status, code=code, retry_after=retry_after, times=times
        )

    async def drop_gateway(self, *, allow_resume: bool = True) -> None:
        """Cut the bot's gateway connections; it RESUMEs, or is told INVALID_SESSION and identifies again."""
        await self.server.gateway.drop(allow_resume=allow_resume)

    def delay_interactions(self, seconds: float) -> None:
        """Deliver the next user interactions `seconds` late (past 3 s, the bot's answer gets 10062)."""
        self._interaction_delay = seconds

    # --- internals -----------------------------------------------------------------------------

    def _check_can_act(self, user: User, channel: Channel) -> Guild | None:
        guild = self.world.guild_of(channel)
        if channel.is_dm:
            if channel.recipient_id != user.id:
                raise UserActionError(f"{user.name} cannot act in another user's DM channel")
            return None
        if guild is None or user.id not in guild.members:
            raise UserActionError(f"{user.name} is not a member of the guild of #{channel.name}")
        if not self.world.can_see(user.id, channel):
            raise UserActionError(f"{user.name} cannot see #{channel.name}")
        return guild

    def _visible_message(self, user: User, message: Message) -> Message:
        current = self.world.messages.get(message.id)
        if current is None or current.deleted:
            raise UserActionError(f"message {message.id} was deleted")
        if current.ephemeral and current.recipient_id != user.id:
            raise UserActionError(f"{user.name} cannot see an ephemeral message meant for someone else")
        self._check_can_act(user, self.world.channels[current.channel_id])
        return current

    @staticmethod
    def _pick(
        components: list[dict[str, Any]], wanted: str, text_key: str, kind: str, message: Message
    ) -> dict[str, Any]:
        by_id = [c for c in components if c.get("custom_id") == wanted]
        if by_id:
            return by_id[0]
        by_text = [c for c in components if c.get(text_key) == wanted]
        if len(by_text) == 1:
            return by_text[0]
        listed = ", ".join(f"{c.get(text_key)!r} ({c.get('custom_id')})" for c in components) or "none"
        if by_text:
            raise UserActionError(f"several {kind}s are labelled {wanted!r}; use a custom id: {listed}")
        raise UserActionError(f"no {kind} {wanted!r} on message {message.id}; {kind}s: {listed}")

    @staticmethod
    def _option_value(menu: dict[str, Any], wanted: str) -> str:
        options = menu.get("options", [])
        for option in options:
            if option.get("value") == wanted:
                return option["value"]
        for option in options:
            if option.get("label") == wanted:
                return option["value"]
        listed = ", ".join(f"{o.get('label')!r}={o.get('value')!r}" for o in options)
        raise UserActionError(f"select {menu.get('custom_id')!r} has no option {wanted!r}; options: {listed}")

    def _user_values(self, message: Message, values: list[Any]) -> tuple[list[str], dict[str, Any]]:
        guild = self.world.guilds.get(message.guild_id) if message.guild_id else None
        ids, users, members = [], {}, {}
        for value in values:
            user = value if isinstance(value, User) else self._user_named(value)
            ids.append(str(user.id))
            users[str(user.id)] = payloads.user(user)
            if guild is not None and user.id in guild.members:
                members[str(user.id)] = payloads.member(self.world, guild.members[user.id], with_user=False)
        return ids, {"users": users, "members": members}

    def _user_named(self, value: Any) -> User:
        for user in self.world.users.values():
            if str(user.id) == str(value) or user.name == value:
                return user
        raise UserActionError(f"no user {value!r}")

    def _new_interaction(self, kind: int, user: User, channel: Channel, data: dict[str, Any]) -> Interaction:
        return self.world.add_interaction(
            Interaction(
                id=self.world.ids.next(),
                token=f"aW50ZXJhY3Rpb246{secrets.token_urlsafe(48)}",
                type=kind,
                user_id=user.id,
                channel_id=channel.id,
                guild_id=channel.guild_id,
                data=data,
                created_at=time.monotonic(),
            )
        )

    def _component_interaction(self, user: User, message: Message, data: dict[str, Any]) -> Interaction:
        interaction = self._new_interaction(3, user, self.world.channels[message.channel_id], data)
        interaction.message_id = message.id
        return interaction

    async def _run(self, interaction: Interaction) -> InteractionResult:
        """Send the interaction (late if asked), wait for the bot's answer, let it settle, report."""
        payload = payloads.interaction(self.world, interaction)  # what the user saw at the time of the action
        delay = self._interaction_delay
        self._open.add(interaction.id)
        task = asyncio.create_task(self._deliver(interaction, payload, delay))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        give_up = interaction.created_at + delay + self.timing.response_window + 1.0
        while not self._answered(interaction) and time.monotonic() < give_up:
            await asyncio.sleep(0.01)
        if interaction.response_type is not None:
            await self._settle(interaction)
        return self._result(interaction)

    async def _deliver(self, interaction: Interaction, payload: dict[str, Any], delay: float) -> None:
        if delay:
            await asyncio.sleep(delay)
        interaction.dispatched_at = time.monotonic()
        gateway = self.server.gateway
        interaction.delivered_to = gateway.dispatch(
            "INTERACTION_CREATE", payload, guild_id=interaction.guild_id
        )

    @staticmethod
    def _answered(interaction: Interaction) -> bool:
        if interaction.response_type is not None:
            return True
        return bool(interaction.errors) and interaction.errors[-1]["status"] not in RETRIED_STATUSES

    def _busy_reason(self, quiet: float) -> str | None:
        reason = self._activity_reason(quiet)
        if reason is not None:
            return reason
        handling = self._handled_now()
        if handling:
            return f"the bot is still handling interaction(s) {sorted(handling)[:3]}"
        now = time.monotonic()
        for interaction_id in list(self._open):
            reason = self._pending_reason(self.world.interactions[interaction_id], now)
            if reason is not None:
                return reason
            self._open.discard(interaction_id)
        return None

    def _activity_reason(self, quiet: float) -> str | None:
        activity = self.server.activity
        if activity.inflight:
            return f"{activity.inflight} request(s) in flight"
        if time.monotonic() - activity.last < quiet:
            return "the bot was active recently"
        return None

    def _pending_reason(self, interaction: Interaction, now: float) -> str | None:
        """Why the bot may still owe this interaction something, or None. Once the bot process that
        received it is gone (its session is not connected), it owes nothing more."""
        if interaction.dispatched_at is None:
            return f"interaction {interaction.id} not delivered yet"
        if interaction.id in self._handled_now():
            return f"the bot is still handling interaction {interaction.id}"
        if interaction.response_type is None:
            # A late delivery still gets a (failing) answer attempt: wait a moment for it.
            answer_by = max(
                interaction.created_at + self.timing.response_window, interaction.dispatched_at + 0.5
            )
            if not self._answered(interaction) and now < answer_by:
                return f"interaction {interaction.id} awaits the bot's answer"
            return None
        handler_online = self.server.gateway.any_connected(interaction.delivered_to)
        original = self.world.messages.get(interaction.original_message_id or 0)
        if original is not None and original.loading and not original.deleted and handler_online:
            return f"interaction {interaction.id} deferred, the bot is still thinking"
        # A deferred update (type 6) is usually followed by an edit; give the bot a moment for it.
        waiting_edit = interaction.response_type == 6 and not interaction.message_ids and handler_online
        if waiting_edit and now < (interaction.responded_at or now) + self.deferred_update_grace:
            return f"interaction {interaction.id} deferred an update, the edit has not come yet"
        return None

    def _handled_now(self) -> set[int]:
        return self.still_handling() if self.still_handling is not None else set()

    async def _settle(self, interaction: Interaction) -> None:
        """Wait until the bot no longer owes this interaction anything, then for a quiet moment. Other
        users' traffic never makes this fail: under constant load the quiet wait is simply cut short."""
        owed_until = time.monotonic() + self.timing.response_window + 10.0
        while time.monotonic() < owed_until:
            if self._pending_reason(interaction, time.monotonic()) is None:
                break
            await asyncio.sleep(0.01)
        quiet_until = time.monotonic() + max(1.0, 10 * self.settle_quiet)
        while self._activity_reason(self.settle_quiet) is not None and time.monotonic() < quiet_until:
            await asyncio.sleep(0.01)

    def _result(self, interaction: Interaction) -> InteractionResult:
        messages = [
            self.world.messages[m] for m in interaction.message_ids if not self.world.messages[m].deleted
        ]
        responded = interaction.response_type is not None
        final = [e for e in interaction.errors if e["status"] not in RETRIED_STATUSES]
        error = (
            final[0] if final else (interaction.errors[-1] if interaction.errors and not responded else None)
        )
        return InteractionResult(
            interaction_id=str(interaction.id),
            responded=responded,
            deferred=interaction.response_type in (5, 6),
            messages=messages,
            error=error,
            errors=list(interaction.errors),
            response_type=interaction.response_type,
            modal=interaction.modal,
            answered_after=(
                interaction.responded_at - interaction.created_at if interaction.responded_at else None
            ),
        )
