"""6. Supply and famine: the "Appro."/"Disette" markers, their triggers, and the D.4 move on the track.

The lost passage of 6.1 (a second Athenian trigger, symmetric to 6.2's blockade) is reconstructed as
the lead decision in docs/rules-notes.md says: the Syracusan occupies, after D.2, the Plemmyrion zone
T27 and the sea zones M8 and M9 with at least one unit each.
"""

from __future__ import annotations

from engine.syracuse.board import board
from engine.syracuse.facts import facts
from engine.syracuse.queries import board_facts, cavalry_pf_deployed, units_at
from engine.syracuse.state import SyracuseState, other
from engine.syracuse.steps import Ev, emit

ATHENIAN_BLOCKADE_ZONES = ("T27", "M8", "M9")  # reconstructed (lost passage of 6.1)


def persistent_trigger(state: SyracuseState, side: str) -> bool:
    """Triggers that hold as long as a work stands: chains (6.1), the A1-A3 circumvallation (6.2)."""
    bf = board_facts(state)
    if side == "athenian":
        return board().athenian_cut_by_chains(bf)
    return board().syracusan_circumvallated(bf)


def blockade_trigger(state: SyracuseState, side: str) -> bool:
    if side == "syracusan":
        return board().syracusan_blockaded(board_facts(state))
    return all(units_at(state, z, "syracusan") for z in ATHENIAN_BLOCKADE_ZONES)


def refresh_persistent(state: SyracuseState, ev: Ev) -> None:
    """6.1/6.2: the marker turns to Disette as soon as the work stands, back to Appro. once it falls."""
    for side in ("athenian", "syracusan"):
        supply = state.supply[side]
        now = persistent_trigger(state, side)
        if now and not supply.works_cut:
            supply.famine, supply.cavalry_only = True, False
            emit(ev, "supply_face", side=side, famine=True, cause="works")
        elif not now and supply.works_cut:
            supply.famine = False
            emit(ev, "supply_face", side=side, famine=False, cause="works")
        supply.works_cut = now


def d4_supply(state: SyracuseState, side: str, ev: Ev) -> None:
    """D.4: set the face from every trigger, then move the marker one box (6., 6.3)."""
    supply = state.supply[side]
    causes = []
    if persistent_trigger(state, side):
        causes.append("works")
    if blockade_trigger(state, side):
        causes.append("blockade")
    enemy = other(side)
    enemy_cav, own_cav = cavalry_pf_deployed(state, enemy), cavalry_pf_deployed(state, side)
    if enemy_cav > own_cav:
        die = state.rng.d6()
        hit = die % 2 == 0 if side == "athenian" else die % 2 == 1  # 6.1 even, 6.2 odd
        emit(ev, "cavalry_supply_roll", side=side, die=die, enemy_pf=enemy_cav, own_pf=own_cav, famine=hit)
        if hit:
            causes.append("cavalry")
    supply.famine = bool(causes)
    supply.cavalry_only = causes == ["cavalry"]
    rules = facts().rules
    if supply.famine:
        supply.level = max(rules.supply_track_min, supply.level - 1)
    elif facts().season(state.turn) != "winter":
        supply.level = min(rules.supply_track_max, supply.level + 1)
    emit(ev, "supply_moves", side=side, level=supply.level, famine=supply.famine, causes=causes)
    if supply.cavalry_only:
        supply.famine = supply.cavalry_only = False  # 6.3: back on Appro. after the move
