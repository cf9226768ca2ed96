"""Build the `data` of a slash-command or autocomplete interaction from the registered command schema.

What a Discord client does when a user types `/game new title:syracuse`: find the command (guild commands
first, then global), walk subcommand groups and subcommands, check and convert option values by type, and
attach resolved users and channels. Unknown names fail loudly with the list of what exists.
"""

from __future__ import annotations

from typing import Any

from emulator import payloads
from emulator.world import Channel, Guild, User, World

SUB_COMMAND, SUB_COMMAND_GROUP = 1, 2
STRING, INTEGER, BOOLEAN, USER, CHANNEL, ROLE, MENTIONABLE, NUMBER, ATTACHMENT = 3, 4, 5, 6, 7, 8, 9, 10, 11
TYPE_NAMES = {
    STRING: "string",
    INTEGER: "integer",
    BOOLEAN: "boolean",
    USER: "user",
    CHANNEL: "channel",
    ROLE: "role",
    MENTIONABLE: "mentionable",
    NUMBER: "number",
    ATTACHMENT: "attachment",
}


class CommandInputError(ValueError):
    """What a Discord client would refuse to send: unknown command or option, bad value, missing option."""


def _names(entry: dict[str, Any], locale: str) -> set[str]:
    names = {entry["name"]}
    localized = (entry.get("name_localizations") or {}).get(locale)
    if localized:
        names.add(localized)
    return names


def command_paths(command: dict[str, Any]) -> list[str]:
    """Every invocable path of a command: "game new", "game join", ..."""
    subs = [o for o in command.get("options", []) if o.get("type") in (SUB_COMMAND, SUB_COMMAND_GROUP)]
    if not subs:
        return [command["name"]]
    return [f"{command['name']} {path}" for sub in subs for path in command_paths(sub)]


def _permitted(command: dict[str, Any], guild: Guild | None, user: User) -> bool:
    contexts = command.get("contexts")
    if guild is None:
        if contexts is not None and 1 not in contexts:
            return False
        if contexts is None and command.get("dm_permission") is False:
            return False
        return "guild_id" not in command
    if contexts is not None and 0 not in contexts:
        return False
    required = command.get("default_member_permissions")
    if required is None:
        return True
    needed = int(required)
    return guild.permissions_of(user.id) & needed == needed


def visible_commands(world: World, guild: Guild | None, user: User) -> list[dict[str, Any]]:
    """Chat-input commands this user sees here: the guild's, then global ones (like the Discord client)."""
    found: list[dict[str, Any]] = []
    scopes = ([guild.id] if guild else []) + [None]
    for scope in scopes:
        for command in world.commands.get(scope, {}).values():
            if command.get("type", 1) == 1 and _permitted(command, guild, user):
                found.append(command)
    return found


def find_command(
    world: World, guild: Guild | None, user: User, path: str
) -> tuple[dict[str, Any], list[dict[str, Any]], dict[str, Any]]:
    """Returns (top-level command, chain of subcommand group/subcommand entries, the leaf entry)."""
    words = path.strip().lstrip("/").split()
    if not words:
        raise CommandInputError("empty command")
    commands = visible_commands(world, guild, user)
    available = sorted({p for c in commands for p in command_paths(c)})
    top = next((c for c in commands if words[0] in _names(c, user.locale)), None)
    if top is None:
        raise CommandInputError(
            f"no command /{path.strip()}; available: {', '.join('/' + a for a in available)}"
        )
    chain: list[dict[str, Any]] = []
    node = top
    for word in words[1:]:
        subs = [o for o in node.get("options", []) if o.get("type") in (SUB_COMMAND, SUB_COMMAND_GROUP)]
        nxt = next((o for o in subs if word in _names(o, user.locale)), None)
        if nxt is None:
            raise CommandInputError(
                f"no command /{path.strip()}; available: {', '.join('/' + a for a in available)}"
            )
        chain.append(nxt)
        node = nxt
    if any(o.get("type") in (SUB_COMMAND, SUB_COMMAND_GROUP) for o in node.get("options", [])):
        raise CommandInputError(
            f"/{path.strip()} needs a subcommand; available: {', '.join('/' + a for a in available)}"
        )
    return top, chain, node


class _Resolved:
    def __init__(self) -> None:
        self.data: dict[str, dict[str, Any]] = {}

    def add(self, kind: str, key: int, value: dict[str, Any]) -> None:
        self.data.setdefault(kind, {})[str(key)] = value


