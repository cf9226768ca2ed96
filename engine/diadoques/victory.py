"""Victory points and the ends of the game (chapter 3).

"Les PV s'obtiennent par le contrôle des citadelles majeures (...). Contrôler sa propre capitale donne 3 PV.
Chaque autre citadelle majeure contrôlée (y compris une capitale adverse) vaut 1 PV. Si une capitale est
prise, le nombre de PV en jeu diminue donc de 2, ce qui abaisse le quota pour gagner."

The measured and marginal victories count prestige (chapter 13), which part 2 brings: `check_victory`
takes it through `Prestige`, and part 1 passes none.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from engine.core.contract import GameResult
from engine.diadoques.board import Board
from engine.diadoques.state import FIRST_YEAR
from engine.diadoques.units import Position

OWN_CAPITAL_VP = 3
MAJOR_VP = 1
SHARED_AFTER_WINTERS = 2
""""si aucun PV ne change de mains durant 2 années consécutives (d'hiver à hiver)\""""


def major_citadels(board: Board) -> list[str]:
    return sorted(s for s, space in board.spaces.items() if space.kind == "citadel" and space.major)


def victory_points(board: Board, position: Position, capitals: Mapping[str, str], power: str) -> int:
    """A power's VP: 3 for its own capital, 1 for each other major citadel it controls."""
    points = 0
    for citadel in major_citadels(board):
        if position.citadel_owner.get(citadel) == power:
            points += OWN_CAPITAL_VP if capitals.get(power) == citadel else MAJOR_VP
    return points


def points_in_play(board: Board, position: Position, capitals: Mapping[str, str]) -> int:
    """Every major citadel's worth as things stand: a capital held by its own power counts 3, any other
    major citadel (a taken capital, a neutral one) 1. 20 majors, 6 capitals: 32 at the start."""
    own = {citadel: power for power, citadel in capitals.items()}
    total = 0
    for citadel in major_citadels(board):
        held_by_own = citadel in own and position.citadel_owner.get(citadel) == own[citadel]
        total += OWN_CAPITAL_VP if held_by_own else MAJOR_VP
    return total


def total_victor(
    board: Board, position: Position, capitals: Mapping[str, str], powers: list[str]
) -> str | None:
    """ "il faut posséder plus de la moitié des points de victoire (PV) en jeu.\""""
    quota = points_in_play(board, position, capitals)
    for power in powers:
        if 2 * victory_points(board, position, capitals, power) > quota:
            return power
    return None


def vp_owners(board: Board, position: Position) -> dict[str, str | None]:
    """Who holds each major citadel: what "aucun PV ne change de mains" compares from winter to winter."""
    return {c: position.citadel_owner.get(c) for c in major_citadels(board)}


@dataclass(frozen=True)
class Prestige:
    """Part 2's prestige (chapter 13): each power's PP and the PP in play. The measured victory: "La
    victoire est obtenue lorsqu'un joueur possède plus de la moitié des PP en jeu.\""""

    points: Mapping[str, int]
    in_play: int


def check_victory(
    board: Board,
    position: Position,
    capitals: Mapping[str, str],
    powers: list[str],
    prestige: Prestige | None = None,
) -> GameResult | None:
    """The total victory, else (with part 2's prestige) the measured one; None while the game goes on.
    The shared victory is counted winter by winter (`shared_victory`)."""
    winner = total_victor(board, position, capitals, powers)
    if winner is not None:
        return GameResult(winners=[winner], kind="total", params={"power": winner})
    if prestige is not None:
        for power in powers:
            if 2 * prestige.points.get(power, 0) > prestige.in_play:
                return GameResult(winners=[power], kind="measured", params={"power": power})
    return None


def marginal_candidates(prestige: Prestige, year: int, powers: list[str]) -> list[str]:
    """Who may ask the others' vote for a marginal victory (part 2 runs the vote): "une victoire marginale
    peut être concédée à un joueur contrôlant plus du tiers du prestige en jeu (PP, voir ci-dessus) et sous
    réserve d'un vote unanime des autres joueurs. (...) Cette victoire ne peut pas être obtenue la première
    année (-319).\""""
    if year <= FIRST_YEAR:
        return []
    return [p for p in powers if 3 * prestige.points.get(p, 0) > prestige.in_play]


def shared_victory(unchanged_winters: int, survivors: list[str]) -> GameResult | None:
    """ "(résultat historique) : si aucun PV ne change de mains durant 2 années consécutives (d'hiver à
    hiver), la victoire est partagée par les joueurs survivants.\""""
    if unchanged_winters >= SHARED_AFTER_WINTERS:
        return GameResult(winners=list(survivors), kind="shared")
    return None
