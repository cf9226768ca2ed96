"""`python bot.py --sandbox`: the real bot against the Discord emulator, in one process, no account.

You act as any user, by name, at a prompt or from a script (`--script FILE`, then exit):

    # a comment
    alice: /game new title:demo options:"target:12"
    bob[fr]: /game join              (first mention creates the user; [fr] gives them a French client)
    bob: click "Join"                (the newest message this user can see with that button)
    bob in thread: /game hand        (typed in the channel's newest thread, e.g. a game's own thread)
    bob: select "Play a card" "Card 4"
    dice: 6 2 4                      (the next die results of this channel's game)
    seed: 7                          (seeds of the games created next, like --seed)
    clock: +13h                      (time passes for the bot: +30m, +2d...; what fell due runs,
                                      and the bot moves it causes are posted before the next line)

Everything the bot posts is printed: channel messages, ephemeral replies marked with their user, DMs
marked with their recipient, embeds as text; images are saved under `--out DIR` and named in the
transcript. A line that fails prints why and the run exits non-zero.
"""

from __future__ import annotations

import asyncio
import contextlib
import re
import shlex
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TextIO

from pydantic import SecretStr

from agora.bot import AgoraBot, point_at_overrides
from agora.clock import parse_duration
from agora.discord.images import renders_in_flight
from agora.settings import Settings

_USER_LINE = re.compile(
    r"^(?P<user>[A-Za-z][\w.-]*)(?:\[(?P<locale>[a-zA-Z-]+)\])?(?P<thread>\s+in\s+thread)?\s*:\s*(?P<rest>.*)$"
)
_OPTION = re.compile(r"^(?P<name>[\w-]+):(?P<value>.*)$", re.DOTALL)
_INTEGER, _BOOLEAN, _NUMBER = 4, 5, 10
_USER = 6  # `user:carol` or `user:@carol` names a sandbox user (created on first mention)
_LOCALES = {"fr": "fr", "en": "en-US", "en-us": "en-US", "en-gb": "en-GB"}


class ScriptError(Exception):
    """A line that could not be played; the message says why."""


@dataclass
class SandboxWorld:
    emulator: Any
    guild: Any
    channel: Any
    users: dict[str, Any] = field(default_factory=dict)

    def user(self, name: str, locale: str | None = None) -> Any:
        if name not in self.users:
            user = self.emulator.add_user(name, locale=_LOCALES.get((locale or "en").lower(), "en-US"))
            self.emulator.add_member(self.guild, user)
            self.users[name] = user
        return self.users[name]

    def threads(self) -> list[Any]:
        """The channel's threads, oldest first (a game played in a thread, Epireia's league rooms)."""
        return sorted(self.emulator.threads(self.channel), key=lambda c: c.id)

    def place(self, channel_id: str) -> str:
        """`#games`, or `#games › <thread name>` for one of its threads."""
        for thread in self.threads():
            if str(thread.id) == channel_id:
                return f"#{self.channel.name} › {thread.name}"
        return f"#{self.channel.name}" if channel_id == str(self.channel.id) else channel_id


