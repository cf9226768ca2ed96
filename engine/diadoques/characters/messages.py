"""The catalog keys (i18n/locales/*/diadoques_characters.ftl) of the characters' report lines, for the
results sheet's renderer: the engine names them, the renderer translates them."""

from __future__ import annotations

from typing import Any

KINDS = frozenset(
    {
        "character_captured",
        "character_freed",
        "character_died",
        "capture_roll",
        "royal_retreat",
        "philippe_neutral",
        "citadel_neutral",
        "command_taken",
        "character_dissociated",
        "character_gift",
        "assassination_failed",
        "marriage_announced",
        "cleopatre_married",
        "royal_order",
        "epigone_appeared",
        "epigone_cannot_appear",
        "dynasties_established",
        "power_eliminated",
        "treasury_deposited",
        "treasury_taken",
        "treasury_lost",
        "treasury_amount",
        "treasury_received",
        "militia_gone",
        "unit_in_royal_service",
    }
)
"""Every event kind the characters' steps report."""


def report_key(event: dict[str, Any]) -> str | None:
    """A characters' event ({"kind": "character_captured", ...}) -> its message, None for another part's;
    its other fields are the arguments."""
    kind = event.get("kind")
    return f"diadoques_characters.event.{kind}" if kind in KINDS else None
