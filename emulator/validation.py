"""Discord's limits on what a bot may send, enforced as Discord does (50035 Invalid Form Body, 50006, 40005).

Catching these here means a bot that passes its emulator tests does not fail on the real service because of
a 2001-character message, a 26th select option or a duplicated custom id.
"""

from __future__ import annotations

import re
from typing import Any

from emulator.errors import CANNOT_SEND_EMPTY, ENTITY_TOO_LARGE, DiscordError, invalid_form

MAX_CONTENT = 2000
MAX_EMBEDS = 10
MAX_EMBED_TOTAL = 6000
EMBED_LIMITS = {"title": 256, "description": 4096}
MAX_FIELDS = 25
MAX_FIELD_NAME = 256
MAX_FIELD_VALUE = 1024
MAX_FOOTER = 2048
MAX_AUTHOR = 256
MAX_ACTION_ROWS = 5
MAX_ROW_BUTTONS = 5
MAX_CUSTOM_ID = 100
MAX_BUTTON_LABEL = 80
MAX_SELECT_OPTIONS = 25
MAX_OPTION_TEXT = 100
MAX_PLACEHOLDER = 150
MAX_UPLOAD_BYTES = 10 * 1024 * 1024
MAX_AUTOCOMPLETE_CHOICES = 25
IS_COMPONENTS_V2 = 1 << 15

COMMAND_NAME = re.compile(r"^[-_'\w]{1,32}$", re.UNICODE)


MAX_FILES = 10
EPHEMERAL = 1 << 6
# https://discord.com/developers/docs/reference#locales
DISCORD_LOCALES = frozenset(
    {
        "id", "da", "de", "en-GB", "en-US", "es-ES", "es-419", "fr", "hr", "it", "lt", "hu", "nl", "no",
        "pl", "pt-BR", "ro", "fi", "sv-SE", "vi", "tr", "cs", "el", "bg", "ru", "uk", "hi", "th", "zh-CN",
        "ja", "zh-TW", "ko",
    }
)  # fmt: skip


def _too_long(path: str, limit: int) -> DiscordError:
    return invalid_form(path, "BASE_TYPE_MAX_LENGTH", f"Must be {limit} or fewer in length.")


def check_message(
    payload: dict[str, Any],
    *,
    upload_sizes: list[int],
    is_edit: bool,
    has_attachments: bool,
    channel_post: bool = False,
) -> None:
    """`channel_post`: a plain channel message (not an interaction answer), which cannot be ephemeral."""
    if len(upload_sizes) > MAX_FILES:
        raise invalid_form("files", "BASE_TYPE_MAX_LENGTH", f"Must be {MAX_FILES} or fewer in length.")
    if channel_post and int(payload.get("flags") or 0) & EPHEMERAL:
        raise invalid_form("flags", "MESSAGE_FLAGS_INVALID", "Only interaction answers can be ephemeral.")
    content = payload.get("content")
    if content is not None and len(str(content)) > MAX_CONTENT:
        raise _too_long("content", MAX_CONTENT)
    embeds = payload.get("embeds") or []
    if len(embeds) > MAX_EMBEDS:
        raise invalid_form("embeds", "BASE_TYPE_MAX_LENGTH", f"Must be {MAX_EMBEDS} or fewer in length.")
    total = 0
    for i, embed in enumerate(embeds):
        total += _check_embed(f"embeds.{i}", embed)
    if total > MAX_EMBED_TOTAL:
        raise invalid_form("embeds", "MAX_EMBED_SIZE_EXCEEDED", "Embed size exceeds maximum size of 6000")
    components = payload.get("components") or []
    if not int(payload.get("flags") or 0) & IS_COMPONENTS_V2:
        _check_components(components)
    _check_allowed_mentions(payload.get("allowed_mentions"))
    if sum(upload_sizes) > MAX_UPLOAD_BYTES:
        raise DiscordError(413, ENTITY_TOO_LARGE, "Request entity too large")
    if not is_edit and not (content or embeds or components or upload_sizes or has_attachments):
        raise DiscordError(400, CANNOT_SEND_EMPTY, "Cannot send an empty message")