class Transcript:
    """Prints what the bot posted since the last call, once per message (again when edited)."""

    def __init__(
        self, world: SandboxWorld, out: Path | None, stream: TextIO, now: Callable[[], float] = time.time
    ) -> None:
        self.world = world
        self.now = now  # the bot's clock, moved by `clock:` lines
        self.out = out
        self.stream = stream
        self._seen: dict[Any, tuple[Any, ...]] = {}
        self._images = 0

    def _names(self) -> dict[str, str]:
        names = {str(u.id): name for name, u in self.world.users.items()}
        names[str(self.world.emulator.bot_user_id)] = "Agora"
        return names

    def _readable(self, text: str) -> str:
        names = self._names()
        text = re.sub(r"<@!?(\d+)>", lambda m: "@" + names.get(m[1], m[1]), text)
        text = re.sub(r"<#(\d+)>", lambda m: self.world.place(m[1]), text)
        return re.sub(r"<t:(\d+):R>", lambda m: _relative(int(m[1]), self.now()), text)

    def _collect(self) -> list[tuple[str, Any]]:
        emulator = self.world.emulator
        found = [(f"#{self.world.channel.name}", m) for m in emulator.channel_messages(self.world.channel)]
        for thread in self.world.threads():
            found += [(self.world.place(str(thread.id)), m) for m in emulator.channel_messages(thread)]
        for name, user in self.world.users.items():
            found += [(f"ephemeral to {name}", m) for m in emulator.ephemerals(user)]
            found += [(f"DM to {name}", m) for m in emulator.dms(user)]
        return sorted(found, key=lambda pair: int(pair[1].id))

    def flush(self) -> None:
        for where, message in self._collect():
            key = (message.text, tuple(message.buttons()), bool(message.deleted))
            previous = self._seen.get(message.id)
            if previous == key:
                continue
            self._seen[message.id] = key
            self._print(where, message, edited=previous is not None)

    def _print(self, where: str, message: Any, *, edited: bool) -> None:
        tag = " (edited)" if edited else ""
        tag = " (deleted)" if message.deleted else tag
        lines = [f"[{where}]{tag}"]
        lines += ["    " + line for line in self._readable(message.text).splitlines() if line.strip()]
        controls = [
            f"[{label}]" + (" (disabled)" if disabled else "") for label, _, disabled in message.buttons()
        ]
        for select in message.selects():
            controls.append(f"<{_describe_select(select)}>")
        if controls:
            lines.append("    controls: " + " ".join(controls))
        for attachment in message.attachments:
            lines.append("    " + self._save(attachment))
        print("\n".join(lines), file=self.stream, flush=True)

    def _save(self, attachment: Any) -> str:
        if self.out is None:
            return f"[attachment: {attachment.filename}, {len(attachment.data)} bytes; use --out DIR to save]"
        self._images += 1
        path = self.out / f"{self._images:03d}-{attachment.filename}"
        path.write_bytes(attachment.data)
        return f"[attachment: {path}]"


def _relative(stamp: int, now: float) -> str:
    """What Discord shows for `<t:stamp:R>`: "in 23 hours", "5 minutes ago"."""
    seconds = stamp - now
    amount = abs(seconds)
    for unit, size in (("day", 86400), ("hour", 3600), ("minute", 60)):
        if amount >= size:
            count = round(amount / size)
            words = f"{count} {unit}{'s' if count != 1 else ''}"
            break
    else:
        words = "a few seconds"
    return f"in {words}" if seconds >= 0 else f"{words} ago"


def _describe_select(select: Any) -> str:
    options = ", ".join(label for label, _ in select.options)
    return f"{select.placeholder or ''}: {options}"


def _value(raw: str) -> str:
    raw = raw.strip()
    if len(raw) >= 2 and raw[0] == raw[-1] and raw[0] in "\"'":
        return raw[1:-1]
    return raw


def _find_schema(commands: list[dict], path: list[str]) -> list[dict]:
    """The option schemas of a command path ("game new"), to type the values typed as text."""
    level = commands
    options: list[dict] = []
    for word in path:
        node = next((c for c in level if c.get("name") == word), None)
        if node is None:
            return []
        options = node.get("options") or []
        level = [o for o in options if o.get("type") in (1, 2)]
    return [o for o in options if o.get("type") not in (1, 2)]


def _typed(value: str, option_type: int | None) -> Any:
    try:
        if option_type == _INTEGER:
            return int(value)
        if option_type == _NUMBER:
            return float(value)
    except ValueError as exc:
        raise ScriptError(f"{value!r} is not a number") from exc
    if option_type == _BOOLEAN:
        return value.lower() in ("true", "yes", "1", "on")
    return value


def parse_slash(text: str, commands: list[dict]) -> tuple[str, dict[str, Any]]:
    """`/game new title:demo options:"a:1"` → ("game new", {"title": "demo", "options": "a:1"})."""
    try:  # shell quoting: `choice:"Athenian hoplites 1"` is one option whose value has spaces
        words = shlex.split(text[1:])
    except ValueError:
        try:  # an unbalanced apostrophe in a bare word (`choice:d'Athènes`): read quotes literally
            words = shlex.split(text[1:], posix=False)
        except ValueError as exc:
            raise ScriptError(f"cannot read {text!r}: {exc}") from exc
    path = [w for w in words if not _OPTION.match(w)]
    if path != words[: len(path)]:
        raise ScriptError(f"options must come after the command name: {text!r}")
    schema = {o["name"]: o.get("type") for o in _find_schema(commands, path)}
    options = {}
    for word in words[len(path) :]:
        match = _OPTION.match(word)
        assert match is not None
        options[match["name"]] = _typed(_value(match["value"]), schema.get(match["name"]))
    return " ".join(path), options