def _convert(
    world: World, guild: Guild | None, option: dict[str, Any], value: Any, resolved: _Resolved
) -> Any:
    kind = option["type"]
    name = option["name"]
    choices = option.get("choices")
    if choices:
        for choice in choices:
            if value == choice["value"] or value == choice["name"]:
                return choice["value"]
        listed = ", ".join(f"{c['name']}={c['value']!r}" for c in choices)
        raise CommandInputError(f"option {name!r} must be one of: {listed}; got {value!r}")
    if kind == STRING:
        text = str(value)
        if not option.get("min_length", 0) <= len(text) <= option.get("max_length", 6000):
            raise CommandInputError(f"option {name!r}: length {len(text)} outside the allowed range")
        return text
    if kind in (INTEGER, NUMBER):
        if isinstance(value, bool) or not isinstance(value, int | float | str):
            raise CommandInputError(f"option {name!r} takes a {TYPE_NAMES[kind]}; got {value!r}")
        try:
            number: int | float = int(value) if kind == INTEGER else float(value)
        except ValueError:
            raise CommandInputError(f"option {name!r} takes a {TYPE_NAMES[kind]}; got {value!r}") from None
        if kind == INTEGER and isinstance(value, float) and value != int(value):
            raise CommandInputError(f"option {name!r} takes an integer; got {value!r}")
        low, high = option.get("min_value"), option.get("max_value")
        if (low is not None and number < low) or (high is not None and number > high):
            raise CommandInputError(f"option {name!r} must be between {low} and {high}; got {number}")
        return number
    if kind == BOOLEAN:
        if not isinstance(value, bool):
            raise CommandInputError(f"option {name!r} takes a boolean; got {value!r}")
        return value
    if kind in (USER, MENTIONABLE):
        user = value if isinstance(value, User) else world.users.get(int(value))
        if user is None:
            raise CommandInputError(f"option {name!r}: unknown user {value!r}")
        resolved.add("users", user.id, payloads.user(user))
        if guild is not None and user.id in guild.members:
            member = payloads.member(world, guild.members[user.id], with_user=False)
            member["permissions"] = str(guild.permissions_of(user.id))
            resolved.add("members", user.id, member)
        return str(user.id)
    if kind == CHANNEL:
        channel = value if isinstance(value, Channel) else world.channels.get(int(value))
        if channel is None:
            raise CommandInputError(f"option {name!r}: unknown channel {value!r}")
        allowed = option.get("channel_types")
        if allowed and channel.type not in allowed:
            raise CommandInputError(f"option {name!r}: channel type {channel.type} not in {allowed}")
        data = payloads.channel(world, channel)
        data["permissions"] = str(guild.permissions_of(world.bot_user.id) if guild else 0)
        resolved.add("channels", channel.id, data)
        return str(channel.id)
    if kind == ROLE:
        if guild is None or int(value) not in guild.roles:
            raise CommandInputError(f"option {name!r}: unknown role {value!r}")
        resolved.add("roles", int(value), payloads.role(guild.roles[int(value)]))
        return str(value)
    raise CommandInputError(f"option {name!r}: {TYPE_NAMES.get(kind, kind)} options are not emulated")


def build_command_data(
    world: World,
    guild: Guild | None,
    user: User,
    path: str,
    options: dict[str, Any],
    *,
    focused: str | None = None,
) -> dict[str, Any]:
    """The interaction `data` for `/path option=value...`; with `focused`, for an autocomplete request."""
    top, chain, leaf = find_command(world, guild, user, path)
    schema = leaf.get("options", [])
    by_name: dict[str, dict[str, Any]] = {}
    for option in schema:
        for name in _names(option, user.locale):
            by_name[name] = option
    known = ", ".join(f"{o['name']} ({TYPE_NAMES.get(o['type'], o['type'])})" for o in schema) or "none"
    resolved = _Resolved()
    given: dict[str, dict[str, Any]] = {}
    for name, value in options.items():
        option = by_name.get(name)
        if option is None:
            raise CommandInputError(f"/{path.strip()} has no option {name!r}; options: {known}")
        if name == focused or option["name"] == focused:
            if not option.get("autocomplete"):
                raise CommandInputError(f"option {option['name']!r} of /{path.strip()} has no autocomplete")
            entry = {"type": option["type"], "name": option["name"], "value": str(value), "focused": True}
        else:
            entry = {
                "type": option["type"],
                "name": option["name"],
                "value": _convert(world, guild, option, value, resolved),
            }
        given[option["name"]] = entry
    if focused is not None and focused not in given:
        option = by_name.get(focused)
        if option is None:
            raise CommandInputError(f"/{path.strip()} has no option {focused!r}; options: {known}")
        if not option.get("autocomplete"):
            raise CommandInputError(f"option {option['name']!r} of /{path.strip()} has no autocomplete")
        given[option["name"]] = {"type": option["type"], "name": option["name"], "value": "", "focused": True}
    if focused is None:
        missing = [o["name"] for o in schema if o.get("required") and o["name"] not in given]
        if missing:
            raise CommandInputError(f"/{path.strip()} is missing required option(s): {', '.join(missing)}")
    # Discord sends options in schema order.
    leaf_options = [given[o["name"]] for o in schema if o["name"] in given]
    for entry in reversed(chain):
        leaf_options = [{"type": entry["type"], "name": entry["name"], "options": leaf_options}]
    data: dict[str, Any] = {"id": top["id"], "name": top["name"], "type": 1, "options": leaf_options}
    if resolved.data:
        data["resolved"] = resolved.data
    if "guild_id" in top:
        data["guild_id"] = top["guild_id"]
    return data