def _check_embed(path: str, embed: dict[str, Any]) -> int:
    size = 0
    for key, limit in EMBED_LIMITS.items():
        text = str(embed.get(key) or "")
        if len(text) > limit:
            raise _too_long(f"{path}.{key}", limit)
        size += len(text)
    fields = embed.get("fields") or []
    if len(fields) > MAX_FIELDS:
        raise invalid_form(
            f"{path}.fields", "BASE_TYPE_MAX_LENGTH", f"Must be {MAX_FIELDS} or fewer in length."
        )
    for j, f in enumerate(fields):
        for key, limit in (("name", MAX_FIELD_NAME), ("value", MAX_FIELD_VALUE)):
            text = str(f.get(key) or "")
            if not text.strip():  # Discord refuses a whitespace-only name or value too
                raise invalid_form(f"{path}.fields.{j}.{key}", "BASE_TYPE_REQUIRED", "This field is required")
            if len(text) > limit:
                raise _too_long(f"{path}.fields.{j}.{key}", limit)
            size += len(text)
    footer = str((embed.get("footer") or {}).get("text") or "")
    if len(footer) > MAX_FOOTER:
        raise _too_long(f"{path}.footer.text", MAX_FOOTER)
    author = str((embed.get("author") or {}).get("name") or "")
    if len(author) > MAX_AUTHOR:
        raise _too_long(f"{path}.author.name", MAX_AUTHOR)
    return size + len(footer) + len(author)


def _check_components(rows: list[dict[str, Any]]) -> None:
    if len(rows) > MAX_ACTION_ROWS:
        raise invalid_form(
            "components", "BASE_TYPE_MAX_LENGTH", f"Must be {MAX_ACTION_ROWS} or fewer in length."
        )
    seen: set[str] = set()
    for i, row in enumerate(rows):
        if row.get("type") != 1:
            raise invalid_form(f"components.{i}.type", "UNION_TYPE_CHOICES", "Value must be an action row.")
        children = row.get("components") or []
        if not children:
            raise invalid_form(
                f"components.{i}.components", "BASE_TYPE_MIN_LENGTH", "Must be 1 or more in length."
            )
        has_select = any(c.get("type") in (3, 5, 6, 7, 8) for c in children)
        if (has_select and len(children) > 1) or len(children) > MAX_ROW_BUTTONS:
            raise invalid_form(
                f"components.{i}.components",
                "COMPONENT_LAYOUT_WIDTH_EXCEEDED",
                "Component layout width exceeded.",
            )
        for j, c in enumerate(children):
            _check_component(f"components.{i}.components.{j}", c, seen)


def _check_component(path: str, c: dict[str, Any], seen: set[str]) -> None:
    custom_id = c.get("custom_id")
    is_link = c.get("type") == 2 and c.get("style") in (5, 6)
    if not is_link:
        if not custom_id:
            raise invalid_form(f"{path}.custom_id", "BASE_TYPE_REQUIRED", "This field is required")
        if len(custom_id) > MAX_CUSTOM_ID:
            raise _too_long(f"{path}.custom_id", MAX_CUSTOM_ID)
        if custom_id in seen:
            raise invalid_form(
                f"{path}.custom_id",
                "COMPONENT_CUSTOM_ID_DUPLICATED",
                "Component custom id cannot be duplicated",
            )
        seen.add(custom_id)
    if is_link and c.get("style") == 5:
        if custom_id:
            raise invalid_form(
                f"{path}.custom_id",
                "BUTTON_COMPONENT_CUSTOM_ID_NOT_ALLOWED",
                "A link button has no custom id.",
            )
        if not c.get("url"):
            raise invalid_form(f"{path}.url", "BASE_TYPE_REQUIRED", "This field is required")
    if c.get("type") in (3, 5, 6, 7, 8) and int(c.get("min_values", 1)) > int(c.get("max_values", 1)):
        raise invalid_form(
            f"{path}.min_values", "SELECT_COMPONENT_MIN_MAX_INVALID", "min_values must not exceed max_values."
        )
    if c.get("type") == 2:
        if len(str(c.get("label") or "")) > MAX_BUTTON_LABEL:
            raise _too_long(f"{path}.label", MAX_BUTTON_LABEL)
        if not c.get("label") and not c.get("emoji"):
            raise invalid_form(f"{path}", "BUTTON_COMPONENT_INVALID", "A button needs a label or an emoji.")
    if c.get("type") == 3:
        options = c.get("options") or []
        if not 1 <= len(options) <= MAX_SELECT_OPTIONS:
            raise invalid_form(
                f"{path}.options", "BASE_TYPE_BAD_LENGTH", "Must be between 1 and 25 in length."
            )
        values = [o.get("value") for o in options]
        if len(set(values)) != len(values):
            raise invalid_form(
                f"{path}.options", "SELECT_COMPONENT_OPTION_VALUE_DUPLICATED", "Option values must be unique"
            )
        for k, o in enumerate(options):
            for key in ("label", "value", "description"):
                if len(str(o.get(key) or "")) > MAX_OPTION_TEXT:
                    raise _too_long(f"{path}.options.{k}.{key}", MAX_OPTION_TEXT)
        if int(c.get("max_values", 1)) > len(options):
            raise invalid_form(f"{path}.max_values", "BASE_TYPE_MAX", f"Must be {len(options)} or less.")
    if len(str(c.get("placeholder") or "")) > MAX_PLACEHOLDER:
        raise _too_long(f"{path}.placeholder", MAX_PLACEHOLDER)


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


