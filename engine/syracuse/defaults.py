"""Syracuse's timeout defaults: for each pending decision, what an absent player does.

Provenance: the rulebook has no timeout; these are the "do nothing" answers the rules already offer
at each step (docs/rules-notes.md, "Timeouts"): pass a stratagem window (B.2, B.3, D), keep the dice
rather than re-roll, end the moves of an activation (3.1), stay rather than withdraw the cavalry
(3.2: withdrawal is an option), end a formation or a recovery with `done`, skip the works roll and
the wall attempts, end the combat phase once no contested zone must be fought (4.: a contested zone's
combat is compulsory, an assault is not). Forced choices (announce the AP, place a unit, pick a unit
to lose, a retreat's destination in 4.2.2's order) take the engine's first legal option.
"""

from __future__ import annotations

from engine.core.defaults import DecisionDefaults

WINDOWS = ("b2_window", "passive_window", "d_window", "battle_strat", "s17_answer", "reroll", "withdraw")

SYRACUSE_DEFAULTS = DecisionDefaults(
    preferences={
        "b1_advantage": ("pass",),
        "b2_window": ("pass",),
        "passive_window": ("pass",),
        "d_window": ("pass",),
        "s17_answer": ("pass",),
        "battle_strat": ("pass",),
        "fight": ("end_phase",),
        "wall_attempt": ("done",),
        "reroll": ("keep_dice",),
        "withdraw": ("stay",),
        "activation": ("end_moves",),
        "forming": ("done",),
        "moving": ("stop",),
        "build": ("done",),
        "works_dice": ("discard",),
        "d2": ("done",),
        "recover": ("done",),
        "siege_occupy": ("done",),
    },
    quick=frozenset(WINDOWS),
)
