"""The emulated Discord world: users, guilds, channels, messages, interactions, commands.

Plain data with no I/O. The REST routes and the gateway mutate it; tests read it through the driver.
Message objects are mutated in place on edit, so a test holding a Message sees the bot's later edits.
"""

from __future__ import annotations

import itertools
import re
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, NamedTuple

DISCORD_EPOCH_MS = 1420070400000

# Channel types (Discord API).
GUILD_TEXT = 0
DM = 1
PUBLIC_THREAD = 11
PRIVATE_THREAD = 12
THREAD_TYPES = (PUBLIC_THREAD, PRIVATE_THREAD)

# Message flags.
FLAG_EPHEMERAL = 1 << 6
FLAG_LOADING = 1 << 7


class Permission:
    """The permission bits the emulator computes (Discord's values)."""

    ADMINISTRATOR = 1 << 3
    MANAGE_GUILD = 1 << 5
    ADD_REACTIONS = 1 << 6
    VIEW_CHANNEL = 1 << 10
    SEND_MESSAGES = 1 << 11
    MANAGE_MESSAGES = 1 << 13
    EMBED_LINKS = 1 << 14
    ATTACH_FILES = 1 << 15
    READ_MESSAGE_HISTORY = 1 << 16
    MENTION_EVERYONE = 1 << 17
    USE_EXTERNAL_EMOJIS = 1 << 18
    USE_APPLICATION_COMMANDS = 1 << 31
    MANAGE_THREADS = 1 << 34
    CREATE_PUBLIC_THREADS = 1 << 35
    CREATE_PRIVATE_THREADS = 1 << 36
    SEND_MESSAGES_IN_THREADS = 1 << 38
    ALL = (1 << 51) - 1

    EVERYONE_DEFAULT = (
        VIEW_CHANNEL
        | SEND_MESSAGES
        | EMBED_LINKS
        | ATTACH_FILES
        | READ_MESSAGE_HISTORY
        | ADD_REACTIONS
        | USE_EXTERNAL_EMOJIS
        | USE_APPLICATION_COMMANDS
        | CREATE_PUBLIC_THREADS
        | CREATE_PRIVATE_THREADS
        | SEND_MESSAGES_IN_THREADS
    )
    # What the bot is invited with: enough to post, attach, embed and run private team threads.
    BOT_ROLE = EVERYONE_DEFAULT | MANAGE_THREADS | MANAGE_MESSAGES


class Snowflakes:
    """Discord-shaped ids: milliseconds since the Discord epoch << 22, then a counter.

    Each id gets its own millisecond (never less than the clock), so ids are increasing and
    `(id >> 22) % shard_count` spreads guilds over shards even when they are created in a burst.
    """

    def __init__(self, clock: Callable[[], float] = time.time) -> None:
        self._counter = itertools.count(1)
        self._last_ms = 0
        self._clock = clock

    def next(self) -> int:
        ms = max(int(self._clock() * 1000) - DISCORD_EPOCH_MS, self._last_ms + 1)
        self._last_ms = ms
        return (ms << 22) | (next(self._counter) & 0xFFF)

    def next_on_shard(self, shard_id: int, shard_count: int) -> int:
        """An id whose guild would be served by this shard."""
        while True:
            candidate = self.next()
            if (candidate >> 22) % shard_count == shard_id:
                return candidate


@dataclass(eq=False)
class User:
    id: int
    name: str
    locale: str = "en-US"
    dms_open: bool = True
    bot: bool = False
    dm_channel_id: int | None = None

    @property
    def mention(self) -> str:
        return f"<@{self.id}>"


@dataclass(eq=False)
class Role:
    id: int
    name: str
    permissions: int
    position: int = 0


@dataclass(eq=False)
class Member:
    user_id: int
    role_ids: list[int] = field(default_factory=list)
    joined_at: float = field(default_factory=time.time)


