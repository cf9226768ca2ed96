"""Epireia's timeout defaults: for each awaited decision, what an absent player does.

Provenance (docs/rules-notes.md, "Timeouts"): the rulebook times one decision itself, the Great
Battle's commit-or-hold answer ("une minute", p.30): when the minute passes the figure is held. The
other defaults are the answers that spend nothing: end the development or the diplomacy phase,
decline an extra action, confirm the partner's proposal, declare the battle plan ready. Forced
choices (a city, a figure, a token) take the engine's first legal option.
"""

from __future__ import annotations

from engine.core.defaults import DecisionDefaults

COMMIT = "commit_window"
"""The decision kind of a league answering commit-or-hold during the Great Battle's columns."""

TOGETHER = ("setup_figure", "battle", COMMIT)
"""The decisions several seats make at once (`EpireiaEngine.simultaneous`): the secret starting figures,
the battle plans, the commit-or-hold of the league whose turn it is."""

EPIREIA_DEFAULTS = DecisionDefaults(
    preferences={
        COMMIT: ("hold",),
        "development": ("end_development",),
        "diplomacy": ("end_diplomacy",),
        "extra_action": ("decline",),
        "battle": ("ready",),
        "*": ("confirm",),
    },
    rule_seconds={COMMIT: 60.0},
)