def check_autocomplete(choices: list[dict[str, Any]]) -> None:
    if len(choices) > MAX_AUTOCOMPLETE_CHOICES:
        raise invalid_form("data.choices", "BASE_TYPE_MAX_LENGTH", "Must be 25 or fewer in length.")
    for i, choice in enumerate(choices):
        if not 1 <= len(str(choice.get("name", ""))) <= 100:
            raise invalid_form(
                f"data.choices.{i}.name", "BASE_TYPE_BAD_LENGTH", "Must be between 1 and 100 in length."
            )
        if isinstance(choice.get("value"), str) and len(choice["value"]) > 100:
            raise _too_long(f"data.choices.{i}.value", 100)


def check_command(path: str, command: dict[str, Any]) -> None:
    """The parts of Discord's command validation a bot can get wrong: names, descriptions, option order."""
    for field_name in ("name_localizations", "description_localizations"):
        for locale in command.get(field_name) or {}:
            if locale not in DISCORD_LOCALES:
                raise invalid_form(
                    f"{path}.{field_name}.{locale}", "LOCALE_INVALID", f"{locale!r} is not a Discord locale."
                )
    _check_name(f"{path}.name", command.get("name", ""), lower=command.get("type", 1) == 1)
    for locale, name in (command.get("name_localizations") or {}).items():
        _check_name(f"{path}.name_localizations.{locale}", name, lower=command.get("type", 1) == 1)
    if command.get("type", 1) == 1:
        _check_description(f"{path}.description", command.get("description", ""))
        for locale, text in (command.get("description_localizations") or {}).items():
            _check_description(f"{path}.description_localizations.{locale}", text)
    options = command.get("options") or []
    if len(options) > 25:
        raise invalid_form(f"{path}.options", "BASE_TYPE_MAX_LENGTH", "Must be 25 or fewer in length.")
    names = [o.get("name") for o in options]
    if len(set(names)) != len(names):
        raise invalid_form(
            f"{path}.options", "APPLICATION_COMMAND_OPTIONS_NAME_ALREADY_EXISTS", "Duplicate option names"
        )
    seen_optional = False
    for i, option in enumerate(options):
        if option.get("type") in (1, 2):
            check_command(f"{path}.options.{i}", {**option, "type": 1})
            continue
        check_command(f"{path}.options.{i}", {**option, "type": 1, "options": []})
        if option.get("required"):
            if seen_optional:
                raise invalid_form(
                    f"{path}.options.{i}",
                    "APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID",
                    "Required options must be placed before non-required options",
                )
        else:
            seen_optional = True
        if len(option.get("choices") or []) > 25:
            raise invalid_form(
                f"{path}.options.{i}.choices", "BASE_TYPE_MAX_LENGTH", "Must be 25 or fewer in length."
            )


def _check_name(path: str, name: str, *, lower: bool) -> None:
    if not COMMAND_NAME.match(name) or (lower and name != name.lower()):
        raise invalid_form(path, "APPLICATION_COMMAND_INVALID_NAME", f"Command name is invalid: {name!r}")


def _check_description(path: str, text: str) -> None:
    if not 1 <= len(text) <= 100:
        raise invalid_form(path, "BASE_TYPE_BAD_LENGTH", "Must be between 1 and 100 in length.")