@dataclass(eq=False)
class Guild:
    id: int
    name: str
    locale: str
    owner_id: int
    roles: dict[int, Role] = field(default_factory=dict)
    members: dict[int, Member] = field(default_factory=dict)
    channel_ids: list[int] = field(default_factory=list)
    manager_role_id: int | None = None

    def permissions_of(self, user_id: int) -> int:
        """Guild-level permissions of a member: owner and administrators get everything."""
        if user_id == self.owner_id:
            return Permission.ALL
        member = self.members.get(user_id)
        if member is None:
            return 0
        perms = self.roles[self.id].permissions  # @everyone role shares the guild id
        for role_id in member.role_ids:
            perms |= self.roles[role_id].permissions
        return Permission.ALL if perms & Permission.ADMINISTRATOR else perms


@dataclass(eq=False)
class Channel:
    id: int
    name: str
    type: int = GUILD_TEXT
    guild_id: int | None = None
    parent_id: int | None = None  # threads
    owner_id: int | None = None  # threads: who created it
    recipient_id: int | None = None  # DM channels
    thread_member_ids: set[int] = field(default_factory=set)
    archived: bool = False
    locked: bool = False
    invitable: bool = True
    position: int = 0
    created_at: float = field(default_factory=time.time)
    # Permission overwrites: target id (a role, the guild id for @everyone, or a member) -> (type, allow,
    # deny); type 0 = role, 1 = member, as Discord sends them.
    overwrites: dict[int, tuple[int, int, int]] = field(default_factory=dict)

    @property
    def is_thread(self) -> bool:
        return self.type in THREAD_TYPES

    @property
    def is_dm(self) -> bool:
        return self.type == DM

    @property
    def mention(self) -> str:
        return f"<#{self.id}>"


@dataclass(eq=False)
class Attachment:
    id: int
    filename: str
    content_type: str
    data: bytes
    url: str = ""
    description: str | None = None

    @property
    def size(self) -> int:
        return len(self.data)


class ButtonInfo(NamedTuple):
    label: str | None
    custom_id: str | None
    disabled: bool


class SelectInfo(NamedTuple):
    placeholder: str | None
    custom_id: str
    options: list[tuple[str, str]]  # (label, value)
    disabled: bool
    min_values: int
    max_values: int


_USER_MENTION = re.compile(r"<@!?(\d+)>")
_ROLE_MENTION = re.compile(r"<@&(\d+)>")


