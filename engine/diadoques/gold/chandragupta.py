"""The accord with Chandragupta (§11d).

"Si un même joueur contrôle les 2 provinces GHA et IND, il peut décider de passer un accord avec
Chandragupta (roi de l'Inde), en le précisant dans ses ordres secondaires (chapitre 9c). Une A (plusieurs
centaines d'éléphants de guerre) apparaît et rejoint son camp en fin du tour dans une des 2 provinces au
choix (...; par défaut, elle apparaît en IND ; s'il n'y a pas de place, l'accord ne s'applique pas). Son
coût d'achat est de 0, son coût d'entretien est de 5 et son niveau de corruption est de 20. Elle ne peut
pas changer de statut par promotion. En échange, le joueur doit évacuer les provinces GHA et IND, dans le
tour qui suit l'ordre. (...) Si l'une et/ou l'autre des 2 provinces est occupée (par un joueur quelconque) à
la fin de ce tour, l'A disparaît, l'accord est annulé et il ne pourra plus être passé à l'avenir par le
joueur qui en avait bénéficié et, le cas échéant, par le(s) joueur(s) qui l'a fait échouer. Si l'accord est
respecté, les 2 provinces deviennent neutres et inaccessibles définitivement pour tout le monde."

Step (the contract's shape), after the military orders of every military season:
`accord_step(board, state, sheets, rng)`: first judges an accord passed in an earlier season ("le tour qui
suit" is the next military season: a winter has no moves), then applies this season's accords.
`elephants(state)` names the unit, for the winter's upkeep of 5 T and its refused promotion.
"""

from __future__ import annotations

from typing import Any

from engine.core.rng import RngState
from engine.diadoques.board import Board
from engine.diadoques.control import occupiers
from engine.diadoques.gold.common import sheet
from engine.diadoques.gold.secrecy import private, public
from engine.diadoques.secondary import Accord, SecondarySheet
from engine.diadoques.state import DiadoquesState
from engine.diadoques.units import UnitKind
from engine.diadoques.winter import new_unit

PROVINCES = ("GHA", "IND")
ELEPHANTS_UPKEEP = 5
""" "son coût d'entretien est de 5"."""
ACCORD_PRESTIGE = 1
""" "passer un accord réussi avec Chandragupta +1" (chapter 13)."""


def elephants(state: DiadoquesState) -> str | None:
    """The unit id of Chandragupta's elephants, while they exist (upkeep 5, no promotion, level 20)."""
    accord = state.accord
    if accord is None or accord.get("status") == "broken":
        return None
    unit_id = accord["unit"]
    return unit_id if any(u.id == unit_id for u in state.position.units) else None


def accord_problem(state: DiadoquesState, power: str, order: Accord) -> str | None:
    owners = state.position.province_owner
    if any(owners.get(p) != power for p in PROVINCES):
        return "accord_needs_gha_and_ind"
    if (
        power in state.accord_barred
        or state.closed_provinces
        or (state.accord or {}).get("status") == "pending"
    ):
        return "accord_closed"
    if state.position.units_at(order.province):
        return "accord_no_room"  # "s'il n'y a pas de place, l'accord ne s'applique pas"
    return None


def accord_step(
    board: Board, state: DiadoquesState, sheets: dict[str, SecondarySheet], rng: RngState | None = None
) -> tuple[DiadoquesState, list[dict[str, Any]]]:
    work = state.model_copy(deep=True)
    events = _judge(board, work)
    for power in work.powers:
        for order in sheet(sheets, power).secondary:
            if not isinstance(order, Accord):
                continue
            problem = accord_problem(work, power, order)
            if problem:
                events.append(private("accord_refused", [power], power=power, reason=problem))
                continue
            unit = new_unit(work, power, UnitKind.A, order.province)
            work.position = work.position.model_copy(update={"units": (*work.position.units, unit)})
            work.accord = {
                "power": power,
                "unit": unit.id,
                "year": work.year,
                "season": work.season,
                "status": "pending",
            }
            events.append(public("accord_passed", power=power, unit=unit.id, province=order.province))
    return work, events


def _judge(board: Board, work: DiadoquesState) -> list[dict[str, Any]]:
    accord = work.accord
    if accord is None or accord["status"] != "pending":
        return []
    if (accord["year"], accord["season"]) == (work.year, work.season):
        return []
    power = accord["power"]
    standing = occupiers(board, work.position)
    spoilers = sorted({standing[p] for p in PROVINCES if p in standing})
    if spoilers:
        # "l'A disparaît, l'accord est annulé et il ne pourra plus être passé à l'avenir par le joueur qui en
        # avait bénéficié et, le cas échéant, par le(s) joueur(s) qui l'a fait échouer"
        units = tuple(u for u in work.position.units if u.id != accord["unit"])
        work.position = work.position.model_copy(update={"units": units})
        work.accord_barred = sorted({*work.accord_barred, power, *spoilers})
        accord["status"] = "broken"
        return [public("accord_broken", power=power, by=spoilers)]
    owners = {**work.position.province_owner, **dict.fromkeys(PROVINCES)}
    work.position = work.position.model_copy(update={"province_owner": owners})
    work.closed_provinces = sorted({*work.closed_provinces, *PROVINCES})
    accord["status"] = "kept"
    return [public("accord_kept", power=power, provinces=list(PROVINCES), prestige=ACCORD_PRESTIGE)]
