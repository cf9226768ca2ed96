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
from i18n import t


@dataclass(frozen=True)
class Topic:
    id: str
    label: Callable[[str], str]


def catalog_topic(topic_id: str) -> Topic:
    """A topic named by the help catalog (`help.topic.<id>`)."""
    return Topic(topic_id, lambda lang: t(f"help.topic.{topic_id}", lang))


class TitleHelp:
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
    return TitleHelp() if declared is None else load(declared)()  # type: ignore[operator, no-any-return]