@dataclass(eq=False)
class Message:
    id: int
    channel_id: int
    author_id: int
    content: str = ""
    embeds: list[dict[str, Any]] = field(default_factory=list)
    components: list[dict[str, Any]] = field(default_factory=list)
    attachments: list[Attachment] = field(default_factory=list)
    flags: int = 0
    recipient_id: int | None = None  # who sees it: ephemeral target or DM recipient
    allowed_mentions: dict[str, Any] | None = None
    edited: bool = False
    deleted: bool = False
    guild_id: int | None = None
    interaction_id: int | None = None  # the interaction this message answers, if any
    webhook_id: int | None = None
    type: int = 0
    tts: bool = False
    reply_to_id: int | None = None
    reactions: list[str] = field(default_factory=list)
    created_at: float = field(default_factory=time.time)
    edited_at: float | None = None

    @property
    def ephemeral(self) -> bool:
        return bool(self.flags & FLAG_EPHEMERAL)

    @property
    def loading(self) -> bool:
        """A deferred reply still showing "thinking…"."""
        return bool(self.flags & FLAG_LOADING)

    @property
    def text(self) -> str:
        """Content, every readable embed part and v2 text displays, one per line."""
        parts: list[str] = [self.content] if self.content else []
        for embed in self.embeds:
            parts.extend(embed_text_parts(embed))
        parts.extend(c["content"] for c in iter_components(self.components) if c.get("type") == 10)
        return "\n".join(parts)

    def buttons(self) -> list[ButtonInfo]:
        return [
            ButtonInfo(c.get("label"), c.get("custom_id"), bool(c.get("disabled", False)))
            for c in iter_components(self.components)
            if c.get("type") == 2
        ]

    def selects(self) -> list[SelectInfo]:
        found = []
        for c in iter_components(self.components):
            if c.get("type") in (3, 5, 6, 7, 8):
                options = [(o.get("label", ""), o.get("value", "")) for o in c.get("options", [])]
                found.append(
                    SelectInfo(
                        c.get("placeholder"),
                        c.get("custom_id", ""),
                        options,
                        bool(c.get("disabled", False)),
                        int(c.get("min_values", 1)),
                        int(c.get("max_values", 1)),
                    )
                )
        return found

    def attachment(self, filename: str) -> Attachment:
        for att in self.attachments:
            if att.filename == filename:
                return att
        raise KeyError(f"no attachment {filename!r}; have {[a.filename for a in self.attachments]}")

    def embed_images(self) -> list[Attachment]:
        """Attachments shown as an embed image or thumbnail (`attachment://name` on the bot's side)."""
        urls = {
            part.get("url")
            for embed in self.embeds
            for key in ("image", "thumbnail")
            if isinstance(part := embed.get(key), dict)
        }
        return [a for a in self.attachments if a.url in urls]

    @property
    def mentioned_user_ids(self) -> list[int]:
        return [int(m) for m in _USER_MENTION.findall(self.content)]

    @property
    def pinged_user_ids(self) -> list[int]:
        """Users Discord would notify, given the content and `allowed_mentions` as sent."""
        mentioned = self.mentioned_user_ids
        rules = self.allowed_mentions
        if rules is None:
            return mentioned
        explicit = {int(u) for u in rules.get("users", [])}
        if "users" in rules.get("parse", []):
            return mentioned
        return [u for u in mentioned if u in explicit]

    @property
    def pings_everyone(self) -> bool:
        """True if the message would ping @everyone/@here (the bot's role permitting)."""
        if "@everyone" not in self.content and "@here" not in self.content:
            return False
        rules = self.allowed_mentions
        return rules is None or "everyone" in rules.get("parse", [])

    @property
    def pinged_role_ids(self) -> list[int]:
        mentioned = [int(r) for r in _ROLE_MENTION.findall(self.content)]
        rules = self.allowed_mentions
        if rules is None or "roles" in rules.get("parse", []):
            return mentioned
        explicit = {int(r) for r in rules.get("roles", [])}
        return [r for r in mentioned if r in explicit]


def iter_components(components: list[dict[str, Any]]):
    """Every component in a tree (action rows, v2 containers and sections included)."""
    for component in components:
        yield component
        yield from iter_components(component.get("components", []))
        accessory = component.get("accessory")
        if isinstance(accessory, dict):
            yield accessory


def embed_text_parts(embed: dict[str, Any]) -> list[str]:
    parts = []
    author = embed.get("author") or {}
    if author.get("name"):
        parts.append(author["name"])
    for key in ("title", "description"):
        if embed.get(key):
            parts.append(str(embed[key]))
    for f in embed.get("fields", []):
        parts.append(f"{f.get('name', '')}: {f.get('value', '')}")
    footer = embed.get("footer") or {}
    if footer.get("text"):
        parts.append(footer["text"])
    return parts


@dataclass(eq=False)
class Interaction:
    """One user action sent to the bot, and everything the bot did in answer."""

    id: int
    token: str
    type: int  # 2 command, 3 component, 4 autocomplete
    user_id: int
    channel_id: int
    guild_id: int | None
    data: dict[str, Any]
    message_id: int | None = None  # component interactions: the message clicked
    created_at: float = 0.0  # loop time of the user's action
    dispatched_at: float | None = None
    delivered_to: list[str] = field(default_factory=list)  # gateway sessions that received it
    response_type: int | None = None  # the callback type the bot answered with
    responded_at: float | None = None
    callback_attempted: bool = False
    original_message_id: int | None = None
    message_ids: list[int] = field(default_factory=list)  # created or edited in answer, in order
    errors: list[dict[str, Any]] = field(default_factory=list)
    autocomplete_choices: list[dict[str, Any]] | None = None
    modal: dict[str, Any] | None = None
    last_message_at: float | None = None  # when the bot last created or edited a message of its answer

    def touch_message(self, message_id: int) -> None:
        if message_id not in self.message_ids:
            self.message_ids.append(message_id)
        self.last_message_at = time.monotonic()


@dataclass
class RequestRecord:
    """One REST request the bot made (for counting API calls per action)."""

    method: str
    path: str
    status: int
    at: float


