"""Attack points of one column in the Great Battle (rulebook pp. 28-30 and the placement rules pp. 36-38).

A slot is addressed "front:column:line" with columns 1-3 and lines 1 (first) and 2 (second), as on the
content's battlefields. Pure functions over the placed tokens, so the placement rules can be checked directly.
"""

from __future__ import annotations

from collections.abc import Mapping

from engine.epireia.content import load_content
from engine.epireia.content.models import Figure, MilitaryToken

FRONTS = ("flank", "centre", "sea")
COLUMNS = (1, 2, 3)
LINES = (1, 2)


def slot_key(front: str, column: int, line: int) -> str:
    return f"{front}:{column}:{line}"


def parse_slot(key: str) -> tuple[str, int, int]:
    front, column, line = key.split(":")
    return front, int(column), int(line)


def _token(token_id: str) -> MilitaryToken:
    return load_content().token(token_id)


def token_points(
    slots: Mapping[str, str], front: str, column: int, line: int, won_previous_clash: bool
) -> int:
    """Base attack plus the token's own placement bonus (pp. 36-38)."""
    token = _token(slots[slot_key(front, column, line)])
    bonus = token.bonus
    in_column = [_token(t) for ln in LINES if (t := slots.get(slot_key(front, column, ln)))]
    applies = False
    if bonus.kind == "with_level2":
        # "+4 si un jeton de niveau 2 du type indiqué est placé sur la même colonne" (another token)
        applies = any(t.id != token.id and t.level == 2 and t.unit == bonus.unit for t in in_column)
    elif bonus.kind == "second_line":
        applies = line == 2
    elif bonus.kind == "first_line":
        applies = line == 1
    elif bonus.kind == "alone_in_column":
        applies = len(in_column) == 1
    elif bonus.kind in ("aegina_neighbour", "thrace_neighbour"):
        # "un jeton Militaire adjacent (à droite ou à gauche)": same line, neighbouring column
        neighbours = [slots.get(slot_key(front, c, line)) for c in (column - 1, column + 1) if c in COLUMNS]
        applies = any(n is not None and _token(n).region == token.region for n in neighbours)
    elif bonus.kind == "winning_streak":
        applies = won_previous_clash
    return token.attack + (bonus.amount if applies else 0)


def figure_token_bonus(figure: Figure, token: MilitaryToken, line: int) -> int:
    """A battle figure's bonus to each of its side's tokens on its front (p.41): the whole front, or
    only the line printed on the card (Eupolémos, Physcoa), optionally one unit type only."""
    total = 0
    for e in figure.ability:
        if e.trigger != "great_battle" or e.effect != "attack_bonus" or e.scope not in ("front", "line"):
            continue
        if e.scope == "line" and e.line != line:
            continue
        if e.unit is not None and e.unit != token.unit:
            continue
        total += e.amount or 0
    return total


def committed_attack(figure: Figure) -> int:
    """A figure's points when committed to a column; the starred figures raise their own (p.41)."""
    own = sum(e.amount or 0 for e in figure.ability if e.effect == "attack_bonus" and e.scope == "self")
    return figure.attack + own


def column_power(
    slots: Mapping[str, str],
    front: str,
    column: int,
    front_figure: Figure | None,
    committed: Figure | None,
    won_previous_clash: bool,
) -> int:
    """One side's column: its tokens with their bonuses, its front figure's bonus to them, and the
    figure's own attack when committed to this column."""
    total = 0
    for line in LINES:
        key = slot_key(front, column, line)
        if key not in slots:
            continue
        total += token_points(slots, front, column, line, won_previous_clash)
        if front_figure is not None:
            total += figure_token_bonus(front_figure, _token(slots[key]), line)
    if committed is not None:
        total += committed_attack(committed)
    return total


def front_winner(column_winners: list[str | None]) -> str | None:
    """The side with more column wins takes the front; 1-1 or no win leaves it to nobody (p.30)."""
    wins: dict[str, int] = {}
    for winner in column_winners:
        if winner is not None:
            wins[winner] = wins.get(winner, 0) + 1
    ranked = sorted(wins.values(), reverse=True)
    if not ranked or (len(ranked) > 1 and ranked[0] == ranked[1]):
        return None
    return max(wins, key=lambda k: wins[k])
