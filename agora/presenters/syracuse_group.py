"""Syracuse choices made several at a time: the counters of a moving group and the units taking a
battle's losses are offered as one multi-select, and the group being built is shown with its movement
points left (the living table and the mover's DM)."""

from __future__ import annotations

from typing import Any

from agora.presenters.syracuse_labels import counter_label
from engine.core import GameStatus
from engine.syracuse.movement import group_mp
from engine.syracuse.state import Group
from i18n import t

# Kinds whose options may be chosen together (applied in turn, all or nothing).
MULTI_KINDS = frozenset({"pick", "lose"})


def group_line(view: dict[str, Any], lang: str) -> str:
    """`Moving group: H3, Nicias · 2 MP left` while a group is formed or moves; '' otherwise."""
    raw = view.get("group")
    if not raw:
        return ""
    group = Group.model_validate(raw)
    names = ", ".join(counter_label(c, lang) for c in [*group.units, *group.leaders])
    mp = group_mp(group)
    if mp is None:
        return t("traffic.group_at_sea", lang, counters=names)
    return t("traffic.group", lang, counters=names, left=max(mp - group.mp_used, 0))


def select_limits(kind: str, options: int, seat: str, status: GameStatus) -> tuple[int, int]:
    """(min_values, max_values) of a select of `options` options of one kind."""
    if kind not in MULTI_KINDS or options < 2:
        return 1, 1
    if kind == "lose":  # up to the units still to weaken (4.2.1); fewer asks again for the rest
        asked = [d for d in status.pending if d.seat == seat and d.kind == "battle_loss"]
        left = int(asked[0].params.get("left", 1)) if asked else 1
        return 1, max(1, min(left, options))
    return 1, options
