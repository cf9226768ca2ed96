"""The eastern satraps' offer (Table IV, 4; chapter 11c): the event leaves the offer pending; the royal
order of the next turn names who gets it (the characters part decides who that is, then calls this).

"Au début du tour où l'ordre est donné, le bénéficiaire prend possession de HYR et Hécatompylos et l'armée
exécute son ordre. Les 10 T sont ajoutés à sa trésorerie en fin de tour. Les 2 trésors de 5 T disparaissent
de Bactres et Samarcande." "Si aucun joueur ne bénéficie de l'ordre royal, l'armée disparaîtra aussitôt."
"""

from __future__ import annotations

from typing import Any

from engine.diadoques.board import Board
from engine.diadoques.control import update_control
from engine.diadoques.state import DiadoquesState
from engine.diadoques.units import Unit, UnitKind
from engine.diadoques.winter import new_unit

SATRAPS_ARMY = UnitKind.A
"""Design: the text names "l'armée (...) des satrapes orientaux" without a kind; a mercenary army (the
satraps' levies), which no limit of chapter 6a can forbid the beneficiary."""
SATRAPS_GOLD = 10


def grant_satraps_offer(
    board: Board, state: DiadoquesState, beneficiary: str | None
) -> tuple[DiadoquesState, list[dict[str, Any]]]:
    work = state.model_copy(deep=True)
    if not work.events.satraps_offer:
        return work, []
    work.events.satraps_offer = False
    if beneficiary is None:
        return work, [{"kind": "satraps_offer_lapses"}]
    position = work.position
    position.citadel_owner["hecatompylos"] = beneficiary
    position.province_owner["HYR"] = beneficiary
    events: list[dict[str, Any]] = []
    space = next((s for s in ("HYR", "hecatompylos") if not position.units_at(s)), None)
    if space is not None:
        unit: Unit = new_unit(work, beneficiary, SATRAPS_ARMY, space)
        work.position = position.model_copy(update={"units": (*position.units, unit)})
        events.append({"kind": "satraps_army", "power": beneficiary, "unit": unit.id, "space": space})
    work.events.pending_gold[beneficiary] = work.events.pending_gold.get(beneficiary, 0) + SATRAPS_GOLD
    for citadel in ("bactres", "samarcande"):
        work.treasures.pop(citadel, None)
    work.position = update_control(board, work.position)
    events.append({"kind": "satraps_allied", "power": beneficiary, "prestige": 1})
    return work, events
