"""What must always hold of the characters (issue #48's "characters always somewhere"), for the soaks."""

from __future__ import annotations

from engine.diadoques.board import Board
from engine.diadoques.characters.roster import ROYALS, controller_of, on_board
from engine.diadoques.control import is_power
from engine.diadoques.state import POWERS, DiadoquesState
from engine.diadoques.units import NEUTRAL, diadoque_id


def character_problems(board: Board, state: DiadoquesState) -> list[str]:
    """Every broken invariant, in words (empty: all is well): each royal and diadoque alive is on the board
    once (commanding one unit, or standing in one space), the dead are off it, an association names a unit
    or a character still there, a holder is a power, nobody or a revolt."""
    position = state.position
    problems: list[str] = []
    commanders = [u.commander for u in position.units if u.commander]
    if len(commanders) != len(set(commanders)):
        problems.append(f"a character commands two units: {sorted(commanders)}")
    if both := set(commanders) & set(position.characters):
        problems.append(f"commanding and standing apart: {sorted(both)}")
    present = set(on_board(position))
    if ghosts := present & set(state.dead):
        problems.append(f"dead but on the board: {sorted(ghosts)}")
    expected = [*ROYALS, *(diadoque_id(p) for p in POWERS)] if state.phase != "purchase" else []
    for cid in expected:  # the royal family is placed with the starting units (§12)
        if cid not in state.dead and cid not in present:
            problems.append(f"{cid} is nowhere")
    units = {u.id for u in position.units}
    for cid, target in sorted(position.attached.items()):
        if target not in units and target not in present:
            problems.append(f"{cid} goes with {target}, who is gone")
    for cid in sorted(present):
        holder = controller_of(position, cid)
        if not (holder == NEUTRAL or is_power(holder) or holder.startswith("revolt:")):
            problems.append(f"{cid} held by {holder}")
        if cid in position.characters and position.characters[cid] not in board.spaces:
            problems.append(f"{cid} stands in an unknown space")
    return problems
