"""Application command schemas, as Discord checks them on registration (bulk overwrite, create, edit).

https://discord.com/developers/docs/interactions/application-commands: names, descriptions, option
nesting, choices, length and value bounds, 25 options a level, 8,000 characters a command.
"""

from __future__ import annotations

import unicodedata
from collections import Counter
from typing import Any

from emulator.errors import invalid_form
from emulator.validation.choices import check_choices
from emulator.validation.fields import Range, check_count, check_length
from emulator.validation.locales import check_localizations, longest

CHAT_INPUT, USER, MESSAGE = 1, 2, 3
SUB_COMMAND, SUB_COMMAND_GROUP = 1, 2
STRING, INTEGER, NUMBER = 3, 4, 10
SUBCOMMAND_KINDS = frozenset({SUB_COMMAND, SUB_COMMAND_GROUP})
PLAIN_KINDS = frozenset({3, 4, 5, 6, 7, 8, 9, 10, 11})
# What each level may hold: a command groups or subcommands or plain options, a group only subcommands,
# a subcommand only plain options.
CHILD_KINDS = {
    None: SUBCOMMAND_KINDS | PLAIN_KINDS,
    SUB_COMMAND_GROUP: frozenset({SUB_COMMAND}),
    SUB_COMMAND: PLAIN_KINDS,
}
CHOICE_KINDS = frozenset({STRING, INTEGER, NUMBER})
# Bounds an option may declare, by option type.
OPTION_BOUNDS = {
    STRING: (Range("min_length", 0, 6000), Range("max_length", 1, 6000)),
    INTEGER: (Range("min_value", -(2**53), 2**53), Range("max_value", -(2**53), 2**53)),
    NUMBER: (Range("min_value", -(2**53), 2**53), Range("max_value", -(2**53), 2**53)),
}
MAX_OPTIONS = 25
MAX_NAME = 32
MAX_DESCRIPTION = 100
MAX_COMMAND_CHARS = 8000
MAX_COMMANDS = {CHAT_INPUT: 100, USER: 15, MESSAGE: 15}
NAME_PUNCTUATION = frozenset("-_'")
DEVANAGARI, THAI = range(0x0900, 0x0980), range(0x0E00, 0x0E80)


def _slash_name_char(char: str) -> bool:
    """`^[-_'\\p{L}\\p{N}\\p{sc=Deva}\\p{sc=Thai}]$`, Discord's rule for a character of a slash name."""
    return (
        char in NAME_PUNCTUATION
        or unicodedata.category(char)[0] in "LN"
        or ord(char) in DEVANAGARI
        or ord(char) in THAI
    )


def _name_checker(kind: int):
    def check(path: str, name: Any) -> None:
        text = str(name or "")
        check_length(path, len(text), low=1, high=MAX_NAME)
        if kind == CHAT_INPUT and (not all(map(_slash_name_char, text)) or text != text.lower()):
            raise invalid_form(path, "APPLICATION_COMMAND_INVALID_NAME", f"Command name is invalid: {text!r}")

    return check


def _check_description(path: str, text: Any) -> None:
    check_length(path, len(str(text or "")), low=1, high=MAX_DESCRIPTION)


def check_command_list(commands: Any) -> None:
    """A bulk overwrite: a list of valid commands, at most 100 slash, 15 user and 15 message commands."""
    if not isinstance(commands, list):
        raise invalid_form("_root", "BASE_TYPE_ARRAY", "Must be an array.")
    counts = Counter(int(c.get("type", CHAT_INPUT)) for c in commands)
    for kind, count in counts.items():
        if count > MAX_COMMANDS.get(kind, 0):
            raise invalid_form(
                "_root",
                "APPLICATION_COMMANDS_TOO_MANY",
                f"Maximum number of commands of type {kind} reached ({MAX_COMMANDS.get(kind, 0)}).",
            )
    for i, command in enumerate(commands):
        check_command(str(i), command)


