"""What a map picture shows besides the board itself: who owns what, and who stands where (plain data)."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class UnitMark:
    """A unit: the rulebook's letters ("A", "Am", "Ae", "Ag", "F", "Fe"), its side (a power id, "neutral"
    or "revolt:<id>"), its space, and the commander's sign ("*" diadoque, "#" épigone, "" none)."""

    kind: str
    owner: str
    space: str
    commander: str = ""

    @property
    def text(self) -> str:
        return f"{self.kind}{self.commander}"


@dataclass(frozen=True)
class CharacterMark:
    """A character standing alone: "*" (diadoque) or "#" (épigone) of a side."""

    sign: str
    owner: str
    space: str


@dataclass(frozen=True)
class MapScene:
    owners: dict[str, str] = field(default_factory=dict)  # province or citadel id -> owner
    units: tuple[UnitMark, ...] = ()
    characters: tuple[CharacterMark, ...] = ()
