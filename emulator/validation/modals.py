"""A modal as a bot opens it (interaction callback type 9): https://discord.com/developers/docs/components/reference
(text input, label) and .../interactions/receiving-and-responding#interaction-response-object-modal.
"""

from __future__ import annotations

from typing import Any

from emulator.errors import invalid_form
from emulator.validation.fields import Range, Text, check_count, check_one_of, required

ACTION_ROW, TEXT_INPUT, LABEL = 1, 4, 18
MAX_ROWS = 5
MODAL_TEXTS = (Text("custom_id", 100, needed=True, low=1), Text("title", 45, needed=True, low=1))
TEXT_INPUT_RULES = (
    Text("custom_id", 100, needed=True, low=1),
    Text("value", 4000),
    Text("placeholder", 100),
    Range("min_length", 0, 4000),
    Range("max_length", 1, 4000),
)
TEXT_INPUT_STYLES = frozenset({1, 2})  # short, paragraph
LEGACY_LABEL = Text("label", 45, needed=True, low=1)  # a text input's own label, in an action row
LABEL_TEXTS = (Text("label", 45, needed=True, low=1), Text("description", 100))


def check_modal(data: dict[str, Any]) -> None:
    """The `data` of a type 9 callback: custom id, title, and 1-5 rows (an action row holding one text input,
    or a label wrapping a component)."""
    for text in MODAL_TEXTS:
        text.check("data", data)
    rows = data.get("components") or []
    check_count("data.components", rows, low=1, high=MAX_ROWS)
    seen: set[str] = set()
    for i, row in enumerate(rows):
        path = f"data.components.{i}"
        if row.get("type") == ACTION_ROW:
            children = row.get("components") or []
            check_count(f"{path}.components", children, low=1, high=1)
            _check_text_input(f"{path}.components.0", children[0], seen, own_label=True)
        elif row.get("type") == LABEL:
            for text in LABEL_TEXTS:
                text.check(path, row)
            inner = row.get("component")
            if not isinstance(inner, dict):
                raise required(f"{path}.component")
            if inner.get("type") == TEXT_INPUT:
                _check_text_input(f"{path}.component", inner, seen, own_label=False)
        else:
            raise invalid_form(
                f"{path}.type", "UNION_TYPE_CHOICES", "Value must be an action row or a label."
            )


def _check_text_input(path: str, text_input: dict[str, Any], seen: set[str], *, own_label: bool) -> None:
    if text_input.get("type") != TEXT_INPUT:
        raise invalid_form(f"{path}.type", "UNION_TYPE_CHOICES", "Value must be a text input.")
    check_one_of(f"{path}.style", text_input.get("style"), TEXT_INPUT_STYLES)
    if own_label:
        LEGACY_LABEL.check(path, text_input)
    for rule in TEXT_INPUT_RULES:
        rule.check(path, text_input)
    if text_input["custom_id"] in seen:
        raise invalid_form(
            f"{path}.custom_id", "COMPONENT_CUSTOM_ID_DUPLICATED", "Component custom id cannot be duplicated"
        )
    seen.add(text_input["custom_id"])