def _quoted(rest: str, count: int) -> list[str]:
    try:
        parts = shlex.split(rest)
    except ValueError as exc:
        raise ScriptError(f"cannot read {rest!r}: {exc}") from exc
    if len(parts) != count:
        raise ScriptError(f"expected {count} quoted value(s), got {rest!r}")
    return parts


class ScriptRunner:
    def __init__(self, world: SandboxWorld, bot: AgoraBot) -> None:
        self.world = world
        self.bot = bot

    def _visible(self, user: Any) -> list[Any]:
        emulator = self.world.emulator
        messages = (
            emulator.dms(user) + emulator.ephemerals(user) + emulator.channel_messages(self.world.channel)
        )
        for thread in self.world.threads():
            if emulator.world.can_see(user.id, thread):
                messages += emulator.channel_messages(thread)
        return sorted((m for m in messages if not m.deleted), key=lambda m: int(m.id), reverse=True)

    def _where(self, in_thread: bool) -> Any:
        if not in_thread:
            return self.world.channel
        threads = self.world.threads()
        if not threads:
            raise ScriptError("this channel has no thread yet")
        return threads[-1]

    def _message_with_button(self, user: Any, label: str) -> Any:
        for message in self._visible(user):
            if any(label in (b_label, custom_id) for b_label, custom_id, _ in message.buttons()):
                return message
        raise ScriptError(f"no message visible to this user has a button {label!r}")

    def _message_with_select(self, user: Any, placeholder: str) -> Any:
        for message in self._visible(user):
            for select in message.selects():
                if placeholder in (select.placeholder, select.custom_id):
                    return message
        raise ScriptError(f"no message visible to this user has a select {placeholder!r}")

    async def run_line(self, line: str) -> None:
        text = line.strip()
        if not text or text.startswith("#"):
            return
        emulator = self.world.emulator
        if text.lower().startswith("dice:"):
            values = text.split(":", 1)[1].split()
            if not values or not all(v.isdigit() for v in values):
                raise ScriptError("dice: expects whole numbers, e.g. dice: 6 2 4")
            await self.bot.service.force_dice(self.world.channel.id, [int(v) for v in values])
            return
        if text.lower().startswith("clock:"):
            delta = parse_duration(text.split(":", 1)[1])
            if delta is None:
                raise ScriptError("clock: expects a duration such as +13h, +30m or +2d")
            self.bot.clock.advance(delta)
            await self.bot.timers.run_due()
            await emulator.wait_idle()
            await self._bots_done()  # what fell due may hand a seat to a bot: its moves belong to this line
            return
        if text.lower().startswith("seed:"):
            value = text.split(":", 1)[1].strip()
            if not value.isdigit():
                raise ScriptError("seed: expects a whole number, e.g. seed: 7")
            self.bot.set_seed(int(value))
            return
        match = _USER_LINE.match(text)
        if match is None:
            raise ScriptError(
                'expected `user: /command ...`, `user: click "Label"`, `user: select ...` or `dice: ...`'
            )
        user = self.world.user(match["user"], match["locale"])
        rest = match["rest"].strip()
        if rest.startswith("/"):
            commands = emulator.registered_commands(None) + emulator.registered_commands(self.world.guild)
            command, options = parse_slash(rest, commands)
            types = {o["name"]: o.get("type") for o in _find_schema(commands, command.split())}
            for name, value in options.items():
                if types.get(name) == _USER and isinstance(value, str):
                    options[name] = self.world.user(value.lstrip("@")).id
            result = await emulator.slash(user, self._where(match["thread"] is not None), command, **options)
        elif rest.startswith("click "):
            (label,) = _quoted(rest[len("click ") :], 1)
            result = await emulator.click(user, self._message_with_button(user, label), label)
        elif rest.startswith("select "):
            placeholder, option = _quoted(rest[len("select ") :], 2)
            message = self._message_with_select(user, placeholder)
            result = await emulator.select(user, message, placeholder, [option])
        else:
            raise ScriptError(f"unknown action {rest!r}")
        await emulator.wait_idle()
        while renders_in_flight():  # a picture takes longer to draw than the emulator's quiet period
            await asyncio.sleep(0.02)
            await emulator.wait_idle()
        await self._bots_done()
        if result.error:
            raise ScriptError(f"Discord refused the bot's answer: {result.error}")
        if not result.responded:
            raise ScriptError("the bot did not answer")

    async def _bots_done(self) -> None:
        """Bot seats answer off the loop: wait until they have played and their moves are posted."""
        bots = getattr(self.bot, "bots", None)
        if bots is None:
            return
        emulator = self.world.emulator
        while True:
            await bots.idle()
            await emulator.wait_idle()
            while renders_in_flight():
                await asyncio.sleep(0.02)
                await emulator.wait_idle()
            table = getattr(self.bot, "table", None)
            if table is not None:  # feed posts held for the channel's bucket, status edits put off
                await table.living.flush_all()
                await emulator.wait_idle()
            if not bots.busy():
                return  # a post may have poked a bot again (a seat handed back, the next decision)


