"""The catalog keys of the gold part's events and refusals (i18n/locales/*/diadoques_gold.ftl).

The engine speaks in keys, never in text: a results sheet renders an event as
`t(event_key(event), lang, **event)` and a refusal's reason as `t(reason_key(event["reason"]), lang)`.
Which seat may read an event is `secrecy.visible_to`.
"""

from __future__ import annotations

from typing import Any


def event_key(event: dict[str, Any]) -> str:
    return f"diadoques_gold.event.{event['kind']}"


def reason_key(reason: str) -> str:
    return f"diadoques_gold.reason.{reason}"
