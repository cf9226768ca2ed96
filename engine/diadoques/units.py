"""Units, characters that command them, and the position the adjudicator reads (chapters 4a, 6a, 6b)."""

from __future__ import annotations

from enum import StrEnum

from pydantic import BaseModel, ConfigDict, Field

NEUTRAL = "neutral"
"""Owner of a neutral unit or citadel; a revolt's units are owned by "revolt:<id>"."""


class UnitKind(StrEnum):
    """The rulebook's six unit kinds, by the letter its orders use (§6a, §9a table)."""

    A = "A"  # mercenaires
    Am = "Am"  # milice
    Ae = "Ae"  # élite
    Ag = "Ag"  # garde
    F = "F"  # flotte mercenaire
    Fe = "Fe"  # flotte d'élite

    @property
    def is_fleet(self) -> bool:
        return self in (UnitKind.F, UnitKind.Fe)

    @property
    def base_strength(self) -> int:
        return _TABLE[self][0]

    @property
    def cost(self) -> int:
        return _TABLE[self][1]

    @property
    def bribe_level(self) -> int:
        return _TABLE[self][2]

    @property
    def limit(self) -> int | None:
        """How many a power may hold at once (None: any number)."""
        return _TABLE[self][3]


# strength, cost, bribe level, limit: the table of §6a.
_TABLE: dict[UnitKind, tuple[int, int, int, int | None]] = {
    UnitKind.A: (1, 10, 20, None),
    UnitKind.Am: (1, 15, 30, 1),
    UnitKind.Ae: (2, 20, 30, 1),
    UnitKind.Ag: (2, 30, 45, 1),
    UnitKind.F: (1, 10, 20, 3),
    UnitKind.Fe: (2, 20, 30, 1),
}


def diadoque_id(power: str) -> str:
    """The character id of a power's diadoque ("*" in orders)."""
    return f"{power}:diadoque"


def epigone_id(power: str) -> str:
    """The character id of a power's epigone ("#" in orders)."""
    return f"{power}:epigone"


def commander_mark(character: str | None) -> str:
    """The notation suffix of a commander: "*" for a diadoque, "#" for an epigone, "" otherwise."""
    if character is None:
        return ""
    if character.endswith(":diadoque"):
        return "*"
    if character.endswith(":epigone"):
        return "#"
    return ""


class Unit(BaseModel):
    """One unit on the board. `id` is stable for the whole game (e.g. "cassandre-3")."""

    model_config = ConfigDict(frozen=True)

    id: str
    owner: str
    kind: UnitKind
    space: str
    commander: str | None = None
    commander_bonus: bool = False
    """The diadoque has commanded this unit since the end of the previous turn (§6b): +1 in combat."""

    @property
    def strength(self) -> int:
        """Its value in combat before supports (§6a, §6b)."""
        return self.kind.base_strength + (1 if self.commander_bonus and self.commander else 0)


class Position(BaseModel):
    """What the adjudicator needs to know of the board at the start of a military season."""

    model_config = ConfigDict(frozen=True)

    units: tuple[Unit, ...] = ()
    citadel_owner: dict[str, str | None] = Field(default_factory=dict)
    province_owner: dict[str, str | None] = Field(default_factory=dict)
    first_sieges: dict[str, str] = Field(default_factory=dict)
    """unit id -> citadel id: the unit's A1 on that citadel succeeded last season (§9a Siège)."""
    no_supply: frozenset[str] = frozenset()
    """Unit ids that left a citadel after a first siege season: no Ra this season (§9a)."""
    blocked: frozenset[str] = frozenset()
    """Spaces hit by a storm or flood: no entry, no orders there (§14)."""
    closed_borders: frozenset[tuple[str, str]] = frozenset()
    """Flooded river borders, each pair sorted: no move across them (§9a Mouvement)."""
    passages: frozenset[str] = frozenset()
    """"<unit id>:<special link id>": passages granted this season by a secondary order (§9c, part 2)."""
    characters: dict[str, str] = Field(default_factory=dict)
    """Character id -> space, for characters not commanding a unit (lone or accompanying)."""
    # characters part (issue #48): who holds each character, and who goes with whom
    controllers: dict[str, str] = Field(default_factory=dict)
    """Character id -> the power controlling it, or "neutral" (free royals); a diadoque or epigone
    missing here is its own power's (characters/roster.py: `controller_of`)."""
    attached: dict[str, str] = Field(default_factory=dict)
    """Character id -> the unit id (or lone diadoque/epigone id) it is associated with, not commanding:
    it moves with it (§6b "Les personnages associés à une unité se déplacent avec elle")."""

    def unit(self, unit_id: str) -> Unit:
        for unit in self.units:
            if unit.id == unit_id:
                return unit
        raise KeyError(unit_id)

    def units_at(self, space: str) -> list[Unit]:
        """Usually zero or one; several only on the first turn's stacked home provinces (§12)."""
        return [u for u in self.units if u.space == space]

    def border_closed(self, a: str, b: str) -> bool:
        return tuple(sorted((a, b))) in self.closed_borders
