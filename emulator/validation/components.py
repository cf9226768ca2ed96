"""Message components (action rows, buttons, selects): https://discord.com/developers/docs/components/reference.

One table per component type says which texts, numbers and URLs it may carry; the rules that tie fields
together (a link button has a URL and no custom id, a select's defaults fit its min and max) follow.
"""

from __future__ import annotations

from typing import Any

from emulator.errors import invalid_form
from emulator.validation.fields import Range, Text, Url, check_count, check_one_of, required

ACTION_ROW, BUTTON, STRING_SELECT = 1, 2, 3
SELECTS = frozenset({3, 5, 6, 7, 8})
LINK, PREMIUM = 5, 6
BUTTON_STYLES = frozenset({1, 2, 3, 4, LINK, PREMIUM})
MAX_ROWS = 5
MAX_ROW_BUTTONS = 5
MAX_SELECT_OPTIONS = 25
CUSTOM_ID = Text("custom_id", 100, low=1)
SELECT_RULES = (Text("placeholder", 150), Range("min_values", 0, 25), Range("max_values", 1, 25))
COMPONENT_RULES: dict[int, tuple[Text | Range | Url, ...]] = {
    BUTTON: (Text("label", 80), Url("url", ("http", "https", "discord"), high=512)),
    **{kind: SELECT_RULES for kind in SELECTS},
}
OPTION_TEXTS = (
    Text("label", 100, needed=True, low=1),
    Text("value", 100, needed=True, low=1),
    Text("description", 100),
)
# What an auto-populated select's `default_values` may name: user, role, mentionable, channel selects.
DEFAULT_VALUE_TYPES = {5: {"user"}, 6: {"role"}, 7: {"user", "role"}, 8: {"channel"}}


def check_components(rows: list[dict[str, Any]]) -> None:
    check_count("components", rows, high=MAX_ROWS)
    seen: set[str] = set()
    for i, row in enumerate(rows):
        if row.get("type") != ACTION_ROW:
            raise invalid_form(f"components.{i}.type", "UNION_TYPE_CHOICES", "Value must be an action row.")
        children = row.get("components") or []
        check_count(f"components.{i}.components", children, low=1, high=MAX_ROW_BUTTONS)
        if any(c.get("type") in SELECTS for c in children) and len(children) > 1:
            raise invalid_form(
                f"components.{i}.components",
                "COMPONENT_LAYOUT_WIDTH_EXCEEDED",
                "Component layout width exceeded.",
            )
        for j, component in enumerate(children):
            _check_component(f"components.{i}.components.{j}", component, seen)


def _check_component(path: str, component: dict[str, Any], seen: set[str]) -> None:
    kind = int(component.get("type") or 0)
    for rule in COMPONENT_RULES.get(kind, ()):
        rule.check(path, component)
    if kind == BUTTON:
        check_one_of(f"{path}.style", component.get("style"), BUTTON_STYLES)
        _check_button(path, component)
    if not (kind == BUTTON and component.get("style") in (LINK, PREMIUM)):
        _check_custom_id(path, component, seen)
    if kind in SELECTS:
        _check_select(path, component)


def _check_custom_id(path: str, component: dict[str, Any], seen: set[str]) -> None:
    if not component.get("custom_id"):
        raise required(f"{path}.custom_id")
    CUSTOM_ID.check(path, component)
    if component["custom_id"] in seen:
        raise invalid_form(
            f"{path}.custom_id", "COMPONENT_CUSTOM_ID_DUPLICATED", "Component custom id cannot be duplicated"
        )
    seen.add(component["custom_id"])


def _check_button(path: str, button: dict[str, Any]) -> None:
    style = button.get("style")
    if style == LINK:
        if button.get("custom_id"):
            raise invalid_form(
                f"{path}.custom_id",
                "BUTTON_COMPONENT_CUSTOM_ID_NOT_ALLOWED",
                "A link button has no custom id.",
            )
        if not button.get("url"):
            raise required(f"{path}.url")
    elif button.get("url"):
        raise invalid_form(f"{path}.url", "BUTTON_COMPONENT_URL_NOT_ALLOWED", "Only a link button has a url.")
    if style == PREMIUM:
        if not button.get("sku_id"):
            raise required(f"{path}.sku_id")
    elif not button.get("label") and not button.get("emoji"):
        raise invalid_form(path, "BUTTON_COMPONENT_INVALID", "A button needs a label or an emoji.")


def _check_select(path: str, select: dict[str, Any]) -> None:
    low, high = int(select.get("min_values", 1)), int(select.get("max_values", 1))
    if low > high:
        raise invalid_form(
            f"{path}.min_values", "SELECT_COMPONENT_MIN_MAX_INVALID", "min_values must not exceed max_values."
        )
    if select.get("type") == STRING_SELECT:
        _check_options(path, select.get("options") or [], high)
    defaults = select.get("default_values")
    if defaults is not None:
        allowed = DEFAULT_VALUE_TYPES.get(int(select.get("type") or 0), set())
        if not allowed:
            raise invalid_form(
                f"{path}.default_values", "BASE_TYPE_BAD_VALUE", "This select has no defaults."
            )
        check_count(f"{path}.default_values", defaults, low=low, high=high)
        for k, default in enumerate(defaults):
            check_one_of(f"{path}.default_values.{k}.type", default.get("type"), allowed)


def _check_options(path: str, options: list[dict[str, Any]], max_values: int) -> None:
    check_count(f"{path}.options", options, low=1, high=MAX_SELECT_OPTIONS)
    values = [o.get("value") for o in options]
    if len(set(values)) != len(values):
        raise invalid_form(
            f"{path}.options", "SELECT_COMPONENT_OPTION_VALUE_DUPLICATED", "Option values must be unique"
        )
    for k, option in enumerate(options):
        for text in OPTION_TEXTS:
            text.check(f"{path}.options.{k}", option)
    if max_values > len(options):
        raise invalid_form(f"{path}.max_values", "BASE_TYPE_MAX", f"Must be {len(options)} or less.")
