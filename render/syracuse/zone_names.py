"""The names the map writes under the zone ids (shared by the label placer and the drawing)."""

from __future__ import annotations

from engine.syracuse.content.models import Zone
from i18n import has, t


def zone_name(zone: Zone, lang: str) -> str:
    """The short name players use ("Syké"), or the content's name without its gloss in brackets."""
    key = f"syracuse_render.zone.{zone.id}"
    return t(key, lang) if has(key) else zone.name.split(" (")[0]
