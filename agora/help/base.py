"""What a title adds to the help every title has (overview, turn, phase, commands): its own topics (its cards,
counters, buildings…), the commands its turn and phase texts name, and its game's objective when it has one.

A title names its help class in its manifest (`help="module:Class"`); without one it gets the common topics,
from its `help.<title>.*` texts.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import Any

from engine.registry import load, manifest


@dataclass(frozen=True)
class Topic:
    id: str
    label: Callable[[str], str]


class TitleHelp:
    title: str = ""
    command_domain: str = ""  # the catalog domain of its command names (`<domain>.cmd.<key>`)
    command_keys: tuple[str, ...] = ()  # the commands its texts name (`{ $announce }` in `help.<title>.turn`)

    def topics(self, lang: str) -> list[Topic]:
        """Its own topics, after the common ones."""
        return []

    def explain(self, topic: str, lang: str) -> list[str]:
        """The paragraphs of one of its own topics; KeyError for a topic it does not have."""
        raise KeyError(topic)

    def objective(self, view: dict[str, Any], lang: str) -> str:
        """What the game in play is won by, when it has a goal of its own (from the spectator's view)."""
        return ""


@cache
def help_for(title: str) -> TitleHelp:
    """The help its manifest names; the common topics alone while it names none."""
    declared = manifest(title).help
    if declared is None:
        plain = TitleHelp()
        plain.title = title
        return plain
    return load(declared)()  # type: ignore[operator, no-any-return]
