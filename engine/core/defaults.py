"""What a seat does when its time runs out: each title declares, per kind of pending decision, the
action kinds the rules prefer as a default (pass a window, keep the dice, end the moves...).

The default is always chosen among `legal_actions`, so it is legal by construction: the first legal
action of the most preferred kind, else the first legal action (a forced choice such as placing a
unit, where the engine's own order decides).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.core.actions import Action


@dataclass(frozen=True)
class DecisionDefaults:
    """A title's data for timeouts.

    `preferences`: decision kind → action kinds, most preferred first ("*" applies to every kind).
    `quick`: decision kinds that get the game's short time (windows answered in a moment).
    `rule_seconds`: decisions the rulebook itself times (they ignore the game's deadline options)."""

    preferences: dict[str, tuple[str, ...]] = field(default_factory=dict)
    quick: frozenset[str] = frozenset()
    rule_seconds: dict[str, float] = field(default_factory=dict)

    def pick(self, kind: str, legal: list[Action]) -> Action | None:
        if not legal:
            return None
        for wanted in self.preferences.get(kind, ()) + self.preferences.get("*", ()):
            for action in legal:
                if action.kind == wanted:
                    return action
        return legal[0]