def sandbox_settings(settings: Settings, emulator: Any, database_url: str) -> Settings:
    return settings.model_copy(
        update={
            "discord_token": SecretStr(emulator.token),
            "discord_api_base": emulator.base_url,
            "discord_gateway_url": emulator.gateway_url,
            "enable_demo_title": True,
            "dev_guild_id": None,
            "database_url": database_url,
            # Storage of a throwaway game: no backups, and the marker stays in the temporary folder.
            "backup_interval_hours": 0,
            "backup_dir": Path(tempfile.gettempdir()) / "agora-sandbox-backups",
            "bot_pause_seconds": 0.0,  # a script goes as fast as the bots think
        }
    )


async def _prompt_lines() -> Any:
    print(
        "Agora sandbox. Type lines like `alice: /game new title:demo`; `help` for more, `quit` to leave.",
        flush=True,
    )
    while True:
        try:
            line = await asyncio.to_thread(input, "> ")
        except EOFError:
            return
        if line.strip() in ("quit", "exit"):
            return
        if line.strip() in ("help", "?"):
            print(__doc__, flush=True)
            continue
        yield line


async def run_sandbox(
    settings: Settings,
    *,
    script: str | None = None,
    out: str | None = None,
    seed: int | None = None,
    stream: TextIO | None = None,
) -> int:
    from emulator.driver import Emulator

    stream = stream or sys.stdout
    out_dir = Path(out) if out else None
    if out_dir is not None:
        out_dir.mkdir(parents=True, exist_ok=True)
    lines: list[str] | None = None
    if script is not None:
        try:
            lines = Path(script).read_text(encoding="utf-8").splitlines()
        except OSError as exc:
            print(f"cannot read script {script}: {exc}", file=sys.stderr)
            return 2
    emulator = Emulator()
    await emulator.start()
    guild = emulator.add_guild("Agora sandbox")
    world = SandboxWorld(emulator, guild, emulator.add_channel(guild, "games"))
    failures = 0
    with tempfile.TemporaryDirectory(prefix="agora-sandbox-") as tmp:
        config = sandbox_settings(settings, emulator, f"sqlite+aiosqlite:///{tmp}/sandbox.db")
        point_at_overrides(config)
        bot = AgoraBot(config, seed=seed)
        runner = ScriptRunner(world, bot)
        transcript = Transcript(world, out_dir, stream, lambda: bot.clock.now().timestamp())
        connection: asyncio.Task | None = None
        try:
            await bot.login(emulator.token)
            connection = asyncio.create_task(bot.connect(reconnect=False))
            await emulator.wait_ready()
            source = _numbered(lines) if lines is not None else _numbered_async(_prompt_lines())
            async for number, line in source:
                if lines is not None and line.strip() and not line.strip().startswith("#"):
                    print(f"\n>>> {line.strip()}", file=stream, flush=True)
                try:
                    await runner.run_line(line)
                except ScriptError as exc:
                    failures += 1
                    print(f"!!! line {number}: {exc}", file=stream, flush=True)
                    if lines is not None:
                        break
                except Exception as exc:  # a driver error (unknown command, option...) is the line's fault
                    failures += 1
                    print(f"!!! line {number}: {type(exc).__name__}: {exc}", file=stream, flush=True)
                    if lines is not None:
                        break
                finally:
                    transcript.flush()
            if bot.table is not None:  # feed posts still held for the channel's bucket: show them too
                await bot.table.living.flush_all()
                await emulator.wait_idle()
                transcript.flush()
        finally:
            await bot.close()
            if connection is not None:
                with contextlib.suppress(Exception):
                    await asyncio.wait_for(connection, timeout=5)
            await emulator.stop()
    return 1 if failures and lines is not None else 0  # at the prompt, a bad line is just reported


async def _numbered(lines: list[str]) -> Any:
    for number, line in enumerate(lines, start=1):
        yield number, line


async def _numbered_async(lines: Any) -> Any:
    number = 0
    async for line in lines:
        number += 1
        yield number, line
