"""What a lobby option may be: its allowed values, its default and where its words are (pure data).

Each title declares its options through its pydantic options model: a `Literal` field lists its values
(`json_schema_extra={"hidden_values": (...)}`: accepted aliases, not offered), a `bool` is true/false, an
`int` with `ge`/`le` bounds is that range, and a field whose values come from the title's data says so
with `json_schema_extra={"values": "engine"}` (its engine fills them in). `None` is never an allowed
value: it only means "the title's default" and is never offered. The platform declares its own options
(hours per turn, reminders...) with the same `OptionSpec`, so the lobby reads, offers and checks every
option alike.

Texts live in the catalogs, under `text_key`: `<text_key>.name`, `<text_key>.description` and, for a
value, `<text_key>.value.<value>` (optional: a value without one is shown as it is typed).
"""

from __future__ import annotations

import types
from dataclasses import dataclass
from typing import Any, Literal, Union, get_args, get_origin

from pydantic import BaseModel

MAX_LISTED_RANGE = 30  # an integer range longer than this is described by its bounds, not listed


@dataclass(frozen=True)
class OptionSpec:
    """One lobby option: `name:value` in `/game new options:`."""

    name: str
    values: tuple[Any, ...]  # allowed values in display order (never None)
    default: Any  # None: the title decides (shown as such, never offered)
    text_key: str
    minimum: int | None = None  # an integer range (values then holds it when it is short)
    maximum: int | None = None
    free: bool = False  # any text: the platform checks it itself (a list of reminder times)

    @property
    def is_range(self) -> bool:
        return self.minimum is not None and self.maximum is not None

    def allows(self, value: Any) -> bool:
        if self.free:
            return isinstance(value, str | int) and not isinstance(value, bool)
        if self.is_range:
            number = isinstance(value, int) and not isinstance(value, bool)
            return number and self.minimum <= value <= self.maximum  # type: ignore[operator]
        return any(value == v and type(value) is type(v) for v in self.values)


def _without_none(annotation: Any) -> Any:
    if get_origin(annotation) in (Union, types.UnionType):
        rest = [a for a in get_args(annotation) if a is not type(None)]
        return rest[0] if len(rest) == 1 else annotation
    return annotation


def _bounds(metadata: list[Any]) -> tuple[int | None, int | None]:
    low = high = None
    for item in metadata:
        low = getattr(item, "ge", low) if getattr(item, "ge", None) is not None else low
        high = getattr(item, "le", high) if getattr(item, "le", None) is not None else high
    return low, high


def specs_from_model(model: type[BaseModel], text_prefix: str) -> list[OptionSpec]:
    """The options a pydantic model declares (see the module docstring)."""
    specs = []
    for name, field in model.model_fields.items():
        extra = field.json_schema_extra if isinstance(field.json_schema_extra, dict) else {}
        annotation = _without_none(field.annotation)
        default = field.get_default(call_default_factory=True)
        low = high = None
        if "values" in extra:  # listed by the engine from its data (`GameEngine.option_specs`)
            values = ()
        elif get_origin(annotation) is Literal:
            values = tuple(v for v in get_args(annotation) if v not in extra.get("hidden_values", ()))
        elif annotation is bool:
            values = (False, True)
        elif annotation is int:
            low, high = _bounds(field.metadata)
            if low is None or high is None:
                raise TypeError(f"{model.__name__}.{name}: an int option needs ge and le bounds")
            values = tuple(range(low, high + 1)) if high - low < MAX_LISTED_RANGE else ()
        else:
            raise TypeError(f"{model.__name__}.{name}: cannot tell the allowed values of {annotation!r}")
        specs.append(OptionSpec(name, values, default, f"{text_prefix}.{name}", low, high))
    return specs
