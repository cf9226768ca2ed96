"""Who controls each province (chapter 11e), recomputed after every change of units or citadels.

"Une citadelle est contrôlée par son propriétaire, même s'il ne s'y trouve pas de garnison. Une province
sans citadelle appartient au joueur dont une armée, le diadoque ou l'épigone l'a occupée en dernier. (...)
Une province englobant une ou plusieurs citadelles appartient au joueur contrôlant la ou les citadelles,
sauf si une armée ennemie se trouve sur la province. (...) Cas d'une province contenant 2 citadelles : la
province est neutre si les 2 citadelles appartiennent à des joueurs différents (sauf en cas de présence
d'une armée, cf. ci-dessus). Si une des citadelles est neutre, la province appartient au joueur contrôlant
l'autre citadelle."
"""

from __future__ import annotations

from engine.diadoques.board import Board
from engine.diadoques.state import POWERS
from engine.diadoques.units import NEUTRAL, Position


def is_power(owner: str | None) -> bool:
    """A player's power, as opposed to nobody, a neutral or a revolt."""
    return owner in POWERS


def _as_owner(owner: str | None) -> str | None:
    """Owners as the position stores them: a power, a revolt ("revolt:<id>"), or None for neutral."""
    return None if owner in (None, NEUTRAL) else owner


def occupiers(board: Board, position: Position) -> dict[str, str]:
    """province -> the owner of the army standing on it, else of a lone diadoque or epigone there."""
    found: dict[str, str] = {}
    for character, space in position.characters.items():
        if character.endswith((":diadoque", ":epigone")) and board.space(space).kind == "land":
            found[space] = character.split(":")[0]
    for unit in position.units:
        if not unit.kind.is_fleet and board.space(unit.space).kind == "land":
            found[unit.space] = unit.owner
    return found


def citadels_holder(board: Board, position: Position, province: str) -> str | None:
    """The owner a province's citadels give it: their common owner, the other's if one is neutral,
    nobody if two players share them."""
    owners = {_as_owner(position.citadel_owner.get(c)) for c in board.citadels_of(province)}
    owners.discard(None)
    return owners.pop() if len(owners) == 1 else None


def update_control(board: Board, position: Position) -> Position:
    """The position with `province_owner` brought up to date (chapter 11e)."""
    standing = occupiers(board, position)
    owners = dict(position.province_owner)
    for space_id, space in board.spaces.items():
        if space.kind != "land":
            continue
        occupier = standing.get(space_id)
        armies = {u.owner for u in position.units if u.space == space_id and not u.kind.is_fleet}
        if not board.citadels_of(space_id):
            if occupier is not None:  # "l'a occupée en dernier": kept when it leaves
                owners[space_id] = _as_owner(occupier)
            continue
        holder = citadels_holder(board, position, space_id)
        enemy = [o for o in armies if _as_owner(o) != holder]
        owners[space_id] = _as_owner(enemy[0]) if enemy else holder
    return position.model_copy(update={"province_owner": owners})