class World:
    """Everything Discord knows. One application with one bot user."""

    def __init__(self, *, bot_name: str, token: str) -> None:
        # Discord's wall clock: ids carry it, and a message's age is read from its id, as Discord does.
        # Tests move it forward (`Emulator.advance_clock`) together with the bot's.
        self.clock_offset = 0.0
        self.ids = Snowflakes(self.now)
        self.token = token
        self.application_id = self.ids.next()
        self.bot_user = User(id=self.application_id, name=bot_name, bot=True)
        self.application_owner = User(id=self.ids.next(), name=f"{bot_name} developer")
        self.users: dict[int, User] = {self.bot_user.id: self.bot_user}
        self.guilds: dict[int, Guild] = {}
        self.channels: dict[int, Channel] = {}
        self.messages: dict[int, Message] = {}
        self.message_order: list[int] = []
        # Indexes, so reading a channel or a user's ephemerals does not walk every message ever sent.
        self._in_channel: dict[int, list[int]] = {}
        self._ephemerals_of: dict[int, list[int]] = {}
        # Who wants to hear of a change to the messages of a channel or a user (see `watch`).
        self._watchers: dict[int, set[Callable[[], None]]] = {}
        self.interactions: dict[int, Interaction] = {}
        self.interactions_by_token: dict[str, Interaction] = {}
        # Registered application commands: None = global, else guild id -> name -> command dict.
        self.commands: dict[int | None, dict[str, dict[str, Any]]] = {None: {}}

    # --- users, guilds, channels ---------------------------------------------------------------

    def now(self) -> float:
        """Discord's wall clock (seconds since the Unix epoch)."""
        return time.time() + self.clock_offset

    def age_of(self, snowflake: int) -> float:
        """Seconds since the object with this id was created."""
        return self.now() - ((snowflake >> 22) + DISCORD_EPOCH_MS) / 1000

    def add_user(self, name: str, *, locale: str = "en-US", dms_open: bool = True) -> User:
        user = User(id=self.ids.next(), name=name, locale=locale, dms_open=dms_open)
        self.users[user.id] = user
        return user

    def add_guild(
        self, name: str, *, locale: str, owner: User | None, shard: tuple[int, int] | None = None
    ) -> Guild:
        if owner is None:
            owner = self.add_user(f"{name} owner")
        guild_id = self.ids.next_on_shard(*shard) if shard else self.ids.next()
        guild = Guild(id=guild_id, name=name, locale=locale, owner_id=owner.id)
        guild.roles[guild_id] = Role(id=guild_id, name="@everyone", permissions=Permission.EVERYONE_DEFAULT)
        bot_role = Role(
            id=self.ids.next(), name=self.bot_user.name, permissions=Permission.BOT_ROLE, position=2
        )
        manager = Role(
            id=self.ids.next(), name="Server Manager", permissions=Permission.MANAGE_GUILD, position=1
        )
        guild.roles[bot_role.id] = bot_role
        guild.roles[manager.id] = manager
        guild.manager_role_id = manager.id
        guild.members[self.bot_user.id] = Member(self.bot_user.id, [bot_role.id])
        guild.members[owner.id] = Member(owner.id)
        self.guilds[guild.id] = guild
        return guild

    def add_channel(self, guild: Guild, name: str) -> Channel:
        channel = Channel(id=self.ids.next(), name=name, guild_id=guild.id, position=len(guild.channel_ids))
        guild.channel_ids.append(channel.id)
        self.channels[channel.id] = channel
        return channel

    def add_member(self, guild: Guild, user: User, *, manage_guild: bool) -> Member:
        roles = [guild.manager_role_id] if manage_guild and guild.manager_role_id is not None else []
        member = Member(user.id, roles)
        guild.members[user.id] = member
        return member

    def add_thread(
        self, parent: Channel, name: str, *, private: bool, owner_id: int, invitable: bool
    ) -> Channel:
        thread = Channel(
            id=self.ids.next(),
            name=name,
            type=PRIVATE_THREAD if private else PUBLIC_THREAD,
            guild_id=parent.guild_id,
            parent_id=parent.id,
            owner_id=owner_id,
            invitable=invitable,
            thread_member_ids={owner_id},
        )
        self.channels[thread.id] = thread
        return thread

    def dm_channel(self, user: User) -> Channel:
        if user.dm_channel_id is None:
            channel = Channel(id=self.ids.next(), name=f"DM {user.name}", type=DM, recipient_id=user.id)
            self.channels[channel.id] = channel
            user.dm_channel_id = channel.id
        return self.channels[user.dm_channel_id]

    def threads_of(self, channel: Channel) -> list[Channel]:
        return [c for c in self.channels.values() if c.parent_id == channel.id]

    def guild_of(self, channel: Channel) -> Guild | None:
        return self.guilds.get(channel.guild_id) if channel.guild_id else None

    def permissions_in(self, user_id: int, channel: Channel) -> int:
        """A member's permissions in a guild channel (threads take their parent's), overwrites applied in
        Discord's order: @everyone, then the member's roles together, then the member."""
        guild = self.guild_of(channel)
        if guild is None or user_id not in guild.members:
            return 0
        perms = guild.permissions_of(user_id)
        if perms == Permission.ALL:
            return perms
        source = self.channels.get(channel.parent_id, channel) if channel.is_thread else channel
        overwrites = source.overwrites
        if guild.id in overwrites:
            _, allow, deny = overwrites[guild.id]
            perms = (perms & ~deny) | allow
        role_allow = role_deny = 0
        for role_id in guild.members[user_id].role_ids:
            if role_id in overwrites:
                role_allow |= overwrites[role_id][1]
                role_deny |= overwrites[role_id][2]
        perms = (perms & ~role_deny) | role_allow
        if user_id in overwrites:
            _, allow, deny = overwrites[user_id]
            perms = (perms & ~deny) | allow
        return perms

    def can_see(self, user_id: int, channel: Channel) -> bool:
        if channel.is_dm:
            return channel.recipient_id == user_id or user_id == self.bot_user.id
        guild = self.guild_of(channel)
        if guild is None or user_id not in guild.members:
            return False
        if not self.permissions_in(user_id, channel) & Permission.VIEW_CHANNEL:
            return False
        if channel.type == PRIVATE_THREAD:
            return user_id in channel.thread_member_ids or bool(
                guild.permissions_of(user_id) & Permission.MANAGE_THREADS
            )
        return True

    # --- messages ------------------------------------------------------------------------------

    def add_message(self, message: Message) -> Message:
        self.messages[message.id] = message
        self.message_order.append(message.id)
        self._in_channel.setdefault(message.channel_id, []).append(message.id)
        if message.ephemeral and message.recipient_id is not None:
            self._ephemerals_of.setdefault(message.recipient_id, []).append(message.id)
        self.touched(message)
        return message

    def messages_in(self, channel_id: int) -> list[Message]:
        return [m for mid in self._in_channel.get(channel_id, ()) if not (m := self.messages[mid]).deleted]

    def ephemerals_of(self, user_id: int) -> list[Message]:
        """The ephemeral messages only this user sees, oldest first (deleted ones left out)."""
        return [m for mid in self._ephemerals_of.get(user_id, ()) if not (m := self.messages[mid]).deleted]

    def watch(self, key: int, callback: Callable[[], None]) -> Callable[[], None]:
        """Call `callback` whenever a message of channel `key`, or one that user `key` alone sees
        (their DMs, their ephemerals), is created, edited or deleted, until the returned function is
        called. Lets simulated players wait for their controls instead of polling the world."""
        self._watchers.setdefault(key, set()).add(callback)
        return lambda: self._watchers.get(key, set()).discard(callback)

    def touched(self, message: Message) -> None:
        """A message was created, edited or deleted: tell whoever watches its channel or its reader."""
        for key in (message.channel_id, message.recipient_id):
            for callback in list(self._watchers.get(key or 0, ())):
                callback()

    # --- interactions --------------------------------------------------------------------------

    def add_interaction(self, interaction: Interaction) -> Interaction:
        self.interactions[interaction.id] = interaction
        self.interactions_by_token[interaction.token] = interaction
        return interaction
