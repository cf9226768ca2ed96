"""Building actions and events: the vocabulary every rule module speaks, kept apart from the step
machinery so that rule modules the machinery itself calls (victory) need not import it."""

from __future__ import annotations

from typing import Any

from engine.core import Action, Event

Ev = list[Event]

_ACTION_FIELDS = frozenset({"kind", "params"})
_EVENT_FIELDS = frozenset({"kind", "params", "audience"})


def _built(model: type[Any], fields: dict[str, Any], names: frozenset[str]) -> Any:
    """A model instance from already valid plain values, without pydantic's (costly) validation:
    the engine lists thousands of options per game."""
    obj = model.__new__(model)
    object.__setattr__(obj, "__dict__", fields)
    object.__setattr__(obj, "__pydantic_fields_set__", set(names))
    object.__setattr__(obj, "__pydantic_extra__", None)
    object.__setattr__(obj, "__pydantic_private__", None)
    return obj


def act(kind: str, **params: Any) -> Action:
    return _built(Action, {"kind": kind, "params": params}, _ACTION_FIELDS)  # type: ignore[no-any-return]


def emit(ev: Ev, name: str, /, audience: list[str] | None = None, **params: Any) -> None:
    ev.append(_built(Event, {"kind": name, "params": params, "audience": audience}, _EVENT_FIELDS))
