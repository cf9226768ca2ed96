"""Choices, as a command option declares them and as an autocomplete answer (callback type 8) sends them."""

from __future__ import annotations

from typing import Any

from emulator.validation.fields import check_count, check_length
from emulator.validation.locales import check_localizations

MAX_CHOICES = 25
MAX_CHOICE_NAME = 100
MAX_CHOICE_VALUE = 100


def _check_name(path: str, name: Any) -> None:
    check_length(path, len(str(name or "")), low=1, high=MAX_CHOICE_NAME)


def check_choices(path: str, choices: list[dict[str, Any]]) -> None:
    check_count(path, choices, high=MAX_CHOICES)
    for i, choice in enumerate(choices):
        _check_name(f"{path}.{i}.name", choice.get("name"))
        check_localizations(f"{path}.{i}.name_localizations", choice.get("name_localizations"), _check_name)
        value = choice.get("value")
        if isinstance(value, str):
            check_length(f"{path}.{i}.value", len(value), low=0, high=MAX_CHOICE_VALUE)


def check_autocomplete(choices: list[dict[str, Any]]) -> None:
    """The `data.choices` of an autocomplete answer."""
    check_choices("data.choices", choices)
