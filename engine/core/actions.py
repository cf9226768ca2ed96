"""The values that cross the engine boundary: actions in, events and errors out."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field


class Action(BaseModel):
    """One move or decision of a seat. `kind` names it; `params` are plain JSON values.

    Actions are what the log stores, so they must stay JSON-serialisable and self-contained.
    """

    model_config = ConfigDict(frozen=True)

    kind: str
    params: dict[str, Any] = Field(default_factory=dict)

    def key(self) -> str:
        """A stable text form, handy for comparing an action with the legal list."""
        items = ",".join(f"{k}={self.params[k]!r}" for k in sorted(self.params))
        return f"{self.kind}({items})"


class Event(BaseModel):
    """Something that happened, to be narrated. `kind` is a translation key under the title's
    `event.` namespace; `audience` is None for public events, or the seats allowed to see it."""

    model_config = ConfigDict(frozen=True)

    kind: str
    params: dict[str, Any] = Field(default_factory=dict)
    audience: list[str] | None = None

    def visible_to(self, seat: str | None) -> bool:
        return self.audience is None or (seat is not None and seat in self.audience)


class IllegalAction(Exception):
    """An action the rules refuse. `reason` is a translation key; `params` fill its placeholders.

    Raising it leaves the state untouched: `GameEngine.apply` works on a copy."""

    def __init__(self, reason: str, **params: Any) -> None:
        super().__init__(reason)
        self.reason = reason
        self.params = params

    def __repr__(self) -> str:
        return f"IllegalAction({self.reason!r}, {self.params!r})"
