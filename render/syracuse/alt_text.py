"""The picture's text description (Discord's attachment description, read by screen readers): public facts
only, the panel's figures then each side's forces zone by zone. It is built from the same view as the
picture, and never mentions the viewer's own hand."""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache
from typing import Any

from engine.syracuse.content.loader import load_content, load_map
from i18n import has, t
from i18n.typography import pair, semicolons
from render.syracuse.panel import SEAT_OF, result_line, side_name
from render.syracuse.stacks import Chip, zone_stacks

MAX_ALT = 1024  # Discord's limit for an attachment description


def _chip_text(chip: Chip, lang: str) -> str:
    if chip.kind == "leader":  # the English name for English readers (the counter prints the French one)
        key = f"syracuse_discord.leader.{chip.ids[0]}"
        return t(key, lang) if has(key) else _leader_names()[chip.ids[0]]
    count = f"×{chip.count} " if chip.count > 1 else ""
    return f"{chip.symbol} {count}{chip.pf}"


def _forces(view: dict[str, Any], lang: str) -> list[str]:
    """Per side, each zone with what stands there: "T24: H ×4 12, A 2, Lamachos" (PF totals)."""
    stacks = zone_stacks(view, aggregate=True)
    order = {zone: i for i, zone in enumerate(["CATANE", *load_map().zones])}
    out = []
    for side in ("athenian", "syracusan"):
        zones = []
        for zone in sorted(stacks, key=lambda z: order.get(z, len(order))):
            mine = [_chip_text(c, lang) for c in stacks[zone] if c.side == side]
            if mine:
                name = t("syracuse_render.catane", lang) if zone == "CATANE" else zone
                zones.append(pair(name, ", ".join(mine), lang))
        if zones:
            out.append(
                t(
                    "syracuse_render.alt.forces",
                    lang,
                    side=side_name(side, lang),
                    side_id=side,
                    stacks=semicolons(zones, lang),
                )
            )
    return out


@cache
def _leader_names() -> dict[str, str]:
    return {c.id: c.name for c in load_content().counters.leaders}


def alt_text(view: dict[str, Any], lang: str, highlight: Iterable[str], zoom: str | None) -> str:
    def side_fact(side: str, key: str) -> Any:
        return (view.get(key) or {}).get(side, 0)

    supply = view.get("supply") or {}
    params: dict[str, Any] = {
        "turn": view.get("turn", 1),
        "last": view.get("last_turn", 9),
        "season": t(f"syracuse_render.season.{view.get('season', 'spring')}", lang).lower(),
        "year": t("syracuse_render.year", lang, year=abs(int(view.get("year", -415)))),
        "phase": t(f"syracuse_render.phase.{view.get('phase', 'a_draw')}", lang),
        "advantage": side_name(view.get("advantage"), lang),
    }
    for side, suffix in (("athenian", "a"), ("syracusan", "s")):
        params[f"side_{suffix}"] = side_name(side, lang)
        params[f"ap_{suffix}"] = side_fact(side, "ap")
        params[f"vp_{suffix}"] = side_fact(side, "victory_points")
        params[f"supply_{suffix}"] = (supply.get(side) or {}).get("level", 3)
        params[f"hand_{suffix}"] = (view.get("hand_sizes") or {}).get(SEAT_OF[side], 0)
    parts = [t("syracuse_render.alt.summary", lang, **params)]
    for side in ("athenian", "syracusan"):
        if (supply.get(side) or {}).get("famine"):
            parts.append(t("syracuse_render.alt.famine", lang, side=side_name(side, lang)))
    zones = [z for z in highlight if z]
    if zones:
        parts.append(t("syracuse_render.alt.highlight", lang, zones=", ".join(zones)))
    if zoom:
        parts.append(t("syracuse_render.alt.zoom", lang, group=t(f"syracuse_render.group.{zoom}", lang)))
    result = result_line(view, lang)
    if result:
        parts.append(t("syracuse_render.alt.result", lang, result=result))
    parts += _forces(view, lang)  # last: if the text is too long, only this list gets cut
    text = " ".join(parts)
    return text if len(text) <= MAX_ALT else text[: MAX_ALT - 1] + "…"
