"""Pure combat resolution for Syracuse (4.2, 4.2.1 and the « Table de résolution des combats »).

Public API (stable):
- `odds_column(attacker_pf, defender_pf, crt)`: column index, odds rounded in the defender's favour (4.2).
- `shift_column(index, shift, crt)`: apply column shifts, clamped to the table edges.
- `clamp_die(value, crt)`: the modified die clamped to the table rows (-1 .. 8).
- `lookup(crt, column, die)`: the `CombatResult` (attacker loss, defender loss) of a cell.
- `winner(crt, column, die, tie_rule=None)`: "attacker" or "defender" (the lesser loss wins; equal
  losses follow the configured tie rule, see crt.json).
- `ForceUnit`, `Force`, `BattleContext`: the facts modifiers depend on.
- `die_modifiers(attacker, defender, context)` -> dict letter -> value (a..h);
  `column_shifts(attacker, defender, context)` -> dict letter -> value (a..g).
- `resolve(crt, attacker_pf, defender_pf, roll, die_modifier, column_shift, tie_rule=None) -> CombatOutcome`.
- `units_hit(loss, unit_count)`: how many units a fraction result hits (4.2.1 rounding, minimum one).
- `apply_losses(loss, units, chosen=())` -> `LossOutcome` (weakened, eliminated, leaders lost with E).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Literal

from engine.syracuse.content.models import CombatResult, CombatTable, LossCode, UnitType

Role = Literal["attacker", "defender"]
FRACTIONS: dict[str, Fraction] = {"1/4": Fraction(1, 4), "1/2": Fraction(1, 2), "3/4": Fraction(3, 4)}
SEVERITY: dict[str, int] = {"R": 0, "1/4": 1, "1/2": 2, "3/4": 3, "A": 4, "E": 5}


# ------------------------------------------------------------------------------------ the table
def odds_column(attacker_pf: int, defender_pf: int, crt: CombatTable) -> int:
    """4.2: the highest column whose ratio does not exceed attacker:defender (defender's favour).

    Anything under the first ratio uses the first column ("1/3 et -"); a defender with 0 PF faces the
    last column ("3/1 et +")."""
    if defender_pf <= 0:
        return len(crt.columns) - 1 if attacker_pf > 0 else 0
    ratio = Fraction(attacker_pf, defender_pf)
    index = 0
    for i, column in enumerate(crt.columns):
        if column.value <= ratio:
            index = i
    return index


def shift_column(index: int, shift: int, crt: CombatTable) -> int:
    return max(0, min(len(crt.columns) - 1, index + shift))


def clamp_die(value: int, crt: CombatTable) -> int:
    return max(crt.die_min, min(crt.die_max, value))


def lookup(crt: CombatTable, column: int, die: int) -> CombatResult:
    return crt.rows[clamp_die(die, crt) - crt.die_min].cells[column]


def winner(
    crt: CombatTable,
    column: int,
    die: int,
    tie_rule: Literal["diagonal", "defender_wins_ties"] | None = None,
) -> Role:
    """The side printed in bold (4.2): the side with the lesser loss; equal losses use the tie rule."""
    die = clamp_die(die, crt)
    result = lookup(crt, column, die)
    attacker_loss, defender_loss = SEVERITY[result.attacker], SEVERITY[result.defender]
    if attacker_loss != defender_loss:
        return "attacker" if attacker_loss < defender_loss else "defender"
    rule = tie_rule or crt.tie_rule
    if rule == "diagonal" and die + column >= crt.tie_diagonal_threshold:
        return "attacker"
    return "defender"


# --------------------------------------------------------------------------------- modifiers
@dataclass(frozen=True)
class ForceUnit:
    type: UnitType
    sword: bool
    pf: int  # current PF (weakened value for a weakened unit)


@dataclass(frozen=True)
class Force:
    units: tuple[ForceUnit, ...]
    bonus_leaders: int = 0  # leaders with one or two swords, unwounded, not cancelled by S19

    @property
    def pf(self) -> int:
        return sum(u.pf for u in self.units)

    def fighting(self) -> list[ForceUnit]:
        """Units with a combat value; 0 PF weakened units have none (1.1) and give no modifier."""
        return [u for u in self.units if u.pf > 0]

    def has(self, unit_type: str, sword: bool | None = None) -> bool:
        return any(u.type == unit_type and (sword is None or u.sword == sword) for u in self.fighting())


@dataclass(frozen=True)
class BattleContext:
    fort_holder: Role | None = None  # die f: whose units sit in the fort of the reinforced zone
    fort_assault_swords: int | None = None  # die g and column g: the assaulted fort's swords
    crossed_river: bool = False  # column c
    amphibious: bool = False  # column d
    climbed_from_clear: bool = False  # column e: high ground entered from adjacent clear ground
    crossed_wall: bool = False  # column f


def die_modifiers(
    attacker: Force, defender: Force, context: BattleContext = BattleContext()
) -> dict[str, int]:
    """The die modifiers a-h of the combat table, from the attacker's point of view."""
    fighting_defender = defender.fighting()
    mods = {
        "a": attacker.bonus_leaders - defender.bonus_leaders,
        "b": 1 if attacker.has("H", sword=True) and not defender.has("H", sword=True) else 0,
        "c": -1 if defender.has("A") or defender.has("C") else 0,
        "d": 1 if len({u.type for u in attacker.fighting()}) >= 3 else 0,
        "e": -2 if fighting_defender and all(u.type == "H" and u.sword for u in fighting_defender) else 0,
        "f": {"attacker": 1, "defender": -1, None: 0}[context.fort_holder],
        "g": -(context.fort_assault_swords or 0),
        "h": sum(1 for u in attacker.fighting() if u.type == "T" and u.sword)
        - sum(1 for u in fighting_defender if u.type == "T" and u.sword),
    }
    return mods


def column_shifts(
    attacker: Force, defender: Force, context: BattleContext, shifts: Mapping[str, int]
) -> dict[str, int]:
    """The column modifiers a-g; `shifts` is `crt.column_modifiers` (letter -> signed size)."""
    return {
        "a": shifts["a"] if attacker.has("H") and not defender.has("H") else 0,
        "b": shifts["b"] if not attacker.has("H") and defender.has("H") else 0,
        "c": shifts["c"] if context.crossed_river else 0,
        "d": shifts["d"] if context.amphibious else 0,
        "e": shifts["e"] if context.climbed_from_clear else 0,
        "f": shifts["f"] if context.crossed_wall else 0,
        "g": shifts["g"] if context.fort_assault_swords is not None else 0,
    }


# ---------------------------------------------------------------------------------- resolution
@dataclass(frozen=True)
class CombatOutcome:
    base_column: int
    column: int
    column_id: str
    roll: int
    die: int  # modified and clamped
    result: CombatResult
    winner: Role

    @property
    def loser(self) -> Role:
        return "defender" if self.winner == "attacker" else "attacker"


def resolve(
    crt: CombatTable,
    attacker_pf: int,
    defender_pf: int,
    roll: int,
    die_modifier: int = 0,
    column_shift: int = 0,
    tie_rule: Literal["diagonal", "defender_wins_ties"] | None = None,
) -> CombatOutcome:
    """4.2: odds column, shifts (clamped), roll + modifiers (clamped), the cell and its winner."""
    base = odds_column(attacker_pf, defender_pf, crt)
    column = shift_column(base, column_shift, crt)
    die = clamp_die(roll + die_modifier, crt)
    return CombatOutcome(
        base_column=base,
        column=column,
        column_id=crt.columns[column].id,
        roll=roll,
        die=die,
        result=lookup(crt, column, die),
        winner=winner(crt, column, die, tie_rule),
    )


# -------------------------------------------------------------------------------------- losses
def units_hit(loss: LossCode, unit_count: int) -> int:
    """Units a result affects. Fractions count units, not PF, rounded down (in the side's favour),
    with a minimum of one unit (4.2.1: 3 units x 1/2 = 1.5 -> 1; 2 units x 1/4 = 0.5 -> 1)."""
    if unit_count <= 0 or loss == "R":
        return 0
    if loss in ("A", "E"):
        return unit_count
    return max(1, int(FRACTIONS[loss] * unit_count))


@dataclass(frozen=True)
class LossOutcome:
    weakened: tuple[str, ...]
    eliminated: tuple[str, ...]
    leaders_eliminated: bool  # 4.2.1: a group suffering E loses its leaders too


def apply_losses(loss: LossCode, units: Mapping[str, bool], chosen: Sequence[str] = ()) -> LossOutcome:
    """Apply a result to a force. `units` maps unit id -> already weakened.

    E eliminates every unit; A weakens every unit and eliminates those already weakened; a fraction
    hits `units_hit` units chosen by their owner (`chosen`, exactly that many distinct ids): a full
    unit is weakened, a weakened one eliminated."""
    if loss == "R":
        return LossOutcome((), (), False)
    if loss == "E":
        return LossOutcome((), tuple(units), True)
    if loss == "A":
        hit = list(units)
    else:
        need = units_hit(loss, len(units))
        if len(set(chosen)) != len(chosen) or len(chosen) != need or any(u not in units for u in chosen):
            raise ValueError(f"{loss} needs exactly {need} distinct units of the force, got {list(chosen)}")
        hit = list(chosen)
    weakened = tuple(u for u in hit if not units[u])
    eliminated = tuple(u for u in hit if units[u])
    return LossOutcome(weakened, eliminated, False)