def check_command(path: str, command: dict[str, Any]) -> None:
    kind = int(command.get("type", CHAT_INPUT))
    check_name = _name_checker(kind)
    check_name(f"{path}.name", command.get("name"))
    check_localizations(f"{path}.name_localizations", command.get("name_localizations"), check_name)
    if kind == CHAT_INPUT:
        _check_description(f"{path}.description", command.get("description"))
        check_localizations(
            f"{path}.description_localizations", command.get("description_localizations"), _check_description
        )
        _check_options(path, command.get("options") or [], parent_kind=None)
    if _size(command) > MAX_COMMAND_CHARS:
        raise invalid_form(
            path, "APPLICATION_COMMAND_TOO_LARGE", f"Command exceeds maximum size ({MAX_COMMAND_CHARS})"
        )


def _check_options(path: str, options: list[dict[str, Any]], *, parent_kind: int | None) -> None:
    check_count(f"{path}.options", options, high=MAX_OPTIONS)
    names = [o.get("name") for o in options]
    if len(set(names)) != len(names):
        raise invalid_form(
            f"{path}.options", "APPLICATION_COMMAND_OPTIONS_NAME_ALREADY_EXISTS", "Duplicate option names"
        )
    kinds = {int(o.get("type", 0)) for o in options}
    if kinds & SUBCOMMAND_KINDS and kinds & PLAIN_KINDS:
        raise invalid_form(
            f"{path}.options",
            "APPLICATION_COMMAND_OPTIONS_TYPE_INVALID",
            "Subcommands and subcommand groups cannot be mixed with other options",
        )
    seen_optional = False
    for i, option in enumerate(options):
        option_path = f"{path}.options.{i}"
        kind = int(option.get("type", 0))
        if kind not in CHILD_KINDS[parent_kind]:
            raise invalid_form(
                f"{option_path}.type",
                "APPLICATION_COMMAND_OPTION_TYPE_INVALID",
                f"Options of type {kind} are not allowed here.",
            )
        check_name = _name_checker(CHAT_INPUT)
        check_name(f"{option_path}.name", option.get("name"))
        check_localizations(f"{option_path}.name_localizations", option.get("name_localizations"), check_name)
        _check_description(f"{option_path}.description", option.get("description"))
        check_localizations(
            f"{option_path}.description_localizations",
            option.get("description_localizations"),
            _check_description,
        )
        if kind in SUBCOMMAND_KINDS:
            _check_options(option_path, option.get("options") or [], parent_kind=kind)
            continue
        if option.get("required"):
            if seen_optional:
                raise invalid_form(
                    option_path,
                    "APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID",
                    "Required options must be placed before non-required options",
                )
        else:
            seen_optional = True
        _check_plain_option(option_path, kind, option)


def _check_plain_option(path: str, kind: int, option: dict[str, Any]) -> None:
    choices = option.get("choices")
    if choices is not None:
        if kind not in CHOICE_KINDS:
            raise invalid_form(
                f"{path}.choices",
                "APPLICATION_COMMAND_OPTION_CHOICES_INVALID",
                "Choices are not allowed here.",
            )
        check_choices(f"{path}.choices", choices)
    if option.get("autocomplete"):
        if kind not in CHOICE_KINDS:
            raise invalid_form(
                f"{path}.autocomplete",
                "APPLICATION_COMMAND_AUTOCOMPLETE_INVALID",
                "Autocomplete is not allowed.",
            )
        if choices:
            raise invalid_form(
                f"{path}.autocomplete",
                "APPLICATION_COMMAND_AUTOCOMPLETE_AND_CHOICES",
                "Autocomplete and choices cannot be set together.",
            )
    for bound in OPTION_BOUNDS.get(kind, ()):
        bound.check(path, option)


def _size(command: dict[str, Any]) -> int:
    """Discord's count toward 8,000: names, descriptions, choice names and values, each at its longest
    localization, over the command and all its options."""
    size = longest(command.get("name"), command.get("name_localizations"))
    size += longest(command.get("description"), command.get("description_localizations"))
    for choice in command.get("choices") or []:
        size += longest(choice.get("name"), choice.get("name_localizations")) + len(str(choice.get("value")))
    return size + sum(_size(option) for option in command.get("options") or [])
