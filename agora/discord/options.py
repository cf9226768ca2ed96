"""The `options:` text of `/game new`: `key:value` pairs separated by spaces or commas.

`target:20 turn_hours:24` → {"target": 20, "turn_hours": 24}. Numbers become ints, `true`/`false`
booleans, anything else stays text; the title's engine validates the result.
"""

from __future__ import annotations

import re
from typing import Any

from pydantic import BaseModel

from agora.errors import AgoraError, echo

_PAIR = re.compile(r"^([a-z][a-z0-9_]*)\s*[:=]\s*(.+)$")
SERVICE_OPTIONS = {"turn_hours": 24}  # handled by the game service for every title (hours per turn)


def _value(raw: str) -> Any:
    text = raw.strip()
    if re.fullmatch(r"-?\d+", text):
        return int(text)
    if text.lower() in ("true", "yes", "on"):
        return True
    if text.lower() in ("false", "no", "off"):
        return False
    return text


def parse_options_text(text: str | None) -> dict[str, Any]:
    if not text or not text.strip():
        return {}
    options: dict[str, Any] = {}
    for part in re.split(r"[,\s]+", text.strip()):
        if not part:
            continue
        match = _PAIR.match(part)
        if match is None:
            raise AgoraError("lobby.error.options_syntax", part=echo(part))
        options[match[1]] = _value(match[2])
    return options


def option_hints(options_model: type[BaseModel]) -> list[str]:
    """`name:default` for each option of a title, plus the service's own options."""
    hints = []
    for name, field in options_model.model_fields.items():
        default = field.get_default(call_default_factory=True)
        if isinstance(default, bool):
            default = str(default).lower()
        hints.append(f"{name}:{default}")
    hints += [f"{k}:{v}" for k, v in SERVICE_OPTIONS.items()]
    return hints
