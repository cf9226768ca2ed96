"""The solo objective in words (pp.31-34): every goal of the scenario card by its last turn, each marked
when met, then the Great Battle to win."""

from __future__ import annotations

from typing import Any

from engine.epireia.content import load_content
from i18n import t
from i18n.typography import semicolons


def solo_objective_line(solo: dict[str, Any], lang: str) -> str:
    from render.epireia._text import objective_text  # the goals as the scenario card shows them

    scenario = next((s for s in load_content().solo_scenarios if s.id == solo.get("scenario")), None)
    if scenario is None:  # not a solo game
        return ""
    met = set(solo.get("objectives_met") or [])
    goals = semicolons(
        [
            ("✅ " if i in met else "") + objective_text(o, lang, with_scope=False)
            for i, o in enumerate(scenario.objectives)
        ],
        lang,
    )
    return t("needs.solo.objective", lang, limit=solo.get("turn_limit", scenario.turns), goals=goals)
