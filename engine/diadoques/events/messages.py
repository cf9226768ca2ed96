"""The catalog keys (i18n/locales/*/diadoques_events.ftl) of the events' names and of their report lines,
for the results sheet's renderer: the engine names them, the renderer translates them."""

from __future__ import annotations

from typing import Any


def event_name_key(event_id: str) -> str:
    """ "sandstorm-lib" -> diadoques_events.event.sandstorm.lib."""
    return f"diadoques_events.event.{event_id.replace('-', '.')}"


def report_key(event: dict[str, Any]) -> str:
    """A report event ({"kind": "fleet_sunk", ...}) -> its message; its other fields are the arguments."""
    return f"diadoques_events.report.{event['kind']}"
